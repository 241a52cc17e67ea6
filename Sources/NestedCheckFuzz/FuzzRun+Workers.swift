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
    configuration.caseLimit = options.cases.map(UInt64.init)
    if options.duration != nil { configuration.seconds = max(remaining, 0) }
    configuration.search = options.search
    configuration.warmupCases = options.warmupCases
    configuration.seedsPath = seedsPath(for: job)
    configuration.resumesCorpus = configuration.seedsPath != nil && configuration.seedsPath != search.initialSeeds
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
      case .handoffs(_, let name, let samples):
        handoffs[name, default: HandoffReport()].add(samples)
      case .also(let k, let name, let violation):
        found(withCause(FoundFailure(caseIndex: k, coordinator: name, kind: .invariant(violation.invariant), violation: violation)))
      case .cause(let k, let name, let signature, let cause):
        pendingCauses["\(k) \(name) \(signature)"] = cause
      case .done:
        completeCase(job)
        progressed = true
      case .end:
        slots[job].sawEnd = true
      case .recipe(let k, let recipe):
        searchRecipe(job, caseIndex: k, recipe: recipe)
      case .corpus(_, let slot, let reason, let failing, let json):
        searchCorpus(job, slot: slot, reason: reason, failing: failing, json: json)
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
    slots[job].inFlight = nil
    slots[job].nextCoordinator = index + 1
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
    cases += 1
  }

  func workerExited(_ job: Int, _ termination: ChildTermination, stderr: String) {
    var slot = slots[job]
    slot.child = nil
    slots[job] = slot
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
      // Carry on from the run after the one that died.
      slots[job].nextCoordinator = inFlight.coordinator + 1
      if slots[job].nextCoordinator >= options.coordinators.count { completeCase(job) }
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
