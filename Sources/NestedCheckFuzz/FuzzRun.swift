// The parent of a parallel fuzz run: starts one worker process per job, follows their messages,
// restarts a worker that crashed or hung from the run after the one that killed it, releases
// failures for shrinking in case order, and writes the reports when the run ends or is stopped.
//
// Concurrency: every mutable field is confined to `queue`, a serial queue. Pipe readers, process
// exits, the timer and the signal sources all hop onto it, so the state machine needs no locks;
// the calling thread only waits for `finished`.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One parallel fuzz run. `run()` blocks until it is over and returns its summary.
public final class FuzzRun: @unchecked Sendable {
  /// One job's worker process and where it is in its slice.
  struct WorkerSlot {
    let job: Int
    var child: ChildProcess?
    /// Next position of the slice whose case has not completed.
    var position: UInt64 = 0
    /// Within that case, the coordinator a restarted worker starts at.
    var nextCoordinator = 0
    /// The run in flight (from its `start` message).
    var inFlight: (caseIndex: UInt64, coordinator: Int, since: ContinuousClock.Instant)?
    var killedForTimeout = false
    var sawEnd = false
    var finished = false
    /// Consecutive deaths with no run in flight: a worker that cannot start is an infrastructure error.
    var fruitlessRestarts = 0
    /// The page the worker announces its runs in (InFlightRecord.swift), and the run it announced last with when this
    /// process first saw that announcement: a number that stays odd past the case timeout is a hang.
    var inFlightPath: String?
    var announced: (sequence: UInt64, since: ContinuousClock.Instant)?
    /// Runs a worker died in when runs before them went unreported: the restart runs those again and leaves these
    /// out (each at slice position `position`; forgotten once the slot has passed it).
    var skipRuns: [(caseIndex: UInt64, coordinator: Int, position: UInt64)] = []
  }

  /// A shrink process and the failure it works on.
  struct ShrinkJob {
    var failure: FoundFailure
    var originalPath: String
    var shrunkPath: String
    var child: ChildProcess?
    var started: ContinuousClock.Instant?
  }

  let options: FuzzRunOptions
  let plan: ShardPlan
  let queue = DispatchQueue(label: "nestedcheck.fuzz.run")
  let console: Console
  let clock = ContinuousClock()
  var startTime: ContinuousClock.Instant
  var fuzzEnd: ContinuousClock.Instant?
  var slots: [WorkerSlot] = []
  var ledger: FailureLedger
  var shrinkQueue: [ShrinkJob] = []
  var shrinking: [ShrinkJob] = []
  /// Worker deaths being replayed alone before they are recorded (FuzzRun+Verification.swift), by case and coordinator.
  var verifications: [String: Verification] = [:]
  var cases = 0, runs = 0, frames = 0
  var coverage = CoverageCounts()
  /// Cases done over time, for the run page's throughput chart.
  var throughput = ThroughputSamples()
  /// Each failing run's first violation (its verdict), by "case coordinator", from the worker's `fail` line: the
  /// verdict an original file records when the bug it stands for came later in the run (an `also` line). The parent
  /// never runs the simulation itself (that is the workers' job, on their main actor).
  var caseVerdicts: [String: Violation] = [:]
  /// Root causes a worker sent for the run it is reporting, until that run's `fail` or `also` line takes them.
  var pendingCauses: [String: RootCause] = [:]
  /// Handoffs measured, per coordinator name.
  var handoffs: [String: HandoffReport] = [:]
  /// Each coordinator's `sometimes` rules some run reached, with the first case a worker reported reaching it.
  var reachedGoals: [String: [String: UInt64]] = [:]
  var verdicts: [(caseIndex: UInt64, coordinator: Int, verdict: String)] = []
  var stopping = false
  /// When the run was told to stop, and whether stragglers were killed since (FuzzRun+Watchdog.swift).
  var stopRequestedAt: ContinuousClock.Instant?
  var stopKillSent = false
  var interrupted = false
  /// The time budget's grace for shrinking is spent: failures released from now on keep their originals.
  var shrinksAbandoned = false
  var infrastructureError: String?
  var lastProgress: ContinuousClock.Instant
  var timer: (any DispatchSourceTimer)?
  var signals: SignalHandling?
  /// The run's private temporary folder (shrink candidates), removed when the run ends, interrupted or not.
  var scratchFolder: String?
  var summary: RunSummary?
  let finished = DispatchSemaphore(value: 0)
  /// A guided run's state (FuzzRun+Search.swift): each job's corpus as its `corpus` messages built it, the recipe
  /// of the case each job runs, and the failing cases it made (they cannot be regenerated from the seed).
  var search = SearchMirror()

  public init(options: FuzzRunOptions, console: Console = Console()) {
    self.options = options
    self.console = console
    plan = options.plan
    ledger = FailureLedger(shrinkLimit: options.shrinkLimit, ignore: options.ignore, baseline: options.baseline?.groups ?? [])
    startTime = clock.now
    lastProgress = clock.now
  }

  /// The number of cases this shard runs with `--cases`, or `nil` under a time budget.
  var totalCases: Int? { options.cases.map { Int(plan.shardCases(below: UInt64($0))) } }

  /// Runs to the end (cases exhausted, time budget spent, or SIGINT/SIGTERM) and returns the summary.
  public func run() throws -> RunSummary {
    try options.checkOutputs()
    scratchFolder = try ScratchFiles.makePrivateFolder(prefix: "nestedcheck-run")
    let seeds = try prepareSearch()
    queue.sync {
      startTime = clock.now
      lastProgress = startTime
      signals = SignalHandling(queue: queue) { [self] number in stop(signal: number) }
      slots = (0..<plan.jobs).map { WorkerSlot(job: $0) }
      search.jobs = Array(repeating: SearchMirror.Job(slots: seeds), count: plan.jobs)
      for job in slots.indices { launch(job) }
      let timer = DispatchSource.makeTimerSource(queue: queue)
      timer.schedule(deadline: .now() + 0.1, repeating: 0.1)
      timer.setEventHandler { [self] in tick() }
      timer.resume()
      self.timer = timer
      checkCompletion()
    }
    finished.wait()
    return queue.sync { summary! }
  }

  var elapsed: Double { seconds(clock.now - startTime) }

  /// Seconds left of the time budget (infinite without one).
  var remaining: Double { options.duration.map { $0 - elapsed } ?? .infinity }

  // MARK: - Time

  func tick() {
    let now = clock.now
    for job in slots.indices {
      noteAnnouncedRun(job, now: now)
      guard let inFlight = slots[job].inFlight, !slots[job].killedForTimeout,
        seconds(now - inFlight.since) > options.caseTimeout
      else { continue }
      slots[job].killedForTimeout = true
      slots[job].child?.send(SIGKILL)
    }
    // Workers stop themselves at the end of a time budget (a stuck one is a hang, above); queued and running
    // shrinks get `shrinkGrace` more, then the originals stand.
    if let duration = options.duration, !stopping, elapsed > duration + options.shrinkGrace { abandonShrinks() }
    checkShrinkTimeouts(now: now)
    if fuzzEnd == nil { throughput.record(elapsed: elapsed, cases: cases, failures: ledger.totalHits) }
    checkVerificationTimeouts(now: now)
    enforceStop(now: now)
    guard summary == nil else { return }
    let interval = console.isTerminal ? 0.25 : options.progressInterval
    if seconds(now - lastProgress) >= interval {
      lastProgress = now
      console.progress(snapshot().line)
    }
  }

  func snapshot() -> ProgressSnapshot {
    ProgressSnapshot(
      elapsed: elapsed, fuzzingSeconds: fuzzEnd.map { seconds($0 - startTime) } ?? elapsed, budget: options.duration, cases: cases, totalCases: totalCases, frames: frames,
      failures: ledger.totalHits, classes: ledger.bugCount, shrinking: shrinking.count + shrinkQueue.count,
      statesReached: InterestingState.allCases.count - coverage.unreached.count)
  }

  // MARK: - Stopping

  /// SIGINT/SIGTERM (or an infrastructure error): forward SIGTERM to every worker and shrink, then finish once all
  /// have exited. Replays verifying a worker's death are left to finish (they last one case), so a crash seen just
  /// before the signal is still told from a kill. A second signal kills every child outright.
  func stop(signal number: Int32?) {
    if number != nil {
      if stopping {
        for slot in slots { slot.child?.send(SIGKILL) }
        for job in shrinking { job.child?.send(SIGKILL) }
        for verification in verifications.values { verification.child?.send(SIGKILL) }
        return
      }
      interrupted = true
      console.line("nestedcheck fuzz: \(signalName(number!)) received; stopping workers and writing reports")
    }
    stopping = true
    if stopRequestedAt == nil { stopRequestedAt = clock.now }
    for slot in slots { slot.child?.send(SIGTERM) }
    for job in shrinking { job.child?.send(SIGTERM) }
    checkCompletion()
  }

  /// Finishes the run when nothing runs any more and nothing is left to shrink.
  func checkCompletion() {
    guard summary == nil else { return }
    let workersDone = slots.allSatisfy { $0.finished && $0.child == nil }
    if workersDone && fuzzEnd == nil { fuzzEnd = clock.now }
    if workersDone && !stopping { releaseFailures() }
    guard workersDone, verifications.isEmpty, shrinking.isEmpty, stopping || shrinkQueue.isEmpty else { return }
    finish()
  }
}

/// "10 s", "0.5 s".
func formatSeconds(_ value: Double) -> String {
  value == value.rounded() ? "\(clampedInt(value)) s" : String(format: "%.1f s", value)
}
#endif
