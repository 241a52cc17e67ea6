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
  /// Collect a guided search's feedback (`SearchFeedback`: features and near misses) from every frame.
  public var trackSearchFeedback: Bool = false

  public init(invariants: InvariantSet = .all, recordTrace: Bool = false, trackCoverage: Bool = false) {
    self.invariants = invariants
    self.recordTrace = recordTrace
    self.trackCoverage = trackCoverage
  }
}

/// The outcome of a run with its evidence.
public struct RunResult: Sendable {
  public var verdict: Verdict
  /// Frames simulated, settling included.
  public var frames: Int
  public var coverage: ReachedStates
  public var trace: [TraceRow]
  /// With `RunOptions.trackSearchFeedback`: what a guided or targeted search learns from the run.
  public var feedback: SearchFeedback? = nil
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
    let page = PageWorld(config: config, coordinator: entry.make(), loads: config.loads == nil ? nil : entry.makeLoads())
    var observer = RunObserver(
      checker: InvariantChecker(enabled: invariants), options: options,
      coverage: options.trackCoverage ? CoverageTracker(config: config, cellHeight: page.cellHeight) : nil)
    if options.trackSearchFeedback { observer.search = SearchObserver() }
    var stopped = false
    for (index, step) in steps.enumerated() {
      observer.checker.step = step
      observer.stepIndex = index
      if !page.run(step, index: index, observer: &observer) {
        stopped = true
        break
      }
    }
    if !stopped { settle(page, observer: &observer, limit: options.settleFrameLimit, invariants: invariants) }
    let verdict: Verdict = observer.checker.violation.map { .fail($0) } ?? .pass
    return RunResult(
      verdict: verdict, frames: page.frameCount, coverage: observer.coverage?.reached ?? ReachedStates(),
      trace: observer.trace, feedback: observer.search?.finish())
  }

  /// After the last step, waits frame by frame until nothing moves; a page still moving at the limit fails `settles`.
  static func settle(_ page: PageWorld, observer: inout RunObserver, limit: Int, invariants: InvariantSet) {
    observer.checker.step = nil
    observer.stepIndex = nil
    var frames = 0
    while !page.isSettled {
      if frames == limit {
        guard invariants.contains(.settles) else { return }
        var moving: [String] = []
        page.forEachView { if $0.isMoving { moving.append($0.name) } }
        observer.checker.record(
          Violation(
            invariant: .settles, frame: page.frameCount - 1, stepIndex: nil,
            message: "still moving \(limit) frames after the last step: \(moving.joined(separator: ", "))"))
        return
      }
      if !page.run(.wait(frames: 1), index: -1, observer: &observer) { return }
      frames += 1
    }
  }
}

/// Combines the invariant checker with the optional coverage tracker and trace recorder.
@MainActor
struct RunObserver: FrameObserver {
  var checker: InvariantChecker
  let options: RunOptions
  var coverage: CoverageTracker?
  var search: SearchObserver?
  var trace: [TraceRow] = []
  var stepIndex: Int? = 0

  init(checker: InvariantChecker, options: RunOptions, coverage: CoverageTracker?) {
    self.checker = checker
    self.options = options
    self.coverage = coverage
  }

  mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    coverage?.observe(world)
    search?.observe(world, step: checker.step, stepIndex: stepIndex)
    if options.recordTrace { trace.append(TraceRow(world: world, step: checker.step, stepIndex: stepIndex)) }
    return checker.frameDidEnd(world)
  }
}

extension InvariantChecker {
  mutating func record(_ violation: Violation) { if self.violation == nil { self.violation = violation } }
}
