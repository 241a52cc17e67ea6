// The HTML report as a file: self-contained (nothing fetched), its embedded data cannot break out of its
// script element, non-finite offsets survive as null, and the same run always gives the same bytes.
// Its behaviour in a browser is tested in CLITests/BrowserReportTests.swift.

@testable import Checker
import Coordinators
import Foundation
import ScrollSim
import Testing

@MainActor @Suite("HTML report file")
struct HTMLReportTests {
  static func render(_ scenario: Scenario, coordinator: String) throws -> String {
    let entry = try #require(CoordinatorCatalog.entry(named: coordinator))
    let result = Runner.run(
      entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants, recordTrace: true, stopRule: .firstViolation))
    return HTMLReport.render(scenario: scenario, coordinator: coordinator, result: result, source: "test.json")
  }

  @Test("one file: no external script, style, image, font or fetch, and the same bytes for the same run")
  func selfContained() throws {
    let html = try Self.render(try TimelineSVGTests.abStory, coordinator: "reset-current-only")
    for forbidden in ["<script src", "<link", "@import", "url(http", "fetch(", "XMLHttpRequest", "<img", "<iframe", "https://"] {
      #expect(!html.contains(forbidden), "\(forbidden)")
    }
    // The only absolute URL is the SVG namespace, an identifier the browser never loads.
    let urls = html.components(separatedBy: "http://").dropFirst().map { String($0.prefix(while: { $0 != "'" && $0 != "\"" })) }
    #expect(Set(urls) == ["www.w3.org/2000/svg"], "\(urls)")
    #expect(html == (try Self.render(try TimelineSVGTests.abStory, coordinator: "reset-current-only")))
    #expect(html.contains("FAIL I1 header-visible-lists-at-top at frame 34 (step 5)"))
  }

  @Test("text from the scenario can neither close the data's script element nor inject markup")
  func escaping() throws {
    var scenario = try TimelineSVGTests.abStory
    scenario.description = #"</script><script>alert(1)</script> <!-- & "quotes""#
    let html = try Self.render(scenario, coordinator: "offset-lock")
    #expect(html.components(separatedBy: "</script>").count == 3, "only the two script elements close")
    #expect(!html.contains("<script>alert"))
    #expect(html.contains(#"\u003c/script\u003e\u003cscript\u003ealert(1)"#), "inside the JSON")
    #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)"), "in the page's description and scenario text")
  }

  @Test("JSON for the page: non-finite numbers become null, whole numbers lose their fraction, escapes are valid JSON")
  func json() throws {
    let value = ReportJSON.object([
      ("nan", .num(.nan)), ("inf", .num(-.infinity)), ("whole", .num(400)), ("third", .num(-2.0 / 3)),
      ("text", .string("a\"b\\c\n<&>\u{1}")), ("list", .array([.bool(true), .null])),
    ])
    #expect(value.text == #"{"nan":null,"inf":null,"whole":400,"third":-0.6666666666666666,"text":"a\"b\\c\n\u003c\u0026\u003e\u0001","list":[true,null]}"#)
    let parsed = try JSONSerialization.jsonObject(with: Data(value.text.utf8)) as? [String: Any]
    #expect(parsed?["text"] as? String == "a\"b\\c\n<&>\u{1}")
  }

  @Test("the embedded frames carry the trace: motions written or driven, the finger, the page geometry")
  func embeddedData() throws {
    let html = try Self.render(try TimelineSVGTests.abStory, coordinator: "reset-current-only")
    let start = try #require(html.range(of: #"<script type="application/json" id="report-data">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    let frames = try #require(data["frames"] as? [[String: Any]])
    #expect(frames.count == 35)
    let last = try #require(frames.last)
    #expect(last["f"] as? Int == 34 && last["o"] as? Double == 182)
    let finger = try #require(last["fg"] as? [String: Any])
    #expect(finger["hit"] as? String == "list1" && finger["pan"] as? [String] == ["list1", "outer"])
    let tabTap = try #require(frames.first { $0["f"] as? Int == 32 })
    let motions = try #require(tabTap["mv"] as? [[Any]])
    #expect(motions.contains { $0[0] as? String == "pager" && $0[2] as? Bool == false }, "the tab tap writes the pager")
    let pages = try #require(data["pages"] as? [[String: Any]])
    #expect(pages.count == 1 && pages[0]["headerHeight"] as? Double == 300 && pages[0]["pinOffset"] as? Double == 103)
    let violation = try #require(data["violation"] as? [String: Any])
    #expect(violation["frame"] as? Int == 34 && violation["code"] as? String == "I1")
  }
}
