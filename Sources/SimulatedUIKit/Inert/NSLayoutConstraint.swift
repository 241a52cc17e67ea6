// Auto Layout's constraints, stored and never solved. The simulation has no Auto Layout (docs/uikit.md, "What it does
// not model"): frames come from code, autoresizing masks and the simulated views' own layout. Libraries add
// constraints to size a view they were handed (JXPagingView pins the app's header to the edges of the container it
// makes), so the calls compile and run, and the constrained view keeps the frame its code gave it.

/// `NSLayoutConstraint`: a relation between two views' attributes.
/// Inert in the simulation: recorded on the view it is added to, never applied to a frame.
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
  /// The constant added to the second side.
  /// Stored only: there is no Auto Layout.
  open var constant: CGFloat = 0
  /// Whether the constraint takes part in layout.
  /// Stored only: there is no Auto Layout.
  open var isActive: Bool = false
  /// How strongly the constraint holds.
  /// Stored only: there is no Auto Layout.
  open var priority: UILayoutPriority = .required
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
  /// The constraints held by the view.
  /// The simulation keeps them in the order they were added and never solves them.
  public var constraints: [NSLayoutConstraint] { _constraints }

  /// Adds a constraint on the view or its subviews (it becomes active, as in UIKit).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
    _constraints.append(constraint)
  }

  /// Adds constraints on the view or its subviews.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint the view holds (it becomes inactive).
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard let index = _constraints.firstIndex(where: { $0 === constraint }) else { return }
    _constraints.remove(at: index)
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
}
