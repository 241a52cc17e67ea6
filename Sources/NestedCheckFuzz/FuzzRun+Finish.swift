// The end of a run, normal or interrupted: settle every failure, keep one scenario per signature,
// write summary.json, junit.xml and the optional case list, print the summary.

import Checker
import Foundation

extension FuzzRun {
  func finish() {
    timer?.cancel()
    timer = nil
    let end = clock.now
    shrinksAbandoned = true
    // Stopped early: candidates still waiting for lower cases are released now, with their originals only.
    for failure in ledger.releaseAll() { enqueueShrink(failure) }
    for job in shrinkQueue { resolveUnshrunk(job) }
    shrinkQueue.removeAll()
    for failure in ledger.unresolved {
      let path = stem(failure) + ".original.json"
      let original = (try? Scenario.load(path: path)) ?? originalScenario(failure)
      ledger.resolve(failure, outcome: unshrunkOutcome(failure, original: original, path: path))
    }
    let groups = ledger.signatures()
    let files = keepOneScenarioPerSignature(groups)
    let exitCode: Int32 = infrastructureError != nil ? 2 : FailureKind.exitCode(for: ledger.kinds)
    let fuzzSeconds = seconds((fuzzEnd ?? end) - startTime)
    var summary = RunSummary(
      seed: options.seed, shard: plan.shardDescription, jobs: plan.jobs, profile: options.profile.name,
      maxSteps: options.maxSteps, coordinators: options.coordinators.map(\.name), requestedCases: options.cases,
      requestedSeconds: options.duration, cases: cases, runs: runs, frames: frames, seconds: fuzzSeconds,
      totalSeconds: seconds(end - startTime), casesPerSecond: fuzzSeconds > 0 ? Double(cases) / fuzzSeconds : 0,
      framesPerSecond: fuzzSeconds > 0 ? Double(frames) / fuzzSeconds : 0,
      coverage: Dictionary(uniqueKeysWithValues: InterestingState.allCases.map { ($0.rawValue, coverage.count($0)) }),
      interrupted: interrupted, failures: groups.map(Self.summaryFailure), classes: classSummaries(), files: files,
      exitCode: exitCode)
    summary.totalSeconds = seconds(clock.now - startTime)
    writeReports(summary)
    console.endProgress()
    finishSearch()
    if let infrastructureError { console.line("error: \(infrastructureError)") }
    console.line(summary.text)
    signals?.cancel()
    self.summary = summary
    finished.signal()
  }

  static func summaryFailure(_ group: SignatureGroup) -> RunSummary.Failure {
    var signal: Int32?
    if case .crash(let number) = group.kind { signal = number }
    return RunSummary.Failure(
      signature: group.signature, kind: group.kind.name, coordinator: group.failureClass.coordinator, shape: group.shape,
      hits: group.hits, cases: group.cases, file: group.representative.path, original: group.representative.originalPath,
      shrunk: group.representative.shrunk, message: group.representative.message, signal: signal,
      ruledOutKnobs: group.representative.ruledOutKnobs.isEmpty ? nil : group.representative.ruledOutKnobs)
  }

  func classSummaries() -> [RunSummary.FailureClassSummary] {
    ledger.classes.keys.sorted().map { key in
      let record = ledger.classes[key]!
      return RunSummary.FailureClassSummary(
        kind: key.kind, coordinator: key.coordinator, hits: record.hits, shrunk: record.released.count,
        duplicates: record.duplicates, duplicateCases: record.listedDuplicateCases)
    }
  }

  /// Deletes the scenario files of failures that are not their signature's representative; returns the files kept.
  func keepOneScenarioPerSignature(_ groups: [SignatureGroup]) -> [String] {
    var kept: Set<String> = []
    for group in groups {
      kept.insert(group.representative.path)
      kept.insert(group.representative.originalPath)
    }
    for record in ledger.classes.values {
      for outcome in record.outcomes.values {
        for path in [outcome.path, outcome.originalPath] where !kept.contains(path) {
          try? FileManager.default.removeItem(atPath: path)
        }
      }
    }
    return kept.sorted()
  }

  func writeReports(_ summary: RunSummary) {
    let folder = options.reportFolder
    do {
      try AtomicFile.write(summary.encoded(), to: folder + "/summary.json")
      try AtomicFile.write(Data(JUnitReport.xml(summary).utf8), to: folder + "/junit.xml")
      if let path = options.listCasesPath {
        let names = options.coordinators.map(\.name)
        let lines = verdicts.sorted { ($0.caseIndex, $0.coordinator) < ($1.caseIndex, $1.coordinator) }
          .map { "\($0.caseIndex) \(names[$0.coordinator]) \($0.verdict)\n" }
        try AtomicFile.write(Data(lines.joined().utf8), to: path)
      }
    } catch {
      console.line("error: cannot write reports to \(folder): \(error)")
    }
  }
}
