// The loop inside a worker process: run every coordinator on each case of one job's slice and
// report each run on standard output (FuzzWorkerProtocol.swift).
//
// A worker never shrinks, never writes files and never decides anything about de-duplication:
// it is the part that may die (a trapping coordinator takes the whole process down), so it holds
// nothing the parent could lose. The parent restarts it after a death from the run that follows.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim

/// What one worker process runs.
public struct WorkerConfiguration: Sendable {
  public var coordinators: [CoordinatorEntry]
  public var seed: UInt64
  public var profile: GeneratorProfile
  public var maxSteps: Int
  public var plan: ShardPlan
  /// This worker's job number, `0..<plan.jobs`.
  public var job: Int
  /// Position in the job's slice to start from (0, or where a dead worker stopped).
  public var startPosition: UInt64 = 0
  /// Index into `coordinators` to start the first case at (a restart skips the coordinator that died and those before).
  public var firstCoordinator: Int = 0
  /// Runs to leave out (case index, coordinator index): those predecessors died in, when the runs before went
  /// unreported (their lines were still in a batch) and this worker runs them again.
  public var skipRuns: [(caseIndex: UInt64, coordinator: Int)] = []
  /// The run covers case indices `0..<caseLimit`; `nil` runs until the time budget ends.
  public var caseLimit: UInt64?
  /// Seconds this worker may start new cases for, from its own start; `nil` for no limit.
  public var seconds: Double?
  /// How cases are chosen: generated afresh (random), or by a guided or targeted search with its own corpus.
  public var search: SearchMode = .random
  /// The guided search's warm-up in cases; nil: `SearchSettings`' default.
  public var warmupCases: Int?
  /// The run's page template (every case inside it); nil: none.
  public var template: PageTemplate?
  /// A guided worker's starting corpus (`GeneratedCase.wireJSON(_:)`), when it has one.
  public var seedsPath: String?
  /// Whether the starting corpus is a dead predecessor's, taken as it is (not replayed to learn from: a restart
  /// must be quick, and it is as deterministic as the death that caused it).
  public var resumesCorpus = false
  /// The file of the page this worker shares with its parent (InFlightRecord.swift): with it, each run is announced
  /// there instead of by a `start` line, and lines go out in batches; nil: `start` lines, each flushed.
  public var inFlightPath: String?

  /// The search settings of a guided worker.
  public var searchSettings: SearchSettings {
    var settings = SearchSettings(mode: search, seed: seed, profile: profile, maxSteps: maxSteps, template: template)
    if let warmupCases { settings.warmupCases = warmupCases }
    return settings
  }

  public init(coordinators: [CoordinatorEntry], seed: UInt64, profile: GeneratorProfile, maxSteps: Int, plan: ShardPlan, job: Int) {
    self.coordinators = coordinators
    self.seed = seed
    // A worker is told the profile by name: its entries' app events are added here, as the parent added them.
    self.profile = profile.drawing(CoordinatorEntry.appEventShapes(of: coordinators))
    self.maxSteps = maxSteps
    self.plan = plan
    self.job = job
  }

  /// The hidden `nestedcheck fuzz-worker` arguments that reproduce this configuration.
  public var arguments: [String] {
    var arguments = [
      "--coordinators", coordinators.map(\.name).joined(separator: ","), "--seed", String(seed),
      "--profile", profile.name, "--max-steps", String(maxSteps), "--shard", plan.shardDescription,
      "--jobs", String(plan.jobs), "--job", String(job), "--from", String(startPosition),
      "--first-coordinator", String(firstCoordinator),
    ]
    if let caseLimit { arguments += ["--cases", String(caseLimit)] }
    if let seconds { arguments += ["--seconds", seconds > 0 ? String(seconds) : "0"] }
    if search != .random { arguments += ["--search", search.rawValue] }
    if let warmupCases { arguments += ["--warmup", String(warmupCases)] }
    arguments += PageTemplate.childArguments(template)
    if let seedsPath { arguments += ["--seeds", seedsPath] }
    if resumesCorpus { arguments.append("--resume") }
    if let inFlightPath { arguments += ["--in-flight", inFlightPath] }
    if !skipRuns.isEmpty {
      arguments += ["--skip-runs", skipRuns.map { "\($0.caseIndex):\($0.coordinator)" }.joined(separator: ",")]
    }
    // Rules switched off on the parent's entries (its command line's `--disable` among them): the worker builds its
    // entries from the registration and must judge them the same way.
    for entry in coordinators {
      for disabled in entry.disabledInvariants {
        arguments += ["--disabled", "\(entry.name)/\(disabled.name)=\(disabled.reason ?? "")"]
      }
    }
    return arguments
  }
}

/// Runs a worker's slice, writing one message per run to `output`.
@MainActor
public struct FuzzWorker {
  public let configuration: WorkerConfiguration
  /// The corpus a guided worker starts from (slots `0..<seeds.count`).
  public let seeds: [GeneratedCase]

  public init(configuration: WorkerConfiguration, seeds: [GeneratedCase] = []) {
    self.configuration = configuration
    self.seeds = seeds
  }

  /// Lines a worker with a shared page holds back at most this long (seconds), so progress and the run page's
  /// throughput stay current.
  static let batchInterval = 0.1

  /// Runs until the slice or the time budget is exhausted; returns why it stopped.
  @discardableResult
  public func run(output: inout some WorkerOutput) -> WorkerMessage.EndReason {
    let c = configuration
    let clock = ContinuousClock()
    let deadline = c.seconds.map { clock.now + .milliseconds(clampedInt(($0 * 1000).rounded(.up))) }
    let end = c.caseLimit.map { c.plan.positions(job: c.job, below: $0) }
    let search =
      c.search == .random
      ? nil
      : GuidedSearch(
        settings: c.searchSettings, coordinators: c.coordinators, seeds: seeds, learning: !c.resumesCorpus,
        slice: c.plan.slice(job: c.job), startPosition: c.startPosition)
    var options = search == nil ? RunOptions(trackCoverage: true) : GuidedSearch.runOptions(for: c.search)
    options.trackHandoffs = true
    // A fresh case of the share a search does not observe (`SearchSettings.observedFreshShare`) runs as random's do.
    let unobservedOptions = GuidedSearch.unobserved(options)
    // With a shared page, the run in flight is announced there, and lines wait for a batch; what the parent must not
    // lose if this process dies next (a failure and its cause) goes out at once. A corpus entry waits for the batch
    // unless the next case is made from it: the parent must be able to rebuild the case in flight from its recipe.
    // Sending every entry at once woke the parent some 170 times a second a worker (`/usr/bin/time`'s context
    // switches: 10,700 against random's 550 in a 60,000-case run), half of a guided parent's CPU.
    let record = c.inFlightPath.flatMap(InFlightRecord.init(mapping:))
    let urgent = record != nil
    var lastFlush = clock.now
    // Corpus slots filled since the last write (`urgent` only).
    var unsentSlots: Set<Int> = []
    func flush(_ output: inout some WorkerOutput) {
      output.flush()
      unsentSlots.removeAll(keepingCapacity: true)
    }
    // Handoffs, summed per coordinator and sent as the statistics gathered since the last batch.
    var handoffs: [String: HandoffReport] = [:]
    func sendHandoffs(_ output: inout some WorkerOutput) {
      for name in handoffs.keys.sorted() where handoffs[name]!.count > 0 {
        output.send(.handoffStats(coordinator: name, report: handoffs[name]!), flush: false)
      }
      handoffs.removeAll(keepingCapacity: true)
    }
    var position = c.startPosition
    var first = min(max(c.firstCoordinator, 0), c.coordinators.count)
    // Signatures whose root cause this worker has sent, by coordinator: a cause is found by replaying the case
    // (Checker/Cause), once per signature per worker. A signature's lowest case is the first hit in its worker's
    // slice, so the parent always has the cause of every witness, whatever `--jobs`.
    var attributed: [String: Set<BugSignature>] = [:]
    // The `sometimes` rules each coordinator's runs reached, announced once per worker (`goal`).
    var announcedGoals: [String: Set<String>] = [:]
    // `NESTEDCHECK_CAUSES=off` skips the attribution (every signature is sent without a cause and reported as a group
    // of its own): only for measuring what causes cost a run (docs/findings-triage.md § Cost), never for triage.
    let attributes = ProcessInfo.processInfo.environment["NESTEDCHECK_CAUSES"] != "off"
    while true {
      let now = clock.now
      if let end, position >= end {
        sendHandoffs(&output)
        output.send(.end(reason: .cases), flush: true)
        return .cases
      }
      if let deadline, now >= deadline {
        sendHandoffs(&output)
        output.send(.end(reason: .time), flush: true)
        return .time
      }
      if record != nil, now - lastFlush >= .milliseconds(Int64(Self.batchInterval * 1000)) {
        sendHandoffs(&output)
        flush(&output)
        lastFlush = now
      }
      let caseIndex = c.plan.caseIndex(job: c.job, position: position)
      let generated: GeneratedCase
      var recipeText: String?
      if let search {
        let recipe: CaseRecipe
        (generated, recipe) = search.next(caseIndex: caseIndex)
        recipeText = recipe.text
        output.send(.recipe(caseIndex: caseIndex, recipe: recipe), flush: false)
        if !unsentSlots.isEmpty, recipe.slotsRead.contains(where: unsentSlots.contains) { flush(&output) }
      } else {
        generated = generateCase(
          seed: deriveSeed(runSeed: c.seed, caseIndex: caseIndex), profile: c.profile, maxSteps: c.maxSteps,
          template: c.template)
      }
      var results: [RunResult] = []
      for (coordinator, entry) in c.coordinators.enumerated() where coordinator >= first {
        if c.skipRuns.contains(where: { $0.caseIndex == caseIndex && $0.coordinator == coordinator }) { continue }
        if let record {
          record.begin(caseIndex: caseIndex, coordinator: coordinator, recipe: recipeText)
          recipeText = nil
        } else {
          // Flushed before the run: if the process dies inside it, the parent knows which run killed it.
          output.send(.start(caseIndex: caseIndex, coordinator: entry.name), flush: true)
        }
        let world = Runner.normalized(generated.world, for: entry)
        // The steps the page plays: a UIKit page drops the kinds it does not support, and the replays that find a
        // failure's cause must play the same steps, or they look for it in another run.
        let steps = Runner.playable(generated.steps, for: entry)
        let result = Runner.run(
          entry, world: world, steps: steps,
          options: search?.observes(caseIndex: caseIndex) == false ? unobservedOptions : options)
        record?.end()
        for sample in result.handoffs where sample.givingSpeed >= HandoffReport.minimumSpeed {
          handoffs[entry.name, default: HandoffReport()].add(sample)
        }
        if search != nil { results.append(result) }
        for goal in result.reachedGoals.sorted() where announcedGoals[entry.name, default: []].insert(goal).inserted {
          output.send(.goal(caseIndex: caseIndex, coordinator: entry.name, rule: goal), flush: false)
        }
        if let violation = result.verdict.violation {
          let fresh = result.violations.filter { !attributed[entry.name, default: []].contains($0.signature) }
          if !fresh.isEmpty, attributes, record == nil {
            // The case's own run is over: its replays for causes get a case time limit of their own (`start` restarts
            // the parent's clock), so a slow attribution on a loaded machine is not reported as the case hanging.
            // With a shared page the run already ended there (`record.end()`), so nothing is in flight to time.
            output.send(.start(caseIndex: caseIndex, coordinator: entry.name), flush: true)
          }
          if !fresh.isEmpty {
            let causes =
              attributes
              ? RootCauses.attribute(entry, world: world, steps: steps, violations: fresh, options: options) : [:]
            for more in fresh {
              attributed[entry.name, default: []].insert(more.signature)
              output.send(
                .cause(caseIndex: caseIndex, coordinator: entry.name, signature: more.signature, cause: causes[more.signature] ?? .none),
                flush: false)
            }
          }
          output.send(
            .fail(caseIndex: caseIndex, coordinator: entry.name, frames: result.frames, coverage: result.coverage.bits,
              violation: violation), flush: false)
          for more in result.violations.dropFirst() {
            output.send(.also(caseIndex: caseIndex, coordinator: entry.name, violation: more), flush: false)
          }
          if urgent { flush(&output) }
        } else {
          output.send(
            .pass(caseIndex: caseIndex, coordinator: entry.name, frames: result.frames, coverage: result.coverage.bits),
            flush: false)
        }
      }
      // A case a restarted worker resumed part-way is not learnt from: its first runs belong to its predecessor.
      if let search, first == 0, let added = search.record(caseIndex: caseIndex, generated: generated, results: results) {
        // No case on the line: the parent rebuilds it from the recipe it was sent and the corpus it mirrors.
        output.send(
          .corpus(caseIndex: caseIndex, slot: added.slot, reason: added.reason, failing: added.failing), flush: false)
        if urgent { unsentSlots.insert(added.slot) }
      }
      output.send(.done(caseIndex: caseIndex), flush: false)
      first = 0
      position += 1
    }
  }
}

/// Where a worker's messages go.
public protocol WorkerOutput {
  /// Queues `message`; with `flush`, everything queued is written before returning.
  mutating func send(_ message: WorkerMessage, flush: Bool)
  /// Writes everything queued.
  mutating func flush()
}

/// Messages in memory (tests).
public struct CollectedWorkerOutput: WorkerOutput {
  public private(set) var messages: [WorkerMessage] = []
  public init() {}
  public mutating func send(_ message: WorkerMessage, flush: Bool) { messages.append(message) }
  public mutating func flush() {}
}

/// Messages to a file descriptor (standard output in `nestedcheck fuzz-worker`), one `write(2)` per flush.
///
/// A failed write means the parent is gone (the pipe closed); the worker then exits at once, so an
/// orphaned worker never runs on after its parent was killed.
public struct FileDescriptorWorkerOutput: WorkerOutput {
  private let descriptor: Int32
  private var buffer: [UInt8] = []

  public init(descriptor: Int32 = 1) {
    self.descriptor = descriptor
    buffer.reserveCapacity(4096)
  }

  public mutating func send(_ message: WorkerMessage, flush: Bool) {
    buffer.append(contentsOf: message.line.utf8)
    buffer.append(UInt8(ascii: "\n"))
    if flush || buffer.count >= 16_384 { self.flush() }
  }

  public mutating func flush() {
    var offset = 0
    while offset < buffer.count {
      let written = buffer.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { exit(EXIT_FAILURE) }
      offset += written
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
#endif
