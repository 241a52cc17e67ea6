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
  /// Record the views' positions each frame (`CaseHistory`), for a root-cause replay (Cause/CauseAttribution.swift).
  var recordHistory: Bool = false
  /// Track interesting states.
  public var trackCoverage: Bool = false
  /// Frames the page may take to come to rest after the last step (20 s at 120 Hz).
  public var settleFrameLimit: Int = 2400
  /// When the run may end before its last step (Finding.swift); by default it plays everything, recording the first
  /// violation of each signature.
  public var stopRule: StopRule = .never
  /// Frames one run may simulate, steps and settling together: a bound on any replay, however long its steps
  /// (each may ask for 72,000 frames). The default admits every valid scenario (`maximumScenarioFrames` of steps,
  /// then settling), about two hours and a quarter of page time at 120 Hz; generated cases use a few thousand. A
  /// step that would pass it is played only up to it, and the run ends with `RunResult.truncated` set.
  public var frameLimit: Int = RunOptions.defaultFrameBudget
  /// The same bound under the name the scenario domains use (`frameBudget`, `exceededFrameBudget`).
  public var frameBudget: Int {
    get { frameLimit }
    set { frameLimit = newValue }
  }
  /// Measure every handoff (`RunResult.handoffs`), for the `handoff` report.
  public var trackHandoffs: Bool = false
  /// A momentum claim to check instead of the coordinator's own (set in code); with neither,
  /// the opt-in `momentum-carried` is not checked.
  public var momentumClaim: MomentumClaim? = nil
  /// Collect a guided search's feedback (`SearchFeedback`: features and near misses) from every frame.
  public var trackSearchFeedback: Bool = false
  /// With `trackSearchFeedback`: measure the invariants' near misses too (a targeted search climbs on them; a guided
  /// one only counts features).
  public var measureNearMisses: Bool = true
  /// With `trackSearchFeedback`: the search observer's shortcuts (skipping a frame in which nothing happened, testing
  /// the feature kinds whose inputs did not change). Tests turn them off to check that the feedback stays the same.
  var searchObserverSkipsQuietFrames = true
  var searchObserverSkipsUnchangedInputs = true

  /// `maximumScenarioFrames` of steps plus the default settle limit.
  public static var defaultFrameBudget: Int { maximumScenarioFrames + 2400 }

  /// Options: the invariants checked, whether a trace and coverage are recorded, and when a run stops.
  public init(
    invariants: InvariantSet = .all, recordTrace: Bool = false, trackCoverage: Bool = false, stopRule: StopRule = .never
  ) {
    self.invariants = invariants
    self.recordTrace = recordTrace
    self.trackCoverage = trackCoverage
    self.stopRule = stopRule
  }
}

/// The outcome of a run with its evidence.
public struct RunResult: Sendable {
  /// The first violation of the run (or a pass): what `expect` maps record.
  public var verdict: Verdict
  /// The first violation of each signature, in order (the verdict's first).
  public var violations: [Violation]
  /// Whether the run hit `RunOptions.frameLimit` before its steps and settling were done.
  public var truncated: Bool = false
  /// Frames simulated, settling included.
  public var frames: Int
  /// The interesting states the run reached.
  public var coverage: ReachedStates
  /// One row per frame, when a trace was asked for.
  public var trace: [TraceRow]
  /// The same as `truncated`: the run needed more than `RunOptions.frameBudget` frames, and `verdict` covers only
  /// the frames played.
  public var exceededFrameBudget: Bool { truncated }
  /// The handoffs measured (with `trackHandoffs`, or while `momentum-carried` is checked).
  public var handoffs: [HandoffSample] = []
  /// With `RunOptions.trackSearchFeedback`: what a guided or targeted search learns from the run.
  public var feedback: SearchFeedback? = nil
  /// The entry's `sometimes` rules this run reached, by name (a check or fuzz run judges them over all its cases).
  public var reachedGoals: Set<String> = []
  /// With `RunOptions.recordHistory`: the views' positions frame by frame.
  var history = CaseHistory()
}

/// Runs scenarios.
@MainActor
public enum Runner {
  /// The world a coordinator actually runs on: pages beyond what it supports are dropped.
  nonisolated public static func normalized(_ world: WorldConfig, for entry: CoordinatorEntry) -> WorldConfig {
    var world = entry.isHostedPage ? entry.capabilities.normalized(world) : world
    guard world.listCount > entry.maxListCount else { return world }
    world.listCount = entry.maxListCount
    world.lists = Array(world.lists.prefix(entry.maxListCount))
    world.initialIndex = min(world.initialIndex, entry.maxListCount - 1)
    return world
  }

  /// The invariants of `invariants` that `entry` is judged by on a page with lists: the opt-in ones only when it
  /// claims them (`momentum-carried` needs a `MomentumClaim`), none the entry switched off.
  public static func judged(_ invariants: InvariantSet, for entry: CoordinatorEntry) -> InvariantSet {
    var judged = invariants
    if entry.momentum == nil { judged.remove(.momentumCarried) }
    for disabled in entry.disabledInvariants { if let invariant = Invariant(rawValue: disabled.name) { judged.remove(invariant) } }
    return judged
  }

  /// The steps of a generated case that `entry`'s page can play: all of them for a coordinator in the built-in page;
  /// a hosted page's unsupported kinds removed (every tool that replays a generated case uses this, so a case index
  /// means the same steps everywhere).
  ///
  /// A run over several entries draws every entry's app events; an `.app` step of an event `entry` does not declare
  /// is left out of its steps (a case without app events is returned as it is).
  nonisolated public static func playable(_ steps: [Step], for entry: CoordinatorEntry) -> [Step] {
    let page = entry.isHostedPage ? entry.capabilities.playable(steps) : steps
    guard page.contains(where: { $0.kind == .app }) else { return page }
    return page.filter { step in
      guard case .app(let name, _) = step else { return true }
      return entry.appEvent(named: name) != nil
    }
  }

  /// Plays `steps` on `world` with a fresh instance of `entry`'s coordinator.
  public static func run(
    _ entry: CoordinatorEntry, world: WorldConfig, steps: [Step], options: RunOptions = RunOptions()
  ) -> RunResult {
    run(entry, world: world, steps: steps, options: options, probe: nil)
  }

  /// `run` with `probe` told of the code under test's activity (a root-cause replay: Cause/CauseAttribution.swift).
  static func run(
    _ entry: CoordinatorEntry, world: WorldConfig, steps: [Step], options: RunOptions, probe: (any CodeActivityProbe)?
  ) -> RunResult {
    let config = normalized(world, for: entry)
    var invariants = options.invariants
    for disabled in entry.disabledInvariants { if let invariant = Invariant(rawValue: disabled.name) { invariants.remove(invariant) } }
    if config.headerOnly { invariants = InvariantSet(invariants.members.filter(\.appliesToHeaderOnly)) }
    let claim = options.momentumClaim ?? entry.momentum
    if claim == nil { invariants.remove(.momentumCarried) }
    let page: PageWorld
    if let host = entry.makeHost(for: config) {
      page = PageWorld(config: config, host: host)
      page.activityProbe = probe
    } else {
      page = PageWorld(
        config: config, coordinator: entry.make(), loads: config.loads == nil ? nil : entry.makeLoads(), probe: probe)
    }
    page.appEvents = entry.appEvents
    var checker = InvariantChecker(enabled: invariants, rules: entry.activeUserInvariants, stopRule: options.stopRule)
    checker.momentumClaim = claim
    var observer = RunObserver(
      checker: checker, options: options,
      coverage: options.trackCoverage ? CoverageTracker(config: config, cellHeight: page.cellHeight) : nil,
      handoffs: options.trackHandoffs || invariants.contains(.momentumCarried) ? HandoffTracker() : nil,
      search: options.trackSearchFeedback
        ? SearchObserverBox(
          SearchObserver(
            nearMisses: options.measureNearMisses, skipsQuietFrames: options.searchObserverSkipsQuietFrames,
            skipsUnchangedInputs: options.searchObserverSkipsUnchangedInputs)) : nil)
    var stopped = false
    var truncated = false
    for (index, step) in steps.enumerated() {
      observer.checker.step = step
      observer.stepIndex = index
      observer.search?.observer.begin(step: step, index: index)
      // A step that would carry the run past the frame limit is played only up to it.
      let room = options.frameLimit - page.frameCount
      let played = step.frameCount <= room ? step : Self.truncated(step, to: room)
      if played == nil || !page.run(played!, index: index, observer: &observer) {
        stopped = true
        truncated = played != step && !observer.checker.stopped
        break
      }
    }
    if !stopped {
      truncated = !settle(
        page, observer: &observer, limit: options.settleFrameLimit, frameLimit: options.frameLimit, invariants: invariants)
    }
    observer.checker.finish()
    let violations = observer.checker.violations
    if options.recordTrace {
      // Each signature's violation marks the frame its first episode began.
      for violation in violations {
        if let row = observer.trace.firstIndex(where: { $0.frame == violation.frame }) {
          observer.trace[row].violations.append("\(violation.signature) \(violation.severityText)")
        }
      }
    }
    var feedback = observer.search?.observer.finish()
    if options.measureNearMisses, let distances = observer.checker.user?.distances, !distances.isEmpty {
      for (name, closest) in distances {
        feedback?.nearMisses.userDistances[name] = closest.distance
        feedback?.nearMisses.userSteps[name] = closest.step
      }
    }
    let verdict: Verdict = violations.first.map { .fail($0) } ?? .pass
    return RunResult(
      verdict: verdict, violations: violations, truncated: truncated, frames: page.frameCount,
      coverage: observer.coverage?.reached ?? ReachedStates(), trace: observer.trace, handoffs: observer.samples,
      feedback: feedback, reachedGoals: observer.checker.reachedGoals, history: observer.history)
  }

  /// `step` cut to its first `frames` frames (only a move or a wait spans several), or `nil` when no frame is left.
  static func truncated(_ step: Step, to frames: Int) -> Step? {
    guard frames > 0 else { return nil }
    switch step {
    case .move(let dx, let dy, let all): return .move(dx: dx * Double(frames) / Double(all), dy: dy * Double(frames) / Double(all), frames: frames)
    case .wait: return .wait(frames: frames)
    default: return step
    }
  }

  /// After the last step, waits frame by frame until nothing moves; a page still moving at the limit fails `settles`,
  /// measured by how far its most restless view swung over the last second (Severity.swift). Returns `false` when the
  /// frame limit cut the settling short.
  static func settle(
    _ page: PageWorld, observer: inout RunObserver, limit: Int, frameLimit: Int, invariants: InvariantSet
  ) -> Bool {
    observer.checker.step = nil
    observer.stepIndex = nil
    observer.search?.observer.begin(step: nil, index: nil)
    var frames = 0
    // Each view's lowest and highest position over the last second before the limit, in `forEachView` order.
    let window = max(page.physics.knobs.frameRate, 1)
    var swing: [(low: Double, high: Double)] = []
    while !page.isSettled {
      if frames == limit {
        guard invariants.contains(.settles) else { return true }
        observer.checker.record(unsettled(page, swing: swing, limit: limit), frame: page.frameCount - 1, stepIndex: nil)
        return true
      }
      if page.frameCount >= frameLimit { return false }
      if !page.run(.wait(frames: 1), index: -1, observer: &observer) { return true }
      frames += 1
      if frames > limit - window {
        var index = 0
        page.forEachView { view in
          let p = view.position
          if index < swing.count {
            swing[index] = (min(swing[index].low, p), max(swing[index].high, p))
          } else {
            swing.append((p, p))
          }
          index += 1
        }
      }
    }
    // A team's `eventually` rule armed as the page came to rest is judged when its time is up: wait for it.
    while observer.checker.user?.hasPendingObligation == true {
      if page.frameCount >= frameLimit { return false }
      if !page.run(.wait(frames: 1), index: -1, observer: &observer) { return true }
    }
    return true
  }

  /// The `settles` finding: the still-moving view that swung furthest in the last second, and what moves it.
  static func unsettled(_ page: PageWorld, swing: [(low: Double, high: Double)], limit: Int) -> Finding {
    var moving: [String] = []
    var worst: (view: SimScrollView, range: Double)?
    var index = 0
    page.forEachView { view in
      defer { index += 1 }
      guard view.isMoving else { return }
      moving.append(view.name)
      let range = index < swing.count ? swing[index].high - swing[index].low : 0
      if worst == nil || range > worst!.range { worst = (view, range) }
    }
    let view = worst?.view
    let concerned: ConcernedView =
      view === page.outerView ? .outer : view === page.pager ? .pager
      : view.flatMap { v in page.lists.firstIndex { $0 === v } }.map { page.concernedView(ofList: $0) } ?? .page
    let names = moving.joined(separator: ", ")
    let range = worst?.range ?? 0
    return Finding(.settles, view: concerned, points: range, detail: view?.motionKind) {
      "still moving \(limit) frames after the last step: \(names) (swinging \(fmt(range)) pt over the last second)"
    }
  }
}

/// Combines the invariant checker with the optional coverage tracker and trace recorder.
@MainActor
struct RunObserver: FrameObserver {
  var checker: InvariantChecker
  let options: RunOptions
  var coverage: CoverageTracker?
  /// Given at creation, taken back by `finish()` at the end.
  var search: SearchObserverBox?
  var trace: [TraceRow] = []
  var history = CaseHistory()
  var stepIndex: Int? = 0
  /// Given at creation (`tracksHandoffs` says whether).
  private(set) var handoffs: HandoffTracker?
  var samples: [HandoffSample] = []
  /// `handoffs != nil`, fixed at creation: testing the optional for `nil` was a call to an outlined tag reader every
  /// frame (it is a large struct; the search observer is held by reference for the same reason).
  private let tracksHandoffs: Bool
  /// `recordTrace || recordHistory`: one test a frame for both.
  private let recordsFrames: Bool

  init(
    checker: InvariantChecker, options: RunOptions, coverage: CoverageTracker?, handoffs: HandoffTracker? = nil,
    search: SearchObserverBox? = nil
  ) {
    self.checker = checker
    self.options = options
    self.coverage = coverage
    self.handoffs = handoffs
    self.search = search
    tracksHandoffs = handoffs != nil
    recordsFrames = options.recordTrace || options.recordHistory
  }

  /// Each observer reads the fields of `world.facts` it needs where it needs them: a local copy of the whole struct
  /// (232 bytes) to share was a `memcpy` every frame.
  mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    let maxOffsetY = world.maxOffsetY  // a call into the simulation: read once, shared by the checker and coverage
    coverage?.observe(world, maxOffsetY: maxOffsetY)
    search?.observer.observe(world, maxOffsetY: maxOffsetY)
    if recordsFrames {
      if options.recordTrace { trace.append(TraceRow(world: world, step: checker.step, stepIndex: stepIndex)) }
      if options.recordHistory { history.append(world, maxOffsetY: maxOffsetY, stepIndex: stepIndex) }
    }
    if tracksHandoffs {
      checker.completedHandoff = nil
      if let sample = handoffs!.observe(world) {
        samples.append(sample)
        checker.completedHandoff = sample
        if sample.mode == .momentum, sample.origin == .header { coverage?.reached.insert(.momentumHandoffFromHeader) }
      }
    }
    return checker.frameDidEnd(world, maxOffsetY: maxOffsetY)
  }
}
