// `nestedcheck fuzz-worker` (hidden): one worker process of a parallel fuzz run. It runs one job's
// slice of the case indices and speaks the line protocol of FuzzWorkerProtocol.swift on stdout.
// The parent (`nestedcheck fuzz`) launches it; run by hand it is a debugging aid.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Coordinators
import Foundation
import Generators

@MainActor
enum FuzzWorkerCommand {
  static let usage = """
    usage: nestedcheck fuzz-worker --coordinators A,B --seed S --shard I/N --jobs J --job j
                                   [--from POSITION] [--first-coordinator C] [--cases N | --seconds T]
                                   [--profile NAME] [--max-steps N] [--search guided|targeted] [--seeds FILE [--resume]]
                                   [--in-flight FILE] [--skip-runs CASE:C,...] [--template-json JSON]
      Internal: one worker of `nestedcheck fuzz`. Prints start/pass/fail/done/end lines; with --in-flight, announces
      each run in that file's shared page instead of a start line, and prints the other lines in batches.
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    ParentWatch.begin()  // die with the parent that launched this process, however it ends
    let args = try Arguments(
      arguments,
      options: [
        "coordinators", "seed", "profile", "max-steps", "shard", "jobs", "job", "from", "first-coordinator", "cases",
        "seconds", "search", "seeds", "warmup", "in-flight", "skip-runs", "disabled", PageTemplate.childOption,
      ], switches: ["resume"])
    guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(args.positionals[0])'") }
    let coordinators = try (args.value("coordinators") ?? "").split(separator: ",").map { name in
      guard let entry = registry.entry(named: String(name)) else { throw UsageError("unknown coordinator '\(name)'") }
      return entry
    }
    guard !coordinators.isEmpty else { throw UsageError("--coordinators is required") }
    let judged = try DisableOption.applyPerEntry(args.values("disabled"), to: coordinators)
    guard let seed = try args.uint64("seed") else { throw UsageError("--seed is required") }
    guard let profile = GeneratorProfile.named(args.value("profile") ?? "default") else { throw UsageError("unknown profile") }
    guard let shard = ShardPlan.parseShard(args.value("shard") ?? "1/1") else { throw UsageError("--shard must look like 1/4") }
    let jobs = try args.int("jobs", range: CommandLineDomain.jobs) ?? 1
    let job = try args.int("job", range: 0...1023) ?? 0
    guard job < jobs else { throw UsageError("--job must be below --jobs") }
    var configuration = WorkerConfiguration(
      coordinators: judged, seed: seed, profile: profile, maxSteps: try args.int("max-steps", range: CommandLineDomain.maxSteps) ?? 60,
      plan: ShardPlan(index: shard.index, count: shard.count, jobs: jobs), job: job)
    configuration.startPosition = try args.uint64("from", max: 1_000_000_000_000) ?? 0
    configuration.firstCoordinator = try args.int("first-coordinator", range: 0...coordinators.count) ?? 0
    configuration.caseLimit = try args.uint64("cases", max: UInt64(CommandLineDomain.cases.upperBound))
    configuration.seconds = try args.seconds("seconds", in: CommandLineDomain.runSeconds)
    if let name = args.value("search") {
      guard let mode = SearchMode(rawValue: name) else { throw UsageError("--search must be random, guided or targeted") }
      configuration.search = mode
    }
    configuration.warmupCases = try args.int("warmup", range: CommandLineDomain.warmupCases)
    configuration.inFlightPath = args.value("in-flight")
    if let text = args.value(PageTemplate.childOption) {
      do { configuration.template = try PageTemplate(argumentText: text) } catch {
        throw UsageError("--\(PageTemplate.childOption): \(error)")
      }
    }
    for item in (args.value("skip-runs") ?? "").split(separator: ",") {
      let parts = item.split(separator: ":")
      guard parts.count == 2, let k = UInt64(parts[0]), let c = Int(parts[1]), (0..<coordinators.count).contains(c) else {
        throw UsageError("--skip-runs must look like CASE:COORDINATOR-INDEX,...")
      }
      configuration.skipRuns.append((k, c))
    }
    var seeds: [GeneratedCase] = []
    if let path = args.value("seeds") {
      guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("--seeds: cannot read \(path)") }
      do {
        seeds = try GeneratedCase.cases(wireJSON: data, profileName: profile.name)
      } catch {
        throw UsageError("--seeds: \(path) is not a corpus file: \(error)")
      }
      configuration.seedsPath = path
      configuration.resumesCorpus = args.has("resume")
    }
    SignalHandling.ignoreInterruptInWorker()
    var output = FileDescriptorWorkerOutput(descriptor: 1)
    FuzzWorker(configuration: configuration, seeds: seeds).run(output: &output)
    return .success
  }
}
#endif
