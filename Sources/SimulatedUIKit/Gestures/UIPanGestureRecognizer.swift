// UIPanGestureRecognizer: a continuous recognizer that begins on the finger's first movement (UIKit's ~10 pt
// hysteresis delays the same deltas without changing them: the simulation's modelled assumption, docs/fidelity.md),
// reports the translation since it began, and the finger's velocity (Apple, `UIPanGestureRecognizer`:
// `translation(in:)`, `setTranslation(_:in:)`, `velocity(in:)` in points per second).

/// `UIPanGestureRecognizer`.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Added to the finger's displacement (`setTranslation(_:in:)`).
  var translationBase: CGPoint = .zero
  /// The finger's velocity in points per second: the last movement's rate, or the release velocity once lifted.
  var fingerVelocity: CGPoint = .zero

  /// The fewest fingers that may pan; one by default.
  open var minimumNumberOfTouches: Int = 1
  /// The most fingers that may pan; any number by default (the simulation has one).
  open var maximumNumberOfTouches: Int = Int.max
  /// Which trackpad and mouse-wheel scrolls the recognizer takes.
  /// Stored only: the simulation has no pointer input.
  open var allowedScrollTypesMask: UIScrollTypeMask = []

  /// The finger's displacement since the pan began (or since the last `setTranslation`), plus the set value.
  open func translation(in view: UIView?) -> CGPoint {
    CGPoint(x: touchLocation.x - touchStart.x + translationBase.x, y: touchLocation.y - touchStart.y + translationBase.y)
  }

  /// Restarts the translation from `translation`, as measured from the finger's place now.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    touchStart = touchLocation
    translationBase = translation
  }

  /// The finger's velocity, points per second (the same in every view: the simulation has no transforms).
  open func velocity(in view: UIView?) -> CGPoint { fingerVelocity }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible: state = .began
    case .began, .changed: state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .began, .changed: state = .cancelled
    case .possible: state = .failed
    default: break
    }
  }

  open override func reset() {
    translationBase = .zero
    fingerVelocity = .zero
  }
}

/// `UIScrollTypeMask`.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Scrolls in steps, as from a mouse wheel.
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
  /// Smooth scrolls, as from a trackpad.
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
  /// Both kinds of scroll.
  public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// `UIScreenEdgePanGestureRecognizer`: begins only on a touch that starts within 20 pt of one of its `edges`.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges of the screen a touch must start near to begin the pan.
  open var edges: UIRectEdge = []

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible {
      let bounds = view?.window?.bounds ?? .zero
      let near =
        (edges.contains(.left) && touchStart.x < 20) || (edges.contains(.right) && touchStart.x > bounds.width - 20)
        || (edges.contains(.top) && touchStart.y < 20) || (edges.contains(.bottom) && touchStart.y > bounds.height - 20)
      guard near else {
        state = .failed
        return
      }
    }
    super.touchesMoved(touches, with: event)
  }
}

/// Whether a movement is mostly horizontal, as the page world decides it (`abs(dx) > abs(dy)`), with positions'
/// rounding forgiven: a translation is a difference of two window positions, so a 45° move from y = 508 can come out
/// a few ulps longer vertically than horizontally, where the page world, summing the same per-frame deltas, sees a tie.
package func isMostlyHorizontal(dx: CGFloat, dy: CGFloat) -> Bool {
  let scale = max(abs(dx), abs(dy), 1)
  return abs(dx) - abs(dy) > scale * 1e-9
}
