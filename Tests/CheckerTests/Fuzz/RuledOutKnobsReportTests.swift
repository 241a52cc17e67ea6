// A fuzz failure found on a world whose knobs the evidence rules out (SimulationKnobs.ruledOutValues: a UIKit
// that calls back on an equal offset, drags that undo writes, unrounded written offsets) says so in summary.json
// and in the printed summary; a failure on a plausible UIKit carries nothing extra.

@testable import Checker
@testable import NestedCheckFuzz
import Foundation
import Shrinkers
import Testing

@Suite("Fuzz reports: ruled-out knobs")
struct RuledOutKnobsReportTests {
  private static func failure(_ k: UInt64) -> FoundFailure {
    FoundFailure(caseIndex: k, coordinator: "ownership-seed", kind: .invariant(.builtIn(.noFeedbackLoop)))
  }

  private static func outcome(path: String, ruledOut: [String]) -> ShrinkOutcome {
    ShrinkOutcome(
      shape: ["wait"], simplicity: ShrinkCandidate(steps: [.wait(frames: 1)]).simplicity, shrunk: true, path: path,
      originalPath: path + ".original", message: "re-entered 33 levels", ruledOutKnobs: ruledOut)
  }

  @Test("the representative's ruled-out knobs reach summary.json and the printed summary")
  func summaryCarriesRuledOutKnobs() throws {
    var ledger = FailureLedger(shrinkLimit: 1)
    ledger.record(Self.failure(3))
    let released = ledger.releaseAll()
    ledger.resolve(released[0], outcome: Self.outcome(path: "f/a.json", ruledOut: ["didScrollOnEqualValue = true"]))
    let failure = try #require(ledger.signatures().map(FuzzRun.summaryFailure).first)
    #expect(failure.ruledOutKnobs == ["didScrollOnEqualValue = true"])

    var summary = ReportTests.summary
    summary.failures = [failure]
    summary.bugs = ledger.signatures().map(FuzzRun.summaryBug)
    let json = try #require(String(data: summary.encoded(), encoding: .utf8))
    #expect(json.contains("\"ruledOutKnobs\" : [\n        \"didScrollOnEqualValue = true\"\n      ]"))
    #expect(summary.text.contains("needs a UIKit the evidence rules out: didScrollOnEqualValue = true"))
    #expect(try JSONDecoder().decode(RunSummary.self, from: summary.encoded()) == summary)
  }

  @Test("a failure on a plausible UIKit has no ruledOutKnobs key at all")
  func plausibleFailureUnchanged() throws {
    var ledger = FailureLedger(shrinkLimit: 1)
    ledger.record(Self.failure(4))
    let released = ledger.releaseAll()
    ledger.resolve(released[0], outcome: Self.outcome(path: "f/b.json", ruledOut: []))
    let failure = try #require(ledger.signatures().map(FuzzRun.summaryFailure).first)
    #expect(failure.ruledOutKnobs == nil)
    var summary = ReportTests.summary
    summary.failures = [failure]
    summary.bugs = ledger.signatures().map(FuzzRun.summaryBug)
    let json = try #require(String(data: summary.encoded(), encoding: .utf8))
    #expect(!json.contains("ruledOutKnobs"))
    #expect(!summary.text.contains("rules out"))
  }
}
