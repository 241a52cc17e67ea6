// The data an HTML report embeds: the run's frames, the page geometry, the steps and the verdict, as compact
// JSON. Page geometries repeat frame after frame, so each distinct one is stored once and frames name it.

import ScrollSim

struct HTMLReportData {
  let scenario: Scenario
  let coordinator: String
  let result: RunResult
  let source: String

  /// `FAIL I1 header-visible-lists-at-top at frame 34 (step 5): …` or the pass line.
  static func verdictLine(_ verdict: Verdict, steps: Int, frames: Int) -> String {
    guard let violation = verdict.violation else {
      return "PASS: every invariant held over \(steps) steps, \(frames) frames"
    }
    let step = violation.stepIndex.map { "step \($0)" } ?? "while settling"
    return "FAIL \(violation.invariant.code) \(violation.invariant.rawValue) at frame \(violation.frame) (\(step)): \(violation.message)"
  }

  var json: ReportJSON {
    let trace = result.trace
    var pages: [TracePage] = []
    var frames: [ReportJSON] = []
    frames.reserveCapacity(trace.count)
    for row in trace {
      let pageIndex: Int
      if let last = pages.last, last == row.page {
        pageIndex = pages.count - 1
      } else if let found = pages.firstIndex(of: row.page) {
        pageIndex = found
      } else {
        pages.append(row.page)
        pageIndex = pages.count - 1
      }
      frames.append(Self.frame(row, page: pageIndex))
    }
    var members: [(String, ReportJSON)] = [
      ("coordinator", .string(coordinator)), ("source", .string(source)),
      ("description", .string(scenario.description ?? "")), ("frameRate", .int(scenario.world.knobs.frameRate)),
      ("verdict", .string(Self.verdictLine(result.verdict, steps: scenario.steps.count, frames: trace.count))),
    ]
    if let violation = result.verdict.violation {
      members.append((
        "violation",
        .object([
          ("invariant", .string(violation.invariant.rawValue)), ("code", .string(violation.invariant.code)),
          ("frame", .int(violation.frame)), ("stepIndex", violation.stepIndex.map(ReportJSON.int) ?? .null),
          ("message", .string(violation.message)),
        ])
      ))
    } else {
      members.append(("violation", .null))
    }
    members.append(("steps", .array(steps(trace))))
    members.append(("pages", .array(pages.map(Self.page))))
    members.append(("frames", .array(frames)))
    return .object(members)
  }

  /// Every step with the frames it took in this run (`null` for steps never reached: the run stopped first).
  func steps(_ trace: [TraceRow]) -> [ReportJSON] {
    var first: [Int: Int] = [:]
    var last: [Int: Int] = [:]
    for row in trace {
      guard let index = row.stepIndex else { continue }
      if first[index] == nil { first[index] = row.frame }
      last[index] = row.frame
    }
    return scenario.steps.enumerated().map { index, step in
      .object([
        ("index", .int(index)), ("kind", .string(step.shortLabel)), ("label", .string(step.description)),
        ("firstFrame", first[index].map(ReportJSON.int) ?? .null), ("lastFrame", last[index].map(ReportJSON.int) ?? .null),
      ])
    }
  }

  static func frame(_ row: TraceRow, page: Int) -> ReportJSON {
    var members: [(String, ReportJSON)] = [
      ("f", .int(row.frame)), ("s", row.stepIndex.map(ReportJSON.int) ?? .null), ("o", .num(row.outerY)),
      ("l", .array(row.listYs.map { ReportJSON.num($0) })), ("c", .int(row.currentIndex)), ("p", .num(row.pagerX)),
      ("m", .num(row.maxOffsetY)), ("g", .int(page)),
    ]
    if !row.motions.isEmpty {
      members.append(("mv", .array(row.motions.map { .array([.string($0.view), .num($0.delta), .bool($0.driven)]) })))
    }
    if !row.moved.isEmpty { members.append(("t", .string(row.moved))) }
    if let finger = row.finger {
      members.append((
        "fg",
        .object([
          ("x", .num(finger.x)), ("y", .num(finger.y)), ("hit", .string(finger.hit)),
          ("pan", finger.pan.map { .array($0.map(ReportJSON.string)) } ?? .null),
        ])
      ))
    }
    if let touchDown = row.touchDown { members.append(("td", .string(touchDown))) }
    return .object(members)
  }

  static func page(_ page: TracePage) -> ReportJSON {
    .object([
      ("viewportWidth", .num(page.viewportWidth)), ("viewportHeight", .num(page.viewportHeight)),
      ("safeAreaTop", .num(page.safeAreaTop)), ("safeAreaBottom", .num(page.safeAreaBottom)),
      ("headerHeight", .num(page.headerHeight)), ("pinBarHeight", .num(page.pinBarHeight)),
      ("pinOffset", .num(page.pinOffset)), ("cellHeight", .num(page.cellHeight)), ("headerOnly", .bool(page.headerOnly)),
      ("lists", .array(page.lists.map {
        .object([("contentHeight", .num($0.contentHeight)), ("insetTop", .num($0.insetTop)), ("insetBottom", .num($0.insetBottom))])
      })),
    ])
  }
}
