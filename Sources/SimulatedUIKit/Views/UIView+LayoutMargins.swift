// A view's layout margins as constraints see them: `layoutMarginsGuide` and `readableContentGuide`.
//
// Apple, `directionalLayoutMargins`: "for most views, the default layout margins are 8 points on each side"; a view
// not fully inside the safe area "may" have greater ones; `insetsLayoutMarginsFromSafeArea` (default on): "any margins
// that are outside the safe area are automatically modified to fall within the safe area boundary". How far they move
// is not documented: the knob `layoutMarginsAddSafeArea` reads it either way (off, the default, the literal reading:
// a margin that would lie in the unsafe strip moves to the safe area's edge; on: a margin is measured from that edge).
// `preservesSuperviewLayoutMargins` (default off): "the superview's margins are also considered"; where the view's edge
// lies closer to the superview's than the superview's margin, the view's margin grows by "the smallest amount needed
// to ensure that content is also inside the superview's margins" (Apple), which cascades down views that preserve.
// Reading `layoutMargins` gives the margins the view was given, not those that apply (UIKit may report the latter).
// A view controller's root view keeps margins no smaller than `systemMinimumLayoutMargins` while
// `viewRespectsSystemMinimumLayoutMargins` is on (Apple gives no values: the knob `systemMinimumSideMargin`).
// Not modelled: margins that change because a preserving view moved without being resized (its content is placed
// again when it is laid out), and a readable width (the readable-content guide is the margins' rectangle, which it is
// on an iPhone in portrait, where the readable width exceeds the screen's).

extension UIView {
  /// The guide whose frame is the bounds less the layout margins as they apply (Apple, `layoutMarginsGuide`).
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = _marginsGuides.margins { return guide }
    let guide = Self.marginsGuide(of: self)
    _marginsGuides.margins = guide
    return guide
  }

  /// The guide for text that reads comfortably (Apple, `readableContentGuide`): in the simulation, the margins'
  /// rectangle (see the file comment).
  public var readableContentGuide: UILayoutGuide {
    if let guide = _marginsGuides.readable { return guide }
    let guide = Self.marginsGuide(of: self)
    _marginsGuides.readable = guide
    return guide
  }

  /// The insets `layoutMarginsGuide` takes from the bounds: `layoutMargins`, kept clear of the unsafe area the view
  /// overlaps when `insetsLayoutMarginsFromSafeArea` is on, as the knob `layoutMarginsAddSafeArea` reads it.
  var marginInsets: UIEdgeInsets {
    var insets = layoutMargins
    // A view controller's root view: the larger of its margins and the system's least ones (Apple,
    // `systemMinimumLayoutMargins`: "either your custom values or the system minimum values, whichever is greater").
    if let controller = _viewController, controller.viewRespectsSystemMinimumLayoutMargins {
      let least = controller.systemMinimumLayoutMargins
      insets = UIEdgeInsets(
        top: max(insets.top, least.top), left: max(insets.left, least.leading), bottom: max(insets.bottom, least.bottom),
        right: max(insets.right, least.trailing))
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      let add = UIKitSimulation.current.uikitKnobs.layoutMarginsAddSafeArea
      func edge(_ margin: CGFloat, _ unsafe: CGFloat) -> CGFloat { add ? margin + unsafe : max(margin, unsafe) }
      insets = UIEdgeInsets(
        top: edge(insets.top, safe.top), left: edge(insets.left, safe.left), bottom: edge(insets.bottom, safe.bottom),
        right: edge(insets.right, safe.right))
    }
    guard preservesSuperviewLayoutMargins, let superview = _superview else { return insets }
    // The superview's margins (its own as they apply, preserved in turn), less how far this view's edges lie inside
    // its bounds.
    let outer = superview.marginInsets, bounds = superview.bounds, frame = self.frame
    insets.left = max(insets.left, outer.left - (frame.minX - bounds.minX))
    insets.right = max(insets.right, outer.right - (bounds.maxX - frame.maxX))
    insets.top = max(insets.top, outer.top - (frame.minY - bounds.minY))
    insets.bottom = max(insets.bottom, outer.bottom - (bounds.maxY - frame.maxY))
    return insets
  }

  /// The subviews that preserve this view's margins may have new margins too: they lay out again, and theirs in turn.
  /// (Whether UIKit calls their `layoutMarginsDidChange()` is not documented; they are not told here.)
  func marginsReachSubviews() {
    for subview in _subviews where subview.preservesSuperviewLayoutMargins {
      subview.setNeedsLayout()
      subview.marginsReachSubviews()
    }
  }

  private static func marginsGuide(of view: UIView) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.owningView = view
    guide.kind = .layoutMargins
    return guide
  }
}
