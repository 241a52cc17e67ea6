// A damped spring pulling a displacement toward 0, advanced one frame at a time by its exact solution.
//
// Both the bounce back from an overscroll and the pager's snap to a page are such springs, with their own
// natural frequency ω and damping ratio ζ (knobs). The linear ODE x'' + 2ζωx' + ω²x = 0 has a closed form for
// every ζ, so one frame is a fixed 2×2 matrix applied to (x, v): exact at any frame rate, no per-frame
// transcendental math, and stable however large the frame.

import Foundation

/// The exact one-frame transition of a damped spring: `(x, v) ← (a·x + b·v, c·x + d·v)`.
public struct DampedSpring: Hashable, Sendable {
  /// Natural frequency ω (rad/s) and damping ratio ζ.
  public let omega: Double
  /// The damping ratio: 1 is critically damped, below 1 the spring swings past its rest.
  public let dampingRatio: Double
  /// Frame length the matrix advances by (s).
  public let frameDuration: Double
  let a: Double, b: Double, c: Double, d: Double

  /// The spring `x'' + 2ζωx' + ω²x = 0` advanced by `dt` seconds per step.
  public init(omega: Double, dampingRatio zeta: Double, frameDuration dt: Double) {
    self.omega = omega
    dampingRatio = zeta
    frameDuration = dt
    let w = omega
    if abs(zeta - 1) < 1e-9 {
      // Critically damped: x(t) = (x0 + (v0 + ωx0)t)e^(−ωt).
      let e = exp(-w * dt)
      (a, b, c, d) = (e * (1 + w * dt), e * dt, -e * w * w * dt, e * (1 - w * dt))
    } else if zeta < 1 {
      // Under-damped: oscillates at ωd = ω√(1 − ζ²) inside an envelope e^(−ζωt).
      let wd = w * (1 - zeta * zeta).squareRoot()
      let e = exp(-zeta * w * dt), cs = cos(wd * dt), sn = sin(wd * dt)
      (a, b, c, d) = (
        e * (cs + zeta * w / wd * sn), e * sn / wd, -e * w * w / wd * sn, e * (cs - zeta * w / wd * sn)
      )
    } else {
      // Over-damped: two real decay rates r1, r2 (both negative).
      let root = w * (zeta * zeta - 1).squareRoot()
      let r1 = -zeta * w + root, r2 = -zeta * w - root
      let e1 = exp(r1 * dt), e2 = exp(r2 * dt), span = r1 - r2
      (a, b, c, d) = (
        (r1 * e2 - r2 * e1) / span, (e1 - e2) / span, r1 * r2 * (e2 - e1) / span, (r1 * e1 - r2 * e2) / span
      )
    }
  }

  /// The spring's state one frame later.
  @inline(__always)
  public func step(displacement x: Double, velocity v: Double) -> (displacement: Double, velocity: Double) {
    (a * x + b * v, c * x + d * v)
  }

  /// The largest displacement the spring can still reach from `(x, v)` if it were undamped from here: a bound
  /// on how far it can still move the view. Below half a pixel, nothing visible is left of the motion.
  @inline(__always)
  public func reach(displacement x: Double, velocity v: Double) -> Double {
    let scaled = v / omega
    return (x * x + scaled * scaled).squareRoot()
  }
}
