// Frame-by-frame trace of a run, for `nestedcheck replay --trace` and the SVG timeline.

import Foundation
import ScrollSim

/// One frame of a recorded run.
public struct TraceRow: Hashable, Sendable, Codable {
  public var frame: Int
  /// Index of the step, or `nil` while settling after the last step.
  public var stepIndex: Int?
  /// The step's description on its first frame, empty on the others.
  public var stepLabel: String
  public var outerY: Double
  /// Each list's y, `nil` while not created.
  public var listYs: [Double?]
  public var currentIndex: Int
  public var pagerX: Double
  public var maxOffsetY: Double
  /// Views whose offset changed, each tagged: `=` moved exactly as its drivers did, `~` written by code (coordinator or page);
  /// then, on a page with loads, what the loads did in the frame, in brackets.
  public var moved: String
  /// Signatures first seen in this frame, each with its severity (`no-unexplained-jump/outer/… 79 pt (severe)`).
  public var violations: [String] = []
}

extension TraceRow {
  init(world: PageWorld, step: Step?, stepIndex: Int?) {
    let facts = world.facts
    frame = facts.frame
    self.stepIndex = stepIndex
    stepLabel = facts.frameInStep == 0 ? (step?.description ?? "") : ""
    outerY = world.outerView.position
    listYs = world.lists.map { $0?.position }
    currentIndex = world.currentIndex
    pagerX = world.pager.position
    maxOffsetY = world.maxOffsetY
    var parts: [String] = []
    world.forEachView { view in
      let delta = view.position - view.frameStartPosition
      guard delta != 0 else { return }
      let exact = abs(delta - view.driverMotion) < 0.001
      parts.append("\(view.name)\(exact ? "=" : "~")\(fmt(delta))")
    }
    let events = world.loadEvents
    if !events.isEmpty {
      parts.append("[" + events.map(\.description).joined(separator: "; ") + "]")
    }
    moved = parts.joined(separator: " ")
  }
}

/// Renders a trace as a compact fixed-width table.
public enum TraceTable {
  public static func render(_ rows: [TraceRow], listCount: Int) -> String {
    var lines: [String] = []
    var header = "frame  step  outer.y  "
    for index in 0..<listCount { header += "list\(index).y".leftPadded(9) + " " }
    header += "page pager.x  moved (= by its drivers, ~ written)   step"
    lines.append(header)
    for row in rows {
      var line = String(row.frame).leftPadded(5) + " " + (row.stepIndex.map(String.init) ?? "-").leftPadded(5) + " "
      line += fmt(row.outerY).leftPadded(8) + "  "
      for index in 0..<listCount {
        let value = index < row.listYs.count ? row.listYs[index].map(fmt) ?? "-" : "-"
        line += value.leftPadded(9) + " "
      }
      line += String(row.currentIndex).leftPadded(4) + " " + fmt(row.pagerX).leftPadded(7) + "  "
      // Pad short columns, never cut long ones: a frame's load events can be long and every word matters.
      line += (row.moved.count < 38 ? row.moved.padding(toLength: 38, withPad: " ", startingAt: 0) : row.moved)
      line += " " + row.stepLabel
      lines.append(line)
      for violation in row.violations { lines.append("      ! \(violation)") }
    }
    return lines.joined(separator: "\n")
  }
}
