// `nestedcheck case --seed S --index N`: regenerate one generated case as a scenario file,
// so "case 18824 of seed 1" from a fuzz log becomes a file to replay, trace and shrink.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Coordinators
import Foundation
import Generators

@MainActor
enum CaseCommand {
  static let usage = """
    usage: nestedcheck case --seed S --index N [--profile NAME] [--max-steps N] [--coordinator NAME] [--template FILE]
                            [--out FILE]
      Writes case N of the run seeded S (as `fuzz` generates it) to FILE (default: stdout), then, with
      --coordinator, replays it and prints the verdict (exit 1 if an invariant broke). The case lies inside the
      coordinator's page template, narrowed by --template, as a fuzz run of that coordinator draws it.
      --seed S             the fuzz run's seed (decimal or 0x hex), as its first line printed it
      --index N            the case index, as a FAIL line or the case list names it
      --profile NAME       the run's profile (default: default)
      --max-steps N        the run's --max-steps (default 60)
      --coordinator NAME   also replay the case with this coordinator and print the verdict
      --template FILE      the run's --template file
      --out FILE           write the scenario to FILE instead of stdout
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(
      arguments, options: ["seed", "index", "profile", "max-steps", "coordinator", "out", "template"], switches: [])
    guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(args.positionals[0])'") }
    guard let seed = try args.uint64("seed") else { throw UsageError("missing --seed") }
    guard let index = try args.uint64("index") else { throw UsageError("missing --index") }
    let profileName = args.value("profile") ?? "default"
    guard let profile = GeneratorProfile.named(profileName) else { throw UsageError("unknown profile '\(profileName)'") }
    var configuration = PropertyConfiguration(seed: seed, profile: profile)
    configuration.maxSteps = try args.int("max-steps", range: CommandLineDomain.maxSteps) ?? FuzzRunOptions(coordinators: [], seed: 0).maxSteps
    let entry = try args.value("coordinator").map { name in
      guard let entry = registry.entry(named: name) else { throw UsageError("unknown coordinator '\(name)'") }
      return entry
    }
    let template = try FuzzCommand.runTemplate(for: entry.map { [$0] } ?? [], file: args.value("template"))
    let generated = PropertyCheck.generatedCase(
      index: index, configuration: configuration, for: entry ?? CoordinatorCatalog.shipped[0], template: template)
    var scenario = Scenario(coordinator: entry?.name, world: generated.world, steps: generated.steps)
    scenario.description = "case \(index) of seed \(seed), profile \(profile.name)"
    if let out = args.value("out") {
      do { try AtomicFile.write(scenario.encoded(), to: out) } catch {
        printError("error: --out \(error)")
        return .badInput
      }
      print("wrote \(out) (\(scenario.steps.count) steps)")
    } else {
      print(String(decoding: scenario.encoded(), as: UTF8.self))
    }
    guard let entry else { return .success }
    let result = Runner.run(entry, world: generated.world, steps: generated.steps)
    return ReplayCommand.report(result, scenario: scenario, coordinator: entry.name)
  }
}
#endif
