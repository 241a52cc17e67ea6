// A team's rules in a fuzz run's reports: a goal no case reached fails the run in the text and JUnit, a disabled
// rule is listed with its reason, and `--ignore` names a team rule as it names a built-in one.

@testable import Checker
@testable import NestedCheckFuzz
import Foundation
import ScrollSim
import Testing

@Suite("Fuzz reports: team rules")
struct UserRuleReportTests {
  static var summary: RunSummary {
    var summary = ReportTests.summary
    summary.goals = [
      RunSummary.Goal(coordinator: "offset-lock", rule: "tab-tapped-with-header-shown", reached: true, firstCase: 3),
      RunSummary.Goal(coordinator: "offset-lock", rule: "outer-far-away", reached: false, firstCase: nil),
    ]
    summary.disabled = [RunSummary.DisabledRule(coordinator: "no-max-clamp", invariant: "outer-within-max", reason: "known")]
    return summary
  }

  @Test("a never-reached goal and a disabled rule in the text, JUnit and a summary read back")
  func reported() throws {
    let summary = Self.summary
    #expect(summary.text.contains("  never reached offset-lock outer-far-away (a sometimes rule) in 25 cases"))
    #expect(!summary.text.contains("never reached offset-lock tab-tapped-with-header-shown"))
    #expect(summary.text.contains("  disabled no-max-clamp outer-within-max: known"))
    let xml = JUnitReport.xml(summary)
    #expect(xml.contains("name=\"sometimes outer-far-away\"") && xml.contains("message=\"never reached in 25 cases\""))
    #expect(!xml.contains("sometimes tab-tapped-with-header-shown"))
    #expect(xml.contains("name=\"disabled outer-within-max\"") && xml.contains("<skipped message=\"known\"/>"))
    #expect(try JSONDecoder().decode(RunSummary.self, from: summary.encoded()) == summary)
  }

  @Test("--ignore names a team rule, or a leading part of its signatures")
  func ignoreTeamRule() throws {
    let signature = BugSignature(
      invariant: .user("tab-opens-at-top"), view: .listOffScreen, direction: .forward, band: .severe, step: "tab")
    let failure = FoundFailure(
      caseIndex: 1, coordinator: "profile-page", kind: .invariant(signature.invariant),
      violation: Violation(signature: signature, frame: 3, stepIndex: 1, severity: 90, message: "opens 90 pt down"))
    #expect(FailureLedger(ignore: ["tab-opens-at-top"]).isIgnored(failure))
    #expect(FailureLedger(ignore: ["tab-opens-at-top/list-off-screen"]).isIgnored(failure))
    #expect(FailureLedger(ignore: ["*/*/*/severe"]).isIgnored(failure))
    #expect(!FailureLedger(ignore: ["tab-opens-at-top/outer"]).isIgnored(failure))
    #expect(BugSignature(signature.description) == signature)
  }
}
