// Checks the invariant catalogue after every frame. One function per invariant family
// (TigerBeetle's VOPR style); the first violation stops the run.

import Coordinators
import Foundation
import ScrollSim

/// The per-frame observer that enforces the invariants selected for a run.
@MainActor
public struct InvariantChecker: FrameObserver {
  /// Invariants enforced in this run (the coordinator's and the world mode's exemptions already removed).
  public let enabled: InvariantSet
  /// The first violation found, if any.
  public internal(set) var violation: Violation?
  /// The step being played; the runner sets it before each step (`nil` while settling).
  public var step: Step?
  var swallow = SwallowedGestureTracker()
  var loads = LoadInvariantTracker()
  var statusBar = StatusBarTracker()
  /// The claim `momentum-carried` judges against (set by the runner from the coordinator's entry).
  public var momentumClaim: MomentumClaim?
  /// A handoff whose measurement completed in this frame (set by the runner before each check).
  public var completedHandoff: HandoffSample?

  public init(enabled: InvariantSet) { self.enabled = enabled }

  public mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    if let found = firstViolation(in: world) {
      violation = found
      return false
    }
    return true
  }

  mutating func firstViolation(in world: PageWorld) -> Violation? {
    let facts = world.facts
    func fail(_ invariant: Invariant, _ message: String) -> Violation {
      Violation(invariant: invariant, frame: facts.frame, stepIndex: step == nil ? nil : facts.stepIndex, message: message)
    }
    if enabled.contains(.finiteState), let message = finiteStateProblem(world) { return fail(.finiteState, message) }
    if enabled.contains(.noFeedbackLoop), facts.feedbackLoop {
      return fail(.noFeedbackLoop, "scrollViewDidScroll re-entered deeper than \(PageWorld.callbackDepthLimit) levels")
    }
    let nested = !world.isHeaderOnly
    if nested, enabled.contains(.outerWithinMax), let message = outerBeyondMax(world) { return fail(.outerWithinMax, message) }
    if nested, enabled.contains(.headerVisibleListsAtTop), let message = listOffTopUnderHeader(world) {
      return fail(.headerVisibleListsAtTop, message)
    }
    if enabled.contains(.noUnexplainedJump), !facts.isLayoutFrame, let message = unexplainedJump(world) {
      return fail(.noUnexplainedJump, message)
    }
    if enabled.contains(.pagingGates), let message = pagingGateProblem(facts) { return fail(.pagingGates, message) }
    if nested, enabled.contains(.singleScrollsToTop), let message = scrollsToTopProblem(world) {
      return fail(.singleScrollsToTop, message)
    }
    if enabled.contains(.noSwallowedGesture), let message = swallow.observe(world, step: step) {
      return fail(.noSwallowedGesture, message)
    }
    if nested, enabled.contains(.statusBarShowsTop), let message = statusBar.observe(world) {
      return fail(.statusBarShowsTop, message)
    }
    if enabled.contains(.headerContentGates), world.headerContentView != nil, let message = headerContentProblem(world) {
      return fail(.headerContentGates, message)
    }
    if enabled.contains(.momentumCarried), let sample = completedHandoff, let claim = momentumClaim,
      let message = momentumProblem(sample, claim: claim)
    {
      return fail(.momentumCarried, message)
    }
    let events = world.loadEvents
    if !events.isEmpty, let (invariant, message) = loads.observe(events, enabled: enabled) {
      return fail(invariant, message)
    }
    return nil
  }

  // MARK: - I5

  func finiteStateProblem(_ world: PageWorld) -> String? {
    func bad(_ view: SimScrollView) -> String? {
      view.offsetIsFinite ? nil : "\(view.name) offset is \(view.contentOffset)"
    }
    if let problem = bad(world.outerView) ?? bad(world.pager) { return problem }
    for index in 0..<world.listCount { if let list = world.listView(at: index), let problem = bad(list) { return problem } }
    if !(0..<world.listCount).contains(world.currentIndex) {
      return "current page \(world.currentIndex) outside 0..<\(world.listCount)"
    }
    return nil
  }

  // MARK: - I2

  func outerBeyondMax(_ world: PageWorld) -> String? {
    let y = world.outerView.position
    guard y > world.maxOffsetY + offsetTolerance else { return nil }
    return "outer y \(fmt(y)) > maxOffsetY \(fmt(world.maxOffsetY))"
  }

  // MARK: - I1

  func listOffTopUnderHeader(_ world: PageWorld) -> String? {
    let outerY = world.outerView.position
    guard outerY < world.maxOffsetY - offsetTolerance else { return nil }
    for index in 0..<world.listCount {
      guard let list = world.listView(at: index) else { continue }
      let top = list.minPosition
      if abs(list.position - top) > offsetTolerance {
        return "header visible (outer y \(fmt(outerY)) < maxOffsetY \(fmt(world.maxOffsetY))) but list\(index) y \(fmt(list.position)) != top \(fmt(top))"
      }
    }
    return nil
  }

  // MARK: - I3

  /// Δ must be 0, or share the sign of its drivers' motion D with |Δ| ≤ |D| + ε.
  ///
  /// "Δ = 0" and "|Δ| ≤ |D|" are both judged within ε, the 0.5 pt tolerance plus one device pixel: a lock writes a target that may sit off the pixel grid
  /// (a 106.5 pt inset on a 3x screen), and the view rounds it, so a correct pin can overshoot by a fraction of a pixel.
  func unexplainedJump(_ world: PageWorld) -> String? {
    let epsilon = offsetTolerance + 1 / world.physics.pixelScale
    if let message = jump(of: world.outerView, epsilon: epsilon) { return message }
    // The list on screen: the page the pager shows, which `currentIndex` lags while paging. Off-screen lists are exempt.
    let index = world.visiblePage
    guard index == world.facts.visiblePageAtStart, let list = world.listView(at: index) else { return nil }
    return jump(of: list, epsilon: epsilon)
  }

  func jump(of view: SimScrollView, epsilon: Double) -> String? {
    let delta = view.position - view.frameStartPosition
    guard abs(delta) > epsilon else { return nil }
    let driven = view.driverMotion
    if delta * driven > 0, abs(delta) <= abs(driven) + epsilon { return nil }
    return "\(view.name) moved \(fmt(delta)) (from \(fmt(view.frameStartPosition)) to \(fmt(view.position))) but its drivers moved it \(fmt(driven))"
  }

  // MARK: - I6

  func pagingGateProblem(_ facts: FrameFacts) -> String? {
    guard let began = facts.pagerBegan else { return nil }
    let vx = Double(began.velocity.x), vy = Double(began.velocity.y)
    if began.page == 0, vx > 0, abs(vx) > abs(vy) {
      return "pager began a rightward swipe on the first page (velocity \(fmt(vx)), \(fmt(vy))): the back gesture should get it"
    }
    if abs(vy) >= abs(vx) { return "pager began a mostly vertical pan (velocity \(fmt(vx)), \(fmt(vy)))" }
    return nil
  }

  // MARK: - I7

  func scrollsToTopProblem(_ world: PageWorld) -> String? {
    if world.outerView.scrollsToTop { return "outer table has scrollsToTop on" }
    for index in 0..<world.listCount {
      guard let list = world.listView(at: index) else { continue }
      let expected = index == world.currentIndex
      if list.scrollsToTop != expected {
        return "list\(index) scrollsToTop is \(list.scrollsToTop) but current page is \(world.currentIndex)"
      }
    }
    return nil
  }
}

/// Formats a number compactly for messages (at most 2 decimals).
func fmt(_ value: Double) -> String {
  guard value.isFinite else { return String(value) }
  let rounded = (value * 100).rounded() / 100
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
  return String(rounded)
}
