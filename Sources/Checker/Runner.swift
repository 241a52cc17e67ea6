// Plays a scenario against a coordinator, frame by frame, with every enabled invariant
// checked after every frame, then lets the page settle and checks that it does.

import ScrollSim
import Coordinators

/// What to check and record in a run.
public struct RunOptions: Sendable {
  /// Invariants to enforce (header-only mode exemptions are applied on top).
  public var invariants: InvariantSet = .all
  /// Record a `TraceRow` per frame.
  public var recordTrace: Bool = false
  /// Track interesting states.
  public var trackCoverage: Bool = false
  /// Frames the page may take to come to rest after the last step (20 s at 120 Hz).
  public var settleFrameLimit: Int = 2400
  /// Frames a run may simulate in all: a run whose next step would pass it stops there, with
  /// `RunResult.exceededFrameBudget` set. The default admits every valid scenario (`maximumScenarioFrames` of
  /// steps, then settling), so only steps built in code can reach it; tests lower it to bound their work.
  public var frameBudget: Int

  /// Measure every handoff (`RunResult.handoffs`), for the `handoff` report.
  public var trackHandoffs: Bool = false
  /// A momentum claim to check instead of the coordinator's own (set in code); with neither,
  /// the opt-in `momentum-carried` is not checked.
  public var momentumClaim: MomentumClaim? = nil

  /// `maximumScenarioFrames` of steps plus the default settle limit.
  public static var defaultFrameBudget: Int { maximumScenarioFrames + 2400 }

  public init(invariants: InvariantSet = .all, recordTrace: Bool = false, trackCoverage: Bool = false) {
    self.invariants = invariants
    self.recordTrace = recordTrace
    self.trackCoverage = trackCoverage
    frameBudget = Self.defaultFrameBudget
  }
}

/// The outcome of a run with its evidence.
public struct RunResult: Sendable {
  public var verdict: Verdict
  /// Frames simulated, settling included.
  public var frames: Int
  public var coverage: ReachedStates
  public var trace: [TraceRow]
  /// The steps needed more than `RunOptions.frameBudget` frames: the run stopped before the step that would
  /// pass it, and `verdict` covers only the frames played.
  public var exceededFrameBudget = false
  /// The handoffs measured (with `trackHandoffs`, or while `momentum-carried` is checked).
  public var handoffs: [HandoffSample] = []
}

/// Runs scenarios.
@MainActor
public enum Runner {
  /// The world a coordinator actually runs on: pages beyond what it supports are dropped.
  nonisolated public static func normalized(_ world: WorldConfig, for entry: CoordinatorEntry) -> WorldConfig {
    guard world.listCount > entry.maxListCount else { return world }
    var world = world
    world.listCount = entry.maxListCount
    world.lists = Array(world.lists.prefix(entry.maxListCount))
    world.initialIndex = min(world.initialIndex, entry.maxListCount - 1)
    return world
  }

  /// Plays `steps` on `world` with a fresh instance of `entry`'s coordinator.
  public static func run(
    _ entry: CoordinatorEntry, world: WorldConfig, steps: [Step], options: RunOptions = RunOptions()
  ) -> RunResult {
    let config = normalized(world, for: entry)
    var invariants = options.invariants
    if config.headerOnly { invariants = InvariantSet(invariants.members.filter(\.appliesToHeaderOnly)) }
    let claim = options.momentumClaim ?? entry.momentum
    if claim == nil { invariants.remove(.momentumCarried) }
    let page = PageWorld(config: config, coordinator: entry.make(), loads: config.loads == nil ? nil : entry.makeLoads())
    var checker = InvariantChecker(enabled: invariants)
    checker.momentumClaim = claim
    var observer = RunObserver(
      checker: checker, options: options,
      coverage: options.trackCoverage ? CoverageTracker(config: config, cellHeight: page.cellHeight) : nil)
    if options.trackHandoffs || invariants.contains(.momentumCarried) { observer.handoffs = HandoffTracker() }
    var stopped = false
    var exceeded = false
    for (index, step) in steps.enumerated() {
      if page.frameCount + step.frameCount > options.frameBudget {
        exceeded = true
        stopped = true
        break
      }
      observer.checker.step = step
      observer.stepIndex = index
      if !page.run(step, index: index, observer: &observer) {
        stopped = true
        break
      }
    }
    if !stopped {
      exceeded = !settle(
        page, observer: &observer, limit: options.settleFrameLimit, budget: options.frameBudget, invariants: invariants)
    }
    let verdict: Verdict = observer.checker.violation.map { .fail($0) } ?? .pass
    return RunResult(
      verdict: verdict, frames: page.frameCount, coverage: observer.coverage?.reached ?? ReachedStates(),
      trace: observer.trace, exceededFrameBudget: exceeded, handoffs: observer.samples)
  }

  /// After the last step, waits frame by frame until nothing moves; a page still moving at the limit fails `settles`.
  /// Returns `false` when the run's frame budget ran out first (no verdict on settling then).
  static func settle(_ page: PageWorld, observer: inout RunObserver, limit: Int, budget: Int, invariants: InvariantSet) -> Bool {
    observer.checker.step = nil
    observer.stepIndex = nil
    var frames = 0
    while !page.isSettled {
      if page.frameCount >= budget { return false }
      if frames == limit {
        guard invariants.contains(.settles) else { return true }
        var moving: [String] = []
        page.forEachView { if $0.isMoving { moving.append($0.name) } }
        observer.checker.record(
          Violation(
            invariant: .settles, frame: page.frameCount - 1, stepIndex: nil,
            message: "still moving \(limit) frames after the last step: \(moving.joined(separator: ", "))"))
        return true
      }
      if !page.run(.wait(frames: 1), index: -1, observer: &observer) { return true }
      frames += 1
    }
    return true
  }
}

/// Combines the invariant checker with the optional coverage tracker and trace recorder.
@MainActor
struct RunObserver: FrameObserver {
  var checker: InvariantChecker
  let options: RunOptions
  var coverage: CoverageTracker?
  var trace: [TraceRow] = []
  var stepIndex: Int? = 0
  var handoffs: HandoffTracker?
  var samples: [HandoffSample] = []

  init(checker: InvariantChecker, options: RunOptions, coverage: CoverageTracker?) {
    self.checker = checker
    self.options = options
    self.coverage = coverage
  }

  mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    coverage?.observe(world)
    if options.recordTrace { trace.append(TraceRow(world: world, step: checker.step, stepIndex: stepIndex)) }
    checker.completedHandoff = nil
    if handoffs != nil, let sample = handoffs!.observe(world) {
      samples.append(sample)
      checker.completedHandoff = sample
      if sample.mode == .momentum, sample.origin == .header { coverage?.reached.insert(.momentumHandoffFromHeader) }
    }
    return checker.frameDidEnd(world)
  }
}

extension InvariantChecker {
  mutating func record(_ violation: Violation) { if self.violation == nil { self.violation = violation } }
}
