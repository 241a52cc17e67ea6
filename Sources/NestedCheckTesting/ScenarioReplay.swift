// `NESTEDCHECK_REPLAY=failures/x.json swift test`: replays one saved scenario in place of the generated cases,
// but only in the checks of the coordinator the file names; every other check runs as usual, with a note.

import Checker
import Coordinators
import Foundation

@MainActor
enum ScenarioReplay {
  /// Replays `path` with `entry` when the file names `entry` (or names no coordinator); `nil` when it names another.
  static func replayIfNamed(path: String, entry named: CoordinatorEntry, recorder: FailureRecorder) -> PropertyReport? {
    var entry = named
    var report = PropertyReport(coordinator: entry.name, seed: 0, casesRun: 1, frames: 0, coverage: CoverageCounts())
    report.source = .replayed(path: path)
    let scenario: Scenario
    do {
      scenario = try Scenario.load(path: path)
    } catch {
      let problem = "NESTEDCHECK_REPLAY: cannot replay \(path): \(error)"
      report.problems.append(problem)
      recorder.record(problem)
      return report
    }
    if let named = scenario.coordinator, named != entry.name {
      print("NestedCheck: NESTEDCHECK_REPLAY=\(path) is for '\(named)'; checking '\(entry.name)' with generated cases as usual")
      return nil
    }
    do {
      entry = try scenario.judging(entry, source: path)
    } catch {
      let problem = "NESTEDCHECK_REPLAY: cannot replay \(error)"
      report.problems.append(problem)
      recorder.record(problem)
      return report
    }
    let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants))
    report.frames = result.frames
    report.invariantsChecked = Runner.judged(scenario.invariants, for: entry)
    if let violation = result.verdict.violation {
      let problem = "\(entry.name) broke \(violation.invariant.rawValue) replaying \(path) at frame \(violation.frame): \(violation.message)"
      report.problems.append(problem)
      recorder.record(problem)
    }
    return report
  }
}
