// `nestedcheck fuzz --template FILE` end to end: the template reaches the workers and the shrink processes (every
// saved scenario lies inside it, random and guided), summary.json records it, and a bad file exits 2 with the reason.

import Checker
import Foundation
import NestedCheckFuzz
import ScrollSim
import Testing

@Suite("nestedcheck fuzz --template", .serialized)
struct TemplateCommandTests {
  static let templateJSON = """
    {"listCount": [4, 4], "headerHeight": [240, 320], "pinOffset": [88, 103],
     "viewports": [{"width": 393, "height": 852}, {"width": 390, "height": 844}]}
    """

  static func fuzz(_ extra: [String], template: String) throws -> (CLIResult, URL) {
    let file = try CLI.temporaryFile(template, name: "template.json")
    let out = try CLI.temporaryDirectory()
    let result = try CLI.run(
      ["fuzz", "--coordinator", "no-max-clamp", "--seed", "7", "--jobs", "2", "--template", file, "--out", out.path] + extra)
    return (result, out)
  }

  @Test("random and guided runs: every saved case lies inside the template, and summary.json records it",
        arguments: [["--cases", "30"], ["--cases", "60", "--guided", "--warmup", "0"]])
  func runsStayInside(extra: [String]) throws {
    let template = try StrictJSONDecoder().decode(PageTemplate.self, from: Array(Self.templateJSON.utf8))
    let (result, out) = try Self.fuzz(extra, template: Self.templateJSON)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("page template: listCount 4...4, headerHeight 240...320, pinOffset 88...103, viewports 393x852 390x844"))
    let summary = try JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: out.appendingPathComponent("summary.json")))
    #expect(summary.template == template)
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter {
      $0.hasSuffix(".json") && $0 != "summary.json"
    }
    #expect(files.contains { $0.hasSuffix(".shrunk.json") }, "\(files)")
    for name in files {
      let scenario = try Scenario.load(path: out.appendingPathComponent(name).path)
      let problems = template.problems(in: scenario.world) + template.problems(in: scenario.steps, on: scenario.world)
      #expect(problems.isEmpty, "\(name): \(problems)")
    }
  }

  @Test("a bad template file exits 2 naming the reason", arguments: [
    (#"{"headerHight": [1, 2]}"#, "unknown field 'headerHight'"),
    (#"{"headerHeight": [320, 240]}"#, "headerHeight: [320, 240] is an empty range"),
    (#"{"listCount": [0, 0]}"#, "listCount 0...0 is outside 1...10"),
    (#"{"listCount": 4, "headerOnly": true}"#, "headerOnly true needs listCount to allow 1"),
    (#"{"listCount": 4"#, "is not a page template"),
  ])
  func badFiles(text: String, reason: String) throws {
    let (result, _) = try Self.fuzz(["--cases", "5"], template: text)
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("--template") && result.stderr.contains(reason), "\(result.stderr)")
  }

  @Test("case --template regenerates a case inside the template, as the fuzz run drew it")
  func caseCommandDrawsInside() throws {
    let template = try StrictJSONDecoder().decode(PageTemplate.self, from: Array(Self.templateJSON.utf8))
    let file = try CLI.temporaryFile(Self.templateJSON, name: "template.json")
    for index in ["0", "5", "11"] {
      let result = try CLI.run(["case", "--seed", "7", "--index", index, "--coordinator", "offset-lock", "--template", file])
      let start = try #require(result.stdout.firstIndex(of: "{"))
      let end = try #require(result.stdout.lastIndex(of: "}"))
      let scenario = try Scenario.decode(Data(result.stdout[start...end].utf8), source: "case \(index)")
      #expect(template.admits(scenario.world, steps: scenario.steps), "case \(index): \(template.problems(in: scenario.world))")
    }
    let plain = try CLI.run(["case", "--seed", "7", "--index", "0"])
    #expect(plain.status == 0 && !plain.stdout.contains("\"listCount\" : 4"), "without a template, case 0 is the generator's own")
  }

  @Test("a template no selected coordinator can show exits 2: ownership has one list")
  func coordinatorCannotShowIt() throws {
    let file = try CLI.temporaryFile(#"{"listCount": [4, 4]}"#, name: "template.json")
    let result = try CLI.run(["fuzz", "--coordinator", "ownership", "--cases", "5", "--template", file, "--out", try CLI.temporaryDirectory().path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("ownership supports at most 1 list(s), the template asks for 4...4"), "\(result.stderr)")
    let missing = try CLI.run(["fuzz", "--coordinator", "offset-lock", "--cases", "5", "--template", "/nonexistent/t.json"])
    #expect(missing.status == 2 && missing.stderr.contains("--template: cannot read '/nonexistent/t.json'"))
  }
}
