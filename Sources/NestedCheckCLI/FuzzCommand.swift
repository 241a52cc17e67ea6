// `nestedcheck fuzz`: generate cases from a printed seed in parallel worker processes, check every
// frame, isolate crashes and hangs, save and shrink failures, write summary.json and junit.xml.

import NestedCheckFuzz
import Checker
import Coordinators
import Foundation
import Generators

@MainActor
enum FuzzCommand {
  static let usage = """
    usage: nestedcheck fuzz [--coordinator NAME|shipped|mutants|process-faults|all] [--seed S] [--cases N | --duration T]
                            [--jobs N] [--shard I/N] [--case-timeout T] [--profile NAME] [--max-steps N]
                            [--out DIR] [--report DIR] [--shrink-limit K] [--progress-interval T] [--list-cases FILE]
                            [--guided | --target] [--corpus DIR]
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
      --shrink-limit K  shrink the K lowest-indexed failures of each kind and coordinator; count the rest (default 3)
      --progress-interval T  seconds between progress lines when stdout is not a terminal (default 5)
      --list-cases FILE write every run's verdict ("case coordinator verdict", sorted) to FILE
      --profile         \(GeneratorProfile.all.map(\.name).joined(separator: ", ")) (default: default)
      --guided          coverage-guided search: each job keeps a corpus of cases that reached something new (a page
                        state, a coordinator decision, a failure signature, a closer near miss) and mutates them;
                        deterministic for a seed, shard and job count (not across job counts)
      --target          --guided, plus hill climbing on each invariant's near-miss distance
      --corpus DIR      start a guided run from the cases in DIR and save the new ones there (implies --guided)
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(
      arguments,
      options: [
        "coordinator", "seed", "cases", "duration", "profile", "max-steps", "out", "jobs", "shard", "case-timeout",
        "report", "shrink-limit", "progress-interval", "list-cases", "corpus",
      ], switches: ["guided", "target"])
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
    options.progressInterval =
      try args.value("progress-interval").map { try parseDuration($0, option: "progress-interval") } ?? options.progressInterval
    options.listCasesPath = args.value("list-cases")
    options.corpusDirectory = args.value("corpus")
    if args.has("target") {
      options.search = .targeted
    } else if args.has("guided") || options.corpusDirectory != nil {
      options.search = .guided
    }
    options.shrinkJobs = max(1, options.jobs / 2)

    let console = Console()
    console.line("nestedcheck fuzz: seed \(options.seed)\(chosenSeed == nil ? " (random; pass --seed \(options.seed) to reproduce)" : "")")
    console.line("  coordinators: \(coordinators.map(\.name).joined(separator: ", "))")
    let budget = options.cases.map { "cases 0..<\($0)" } ?? "\(options.duration!)s"
    console.line(
      "  shard \(options.shardIndex)/\(options.shardCount), \(options.plan.jobs) job(s), profile \(profile.name), \(budget), "
        + "case timeout \(options.caseTimeout)s, output \(options.outputDirectory)/, reports \(options.reportFolder)/"
        + (options.search == .random ? "" : ", \(options.search.rawValue) search"))
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

  /// "90", "90s", "5m", "1h", "0.5" → seconds (`DurationText`, shared with `NESTEDCHECK_DURATION`).
  static func parseDuration(_ text: String, option: String = "duration") throws -> Double {
    guard let seconds = DurationText.parse(text) else {
      throw UsageError("--\(option) must be \(DurationText.expected), got '\(text)'")
    }
    return seconds
  }
}
