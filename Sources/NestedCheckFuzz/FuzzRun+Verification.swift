// A worker that dies is not yet a crash of the coordinator. Before the death is recorded, the run
// in flight is replayed alone in a fresh `replay-child` process: if it dies the same way (the same
// signal and, when there was one, the same fatal-error line up to numbers), it is a `crash`; if not
// (it passes, breaks an invariant, hangs, or dies otherwise), the worker was killed from outside
// (`kill -9`, the OOM killer) or by something that depends on more than the case, and it is
// recorded as `unreproduced`, which never sets the exit code.
//
// Hangs are not re-run: the parent itself saw the run exceed the case time limit and killed it, and
// re-running would cost another full limit. All on the run's queue.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FuzzRun {
  /// A worker death being replayed alone.
  struct Verification {
    var failure: FoundFailure
    var coordinator: Int
    var expected: ReplayOutcome
    var path: String
    var child: ChildProcess?
    var started: ContinuousClock.Instant
    var killedForTimeout = false
    var lines: [String] = []
  }

  /// Replays the run a worker died in before recording it (see the file comment).
  func verifyDeath(_ suspect: FoundFailure, coordinator: Int, signal: Int32, fatal: String?) {
    let path = (scratchFolder ?? NSTemporaryDirectory()) + "/verify-c\(suspect.caseIndex)-\(coordinator).json"
    var scenario = originalScenario(suspect)
    scenario.found?.invariant = "crash"
    let expected = ReplayOutcome.crash(signal: signal, fatal: fatal)
    do {
      try AtomicFile.write(scenario.encoded(), to: path)
    } catch {
      recordVerified(suspect, coordinator: coordinator, outcome: .badInput("\(error)"), expected: expected)
      return
    }
    var verification = Verification(
      failure: suspect, coordinator: coordinator, expected: expected, path: path, child: nil, started: clock.now)
    let key = verificationKey(suspect)
    do {
      verification.child = try ChildProcess(
        executable: options.executable, arguments: ["replay-child", path], environment: ChildProcess.childEnvironment,
        queue: queue,
        onLines: { [self] lines in verifications[key]?.lines += lines },
        onExit: { [self] termination, stderr in verificationExited(key, termination, stderr: stderr) })
      verifications[key] = verification
    } catch {
      unlink(path)
      recordVerified(suspect, coordinator: coordinator, outcome: .badInput("\(error)"), expected: expected)
    }
  }

  func verificationKey(_ failure: FoundFailure) -> String { "\(failure.caseIndex) \(failure.coordinator)" }

  func verificationExited(_ key: String, _ termination: ChildTermination, stderr: String) {
    guard let verification = verifications.removeValue(forKey: key) else { return }
    unlink(verification.path)
    let outcome = ReplayOutcome.classify(
      termination, stdout: verification.lines.joined(separator: "\n"), stderr: stderr, timedOut: verification.killedForTimeout)
    recordVerified(verification.failure, coordinator: verification.coordinator, outcome: outcome, expected: verification.expected)
    releaseFailures()
    checkCompletion()
  }

  /// Records the death as the crash it was, or as `unreproduced` with what the replay did instead.
  func recordVerified(_ suspect: FoundFailure, coordinator: Int, outcome: ReplayOutcome, expected: ReplayOutcome) {
    var failure = suspect
    guard case .crash(let signal, _) = expected else { return }
    if !outcome.matches(expected) {
      failure.kind = .unreproduced(signal: signal)
      failure.detail = "the worker was \(suspect.detail ?? signalName(signal)), but replayed alone the run \(outcome.summary)"
    }
    if options.listCasesPath != nil { verdicts.append((suspect.caseIndex, coordinator, failure.kind.signatureKey)) }
    found(failure)
  }

  /// Kills replays that overran the case time limit (a crash that replays as a hang is not the crash seen).
  func checkVerificationTimeouts(now: ContinuousClock.Instant) {
    for (key, verification) in verifications where !verification.killedForTimeout {
      guard seconds(now - verification.started) > options.caseTimeout else { continue }
      verifications[key]?.killedForTimeout = true
      verification.child?.send(SIGKILL)
    }
  }

  /// The lowest case index still being verified (its failure, once recorded, must be released in order).
  var lowestCaseBeingVerified: UInt64 { verifications.values.map(\.failure.caseIndex).min() ?? .max }
}

extension ReplayOutcome {
  /// What a replay did, in words: "passed", "broke outer-within-max", "died of SIGSEGV", "hung".
  public var summary: String {
    switch self {
    case .pass: "passed"
    case .invariant(let name): "broke \(name)"
    case .crash(let signal, _): signal == 0 ? "exited with an error" : "died of \(signalName(signal))"
    case .hang: "did not finish within the case time limit"
    case .badInput(let reason): "could not be replayed (\(reason.trimmingCharacters(in: .whitespacesAndNewlines)))"
    }
  }
}
#endif
