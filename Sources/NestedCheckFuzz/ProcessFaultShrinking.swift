// Shrinking a case that crashes or hangs: every candidate is replayed in a child process
// (`nestedcheck replay-child FILE`), because the fault would take the shrinking process down.
//
// "Fails the same way" (docs/scenarios.md, shrinking: same signature) becomes: a crash with the same signal and,
// when the original printed one, the same fatal-error line up to numbers (`FatalMessage`); or, for
// a hang, not finishing within the candidate time limit. A candidate that passes, breaks an
// invariant instead, or fails the other way is rejected. Each replay costs a process launch
// (milliseconds) and a hanging candidate costs its whole time limit, so these shrinks are capped
// by replays and by wall-clock time; past the time cap every candidate is rejected, which ends the
// shrink within a few cheap oracle calls. Only the time cap can make such a shrink depend on load.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Coordinators
import Foundation
import ScrollSim
import Shrinkers

/// How a replay in a child process ended.
public enum ReplayOutcome: Hashable, Sendable {
  case pass
  /// An invariant broke (the child printed its name).
  case invariant(String)
  /// The child died from `signal` (0: a non-zero exit that is not 1 or 2), after printing `fatal` if anything.
  case crash(signal: Int32, fatal: String?)
  /// The child did not finish within the time limit.
  case hang
  /// Exit 2: the child could not read the scenario.
  case badInput(String)

  /// How a `replay-child` process ended, as an outcome.
  public static func classify(
    _ termination: ChildTermination, stdout: String, stderr: String, timedOut: Bool
  ) -> ReplayOutcome {
    if timedOut { return .hang }
    switch termination {
    case .exited(0): return .pass
    case .exited(1): return .invariant(stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    case .exited(2): return .badInput(stderr)
    case .exited: return .crash(signal: 0, fatal: FatalMessage.firstLine(in: stderr))
    case .signaled(let signal): return .crash(signal: signal, fatal: FatalMessage.firstLine(in: stderr))
    }
  }

  /// Plays the scenario file at `path` in a `nestedcheck replay-child` process (with `coordinator` instead of the
  /// file's, if given), killing it after `timeout` seconds, and classifies how it ended. Blocks the calling thread.
  public static func replay(
    file path: String, coordinator: String? = nil, executable: String, timeout: Double
  ) -> ReplayOutcome {
    do {
      let result = try ChildProcess.run(
        executable: executable, arguments: ["replay-child", path] + (coordinator.map { ["--coordinator", $0] } ?? []),
        environment: ChildProcess.childEnvironment, timeout: timeout)
      return classify(result.termination, stdout: result.stdout, stderr: result.stderr, timedOut: result.timedOut)
    } catch {
      return .badInput("\(error)")
    }
  }

  /// Whether `self` is the same process fault as `expected` (see the file comment).
  public func matches(_ expected: ReplayOutcome) -> Bool {
    switch (expected, self) {
    case (.hang, .hang): return true
    case (.crash(let a, let fatalA), .crash(let b, let fatalB)):
      guard a == b else { return false }
      guard let fatalA else { return true }
      return fatalB.map(FatalMessage.normalized) == FatalMessage.normalized(fatalA)
    default: return false
    }
  }
}

/// Replays scenarios in `nestedcheck replay-child` processes and shrinks process faults with them.
public struct ProcessFaultShrinking: Sendable {
  /// The `nestedcheck` binary to launch.
  public var executable: String
  /// A candidate still running after this many seconds is killed and counts as a hang.
  public var candidateTimeout: Double
  /// Caps on one shrink.
  public var maxReplays: Int
  public var maxSeconds: Double
  /// Folder for candidate files.
  public var scratchDirectory: String
  /// The run's page template: every candidate stays inside it; nil: none.
  public var template: PageTemplate?

  public init(executable: String, candidateTimeout: Double, maxReplays: Int = 300, maxSeconds: Double = 30,
              scratchDirectory: String = NSTemporaryDirectory()) {
    self.executable = executable
    self.candidateTimeout = candidateTimeout
    self.maxReplays = maxReplays
    self.maxSeconds = maxSeconds
    self.scratchDirectory = scratchDirectory
  }

  /// Plays `scenario` in a child process and classifies how it ended.
  public func replay(_ scenario: Scenario) -> ReplayOutcome {
    let path = PathText.join(scratchDirectory, ".nestedcheck-candidate-\(ProcessInfo.processInfo.processIdentifier).json")
    do {
      try AtomicFile.write(scenario.encoded(), to: path)
    } catch {
      return .badInput("\(error)")
    }
    ScratchFiles.register(path)
    defer {
      unlink(path)
      ScratchFiles.unregister(path)
    }
    return ReplayOutcome.replay(file: path, executable: executable, timeout: candidateTimeout)
  }

  /// Shrinks `scenario` while it keeps failing like `expected`; returns the smallest candidate and the replays spent.
  public func shrink(_ scenario: Scenario, expected: ReplayOutcome) -> (candidate: ShrinkCandidate, replays: Int, report: String) {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(clampedInt(maxSeconds * 1000))
    let shrinker = Shrinker(
      oracle: { candidate in
        guard clock.now < deadline else { return false }
        var trial = scenario
        trial.world = candidate.world
        trial.steps = candidate.steps
        return self.replay(trial).matches(expected)
      }, maxReplays: maxReplays, template: template)
    let result = shrinker.shrink(ShrinkCandidate(world: scenario.world, steps: scenario.steps))
    return (result.candidate, result.replays, result.report)
  }
}
#endif
