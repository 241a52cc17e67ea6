// What a simulated scroll view does in one frame without a finger: momentum, bounce,
// page snapping and animations, each ending with the delegate callback UIKit sends.
// The laws and their sources are in `ScrollPhysics` and `DampedSpring`; docs/fidelity.md tabulates them.

import Foundation

extension SimScrollView {
  /// Advances the view's own motion by one frame.
  public func tick() {
    switch motion {
    case .idle, .dragging: return
    case .decelerating(let velocity): decelerate(velocity)
    case .bouncing(let velocity): bounce(velocity)
    case .snapping(let target, let velocity): snap(target, velocity)
    case .animating(let animation): animate(animation)
    }
  }

  /// The deceleration rate in use, kept inside (0, 1) so a custom rate cannot divide by zero.
  var effectiveDecelerationRate: Double { min(max(Double(decelerationRate.rawValue), 0.5), 0.999_99) }

  /// Momentum: the remaining distance is WWDC 2018's projection of the current velocity, and the velocity decays
  /// by `rate` per millisecond, so the view travels exactly `v0/1000 · rate/(1 − rate)` in total. It ends (with
  /// `scrollViewDidEndDecelerating`) once less than half a device pixel is left, landing on the projected point.
  /// Reaching an edge hands the remaining velocity to the bounce spring when the view can bounce; otherwise the view
  /// stops at the edge with its velocity zeroed.
  private func decelerate(_ velocity: Double) {
    let rate = effectiveDecelerationRate
    let factor = physics.factor(for: rate)
    let base = driverBase
    let newVelocity = velocity * factor
    let remaining = ScrollPhysics.projectedDistance(velocity: newVelocity, rate: rate)
    let over = ScrollPhysics.decelerationIsOver(remaining: remaining, pixelScale: physics.pixelScale)
    let next = base + ScrollPhysics.decelerationStep(velocity: velocity, factor: factor, rate: rate) + (over ? remaining : 0)
    let low = minPosition, high = maxPosition
    if next < low || next > high {
      if canBounce(low: low, high: high) {
        motion = .bouncing(velocity: over ? 0 : newVelocity)
        drive(to: next)
      } else {
        motion = .idle
        drive(to: next < low ? low : high)
        tellDidEndDecelerating()
      }
      return
    }
    if over {
      motion = .idle
      drive(to: next)
      tellDidEndDecelerating()
    } else {
      motion = .decelerating(velocity: newVelocity)
      drive(to: next)
    }
  }

  /// The damped spring back to the nearest edge (knobs `springStiffness`, `springDampingRatio`). A bounce exists only
  /// while the view is overscrolled: if a write (or the spring) brings it back inside its range, the bounce is over.
  private func bounce(_ velocity: Double) {
    let base = driverBase
    let low = minPosition, high = maxPosition
    let edge = base < low ? low : (base > high ? high : base)
    if edge == base && (velocity == 0 || (base <= low && velocity >= 0) || (base >= high && velocity <= 0) || (low < base && base < high)) {
      finishBounceAtEdge()
      return
    }
    let spring = physics.bounceSpring
    let step = spring.step(displacement: base - edge, velocity: velocity)
    if settled(spring, step.displacement, step.velocity)
      || crossedIntoRange(edge: edge, low: low, from: base - edge, to: step.displacement)
    {
      motion = .idle
      drive(to: edge)
      tellDidEndDecelerating()
    } else {
      motion = .bouncing(velocity: step.velocity)
      drive(to: edge + step.displacement)
    }
  }

  /// A paging view springs to its target page with the pager's own spring (knobs `pagingSpringFrequency`,
  /// `pagingDampingRatio`: UIKit's paging pull and friction), then reports the end of deceleration (the page settles).
  /// Under-damped, it swings slightly past the page and back, as UIKit's pager does after a fast flick.
  private func snap(_ target: Double, _ velocity: Double) {
    let base = driverBase
    let spring = physics.pagingSpring
    let step = spring.step(displacement: base - target, velocity: velocity)
    if settled(spring, step.displacement, step.velocity) {
      motion = .idle
      drive(to: target)
      tellDidEndDecelerating()
    } else {
      motion = .snapping(target: target, velocity: step.velocity)
      drive(to: target + step.displacement)
    }
  }

  /// Interpolation from `from` to `to` over the `animationDuration` knob along the `animationCurve` knob, displaced by
  /// any momentum the animated set did not stop. A momentum still running when the animation ends carries on as a
  /// deceleration; the animation ends with `scrollViewDidEndScrollingAnimation`.
  private func animate(_ running: OffsetAnimation) {
    var animation = running
    animation.elapsed += physics.frameDuration
    let duration = animation.duration > 0 ? animation.duration : physics.knobs.animationDuration
    let t = min(animation.elapsed / duration, 1)
    let progress = Self.animationProgress(t, curve: animation.curve ?? physics.knobs.animationCurve)
    if animation.momentum != 0 { carryMomentum(&animation) }
    let driftX = axis == .horizontal ? animation.drift : 0, driftY = axis == .vertical ? animation.drift : 0
    let x = Double(animation.from.x) + (Double(animation.to.x) - Double(animation.from.x)) * progress + driftX
    let y = Double(animation.from.y) + (Double(animation.to.y) - Double(animation.from.y)) * progress + driftY
    let done = t >= 1
    if done {
      motion = animation.momentum != 0 ? .decelerating(velocity: animation.momentum) : .idle
    } else {
      motion = .animating(animation)
    }
    let before = position
    if done && animation.drift == 0 {
      writeFromCode(x: x, y: y)  // lands exactly on the target the app asked for
    } else {
      write(x: x, y: y)
    }
    driverMotion += position - before
    exactRounded = .nan
    if done { tellAnimationEnded(animation) }
  }

  /// One frame of momentum carried through an animation: the same law as `decelerate`, accumulated as drift.
  private func carryMomentum(_ animation: inout OffsetAnimation) {
    let rate = effectiveDecelerationRate
    let factor = physics.factor(for: rate)
    animation.drift += ScrollPhysics.decelerationStep(velocity: animation.momentum, factor: factor, rate: rate)
    animation.momentum *= factor
    let remaining = ScrollPhysics.projectedDistance(velocity: animation.momentum, rate: rate)
    if ScrollPhysics.decelerationIsOver(remaining: remaining, pixelScale: physics.pixelScale) {
      animation.drift += remaining
      animation.momentum = 0
    }
  }

  /// The fraction of the way an animation is at time fraction `t`: linear, or a smoothstep ease-in-out.
  static func animationProgress(_ t: Double, curve: AnimationCurve) -> Double {
    switch curve {
    case .linear: t
    case .easeInOut: t * t * (3 - 2 * t)
    }
  }

  /// Starts the status-bar scroll-to-top animation (UIKit animates to `-adjustedContentInset.top`). An animation
  /// already running ends first, reported as ended (knob `codeStopEndsAnimation`): UIKit 26.1's `_scrollToTopIfPossible:`
  /// calls `_clearContentOffsetAnimation` before it marks the scroll as a scroll to the top and starts it.
  public func scrollToTop() {
    let target = axis == .vertical ? CGPoint(x: offsetX, y: minPosition) : CGPoint(x: minPosition, y: offsetY)
    guard target != contentOffset else { return }
    stopAnimationFromCode()
    motion = .animating(OffsetAnimation(from: contentOffset, to: target, toTop: true))
  }

  /// Ends a bounce at the nearest edge (used when `bounces` is switched off mid-bounce with the knob on).
  func finishBounceAtEdge() {
    let base = driverBase
    motion = .idle
    drive(to: min(max(base, minPosition), maxPosition))
    tellDidEndDecelerating()
  }

  /// The spring can no longer move the view by half a device pixel (`DampedSpring.reach`): it has visibly come to rest.
  private func settled(_ spring: DampedSpring, _ displacement: Double, _ velocity: Double) -> Bool {
    spring.reach(displacement: displacement, velocity: velocity) < physics.halfPixel
  }

  /// Whether a spring step moved the view from outside its range to inside it (the bounce is over).
  private func crossedIntoRange(edge: Double, low: Double, from: Double, to: Double) -> Bool {
    edge == low ? (from < 0 && to >= 0) : (from > 0 && to <= 0)
  }
}
