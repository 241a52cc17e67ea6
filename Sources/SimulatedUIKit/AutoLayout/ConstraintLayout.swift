// Applying constraints: the frames Auto Layout gives the views that opted out of autoresizing
// (`translatesAutoresizingMaskIntoConstraints = false`), computed when their superview lays out. Apple,
// `layoutSubviews()`: "the default implementation uses any constraints you have set to determine the size and position
// of any subviews", so a subclass that overrides it without calling `super` places its subviews itself, as on a device.
//
// UIKit solves all of a window's constraints at once with a linear solver. This solves each axis of each view on its
// own, which gives the solver's answer whenever that answer is decided attribute by attribute, as it is for what page
// code writes: edges pinned to the superview, a sibling, a layout guide or an ancestor; a constant or proportional
// width or height; centring; an optional equality that a required inequality overrides (a bar that follows the header
// and stops at the safe area). Per axis (x: left or leading, right or trailing, centre, width; y the same):
// - equalities against a view or guide this layout does not move (the superview, a guide, an ancestor, a constant)
//   are taken first, then a length from what the view holds (subviews pinned to both of its edges, with lengths of
//   their own), then equalities against siblings this layout places; within each, by priority, a constraint that
//   names the view first before one that names it second, then the order the holders list them; two distinct
//   attributes decide the axis, and a later equality for a decided axis is redundant or one UIKit would break.
//   Constraints against views inside the view are left to its own layout;
// - an axis with one attribute decided keeps the view's current size (or origin, for a decided size);
// - an inequality then moves the part of the axis no required equality decided (the origin for an edge or centre, the
//   size for a dimension) just far enough to hold; an edge whose opposite edge a required equality pinned moves by
//   the size instead, when no required length holds it (a label's trailing edge kept inside its superview).
// Margin attributes (`.leadingMargin`, `.topMargin`…) are the item's margins rectangle, as its `layoutMarginsGuide`
// (`AxisPart.withinMargins`); an intrinsic content size fills a length the equalities leave open or decide more weakly
// than it resists (IntrinsicSize.swift). Not applied, and kept: baseline attributes (no text metrics), ambiguity beyond
// the two rules above, and right-to-left layouts (leading is left). A
// plain scroll view's content size follows a subview pinned to both edges of its content area with a length of its
// own (`deriveContentSize`). Edges of a scroll view are those of its content
// area and its width, height and centres those of its frame (Apple, "Working with Scroll Views", Auto Layout Guide:
// "Constraints between the edges or margins of the scroll view and its content attach to the scroll view's content
// area"; "constraints between the height, width, or centers attach to the scroll view's frame").

extension UIView {
  /// The active constraints that may place `placed` (subviews of this view): a constraint on a subview is held by the
  /// subview, this view, or an ancestor (the nearest common ancestor of its items, Apple, `isActive`).
  func constraints(placing placed: [UIView]) -> [NSLayoutConstraint] {
    var pool: [NSLayoutConstraint] = []
    var holder: UIView? = self
    while let view = holder {
      pool += view._constraints
      holder = view._superview
    }
    for view in placed { pool += view._constraints }
    return pool.filter(\.isActive)
  }

  /// Places the subviews that opted out of autoresizing by the active constraints that involve them.
  func applyConstraintsToSubviews() {
    // Most layouts place no view by constraints (every simulated view's own layout calls this): one flag read for them.
    guard _mayPlaceSubviewsByConstraints else { return }
    let placed = _subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
    let pool = constraints(placing: placed)
    guard !pool.isEmpty else { return }
    if let scrollView = self as? UIScrollView, !(self is UITableView), !(self is UICollectionView) {
      scrollView.deriveContentSize(from: placed, pool)
    }
    // Siblings placed against siblings settle in at most one round more than there are of them (a round for a
    // view's own aspect ratio).
    for _ in 0...placed.count {
      var moved = false
      for view in placed {
        let frame = view.constrainedFrame(in: self, pool)
        if frame != view.frame {
          view.frame = frame
          moved = true
        }
      }
      if !moved { break }
    }
  }

  /// The frame the constraints in `pool` give this view in `superview`'s coordinates.
  func constrainedFrame(in superview: UIView, _ pool: [NSLayoutConstraint]) -> CGRect {
    var x = AxisSolution(origin: frame.origin.x, size: frame.size.width)
    var y = AxisSolution(origin: frame.origin.y, size: frame.size.height)
    let relations = pool.compactMap { $0.relation(of: self, in: superview) }
    let strongestFirst = relations.enumerated().sorted {
      let (a, b) = ($0.element, $1.element)
      if a.priority != b.priority { return a.priority > b.priority }
      if a.rank != b.rank { return a.rank < b.rank }
      return $0.offset < $1.offset
    }.map(\.element)
    for relation in strongestFirst where relation.relation == .equal && relation.rank < 2 {
      if relation.part.isHorizontal { x.decide(relation) } else { y.decide(relation) }
    }
    // A length no constraint against a fixed item decides comes from what the view holds (a header wrapping its
    // content), before what siblings still being placed say.
    if x.needsLength, let length = fittingLength(alongX: true) { x.fit(length) }
    if y.needsLength, let length = fittingLength(alongX: false) { y.fit(length) }
    // Then what siblings say and the content's own size, as weak as its hugging and compression resistance
    // (IntrinsicSize.swift). A sibling placed without this view comes first (a label running up to a button pinned to
    // the trailing edge stretches, one aligned with a label above it takes its edge); one that follows this view comes
    // after (a badge after a label moves with the text).
    let intrinsicX = intrinsicLength(alongX: true), intrinsicY = intrinsicLength(alongX: false)
    let siblingEqualities = strongestFirst.filter { $0.relation == .equal && $0.rank >= 2 }
    for relation in siblingEqualities {
      let horizontal = relation.part.isHorizontal
      guard (horizontal ? intrinsicX : intrinsicY) == nil || relation.sibling?.isAnchored(alongX: horizontal, without: self, in: superview, pool) != false
      else { continue }
      if horizontal { x.decide(relation) } else { y.decide(relation) }
    }
    if let intrinsicX { x.take(intrinsicX) }
    if let intrinsicY { y.take(intrinsicY) }
    for relation in siblingEqualities where (relation.part.isHorizontal ? intrinsicX : intrinsicY) != nil {
      if relation.part.isHorizontal { x.decide(relation) } else { y.decide(relation) }
    }
    x.resolve()
    y.resolve()
    for relation in strongestFirst where relation.relation != .equal {
      if relation.part.isHorizontal { x.hold(relation) } else { y.hold(relation) }
    }
    return CGRect(x: x.origin, y: y.origin, width: max(x.size, 0), height: max(y.size, 0))
  }

  /// The view that holds `constraint` when it is activated: the nearest common ancestor of its items' views. Items
  /// with no common ancestor (UIKit raises an exception there) leave it with the first item's view.
  static func installedHolder(for constraint: NSLayoutConstraint) -> UIView? {
    guard let first = UIView.owner(of: constraint.firstItem) else { return nil }
    guard let second = UIView.owner(of: constraint.secondItem), second !== first else { return first }
    var ancestors: Set<ObjectIdentifier> = []
    var view: UIView? = first
    while let current = view {
      ancestors.insert(ObjectIdentifier(current))
      view = current._superview
    }
    view = second
    while let current = view {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      view = current._superview
    }
    return first
  }

  /// The view an item belongs to: itself, or a layout guide's owning view.
  static func owner(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  /// Marks for layout the superview that places this view by constraints, and theirs up through every view
  /// constraints place: a view sized by what it holds changes with it. Nothing for a view placed by its frame.
  func setNeedsLayoutOfConstraintPlacers() {
    var view = self
    while !view.translatesAutoresizingMaskIntoConstraints, let superview = view._superview {
      superview.setNeedsLayout()
      view = superview
    }
  }

  /// Deactivates the constraints this view and its ancestors hold that name `view` or a view of its subtree, as it
  /// leaves this view (Apple, `removeFromSuperview()`: "Calling this method removes any constraints that refer to the
  /// view you are removing, or that refer to any view in the subtree of the view you are removing"). Those the
  /// subtree holds stay with it.
  func dropConstraints(referringToSubtreeOf view: UIView) {
    var holder: UIView? = self
    while let current = holder {
      if !current._constraints.isEmpty {
        for constraint in current._constraints where constraint.refers(toSubtreeOf: view) {
          current.release(constraint)
          constraint.isActive = false
        }
      }
      holder = current._superview
    }
  }

  func hold(_ constraint: NSLayoutConstraint) {
    constraint.holder = self
    _constraints.append(constraint)
  }

  func release(_ constraint: NSLayoutConstraint) {
    _constraints.removeAll { $0 === constraint }
    if constraint.holder === self { constraint.holder = nil }
  }
}

extension NSLayoutConstraint {
  /// Whether an item of the constraint is `view`, a view in its subtree, or a guide one of them owns.
  func refers(toSubtreeOf view: UIView) -> Bool {
    [firstItem, secondItem].contains { UIView.owner(of: $0)?.isDescendant(of: view) ?? false }
  }

  /// Marks for layout the superviews that place this constraint's views (a constant, priority or activation changed),
  /// and theirs up through every view constraints place: a view sized by what it holds changes with it.
  func markPlacedViews() {
    for item in [firstItem, secondItem] { (item as? UIView)?.setNeedsLayoutOfConstraintPlacers() }
  }

  /// This constraint as a relation on one attribute of `view`, the other side evaluated in `superview`'s
  /// coordinates; `nil` when it does not involve `view` or involves an attribute that is not applied.
  func relation(of view: UIView, in superview: UIView) -> AxisRelation? {
    let priority = self.priority.rawValue
    // What the view holds is placed by the view's own layout, after it: it sizes the view only through
    // `fittingLength`, never by where it stood before.
    for item in [firstItem, secondItem] where item !== view {
      if let owner = UIView.owner(of: item), owner !== view, owner.isDescendant(of: view) { return nil }
    }
    // A sibling this layout places may still move in this pass: what it says comes after what fixed items say.
    func placed(_ item: AnyObject?) -> Bool {
      guard let other = item as? UIView else { return false }
      return other._superview === superview && !other.translatesAutoresizingMaskIntoConstraints
    }
    // A margin attribute of the view itself lies its margin inside the edge the layout places: the edge is the
    // value less that offset.
    if firstItem === view, let part = AxisPart(firstAttribute) {
      let own = part.marginOffset(of: view)
      if secondItem == nil {
        guard part.isSize else { return nil }
        return AxisRelation(part: part, relation: relation, value: constant, priority: priority, rank: 0)
      }
      if secondItem === view {
        // A proportion of the view's own other dimension (an aspect ratio): its current value.
        guard let other = AxisPart(secondAttribute), other.isSize else { return nil }
        let size = other.isHorizontal ? view.frame.width : view.frame.height
        return AxisRelation(part: part, relation: relation, value: multiplier * size + constant, priority: priority, rank: 0)
      }
      guard let other = AxisPart(secondAttribute), let value = other.value(of: secondItem, in: superview) else { return nil }
      return AxisRelation(
        part: part, relation: relation, value: multiplier * value + constant - own, priority: priority,
        rank: placed(secondItem) ? 2 : 0, sibling: placed(secondItem) ? secondItem as? UIView : nil)
    }
    if secondItem === view, let part = AxisPart(secondAttribute), multiplier != 0,
      let other = AxisPart(firstAttribute), let value = other.value(of: firstItem, in: superview)
    {
      // other = m × view + c, so view = (other − c) / m, with the relation turned round for a negative multiplier.
      let flipped: Relation = relation == .equal ? .equal : (relation == .lessThanOrEqual) == (multiplier > 0) ? .greaterThanOrEqual : .lessThanOrEqual
      return AxisRelation(
        part: part, relation: flipped, value: (value - constant) / multiplier - part.marginOffset(of: view), priority: priority,
        rank: placed(firstItem) ? 3 : 1, sibling: placed(firstItem) ? firstItem as? UIView : nil)
    }
    return nil
  }
}

extension UIScrollView {
  /// Sets the content size a subview's constraints define: a subview pinned to both edges of the content area along
  /// an axis, with a width or height of its own (a constant, or a multiple of the scroll view's frame or of another
  /// view), or a chain of such subviews from one edge to the other, makes the content that long (Apple, Auto Layout
  /// Guide, "Working with Scroll Views": the content view's size, pinned to the content area's edges, defines the
  /// content size; ContentLength.swift). Several: the longest. Tables and collection views size their content from
  /// their rows and items instead, and are not asked.
  func deriveContentSize(from placed: [UIView], _ pool: [NSLayoutConstraint]) {
    var size = contentSize
    if let width = longestContentLength(alongX: true, of: placed, pool) { size.width = width }
    if let height = longestContentLength(alongX: false, of: placed, pool) { size.height = height }
    if size != contentSize { contentSize = size }
  }
}
