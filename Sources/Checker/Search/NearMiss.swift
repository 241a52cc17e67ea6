// How close a run came to breaking each invariant: Hypothesis's `target()` applied to the invariant catalogue.
//
// Each invariant that has a continuous margin gets a distance per frame, in points (feedback loops in levels
// of re-entrancy), and a run keeps the smallest. A distance ≤ 0 is the violation itself; small positive values
// are near misses. A targeted search (`fuzz --target`) hill-climbs on these; a guided search keeps a case
// whose distance reaches a lower logarithmic band than any before.
//
// The distances are measured, never judged: `InvariantChecker` alone decides verdicts, and its exemptions
// are only approximated here (a drag the checker would not judge may still count as a near miss).

import ScrollSim

/// The smallest distance to each invariant a run reached (`.infinity`: the invariant had no margin to measure).
public struct NearMisses: Hashable, Sendable {
  /// Indexed by the invariant's position in `Invariant.allCases`.
  public private(set) var distances: [Double] = Array(repeating: .infinity, count: Invariant.allCases.count)
  /// For each, the situation the closest frame was in (`NearMissTracker.context`): where the outer and the list on
  /// screen were against their edges, and the pixel scale. A targeted search climbs per situation, so one lucky
  /// lineage does not crowd out the others (quality diversity, as MAP-Elites keeps an elite per niche).
  public private(set) var contexts: [UInt8] = Array(repeating: 0, count: Invariant.allCases.count)
  /// For each, the step the closest frame belonged to (-1 while settling): where a targeted search changes the case.
  public private(set) var steps: [Int] = Array(repeating: -1, count: Invariant.allCases.count)

  /// A team's own rules' smallest distances (`UserInvariant.always(_:distance:check:)`), by rule name, and the step
  /// each was reached in: a targeted search climbs on them as on the catalogue's.
  public internal(set) var userDistances: [String: Double] = [:]
  /// The step of the closest frame to each team rule.
  public internal(set) var userSteps: [String: Int] = [:]

  /// No distance measured yet: every invariant at infinity.
  public init() {}

  /// The smallest distance to `invariant`.
  public func distance(to invariant: Invariant) -> Double { distances[invariant.ordinal] }
  /// The situation of the closest frame to `invariant`.
  public func context(of invariant: Invariant) -> UInt8 { contexts[invariant.ordinal] }

  /// The step of the closest frame to `invariant`.
  public func step(of invariant: Invariant) -> Int { steps[invariant.ordinal] }

  /// Keeps `value` (in situation `context`, during step `step`) if it is closer than what was seen.
  @inline(__always)
  mutating func record(_ invariant: Invariant, _ value: Double, context: UInt8, step: Int) {
    if value < distances[invariant.ordinal] {
      distances[invariant.ordinal] = value
      contexts[invariant.ordinal] = context
      steps[invariant.ordinal] = step
    }
  }

  /// Invariants with a measured margin (`NearMissTracker` measures these).
  public static let measured: [Invariant] = [
    .headerVisibleListsAtTop, .outerWithinMax, .noUnexplainedJump, .noFeedbackLoop, .pagingGates, .noSwallowedGesture,
  ]

  /// The logarithmic band of a distance: 0 for a violation, then one band per halving of the distance in units of
  /// the offset tolerance (band 1 is below 1/256 of it; band 20 and beyond is far away; `.infinity` is band 21).
  public static func band(_ distance: Double) -> Int {
    guard distance > 0 else { return 0 }
    guard distance.isFinite else { return 21 }
    let ratio = distance / offsetTolerance
    guard ratio.isFinite else { return 20 }  // a finite distance past Double's range once divided: far away, no trap
    let octave = ratio.exponent  // floor(log2(d / tol)) for finite positive d
    return min(max(Int(octave) + 9, 1), 20)
  }
}

/// Measures, after every frame, each invariant's margin (see the file comment).
@MainActor
struct NearMissTracker {
  var misses = NearMisses()
  /// This frame's situation (`SearchObserver.context`).
  private var context: UInt8 = 0
  private var stepIndex = -1
  /// The current step's motion when it is a `move`, set when the step begins.
  private var move: (dx: Double, dy: Double, frames: Int)?
  /// The `move` step on a list being watched for I8, with the forward motion it produced so far.
  private var watching = false
  private var direction = 0.0
  private var forward = 0.0
  private var frames = 1
  private var dragContext: UInt8 = 0
  private var dragPage = 0

  /// The closest distance so far to each invariant measured every frame, as `misses` holds it: a frame compares its
  /// distances with these and writes `misses` (three arrays) only when one is closer.
  private var closestOuterWithinMax = Double.infinity, closestHeaderVisible = Double.infinity
  private var closestJump = Double.infinity, closestLoop = Double.infinity
  /// `offsetTolerance + 1 / pixelScale` (the scale is a knob: fixed for the run), computed once.
  private var jumpEpsilon = Double.nan

  /// Reads the frame's facts field by field (`world.facts.x` is one load; `let facts = world.facts` copied the whole
  /// struct every frame). `outer` and its position, `maxY`, `visible` and `deviation` (the largest distance of any list
  /// from its top) are the search observer's, read once for both.
  @inline(__always)
  mutating func observe(
    _ world: PageWorld, context: UInt8, outer: SimScrollView, outerY: Double, maxY: Double, visible page: Int,
    deviation: Double
  ) {
    self.context = context

    if !world.isHeaderOnly {
      // I2: how far the outer sits below the limit it must not pass.
      let belowMax = maxY + offsetTolerance - outerY
      if belowMax < closestOuterWithinMax {
        closestOuterWithinMax = belowMax
        misses.record(.outerWithinMax, belowMax, context: context, step: stepIndex)
      }
      // I1: both conditions must hold at once (header visible, a list off its top): the worse one's margin.
      let headerVisible = max(outerY - (maxY - offsetTolerance), offsetTolerance - deviation)
      if headerVisible < closestHeaderVisible {
        closestHeaderVisible = headerVisible
        misses.record(.headerVisibleListsAtTop, headerVisible, context: context, step: stepIndex)
      }
    }

    // I3: the part of each frame's motion its drivers do not explain, against ε.
    if !world.facts.isLayoutFrame {
      if jumpEpsilon.isNaN { jumpEpsilon = offsetTolerance + 1 / world.physics.pixelScale }
      var unexplained = Self.unexplained(outer)
      if page == world.facts.visiblePageAtStart, let list = world.listView(at: page) {
        unexplained = max(unexplained, Self.unexplained(list))
      }
      let jump = jumpEpsilon - unexplained
      if jump < closestJump {
        closestJump = jump
        misses.record(.noUnexplainedJump, jump, context: context, step: stepIndex)
      }
    }

    // I4: re-entrancy depth left before the world calls it a feedback loop.
    let loop = Double(PageWorld.callbackDepthLimit - world.facts.maxCallbackDepth)
    if loop < closestLoop {
      closestLoop = loop
      misses.record(.noFeedbackLoop, loop, context: context, step: stepIndex)
    }

    // I6: a pager pan must be mostly horizontal; its margin is |vx| − |vy| in hundreds of points per second.
    if let began = world.facts.pagerBegan {
      let vx = Double(began.velocity.x), vy = Double(began.velocity.y)
      let margin = began.page == 0 && vx > 0 ? -abs(vx) : abs(vx) - abs(vy)
      misses.record(.pagingGates, margin / 100, context: context, step: stepIndex)
    }

    // I8 (`observeDrag`), whose watch begins with a step's first frame and is off in most frames.
    if world.facts.frameInStep == 0 { beginDrag(world) }
    if watching { observeDrag(world) }
  }

  /// A step begins (index -1: settling): its index, and the vertical drag a `move` makes (what I8's watch needs).
  mutating func begin(step: Step?, index: Int) {
    stepIndex = index
    if case .move(let dx, let dy, let count) = step { move = (dx, dy, count) } else { move = nil }
  }

  /// |Δ| minus what the drivers explain (all of it when they moved the other way or not at all).
  @inline(__always)
  static func unexplained(_ view: SimScrollView) -> Double {
    let delta = view.position - view.frameStartPosition
    let driven = view.driverMotion
    return delta * driven > 0 ? abs(delta) - abs(driven) : abs(delta)
  }

  /// I8: over a vertical `move` on a list while the outer or the list could move that way, the forward motion the
  /// step produced per frame (0 is a swallowed drag). Per frame, not in total: a drag comes closer to being swallowed
  /// as the finger slows down, and slow fingers are where coordinators' tolerances swallow motion. The drags the
  /// checker does not judge (`SwallowedGestureTracker`'s exemptions) are not measured either: a search climbing on
  /// them would reach 0 without ever breaking anything.
  private mutating func observeDrag(_ world: PageWorld) {
    let outer = world.outerView
    forward += max(0, (outer.position - outer.frameStartPosition) * direction)
    if let list = world.listView(at: dragPage) {
      forward += max(0, (list.position - list.frameStartPosition) * direction)
    }
    guard world.facts.isLastFrameOfStep else { return }
    watching = false
    if let velocity = world.finger?.beganVelocity, abs(velocity.y) >= abs(velocity.x) {
      misses.record(.noSwallowedGesture, forward / Double(frames), context: dragContext, step: stepIndex)
    }
  }

  private mutating func beginDrag(_ world: PageWorld) {
    watching = false
    forward = 0
    guard let (dx, dy, count) = move, abs(dy) >= SwallowedGestureTracker.minimumTravel, abs(dy) >= abs(dx),
      let finger = world.finger, case .list(let page) = finger.region, !world.isHeaderOnly
    else { return }
    if pagerDistanceFromPage(world.pager.frameStartPosition, width: world.viewportWidth) > offsetTolerance
      || page != world.facts.visiblePageAtStart
    {
      return
    }
    direction = dy < 0 ? 1 : -1
    frames = max(count, 1)
    dragContext = context
    dragPage = page
    let outer = world.outerView
    if SwallowedGestureTracker.deepInBand(outer, at: outer.frameStartPosition) { return }
    var couldMove = SwallowedGestureTracker.canMove(
      outer, from: outer.frameStartPosition, direction: direction, bounces: outer.frameStartBounces,
      limit: direction > 0 ? world.maxOffsetY : nil)
    if let list = world.listView(at: page) {
      if SwallowedGestureTracker.deepInBand(list, at: list.frameStartPosition) { return }
      couldMove = couldMove
        || SwallowedGestureTracker.canMove(
          list, from: list.frameStartPosition, direction: direction, bounces: list.frameStartBounces, limit: nil)
    }
    watching = couldMove
  }
}
