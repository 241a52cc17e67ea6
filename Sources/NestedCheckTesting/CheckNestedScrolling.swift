// The one call a team puts in its own `swift test`: generate cases, check every frame,
// and on failure record a test issue holding the shrunk scenario and how to replay it.

import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim
import Testing
import XCTest

/// Which test framework receives the failure.
public enum TestFramework: Sendable {
  /// `Issue.record` (Swift Testing).
  case swiftTesting
  /// `XCTFail` (XCTest).
  case xcTest
}

/// Checks a coordinator against generated gesture sequences and records a failure in the running test.
///
/// Deterministic by default (a fixed seed); set `NESTEDCHECK_SEED` to explore other seeds and `NESTEDCHECK_CASES`
/// to run more cases. Set `NESTEDCHECK_REPLAY=path/to/scenario.json` to replay one saved failure instead.
/// The shrunk failure is also written to `failures/` so it can be replayed and promoted.
@discardableResult
public func checkNestedScrolling(
  _ entry: CoordinatorEntry,
  cases: Int = 200,
  seed: UInt64? = nil,
  profile: GeneratorProfile = .default,
  maxSteps: Int = 60,
  framework: TestFramework = .swiftTesting,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> PropertyReport {
  let environment = ProcessInfo.processInfo.environment
  let location = RecordLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  if let path = environment["NESTEDCHECK_REPLAY"] {
    return replay(path: path, entry: entry, framework: framework, location: location)
  }
  var configuration = PropertyConfiguration(
    cases: environment["NESTEDCHECK_CASES"].flatMap(Int.init) ?? cases,
    seed: environment["NESTEDCHECK_SEED"].flatMap(UInt64.init) ?? seed, profile: profile, maxSteps: maxSteps)
  configuration.maxShrinkReplays = 5_000
  let report = PropertyCheck.run(entry, configuration: configuration)
  if let failure = report.failure {
    let saved = FailureFiles.save(failure.shrunk, name: "\(entry.name)-\(failure.shrunkViolation.invariant.rawValue)-shrunk")
    record(FailureMessage.render(failure, report: report, savedPath: saved), framework: framework, location: location)
  }
  return report
}

/// Replays one saved scenario with `entry`, recording a failure if an invariant breaks.
func replay(path: String, entry: CoordinatorEntry, framework: TestFramework, location: RecordLocation) -> PropertyReport {
  var report = PropertyReport(coordinator: entry.name, seed: 0, casesRun: 1, frames: 0, coverage: CoverageCounts())
  do {
    let scenario = try Scenario.load(path: path)
    let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants))
    report.frames = result.frames
    if let violation = result.verdict.violation {
      record("\(entry.name) broke \(violation.invariant.rawValue) replaying \(path) at frame \(violation.frame): \(violation.message)",
             framework: framework, location: location)
    }
  } catch {
    record("cannot replay: \(error)", framework: framework, location: location)
  }
  return report
}

func record(_ message: String, framework: TestFramework, location: RecordLocation) {
  switch framework {
  case .swiftTesting:
    let source = SourceLocation(
      fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line), column: Int(location.column))
    Issue.record(Comment(rawValue: message), sourceLocation: source)
  case .xcTest:
    XCTFail(message, file: location.filePath, line: location.line)
  }
}

/// Where the check was called from, in the forms both frameworks want.
struct RecordLocation {
  var fileID: String
  var filePath: StaticString
  var line: UInt
  var column: UInt
}
