// `nestedcheck fuzz`: generate cases from a printed seed in parallel worker processes, check every
// frame, isolate crashes and hangs, save and shrink failures, write summary.json and junit.xml.

import NestedCheckFuzz
import Checker
import Coordinators
import Foundation
import Generators

enum FuzzCommand {
  static let usage = """
    usage: nestedcheck fuzz [--coordinator NAME|shipped|mutants|process-faults|all] [--seed S] [--cases N | --duration T]
                            [--jobs N] [--shard I/N] [--case-timeout T] [--profile NAME] [--max-steps N]
                            [--out DIR] [--report DIR] [--shrink-limit K] [--ignore PATTERN]... [--frequent-hits N]
                            [--progress-interval T] [--list-cases FILE]
      Prints the seed first; the run is reproducible from it (and the shard). Cases run in --jobs worker processes,
      so a coordinator that traps or loops forever is caught, saved and shrunk like any failure, and the run carries on.
      Failures go to DIR (default failures/) as NAME-KIND-sSEED-cCASE.original.json, then .shrunk.json.
      Exit 0: nothing broke; 1: an invariant broke; 2: bad input; 3: a case hung; 4: a coordinator crashed
      (several kinds: crash > hang > invariant). SIGINT/SIGTERM stop the workers, write the reports and exit the same way.
      --coordinator     a catalogued name, or shipped / mutants / process-faults / all (default: shipped);
                        mutants excludes the process-fault mutants (traps-on-reload, spins-on-tab-switch)
      --seed            run seed (decimal or 0x hex); random and printed when omitted
      --cases N         run case indices 0..<N (this shard's share of them); --duration T  wall-clock budget for the
                        whole run (90, 30s, 5m, 1h). Default --cases 1000
      --jobs N          worker processes (default: the number of cores)
      --shard I/N       run only cases k with k mod N == I-1, so N machines split a run without repeating work
      --case-timeout T  a run still going after T is a hang: its worker is killed (default 10s)
      --report DIR      where summary.json and junit.xml go (default: the --out folder)
      --shrink-limit K  distinct bugs (signatures) shrunk per coordinator, lowest first case first; the rest keep
                        their original case (default 24). One witness per bug, however often it is hit
      --ignore PATTERN  a bug signature, an invariant, or a leading part of a signature with * for any part
                        (no-unexplained-jump/*/*/sub-pixel): counted, never shrunk or reported, never in the exit
                        code. Repeatable. Every case runs past its violations, so what it hides stays visible
      --frequent-hits N shrinks run worst band first, rarest first within a band; a bug hit N times gets its
                        witness only, not the simplest-of-invariant shrink (default 100; 0: off)
      --progress-interval T  seconds between progress lines when stdout is not a terminal (default 5)
      --list-cases FILE write every run's verdict ("case coordinator verdict", sorted) to FILE
      --profile         \(GeneratorProfile.all.map(\.name).joined(separator: ", ")) (default: default)
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(
      arguments,
      options: [
        "coordinator", "seed", "cases", "duration", "profile", "max-steps", "out", "jobs", "shard", "case-timeout",
        "report", "shrink-limit", "progress-interval", "list-cases", "ignore", "frequent-hits",
      ], switches: [])
    guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(args.positionals[0])'") }
    let coordinators = try selectCoordinators(args.value("coordinator") ?? "shipped")
    let profileName = args.value("profile") ?? "default"
    guard let profile = GeneratorProfile.named(profileName) else {
      throw UsageError("unknown profile '\(profileName)'; known: \(GeneratorProfile.all.map(\.name).joined(separator: ", "))")
    }
    let chosenSeed = try args.uint64("seed")
    var options = FuzzRunOptions(coordinators: coordinators, seed: chosenSeed ?? UInt64.random(in: .min ... .max))
    options.profile = profile
    options.cases = try args.int("cases", range: 1...1_000_000_000)
    options.duration = try args.value("duration").map { try parseDuration($0, option: "duration") }
    if options.cases != nil && options.duration != nil { throw UsageError("give --cases or --duration, not both") }
    if options.cases == nil && options.duration == nil { options.cases = 1000 }
    options.maxSteps = try args.int("max-steps", range: 1...10_000) ?? options.maxSteps
    options.outputDirectory = args.value("out") ?? "failures"
    options.reportDirectory = args.value("report")
    options.jobs = try args.int("jobs", range: 1...1024) ?? ProcessInfo.processInfo.activeProcessorCount
    if let shard = args.value("shard") {
      guard let parsed = ShardPlan.parseShard(shard) else { throw UsageError("--shard must look like 1/4 (1 ≤ I ≤ N), got '\(shard)'") }
      (options.shardIndex, options.shardCount) = parsed
    }
    options.caseTimeout = try args.value("case-timeout").map { try parseDuration($0, option: "case-timeout") } ?? options.caseTimeout
    options.shrinkLimit = try args.int("shrink-limit", range: 0...1_000) ?? options.shrinkLimit
    options.frequentHits = try args.int("frequent-hits", range: 0...1_000_000_000) ?? options.frequentHits
    options.ignore = args.values("ignore")
    for pattern in options.ignore where !BugSignature.isValidPattern(pattern) && !["crash", "hang"].contains(pattern) {
      throw UsageError(
        "--ignore: '\(pattern)' is not a signature, an invariant or a leading part of a signature "
          + "(invariant/view/direction/band/step/detail, * for any part)")
    }
    options.progressInterval =
      try args.value("progress-interval").map { try parseDuration($0, option: "progress-interval") } ?? options.progressInterval
    options.listCasesPath = args.value("list-cases")
    options.shrinkJobs = max(1, options.jobs / 2)

    let console = Console()
    console.line("nestedcheck fuzz: seed \(options.seed)\(chosenSeed == nil ? " (random; pass --seed \(options.seed) to reproduce)" : "")")
    console.line("  coordinators: \(coordinators.map(\.name).joined(separator: ", "))")
    let budget = options.cases.map { "cases 0..<\($0)" } ?? "\(options.duration!)s"
    console.line(
      "  shard \(options.shardIndex)/\(options.shardCount), \(options.plan.jobs) job(s), profile \(profile.name), \(budget), "
        + "case timeout \(options.caseTimeout)s, output \(options.outputDirectory)/, reports \(options.reportFolder)/")
    if !options.ignore.isEmpty { console.line("  ignoring: \(options.ignore.joined(separator: ", "))") }
    let summary: RunSummary
    do {
      summary = try FuzzRun(options: options, console: console).run()
    } catch {
      printError("error: \(error)")
      return .badInput
    }
    console.line("coverage of interesting states (runs reaching each):")
    console.line(
      InterestingState.allCases.map { "  \($0.rawValue.padding(toLength: 44, withPad: " ", startingAt: 0)) \(summary.coverage[$0.rawValue] ?? 0)" }
        .joined(separator: "\n"))
    return ExitCode(rawValue: summary.exitCode) ?? .badInput
  }

  static func selectCoordinators(_ name: String) throws -> [CoordinatorEntry] {
    switch name {
    case "all": return registry.all
    case "user": return registry.user
    case "shipped": return CoordinatorCatalog.shipped
    case "mutants": return (CoordinatorCatalog.mutants + CoordinatorCatalog.seedVariants).filter { !$0.isProcessFault }
    case "process-faults": return CoordinatorCatalog.processFaultMutants
    default:
      let names = name.split(separator: ",").map(String.init)
      var entries: [CoordinatorEntry] = []
      for name in names {
        guard let entry = registry.entry(named: name) else {
          throw UsageError(
            "unknown coordinator '\(name)'; known: \(registry.user.isEmpty ? "" : "user, ")shipped, mutants, process-faults, all, \(registry.names.joined(separator: ", "))")
        }
        if !entries.contains(where: { $0.name == entry.name }) { entries.append(entry) }
      }
      guard !entries.isEmpty else { throw UsageError("--coordinator needs a name") }
      return entries
    }
  }

  /// "90", "90s", "5m", "1h", "0.5" → seconds.
  static func parseDuration(_ text: String, option: String = "duration") throws -> Double {
    let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
    var number = Substring(text)
    var scale = 1.0
    if let last = text.last, let unit = units[last] {
      scale = unit
      number = number.dropLast()
    }
    guard let value = Double(number), value > 0, value.isFinite else {
      throw UsageError("--\(option) must look like 90, 30s, 5m or 1h, got '\(text)'")
    }
    return value * scale
  }
}
