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
/// `NESTEDCHECK_DURATION` (a time budget such as `10m` for this check: cases run until it is spent, so a test target
/// with two checks takes twice the budget), and `NESTEDCHECK_REPLAY=path/to/scenario.json` (replays that file
/// instead, for the coordinator it names). Since those change the number of cases, assert `report.passed` (and
/// `reached(_:)`), never `casesRun`.
///
/// `reaching` lists situations the generated cases must come to at least once: a check that never reaches them
/// proves nothing about them, so it fails with "never reached". The entry's own `sometimes` rules
/// (`UserInvariant.sometimes`) are such goals too. A replay reaches what its one file reaches and is not held to them.
///
/// `rules` adds team rules to the entry's own (`CoordinatorEntry.checking(_:)`; declare them on the entry when the
/// team's CLI must see them too), and `disabling` switches rules off with a reason (`[name: reason]`, a built-in
/// invariant's name or a team rule's): the failure message and the report list them as disabled, with the reason.
///
/// The shrunk failure is saved for replay and `promote` (`FailureFiles`: `NESTEDCHECK_FAILURES_DIR`, else the
/// package's `.build/nestedcheck-failures`), and the failure message prints its absolute path.
///
/// `world` narrows the entry's own page template (`CoordinatorEntry.template`): the cases, and the shrunk failure, lie
/// on pages inside both, `checkNestedScrolling(.myPage, world: .init(listCount: 4...4, headerHeight: 240...320))`. A
/// template no page meets is recorded as a failure naming why, and no case runs. The failure message prints it.
@MainActor @discardableResult
public func checkNestedScrolling(
  _ entry: CoordinatorEntry,
  cases: Int = 200,
  seed: UInt64? = nil,
  profile: GeneratorProfile = .default,
  maxSteps: Int = 60,
  world: PageTemplate? = nil,
  reaching: [InterestingState] = [],
  rules: [UserInvariant] = [],
  disabling: [String: String] = [:],
  framework: TestFramework? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> PropertyReport {
  let entry = entry.checking(rules).disabling(disabling.sorted { $0.key < $1.key }.map { DisabledInvariant($0.key, reason: $0.value) })
  let location = RecordLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let recorder = FailureRecorder(framework: framework, location: location)
  let environment: TestEnvironment
  do {
    environment = try TestEnvironment(ProcessInfo.processInfo.environment)
  } catch {
    recorder.record("NestedCheck: \(error)")
    return PropertyReport(coordinator: entry.name, seed: seed ?? PropertyConfiguration.defaultSeed)
  }
  let ruleProblems = UserInvariantRules.problems(in: entry)
  guard ruleProblems.isEmpty else {
    var report = PropertyReport(coordinator: entry.name, seed: seed ?? PropertyConfiguration.defaultSeed)
    report.problems = ruleProblems.map { "NestedCheck: \($0)" }
    for problem in report.problems { recorder.record(problem) }
    return report
  }
  if let path = environment.replayPath {
    if let report = ScenarioReplay.replayIfNamed(path: path, entry: entry, recorder: recorder) { return report }
  }
  var configuration = PropertyConfiguration(
    cases: environment.cases ?? cases, seed: environment.seed ?? seed, profile: profile, maxSteps: maxSteps)
  configuration.timeBudget = environment.duration
  configuration.template = world
  configuration.maxShrinkReplays = 5_000
  var report = PropertyCheck.run(entry, configuration: configuration)
  if !report.problems.isEmpty {
    // Nothing ran (a template no page meets): the reason is the failure.
    for problem in report.problems { recorder.record("NestedCheck: \(problem)") }
  } else if let failure = report.failure {
    let name = FailureFiles.fileName(
      coordinator: entry.name, signature: failure.shrunkViolation.signature.description, seed: report.seed,
      caseIndex: report.failingCase)
    let saved = FailureFiles.save(failure.shrunk, name: name, sourceFile: "\(filePath)")
    let message = FailureMessage.render(failure, report: report, savedPath: saved)
    report.problems.append(message)
    recorder.record(message)
  } else {
    for state in reaching where !report.reached(state) {
      let problem = "\(entry.name): never reached \(state.rawValue) in \(report.casesRun) cases of seed \(report.seed)"
        + " (profile \(profile.name)); more cases (NESTEDCHECK_CASES) or another profile may reach it"
      report.problems.append(problem)
      recorder.record(problem)
    }
    for goal in report.unreachedGoals(of: entry) {
      let problem = "\(entry.name): never reached \(goal.name) (a sometimes rule\(goal.summary.isEmpty ? "" : ": \(goal.summary)"))"
        + " in \(report.casesRun) cases of seed \(report.seed) (profile \(profile.name)); more cases"
        + " (NESTEDCHECK_CASES) or another profile may reach it"
        + FailureMessage.disabledLines(report.disabled).map { "\n" + $0 }.joined()
      report.problems.append(problem)
      recorder.record(problem)
    }
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
  world: PageTemplate? = nil,
  reaching: [InterestingState] = [],
  rules: [UserInvariant] = [],
  disabling: [String: String] = [:],
  framework: TestFramework? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> PropertyReport {
  await MainActor.run {
    checkNestedScrolling(
      entry, cases: cases, seed: seed, profile: profile, maxSteps: maxSteps, world: world, reaching: reaching, rules: rules,
      disabling: disabling, framework: framework,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
