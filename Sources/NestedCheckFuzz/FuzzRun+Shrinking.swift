// The parent's side of shrinking: write the original case the moment a failure is released,
// then shrink it in a child process (`nestedcheck fuzz-shrink`), so a trapping candidate can
// only take that child down and a shrink can be cut off by time without losing the original.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim
import Shrinkers
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FuzzRun {
  /// Records a failure; announces the first hit of each bug (the rest show in the progress counts).
  func found(_ failure: FoundFailure) {
    let isNew = ledger.classes[failure.failureClass] == nil
    ledger.record(failure)
    pruneSearchCases()
    guard isNew, !ledger.isIgnored(failure) else { return }
    if case .unreproduced = failure.kind {
      let detail = failure.detail ?? ""
      console.line("NOTE \(failure.coordinator): \(failure.kind.signatureKey) in case \(failure.caseIndex): \(detail); not counted as a failure")
      return
    }
    if let violation = failure.violation {
      console.line(
        "FAIL \(failure.coordinator): \(violation.signature) in case \(failure.caseIndex): \(violation.severityText): "
          + violation.message)
    } else {
      let detail = failure.detail ?? ""
      console.line("FAIL \(failure.coordinator): \(failure.kind.signatureKey) in case \(failure.caseIndex)\(detail.isEmpty ? "" : ": \(detail)")")
    }
  }

  /// Releases the witnesses whose lower-indexed cases have all completed (FailureLedger.swift) and queues their shrinks.
  func releaseFailures() {
    let workers = slots.map { $0.finished ? UInt64.max : plan.caseIndex(job: $0.job, position: $0.position) }.min() ?? .max
    let watermark = min(workers, lowestCaseBeingVerified)
    for failure in ledger.release(completedBelow: watermark) { enqueueShrink(failure) }
    startShrinks()
  }

  /// `coordinator-kind-sSEED-cCASE`, with the band and a short hash of the signature for an invariant failure, since one
  /// case may show several bugs of one invariant.
  func stem(_ failure: FoundFailure) -> String {
    var name = "\(failure.coordinator)-\(failure.kind.name)"
    if let violation = failure.violation {
      name += "-\(violation.band.rawValue)-\(shortHash(violation.signature.description))"
    }
    return "\(options.outputDirectory)/\(name)-s\(options.seed)-c\(failure.caseIndex)"
  }

  /// Writes the original scenario, then queues the shrink (or, once stopping, past the budget, or after the grace,
  /// keeps the original as is).
  func enqueueShrink(_ failure: FoundFailure) {
    let original = originalScenario(failure)
    let path = stem(failure) + ".original.json"
    do {
      try AtomicFile.write(original.encoded(), to: path)
    } catch {
      // The folder was writable at the start; now it is not (full, removed): nothing further could be saved.
      console.error("error: \(error)")
      if infrastructureError == nil { infrastructureError = "failures can no longer be saved: \(error)" }
      // (Not while finishing: `finish` releases the last failures itself, with shrinks already abandoned.)
      if !stopping && !shrinksAbandoned { stop(signal: nil) }
    }
    if case .unreproduced = failure.kind {
      // Nothing to shrink: replayed alone, the case did not fail. The original is kept for whoever wants to look.
      ledger.resolve(failure, outcome: unshrunkOutcome(failure, original: original, path: path))
      return
    }
    guard !stopping, !shrinksAbandoned, ledger.isWithinBudget(failure) else {
      ledger.resolve(failure, outcome: unshrunkOutcome(failure, original: original, path: path))
      return
    }
    shrinkQueue.append(ShrinkJob(failure: failure, originalPath: path, shrunkPath: stem(failure) + ".shrunk.json"))
  }

  /// The failing case as a self-contained scenario: regenerated from the seed (or, from a guided search, the case
  /// its recipe rebuilt), on the coordinator's world.
  func originalScenario(_ failure: FoundFailure) -> Scenario {
    let entry = options.coordinators.first { $0.name == failure.coordinator }!
    let mutated = search.cases[failure.caseIndex].flatMap { $0.seed == nil ? $0 : nil }
    let generated = mutated ?? search.cases[failure.caseIndex] ?? generateCase(
      seed: deriveSeed(runSeed: options.seed, caseIndex: failure.caseIndex), profile: options.drawingProfile,
      maxSteps: options.maxSteps, template: options.template)
    let world = Runner.normalized(generated.world, for: entry)
    let steps = Runner.playable(generated.steps, for: entry)
    let origin = CaseOrigin(
      runSeed: options.seed, caseIndex: failure.caseIndex, profile: options.profile.name,
      search: mutated == nil ? nil : options.search.rawValue)
    if let violation = failure.violation {
      // The case's own first violation is its verdict; the bug this file stands for may come later in the run.
      let verdict = caseVerdicts["\(failure.caseIndex) \(failure.coordinator)"]
      var scenario = FailureShrinking.scenario(
        coordinator: entry.name, world: world, steps: steps, violation: violation, verdict: verdict,
        origin: origin, shrunk: false, disabled: entry.disabledInvariants)
      // The group it witnesses (RootCauseGroup.swift), so the file says which cause it stands for.
      if let cause = failure.cause ?? ledger.classes[failure.failureClass]?.cause {
        scenario.found?.cause = cause
        scenario.found?.group = RootCauseGroup.id(cause: cause, signature: violation.signature.description)
      }
      return scenario
    }
    var scenario = Scenario(coordinator: entry.name, world: world, steps: steps)
    scenario.disabledInvariants = entry.disabledInvariants
    var signal: Int32?
    if case .crash(let number) = failure.kind { signal = number }
    if case .unreproduced(let number) = failure.kind { signal = number }
    scenario.found = FailureOrigin(
      invariant: failure.kind.name, frame: 0, stepIndex: nil, message: failure.detail ?? "", seed: options.seed,
      caseIndex: failure.caseIndex, profile: options.profile.name, shrunk: false, signal: signal, search: origin.search)
    return scenario
  }

  func unshrunkOutcome(_ failure: FoundFailure, original: Scenario, path: String) -> ShrinkOutcome {
    ShrinkOutcome(
      shape: original.steps.map(\.kind.rawValue), simplicity: ShrinkCandidate(world: original.world, steps: original.steps).simplicity,
      shrunk: false, path: path, originalPath: path, message: original.found?.message ?? "",
      ruledOutKnobs: original.world.knobs.ruledOutValues,
      severity: original.found?.severity ?? failure.violation?.severity)
  }

  /// Hits of `job`'s class so far.
  func hits(_ job: ShrinkJob) -> Int { ledger.classes[job.failure.failureClass]?.hits ?? 0 }

  /// The order queued shrinks start in: worst band first (a crash or hang before any invariant), then the rarest bug,
  /// then the lowest case. Time runs out before the queue does on a coordinator with many bugs (a 60 s run has a 6 s
  /// grace for shrinking), and the severe, rare ones are the ones a reader needs shrunk.
  func priority(_ job: ShrinkJob) -> (Int, Int, UInt64) {
    let band = job.failure.violation.map { $0.band.rank } ?? SeverityBand.severe.rank + 1
    return (-band, hits(job), job.failure.caseIndex)
  }

  /// Starts queued shrinks while fewer than `shrinkJobs` run, in `priority` order: so a frequent bug never delays a
  /// rare one of its band (the automatic mode; `--frequent-hits`). A bug already hit `frequentHits` times gets its
  /// witness only, not the extra simplest-of-invariant shrink: it will be seen again whatever happens.
  func startShrinks() {
    while !stopping, !shrinksAbandoned, shrinking.count < max(options.shrinkJobs, 1), !shrinkQueue.isEmpty {
      let next = shrinkQueue.indices.min { priority(shrinkQueue[$0]) < priority(shrinkQueue[$1]) }!
      var job = shrinkQueue.remove(at: next)
      var arguments = [
        "fuzz-shrink", job.originalPath, "--out", job.shrunkPath, "--max-replays",
        String(job.failure.violation != nil ? options.shrinkReplays : options.processFaultShrinkReplays),
        "--max-seconds", String(options.processFaultShrinkSeconds), "--candidate-timeout", String(options.candidateTimeout),
        "--case-timeout", String(options.caseTimeout),
      ] + (scratchFolder.map { ["--scratch", $0] } ?? []) + PageTemplate.childArguments(options.template)
      if job.failure.violation != nil {
        let frequent = options.frequentHits > 0 && hits(job) >= options.frequentHits
        if !frequent { arguments += ["--simplest-out", simplestPath(job)] }
      }
      let failure = job.failure
      do {
        job.child = try ChildProcess(
          executable: options.executable, arguments: arguments, environment: ChildProcess.childEnvironment, queue: queue,
          onLines: { _ in }, onExit: { [self] termination, stderr in shrinkExited(failure, termination, stderr: stderr) })
        job.started = clock.now
        shrinking.append(job)
      } catch {
        console.error("error: a shrink: \(error)")
        resolveUnshrunk(job)
      }
    }
  }

  func shrinkExited(_ failure: FoundFailure, _ termination: ChildTermination, stderr: String) {
    guard let index = shrinking.firstIndex(where: { $0.failure == failure }) else { return }
    let job = shrinking.remove(at: index)
    if termination == .exited(0), let shrunk = try? Scenario.load(path: job.shrunkPath) {
      let simplest = simplestPath(job)
      let outcome = ShrinkOutcome(
        shape: shrunk.steps.map(\.kind.rawValue), simplicity: ShrinkCandidate(world: shrunk.world, steps: shrunk.steps).simplicity,
        shrunk: true, path: job.shrunkPath, originalPath: job.originalPath, message: shrunk.found?.message ?? "",
        ruledOutKnobs: shrunk.world.knobs.ruledOutValues,
        severity: shrunk.found?.severity,
        simplestPath: FileManager.default.fileExists(atPath: simplest) ? simplest : nil)
      ledger.resolve(failure, outcome: outcome)
      announce(failure, shrunk: shrunk, path: job.shrunkPath)
    } else {
      if !stopping {
        let reason = termination == .exited(1) ? "did not reproduce" : "ended \(termination)"
        console.line("note: shrinking case \(failure.caseIndex) for \(failure.coordinator) \(reason); keeping the original")
      }
      resolveUnshrunk(job)
    }
    startShrinks()
    checkCompletion()
  }

  func resolveUnshrunk(_ job: ShrinkJob) {
    let original = (try? Scenario.load(path: job.originalPath)) ?? originalScenario(job.failure)
    ledger.resolve(job.failure, outcome: unshrunkOutcome(job.failure, original: original, path: job.originalPath))
  }

  /// Where the simplest witness of the invariant goes, beside the signature's witness.
  func simplestPath(_ job: ShrinkJob) -> String { stem(job.failure) + ".simplest.json" }

  func announce(_ failure: FoundFailure, shrunk: Scenario, path: String) {
    let severity = shrunk.found.flatMap { found in found.severity.map { " (\(fmt2($0)) pt, \(found.band ?? ""))" } } ?? ""
    var lines = ["SHRUNK \(failure.coordinator): \(failure.signatureKey) case \(failure.caseIndex) -> \(shrunk.steps.count) steps\(severity)"]
    if let message = shrunk.found?.message, !message.isEmpty { lines.append("  \(message)") }
    let ruledOut = shrunk.world.knobs.ruledOutValues
    if !ruledOut.isEmpty { lines.append("  needs a UIKit the evidence rules out: \(ruledOut.joined(separator: ", "))") }
    for (index, step) in shrunk.steps.enumerated() {
      lines.append("  \(index == shrunk.found?.stepIndex ? ">" : " ") \(index): \(step)")
    }
    lines.append("  replay: \(options.commandPrefix) replay \(path) --trace")
    let report = HTMLReportPath.forScenario(path)
    if FileManager.default.fileExists(atPath: report) { lines.append("  report: \(report)") }
    console.line(lines.joined(separator: "\n"))
  }

  /// Kills shrinks that overran their time limit: an invariant shrink is bounded by replays, so two minutes
  /// means something is wrong; a crash or hang shrink has its own time cap, plus launch overheads.
  func checkShrinkTimeouts(now: ContinuousClock.Instant) {
    for job in shrinking {
      guard let started = job.started else { continue }
      let limit = job.failure.violation != nil ? 120 : options.processFaultShrinkSeconds + 30
      if seconds(now - started) > limit { job.child?.send(SIGKILL) }
    }
  }

  /// The time budget and its grace are spent: queued shrinks keep their originals, running ones are stopped.
  func abandonShrinks() {
    guard !shrinksAbandoned else { return }
    shrinksAbandoned = true
    for job in shrinkQueue { resolveUnshrunk(job) }
    shrinkQueue.removeAll()
    for job in shrinking { job.child?.send(SIGTERM) }
  }
}

/// A number with at most two decimals, for console lines.
func fmt2(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
}

/// Six hex digits of the 64-bit FNV-1a hash of `text`: a stable short name for a signature in file names.
func shortHash(_ text: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash &*= 0x100_0000_01b3
  }
  let hex = String(hash & 0xFF_FFFF, radix: 16)
  return String(repeating: "0", count: 6 - hex.count) + hex
}
#endif
