// The one call a team puts in its own `swift test`: generate cases, check every frame, and on failure
// record a test issue holding the shrunk scenario and how to replay it, in whichever test framework runs.

import Checker
import Coordinators
import Foundation
import Generators

/// Which test framework receives a failure. Detected by default; see `FailureRecorder`.
public enum TestFramework: Sendable {
  /// `Issue.record` (Swift Testing).
  case swiftTesting
  /// `XCTFail` (XCTest).
  case xcTest
}

/// Checks a coordinator against generated gesture sequences and records any failure in the running test.
///
/// Runs on the main actor, as UIKit and the simulation do, so a `@MainActor` coordinator works as is: call it
/// from a `@MainActor` test (the default in a target built with `.defaultIsolation(MainActor.self)`), or `await`
/// the `async` overload from any test. The failure is recorded in the framework running the current test
/// (Swift Testing or XCTest, detected); outside any test it stops the process rather than pass silently.
///
/// Deterministic by default (a fixed seed). The environment widens it without code changes:
/// `NESTEDCHECK_SEED` (decimal or `0x` hex, as `nestedcheck fuzz --seed`), `NESTEDCHECK_CASES`,
/// `NESTEDCHECK_DURATION` (a time budget such as `10m`: cases run until it is spent), and
/// `NESTEDCHECK_REPLAY=path/to/scenario.json` (replays that file instead, for the coordinator it names).
/// The shrunk failure is also written to `failures/` so it can be replayed and promoted.
@MainActor @discardableResult
public func checkNestedScrolling(
  _ entry: CoordinatorEntry,
  cases: Int = 200,
  seed: UInt64? = nil,
  profile: GeneratorProfile = .default,
  maxSteps: Int = 60,
  framework: TestFramework? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> PropertyReport {
  let location = RecordLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let recorder = FailureRecorder(framework: framework, location: location)
  let environment: TestEnvironment
  do {
    environment = try TestEnvironment(ProcessInfo.processInfo.environment)
  } catch {
    recorder.record("NestedCheck: \(error)")
    return PropertyReport(coordinator: entry.name, seed: seed ?? PropertyConfiguration.defaultSeed)
  }
  if let path = environment.replayPath {
    if let report = ScenarioReplay.replayIfNamed(path: path, entry: entry, recorder: recorder) { return report }
  }
  var configuration = PropertyConfiguration(
    cases: environment.cases ?? cases, seed: environment.seed ?? seed, profile: profile, maxSteps: maxSteps)
  configuration.timeBudget = environment.duration
  configuration.maxShrinkReplays = 5_000
  let report = PropertyCheck.run(entry, configuration: configuration)
  if let failure = report.failure {
    let saved = FailureFiles.save(failure.shrunk, name: "\(entry.name)-\(failure.shrunkViolation.invariant.rawValue)-shrunk")
    recorder.record(FailureMessage.render(failure, report: report, savedPath: saved))
  }
  return report
}

/// `checkNestedScrolling` from any test, isolated or not: hops to the main actor, where the simulation runs.
@discardableResult
public func checkNestedScrolling(
  _ entry: CoordinatorEntry,
  cases: Int = 200,
  seed: UInt64? = nil,
  profile: GeneratorProfile = .default,
  maxSteps: Int = 60,
  framework: TestFramework? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> PropertyReport {
  await MainActor.run {
    checkNestedScrolling(
      entry, cases: cases, seed: seed, profile: profile, maxSteps: maxSteps, framework: framework,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
