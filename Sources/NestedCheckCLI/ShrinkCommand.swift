// `nestedcheck shrink FILE`: shrink a saved failing scenario again (e.g. after the shrinker improved).

import NestedCheckFuzz
import Checker
import Coordinators
import Foundation

@MainActor
enum ShrinkCommand {
  static let usage = """
    usage: nestedcheck shrink FILE [--coordinator NAME] [--out FILE]
      Shrinks the scenario while it still breaks the same invariant; writes FILE.shrunk.json (or --out).
      Exit 0 when written, 1 when the scenario does not fail (nothing to shrink), 2 on bad input.
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(arguments, options: ["coordinator", "out"], switches: [])
    let path = try args.single("scenario FILE")
    let scenario: Scenario
    do { scenario = try Scenario.load(path: path) } catch {
      printError("error: \(error)")
      return .badInput
    }
    guard let name = args.value("coordinator") ?? scenario.coordinator,
      let entry = registry.entry(named: name)
    else {
      printError("error: \(path): missing or unknown coordinator (use --coordinator NAME)")
      return .badInput
    }
    let invariants = scenario.invariants
    let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: invariants))
    guard let violation = result.verdict.violation else {
      print("PASS \(entry.name): the scenario does not fail, nothing to shrink")
      return .invariantFailure
    }
    let shrunk = FailureShrinking.shrink(entry, world: scenario.world, steps: scenario.steps, violation: violation, invariants: invariants)
    var output = FailureShrinking.scenario(
      coordinator: entry.name, world: shrunk.candidate.world, steps: shrunk.candidate.steps, violation: shrunk.violation,
      origin: nil, shrunk: true)
    output.found?.seed = scenario.found?.seed
    output.found?.caseIndex = scenario.found?.caseIndex
    output.found?.profile = scenario.found?.profile
    output.disabledInvariants = scenario.disabledInvariants
    let outPath = args.value("out") ?? (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".shrunk.json"
    try AtomicFile.write(output.encoded(), to: outPath)
    print("\(entry.name): \(violation.invariant.rawValue); \(scenario.steps.count) -> \(output.steps.count) steps in \(shrunk.replays) replays")
    for (index, step) in output.steps.enumerated() { print("  \(index): \(step)") }
    print(shrunk.report)
    print("wrote \(outPath)")
    return .success
  }
}
