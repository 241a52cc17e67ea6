// What moves a simulated scroll view between frames, and that motion's phase as one byte.

import Foundation

/// What moves a scroll view between frames.
enum ScrollMotion: Equatable {
  /// At rest, or held by a finger that has not started a pan.
  case idle
  /// Following the finger.
  case dragging
  /// Momentum after a lift, in points per second along the axis (positive: offset increasing).
  case decelerating(velocity: Double)
  /// Springing back to the nearest edge after an overscroll.
  case bouncing(velocity: Double)
  /// A paging view springing to the page offset `target`.
  case snapping(target: Double, velocity: Double)
  /// `setContentOffset(_:animated: true)` or scroll-to-top.
  case animating(OffsetAnimation)
}

/// A running `setContentOffset(_:animated: true)` or status-bar scroll-to-top.
struct OffsetAnimation: Equatable {
  var from: CGPoint
  var to: CGPoint
  /// Seconds since the animation started.
  var elapsed: Double = 0
  /// Whether it is a scroll-to-top (which ends the same way; kept for traces and tests).
  var toTop: Bool = false
  /// Momentum the animated set did not stop (knob `animatedSetStopsDeceleration` off): velocity along the axis, pt/s.
  var momentum: Double = 0
  /// How far that momentum has carried the view off the animation's path so far (points along the axis).
  var drift: Double = 0
  /// The animation's own duration in seconds (a keyboard's 0.25 s); 0: the `animationDuration` knob's.
  var duration: Double = 0
  /// The animation's own curve (a keyboard's); `nil`: the `animationCurve` knob's.
  var curve: AnimationCurve? = nil
}

/// The case of a `ScrollMotion` without its payload, stored beside it.
///
/// The per-frame questions (is the view moving? dragged?) look only at the case. Asked of `ScrollMotion` itself, whose
/// `animating` payload is eight words, they loaded and compared all eight (about 20 instructions per view per frame,
/// callgrind); asked of this byte they are one comparison. The raw values are `motionCode`'s.
@usableFromInline
enum MotionPhase: UInt8 {
  case idle = 0, dragging, decelerating, bouncing, snapping, animating

  @inline(__always)
  init(_ motion: ScrollMotion) {
    switch motion {
    case .idle: self = .idle
    case .dragging: self = .dragging
    case .decelerating: self = .decelerating
    case .bouncing: self = .bouncing
    case .snapping: self = .snapping
    case .animating: self = .animating
    }
  }

  /// Whether the view moves by itself in the next frame (momentum, bounce, paging, animation).
  @inlinable var movesByItself: Bool { rawValue >= MotionPhase.decelerating.rawValue }
}
