// Layout anchors: the way most app code writes constraints since iOS 9 (`header.topAnchor.constraint(equalTo:
// view.topAnchor)`). An anchor names one attribute of a view or layout guide; each factory method makes the
// `NSLayoutConstraint` the item-and-attribute initializer would (Apple, `NSLayoutAnchor`: "the anchor classes provide
// additional type checking … you can only constrain the same kind of anchor", and a constraint made by an anchor is
// inactive until activated). The generic parameter is what keeps an x-axis anchor from a y-axis one or a dimension,
// as in UIKit.

/// `NSLayoutAnchor`: one attribute of a view or layout guide, from which constraints are made.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide the anchor belongs to.
  public private(set) weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  func constraint(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// This anchor equal to `anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: 0)
  }
  /// This anchor at least `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: 0)
  }
  /// This anchor at most `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: 0)
  }
  /// This anchor equal to `anchor` plus `c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: c)
  }
  /// This anchor at least `anchor` plus `c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: c)
  }
  /// This anchor at most `anchor` plus `c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: c)
  }
}

/// `NSLayoutXAxisAnchor`: a horizontal edge or centre.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `NSLayoutYAxisAnchor`: a vertical edge, centre or baseline.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `NSLayoutDimension`: a width or height, which can also be a constant or a multiple of another dimension.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// This dimension equal to `c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, nil, constant: c) }
  /// This dimension at least `c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, nil, constant: c)
  }
  /// This dimension at most `c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, nil, constant: c)
  }
  /// This dimension equal to `m` times `anchor`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: 0)
  }
  /// This dimension at least `m` times `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// This dimension at most `m` times `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// This dimension equal to `m` times `anchor` plus `c`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }
  /// This dimension at least `m` times `anchor` plus `c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  /// This dimension at most `m` times `anchor` plus `c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

extension UIView {
  /// The leading edge (the left, in the simulation's left-to-right layout).
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The baseline of the first line of text. Constraints on it are kept and not applied (ConstraintLayout.swift).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  /// The baseline of the last line of text. Constraints on it are kept and not applied (ConstraintLayout.swift).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}

extension UILayoutGuide {
  /// The guide's leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The guide's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The guide's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The guide's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The guide's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The guide's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The guide's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The guide's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The guide's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
