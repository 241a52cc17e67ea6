// The HTML report in a real browser (headless Chromium): a shrunk failure's report loads without a console
// message, its schematic is drawn where the trace says the views are (measured back from the browser's layout),
// scrubbing redraws it at the new frame, and a screenshot comes out. Run locally with Chromium installed:
//   swift test --filter BrowserReportTests
// NESTEDCHECK_UPDATE_SCREENSHOT=1 also writes the screenshot to docs/images/html-report.png (the README's).

import Checker
import Coordinators
import Foundation
import Testing

@MainActor @Suite("HTML report in headless Chromium", .serialized, .enabled(if: Chromium.testsEnabled, "\(Chromium.missingMessage)"))
struct BrowserReportTests {
  /// A failure shrunk by the real binary, its report written by `replay --html`, and its trace from an in-process replay.
  struct Fixture {
    var directory: URL
    var report: URL
    var trace: [TraceRow]
    var violation: Violation
    var replay: CLIResult
  }

  static let fixture = Result { () throws -> Fixture in
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nestedcheck-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // The NestedPaging article's offset lock as printed (`offset-lock-seed`): a flick across the pin leaves list0 0.67 pt off its top (docs/findings.md).
    let story = CLI.repositoryRoot.appendingPathComponent("Tests/Scenarios/flick-across-boundary.json").path
    let witness = directory.appendingPathComponent("flick.shrunk.json").path
    let shrink = try CLI.run(["shrink", story, "--coordinator", "offset-lock-seed", "--out", witness])
    guard shrink.status == 0 else { throw FixtureError(text: "shrink failed: \(shrink.stdout)\(shrink.stderr)") }
    // The simplest witness of the invariant (written beside the signature's witness when simpler) is the 0.67 pt
    // drift under the finger that this report was drawn for.
    let simplest = directory.appendingPathComponent("flick.simplest.json").path
    let shrunk = FileManager.default.fileExists(atPath: simplest) ? simplest : witness
    let report = directory.appendingPathComponent("report.html")
    let replay = try CLI.run(["replay", shrunk, "--html", report.path])
    let scenario = try Scenario.load(path: shrunk)
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock-seed"))
    let result = Runner.run(
      entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants, recordTrace: true, stopRule: .firstViolation))
    guard let violation = result.verdict.violation else { throw FixtureError(text: "the shrunk scenario passes") }
    return Fixture(directory: directory, report: report, trace: result.trace, violation: violation, replay: replay)
  }

  struct FixtureError: Error, CustomStringConvertible { var text: String; var description: String { text } }

  @Test("replay --html on a shrunk failure writes the report and keeps the verdict's exit code")
  func writesTheReport() throws {
    let fixture = try Self.fixture.get()
    #expect(fixture.replay.status == 1, "\(fixture.replay.stdout)\(fixture.replay.stderr)")
    #expect(fixture.replay.stdout.contains("wrote \(fixture.report.path)"))
    // The failure happens under the finger: the report has a finger to show.
    #expect(fixture.trace.last?.finger != nil)
    #expect(fixture.trace.last?.frame == fixture.violation.frame)
  }

  @Test("the report loads with no console message and draws the violating frame where the trace puts every view")
  func geometryAtTheViolation() throws {
    let chromium = try #require(Chromium.path, "\(Chromium.missingMessage)")
    _ = chromium
    let fixture = try Self.fixture.get()
    let row = try #require(fixture.trace.first { $0.frame == fixture.violation.frame })
    let output = try Chromium.run(["--dump-dom"], url: fixture.report.absoluteString + "?frame=\(row.frame)")
    #expect(output.console.isEmpty, "console: \(output.console)")
    #expect(Chromium.elementText(output.stdout, id: "report-errors") == "", "page errors")
    let drawn = try Self.geometry(output.stdout, id: "geometry")
    try Self.expectMatches(drawn, row)
    #expect(drawn.violation, "the violating frame is marked in the schematic")
    #expect(drawn.finger != nil && drawn.hit == row.finger?.hit, "the finger and the view it hit are drawn")
    #expect(output.stdout.contains("id=\"timeline-violation\""), "the timeline marks the violation")
    #expect(output.stdout.contains(fixture.violation.invariant.rawValue))
  }

  @Test("moving the scrubber redraws the schematic at the new frame, again where the trace puts every view")
  func scrubbing() throws {
    let fixture = try Self.fixture.get()
    let violating = try #require(fixture.trace.first { $0.frame == fixture.violation.frame })
    // A frame where the page looks different: the outer table or a list elsewhere.
    let other = try #require(fixture.trace.first { $0.outerY != violating.outerY && $0.listYs != violating.listYs })
    let output = try Chromium.run(["--dump-dom"], url: fixture.report.absoluteString + "?frame=\(violating.frame)&scrub=\(other.frame)")
    #expect(output.console.isEmpty, "console: \(output.console)")
    let before = try Self.geometry(output.stdout, id: "geometry-initial")
    let after = try Self.geometry(output.stdout, id: "geometry")
    #expect(before.frame == violating.frame && after.frame == other.frame)
    try Self.expectMatches(before, violating)
    try Self.expectMatches(after, other)
    #expect(before.header.top != after.header.top)
    #expect(!after.violation, "only the violating frame is marked")
  }

  @Test("a screenshot of the violating frame is written")
  func screenshot() throws {
    let fixture = try Self.fixture.get()
    let update = ProcessInfo.processInfo.environment["NESTEDCHECK_UPDATE_SCREENSHOT"] == "1"
    let path = update
      ? CLI.repositoryRoot.appendingPathComponent("docs/images/html-report.png").path
      : fixture.directory.appendingPathComponent("report.png").path
    try? FileManager.default.removeItem(atPath: path)
    let output = try Chromium.run(
      ["--screenshot=\(path)"], url: fixture.report.absoluteString + "?frame=\(fixture.violation.frame)", window: (1400, 1200))
    #expect(output.console.isEmpty, "console: \(output.console)")
    let png = try #require(FileManager.default.contents(atPath: path), "no screenshot at \(path)")
    let size = try #require(Chromium.pngSize(png), "not a PNG")
    #expect(size.width == 1400 && size.height == 1200)
    #expect(png.count > 20_000, "a blank page compresses to a few kilobytes; the report is \(png.count) bytes")
  }

  @Test("every frame of the shrunk failure is drawn where the trace puts every view")
  func everyFrame() throws {
    let fixture = try Self.fixture.get()
    try Self.expectEveryFrame(report: fixture.report, trace: fixture.trace)
  }

  @Test("a safe-area change, a resize and a header reload mid-gesture: each frame drawn at that frame's geometry")
  func layoutChanges() throws {
    let scenario = Scenario(
      coordinator: "offset-lock",
      steps: [
        .touchDown(x: 200, y: 600), .move(dx: 0, dy: -150, frames: 10), .setSafeArea(top: 47, bottom: 0),
        .move(dx: -20, dy: -100, frames: 5), .resize(width: 600, height: 700), .reloadHeader(height: 180),
        .move(dx: 0, dy: 60, frames: 5), .lift(vx: 0, vy: 0), .tapTab(index: 2, animated: true), .wait(frames: 30),
      ])
    let (report, trace) = try Self.report(scenario)
    #expect(Set(trace.map(\.page)).count >= 4, "the geometry changes three times")
    try Self.expectEveryFrame(report: report, trace: trace)
  }

  @Test("a header-only page: the article scrolls with the outer table")
  func headerOnly() throws {
    let scenario = try Scenario.load(path: CLI.repositoryRoot.appendingPathComponent("Tests/Scenarios/header-only.json").path)
    var mine = scenario
    mine.coordinator = "offset-lock"
    let (report, trace) = try Self.report(mine)
    #expect(trace.allSatisfy { $0.page.headerOnly })
    try Self.expectEveryFrame(report: report, trace: trace)
  }

  @Test("playback runs at the scenario's frame rate times the chosen speed: real time and slowed down")
  func playback() throws {
    var scenario = try Scenario.load(path: ReplayCommandTests.abStory)
    scenario.coordinator = "offset-lock"
    let (report, trace) = try Self.report(scenario)
    #expect(trace.count > 130 && scenario.world.knobs.frameRate == 120)
    // One second of the browser's virtual time: 120 frames at 1×, 30 at ¼×, 12 at ⅒×.
    for (speed, frames) in [("1", 120), ("0.25", 30), ("0.1", 12)] {
      let output = try Chromium.run(["--virtual-time-budget=1000", "--dump-dom"], url: report.absoluteString + "?frame=0&play&speed=\(speed)")
      #expect(output.console.isEmpty, "console: \(output.console)")
      let drawn = try Self.geometry(output.stdout, id: "geometry")
      // Virtual time still lets a timer tick land a frame early or late on a loaded machine; the speeds stay far
      // apart (120 / 30 / 12), so a slack of a tenth (at least 3 frames) still tells each one from the others.
      #expect(abs(drawn.frame - frames) <= max(3, frames / 10), "speed \(speed): frame \(drawn.frame) after 1 s, expected about \(frames)")
      try Self.expectMatches(drawn, trace[drawn.frame - trace[0].frame])
    }
  }

  /// Writes `scenario`, has the binary replay it to an HTML report, and replays it in-process for its trace.
  static func report(_ scenario: Scenario) throws -> (URL, [TraceRow]) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nestedcheck-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("scenario.json")
    try scenario.encoded().write(to: file)
    let report = directory.appendingPathComponent("report.html")
    let replay = try CLI.run(["replay", file.path, "--html", report.path])
    #expect(replay.stdout.contains("wrote \(report.path)"), "\(replay.stdout)\(replay.stderr)")
    let entry = try #require(CoordinatorCatalog.entry(named: scenario.coordinator ?? ""))
    let trace = Runner.run(
      entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants, recordTrace: true, stopRule: .firstViolation)
    ).trace
    return (report, trace)
  }

  /// Loads `report` with `?frames=all` and compares the geometry drawn at every frame with the trace's row.
  static func expectEveryFrame(report: URL, trace: [TraceRow], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let output = try Chromium.run(["--dump-dom"], url: report.absoluteString + "?frames=all")
    #expect(output.console.isEmpty, "console: \(output.console)", sourceLocation: sourceLocation)
    let text = try #require(Chromium.elementText(output.stdout, id: "geometry-frames"), sourceLocation: sourceLocation)
    let drawn = try JSONDecoder().decode([Drawn].self, from: Data(text.utf8))
    #expect(drawn.count == trace.count, sourceLocation: sourceLocation)
    for (frame, row) in zip(drawn, trace) { try expectMatches(frame, row, sourceLocation: sourceLocation) }
  }

  // MARK: - Reading the drawn geometry back

  struct Box: Decodable { var left, top, width, height: Double }
  struct Page: Decodable { var index: Int; var left, top: Double }
  struct List: Decodable { var index: Int; var contentTop, contentHeight: Double }
  struct Point: Decodable { var x, y: Double }
  struct Drawn: Decodable {
    var frame: Int
    var viewport: Box
    var header: Box
    var pinBar: Box?
    var pinLine: Box
    var safeTop: Box
    var pages: [Page]
    var lists: [List]
    var article: Box?
    var finger: Point?
    var hit: String?
    var violation: Bool
  }

  static func geometry(_ dom: String, id: String) throws -> Drawn {
    let text = try #require(Chromium.elementText(dom, id: id), "no #\(id) in the page")
    return try JSONDecoder().decode(Drawn.self, from: Data(text.utf8))
  }

  /// Every drawn position equals the trace's, in points, to a thousandth of a point plus the browser's float error.
  static func expectMatches(_ drawn: Drawn, _ row: TraceRow, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let page = row.page
    func close(_ a: Double, _ b: Double, _ what: String) {
      #expect(abs(a - b) < 0.01, "frame \(row.frame) \(what): drawn \(a), trace \(b)", sourceLocation: sourceLocation)
    }
    #expect(drawn.frame == row.frame, sourceLocation: sourceLocation)
    close(drawn.viewport.width, page.viewportWidth, "viewport width")
    close(drawn.viewport.height, page.viewportHeight, "viewport height")
    close(drawn.safeTop.height, page.safeAreaTop, "safe area top")
    close(drawn.header.top, -row.outerY, "header top (−outer.y)")
    close(drawn.header.height, page.headerHeight, "header height")
    #expect((drawn.pinBar != nil) == (page.pinBarHeight > 0), sourceLocation: sourceLocation)
    if let pinBar = drawn.pinBar { close(pinBar.top, max(page.headerHeight - row.outerY, 0), "pin bar top") }
    close(drawn.pinLine.top, page.pinOffset, "pin line")
    let cellTop = page.headerHeight + page.pinBarHeight - row.outerY
    #expect(drawn.pages.count == page.lists.count, sourceLocation: sourceLocation)
    for drawnPage in drawn.pages {
      close(drawnPage.left, Double(drawnPage.index) * page.viewportWidth - row.pagerX, "page \(drawnPage.index) left (i·width − pager.x)")
      close(drawnPage.top, cellTop, "page \(drawnPage.index) top")
    }
    #expect((drawn.article != nil) == page.headerOnly, sourceLocation: sourceLocation)
    if let article = drawn.article { close(article.top, cellTop, "article top (scrolls with the outer)") }
    let created = row.listYs.enumerated().compactMap { $0.element == nil ? nil : $0.offset }
    #expect(drawn.lists.map(\.index) == created, sourceLocation: sourceLocation)
    for list in drawn.lists {
      let y = try #require(row.listYs[list.index], sourceLocation: sourceLocation)
      close(list.contentTop, cellTop - y, "list\(list.index) content top (cell top − list.y)")
      close(list.contentHeight, page.lists[list.index].contentHeight, "list\(list.index) content height")
    }
    #expect((drawn.finger == nil) == (row.finger == nil), sourceLocation: sourceLocation)
    if let finger = row.finger, let drawnFinger = drawn.finger {
      close(drawnFinger.x, finger.x, "finger x")
      close(drawnFinger.y, finger.y, "finger y")
      #expect(drawn.hit == finger.hit, sourceLocation: sourceLocation)
    }
  }
}
