// Safe-area insets: for each view, how far the window's safe area (its edges less the status bar, the home indicator,
// a notch) lies inside the view's frame. UIKit documents a view's safe area as the part "not covered by navigation
// bars, tab bars, toolbars, and other ancestors"; for a subview it is the window's safe rectangle intersected with the
// view, in the view's coordinates, which is what is computed here (docs/uikit.md § Safe area).
//
// When: a view's insets are computed when it moves into or out of a window, when its frame (or an ancestor's) is set
// while in one, and when the window's size or safe area changes, each time calling `safeAreaInsetsDidChange` on views
// whose insets moved, and updating scroll views' `adjustedContentInset`. Not when an enclosing scroll view scrolls: a
// view carried under the status bar by its scroll view keeps the insets of its last layout (docs/uikit.md: not
// simulated).

extension UIView {
  /// Recomputes this view's and its subtree's safe-area insets.
  func refreshSafeAreaOfSubtree() {
    refreshSafeArea()
    for subview in _subviews { subview.refreshSafeAreaOfSubtree() }
  }

  /// Recomputes this view's own insets and reports a change: to the view, and to its view controller when it is one's
  /// root view (Apple, `viewSafeAreaInsetsDidChange()`: "Called to notify the view controller that the safe area insets
  /// of its root view changed").
  ///
  /// A view out of any window has none (Apple, `safeAreaInsets`: "If the view is not currently installed in a view
  /// hierarchy, or is not yet visible onscreen, the edge insets in this property are 0"). A scroll view that leaves
  /// keeps the adjusted content inset of its last window until it joins one again: UIKit's own offset adjustment when
  /// the adjusted inset changes is not modelled, and a list recycled off screen and back must not come back shifted.
  func refreshSafeArea() {
    let insets = computedSafeAreaInsets()
    guard insets != _safeAreaInsets else { return }
    _safeAreaInsets = insets
    safeAreaInsetsDidChange()
    // Apple, `viewSafeAreaInsetsDidChange()`: "Called to notify the view controller that the safe area insets of its
    // root view changed." A view whose safe area moved lays out again (its margins and guides moved with it).
    _viewController?.viewSafeAreaInsetsDidChange()
    setNeedsLayout()
    if _window != nil { safeAreaDidChange() }
  }

  /// The frame (or bounds) of a view in a window was set: its subtree's place on screen moved.
  func geometryInWindowDidChange() {
    if _window != nil { refreshSafeAreaOfSubtree() }
  }

  func computedSafeAreaInsets() -> UIEdgeInsets {
    guard let window = _window else { return .zero }
    let windowInsets = window.simulatedSafeAreaInsets
    if self === window { return windowInsets }
    let frame = frameInWindow
    let size = window.bounds.size
    let safe = CGRect(
      x: windowInsets.left, y: windowInsets.top, width: size.width - windowInsets.left - windowInsets.right,
      height: size.height - windowInsets.top - windowInsets.bottom)
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    var insets = UIEdgeInsets(
      top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
      bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
    if let controller = _viewController {
      let extra = controller.additionalSafeAreaInsets
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    return insets
  }
}

/// `UILayoutGuide`: its `layoutFrame` and owning view; constraints may name it (a view's safe-area, layout-margins or
/// readable-content guide), and a guide a page adds is not placed by constraints of its own.
@MainActor
open class UILayoutGuide: NSObject {
  /// Which rectangle of its view a guide UIKit gives a view stands for.
  enum Kind { case added, safeArea, layoutMargins }

  /// The view whose coordinates the guide's frame is in.
  public weak var owningView: UIView?
  /// A name for the guide, for debugging.
  open var identifier: String = ""
  var kind = Kind.added

  /// A guide not yet owned by any view (its frame is zero until it is).
  public override init() { super.init() }

  /// The guide's rectangle in its owning view's coordinates: the bounds, less the safe area for the safe-area guide
  /// and less the layout margins as they apply (`UIView.marginInsets`) for the margins and readable-content guides.
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    switch kind {
    case .added: return view.bounds
    case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
    case .layoutMargins: return view.bounds.inset(by: view.marginInsets)
    }
  }
}
