// `nestedcheck fuzz`: generate cases from a printed seed in parallel worker processes, check every
// frame, isolate crashes and hangs, save and shrink failures, write summary.json and junit.xml.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Coordinators
import Foundation
import Generators

@MainActor
enum FuzzCommand {
  static let usage = """
    usage: nestedcheck fuzz [--coordinator NAME|user|shipped|mutants|process-faults|all] [--seed S] [--cases N | --duration T]
                            [--jobs N] [--shard I/N] [--case-timeout T] [--profile NAME] [--max-steps N]
                            [--out DIR] [--report DIR] [--shrink-limit K] [--ignore PATTERN]... [--ignore-file FILE]...
                            [--frequent-hits N] [--baseline SUMMARY]... [--disable NAME=REASON]...
                            [--progress-interval T] [--list-cases FILE] [--guided | --target] [--corpus DIR] [--warmup N]
                            [--template FILE]
      Prints the seed first; the run is reproducible from it (and the shard). Cases run in --jobs worker processes,
      so a coordinator that traps or loops forever is caught, saved and shrunk like any failure, and the run carries on.
      Failures go to --out as NAME-KIND-sSEED-cCASE.original.json, then .shrunk.json and .shrunk.html.
      Exit 0: nothing broke; 1: an invariant broke; 2: bad input; 3: a case hung; 4: a coordinator crashed
      (several kinds: crash > hang > invariant). SIGINT/SIGTERM stop the workers, write the reports and exit the same way.
      --coordinator NAME     a coordinator's name (or several, comma-separated), or a group: user (the coordinators
                             this program registers: the default when it registers any), shipped (NestedCheck's own
                             offset-lock and ownership: the default otherwise), mutants (the deliberately faulty
                             ones, without the process-fault mutants traps-on-reload and spins-on-tab-switch),
                             process-faults, or all (everything registered and catalogued)
      --seed S               run seed (decimal or 0x hex); random and printed when omitted
      --cases N              run case indices 0..<N (this shard's share of them); default 1000
      --duration T           a wall-clock budget for the whole run instead (90, 30s, 5m, 1h)
      --jobs N               worker processes (default: the number of cores)
      --shard I/N            run only cases k with k mod N == I-1, so N machines split a run without repeating work
      --case-timeout T       a run still going after T is a hang: its worker is killed (default 10s)
      --profile NAME         step and world mix: \(GeneratorProfile.all.map(\.name).joined(separator: ", ")) (default: default)
      --max-steps N          steps per generated case, at most (default 60); longer cases reach deeper states, slower
      --out DIR              where failing scenarios go (default: failures), with an HTML report beside each shrunk one
      --report DIR           where summary.json, junit.xml and index.html go (default: the --out folder)
      --shrink-limit K       distinct bugs (signatures) shrunk per coordinator, lowest first case first; the rest keep
                             their original case (default 24). One witness per bug, however often it is hit
      --ignore PATTERN       a bug signature, an invariant, a leading part of a signature with * for any part
                             (no-unexplained-jump/*/*/sub-pixel), or a root-cause group (rc-…, every signature it
                             produced; with --baseline, also as another build names it): counted, never shrunk or
                             reported, never in the exit code. Repeatable. Every case runs past its violations, so
                             what it hides stays visible; a group that matched nothing is named at the end
      --ignore-file FILE     --ignore's patterns from a file, one a line; # starts a comment (the reason, a
                             ticket); blank lines are skipped; a bad line stops the run with its number. Repeatable
      --disable NAME=REASON  switch a rule off (a built-in invariant or a rule the coordinators declare), saying why:
                             the summary, the end-of-run text and every saved scenario list it as disabled with the
                             reason. Repeatable
      --baseline SUMMARY     a previous run's summary.json: each root-cause group is marked new or still-there, and
                             the baseline's groups this run did not see are listed as gone (summary, table, JUnit,
                             index.html). A group whose site another build named with a frame more or fewer (a tail
                             call, an inlined helper) is still there with the baseline's id, or regrouped where that
                             frame was all that set two groups apart; a failure located in one run and not in the
                             other is regrouped too, not new or gone; a group hit only under --ignore is ignored.
                             Repeatable: several summaries (a night's shards) are one baseline, the groups any of
                             them listed
      --frequent-hits N      shrinks run worst band first, rarest first within a band; a bug hit N times gets its
                             witness only, not the simplest-of-invariant shrink (default 100; 0: off)
      --progress-interval T  seconds between progress lines when stdout is not a terminal (default 5)
      --list-cases FILE      write every run's verdict ("case coordinator verdict", sorted) to FILE
      --guided               coverage-guided search: each job keeps a corpus of cases that reached something new (a
                             page state, a coordinator decision, a failure signature, a closer near miss) and mutates
                             them; deterministic for a seed, shard and job count (not across job counts)
      --target               --guided, plus hill climbing on each invariant's near-miss distance
      --corpus DIR           start a guided run from the cases in DIR and save the new ones there (implies --guided)
      --warmup N             a guided job's first N cases are mostly generated afresh, the share falling from all to
                             one in ten (default 1000; 0: mutate from the start; none when starting from a corpus)
      --template FILE        a page template (JSON: listCount, headerHeight, pinOffset, safeAreaTop, viewports, ...;
                             docs/templates.md) narrowing the coordinators' own: every case, mutation and shrunk case
                             lies inside both. Unknown fields, empty ranges and templates no page meets: exit 2
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(
      arguments,
      options: [
        "coordinator", "seed", "cases", "duration", "profile", "max-steps", "out", "jobs", "shard", "case-timeout",
        "report", "shrink-limit", "progress-interval", "list-cases", "ignore", "ignore-file", "baseline", "frequent-hits", "corpus", "warmup",
        "disable",
        "template",
      ], switches: ["guided", "target"])
    guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(args.positionals[0])'") }
    let coordinators = try DisableOption.apply(
      DisableOption.parse(args.values("disable")),
      to: selectCoordinators(args.value("coordinator") ?? (registry.user.isEmpty ? "shipped" : "user")))
    let profileName = args.value("profile") ?? "default"
    guard let profile = GeneratorProfile.named(profileName) else {
      throw UsageError("unknown profile '\(profileName)'; known: \(GeneratorProfile.all.map(\.name).joined(separator: ", "))")
    }
    let chosenSeed = try args.uint64("seed")
    var options = FuzzRunOptions(coordinators: coordinators, seed: chosenSeed ?? UInt64.random(in: .min ... .max))
    // The selected entries' app events are drawn too (none declared: the profile's cases exactly).
    options.profile = profile.drawing(CoordinatorEntry.appEventShapes(of: coordinators))
    options.template = try runTemplate(for: coordinators, file: args.value("template"))
    options.cases = try args.int("cases", range: CommandLineDomain.cases)
    options.duration = try args.seconds("duration", in: CommandLineDomain.duration)
    if options.cases != nil && options.duration != nil { throw UsageError("give --cases or --duration, not both") }
    if options.cases == nil && options.duration == nil { options.cases = 1000 }
    options.maxSteps = try args.int("max-steps", range: CommandLineDomain.maxSteps) ?? options.maxSteps
    options.outputDirectory = args.value("out") ?? "failures"
    options.reportDirectory = args.value("report")
    options.jobs = try args.int("jobs", range: CommandLineDomain.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
    if let shard = args.value("shard") {
      guard let parsed = ShardPlan.parseShard(shard) else { throw UsageError("--shard must look like 1/4 (1 ≤ I ≤ N ≤ \(ShardPlan.maximumShards)), got '\(shard)'") }
      (options.shardIndex, options.shardCount) = parsed
    }
    options.caseTimeout = try args.seconds("case-timeout", in: CommandLineDomain.caseTimeout) ?? options.caseTimeout
    options.shrinkLimit = try args.int("shrink-limit", range: CommandLineDomain.shrinkLimit) ?? options.shrinkLimit
    options.frequentHits = try args.int("frequent-hits", range: 0...1_000_000_000) ?? options.frequentHits
    options.ignore = try IgnoreOption.patterns(
      ignore: args.values("ignore"), files: args.values("ignore-file"),
      userRules: Set(coordinators.flatMap { $0.userInvariants.map(\.name) }))
    let baselinePaths = args.values("baseline")
    if !baselinePaths.isEmpty {
      var summaries: [RunSummary] = []
      for path in baselinePaths {
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("--baseline: cannot read '\(path)'") }
        do {
          summaries.append(try JSONDecoder().decode(RunSummary.self, from: data))
        } catch {
          throw UsageError("--baseline: '\(path)' is not a fuzz run's summary.json (\(error))")
        }
      }
      // Several summaries (a night's shards) are one baseline: the groups any of them listed.
      var baseline = summaries[0]
      baseline.groups = FuzzRun.union(ofGroups: summaries.map { $0.groups ?? [] })
      options.baseline = baseline
      options.baselinePath = baselinePaths.joined(separator: ", ")
    }
    options.progressInterval = try args.seconds("progress-interval", in: CommandLineDomain.progressInterval) ?? options.progressInterval
    options.listCasesPath = args.value("list-cases")
    options.corpusDirectory = args.value("corpus")
    options.warmupCases = try args.int("warmup", range: CommandLineDomain.warmupCases)
    if args.has("target") {
      options.search = .targeted
    } else if args.has("guided") || options.corpusDirectory != nil {
      options.search = .guided
    }
    options.shrinkJobs = max(1, options.jobs / 2)

    let program = Program.current
    options.commandPrefix = program.invocation
    // A run whose results could not be saved never starts (`FuzzRun.run` checks again for callers of the library):
    // checked before the banner, a bad path is all the command prints, not a seed to reproduce a run that never was.
    do {
      try options.checkOutputs()
    } catch {
      printError("error: \(error)")
      return .badInput
    }
    let console = Console()
    console.line("\(program.name) fuzz: seed \(options.seed)\(chosenSeed == nil ? " (random; pass --seed \(options.seed) to reproduce)" : "")")
    console.line("  coordinators: \(coordinators.map(\.name).joined(separator: ", "))")
    let budget = options.cases.map { "cases 0..<\($0)" } ?? "\(options.duration!)s"
    console.line(
      "  shard \(options.shardIndex)/\(options.shardCount), \(options.plan.jobs) job(s), profile \(profile.name), \(budget), "
        + "case timeout \(options.caseTimeout)s, output \(options.outputDirectory)/, reports \(options.reportFolder)/"
        + (options.search == .random ? "" : ", \(options.search.rawValue) search"))
    if !options.ignore.isEmpty { console.line("  ignoring: \(options.ignore.joined(separator: ", "))") }
    for (entry, disabled) in coordinators.flatMap({ entry in entry.disabledInvariants.map { (entry, $0) } }) {
      console.line("  disabled for \(entry.name): \(disabled.text)")
    }
    if let template = options.template { console.line("  page template: \(template)") }
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
    // The handoff report: how momentum and drags cross the outer/list boundary, per coordinator (docs/findings.md, Handoffs).
    for entry in options.coordinators {
      guard let report = summary.handoffs?[entry.name] else { continue }
      let claim = entry.momentum.map { " (claims momentum-carried >= \(Int($0.threshold * 100))%)" } ?? ""
      console.line(report.table(title: entry.name + claim))
    }
    return ExitCode(rawValue: summary.exitCode) ?? .badInput
  }

  /// The run's page template: the coordinators' own, narrowed by the `--template` file's; a file that cannot be read
  /// or decoded, or templates no page meets, are usage errors (exit 2) naming the reason.
  static func runTemplate(for coordinators: [CoordinatorEntry], file: String?) throws -> PageTemplate? {
    var extra: PageTemplate?
    if let file {
      guard let data = FileManager.default.contents(atPath: file) else { throw UsageError("--template: cannot read '\(file)'") }
      do {
        extra = try StrictJSONDecoder().decode(PageTemplate.self, from: Array(data))
      } catch {
        throw UsageError("--template: '\(file)' is not a page template: \(templateProblem(error))")
      }
    }
    do {
      return try CoordinatorEntry.runTemplate(for: coordinators, narrowedBy: extra)
    } catch {
      throw UsageError("--template: \(error)")
    }
  }

  static func selectCoordinators(_ name: String) throws -> [CoordinatorEntry] {
    switch name {
    case "all": return registry.all
    case "user":
      guard !registry.user.isEmpty else {
        throw UsageError("--coordinator user: this program registers no coordinators of its own (NestedCheckCLI.main)")
      }
      return registry.user
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
}
/// One line for a template file's problem: the field path, then what is wrong with it (a syntax error as the reader
/// words it).
func templateProblem(_ error: any Error) -> String {
  guard let error = error as? DecodingError else { return "\(error)" }
  let context: DecodingError.Context
  switch error {
  case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c): context = c
  @unknown default: return "\(error)"
  }
  let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
}
#endif
