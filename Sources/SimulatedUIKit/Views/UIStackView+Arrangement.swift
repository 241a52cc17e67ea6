// How a stack view places its arranged subviews, and how long it is for the constraints that place it.
//
// Each view has a natural length along an axis: a width or height it holds itself, the length what it holds gives it,
// its intrinsic size, or, failing those, its `sizeThatFits` (the earlier reading, kept for views that say nothing).
// Along the axis (Apple, `UIStackView.Distribution`):
// - `.fill`: natural lengths; the difference from the stack's length goes to the view with the lowest hugging
//   priority when there is room to spare, to the one with the lowest compression resistance when there is not ("If
//   there's any ambiguity, the stack view resizes the arranged views based on their index": which index is the knob
//   `stackViewResizesFirstView`);
// - `.fillEqually`: the same length each;
// - `.fillProportionally`: natural lengths scaled to fill the stack;
// - `.equalSpacing` (and `.equalCentering`, read the same way here): natural lengths, the room left shared equally
//   between them, never less than `spacing`; what still does not fit is taken as `.fill` takes it.
// Across the axis (`UIStackView.Alignment`): `.fill` stretches each view across; `.leading`, `.center` and `.trailing`
// keep its natural length at the start, the middle or the end; the baselines read as the top and the bottom (no text
// metrics). Hidden views take no room. With `isLayoutMarginsRelativeArrangement` the views are placed inside the
// stack's layout margins.
//
// The stack's own length, when constraints leave it to its content (a header's stack of labels): along the axis the
// natural lengths (the longest one for each view with `.fillEqually`) and the spacing between them, across it the
// longest natural length, with the margins when the arrangement is relative to them.

extension UIStackView {
  /// The arranged views laid out again, and the stack's placer too when constraints size the stack by its content.
  func arrangementChanged() {
    setNeedsLayout()
    setNeedsLayoutOfConstraintPlacers()
  }

  /// The rectangle the arranged views are placed in.
  private var arrangementArea: CGRect {
    isLayoutMarginsRelativeArrangement ? bounds.inset(by: marginInsets) : bounds
  }

  /// Places the arranged subviews along and across the axis (see the file comment).
  func arrangeSubviews() {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return }
    let area = arrangementArea
    let horizontal = axis == .horizontal
    let length = horizontal ? area.width : area.height, across = horizontal ? area.height : area.width
    var lengths = shown.map { $0.naturalLength(alongX: horizontal, fitting: area.size) }
    var gap = spacing
    let gaps = { gap * CGFloat(shown.count - 1) }
    switch distribution {
    case .fillEqually:
      lengths = Array(repeating: max((length - gaps()) / CGFloat(shown.count), 0), count: shown.count)
    case .fillProportionally:
      let total = lengths.reduce(0, +)
      if total > 0 {
        let scale = max(length - gaps(), 0) / total
        lengths = lengths.map { $0 * scale }
      } else {
        absorb(length - gaps(), into: &lengths, of: shown, horizontal: horizontal)
      }
    case .equalSpacing, .equalCentering:
      if shown.count > 1 { gap = max(spacing, (length - lengths.reduce(0, +)) / CGFloat(shown.count - 1)) }
      let excess = length - gaps() - lengths.reduce(0, +)
      if excess < 0 { absorb(excess, into: &lengths, of: shown, horizontal: horizontal) }
    case .fill:
      absorb(length - gaps() - lengths.reduce(0, +), into: &lengths, of: shown, horizontal: horizontal)
    }
    var position = horizontal ? area.minX : area.minY
    let acrossStart = horizontal ? area.minY : area.minX
    for (view, size) in zip(shown, lengths) {
      var crossLength = across, crossOffset: CGFloat = 0
      if alignment != .fill {
        crossLength = view.naturalLength(alongX: !horizontal, fitting: area.size)
        switch alignment {
        case .center: crossOffset = (across - crossLength) / 2
        case .trailing, .lastBaseline: crossOffset = across - crossLength
        default: break
        }
      }
      view.frame = horizontal
        ? CGRect(x: position, y: acrossStart + crossOffset, width: size, height: crossLength)
        : CGRect(x: acrossStart + crossOffset, y: position, width: crossLength, height: size)
      position += size + gap
    }
  }

  /// Gives `difference` (room to spare, or, negative, room lacking) to the one view that hugs, or resists
  /// compression, least; of equals, the first or the last by the knob.
  private func absorb(_ difference: CGFloat, into lengths: inout [CGFloat], of views: [UIView], horizontal: Bool) {
    guard difference != 0, !views.isEmpty else { return }
    let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
    let priorities = views.map {
      (difference > 0 ? $0.contentHuggingPriority(for: axis) : $0.contentCompressionResistancePriority(for: axis)).rawValue
    }
    let lowest = priorities.min()!
    let candidates = priorities.indices.filter { priorities[$0] == lowest }
    let first = UIKitSimulation.current.uikitKnobs.stackViewResizesFirstView
    let index = first ? candidates.first! : candidates.last!
    lengths[index] = max(lengths[index] + difference, 0)
  }

  /// The stack's length along one axis from its arranged views (see the file comment); `nil` with none shown.
  func arrangedContentLength(alongX horizontal: Bool) -> CGFloat? {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return nil }
    let margins = isLayoutMarginsRelativeArrangement ? marginInsets : .zero
    let edges = horizontal ? margins.left + margins.right : margins.top + margins.bottom
    let natural = shown.map { $0.naturalLength(alongX: horizontal, fitting: bounds.size) }
    guard (axis == .horizontal) == horizontal else { return natural.max()! + edges }
    let gaps = spacing * CGFloat(shown.count - 1)
    let total = distribution == .fillEqually ? natural.max()! * CGFloat(shown.count) : natural.reduce(0, +)
    return total + gaps + edges
  }
}

extension UIView {
  /// The view's intrinsic size or its priorities changed: the views that place it by constraints, and a stack view
  /// that arranges it, lay out again.
  func naturalSizeChanged() {
    setNeedsLayoutOfConstraintPlacers()
    stackArrangementChanged()
  }

  /// A stack view that arranges this view lays its arrangement out again (the view's size, priorities or visibility
  /// changed; Apple, `UIStackView`: hiding an arranged view updates the layout).
  func stackArrangementChanged() {
    guard let stack = _superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
    stack.arrangementChanged()
  }

  /// The length this view asks for along one axis when nothing else decides it (a stack view's arranged view): a
  /// width or height it holds itself (the strongest), what it holds, its intrinsic size, else its `sizeThatFits`.
  func naturalLength(alongX horizontal: Bool, fitting size: CGSize) -> CGFloat {
    let own = _constraints.filter {
      $0.isActive && $0.firstItem === self && $0.secondItem == nil && $0.relation == .equal
        && $0.firstAttribute == (horizontal ? .width : .height)
    }
    if let strongest = own.max(by: { $0.priority.rawValue < $1.priority.rawValue }) { return strongest.constant }
    if let content = fittingLength(alongX: horizontal) { return content }
    if let intrinsic = intrinsicLength(alongX: horizontal) { return intrinsic.length }
    let fitted = sizeThatFits(size)
    return horizontal ? fitted.width : fitted.height
  }
}
