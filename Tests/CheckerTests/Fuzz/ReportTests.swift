// summary.json round-trips; junit.xml is well-formed XML with everything escaped.

@testable import Checker
@testable import NestedCheckFuzz
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Fuzz reports")
struct ReportTests {
  static let summary = RunSummary(
    seed: 0xDEAD_BEEF_0000_0001, shard: "2/4", jobs: 2, profile: "default", maxSteps: 60,
    coordinators: ["offset-lock", "traps-on-reload", "no-max-clamp"], requestedCases: 100, requestedSeconds: nil, cases: 25,
    runs: 75, frames: 20_000, seconds: 1.5, totalSeconds: 2, casesPerSecond: 16.7, framesPerSecond: 13_333,
    coverage: ["pinned": 3], interrupted: false,
    failures: [
      .init(
        signature: "crash(SIGILL) traps-on-reload reloadHeader", kind: "crash", coordinator: "traps-on-reload",
        shape: ["reloadHeader"], hits: 2, cases: [1, 5], file: "f/a.shrunk.json", original: "f/a.original.json", shrunk: true,
        message: "Fatal error: <header> & \"quotes\" 'x' \u{1}\u{7F} é 🚀", signal: 4),
      .init(
        signature: "outer-within-max no-max-clamp touchDown,move", kind: "outer-within-max", coordinator: "no-max-clamp",
        shape: ["touchDown", "move"], hits: 1, cases: [9], file: "f/b.shrunk.json", original: "f/b.original.json",
        shrunk: true, message: "outer y 3 > maxOffsetY 0\nnext", signal: nil),
    ],
    bugs: [
      .init(
        signature: "crash(SIGILL)", invariant: "crash", coordinator: "traps-on-reload", severity: nil, worstSeverity: nil,
        worstCase: nil, band: nil, view: nil, hits: 7, firstCase: 1, witness: "f/a.shrunk.json", original: "f/a.original.json",
        simplest: nil, shrunk: true, message: "Fatal error: <header> & \"quotes\" 'x' \u{1}\u{7F} é 🚀"),
      .init(
        signature: "outer-within-max/outer/forward/severe/drag", invariant: "outer-within-max", coordinator: "no-max-clamp",
        severity: 150, worstSeverity: 212.5, worstCase: 12, band: "severe", view: "outer", hits: 3, firstCase: 9,
        witness: "f/b.shrunk.json", original: "f/b.original.json", simplest: "f/b.simplest.json", shrunk: true,
        message: "outer y 3 > maxOffsetY 0\nnext"),
    ],
    ignored: [.init(signature: "single-scrolls-to-top", coordinator: "no-max-clamp", hits: 40, firstCase: 0)],
    classes: [
      .init(kind: "crash(SIGILL)", coordinator: "traps-on-reload", hits: 7, shrunk: 2, duplicates: 5, duplicateCases: [13, 17])
    ],
    files: ["f/a.shrunk.json"], exitCode: 4)

  @Test("summary.json decodes to the same summary, the 64-bit seed exactly")
  func summaryRoundTrip() throws {
    let decoded = try JSONDecoder().decode(RunSummary.self, from: Self.summary.encoded())
    #expect(decoded == Self.summary)
  }

  /// Parses `xml`, returning the element names in order, or the parser's error.
  static func parse(_ xml: String) -> (elements: [String], attributes: [[String: String]], error: (any Error)?) {
    final class Collector: NSObject, XMLParserDelegate {
      var elements: [String] = []
      var attributes: [[String: String]] = []
      func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                  attributes: [String: String] = [:]) {
        elements.append(name)
        self.attributes.append(attributes)
      }
    }
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = Collector()
    parser.delegate = collector
    let ok = parser.parse()
    return (collector.elements, collector.attributes, ok ? nil : parser.parserError)
  }

  @Test("junit.xml is well-formed: one suite per coordinator, a failure, an error and a passing case")
  func junitWellFormed() {
    let xml = JUnitReport.xml(Self.summary)
    let parsed = Self.parse(xml)
    #expect(parsed.error == nil, "\(String(describing: parsed.error))\n\(xml)")
    #expect(parsed.elements.filter { $0 == "testsuite" }.count == 3)
    #expect(parsed.elements.filter { $0 == "testcase" }.count == 3)
    #expect(parsed.elements.filter { $0 == "error" }.count == 1)
    #expect(parsed.elements.filter { $0 == "failure" }.count == 1)
    let error = parsed.attributes[parsed.elements.firstIndex(of: "error")!]
    #expect(error["message"]?.contains("<header> & \"quotes\" 'x'") == true)
    #expect(error["message"]?.contains("🚀") == true)
    let suites = zip(parsed.elements, parsed.attributes).filter { $0.0 == "testsuite" }.map(\.1)
    #expect(suites.map { $0["name"] } == ["offset-lock", "traps-on-reload", "no-max-clamp"])
    #expect(suites.map { $0["errors"] } == ["0", "1", "0"])
    #expect(suites.map { $0["failures"] } == ["0", "0", "1"])
  }

  @Test("escaping covers markup, quotes, newlines and characters XML cannot hold")
  func escaping() {
    #expect(JUnitReport.escape("a<b>&\"c'\n") == "a&lt;b&gt;&amp;&quot;c&apos;&#10;")
    #expect(JUnitReport.escape("x\u{0}y\u{1B}z") == "x\u{FFFD}y\u{FFFD}z")
  }

  @Test("progress lines show cases, rate, failures, interesting states reached and what is left")
  func progress() {
    let line = ProgressSnapshot(
      elapsed: 10, fuzzingSeconds: 10, budget: nil, cases: 500, totalCases: 1000, frames: 9, failures: 3, classes: 2,
      shrinking: 1, statesReached: 17
    ).line
    #expect(line == "[   10.0s] cases 500/1000  50/s  failures 3 (2 bugs, 1 shrinking)  states 17/29  remaining ~10s")
    let timed = ProgressSnapshot(
      elapsed: 12, fuzzingSeconds: 12, budget: 30, cases: 24, totalCases: nil, frames: 9, failures: 0, classes: 0, shrinking: 0,
      statesReached: 19
    ).line
    #expect(timed == "[   12.0s] cases 24  2/s  failures 0  states 19/29  remaining 18s")
  }
}
