// `--disable NAME=REASON`: a rule switched off from the command line is not judged, and every report says so with
// the reason: the end-of-run text, summary.json, junit.xml, the saved scenarios and a replay.

import Checker
import Foundation
import NestedCheckFuzz
import Testing

@Suite("nestedcheck --disable", .serialized)
struct DisableCommandTests {
  @Test("fuzz --disable: the rule is off, and the summary, the text, JUnit and the files give the reason")
  func fuzzDisable() throws {
    let reason = "the clamp lands in the next release"
    let run = try FuzzRuns.fuzz(
      "disable",
      ["--coordinator", "no-max-clamp", "--seed", "3", "--cases", "12", "--jobs", "2", "--disable", "outer-within-max=\(reason)"])
    let summary = try #require(run.summary, "\(run.result.stdout)\(run.result.stderr)")
    #expect(summary.disabled == [RunSummary.DisabledRule(coordinator: "no-max-clamp", invariant: "outer-within-max", reason: reason)])
    #expect(!summary.bugs.contains { $0.invariant == "outer-within-max" }, "\(summary.bugs.map(\.signature))")
    #expect(run.result.stdout.contains("disabled for no-max-clamp: outer-within-max (\(reason))"))
    #expect(run.result.stdout.contains("  disabled no-max-clamp outer-within-max: \(reason)"))
    let junit = try String(contentsOf: run.directory.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.contains("name=\"disabled outer-within-max\"") && junit.contains("<skipped message=\"\(reason)\"/>"))
    // Every saved scenario records the rule as disabled, with the reason, so a replay judges it the same way.
    for file in FuzzRuns.jsonFiles(in: run.directory) where file.lastPathComponent.hasPrefix("no-max-clamp") {
      let scenario = try Scenario.load(path: file.path)
      #expect(scenario.disabledInvariants.map(\.text) == ["outer-within-max (\(reason))"], "\(file.lastPathComponent)")
    }
  }

  @Test("a rule no coordinator knows, or one without a reason, is a usage error")
  func badDisable() throws {
    let unknown = try CLI.run(["fuzz", "--coordinator", "offset-lock", "--cases", "1", "--disable", "no-such-rule=why"])
    #expect(unknown.status == 2 && unknown.stderr.contains("'no-such-rule' is neither a built-in invariant nor a rule of offset-lock"))
    let bare = try CLI.run(["fuzz", "--coordinator", "offset-lock", "--cases", "1", "--disable", "outer-within-max"])
    #expect(bare.status == 2 && bare.stderr.contains("must be NAME=REASON"))
  }

  @Test("replay --disable: the verdict without the rule, the reason printed")
  func replayDisable() throws {
    let scenario = """
      {"format": 1, "coordinator": "no-max-clamp",
       "steps": [{"touchDown": {"x": 200, "y": 700}}, {"move": {"dx": 0, "dy": -900, "frames": 30}}, {"lift": {"vx": 0, "vy": 0}}]}
      """
    let path = try CLI.temporaryFile(scenario)
    let plain = try CLI.run(["replay", path])
    #expect(plain.status == 1 && plain.stdout.contains("outer-within-max"), "\(plain.stdout)")
    let disabled = try CLI.run(["replay", path, "--disable", "outer-within-max=known, fixed next release"])
    #expect(disabled.stdout.contains("disabled: outer-within-max (known, fixed next release)"), "\(disabled.stdout)")
    #expect(!disabled.stdout.contains("FAIL no-max-clamp: outer-within-max"), "\(disabled.stdout)")
  }
}
