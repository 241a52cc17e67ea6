// UIResponder: the chain a view hands events along (`next`), and the touch methods views and gesture recognizers
// receive. In UIKit every responder is an NSObject; here too, so `isKind(of:)`, `isEqual` and `hash` behave alike.

/// `UIResponder`.
@MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }

  /// The next responder: a view's superview or its view controller (UIKit's rule), `nil` at the end of the chain.
  open var next: UIResponder? { nil }

  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }
  open var isFirstResponder: Bool { UIKitSimulation.current.firstResponder === self }

  /// Becomes the first responder when `canBecomeFirstResponder` (inert otherwise: the simulation has no keyboard).
  @discardableResult open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    UIKitSimulation.current.firstResponder = self
    return true
  }

  @discardableResult open func resignFirstResponder() -> Bool {
    if UIKitSimulation.current.firstResponder === self { UIKitSimulation.current.firstResponder = nil }
    return true
  }

  // Touches reach the hit view (and travel up the chain when it does not handle them), as in UIKit (Apple,
  // `touchesBegan(_:with:)`: "The default implementation of this method forwards the message up the responder chain").
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
