// The parent's side of shrinking: write the original case the moment a failure is released,
// then shrink it in a child process (`nestedcheck fuzz-shrink`), so a trapping candidate can
// only take that child down and a shrink can be cut off by time without losing the original.

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
  /// Records a failure; announces the first of each class (the rest show in the progress counts).
  func found(_ failure: FoundFailure) {
    let isNew = ledger.classes[failure.failureClass] == nil
    ledger.record(failure)
    pruneSearchCases()
    guard isNew else { return }
    let detail = failure.violation?.message ?? failure.detail ?? ""
    console.line("FAIL \(failure.coordinator): \(failure.kind.signatureKey) in case \(failure.caseIndex)\(detail.isEmpty ? "" : ": \(detail)")")
  }

  /// Releases the failures whose lower-indexed cases have all completed (FailureLedger.swift) and queues their shrinks.
  func releaseFailures() {
    let watermark = slots.map { $0.finished ? UInt64.max : plan.caseIndex(job: $0.job, position: $0.position) }.min() ?? .max
    for failure in ledger.release(completedBelow: watermark) { enqueueShrink(failure) }
    startShrinks()
  }

  func stem(_ failure: FoundFailure) -> String {
    "\(options.outputDirectory)/\(failure.coordinator)-\(failure.kind.name)-s\(options.seed)-c\(failure.caseIndex)"
  }

  /// Writes the original scenario, then queues the shrink (or, once stopping, keeps the original as is).
  func enqueueShrink(_ failure: FoundFailure) {
    let original = originalScenario(failure)
    let path = stem(failure) + ".original.json"
    do {
      try AtomicFile.write(original.encoded(), to: path)
    } catch {
      console.line("error: cannot write \(path): \(error)")
    }
    guard !stopping, !shrinksAbandoned else {
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
      seed: deriveSeed(runSeed: options.seed, caseIndex: failure.caseIndex), profile: options.profile,
      maxSteps: options.maxSteps)
    let world = Runner.normalized(generated.world, for: entry)
    let origin = CaseOrigin(
      runSeed: options.seed, caseIndex: failure.caseIndex, profile: options.profile.name,
      search: mutated == nil ? nil : options.search.rawValue)
    if let violation = failure.violation {
      return FailureShrinking.scenario(
        coordinator: entry.name, world: world, steps: generated.steps, violation: violation, origin: origin, shrunk: false)
    }
    var scenario = Scenario(coordinator: entry.name, world: world, steps: generated.steps)
    var signal: Int32?
    if case .crash(let number) = failure.kind { signal = number }
    scenario.found = FailureOrigin(
      invariant: failure.kind.name, frame: 0, stepIndex: nil, message: failure.detail ?? "", seed: options.seed,
      caseIndex: failure.caseIndex, profile: options.profile.name, shrunk: false, signal: signal, search: origin.search)
    return scenario
  }

  func unshrunkOutcome(_ failure: FoundFailure, original: Scenario, path: String) -> ShrinkOutcome {
    ShrinkOutcome(
      shape: original.steps.map(\.kind.rawValue), simplicity: ShrinkCandidate(world: original.world, steps: original.steps).simplicity,
      shrunk: false, path: path, originalPath: path, message: original.found?.message ?? "",
      ruledOutKnobs: original.world.knobs.ruledOutValues)
  }

  /// Starts queued shrinks while fewer than `shrinkJobs` run.
  func startShrinks() {
    while !stopping, !shrinksAbandoned, shrinking.count < max(options.shrinkJobs, 1), !shrinkQueue.isEmpty {
      var job = shrinkQueue.removeFirst()
      let arguments = [
        "fuzz-shrink", job.originalPath, "--out", job.shrunkPath, "--max-replays",
        String(job.failure.violation != nil ? options.shrinkReplays : options.processFaultShrinkReplays),
        "--max-seconds", String(options.processFaultShrinkSeconds), "--candidate-timeout", String(options.candidateTimeout),
        "--case-timeout", String(options.caseTimeout),
      ]
      let failure = job.failure
      do {
        job.child = try ChildProcess(
          executable: options.executable, arguments: arguments, environment: ChildProcess.childEnvironment, queue: queue,
          onLines: { _ in }, onExit: { [self] termination, stderr in shrinkExited(failure, termination, stderr: stderr) })
        job.started = clock.now
        shrinking.append(job)
      } catch {
        console.line("error: cannot start a shrink: \(error)")
        resolveUnshrunk(job)
      }
    }
  }

  func shrinkExited(_ failure: FoundFailure, _ termination: ChildTermination, stderr: String) {
    guard let index = shrinking.firstIndex(where: { $0.failure == failure }) else { return }
    let job = shrinking.remove(at: index)
    if termination == .exited(0), let shrunk = try? Scenario.load(path: job.shrunkPath) {
      let outcome = ShrinkOutcome(
        shape: shrunk.steps.map(\.kind.rawValue), simplicity: ShrinkCandidate(world: shrunk.world, steps: shrunk.steps).simplicity,
        shrunk: true, path: job.shrunkPath, originalPath: job.originalPath, message: shrunk.found?.message ?? "",
        ruledOutKnobs: shrunk.world.knobs.ruledOutValues)
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

  func announce(_ failure: FoundFailure, shrunk: Scenario, path: String) {
    var lines = ["SHRUNK \(failure.coordinator): \(failure.kind.signatureKey) case \(failure.caseIndex) -> \(shrunk.steps.count) steps"]
    if let message = shrunk.found?.message, !message.isEmpty { lines.append("  \(message)") }
    let ruledOut = shrunk.world.knobs.ruledOutValues
    if !ruledOut.isEmpty { lines.append("  needs a UIKit the evidence rules out: \(ruledOut.joined(separator: ", "))") }
    for (index, step) in shrunk.steps.enumerated() {
      lines.append("  \(index == shrunk.found?.stepIndex ? ">" : " ") \(index): \(step)")
    }
    lines.append("  replay: nestedcheck replay \(path) --trace")
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
