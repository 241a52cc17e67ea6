// `nestedcheck fuzz-shrink ORIGINAL --out FILE` (hidden): shrink one failure of a fuzz run in a
// process of its own. An invariant failure shrinks in-process (replays are deterministic and cheap);
// a crash or hang shrinks through `replay-child` processes (ProcessFaultShrinking.swift). Either way
// the result keeps the original's origin (seed, case, profile) and is written atomically.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Coordinators
import Foundation
import Shrinkers
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@MainActor
enum FuzzShrinkCommand {
  static let usage = """
    usage: nestedcheck fuzz-shrink ORIGINAL --out FILE [--simplest-out FILE] [--max-replays N] [--max-seconds T]
                                       [--candidate-timeout T] [--case-timeout T] [--scratch DIR]
                                       [--template-json JSON]
      Internal: shrinks a failure `nestedcheck fuzz` saved, keeping its bug signature and severity band; with
      --simplest-out, also to the simplest case breaking its invariant, written there only when it differs.
      Exit 0 when FILE is written, 1 when ORIGINAL does not fail as recorded, 2 on bad input. Candidates go to a
      private folder in DIR (default: $TMPDIR), removed on exit and on SIGTERM.
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    ParentWatch.begin()  // die with the parent that launched this process, however it ends
    let args = try Arguments(
      arguments,
      options: [
        "out", "simplest-out", "max-replays", "max-seconds", "candidate-timeout", "case-timeout", "scratch",
        PageTemplate.childOption,
      ],
      switches: [])
    let path = try args.single("scenario FILE")
    guard let outPath = args.value("out") else { throw UsageError("--out is required") }
    let scenario: Scenario
    do { scenario = try Scenario.load(path: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    guard let name = scenario.coordinator, let listed = registry.entry(named: name), let found = scenario.found else {
      printError("error: \(path): needs a catalogued coordinator and a 'found' record")
      return .badInput
    }
    let entry: CoordinatorEntry
    do { entry = try scenario.judging(listed, source: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    let maxReplays = try args.int("max-replays", range: CommandLineDomain.maxReplays) ?? 5_000
    let template = try args.value(PageTemplate.childOption).map { text in
      do { return try PageTemplate(argumentText: text) } catch { throw UsageError("--\(PageTemplate.childOption): \(error)") }
    }
    SignalHandling.ignoreInterruptInWorker()
    // SIGTERM from the parent ends this process at once: a `replay-child` that hangs must not outlive it, and no
    // candidate file or half-written output may stay behind.
    let handling = SignalHandling(signals: [SIGTERM], queue: DispatchQueue(label: "nestedcheck.fuzz-shrink")) { _ in
      Termination.begin(status: 143)  // before the kills: the main thread, woken by them, must not exit first
      LiveChildren.signalAll(SIGKILL)
      ScratchFiles.removeAll()
      _exit(143)
    }
    defer { handling.cancel() }
    var output: Scenario
    if let invariant = InvariantID(found.invariant) {
      let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants))
      // The bug this file stands for: its recorded signature (older files: the first violation of the invariant).
      let target = found.bugSignature
      guard
        let violation = result.violations.first(where: { seen in
          target.map { seen.signature == $0 } ?? (seen.invariant == invariant)
        })
      else { return .invariantFailure }
      // The witness keeps the root cause as well as the signature: the one the run recorded, or the original's own.
      let cause = found.cause ?? RootCauses.attribute(
        entry, world: scenario.world, steps: scenario.steps, violation: violation, options: RunOptions(invariants: scenario.invariants))
      let shrunk = FailureShrinking.shrink(
        entry, world: scenario.world, steps: scenario.steps, violation: violation, invariants: scenario.invariants,
        maxReplays: maxReplays, cause: cause, template: template)
      output = FailureShrinking.scenario(
        coordinator: entry.name, world: shrunk.candidate.world, steps: shrunk.candidate.steps, violation: shrunk.violation,
        verdict: shrunk.verdict, origin: nil, shrunk: true, witness: .signature)
      output.found?.cause = cause
      output.found?.group = found.group ?? (cause.isLocated ? cause.id : violation.signature.description)
      var replays = shrunk.replays
      if let simplestPath = args.value("simplest-out") {
        let simplest = FailureShrinking.shrinkToInvariant(
          entry, world: scenario.world, steps: scenario.steps, violation: violation,
          invariants: scenario.invariants, maxReplays: maxReplays, template: template)
        replays += simplest.replays
        if simplest.candidate != shrunk.candidate, isSimpler(simplest.candidate, shrunk.candidate) {
          var file = FailureShrinking.scenario(
            coordinator: entry.name, world: simplest.candidate.world, steps: simplest.candidate.steps,
            violation: simplest.violation, verdict: simplest.verdict, origin: nil, shrunk: true,
            witness: .simplestOfInvariant)
          file.found?.seed = found.seed
          file.found?.caseIndex = found.caseIndex
          file.found?.profile = found.profile
          file.disabledInvariants = scenario.disabledInvariants
          try AtomicFile.write(file.encoded(), to: simplestPath)
        }
      }
      print("shrunk \(replays)")
    } else {
      guard let expected = expectedOutcome(found) else {
        printError("error: \(path): found.invariant '\(found.invariant)' is neither an invariant nor crash/hang")
        return .badInput
      }
      // Candidates go to a private folder of this process (inside the run's own, under `fuzz`), removed on every exit.
      let scratch = try ScratchFiles.makePrivateFolder(prefix: "nestedcheck-shrink", in: args.value("scratch"))
      defer {
        try? FileManager.default.removeItem(atPath: scratch)
        ScratchFiles.unregisterFolder(scratch)
      }
      var shrinking = ProcessFaultShrinking(
        executable: ChildProcess.currentExecutable,
        candidateTimeout: try args.seconds("candidate-timeout", in: CommandLineDomain.caseTimeout) ?? 0.5, maxReplays: maxReplays,
        maxSeconds: try args.seconds("max-seconds", in: CommandLineDomain.runSeconds) ?? 30, scratchDirectory: scratch)
      shrinking.template = template
      guard shrinking.replay(scenario).matches(expected) else { return .invariantFailure }
      let shrunk = shrinking.shrink(scenario, expected: expected)
      output = Scenario(coordinator: entry.name, world: shrunk.candidate.world, steps: shrunk.candidate.steps)
      if expected == .hang, let caseTimeout = try args.seconds("case-timeout", in: CommandLineDomain.caseTimeout), shrunk.replays > 0 {
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
    if InvariantID(found.invariant) != nil { writeReport(output, entry: entry, scenarioPath: outPath) }
    return .success
  }

  /// The shrunk failure's HTML report next to it (`x.shrunk.json` → `x.shrunk.html`). A report that cannot be
  /// written costs only the report: the scenario is already on disk.
  static func writeReport(_ scenario: Scenario, entry: CoordinatorEntry, scenarioPath: String) {
    let result = Runner.run(
      entry, world: scenario.world, steps: scenario.steps,
      options: RunOptions(invariants: scenario.invariants, recordTrace: true, stopRule: .firstViolation))
    let html = HTMLReport.render(
      scenario: scenario, coordinator: entry.name, result: result, source: PathText.lastComponent(of: scenarioPath))
    let path = HTMLReportPath.forScenario(scenarioPath)
    do { try AtomicFile.write(Data(html.utf8), to: path) } catch { printError("error: cannot write \(path): \(error)") }
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
#endif
