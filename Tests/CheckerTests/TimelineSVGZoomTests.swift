// What the SVG timeline adds for debugging: the panel around the violation makes a sub-point drift visible,
// code writes are marked apart from driven motion, every step is reachable as hover text, the pager has a line.

@testable import Checker
import Coordinators
import Foundation
import ScrollSim
import Testing

@MainActor @Suite("SVG timeline: zoom, writes, hover text")
struct TimelineSVGZoomTests {
  /// Each element named `name` with the `<title>` it holds (the element right after it in document order).
  static func titled(_ xml: ParsedXML, _ name: String) -> [(element: ParsedXML.Element, title: String)] {
    xml.elements.indices.dropLast().compactMap { index in
      xml.elements[index].name == name && xml.elements[index + 1].name == "title"
        ? (xml.elements[index], xml.elements[index + 1].text) : nil
    }
  }

  /// How far, in pixels, a path's last point is from the one before: the last frame's move as drawn.
  static func lastStep(_ path: ParsedXML.Element) -> Double {
    let numbers = (path.attributes["d"] ?? "").split(whereSeparator: { " MLHVZ".contains($0) }).compactMap { Double($0) }
    let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
    return ys.count < 2 ? 0 : abs(ys[ys.count - 1] - ys[ys.count - 2])
  }

  static var flick: Scenario {
    get throws { try Corpus.scenario(Corpus.scenariosDirectory.appendingPathComponent("flick-across-boundary.json")) }
  }

  /// The NestedPaging article's lock as printed (`offset-lock-seed`), on the flick story, shrunk: its last frame moves list0 from 0 to -0.67.
  static var shrunkFlick: Scenario {
    get throws {
      let story = try flick
      let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock-seed"))
      let run = Runner.run(entry, world: story.world, steps: story.steps)
      let violation = try #require(run.verdict.violation)
      let shrunk = FailureShrinking.shrinkToInvariant(entry, world: story.world, steps: story.steps, violation: violation)
      return Scenario(coordinator: "offset-lock-seed", world: shrunk.candidate.world, steps: shrunk.candidate.steps)
    }
  }

  @Test("a 0.67 pt drift under a 197 pt scale: a pixel in the whole-run plot, most of a lane around the violation")
  func subPointDriftIsVisible() throws {
    let scenario = try Self.shrunkFlick
    let trace = try TimelineSVGTests.runTrace(scenario, coordinator: "offset-lock-seed")
    let lastTwo = trace.suffix(2).compactMap { $0.listYs[0] }
    #expect(lastTwo.count == 2 && lastTwo[0] == 0 && abs(lastTwo[1] + 2.0 / 3) < 1e-9, "\(lastTwo)")
    let (_, xml) = try TimelineSVGTests.render(scenario, coordinator: "offset-lock-seed")
    #expect(xml.error == nil, "\(xml.error ?? "")")
    #expect(xml.texts.contains { $0.hasPrefix("Around the violation: frames") })
    let paths = Self.titled(xml, "path")
    let overview = try #require(paths.first { $0.title == "list0.contentOffset.y per frame" })
    let lane = try #require(paths.first { $0.title == "list0.y" })
    // The violating frame moved list0 from 0 to -0.67.
    #expect(Self.lastStep(overview.element) < 2, "the shared scale hides it: \(Self.lastStep(overview.element)) px")
    #expect(Self.lastStep(lane.element) > 30, "the lane's own scale shows it: \(Self.lastStep(lane.element)) px")
  }

  @Test("every frame where code wrote the outer is marked, and no frame where only its drivers moved it")
  func writesAreMarked() throws {
    let scenario = try TimelineSVGTests.abStory
    let entry = try #require(CoordinatorCatalog.entry(named: "reset-current-only"))
    let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(recordTrace: true, stopRule: .firstViolation))
    let written = result.trace.filter { $0.motions.contains { $0.view == "outer" && !$0.driven } }.map(\.frame)
    let driven = result.trace.filter { $0.motions.contains { $0.view == "outer" && $0.driven } }.map(\.frame)
    #expect(!written.isEmpty && !driven.isEmpty, "the story has both kinds of outer motion")
    let xml = ParsedXML(TimelineSVG.render(scenario: scenario, coordinator: "reset-current-only", result: result, source: "ab.json"))
    let marks = Self.titled(xml, "path").map(\.title).filter { $0.contains(": outer written by code") }
    // Once on the whole-run plot, once in the outer's lane around the violation (every frame of this run is in it).
    for frame in written { #expect(marks.filter { $0.hasPrefix("frame \(frame): ") }.count == 2, "frame \(frame)") }
    for frame in driven { #expect(!marks.contains { $0.hasPrefix("frame \(frame): ") }, "frame \(frame) was driven") }
  }

  @Test("every step band carries its whole step as hover text, even where its label has no room")
  func stepsReachableByHover() throws {
    let scenario = try Self.flick
    let (_, xml) = try TimelineSVGTests.render(scenario, coordinator: "offset-lock-seed")
    let bandTitles = Self.titled(xml, "rect").map(\.title)
    let reached = Set(try TimelineSVGTests.runTrace(scenario, coordinator: "offset-lock-seed").compactMap(\.stepIndex))
    for index in reached.sorted() {
      #expect(bandTitles.contains { $0.hasPrefix("step \(index): \(scenario.steps[index].description)") }, "step \(index)")
    }
    #expect(xml.texts.contains { $0.hasPrefix("step labels:") && $0.hasSuffix("hover a band for its step") })
  }

  @Test("the pager's position is drawn through the page strip and in its own lane")
  func pagerPosition() throws {
    let (_, xml) = try TimelineSVGTests.render(try TimelineSVGTests.abStory, coordinator: "reset-current-only")
    let titles = Self.titled(xml, "path").map(\.title)
    #expect(titles.contains("pager position in pages (contentOffset.x ÷ width)"))
    #expect(titles.contains("pager.x ÷ w"))
  }
}
