// `nestedcheck fuzz`: generate cases from a printed seed, check every frame, save and shrink failures.

import Checker
import Coordinators
import Foundation
import Generators

enum FuzzCommand {
  static let usage = """
    usage: nestedcheck fuzz [--coordinator NAME|shipped|mutants|all] [--seed S] [--cases N | --duration 30s]
                            [--profile NAME] [--max-steps N] [--out DIR]
      Prints the seed first. Each failure is written to DIR (default failures/) as NAME-INVARIANT-sSEED-cCASE.original.json
      before shrinking starts, then shrunk to .shrunk.json. Exit 0: nothing broke; 1: a failure was found; 2: bad input.
      --coordinator   a catalogued name, or shipped / mutants / all (default: shipped)
      --seed          run seed (decimal or 0x hex); random and printed when omitted
      --cases N       stop after N cases;  --duration T  stop after T (e.g. 90, 30s, 5m, 1h); default --cases 1000
      --profile       \(GeneratorProfile.all.map(\.name).joined(separator: ", ")) (default: default)
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(arguments, options: ["coordinator", "seed", "cases", "duration", "profile", "max-steps", "out"], switches: [])
    guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(args.positionals[0])'") }
    let coordinators = try selectCoordinators(args.value("coordinator") ?? "shipped")
    let profileName = args.value("profile") ?? "default"
    guard let profile = GeneratorProfile.named(profileName) else {
      throw UsageError("unknown profile '\(profileName)'; known: \(GeneratorProfile.all.map(\.name).joined(separator: ", "))")
    }
    let chosenSeed = try args.uint64("seed")
    var options = FuzzOptions(coordinators: coordinators, seed: chosenSeed ?? UInt64.random(in: .min ... .max))
    options.profile = profile
    options.cases = try args.int("cases", range: 1...1_000_000_000)
    options.duration = try args.value("duration").map(parseDuration)
    if options.cases != nil && options.duration != nil { throw UsageError("give --cases or --duration, not both") }
    if options.cases == nil && options.duration == nil { options.cases = 1000 }
    options.maxSteps = try args.int("max-steps", range: 1...10_000) ?? options.maxSteps
    options.outputDirectory = args.value("out") ?? "failures"

    print("nestedcheck fuzz: seed \(options.seed)\(chosenSeed == nil ? " (random; pass --seed \(options.seed) to reproduce)" : "")")
    print("  coordinators: \(coordinators.map(\.name).joined(separator: ", "))")
    print("  profile \(profile.name), \(options.cases.map { "\($0) cases" } ?? "\(options.duration!)s"), output \(options.outputDirectory)/")
    let session = FuzzSession(options: options)
    var failures: [FuzzFailure] = []
    let summary = try session.run(
      progress: { print(progressLine($0)) },
      found: { failure in
        failures.append(failure)
        printFailure(failure)
      })
    print(progressLine(summary))
    print("coverage of interesting states (cases reaching each, over \(summary.coverage.cases) runs):")
    print(summary.coverage.table())
    if !summary.coverage.unreached.isEmpty {
      print("unreached: \(summary.coverage.unreached.map(\.rawValue).joined(separator: ", "))")
    }
    return failures.isEmpty ? .success : .invariantFailure
  }

  static func selectCoordinators(_ name: String) throws -> [CoordinatorEntry] {
    switch name {
    case "all": return CoordinatorCatalog.all
    case "shipped": return CoordinatorCatalog.shipped
    // The process-fault mutants would take this in-process run down; they are fuzzed by name only.
    case "mutants": return (CoordinatorCatalog.mutants + CoordinatorCatalog.seedVariants).filter { !$0.isProcessFault }
    default:
      guard let entry = CoordinatorCatalog.entry(named: name) else {
        throw UsageError("unknown coordinator '\(name)'; known: shipped, mutants, all, \(CoordinatorCatalog.names.joined(separator: ", "))")
      }
      return [entry]
    }
  }

  /// "90", "90s", "5m", "1h" → seconds.
  static func parseDuration(_ text: String) throws -> Double {
    let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
    var number = Substring(text)
    var scale = 1.0
    if let last = text.last, let unit = units[last] {
      scale = unit
      number = number.dropLast()
    }
    guard let value = Double(number), value > 0, value.isFinite else {
      throw UsageError("--duration must look like 90, 30s, 5m or 1h, got '\(text)'")
    }
    return value * scale
  }

  static func progressLine(_ p: FuzzProgress) -> String {
    let reached = InterestingState.allCases.count - p.coverage.unreached.count
    return "[\(String(format: "%6.1f", p.elapsed))s] cases \(p.cases)  \(Int(p.casesPerSecond)) cases/s  runs \(p.runs)  frames \(p.frames)  failures \(p.failures)  states \(reached)/\(InterestingState.allCases.count)"
  }

  static func printFailure(_ found: FuzzFailure) {
    let failure = found.failure
    let violation = failure.shrunkViolation
    print("FAIL \(failure.coordinator): \(violation.invariant.rawValue) (\(violation.invariant.code)) in case \(found.caseIndex); shrunk \(failure.original.steps.count) -> \(failure.shrunk.steps.count) steps in \(failure.replays) replays")
    print("  \(violation.message)")
    for (index, step) in failure.shrunk.steps.enumerated() {
      print("  \(index == violation.stepIndex ? ">" : " ") \(index): \(step)")
    }
    print("  original: \(found.originalPath)")
    print("  replay:   nestedcheck replay \(found.shrunkPath) --trace")
  }
}
