// One axis of one view as the constraint layout (ConstraintLayout.swift) solves it: the attribute a constraint names
// (`AxisPart`), a constraint read as "this attribute, relation, value" (`AxisRelation`), and what the equalities and
// inequalities decide of the axis's origin and size (`AxisSolution`).

/// One attribute of an axis that constraints are applied to.
struct AxisPart: Equatable {
  enum Kind { case start, end, center, size }
  var kind: Kind
  var isHorizontal: Bool
  /// A margin attribute (`.leadingMargin`, `.topMargin`, `.centerXWithinMargins`…): the edge or centre of the item's
  /// margins rectangle, its bounds less its layout margins as they apply (Apple, `NSLayoutConstraint.Attribute`,
  /// `leadingMargin`: "For UIView objects, the margins are defined by their layoutMargins property"), the rectangle
  /// of its `layoutMarginsGuide`.
  var withinMargins = false
  var isSize: Bool { kind == .size }

  init?(_ attribute: NSLayoutConstraint.Attribute) {
    switch attribute {
    case .left, .leading: self.init(kind: .start, isHorizontal: true)
    case .right, .trailing: self.init(kind: .end, isHorizontal: true)
    case .centerX: self.init(kind: .center, isHorizontal: true)
    case .width: self.init(kind: .size, isHorizontal: true)
    case .top: self.init(kind: .start, isHorizontal: false)
    case .bottom: self.init(kind: .end, isHorizontal: false)
    case .centerY: self.init(kind: .center, isHorizontal: false)
    case .height: self.init(kind: .size, isHorizontal: false)
    case .leftMargin, .leadingMargin: self.init(kind: .start, isHorizontal: true, withinMargins: true)
    case .rightMargin, .trailingMargin: self.init(kind: .end, isHorizontal: true, withinMargins: true)
    case .centerXWithinMargins: self.init(kind: .center, isHorizontal: true, withinMargins: true)
    case .topMargin: self.init(kind: .start, isHorizontal: false, withinMargins: true)
    case .bottomMargin: self.init(kind: .end, isHorizontal: false, withinMargins: true)
    case .centerYWithinMargins: self.init(kind: .center, isHorizontal: false, withinMargins: true)
    default: return nil
    }
  }

  init(kind: Kind, isHorizontal: Bool, withinMargins: Bool = false) {
    self.kind = kind
    self.isHorizontal = isHorizontal
    self.withinMargins = withinMargins
  }

  /// How far this attribute of `view` lies from the same attribute of its bounds: its margin inward from an edge, half
  /// the difference of the two margins for a centre, 0 for an attribute that is not a margin one.
  @MainActor
  func marginOffset(of view: UIView) -> CGFloat {
    guard withinMargins else { return 0 }
    let margins = view.marginInsets
    let (leading, trailing) = isHorizontal ? (margins.left, margins.right) : (margins.top, margins.bottom)
    switch kind {
    case .start: return leading
    case .end: return -trailing
    case .center: return (leading - trailing) / 2
    case .size: return 0
    }
  }

  /// This attribute of `item` in `superview`'s coordinates (see the file comment for a scroll view's edges).
  @MainActor
  func value(of item: AnyObject?, in superview: UIView) -> CGFloat? {
    let rect: CGRect
    if item === superview {
      let scrollView = superview as? UIScrollView
      switch kind {
      case .start, .end: rect = CGRect(origin: .zero, size: scrollView?.contentSize ?? superview.bounds.size)
      case .center, .size: rect = superview.bounds
      }
    } else if let view = item as? UIView {
      rect = view._superview === superview ? view.frame : superview.convert(view.bounds, from: view)
    } else if !withinMargins, let guide = item as? UILayoutGuide, let owner = guide.owningView {
      // A guide has no margins of its own: a margin attribute of one is not applied.
      rect = owner === superview ? guide.layoutFrame : superview.convert(guide.layoutFrame, from: owner)
    } else {
      return nil
    }
    let offset = (item as? UIView).map(marginOffset(of:)) ?? 0
    switch kind {
    case .start: return (isHorizontal ? rect.minX : rect.minY) + offset
    case .end: return (isHorizontal ? rect.maxX : rect.maxY) + offset
    case .center: return (isHorizontal ? rect.midX : rect.midY) + offset
    case .size: return isHorizontal ? rect.width : rect.height
    }
  }
}

/// A constraint read as "this attribute of the view, relation, value".
struct AxisRelation {
  var part: AxisPart
  var relation: NSLayoutConstraint.Relation
  var value: CGFloat
  var priority: Float
  /// Order among equal priorities: 0 against a fixed item naming the view first, 1 naming it second, 2 and 3 the same
  /// against a sibling still being placed.
  var rank: Int
  /// That sibling (ranks 2 and 3).
  weak var sibling: UIView?
}

/// One axis of a view: what the equalities decided, then its origin and size.
struct AxisSolution {
  var origin: CGFloat
  var size: CGFloat
  /// Each attribute decided, with the priority that decided it.
  private var decided: [AxisPart.Kind: (value: CGFloat, priority: Float)] = [:]
  /// How hard the length resists a change, when the view's intrinsic size gave it: its hugging against growing, its
  /// compression resistance against shrinking.
  private var intrinsic: IntrinsicLength?
  /// A length from what the view holds: it gives way to a required inequality only (a priority just below required).
  private static let fittedPriority = UILayoutPriority.required.rawValue - 1

  init(origin: CGFloat, size: CGFloat) {
    self.origin = origin
    self.size = size
  }

  /// Whether no equality decided the length and one more attribute may still be decided.
  var needsLength: Bool { decided[.size] == nil && decided.count < 2 }

  /// Takes the length the view's content gives it, as an optional equality.
  mutating func fit(_ length: CGFloat) {
    guard needsLength else { return }
    decided[.size] = (length, Self.fittedPriority)
  }

  /// Takes an equality unless the axis is decided or the attribute already is.
  mutating func decide(_ relation: AxisRelation) {
    guard decided.count < 2, decided[relation.part.kind] == nil else { return }
    decided[relation.part.kind] = (relation.value, relation.priority)
  }

  /// Takes the view's intrinsic length where the equalities left the length open, or decided it with a priority
  /// below the one that resists the change (Auto Layout Guide, "Anatomy of a Constraint": hugging keeps a view from
  /// growing past its intrinsic size, compression resistance from shrinking below it, each at its priority).
  mutating func take(_ content: IntrinsicLength) {
    if !needsLength {
      guard let length = decided[.size] else { return }
      let resisting = content.length > length.value ? content.compression : content.hugging
      guard content.length != length.value, resisting > length.priority else { return }
    }
    decided[.size] = (content.length, max(content.hugging, content.compression))
    intrinsic = content
  }

  /// The origin and size from the decided attributes, the current ones filling what they leave open.
  mutating func resolve() {
    let start = decided[.start]?.value, end = decided[.end]?.value, center = decided[.center]?.value
    let length = decided[.size]?.value
    switch (start, end, center, length) {
    case let (s?, e?, _, _): (origin, size) = (s, e - s)
    case let (s?, _, c?, _): (origin, size) = (s, 2 * (c - s))
    case let (s?, _, _, l?): (origin, size) = (s, l)
    case let (_, e?, c?, _): (origin, size) = (2 * c - e, 2 * (e - c))
    case let (_, e?, _, l?): (origin, size) = (e - l, l)
    case let (_, _, c?, l?): (origin, size) = (c - l / 2, l)
    case let (s?, nil, nil, nil): origin = s
    case let (nil, e?, nil, nil): origin = e - size
    case let (nil, nil, c?, nil): origin = c - size / 2
    case let (nil, nil, nil, l?): size = l
    default: break
    }
  }

  /// Moves the free part of the axis (no required equality decided it) just far enough for an inequality to hold.
  mutating func hold(_ relation: AxisRelation) {
    let current: CGFloat
    switch relation.part.kind {
    case .start: current = origin
    case .end: current = origin + size
    case .center: current = origin + size / 2
    case .size: current = size
    }
    let violated = relation.relation == .greaterThanOrEqual ? current < relation.value : current > relation.value
    guard violated else { return }
    let shift = relation.value - current
    // Whether the length may change by `change`: not when a required equality or a required resistance decided it.
    func lengthGives(_ change: CGFloat) -> Bool {
      if let intrinsic { return (change > 0 ? intrinsic.hugging : intrinsic.compression) < Self.required }
      return (decided[.size]?.priority ?? 0) < Self.required
    }
    if relation.part.isSize {
      guard lengthGives(shift) else { return }
      size = relation.value
      return
    }
    let pinned = decided.contains { $0.key != .size && $0.value.priority >= Self.required }
    guard pinned else {
      origin += shift
      return
    }
    // The opposite edge is pinned: the length takes the shift, keeping it (a trailing edge kept inside).
    switch relation.part.kind {
    case .end where isRequired(.start) && lengthGives(shift): size += shift
    case .start where isRequired(.end) && lengthGives(-shift):
      origin += shift
      size -= shift
    default: break
    }
  }

  private static let required = UILayoutPriority.required.rawValue

  private func isRequired(_ kind: AxisPart.Kind) -> Bool { (decided[kind]?.priority ?? 0) >= Self.required }
}
