// How long a container must be along one axis for what it holds: a view sized by its content (a header wrapping its
// labels, a cell's content view) or a scroll view's content area. Apple, Auto Layout Guide, "Anatomy of a Constraint":
// a view's size may be set by the constraints of what it contains; "Working with Self-Sizing Table View Cells" (Table
// View Programming Guide) and "Working with Scroll Views": an unbroken chain of constraints and views with lengths of
// their own from the top edge to the bottom edge gives the container its height.
//
// The chain is followed edge by edge: the container's start edge is 0, an equality (multiplier 1) ties an edge to a
// known one, a view's length (its own width or height, what it holds, or its intrinsic size) carries its start to its
// end, and an equality that reaches the container's end edge gives a length. Several: the longest.

extension UIView {
  /// The length this view's subviews' constraints give it along one axis; `nil` when no chain reaches both edges.
  func fittingLength(alongX horizontal: Bool) -> CGFloat? {
    // A stack view places what it holds itself: its length is its arrangement's (UIStackView+Arrangement.swift).
    if let stack = self as? UIStackView { return stack.arrangedContentLength(alongX: horizontal) }
    guard _mayPlaceSubviewsByConstraints else { return nil }
    let placed = _subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
    // The pool placing them uses: a subview's length may be tied to a view outside this one, held higher up.
    return longestContentLength(alongX: horizontal, of: placed, constraints(placing: placed))
  }

  /// The longest length along one axis that a chain of views of `placed` from this view's start edge to its end edge
  /// asks of it.
  func longestContentLength(alongX horizontal: Bool, of placed: [UIView], _ pool: [NSLayoutConstraint]) -> CGFloat? {
    guard !placed.isEmpty else { return nil }
    let ids = Set(placed.map(ObjectIdentifier.init))
    let links = pool.compactMap { EdgeLink($0, alongX: horizontal, in: self, among: ids) }
    guard links.contains(where: { $0.reachesEnd }) else { return nil }
    var edges: [ObjectIdentifier: (start: CGFloat?, end: CGFloat?)] = [:]
    var lengths: [ObjectIdentifier: CGFloat?] = [:]
    func length(of view: UIView) -> CGFloat? {
      let id = ObjectIdentifier(view)
      if let known = lengths[id] { return known }
      let found = view.ownLength(alongX: horizontal, in: self, pool)
      lengths[id] = found
      return found
    }
    func value(_ end: EdgeLink.End) -> CGFloat? {
      guard let view = end.view else { return end.kind == .start ? end.offset : nil }
      let known = edges[ObjectIdentifier(view)]
      return (end.kind == .start ? known?.start : known?.end).flatMap { $0 }.map { $0 + end.offset }
    }
    func learn(_ end: EdgeLink.End, _ edgeValue: CGFloat) -> Bool {
      guard let view = end.view else { return false }
      let id = ObjectIdentifier(view)
      var known = edges[id] ?? (nil, nil)
      let edge = edgeValue - end.offset
      if end.kind == .start {
        guard known.start == nil else { return false }
        known.start = edge
        if known.end == nil, let length = length(of: view) { known.end = edge + length }
      } else {
        guard known.end == nil else { return false }
        known.end = edge
        if known.start == nil, let length = length(of: view) { known.start = edge - length }
      }
      edges[id] = known
      return true
    }
    // Each round learns at least one edge or stops; there are two a view.
    for _ in 0...(2 * placed.count) {
      var learned = false
      for link in links {
        if let a = value(link.first), value(link.second) == nil, !link.second.isContainerEnd {
          learned = learn(link.second, a + link.constant) || learned
        } else if let b = value(link.second), value(link.first) == nil, !link.first.isContainerEnd {
          learned = learn(link.first, b - link.constant) || learned
        }
      }
      if !learned { break }
    }
    // first + c = second: the container's end on either side.
    let ends = links.compactMap { link -> CGFloat? in
      if link.second.isContainerEnd, let a = value(link.first) { return a + link.constant - link.second.offset }
      if link.first.isContainerEnd, let b = value(link.second) { return b - link.constant - link.first.offset }
      return nil
    }
    return ends.max()
  }

  /// This view's length along one axis in `container`: its own equality (the strongest), what it holds, or its
  /// intrinsic size.
  func ownLength(alongX horizontal: Bool, in container: UIView, _ pool: [NSLayoutConstraint]) -> CGFloat? {
    let lengths = pool.compactMap { $0.relation(of: self, in: container) }
      .filter { $0.relation == .equal && $0.part.isSize && $0.part.isHorizontal == horizontal }
    return lengths.max(by: { $0.priority < $1.priority })?.value ?? fittingLength(alongX: horizontal)
      ?? intrinsicLength(alongX: horizontal)?.length
  }
}

/// An equality with multiplier 1 between two edges along one axis, of the container or of views it places:
/// `first + constant = second`, each edge with its margin offset folded in.
@MainActor
struct EdgeLink {
  /// One side: a view's edge (or the container's, `view == nil`), and how far the attribute lies from that edge.
  struct End {
    var view: UIView?
    var kind: AxisPart.Kind
    var offset: CGFloat
    var isContainerEnd: Bool { view == nil && kind == .end }
  }

  var first: End
  var second: End
  var constant: CGFloat
  var reachesEnd: Bool { first.isContainerEnd || second.isContainerEnd }

  init?(_ constraint: NSLayoutConstraint, alongX horizontal: Bool, in container: UIView, among placed: Set<ObjectIdentifier>) {
    guard constraint.relation == .equal, constraint.multiplier == 1,
      let a = AxisPart(constraint.firstAttribute), let b = AxisPart(constraint.secondAttribute),
      a.isHorizontal == horizontal, b.isHorizontal == horizontal, a.kind == .start || a.kind == .end,
      b.kind == .start || b.kind == .end,
      let first = Self.end(constraint.firstItem, a, container, placed),
      let second = Self.end(constraint.secondItem, b, container, placed)
    else { return nil }
    // To the container: its start to a start, its end to an end (a view below the container's end does not size it).
    if first.view == nil || second.view == nil {
      guard first.view != nil || second.view != nil, a.kind == b.kind else { return nil }
    }
    // The constraint reads first = second + c.
    self.first = second
    self.second = first
    self.constant = constraint.constant
  }

  private static func end(_ item: AnyObject?, _ part: AxisPart, _ container: UIView, _ placed: Set<ObjectIdentifier>) -> End? {
    if item === container { return End(view: nil, kind: part.kind, offset: part.marginOffset(of: container)) }
    guard let view = item as? UIView, placed.contains(ObjectIdentifier(view)) else { return nil }
    return End(view: view, kind: part.kind, offset: part.marginOffset(of: view))
  }
}
