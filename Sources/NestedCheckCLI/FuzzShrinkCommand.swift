// `nestedcheck fuzz-shrink ORIGINAL --out FILE` (hidden): shrink one failure of a fuzz run in a
// process of its own. An invariant failure shrinks in-process (replays are deterministic and cheap);
// a crash or hang shrinks through `replay-child` processes (ProcessFaultShrinking.swift). Either way
// the result keeps the original's origin (seed, case, profile) and is written atomically.

import NestedCheckFuzz
import Checker
import Coordinators
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@MainActor
enum FuzzShrinkCommand {
  static let usage = """
    usage: nestedcheck fuzz-shrink ORIGINAL --out FILE [--max-replays N] [--max-seconds T]
                                       [--candidate-timeout T] [--case-timeout T]
      Internal: shrinks a failure `nestedcheck fuzz` saved. Exit 0 when FILE is written, 1 when ORIGINAL does not
      fail as recorded, 2 on bad input.
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(arguments, options: ["out", "max-replays", "max-seconds", "candidate-timeout", "case-timeout"], switches: [])
    let path = try args.single("scenario FILE")
    guard let outPath = args.value("out") else { throw UsageError("--out is required") }
    let scenario: Scenario
    do { scenario = try Scenario.load(path: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    guard let name = scenario.coordinator, let entry = registry.entry(named: name), let found = scenario.found else {
      printError("error: \(path): needs a catalogued coordinator and a 'found' record")
      return .badInput
    }
    let maxReplays = try args.int("max-replays", range: 1...1_000_000) ?? 5_000
    SignalHandling.ignoreInterruptInWorker()
    var output: Scenario
    if let invariant = Invariant(rawValue: found.invariant) {
      let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants))
      guard let violation = result.verdict.violation, violation.invariant == invariant else { return .invariantFailure }
      let shrunk = FailureShrinking.shrink(
        entry, world: scenario.world, steps: scenario.steps, violation: violation, invariants: scenario.invariants,
        maxReplays: maxReplays)
      output = FailureShrinking.scenario(
        coordinator: entry.name, world: shrunk.candidate.world, steps: shrunk.candidate.steps, violation: shrunk.violation,
        origin: nil, shrunk: true)
      print("shrunk \(shrunk.replays)")
    } else {
      guard let expected = expectedOutcome(found) else {
        printError("error: \(path): found.invariant '\(found.invariant)' is neither an invariant nor crash/hang")
        return .badInput
      }
      let shrinking = ProcessFaultShrinking(
        executable: ChildProcess.currentExecutable,
        candidateTimeout: args.value("candidate-timeout").flatMap(Double.init) ?? 0.5, maxReplays: maxReplays,
        maxSeconds: args.value("max-seconds").flatMap(Double.init) ?? 30)
      // SIGTERM from the parent ends this process at once; a `replay-child` that hangs must not outlive it.
      let handling = SignalHandling(signals: [SIGTERM], queue: DispatchQueue(label: "nestedcheck.fuzz-shrink")) { _ in
        LiveChildren.signalAll(SIGKILL)
        _exit(143)
      }
      defer { handling.cancel() }
      guard shrinking.replay(scenario).matches(expected) else { return .invariantFailure }
      let shrunk = shrinking.shrink(scenario, expected: expected)
      output = Scenario(coordinator: entry.name, world: shrunk.candidate.world, steps: shrunk.candidate.steps)
      if expected == .hang, let caseTimeout = args.value("case-timeout").flatMap(Double.init), shrunk.replays > 0 {
        // Candidates count as hanging after a short limit; the result must also outlast the fuzz run's own.
        var check = shrinking
        check.candidateTimeout = caseTimeout
        guard check.replay(output).matches(expected) else { return .invariantFailure }
      }
      output.found = found
      output.found?.shrunk = true
      // The fatal line quotes values the shrink changed: record the shrunk case's own.
      if shrunk.replays > 0, case .crash(_, let fatal?) = shrinking.replay(output) { output.found?.message = fatal }
      print("shrunk \(shrunk.replays + 1)")
    }
    output.found?.seed = found.seed
    output.found?.caseIndex = found.caseIndex
    output.found?.profile = found.profile
    output.found?.search = found.search
    output.disabledInvariants = scenario.disabledInvariants
    try AtomicFile.write(output.encoded(), to: outPath)
    return .success
  }

  static func expectedOutcome(_ found: FailureOrigin) -> ReplayOutcome? {
    switch found.invariant {
    case "hang": return .hang
    case "crash":
      let fatal = FatalMessage.firstLine(in: found.message)
      return .crash(signal: found.signal ?? 0, fatal: fatal)
    default: return nil
    }
  }

}
