// The closed-form physics of a UIKit scroll view, one function per behaviour.
//
// Each formula names its public source. They are pure functions of numbers so the
// tests can check them against the published curves without building a world.

import Foundation

/// Pure scroll physics: rubber band, deceleration, spring-back. All lengths in points, time in seconds.
public enum ScrollPhysics {
  /// The rubber-band constant 0.55, from the reverse-engineered UIScrollView formula
  /// `b = (1 − 1 / (x·c/d + 1))·d` (Grant Paul, "Rubber banding", 2013; also used by Apple's own
  /// `UIScrollView` clones in SwiftUI ports). `x` is the distance dragged past the edge, `d` the bounds size.
  public static let rubberBandCoefficient: Double = 0.55

  /// Visible overscroll for a finger that has pulled `excess` points past the edge of a view `dimension` points tall.
  @inline(__always)
  public static func rubberBand(excess: Double, dimension: Double) -> Double {
    guard dimension > 0, excess > 0 else { return 0 }
    return (1 - 1 / (excess * rubberBandCoefficient / dimension + 1)) * dimension
  }

  /// The inverse of `rubberBand`: how far past the edge the finger must be to show `banded` points of overscroll.
  ///
  /// Incremental dragging needs it: each sample continues from wherever the view now is, which may have been
  /// written by a coordinator, so the finger's virtual position is recovered from the visible one.
  @inline(__always)
  public static func inverseRubberBand(banded: Double, dimension: Double) -> Double {
    guard dimension > 0, banded > 0 else { return 0 }
    let ratio = min(banded / dimension, 0.999_999)
    return ratio / (1 - ratio) * dimension / rubberBandCoefficient
  }

  /// Per-frame velocity factor for a deceleration rate: `v(t) = v0 · rate^(1000 t)` (Apple, WWDC 2018
  /// "Designing Fluid Interfaces": the rate is the velocity multiplier per millisecond).
  @inline(__always)
  public static func decelerationFactor(rate: Double, frameDuration: Double) -> Double {
    pow(rate, 1000 * frameDuration)
  }

  /// Distance covered in one frame by a deceleration that starts the frame at `velocity`:
  /// the integral of `v0 · k^t` over the frame, `v0 (k^dt − 1) / ln k` with `k = rate^1000`.
  @inline(__always)
  public static func decelerationStep(velocity: Double, factor: Double, rate: Double) -> Double {
    velocity * (factor - 1) / (1000 * log(rate))
  }

  /// Total distance a deceleration travels from `velocity` until it stops: `−v0 / (1000 ln rate)`.
  /// WWDC 2018's projection `v0 / 1000 · rate / (1 − rate)` is the same to within 0.1 % for rate 0.998.
  public static func projectedDistance(velocity: Double, rate: Double) -> Double {
    -velocity / (1000 * log(rate))
  }

  /// Speed below which a deceleration stops (points per second).
  public static let stoppingSpeed: Double = 0.5

  /// One frame of a critically damped spring (mass 1, `stiffness` k, damping 2√k) pulling `displacement` toward 0.
  ///
  /// Exact solution `x(t) = (x0 + (v0 + ωx0) t) e^(−ωt)`, ω = √k, so large frames stay stable. UIKit's bounce-back
  /// is commonly modelled this way (stiffness 100 gives the ~0.5 s settle seen on device); the stiffness is a knob.
  @inline(__always)
  public static func springStep(
    displacement x: Double, velocity v: Double, omega: Double, decay: Double, frameDuration dt: Double
  ) -> (displacement: Double, velocity: Double) {
    let c2 = v + omega * x
    return ((x + c2 * dt) * decay, (v - omega * c2 * dt) * decay)
  }
}

/// Constants derived once per world from the knobs, so the per-frame loop does no transcendental math.
public struct PhysicsConstants: Sendable {
  public let frameDuration: Double
  public let pixelScale: Double
  public let springOmega: Double
  public let springDecay: Double
  public let normalFactor: Double
  public let fastFactor: Double
  public let knobs: SimulationKnobs

  public init(knobs: SimulationKnobs) {
    self.knobs = knobs
    frameDuration = knobs.frameDuration
    pixelScale = Double(knobs.pixelScale)
    springOmega = knobs.springStiffness.squareRoot()
    springDecay = exp(-springOmega * frameDuration)
    normalFactor = ScrollPhysics.decelerationFactor(rate: 0.998, frameDuration: frameDuration)
    fastFactor = ScrollPhysics.decelerationFactor(rate: 0.99, frameDuration: frameDuration)
  }

  /// The per-frame velocity factor for `rate`, from the cache for the two system rates.
  @inline(__always)
  func factor(for rate: Double) -> Double {
    if rate == 0.998 { return normalFactor }
    if rate == 0.99 { return fastFactor }
    return ScrollPhysics.decelerationFactor(rate: rate, frameDuration: frameDuration)
  }
}
