// `nestedcheck shrink FILE`: shrink a saved failing scenario again (e.g. after the shrinker improved).

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Coordinators
import Foundation
import Shrinkers

@MainActor
enum ShrinkCommand {
  static let usage = """
    usage: nestedcheck shrink FILE [--coordinator NAME] [--out FILE]
      Shrinks the scenario while it still shows the same bug: its recorded signature (found.signature), else its first
      violation's (invariant, view, direction, severity band, step kind, mechanism); writes FILE.shrunk.json (or --out),
      and FILE.simplest.json when a simpler case breaks the invariant in a milder way.
      Exit 0 when written, 1 when the scenario does not fail (nothing to shrink), 2 on bad input.
      --coordinator NAME   shrink against this coordinator instead of the file's
      --out FILE           where to write the shrunk scenario (default: FILE with .shrunk.json for .json)
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(arguments, options: ["coordinator", "out"], switches: [])
    let path = try args.single("scenario FILE")
    let scenario: Scenario
    do { scenario = try Scenario.load(path: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    guard let name = chosenCoordinator(option: args.value("coordinator"), file: scenario.coordinator, path: path),
      let listed = registry.entry(named: name)
    else {
      printError("error: \(path): coordinator: missing or unknown (use --coordinator NAME with one of: \(registry.names.joined(separator: ", ")))")
      return .badInput
    }
    let entry: CoordinatorEntry
    do { entry = try scenario.judging(listed, source: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    let outPath = args.value("out") ?? (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".shrunk.json"
    do { try OutputCheck.file(outPath) } catch {
      printError("error: \(args.value("out") == nil ? "" : "--out ")\(error)")
      return .badInput
    }
    let invariants = scenario.invariants
    let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: invariants))
    let target = scenario.found?.bugSignature
    guard let violation = result.violations.first(where: { target == nil || $0.signature == target }) else {
      print(
        result.verdict.passed
          ? "PASS \(entry.name): the scenario does not fail, nothing to shrink"
          : "\(entry.name): the scenario no longer shows \(target!); nothing to shrink")
      return .invariantFailure
    }
    let shrunk = FailureShrinking.shrink(entry, world: scenario.world, steps: scenario.steps, violation: violation, invariants: invariants)
    let stem = outPath.hasSuffix(".json") ? String(outPath.dropLast(5)) : outPath
    func save(_ result: ShrinkOutput, witness: WitnessKind, to file: String) throws {
      var output = FailureShrinking.scenario(
        coordinator: entry.name, world: result.candidate.world, steps: result.candidate.steps, violation: result.violation,
        verdict: result.verdict, origin: nil, shrunk: true, witness: witness)
      output.found?.seed = scenario.found?.seed
      output.found?.caseIndex = scenario.found?.caseIndex
      output.found?.profile = scenario.found?.profile
      output.disabledInvariants = scenario.disabledInvariants
      try AtomicFile.write(output.encoded(), to: file)
    }
    do { try save(shrunk, witness: .signature, to: outPath) } catch {
      printError("error: \(error)")
      return .badInput
    }
    print("\(entry.name): \(shrunk.violation.signature), \(shrunk.violation.severityText) (was \(violation.severityText));"
      + " \(scenario.steps.count) -> \(shrunk.candidate.steps.count) steps in \(shrunk.replays) replays")
    for (index, step) in shrunk.candidate.steps.enumerated() { print("  \(index): \(step)") }
    print(shrunk.report)
    print("wrote \(outPath)")
    let simplest = FailureShrinking.shrinkToInvariant(
      entry, world: scenario.world, steps: scenario.steps, violation: violation, invariants: invariants)
    if simplest.candidate != shrunk.candidate, isSimpler(simplest.candidate, shrunk.candidate) {
      let simplestPath = (stem.hasSuffix(".shrunk") ? String(stem.dropLast(7)) : stem) + ".simplest.json"
      try save(simplest, witness: .simplestOfInvariant, to: simplestPath)
      print("simplest witness of \(violation.invariant.rawValue): \(simplest.candidate.steps.count) steps, "
        + "\(simplest.violation.severityText) (\(simplest.violation.signature)); wrote \(simplestPath)")
    }
    return .success
  }
}
#endif
