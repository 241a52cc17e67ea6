// The SVG timeline: well-formed XML, the violation marked, text escaped, gaps and long runs handled.

@testable import Checker
import Coordinators
import Foundation
import ScrollSim
import Testing

@MainActor @Suite("SVG timeline")
struct TimelineSVGTests {
  /// Renders `scenario` played by `coordinator` and parses the result.
  static func render(_ scenario: Scenario, coordinator: String) throws -> (svg: String, xml: ParsedXML) {
    let entry = try #require(CoordinatorCatalog.entry(named: coordinator))
    let result = Runner.run(
      entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants, recordTrace: true, stopRule: .firstViolation))
    let svg = TimelineSVG.render(scenario: scenario, coordinator: coordinator, result: result, source: "test.json")
    return (svg, ParsedXML(svg))
  }

  /// The trace of `scenario` played by `coordinator`.
  static func runTrace(_ scenario: Scenario, coordinator: String) throws -> [TraceRow] {
    let entry = try #require(CoordinatorCatalog.entry(named: coordinator))
    return Runner.run(
      entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants, recordTrace: true, stopRule: .firstViolation)
    ).trace
  }

  static var abStory: Scenario {
    get throws { try Corpus.scenario(Corpus.scenariosDirectory.appendingPathComponent("ab-tab-switch.json")) }
  }

  @Test("a mutant's failure parses as XML and is marked with a red line and the invariant's name")
  func violationMarked() throws {
    let (_, xml) = try Self.render(try Self.abStory, coordinator: "reset-current-only")
    #expect(xml.error == nil, "\(xml.error ?? "")")
    // 600 for the whole run, then the panel around the violation: a title, five lanes (outer, three lists, pager), an axis.
    #expect(xml.all("svg").first?.attributes["viewBox"] == "0 0 1200 1014")
    #expect(xml.texts.contains("I1 header-visible-lists-at-top at frame 34"))
    #expect(xml.texts.contains("reset-current-only · test.json"))
    let red = xml.all("line").filter { $0.attributes["stroke"] == "#d62728" }
    #expect(red.count == 2, "one across the whole run, one across the panel around the violation")
    #expect(!xml.texts.contains("all invariants held"))
  }

  @Test("a passing run says so in green and draws no violation line nor a panel around one")
  func passNote() throws {
    let (_, xml) = try Self.render(try Self.abStory, coordinator: "offset-lock")
    #expect(xml.error == nil)
    #expect(xml.all("svg").first?.attributes["viewBox"] == "0 0 1200 600")
    #expect(xml.texts.contains("all invariants held"))
    #expect(xml.all("line").allSatisfy { $0.attributes["stroke"] != "#d62728" })
  }

  @Test("every line is named at its end, step labels name index and kind, pages are drawn")
  func labels() throws {
    let (_, xml) = try Self.render(try Self.abStory, coordinator: "reset-current-only")
    // "5 move" is where I1 broke: it is labelled first, even where the neighbouring steps are one frame wide. The
    // picture shows the run up to its verdict, so the lines end at the violating frame.
    for label in ["outer 182", "list0 400", "list1 0", "maxOffsetY 197", "0 touchDown", "3 tapTab", "5 move", "page 0", "page 1"] {
      #expect(xml.texts.contains(label), "missing \(label)")
    }
  }

  @Test("step labels never overlap, and no tick crosses a label")
  func labelPlacement() {
    var placer = StepLabelPlacer(rows: 3, rightLimit: 1000)
    #expect(placer.place(left: 0, width: 60) == 0)
    #expect(placer.place(left: 30, width: 60) == 1)  // row 0 is taken there
    #expect(placer.place(left: 50, width: 60) == 2)
    #expect(placer.place(left: 70, width: 60) == nil)  // every row is blocked (its own row or a tick through it)
    #expect(placer.place(left: 80, width: 10) == nil)  // in row 0 its tick would cross the labels below; rows 1, 2 overlap
    #expect(placer.place(left: 200, width: 60) == 0)
    #expect(placer.place(left: 980, width: 60) == nil)  // past the right edge
  }

  @Test("frame ticks are whole frames, even for a three-frame run")
  func wholeFrameTicks() throws {
    let scenario = Scenario(coordinator: "offset-lock", steps: [.touchDown(x: 200, y: 700), .move(dx: 0, dy: -5, frames: 1), .lift(vx: 0, vy: 0)])
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock"))
    let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(recordTrace: true, stopRule: .firstViolation))
    #expect(result.trace.count < 10)
    let xml = ParsedXML(TimelineSVG.render(scenario: scenario, coordinator: "offset-lock", result: result, source: "x.json"))
    let ticks = xml.all("text").filter { $0.attributes["text-anchor"] == "middle" && $0.attributes["font-size"] == "11" }.map(\.text)
    #expect(!ticks.isEmpty)
    #expect(ticks.allSatisfy { Int($0) != nil }, "\(ticks)")
  }

  @Test("text from the scenario is escaped")
  func escaping() throws {
    var scenario = try Self.abStory
    scenario.description = #"<script>alert("&")</script> ' -- ]]>"#
    let (svg, xml) = try Self.render(scenario, coordinator: "offset-lock")
    #expect(xml.error == nil, "\(xml.error ?? "")")
    #expect(!svg.contains("<script>"))
    #expect(xml.texts.contains { $0.contains(#"<script>alert("&")</script>"#) })
  }

  @Test("a list that does not exist yet breaks its line instead of drawing it at zero")
  func missingListsBreakTheLine() throws {
    let (_, xml) = try Self.render(try Self.abStory, coordinator: "reset-current-only")
    func firstX(_ colour: String) throws -> Double {
      let path = try #require(xml.all("path").first { $0.attributes["stroke"] == colour })
      return try #require(Double(path.attributes["d"]?.dropFirst().split(separator: " ").first ?? ""))
    }
    // list1 is created by the tab tap at frame 32 of about 150 (the run goes on past its violation at frame 34 and
    // settles); the outer exists from frame 0.
    #expect(try firstX("#222222") == 64)
    #expect(try firstX("#2ca02c") > 64 + 150)
  }

  @Test("a run of thousands of frames is thinned to a few points per pixel and stays deterministic")
  func longRun() throws {
    var scenario = Scenario(
      coordinator: "offset-lock",
      steps: [
        .touchDown(x: 200, y: 700), .move(dx: 0, dy: -900, frames: 40), .lift(vx: 0, vy: -3000), .wait(frames: 6000),
        .tapTab(index: 2, animated: true), .reloadHeader(height: 420), .wait(frames: 3000),
      ])
    scenario.description = "long"
    let (svg, xml) = try Self.render(scenario, coordinator: "offset-lock")
    #expect(xml.error == nil)
    let outer = try #require(xml.all("path").first { $0.attributes["stroke"] == "#222222" })
    let points = outer.attributes["d"]?.split(separator: " ").count ?? 0
    #expect(points / 2 < 4 * 1000, "outer path has \(points / 2) points for 9000+ frames")
    #expect(svg.utf8.count < 200_000)
    #expect(try Self.render(scenario, coordinator: "offset-lock").svg == svg)
  }

  @Test("the XML check rejects a malformed document, so the checks above mean something")
  func parserRejectsMalformed() {
    #expect(ParsedXML("<svg><text>a & b</text></svg>").error != nil)
    #expect(ParsedXML("<svg><g></svg>").error != nil)
    #expect(ParsedXML("<svg><text>a &amp; b</text></svg>").error == nil)
  }

  @Test("words wrap to the width and the cut line ends in an ellipsis")
  func wrapping() {
    #expect(wrap("aa bb cc dd", width: 5, lines: 2) == ["aa bb", "cc dd"])
    #expect(wrap("aa bb cc dd ee", width: 5, lines: 2) == ["aa bb", "cc d…"])
    #expect(wrap("", width: 5, lines: 2) == [])
  }
}
