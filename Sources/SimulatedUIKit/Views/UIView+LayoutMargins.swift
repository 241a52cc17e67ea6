// A view's layout margins as constraints see them: `layoutMarginsGuide` and `readableContentGuide`.
//
// Apple, `directionalLayoutMargins`: "for most views, the default layout margins are 8 points on each side"; a view
// not fully inside the safe area "may" have greater ones; `insetsLayoutMarginsFromSafeArea` (default on): "any margins
// that are outside the safe area are automatically modified to fall within the safe area boundary". How far they move
// is not documented: the knob `layoutMarginsAddSafeArea` reads it either way (off, the default, the literal reading:
// a margin that would lie in the unsafe strip moves to the safe area's edge; on: a margin is measured from that edge).
// Not modelled: a view controller's root view's system minimum margins (their values are not documented),
// `preservesSuperviewLayoutMargins`, and a readable width (the readable-content guide is the margins' rectangle,
// which it is on an iPhone in portrait, where the readable width exceeds the screen's).

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
    let margins = layoutMargins
    guard insetsLayoutMarginsFromSafeArea else { return margins }
    let safe = safeAreaInsets
    let add = UIKitSimulation.current.uikitKnobs.layoutMarginsAddSafeArea
    func edge(_ margin: CGFloat, _ unsafe: CGFloat) -> CGFloat { add ? margin + unsafe : max(margin, unsafe) }
    return UIEdgeInsets(
      top: edge(margins.top, safe.top), left: edge(margins.left, safe.left), bottom: edge(margins.bottom, safe.bottom),
      right: edge(margins.right, safe.right))
  }

  private static func marginsGuide(of view: UIView) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.owningView = view
    guide.kind = .layoutMargins
    return guide
  }
}
