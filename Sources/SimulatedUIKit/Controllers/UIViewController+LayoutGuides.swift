// The top and bottom layout guides of iOS 7 to 10, which libraries still name in the branch for systems before the
// safe area (`if #available(iOS 11, *) { … safeAreaInsets … } else { … topLayoutGuide.length … }`). Apple,
// `topLayoutGuide`: deprecated in iOS 11, "use view.safeAreaLayoutGuide.topAnchor instead of
// topLayoutGuide.bottomAnchor"; so each guide here covers the view's safe-area inset at its edge.

/// `UILayoutSupport`: a length from the top or bottom of a controller's view, with its anchors.
@MainActor
public protocol UILayoutSupport: NSObjectProtocol {
  /// How far the guide reaches into the view from its edge.
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: NSLayoutDimension { get }
}

/// A controller's top or bottom layout guide: the band of its view the safe area's inset at that edge covers.
final class BarLayoutGuide: UILayoutGuide, UILayoutSupport {
  let isTop: Bool

  init(owner: UIView, isTop: Bool) {
    self.isTop = isTop
    super.init()
    owningView = owner
  }

  var length: CGFloat { layoutFrame.height }

  override var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let bounds = view.bounds
    let inset = isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    return CGRect(x: bounds.minX, y: isTop ? bounds.minY : bounds.maxY - inset, width: bounds.width, height: inset)
  }
}

extension UIViewController {
  /// The guide from the top of the view down to the content (the status and navigation bars): the safe area's top.
  @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
  public var topLayoutGuide: UILayoutSupport { barLayoutGuide(isTop: true) }
  /// The guide from the bottom of the view up to the content (the tab bar, the home indicator): the safe area's bottom.
  @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
  public var bottomLayoutGuide: UILayoutSupport { barLayoutGuide(isTop: false) }

  private func barLayoutGuide(isTop: Bool) -> BarLayoutGuide {
    if let guide = barLayoutGuides[isTop] as? BarLayoutGuide, guide.owningView === view { return guide }
    let guide = BarLayoutGuide(owner: view, isTop: isTop)
    barLayoutGuides[isTop] = guide
    return guide
  }
}
