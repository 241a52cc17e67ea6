// Where the simulated finger and the status bar enter a page: the host plays touch steps and status-bar taps through
// these (package) entry points, and the window does what UIKit's event delivery does with them.

extension UIWindow {
  /// A finger lands at `point` (window coordinates): the hit view and every recognizer that sees the touch get
  /// `touchesBegan`. Returns the hit view (`nil`: nothing under the finger takes touches).
  @discardableResult
  package func simulateTouchDown(at point: CGPoint) -> UIView? {
    if touchTracking != nil { simulateTouchCancel() }
    let tracking = TouchTracking(window: self, at: point, time: UIKitSimulation.current.time)
    touchTracking = tracking
    tracking.begin()
    return tracking.hitView
  }

  /// The finger moves by `delta` at `velocity` (points per second); the first movement decides who recognizes.
  package func simulateTouchMove(by delta: CGPoint, velocity: CGPoint) {
    touchTracking?.move(by: delta, velocity: velocity, time: UIKitSimulation.current.time)
  }

  /// The finger lifts with `velocity` (points per second).
  package func simulateTouchUp(velocity: CGPoint) {
    guard let tracking = touchTracking else { return }
    touchTracking = nil
    tracking.end(velocity: velocity, time: UIKitSimulation.current.time)
  }

  /// The system cancels the touch.
  package func simulateTouchCancel() {
    guard let tracking = touchTracking else { return }
    touchTracking = nil
    tracking.cancel()
  }

  /// The recognizers that have begun for the current touch (empty without one).
  package var recognizersOfCurrentTouch: [UIGestureRecognizer] { touchTracking?.active ?? [] }

  /// Whether a finger is down.
  package var hasTouch: Bool { touchTracking != nil }

  /// A tap on the status bar: UIKit scrolls to its top the one scroll view on screen that has `scrollsToTop` on, and
  /// does nothing when there are several or none (Apple, `scrollsToTop`: "the scroll-to-top gesture … if there is more
  /// than one scroll view on-screen with scrollsToTop set to true, none of them scrolls to the top"). A view under the
  /// finger is left alone (the page world's assumption, docs/fidelity.md). Returns the view chosen, or `nil`.
  @discardableResult
  package func simulateStatusBarTap() -> UIScrollView? {
    let candidates = UIKitSimulation.current.scrollViewsByDepth.filter { view in
      view._window === self && view.scrollsToTop && view.isVisibleOnScreen
    }
    guard candidates.count == 1, let chosen = candidates.first else { return nil }
    guard !chosen.isTracking else { return chosen }
    chosen.scrollToTopForStatusBarTap()
    return chosen
  }
}

extension UIView {
  /// Whether some of the view shows in its window: not hidden (nor any ancestor), inside the window's bounds and
  /// inside every clipping ancestor's.
  var isVisibleOnScreen: Bool {
    guard let window = _window else { return false }
    var visible = frameInWindow.intersection(window.bounds)
    var view: UIView? = self
    while let current = view {
      if current.isHidden || current.alpha < 0.01 { return false }
      if current !== self, current.clipsToBounds { visible = visible.intersection(current.frameInWindow) }
      view = current._superview
    }
    return !visible.isNull && visible.width > 0.5 && visible.height > 0.5
  }
}
