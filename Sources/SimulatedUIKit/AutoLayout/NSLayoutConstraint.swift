// Auto Layout's constraints: what a page's code says about where its views go. Libraries pin a view they were handed
// to the edges of a container they make (JXPagingView does so with the app's header), and an app pins its paging
// collection view to a cell's content view with anchors. A constraint is held by a view (the one it was added to, or,
// activated, the nearest common ancestor of its items, as UIKit installs it) and applied by the layout of the views it
// places (ConstraintLayout.swift), for the relations whose solution needs no general solver.

/// `NSLayoutConstraint`: a relation between two views' attributes.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// `NSLayoutConstraint.Axis` (a stack view's direction).
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// `NSLayoutConstraint.Attribute` (raw values as UIKit's `NSLayoutAttribute`).
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (left, in a left-to-right language).
    case leading = 5
    /// The trailing edge (right, in a left-to-right language).
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text.
    case lastBaseline = 11
    /// The baseline of the first line of text.
    case firstBaseline = 12
    /// The left layout margin.
    case leftMargin = 13
    /// The right layout margin.
    case rightMargin = 14
    /// The top layout margin.
    case topMargin = 15
    /// The bottom layout margin.
    case bottomMargin = 16
    /// The leading layout margin.
    case leadingMargin = 17
    /// The trailing layout margin.
    case trailingMargin = 18
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins = 19
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins = 20
    /// No attribute: the second side of a constant width or height.
    case notAnAttribute = 0
  }

  /// `NSLayoutConstraint.Relation` (raw values as UIKit's `NSLayoutRelation`).
  public enum Relation: Int, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The two sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// The first item of the relation. (UIKit does not retain it either; held weakly here, so a constraint that
  /// outlives its view reads `nil` instead of a dangling reference.)
  open private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  open private(set) var firstAttribute: Attribute = .notAnAttribute
  /// How the two sides relate.
  open private(set) var relation: Relation = .equal
  /// The second item of the relation (`nil` for a constant width or height).
  open private(set) weak var secondItem: AnyObject?
  /// The second item's attribute.
  open private(set) var secondAttribute: Attribute = .notAnAttribute
  /// The factor applied to the second attribute.
  open private(set) var multiplier: CGFloat = 1
  /// The constant added to the second side. Changing it lays out the views it places again.
  open var constant: CGFloat = 0 { didSet { if constant != oldValue { markPlacedViews() } } }
  /// Whether the constraint takes part in layout. Activating it installs it on the nearest common ancestor of its
  /// items (Apple, `isActive`: "Activating or deactivating the constraint calls `addConstraint(_:)` and
  /// `removeConstraint(_:)` on the view that is the closest common ancestor of the items managed by this
  /// constraint"); deactivating takes it out of that view's `constraints`.
  open var isActive: Bool = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive { if holder == nil { UIView.installedHolder(for: self)?.hold(self) } } else { holder?.release(self) }
      markPlacedViews()
    }
  }
  /// How strongly the constraint holds: a required one (1000) wins over any other; an optional one holds where no
  /// stronger one decides the same attribute.
  open var priority: UILayoutPriority = .required { didSet { if priority != oldValue { markPlacedViews() } } }
  /// The view whose `constraints` list this one (`nil` while inactive).
  weak var holder: UIView?
  /// A name for debugging.
  open var identifier: String?

  /// An inactive constraint relating nothing.
  public override init() { super.init() }

  /// `firstItem.firstAttribute` `relation` `multiplier` × `secondItem.secondAttribute` + `constant`. A convenience
  /// initializer, as in UIKit (where it is the Objective-C class factory), so a subclass cannot call it through
  /// `super` here either.
  public convenience init(
    item firstItem: Any, attribute firstAttribute: Attribute, relatedBy relation: Relation, toItem secondItem: Any?,
    attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    self.init()
    self.firstItem = firstItem as AnyObject
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem.map { $0 as AnyObject }
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates the given constraints (sets `isActive`).
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates the given constraints (clears `isActive`).
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

extension UIView {
  /// The constraints held by the view, in the order they were added or activated.
  public var constraints: [NSLayoutConstraint] { _constraints }

  /// Adds a constraint on the view or its subviews (it becomes active, as in UIKit).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.holder !== self {
      constraint.holder?.release(constraint)
      hold(constraint)
    }
    constraint.isActive = true
  }

  /// Adds constraints on the view or its subviews.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint the view holds (it becomes inactive).
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.holder === self else { return }
    release(constraint)
    constraint.isActive = false
  }

  /// Removes constraints the view holds.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }
}

/// `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority with the given value, from 1 to 1000.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// A constraint that must hold: 1000.
  public static let required = UILayoutPriority(1000)
  /// The priority with which a button resists compressing its content: 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority with which a button hugs its content: 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority with which a view wants to match the target size of `systemLayoutSizeFitting`: 50.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// A priority `rhs` above `lhs` (`.defaultHigh + 1`).
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
  /// A priority `rhs` below `lhs` (`.required - 1`).
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
