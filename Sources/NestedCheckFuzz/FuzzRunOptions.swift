// Everything `nestedcheck fuzz` decides before its first case: what to run, where, and the budgets.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim

/// An output option whose path cannot be written: `--out /ro/failures: cannot write: permission denied`.
public struct OutputPathError: Error, CustomStringConvertible, Sendable {
  public var option: String
  public var problem: FileAccessError
  public var description: String { "\(option) \(problem)" }
}

/// What a fuzz run does. Every result derives from `seed`, `shard`, `cases` and the coordinator list;
/// `jobs` and the time budgets only change how fast (and, for `duration`, how far) it gets.
public struct FuzzRunOptions: Sendable {
  public var coordinators: [CoordinatorEntry]
  public var seed: UInt64
  public var profile: GeneratorProfile = .default
  public var maxSteps: Int = 60
  /// The page template every case lies inside: the coordinators' own, narrowed by `--template FILE`
  /// (`CoordinatorEntry.runTemplate`); nil: none, and the cases are exactly those of a run without templates.
  public var template: PageTemplate?
  /// `profile` with the coordinators' app events added (`GeneratorProfile.drawing`), as the workers draw the cases:
  /// what the parent regenerates a case or a search's recipe with.
  public var drawingProfile: GeneratorProfile { profile.drawing(CoordinatorEntry.appEventShapes(of: coordinators)) }
  /// This machine's shard, 1-based: `shardIndex` of `shardCount`.
  public var shardIndex: Int = 1
  public var shardCount: Int = 1
  /// Worker processes.
  public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  /// The run covers case indices `0..<cases` (this shard runs its share of them); `nil` with a `duration`.
  public var cases: Int?
  /// Wall-clock seconds for the whole run; `nil` with `cases`.
  public var duration: Double?
  /// A run (one coordinator on one case) still going after this many seconds is a hang: its worker is killed.
  public var caseTimeout: Double = 10
  public var outputDirectory: String = "failures"
  /// Where `summary.json` and `junit.xml` go (the output directory unless set).
  public var reportDirectory: String?
  /// Distinct bugs (signatures) shrunk per coordinator; the rest keep their original case (FailureLedger.swift).
  public var shrinkLimit: Int = 24
  /// `--ignore` patterns: signatures (or invariants, or leading parts with `*`) counted but never reported.
  public var ignore: [String] = []
  /// `--baseline`: a previous run's summary, whose root-cause groups this run's are marked new, still there or gone
  /// against, and its path (several summaries given: their groups' union, `FuzzRun.union(ofGroups:)`, and their paths
  /// joined by ", ").
  public var baseline: RunSummary?
  public var baselinePath: String?
  /// The automatic mode: shrinks run worst band first and rarest first within a band; a bug hit this many times gets
  /// only its witness, not the extra simplest-of-invariant shrink (0: off).
  public var frequentHits: Int = 100
  /// Replay budget of an invariant shrink (deterministic), and of a crash or hang shrink with its time cap.
  public var shrinkReplays: Int = 5_000
  public var processFaultShrinkReplays: Int = 300
  public var processFaultShrinkSeconds: Double = 30
  /// Shrink processes running at once (beside the workers).
  public var shrinkJobs: Int = 1
  /// Seconds between progress lines when standard output is not a terminal.
  public var progressInterval: Double = 5
  /// Write every run's verdict (`case coordinator verdict`, sorted) to this file.
  public var listCasesPath: String?
  /// How cases are chosen: generated afresh (random), or by a guided or targeted search per worker.
  public var search: SearchMode = .random
  /// A guided search's warm-up in cases (`SearchSettings.warmupCases`); nil: the default.
  public var warmupCases: Int?
  /// A corpus folder: a guided run starts from the cases in it and adds what it found new (CorpusStore.swift).
  public var corpusDirectory: String?
  /// The `nestedcheck` binary workers and shrinkers are launched from.
  public var executable: String = ChildProcess.currentExecutable
  /// How a person runs this program from where they are, for printed hints (`swift run nestedcheck` in a checkout).
  public var commandPrefix: String = "nestedcheck"

  public init(coordinators: [CoordinatorEntry], seed: UInt64) {
    self.coordinators = coordinators
    self.seed = seed
  }

  /// The shard plan: `jobs` workers, but never more than this shard has cases.
  public var plan: ShardPlan {
    let shardCases = cases.map { ShardPlan(index: shardIndex, count: shardCount).shardCases(below: UInt64($0)) }
    let jobs = max(1, min(jobs, shardCases.map { Int(clamping: max($0, 1)) } ?? jobs))
    return ShardPlan(index: shardIndex, count: shardCount, jobs: jobs)
  }

  public var reportFolder: String { reportDirectory ?? outputDirectory }

  /// Creates the output and report folders and proves every output writable (the case list's folder too), before
  /// the first case: a run whose results could not be saved must not run at all. Errors name the option.
  public func checkOutputs() throws(OutputPathError) {
    func check(_ option: String, _ body: () throws(FileAccessError) -> Void) throws(OutputPathError) {
      do { try body() } catch { throw OutputPathError(option: option, problem: error) }
    }
    try check("--out") { () throws(FileAccessError) in try OutputCheck.directory(outputDirectory) }
    if let reportDirectory { try check("--report") { () throws(FileAccessError) in try OutputCheck.directory(reportDirectory) } }
    if let listCasesPath { try check("--list-cases") { () throws(FileAccessError) in try OutputCheck.file(listCasesPath) } }
    if let corpusDirectory { try check("--corpus") { () throws(FileAccessError) in try OutputCheck.directory(corpusDirectory) } }
  }

  /// Seconds a crash or hang candidate may run before it counts as hanging: the case limit, at most 0.5 s.
  /// A replay takes tens of milliseconds, launch included, even in a debug build; every candidate that still
  /// hangs costs the whole limit, so the full case limit would make a hang shrink crawl. The shrunk result is
  /// checked once more against the full case limit before it is kept.
  public var candidateTimeout: Double { min(caseTimeout, 0.5) }

  /// After the time budget, shrinks already queued may still run this long (then the originals are kept).
  public var shrinkGrace: Double { duration.map { min(30, max(5, $0 / 10)) } ?? .infinity }
}
#endif
