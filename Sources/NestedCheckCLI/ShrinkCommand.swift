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
    guard let name = args.value("coordinator") ?? scenario.coordinator,
      let entry = registry.entry(named: name)
    else {
      printError("error: \(path): coordinator: missing or unknown (use --coordinator NAME with one of: \(registry.names.joined(separator: ", ")))")
      return .badInput
    }
    let outPath = args.value("out") ?? (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".shrunk.json"
    do { try OutputCheck.file(outPath) } catch {
      printError("error: \(args.value("out") == nil ? "" : "--out ")\(error)")
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
    do { try AtomicFile.write(output.encoded(), to: outPath) } catch {
      printError("error: \(error)")
      return .badInput
    }
    print("\(entry.name): \(violation.invariant.rawValue); \(scenario.steps.count) -> \(output.steps.count) steps in \(shrunk.replays) replays")
    for (index, step) in output.steps.enumerated() { print("  \(index): \(step)") }
    print(shrunk.report)
    print("wrote \(outPath)")
    return .success
  }
}
