// The end of a run, normal or interrupted: settle every failure, one witness per distinct bug, write
// summary.json, junit.xml, index.html and the optional case list, print the summary (bugs worst first).

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation

extension FuzzRun {
  func finish() {
    timer?.cancel()
    timer = nil
    let end = clock.now
    shrinksAbandoned = true
    // Stopped early: witnesses still waiting for lower cases are released now, with their originals only.
    for failure in ledger.releaseAll() { enqueueShrink(failure) }
    for job in shrinkQueue { resolveUnshrunk(job) }
    shrinkQueue.removeAll()
    for failure in ledger.unresolved {
      let path = stem(failure) + ".original.json"
      let original = (try? Scenario.load(path: path)) ?? originalScenario(failure)
      ledger.resolve(failure, outcome: unshrunkOutcome(failure, original: original, path: path))
    }
    let causes = ledger.rootCauseGroups()
    // Signatures group by group, so `bugs` lists each cause's signatures together, worst cause first.
    let groups = causes.flatMap(\.signatures)
    let files = keptFiles(groups).filter(isWritten)
    let exitCode: Int32 = infrastructureError != nil ? 2 : FailureKind.exitCode(for: ledger.kinds)
    let fuzzSeconds = seconds((fuzzEnd ?? end) - startTime)
    var summary = RunSummary(
      seed: options.seed, shard: plan.shardDescription, jobs: plan.jobs, profile: options.profile.name,
      maxSteps: options.maxSteps, coordinators: options.coordinators.map(\.name), requestedCases: options.cases,
      requestedSeconds: options.duration, cases: cases, runs: runs, frames: frames, seconds: fuzzSeconds,
      totalSeconds: seconds(end - startTime), casesPerSecond: fuzzSeconds > 0 ? Double(cases) / fuzzSeconds : 0,
      framesPerSecond: fuzzSeconds > 0 ? Double(frames) / fuzzSeconds : 0,
      coverage: Dictionary(uniqueKeysWithValues: InterestingState.allCases.map { ($0.rawValue, coverage.count($0)) }),
      interrupted: interrupted, failures: groups.map(writtenSummaryFailure), bugs: groups.map(writtenSummaryBug),
      ignored: ledger.ignoredClasses.map { key, record in
        RunSummary.IgnoredBug(
          signature: key.kind, coordinator: key.coordinator, hits: record.hits, firstCase: record.witness.caseIndex,
          ignoredAs: record.ignoredAs)
      },
      classes: classSummaries(), files: files, exitCode: exitCode)
    summary.groups = causes.map(writtenSummaryGroup)
    let disabled = options.coordinators.flatMap { entry in
      entry.disabledInvariants.map { RunSummary.DisabledRule(coordinator: entry.name, invariant: $0.name, reason: $0.reason) }
    }
    summary.disabled = disabled.isEmpty ? nil : disabled
    let goals = options.coordinators.flatMap { entry in
      entry.activeUserInvariants.filter { $0.kind == .sometimes }.map { rule in
        let first = reachedGoals[entry.name]?[rule.name]
        return RunSummary.Goal(coordinator: entry.name, rule: rule.name, reached: first != nil, firstCase: first)
      }
    }
    summary.goals = goals.isEmpty ? nil : goals
    // A goal no case reached fails the run as a broken invariant does (unless it was cut short).
    if !interrupted, !summary.unreachedGoals.isEmpty, summary.exitCode == 0 { summary.exitCode = 1 }
    summary.template = options.template
    if let baseline = options.baseline {
      let marked = Self.compare(summary.groups ?? [], against: baseline.groups ?? [], coordinators: summary.coordinators)
      summary.groups = marked.groups
      // A baseline group whose failures were all ignored hits is not gone: the run did not look.
      let ignored = ledger.baselineGroupsIgnored()
      summary.goneGroups = marked.gone.map { group in
        var group = group
        if group.status == "gone", ignored.contains(group.id) { group.status = "ignored" }
        return group
      }
      summary.baseline = options.baselinePath
    }
    throughput.record(elapsed: fuzzSeconds, cases: cases, failures: ledger.totalHits, force: true)
    summary.progress = throughput.samples
    summary.handoffs = handoffs
    summary.totalSeconds = seconds(clock.now - startTime)
    if !writeReports(summary) { summary.exitCode = 2 }
    removeScratchFolder()
    console.endProgress()
    finishSearch()
    if let infrastructureError { console.error("error: \(infrastructureError)") }
    console.line(summary.text)
    for id in ledger.unmatchedGroupIgnores() {
      console.line(
        "note: --ignore \(id) matched no failure of this run"
          + (options.baseline == nil ? " (a group of another build? --baseline with the summary.json that listed it follows it)" : ""))
    }
    signals?.cancel()
    self.summary = summary
    finished.signal()
  }

  /// Whether this run wrote `path` and it is still there: summary.json never lists a file that is not on disk.
  func isWritten(_ path: String) -> Bool { !path.isEmpty && access(path, F_OK) == 0 }

  /// The summary entry for `group`, with a file that is not on disk (it could not be written) listed as "".
  func writtenSummaryFailure(_ group: SignatureGroup) -> RunSummary.Failure {
    var failure = Self.summaryFailure(group)
    if !isWritten(failure.file) { failure.file = "" }
    if !isWritten(failure.original) { failure.original = "" }
    return failure
  }

  static func summaryFailure(_ group: SignatureGroup) -> RunSummary.Failure {
    var signal: Int32?
    if case .crash(let number) = group.kind { signal = number }
    if case .unreproduced(let number) = group.kind { signal = number }
    return RunSummary.Failure(
      signature: group.signature, kind: group.kind.name, coordinator: group.failureClass.coordinator, shape: group.shape,
      hits: group.hits, cases: group.cases, file: group.representative.path, original: group.representative.originalPath,
      shrunk: group.representative.shrunk, message: group.representative.message, signal: signal,
      ruledOutKnobs: group.representative.ruledOutKnobs.isEmpty ? nil : group.representative.ruledOutKnobs)
  }

  /// The bug entry for `group`, with files that are not on disk (they could not be written) listed as "".
  func writtenSummaryBug(_ group: SignatureGroup) -> RunSummary.Bug {
    var bug = Self.summaryBug(group)
    if !isWritten(bug.witness) { bug.witness = "" }
    if !isWritten(bug.original) { bug.original = "" }
    if let simplest = bug.simplest, !isWritten(simplest) { bug.simplest = nil }
    return bug
  }

  /// The root-cause entry for `group`, its witness listed as "" when not on disk.
  func writtenSummaryGroup(_ group: RootCauseGroup) -> RunSummary.Group {
    var entry = Self.summaryGroup(group)
    if !isWritten(entry.witness) { entry.witness = "" }
    return entry
  }

  static func summaryGroup(_ group: RootCauseGroup) -> RunSummary.Group {
    let cause = group.cause
    let note: String
    switch group.witness.kind {
    case .crash, .hang, .unreproduced: note = "no location (a process fault): grouped by signature"
    case .invariant: note = "no location (nothing of the code under test ran at the onset): grouped by signature"
    }
    return RunSummary.Group(
      id: group.id, coordinator: group.coordinator, kind: cause?.kind.rawValue ?? RootCause.Kind.none.rawValue,
      cause: cause?.summary ?? note, view: cause?.view, site: cause?.site ?? [], location: cause?.location,
      callbacks: cause?.callbacks ?? [], fromStack: cause?.fromStack, invariants: group.invariants,
      signatures: group.signatures.map(\.failureClass.kind), hits: group.hits, worstBand: group.worstBand?.rawValue,
      worstSeverity: group.worstSeverity.map { ($0 * 100).rounded() / 100 }, witness: group.witness.representative.path,
      witnessSignature: group.witness.failureClass.kind, shrunk: group.witness.representative.shrunk)
  }

  static func summaryBug(_ group: SignatureGroup) -> RunSummary.Bug {
    let outcome = group.representative
    return RunSummary.Bug(
      signature: group.failureClass.kind, invariant: group.kind.name, coordinator: group.failureClass.coordinator,
      severity: group.bug == nil ? nil : outcome.severity, worstSeverity: group.worstSeverity.map { ($0 * 100).rounded() / 100 },
      worstCase: group.worstCase, band: group.bug?.band.rawValue, view: group.bug?.view.rawValue, hits: group.hits,
      firstCase: group.representativeCase, witness: outcome.path, original: outcome.originalPath,
      simplest: outcome.simplestPath, shrunk: outcome.shrunk, message: outcome.message, group: group.groupID)
  }

  /// Per kind (invariant, crash signal, hang) and coordinator: every hit of its signatures not ignored.
  func classSummaries() -> [RunSummary.FailureClassSummary] {
    var summaries: [String: RunSummary.FailureClassSummary] = [:]
    for (key, record) in ledger.classes where !record.ignored {
      let kind = record.kind.signatureKey
      var item = summaries[kind + " " + key.coordinator]
        ?? RunSummary.FailureClassSummary(kind: kind, coordinator: key.coordinator, hits: 0, shrunk: 0, duplicates: 0, duplicateCases: [])
      item.hits += record.hits
      if record.outcome?.shrunk == true { item.shrunk += 1 }
      item.duplicates += record.duplicates
      item.duplicateCases = Array((item.duplicateCases + record.listedDuplicateCases).sorted().prefix(FailureLedger.listedCasesLimit))
      summaries[kind + " " + key.coordinator] = item
    }
    return summaries.keys.sorted().map { summaries[$0]! }
  }

  /// The scenario files the run leaves: each bug's witness, original and simplest witness.
  func keptFiles(_ groups: [SignatureGroup]) -> [String] {
    var kept: Set<String> = []
    for group in groups {
      kept.insert(group.representative.path)
      kept.insert(group.representative.originalPath)
      if let simplest = group.representative.simplestPath { kept.insert(simplest) }
    }
    return kept.sorted()
  }

  /// Writes summary.json, junit.xml, index.html and the case list; each failure is reported with its own path and reason.
  /// Returns whether all were written.
  func writeReports(_ summary: RunSummary) -> Bool {
    let folder = options.reportFolder
    var written = true
    func write(_ data: Data, to path: String) {
      do {
        try AtomicFile.write(data, to: path)
      } catch {
        console.error("error: \(error)")
        written = false
      }
    }
    write(summary.encoded(), to: PathText.join(folder, "summary.json"))
    write(Data(JUnitReport.xml(summary).utf8), to: PathText.join(folder, "junit.xml"))
    write(Data(RunPage(summary: summary, folder: folder).html().utf8), to: PathText.join(folder, "index.html"))
    if let path = options.listCasesPath {
      let names = options.coordinators.map(\.name)
      let lines = verdicts.sorted { ($0.caseIndex, $0.coordinator) < ($1.caseIndex, $1.coordinator) }
        .map { "\($0.caseIndex) \(names[$0.coordinator]) \($0.verdict)\n" }
      write(Data(lines.joined().utf8), to: path)
    }
    return written
  }

  /// Removes the run's private temporary folder (shrink candidates), which every child process used.
  func removeScratchFolder() {
    guard let scratchFolder else { return }
    try? FileManager.default.removeItem(atPath: scratchFolder)
    ScratchFiles.unregisterFolder(scratchFolder)
  }
}
#endif
