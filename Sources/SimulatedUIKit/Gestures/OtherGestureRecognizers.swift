// The other recognizers UIKit code creates, with the part of their behaviour a single simulated finger can show: a
// tap recognizes when the finger lifts without moving; a long press, a pinch and a swipe never recognize (the
// simulation has no timed holds, no second finger and no swipe speed rule; docs/uikit.md). A long press fails once the
// finger moves past `allowableMovement` (Apple: "The maximum movement of the fingers on the view before the gesture
// fails"). A screen-edge pan needs a touch that starts within 20 pt of its edge (Apple: it "looks for panning
// (dragging) gestures that start near an edge of the screen"; the 20 pt is the simulation's modelled assumption).

/// `UITapGestureRecognizer`: recognizes when the touch ends without having moved.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture; one by default.
  /// More than one never recognizes in the simulation (`tapCount` is always 1).
  open var numberOfTapsRequired: Int = 1
  /// How many fingers must tap; the simulation has one.
  open var numberOfTouchesRequired: Int = 1

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, touchLocation != touchStart { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = numberOfTapsRequired == 1 ? .ended : .failed }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }
}

/// `UILongPressGestureRecognizer`: never recognizes in the simulation (no timed holds).
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the finger must stay down, in seconds.
  /// Stored only: a long press never recognizes in the simulation.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How many fingers must press; the simulation has one.
  open var numberOfTouchesRequired: Int = 1
  /// How many taps must come before the press.
  /// Stored only: a long press never recognizes in the simulation.
  open var numberOfTapsRequired: Int = 0
  /// How far the finger may move, in points, before the gesture fails.
  open var allowableMovement: CGFloat = 10

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, hypot(touchLocation.x - touchStart.x, touchLocation.y - touchStart.y) > allowableMovement {
      state = .failed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { if state == .possible { state = .failed } }
}

/// `UIPinchGestureRecognizer`: never recognizes (one finger).
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch since it began.
  /// Stays 1 in the simulation: a pinch never recognizes.
  open var scale: CGFloat = 1
  /// The rate the scale changes, per second: zero in the simulation.
  open var velocity: CGFloat { 0 }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { if state == .possible { state = .failed } }
}

/// `UISwipeGestureRecognizer`: never recognizes (no swipe speed rule is simulated).
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A swipe to the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// A swipe to the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// A swipe upward.
    public static let up = Direction(rawValue: 1 << 2)
    /// A swipe downward.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions the swipe is recognized in; right by default.
  /// Stored only: a swipe never recognizes in the simulation.
  open var direction: Direction = .right
  /// How many fingers must swipe; the simulation has one.
  open var numberOfTouchesRequired: Int = 1
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { if state == .possible { state = .failed } }
}
