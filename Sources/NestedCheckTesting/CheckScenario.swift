// Replays one scenario in a test and records a failure if the coordinator breaks an invariant: the body of
// every test `nestedcheck replay --emit-test` writes, and a quick way to pin a hand-written story.

import Checker
import Coordinators
import Foundation

/// Replays the scenario `json` with `coordinator` and records a failure naming the invariant, frame and step if
/// any invariant breaks. Returns the verdict.
@MainActor @discardableResult
public func checkScenario(
  _ json: String,
  coordinator listed: CoordinatorEntry,
  source: String = "embedded scenario",
  framework: TestFramework? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Verdict {
  let recorder = FailureRecorder(
    framework: framework, location: RecordLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  let scenario: Scenario
  let entry: CoordinatorEntry
  do {
    scenario = try Scenario.decode(Data(json.utf8), source: source)
    entry = try scenario.judging(listed, source: source)
  } catch {
    recorder.record("cannot replay \(source): \(error)")
    return .pass
  }
  let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants))
  if let violation = result.verdict.violation {
    let step = violation.stepIndex.map { "step \($0): \(scenario.steps[$0])" } ?? "while settling after the last step"
    recorder.record(
      """
      \(entry.name) broke \(violation.invariant.rawValue) (\(violation.invariant.code)) replaying \(source) at frame \(violation.frame), \(step)
        \(violation.message)
      """)
  }
  return result.verdict
}
