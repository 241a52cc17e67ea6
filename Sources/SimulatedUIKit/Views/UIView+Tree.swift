// How the view tree changes: a view joining a superview or leaving it, and the window its subtree is in following
// it. The public entry points (`insertSubview`, `removeFromSuperview`) and the overridable callbacks are declared in
// `UIView.swift`, since Swift lets a subclass override only what the class body declares; the mechanics live here.

extension UIView {
  /// `insertSubview(_:at:)`: takes `view` from its old superview and adds it at `index`, back to front, with the move
  /// callbacks in UIKit's order; adding a subview again only moves it.
  func attachSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    if view._superview === self, let current = _subviews.firstIndex(where: { $0 === view }) {
      // Re-adding moves the view in front (UIKit's behaviour for addSubview of an existing subview).
      _subviews.remove(at: current)
      _subviews.insert(view, at: min(max(index, 0), _subviews.count))
      return
    }
    let newWindow = _window
    let windowChanges = view._window !== newWindow
    view.willMove(toSuperview: self)
    if windowChanges { view.propagateWillMove(toWindow: newWindow) }
    view.detachFromSuperview()
    _subviews.insert(view, at: min(max(index, 0), _subviews.count))
    view._superview = self
    if !view.translatesAutoresizingMaskIntoConstraints { _mayPlaceSubviewsByConstraints = true }
    if windowChanges { view.propagateWindow(newWindow) }
    didAddSubview(view)
    view.didMoveToSuperview()
    if windowChanges { view.propagateDidMoveToWindow() }
    view.setNeedsLayout()
    setNeedsLayout()
    treeDidChange(moved: view)
  }

  /// `removeFromSuperview()`: the view leaves its superview and its window, with the callbacks in UIKit's order.
  func detachWithCallbacks() {
    guard let superview = _superview else { return }
    let windowChanges = _window != nil
    // The view under the finger leaving the window: the knob removedTouchViewCancelsTouch says what the touch does.
    if let tracking = _window?.touchTracking, let hit = tracking.hitView, hit.isDescendant(of: self) {
      tracking.touchedViewLeaves(self)
    }
    // UIKit's order for a view leaving a window, as logged on device in public write-ups of the view life cycle
    // (e-com-net.com/article/5357521.htm, 39.103.169.235/p/681053cc48fd): willMoveToSuperview, willMoveToWindow,
    // didMoveToWindow, didMoveToSuperview.
    willMove(toSuperview: nil)
    if windowChanges { propagateWillMove(toWindow: nil) }
    superview.willRemoveSubview(self)
    detachFromSuperview()
    if windowChanges {
      propagateWindow(nil)
      propagateDidMoveToWindow()
    }
    didMoveToSuperview()
    superview.setNeedsLayout()
    superview.treeDidChange(moved: self)
  }

  /// Takes the view out of its superview's list without the callbacks (they are the callers' part).
  func detachFromSuperview() {
    guard let superview = _superview else { return }
    superview.dropConstraints(referringToSubtreeOf: self)
    if let index = superview._subviews.firstIndex(where: { $0 === self }) { superview._subviews.remove(at: index) }
    _superview = nil
  }

  /// `willMove(toWindow:)` down the subtree, each view's controller first.
  func propagateWillMove(toWindow window: UIWindow?) {
    _viewController?.viewWillMoveToWindow(window)
    willMove(toWindow: window)
    for subview in _subviews { subview.propagateWillMove(toWindow: window) }
  }

  /// The new window, set down the subtree before any `didMoveToWindow`, so each callback sees the whole tree moved.
  func propagateWindow(_ window: UIWindow?) {
    let old = _window
    _window = window
    windowDidChange(from: old)
    for subview in _subviews { subview.propagateWindow(window) }
  }

  /// `didMoveToWindow()` down the subtree, after each view's safe area is computed for its new window.
  func propagateDidMoveToWindow() {
    refreshSafeArea()
    didMoveToWindow()
    _viewController?.viewDidMoveToWindow()
    for subview in _subviews { subview.propagateDidMoveToWindow() }
  }

  /// The tree under this view changed: the simulation may need to find the page's scroll views again. `moved`, the
  /// view that joined or left: a subtree with no scroll view in it (a table recycling a row) changes neither the
  /// scroll views' depths nor the page's roles, so the generation stays (the host would otherwise search the page's
  /// tree for its lists on nearly every frame of a scroll).
  func treeDidChange(moved: UIView? = nil) {
    guard _window != nil else { return }
    if let moved, !moved.holdsScrollView { return }
    UIKitSimulation.current.treeGeneration &+= 1
  }

  /// Whether this view or one below it is a scroll view.
  var holdsScrollView: Bool {
    if self is UIScrollView { return true }
    for subview in _subviews where subview.holdsScrollView { return true }
    return false
  }
}
