// The closed-form physics of a UIKit scroll view, one function per behaviour.
//
// Each formula names its public source. They are pure functions of numbers so the
// tests can check them against the published curves without building a world.

import Foundation

/// Pure scroll physics: rubber band, deceleration, spring-back. All lengths in points, time in seconds.
public enum ScrollPhysics {
  /// The rubber-band constant 0.55, from the reverse-engineered UIScrollView formula
  /// `b = (1 − 1 / (x·c/d + 1))·d` that Grant Paul (@chpwn) published in 2013 (quoted with worked values in
  /// gist.github.com/dlindenkreuz/9a0af7809cb8ac7a7ad92d4a587a9e55; the same constant is the default of
  /// github.com/super-ultra/ScrollMechanics' `RubberBand`). `x` is the distance dragged past the edge, `d` the bounds size.
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
  /// "Designing Fluid Interfaces", session 803: the rate is the velocity multiplier per millisecond).
  @inline(__always)
  public static func decelerationFactor(rate: Double, frameDuration: Double) -> Double {
    pow(rate, 1000 * frameDuration)
  }

  /// Distance still to travel for a deceleration moving at `velocity` (pt/s): WWDC 2018's projection
  /// `v / 1000 · rate / (1 − rate)`.
  ///
  /// The projection is the sum of UIKit's per-millisecond steps (each millisecond the velocity is multiplied by
  /// `rate`, then the offset moves by it), so the simulation uses it as the law of motion: the remaining distance
  /// after `t` seconds is the projection of `v0 · rate^(1000 t)`. That is exact at every whole millisecond, a smooth
  /// interpolation between them, and makes the total travel equal to the projection at any frame rate.
  @inline(__always)
  public static func projectedDistance(velocity: Double, rate: Double) -> Double {
    velocity / 1000 * rate / (1 - rate)
  }

  /// Distance covered in one frame by a deceleration that starts the frame at `velocity` and ends it at
  /// `velocity · factor`: the drop in the remaining (projected) distance.
  @inline(__always)
  public static func decelerationStep(velocity: Double, factor: Double, rate: Double) -> Double {
    projectedDistance(velocity: velocity * (1 - factor), rate: rate)
  }

  /// Whether a deceleration whose remaining distance is `remaining` points is over: less than half a device pixel
  /// is left, so no further frame could move the view by a visible pixel.
  @inline(__always)
  public static func decelerationIsOver(remaining: Double, pixelScale: Double) -> Bool {
    abs(remaining) < 0.5 / pixelScale
  }

  /// The release velocity of content that a finger pulls `excess` points past an edge of a view `dimension` points
  /// tall: the finger's velocity times the band's slope `db/dx = c / (x·c/d + 1)²` (at most 0.55, at the edge).
  /// UIScrollView hands the content's velocity, not the finger's, to the spring on release.
  @inline(__always)
  public static func bandedVelocity(_ fingerVelocity: Double, excess: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return fingerVelocity }
    let stretch = max(excess, 0) * rubberBandCoefficient / dimension + 1
    return fingerVelocity * rubberBandCoefficient / (stretch * stretch)
  }
}

/// Constants derived once per world from the knobs, so the per-frame loop does no transcendental math.
public struct PhysicsConstants: Sendable {
  /// Seconds per frame (1/120 or 1/60).
  public let frameDuration: Double
  /// Device pixels per point (1, 2 or 3).
  public let pixelScale: Double
  /// How ties between two pixels are rounded (knob `pixelRoundingTies`).
  public var roundingRule: FloatingPointRoundingRule { tiesToEven ? .toNearestOrEven : .toNearestOrAwayFromZero }
  /// The tie rule as a flag. `FloatingPointRoundingRule` is a resilient standard-library enum: stored here, it gave
  /// this struct, and every class holding one (`SimScrollView`, `PageWorld`), a layout known only at run time, so each
  /// field read went through offsets loaded from memory and each copy through value witnesses.
  public let tiesToEven: Bool
  /// The bounce back from an overscroll (knobs `springStiffness`, `springDampingRatio`).
  public let bounceSpring: DampedSpring
  /// The pager's snap to its page (knobs `pagingSpringFrequency`, `pagingDampingRatio`).
  public let pagingSpring: DampedSpring
  /// The per-frame velocity factor of the `.normal` deceleration rate.
  public let normalFactor: Double
  /// The per-frame velocity factor of the `.fast` deceleration rate.
  public let fastFactor: Double
  /// The knobs the constants were derived from.
  public let knobs: SimulationKnobs

  /// The constants for `knobs`.
  public init(knobs: SimulationKnobs) {
    self.knobs = knobs
    frameDuration = knobs.frameDuration
    pixelScale = Double(knobs.pixelScale)
    tiesToEven = knobs.pixelRoundingTies == .toEven
    bounceSpring = DampedSpring(
      omega: knobs.springStiffness.squareRoot(), dampingRatio: knobs.springDampingRatio, frameDuration: frameDuration)
    pagingSpring = DampedSpring(
      omega: knobs.pagingSpringFrequency, dampingRatio: knobs.pagingDampingRatio, frameDuration: frameDuration)
    normalFactor = ScrollPhysics.decelerationFactor(rate: 0.998, frameDuration: frameDuration)
    fastFactor = ScrollPhysics.decelerationFactor(rate: 0.99, frameDuration: frameDuration)
  }

  /// Half a device pixel in points: motion smaller than this cannot show.
  @inline(__always)
  public var halfPixel: Double { 0.5 / pixelScale }

  /// The per-frame velocity factor for `rate`, from the cache for the two system rates.
  @inline(__always)
  func factor(for rate: Double) -> Double {
    if rate == 0.998 { return normalFactor }
    if rate == 0.99 { return fastFactor }
    return ScrollPhysics.decelerationFactor(rate: rate, frameDuration: frameDuration)
  }
}
