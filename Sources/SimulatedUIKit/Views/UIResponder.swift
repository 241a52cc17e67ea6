// UIResponder: the chain a view hands events along (`next`), and the touch methods views and gesture recognizers
// receive. In UIKit every responder is an NSObject; here too, so `isKind(of:)`, `isEqual` and `hash` behave alike.

/// `UIResponder`.
@MainActor
open class UIResponder: NSObject {
  /// A responder with nothing after it in the chain.
  public override init() { super.init() }

  /// The next responder: a view's superview or its view controller (UIKit's rule), `nil` at the end of the chain.
  open var next: UIResponder? { nil }

  /// Whether this responder may become the first responder; false unless a subclass says otherwise.
  open var canBecomeFirstResponder: Bool { false }
  /// Whether this responder gives up first-responder status when asked; true by default.
  open var canResignFirstResponder: Bool { true }
  /// Whether this responder is the current first responder.
  /// Recorded by the simulation: no keyboard or text input follows from it.
  open var isFirstResponder: Bool { UIKitSimulation.current.firstResponder === self }

  /// Becomes the first responder when `canBecomeFirstResponder` (inert otherwise: the simulation has no keyboard).
  @discardableResult open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    UIKitSimulation.current.firstResponder = self
    return true
  }

  /// Gives up first-responder status; answers whether it did (always, here).
  @discardableResult open func resignFirstResponder() -> Bool {
    if UIKitSimulation.current.firstResponder === self { UIKitSimulation.current.firstResponder = nil }
    return true
  }

  // Touches reach the hit view (and travel up the chain when it does not handle them), as in UIKit (Apple,
  // `touchesBegan(_:with:)`: "The default implementation of this method forwards the message up the responder chain").
  /// A finger touched down in the view: forwarded up the responder chain by default.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  /// A finger moved: forwarded up the responder chain by default.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  /// A finger lifted: forwarded up the responder chain by default.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  /// The touch was taken away (a recognizer began, or the view left the window): forwarded up the chain by default.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
