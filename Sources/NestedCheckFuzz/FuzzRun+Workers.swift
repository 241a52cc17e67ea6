// The parent's side of the worker processes: launch one per job at its slice position, follow its
// messages, and when it dies mid-run record the run in flight as a crash (or, after a timeout
// kill, a hang) and restart it from the run after. All on the run's queue.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Coordinators
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FuzzRun {
  /// Starts (or restarts) job `job`'s worker at its slot's position, unless its slice or the budget is done.
  func launch(_ job: Int) {
    var slot = slots[job]
    slot.inFlight = nil
    slot.killedForTimeout = false
    slot.sawEnd = false
    if let limit = options.cases, slot.position >= plan.positions(job: job, below: UInt64(limit)) { slot.finished = true }
    if remaining <= 0 || stopping { slot.finished = true }
    guard !slot.finished else {
      slot.child = nil
      slots[job] = slot
      return
    }
    var configuration = WorkerConfiguration(
      coordinators: options.coordinators, seed: options.seed, profile: options.profile, maxSteps: options.maxSteps,
      plan: plan, job: job)
    configuration.startPosition = slot.position
    configuration.firstCoordinator = slot.nextCoordinator
    configuration.skipRuns = slot.skipRuns.map { ($0.caseIndex, $0.coordinator) }
    configuration.caseLimit = options.cases.map(UInt64.init)
    if options.duration != nil { configuration.seconds = max(remaining, 0) }
    configuration.search = options.search
    configuration.template = options.template
    configuration.warmupCases = options.warmupCases
    configuration.seedsPath = seedsPath(for: job)
    configuration.resumesCorpus = configuration.seedsPath != nil && configuration.seedsPath != search.initialSeeds
    configuration.inFlightPath = inFlightFile(for: job)
    // On the local copy too: it is written back over `slots[job]` below.
    slot.inFlightPath = configuration.inFlightPath
    slot.announced = nil
    do {
      slot.child = try ChildProcess(
        executable: options.executable, arguments: ["fuzz-worker"] + configuration.arguments,
        environment: ChildProcess.childEnvironment, queue: queue,
        onLines: { [self] lines in workerLines(job, lines) },
        onExit: { [self] termination, stderr in workerExited(job, termination, stderr: stderr) })
    } catch {
      infrastructureError = "a worker: \(error)"
      slot.finished = true
      slots[job] = slot
      stop(signal: nil)
      return
    }
    slots[job] = slot
  }

  func workerLines(_ job: Int, _ lines: [String]) {
    var progressed = false
    for line in lines {
      if searchRecipeLine(job, Substring(line)) { continue }
      guard let message = WorkerMessage(line: Substring(line)) else { continue }
      switch message {
      case .start(let k, let name):
        let index = options.coordinators.firstIndex { $0.name == name } ?? 0
        slots[job].inFlight = (k, index, clock.now)
        slots[job].fruitlessRestarts = 0
      case .pass(let k, let name, let f, let bits):
        finishRun(job, caseIndex: k, coordinator: name, frames: f, bits: bits, verdict: "pass")
      case .fail(let k, let name, let f, let bits, let violation):
        finishRun(job, caseIndex: k, coordinator: name, frames: f, bits: bits, verdict: violation.invariant.rawValue)
        caseVerdicts["\(k) \(name)"] = violation
        rememberSearchCase(job, caseIndex: k)
        found(withCause(FoundFailure(caseIndex: k, coordinator: name, kind: .invariant(violation.invariant), violation: violation)))
      case .handoffStats(let name, let report):
        handoffs[name, default: HandoffReport()].merge(report)
      case .also(let k, let name, let violation):
        found(withCause(FoundFailure(caseIndex: k, coordinator: name, kind: .invariant(violation.invariant), violation: violation)))
      case .cause(let k, let name, let signature, let cause):
        pendingCauses["\(k) \(name) \(signature)"] = cause
      case .goal(let k, let name, let rule):
        reachedGoals[name, default: [:]][rule] = min(reachedGoals[name]?[rule] ?? k, k)
      case .done:
        completeCase(job)
        progressed = true
      case .end:
        slots[job].sawEnd = true
      case .recipe(let k, let recipe):
        // Not reached from a worker's line (`searchRecipeLine` takes those first, unparsed); kept so that a recipe
        // message still mirrors correctly should it come another way.
        searchRecipe(job, caseIndex: k, recipe: recipe)
      case .corpus(let k, let slot, let reason, let failing):
        searchCorpus(job, caseIndex: k, slot: slot, reason: reason, failing: failing)
      }
    }
    if progressed { releaseFailures() }
  }

  /// `failure` with the cause its worker sent for it just before (a `cause` line precedes the run's `fail`).
  func withCause(_ failure: FoundFailure) -> FoundFailure {
    var failure = failure
    if let signature = failure.violation?.signature {
      failure.cause = pendingCauses.removeValue(forKey: "\(failure.caseIndex) \(failure.coordinator) \(signature)")
    }
    return failure
  }

  func finishRun(_ job: Int, caseIndex: UInt64, coordinator name: String, frames f: Int, bits: UInt32, verdict: String) {
    let index = options.coordinators.firstIndex { $0.name == name } ?? 0
    // Only this run's own announcement ends here: with a shared page, lines come in batches, and the page may already
    // announce a later run (one that hangs, say) when this one's line arrives.
    if let inFlight = slots[job].inFlight, inFlight.caseIndex == caseIndex, inFlight.coordinator == index {
      slots[job].inFlight = nil
    }
    slots[job].nextCoordinator = index + 1
    slots[job].fruitlessRestarts = 0
    runs += 1
    frames += f
    var reached = ReachedStates()
    reached.bits = bits
    coverage.add(reached)
    if options.listCasesPath != nil { verdicts.append((caseIndex, index, verdict)) }
  }

  /// Every coordinator has run on the slot's current case.
  func completeCase(_ job: Int) {
    slots[job].position += 1
    slots[job].nextCoordinator = 0
    let position = slots[job].position
    slots[job].skipRuns.removeAll { $0.position < position }
    cases += 1
  }

  /// A fresh, zeroed shared page for job `job`'s worker in the run's private folder, or nil (then the worker announces
  /// each run with a `start` line, as before the page).
  func inFlightFile(for job: Int) -> String? {
    guard let folder = scratchFolder else { return nil }
    let path = PathText.join(folder, "in-flight-\(job)")
    do {
      try InFlightFile.create(at: path)
    } catch {
      console.error("note: \(error); worker \(job) announces its runs on its pipe")
      return nil
    }
    return path
  }

  /// Every tick: the run job `job`'s worker announced in its page, as the run in flight that the case timeout watches
  /// (timed from the tick that first saw it).
  func noteAnnouncedRun(_ job: Int, now: ContinuousClock.Instant) {
    guard slots[job].child != nil, let path = slots[job].inFlightPath, let sequence = InFlightFile.sequence(at: path) else {
      return
    }
    guard sequence != slots[job].announced?.sequence else { return }
    slots[job].announced = (sequence, now)
    if sequence & 1 == 0 {
      slots[job].inFlight = nil
    } else if let run = InFlightFile.read(at: path), run.sequence == sequence {
      slots[job].inFlight = (run.caseIndex, run.coordinator, now)
      slots[job].fruitlessRestarts = 0
    }
  }

  /// After a death: the run the worker was in, read from its page. Its lines since the last batch died with it: passes
  /// only (a failure goes out at once). When some did, the restart runs them again from the first the parent has not
  /// heard of, and leaves out the runs that died (`skipRuns`); otherwise it goes on after the run that died, as before.
  func takeAnnouncedRun(_ job: Int) {
    guard let path = slots[job].inFlightPath, let run = InFlightFile.read(at: path),
      run.coordinator >= 0, run.coordinator < options.coordinators.count, let located = plan.locate(run.caseIndex),
      located.job == job
    else { return }
    guard run.isRunning else {
      slots[job].inFlight = nil
      return
    }
    slots[job].inFlight = (run.caseIndex, run.coordinator, slots[job].announced?.since ?? clock.now)
    if let recipe = run.recipe { searchRecipe(job, caseIndex: run.caseIndex, recipe: recipe) }
    if (slots[job].position, slots[job].nextCoordinator) < (located.position, run.coordinator) {
      slots[job].skipRuns.append((run.caseIndex, run.coordinator, located.position))
      slots[job].fruitlessRestarts = 0
    }
  }

  func workerExited(_ job: Int, _ termination: ChildTermination, stderr: String) {
    var slot = slots[job]
    slot.child = nil
    slots[job] = slot
    if !stopping, termination != .exited(0) || !slot.sawEnd { takeAnnouncedRun(job) }
    slot = slots[job]
    if stopping || (termination == .exited(0) && slot.sawEnd) {
      slots[job].finished = true
      checkCompletion()
      return
    }
    if let inFlight = slot.inFlight {
      let name = options.coordinators[inFlight.coordinator].name
      runs += 1
      if slot.killedForTimeout {
        let failure = FoundFailure(
          caseIndex: inFlight.caseIndex, coordinator: name, kind: .hang,
          detail: "still running after the \(formatSeconds(options.caseTimeout)) case time limit")
        if options.listCasesPath != nil { verdicts.append((inFlight.caseIndex, inFlight.coordinator, failure.kind.signatureKey)) }
        found(failure)
      } else {
        // A death is recorded once the run, replayed alone, dies the same way (FuzzRun+Verification.swift).
        let fatal = FatalMessage.firstLine(in: stderr)
        let how = termination.signal != 0 ? "killed by \(signalName(termination.signal))" : "exited with status \(exitStatus(termination))"
        let suspect = FoundFailure(
          caseIndex: inFlight.caseIndex, coordinator: name, kind: .crash(signal: termination.signal), detail: fatal ?? how)
        verifyDeath(suspect, coordinator: inFlight.coordinator, signal: termination.signal, fatal: fatal)
      }
      rememberSearchCase(job, caseIndex: inFlight.caseIndex)
      // Carry on from the run after the one that died, unless runs before it went unreported (then the restart runs
      // them again, and skips this one).
      if !slots[job].skipRuns.contains(where: { $0.caseIndex == inFlight.caseIndex && $0.coordinator == inFlight.coordinator }) {
        slots[job].nextCoordinator = inFlight.coordinator + 1
        if slots[job].nextCoordinator >= options.coordinators.count { completeCase(job) }
      }
    } else {
      slots[job].fruitlessRestarts += 1
      if slots[job].fruitlessRestarts > 3 {
        infrastructureError = "worker \(job) keeps exiting (\(termination)) without running a case:\n\(stderr.suffix(2000))"
        stop(signal: nil)
        return
      }
    }
    launch(job)
    releaseFailures()
    checkCompletion()
  }

  func exitStatus(_ termination: ChildTermination) -> Int32 {
    if case .exited(let status) = termination { return status }
    return -1
  }
}
#endif
