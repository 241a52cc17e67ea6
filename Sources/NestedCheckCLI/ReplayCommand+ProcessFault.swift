// `nestedcheck replay` of a file that records a crash or a hang: the case would take this process
// down (or never return), so it plays in a `replay-child` process and the verdict is how that
// process ended, with the exit codes of `fuzz`: 4 for a death (the signal named), 3 for a run still
// going after the case timeout.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Foundation

extension FailureKind {
  /// Whether a file recording this kind may kill or stall the process that plays it.
  var isProcessFault: Bool {
    switch self {
    case .crash, .hang, .unreproduced: true
    case .invariant: false
    }
  }
}

extension ReplayCommand {
  static func replayInChild(
    path: String, scenario: Scenario, kind: FailureKind, coordinator: String, args: Arguments, timeout: Double
  ) throws -> ExitCode {
    if args.has("trace") || args.has("emit-test") || args.value("svg") != nil || args.value("html") != nil {
      throw UsageError(
        "\(path) records a \(kind.name): it plays in a child process, which cannot record a trace, a picture or a test; "
          + "replay it without --trace, --svg, --html and --emit-test")
    }
    let recorded = "recorded: \(kind.signatureKey)"
    let outcome = ReplayOutcome.replay(
      file: path, coordinator: coordinator, executable: ChildProcess.currentExecutable, timeout: timeout)
    switch outcome {
    case .crash(let signal, let fatal):
      let how = signal == 0 ? "exited with an error status" : "killed by \(signalName(signal))"
      print("CRASH \(coordinator): \(how) (\(recorded))")
      if let fatal { print("  \(fatal)") }
      return .crash
    case .hang:
      print("HANG \(coordinator): still running after \(Arguments.secondsText(timeout)), the case timeout (\(recorded))")
      return .hang
    case .invariant(let name):
      print("FAIL \(coordinator): \(name), played in a child process (\(recorded))")
      return .invariantFailure
    case .pass:
      print("PASS \(coordinator): every invariant held over \(scenario.steps.count) steps, played in a child process (\(recorded))")
      return .success
    case .badInput(let message):
      printError(message.trimmingCharacters(in: .whitespacesAndNewlines))
      return .badInput
    }
  }
}
#endif
