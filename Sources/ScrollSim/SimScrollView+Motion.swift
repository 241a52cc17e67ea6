// What a simulated scroll view does in one frame without a finger: momentum, bounce,
// page snapping and animations, each ending with the delegate callback UIKit sends.

import Foundation

extension SimScrollView {
  /// Advances the view's own motion by one frame.
  public func tick() {
    switch motion {
    case .idle, .dragging: return
    case .decelerating(let velocity): decelerate(velocity)
    case .bouncing(let velocity): bounce(velocity)
    case .snapping(let target, let velocity): snap(target, velocity)
    case .animating(let from, let to, let elapsed, let toTop): animate(from, to, elapsed + physics.frameDuration, toTop)
    }
  }

  /// `v(t) = v0 · rate^(1000 t)`. Reaching an edge hands the remaining velocity to the bounce spring when the
  /// view can bounce; otherwise the view stops at the edge with its velocity zeroed.
  private func decelerate(_ velocity: Double) {
    let rate = Double(decelerationRate.rawValue)
    let factor = physics.factor(for: rate)
    let base = driverBase
    let next = base + ScrollPhysics.decelerationStep(velocity: velocity, factor: factor, rate: rate)
    let newVelocity = velocity * factor
    let low = minPosition, high = maxPosition
    if next < low || next > high {
      if canBounce {
        motion = .bouncing(velocity: newVelocity)
        drive(to: next)
      } else {
        motion = .idle
        drive(to: next < low ? low : high)
        delegate?.scrollViewDidEndDecelerating(self)
      }
      return
    }
    if abs(newVelocity) < ScrollPhysics.stoppingSpeed {
      motion = .idle
      drive(to: next)
      delegate?.scrollViewDidEndDecelerating(self)
    } else {
      motion = .decelerating(velocity: newVelocity)
      drive(to: next)
    }
  }

  /// The critically damped spring back to the nearest edge. A bounce exists only while the view is overscrolled:
  /// if a write (or the spring) brings it back inside its range, the bounce is over.
  private func bounce(_ velocity: Double) {
    let base = driverBase
    let low = minPosition, high = maxPosition
    let edge = base < low ? low : (base > high ? high : base)
    if edge == base && (velocity == 0 || (base <= low && velocity >= 0) || (base >= high && velocity <= 0) || (low < base && base < high)) {
      finishBounceAtEdge()
      return
    }
    let step = ScrollPhysics.springStep(
      displacement: base - edge, velocity: velocity, omega: physics.springOmega, decay: physics.springDecay,
      frameDuration: physics.frameDuration)
    if settled(step.displacement, step.velocity) || crossedIntoRange(edge: edge, low: low, from: base - edge, to: step.displacement) {
      motion = .idle
      drive(to: edge)
      delegate?.scrollViewDidEndDecelerating(self)
    } else {
      motion = .bouncing(velocity: step.velocity)
      drive(to: edge + step.displacement)
    }
  }

  /// A paging view springs to its target page, then reports the end of deceleration (the page settles).
  private func snap(_ target: Double, _ velocity: Double) {
    let base = driverBase
    let step = ScrollPhysics.springStep(
      displacement: base - target, velocity: velocity, omega: physics.springOmega, decay: physics.springDecay,
      frameDuration: physics.frameDuration)
    if settled(step.displacement, step.velocity) {
      motion = .idle
      drive(to: target)
      delegate?.scrollViewDidEndDecelerating(self)
    } else {
      motion = .snapping(target: target, velocity: step.velocity)
      drive(to: target + step.displacement)
    }
  }

  /// Constant-velocity interpolation from `from` to `to` over the `animationDuration` knob.
  private func animate(_ from: CGPoint, _ to: CGPoint, _ elapsed: Double, _ toTop: Bool) {
    let t = min(elapsed / physics.knobs.animationDuration, 1)
    let x = Double(from.x) + (Double(to.x) - Double(from.x)) * t
    let y = Double(from.y) + (Double(to.y) - Double(from.y)) * t
    let done = t >= 1
    motion = done ? .idle : .animating(from: from, to: to, elapsed: elapsed, toTop: toTop)
    let before = position
    write(x: x, y: y)
    driverMotion += position - before
    exactRounded = .nan
    // UIKit ends a status-bar scroll with `scrollViewDidScrollToTop`, any other animation with `…DidEndScrollingAnimation`.
    if done { if toTop { delegate?.scrollViewDidScrollToTop(self) } else { delegate?.scrollViewDidEndScrollingAnimation(self) } }
  }

  /// Starts the status-bar scroll-to-top animation (UIKit animates to `-adjustedContentInset.top`).
  public func scrollToTop() {
    let target = axis == .vertical ? CGPoint(x: offsetX, y: minPosition) : CGPoint(x: minPosition, y: offsetY)
    guard target != contentOffset else { return }
    motion = .animating(from: contentOffset, to: target, elapsed: 0, toTop: true)
  }

  /// Ends a bounce at the nearest edge (used when `bounces` is switched off mid-bounce with the knob on).
  func finishBounceAtEdge() {
    let base = driverBase
    motion = .idle
    drive(to: min(max(base, minPosition), maxPosition))
    delegate?.scrollViewDidEndDecelerating(self)
  }

  /// Within half a device pixel and nearly still: the spring has visibly come to rest.
  private func settled(_ displacement: Double, _ velocity: Double) -> Bool {
    abs(displacement) < 0.5 / physics.pixelScale && abs(velocity) < 10
  }

  /// Whether a spring step moved the view from outside its range to inside it (the bounce is over).
  private func crossedIntoRange(edge: Double, low: Double, from: Double, to: Double) -> Bool {
    edge == low ? (from < 0 && to >= 0) : (from > 0 && to <= 0)
  }
}
