// A view's intrinsic content size under constraints: the length its content wants along an axis (a label's line of
// text), held as two optional constraints, content hugging against growing and compression resistance against
// shrinking (Apple, Auto Layout Guide, "Anatomy of a Constraint", Intrinsic Content Size: by default 250 for hugging
// and 750 for compression resistance; `intrinsicContentSize`: `noIntrinsicMetric` for a dimension the view has no
// size in). The constraint layout takes the length where the equalities leave it open or decide it with a priority
// below the one resisting (`AxisSolution.take`), and a view sized by what it holds counts it for content with no
// length of its own (`ownLength`, ContentLength.swift). Not modelled: two edges decided by optional constraints weaker than the
// content's resistance (the edges win), and a multi-line label's height for its width (one line of text).

/// The hugging and compression-resistance priorities of a view, per axis.
struct IntrinsicPriorities: Equatable {
  var horizontalHugging = UILayoutPriority.defaultLow
  var verticalHugging = UILayoutPriority.defaultLow
  var horizontalCompression = UILayoutPriority.defaultHigh
  var verticalCompression = UILayoutPriority.defaultHigh

  func hugging(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? horizontalHugging : verticalHugging
  }

  func compression(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? horizontalCompression : verticalCompression
  }

  mutating func setHugging(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { horizontalHugging = priority } else { verticalHugging = priority }
  }

  mutating func setCompression(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { horizontalCompression = priority } else { verticalCompression = priority }
  }
}

/// A view's intrinsic length along one axis, with the priorities that hold it.
struct IntrinsicLength {
  var length: CGFloat
  var hugging: Float
  var compression: Float
}

extension UIView {
  /// The intrinsic length along one axis, `nil` where the view has none (`noIntrinsicMetric`, or any negative value).
  func intrinsicLength(alongX horizontal: Bool) -> IntrinsicLength? {
    let size = intrinsicContentSize
    let length = horizontal ? size.width : size.height
    guard length >= 0 else { return nil }
    let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
    return IntrinsicLength(
      length: length, hugging: contentHuggingPriority(for: axis).rawValue,
      compression: contentCompressionResistancePriority(for: axis).rawValue)
  }
}

extension UIView {
  /// Whether two attributes of this view along one axis are set by required equalities that do not name `follower`:
  /// a view so placed does not follow `follower`'s intrinsic size, `follower` runs up to it.
  func isAnchored(alongX horizontal: Bool, without follower: UIView, in superview: UIView, _ pool: [NSLayoutConstraint]) -> Bool {
    var kinds: [AxisPart.Kind] = []
    for constraint in pool where constraint.firstItem !== follower && constraint.secondItem !== follower {
      guard let relation = constraint.relation(of: self, in: superview), relation.relation == .equal,
        relation.part.isHorizontal == horizontal, relation.priority >= UILayoutPriority.required.rawValue,
        !kinds.contains(relation.part.kind)
      else { continue }
      kinds.append(relation.part.kind)
      if kinds.count == 2 { return true }
    }
    return false
  }
}
