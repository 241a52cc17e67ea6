// Checks the invariant catalogue after every frame. One function per invariant family
// (TigerBeetle's VOPR style). A run does not stop at its first violation: it records
// the first violation of each signature and carries on, so a frequent shallow bug cannot hide a
// deeper one; only a non-finite state (or the caller's `StopRule`) ends it early.

import Coordinators
import Foundation
import ScrollSim

/// The per-frame observer that enforces the invariants selected for a run.
@MainActor
public struct InvariantChecker: FrameObserver {
  /// Invariants enforced in this run (the coordinator's and the world mode's exemptions already removed).
  public let enabled: InvariantSet
  /// When to end the run early.
  public var stopRule: StopRule
  /// The first violation of each signature (the earliest onset of its episodes). In the order they happened (within
  /// a frame, in check order) once `finish()` has run; until then, as their episodes ended.
  public internal(set) var violations: [Violation] = []
  /// Each recorded signature's onset order (InvariantChecker+Episodes.swift).
  var order: [BugSignature: Int] = [:]
  /// Episodes under way, and how many have started.
  var episodes: [EpisodeKey: Episode] = [:]
  var onsets = 0
  /// Set when the run must end after this frame (non-finite state, or the stop rule met).
  public internal(set) var stopped = false
  /// The step being played; the runner sets it before each step (`nil` while settling).
  public var step: Step? {
    didSet {
      hasStep = step != nil
      if case .move(let dx, let dy, _) = step { moveDelta = (dx, dy) } else { moveDelta = nil }
    }
  }
  /// What the per-frame trackers need of `step`, read once a step: a `Step` that can carry an app event's name and
  /// arguments is no longer a plain value, and copying it to every tracker every frame cost about 14 instructions a
  /// frame (callgrind, `nestedcheck-bench workload generated 300`).
  var hasStep = false
  var moveDelta: (dx: Double, dy: Double)?
  var swallow = SwallowedGestureTracker()
  var loads = LoadInvariantTracker()
  var statusBar = StatusBarTracker()
  var headerReturn = HeaderReturnTracker()
  var selectedTab = SelectedTabTracker()
  /// The claim `momentum-carried` judges against (set by the runner from the coordinator's entry).
  public var momentumClaim: MomentumClaim?
  /// A handoff whose measurement completed in this frame (set by the runner before each check).
  public var completedHandoff: HandoffSample?
  /// The entry's own rules (UserInvariantTracker.swift); `nil` when it declares none, so the per-frame path pays one
  /// nil test of a reference for them.
  var user: UserInvariantTracker?

  /// A checker of the `enabled` invariants that stops a run as `stopRule` says (by default, never).
  public init(enabled: InvariantSet, stopRule: StopRule = .never) {
    self.enabled = enabled
    self.stopRule = stopRule
  }

  /// A checker of the `enabled` invariants and of a team's `rules` (those switched off already removed).
  public init(enabled: InvariantSet, rules: [UserInvariant], stopRule: StopRule = .never) {
    self.init(enabled: enabled, stopRule: stopRule)
    user = UserInvariantTracker(rules: rules)
  }

  /// The `sometimes` rules the run reached so far, by name.
  public var reachedGoals: Set<String> { user?.reached ?? [] }

  /// The first violation of the run, if any: the verdict (after `finish()`).
  public var violation: Violation? { violations.first }

  public mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    frameDidEnd(world, maxOffsetY: world.maxOffsetY)
  }

  /// `frameDidEnd` with `maxOffsetY` already read (a call into the simulation: the runner reads it once a frame and
  /// shares it with coverage).
  mutating func frameDidEnd(_ world: PageWorld, maxOffsetY: Double) -> Bool {
    check(world, maxOffsetY: maxOffsetY)
    // Tested here, inline: on most frames no episode is under way, and the call to find that out cost 19 instructions.
    if !episodes.isEmpty { endLapsedEpisodes(before: world.facts.frame) }
    if stopped { finish() }
    return !stopped
  }

  /// Feeds a broken rule into its episode (InvariantChecker+Episodes.swift).
  mutating func record(_ finding: Finding, frame: Int, stepIndex: Int?) {
    observe(finding, frame: frame, stepIndex: stepIndex)
  }

  /// Reads the frame's facts field by field (`world.facts.x` is one load): `let facts = world.facts` copied the
  /// whole struct every frame to hand it to the trackers.
  mutating func check(_ world: PageWorld, maxOffsetY: Double) {
    let frame = world.facts.frame
    let stepIndex: Int? = step == nil ? nil : world.facts.stepIndex
    // One pass over the views (InvariantChecker+Scan.swift); the searches below run only for a rule it flags.
    let scan = Self.scan(world)
    if enabled.contains(.finiteState), !scan.isFinite, let finding = Self.nonFiniteState(world) {
      // Nothing computed from a non-finite offset means anything: the run ends here.
      record(finding, frame: frame, stepIndex: stepIndex)
      return
    }
    if enabled.contains(.noFeedbackLoop), world.facts.feedbackLoop {
      record(feedbackLoop(world), frame: frame, stepIndex: stepIndex)
    }
    let nested = !world.isHeaderOnly
    let outerY = world.outerView.position
    if nested, enabled.contains(.outerWithinMax), outerY > maxOffsetY + offsetTolerance,
      let finding = outerBeyondMax(world, maxOffsetY: maxOffsetY)
    {
      record(finding, frame: frame, stepIndex: stepIndex)
    }
    if nested, enabled.contains(.headerVisibleListsAtTop), scan.listOffTop {
      if outerY < maxOffsetY - offsetTolerance {
        for index in 0..<world.listCount {
          if let finding = listOffTop(world, index: index, outerY: outerY, maxOffsetY: maxOffsetY) { record(finding, frame: frame, stepIndex: stepIndex) }
        }
      }
    }
    // An app event's frame is the app's own deliberate change, as a layout frame is the page's: its offsets move
    // without a driver on purpose, and a team's rule (`UserInvariant`) judges what the event promises.
    if enabled.contains(.noUnexplainedJump), !world.facts.isLayoutFrame, !world.facts.appEventPlayed {
      // `jumped` first: `jump` builds its finding out of line, and calling it on every frame cost a call, a 72-byte
      // `Optional<Finding>` written back, and a retain and release of the list (about 90 instructions a frame).
      let epsilon = offsetTolerance + 1 / world.physics.pixelScale
      let outer = world.outerView
      if Self.jumped(outer, epsilon: epsilon),
        let finding = jump(of: outer, as: .outer, object: EpisodeKey.outerObject, epsilon: epsilon)
      {
        record(finding, frame: frame, stepIndex: stepIndex)
      }
      // The list on screen: the page the pager shows, which `currentIndex` lags while paging. Off-screen lists are
      // exempt, and so is a list the pager brought on screen during the frame (`visiblePage` differs from where it
      // started). `visiblePage` is asked only of a list that jumped: it is a call into the simulation.
      let index = world.facts.visiblePageAtStart
      if let list = world.listView(at: index), Self.jumped(list, epsilon: epsilon), world.visiblePage == index,
        let finding = jump(of: list, as: .listOnScreen, object: index, epsilon: epsilon)
      {
        record(finding, frame: frame, stepIndex: stepIndex)
      }
    }
    if enabled.contains(.pagingGates), world.facts.pagerBegan != nil, let finding = pagingGateProblem(world.facts) {
      record(finding, frame: frame, stepIndex: stepIndex)
    }
    if nested, enabled.contains(.singleScrollsToTop), scan.scrollsToTopWrong { checkScrollsToTop(world, frame: frame, stepIndex: stepIndex) }
    if enabled.contains(.noSwallowedGesture), swallow.hasWork(world),
      let finding = swallow.observe(world, move: moveDelta)
    {
      record(finding, frame: frame, stepIndex: stepIndex)
    }
    if nested, enabled.contains(.statusBarShowsTop), statusBar.hasWork(world),
      let message = statusBar.observe(world, facts: world.facts)
    {
      // Severity: how much of the header the tap left hidden (the outer's distance from its top).
      let outer = world.outerView
      record(
        Finding(.statusBarShowsTop, view: .outer, direction: .forward, points: outer.position - outer.minPosition) { message },
        frame: frame, stepIndex: stepIndex)
    }
    if enabled.contains(.headerContentGates), world.headerContentView != nil, let message = headerContentProblem(world) {
      // A wrong gesture decision (the carousel took a vertical pan, or paged the pager): nothing to measure.
      record(.decision(.headerContentGates, view: .page, detail: "header-content") { message }, frame: frame, stepIndex: stepIndex)
    }
    if enabled.contains(.momentumCarried), let sample = completedHandoff, let claim = momentumClaim,
      let message = momentumProblem(sample, claim: claim)
    {
      // Severity: the travel the lost speed would have carried, on WWDC's projection at the .normal rate
      // (v/1000 · r/(1 − r) with r = 0.998: 0.499 s of the lost speed).
      let lostSpeed = sample.givingSpeed * max(1 - sample.carried, 0)
      let receiver: ConcernedView = sample.direction == .outerToList ? .listOnScreen : .outer
      let direction: ViolationDirection = sample.direction == .outerToList ? .forward : .backward
      record(
        Finding(.momentumCarried, view: receiver, direction: direction, points: lostSpeed * 0.499, detail: sample.origin.rawValue) {
          message
        }, frame: frame, stepIndex: stepIndex)
    }
    if nested, enabled.contains(.headerReturnsOnPull), headerReturn.hasWork(world),
      let finding = headerReturn.observe(world, hasStep: hasStep, isMove: moveDelta != nil, maxOffsetY: maxOffsetY)
    {
      record(finding, frame: frame, stepIndex: stepIndex)
    }
    if nested, enabled.contains(.selectedTabFollowsPage), selectedTab.hasWork(world), let finding = selectedTab.observe(world) {
      record(finding, frame: frame, stepIndex: stepIndex)
    }
    // `hasLoads` first: on a world without loads, `loadEvents` still built and released an empty array every frame.
    if world.hasLoads {
      let events = world.loadEvents
      if !events.isEmpty {
        for finding in loads.observe(events, enabled: enabled) { record(finding, frame: frame, stepIndex: stepIndex) }
      }
    }
    if let user {
      for finding in user.observe(world, step: step, stepIndex: stepIndex) { record(finding, frame: frame, stepIndex: stepIndex) }
    }
  }

  // MARK: - I5

  /// What is not finite, named, once the scan found something (`ViewScan.isFinite`): the rare path, kept out of
  /// line so the common one sets nothing up. Naming the view reads `visiblePage` per list; run every frame, this
  /// search was a fifth of the checker's time.
  @inline(never)
  static func nonFiniteState(_ world: PageWorld) -> Finding? {
    func bad(_ view: SimScrollView, as concerned: ConcernedView) -> Finding? {
      guard !view.offsetIsFinite else { return nil }
      let offset = view.contentOffset
      return Finding(.finiteState, view: concerned, points: 0) { "\(view.name) offset is \(offset)" }
    }
    if let problem = bad(world.outerView, as: .outer) ?? bad(world.pager, as: .pager) { return problem }
    for index in 0..<world.listCount {
      if let list = world.listView(at: index), let problem = bad(list, as: world.concernedView(ofList: index)) { return problem }
    }
    if !(0..<world.listCount).contains(world.currentIndex) {
      let current = world.currentIndex, count = world.listCount
      return Finding(.finiteState, view: .page, points: 0) { "current page \(current) outside 0..<\(count)" }
    }
    return nil
  }

  // MARK: - I4

  /// A loop is severe whatever it moved (UIKit would overflow its stack); its points are the most any view moved
  /// beyond its drivers in the frame, what the loop's writes did before the world cut it.
  func feedbackLoop(_ world: PageWorld) -> Finding {
    var written = 0.0
    world.forEachView { view in
      written = max(written, abs(view.position - view.frameStartPosition - view.driverMotion))
    }
    let facts = world.facts
    let cut = facts.feedbackLoopCut
    return Finding(.noFeedbackLoop, view: .page, points: written, detail: cut.rawValue, episode: EpisodeKey.pageObject) {
      switch cut {
      case .depth:
        "scrollViewDidScroll re-entered deeper than \(PageWorld.callbackDepthLimit) levels"
      case .breadth:
        "scrollViewDidScroll called more than \(PageWorld.callbacksPerFrameLimit) times in one frame (depth \(facts.maxCallbackDepth))"
      }
    }
  }
}
