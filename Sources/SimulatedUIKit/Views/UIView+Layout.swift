// Layout as UIKit's run loop does it: `setNeedsLayout` marks a view, and a layout pass at the end of every frame
// (after touches and scroll animation, before the frame is shown) calls `layoutSubviews` on marked views top-down.
// `layoutIfNeeded` runs that pass at once from the topmost marked ancestor (CALayer's documented rule: "the layer's
// super layers are traversed until an ancestor layer is found that does not require layout; then layout is
// performed on the entire layer-tree beneath that ancestor"). Autoresizing follows `autoresizingMask`.

extension UIView {
  /// Tells every ancestor that some view below it needs layout, stopping at the first that already knows, and the
  /// simulation that the window has work for its next layout pass.
  func markSubtreeDirtyUpward() {
    var ancestor = _superview
    while let view = ancestor, !view._subtreeNeedsLayout {
      view._subtreeNeedsLayout = true
      ancestor = view._superview
    }
    if let window = _window { UIKitSimulation.current.windowNeedsLayout(window) }
  }

  /// The layout pass over this view's subtree: each marked view's `layoutSubviews` (with its view controller's
  /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` around it), then the marked paths below.
  ///
  /// A `layoutSubviews` may mark views again (itself included); UIKit lays out again until the tree is clean, and so
  /// does this, up to `layoutPassLimit` times per view in one pass, beyond which the view is left marked for the next
  /// pass (UIKit's layout feedback loop: a view that dirties itself forever). The limit is the view's, not each
  /// ancestor's: an ancestor whose subtree stays marked stops too, so a loop deep in the tree costs `layoutPassLimit`
  /// layouts a pass, not `layoutPassLimit` to the power of its depth.
  ///
  /// Returns whether this pass leaves work in the subtree (a view out of layouts), so that the caller stops too.
  @discardableResult
  func layoutSubtreeIfNeeded() -> Bool {
    var rounds = 0
    while (_needsLayout || _subtreeNeedsLayout) && rounds < UIView.layoutPassLimit {
      rounds += 1
      if _needsLayout {
        guard spendLayoutRound() else { break }
        _needsLayout = false
        let controller = _viewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
      }
      if _subtreeNeedsLayout {
        _subtreeNeedsLayout = false
        var childLeftWork = false
        // Snapshot: a layoutSubviews below may add or remove subviews.
        let children = _subviews
        for child in children where child._needsLayout || child._subtreeNeedsLayout {
          guard child._superview === self else { continue }
          if child.layoutSubtreeIfNeeded() { childLeftWork = true }
        }
        if childLeftWork {
          // Its path stays marked for the next pass; only this view's own new mark (a child's layout marked it) is
          // worth another round now, and that spends this view's limit.
          _subtreeNeedsLayout = true
          if !_needsLayout { break }
        }
      }
    }
    let leftWork = _needsLayout || _subtreeNeedsLayout
    if leftWork, let window = _window { UIKitSimulation.current.windowNeedsLayout(window) }
    return leftWork
  }

  /// Counts one `layoutSubviews` of this view in the current pass; `false` once it has had `layoutPassLimit`.
  private func spendLayoutRound() -> Bool {
    let pass = UIKitSimulation.current.layoutPass
    if _layoutPass != pass {
      _layoutPass = pass
      _layoutsInPass = 0
    }
    guard _layoutsInPass < UIView.layoutPassLimit else { return false }
    _layoutsInPass += 1
    return true
  }

  /// Layouts one pass runs on a view that keeps marking itself before it gives up until the next pass.
  static let layoutPassLimit = 16

  // MARK: - Autoresizing

  /// The view's size changed from `old`: each subview with an autoresizing mask takes its share of the change.
  func resizeSubviews(from old: CGSize) {
    // A view its constraints place is not autoresized (its mask is translated into constraints only when it opts in).
    for subview in _subviews where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
      let mask = subview.autoresizingMask
      let frame = subview.frame
      let (x, width) = Self.autoresized(
        start: frame.origin.x, length: frame.size.width, parentOld: old.width, parentNew: _size.width,
        flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
        flexibleEnd: mask.contains(.flexibleRightMargin))
      let (y, height) = Self.autoresized(
        start: frame.origin.y, length: frame.size.height, parentOld: old.height, parentNew: _size.height,
        flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
        flexibleEnd: mask.contains(.flexibleBottomMargin))
      let resized = CGRect(x: x, y: y, width: width, height: height)
      if resized != frame { subview.frame = resized }
    }
  }

  /// One axis of autoresizing: the parent grew by `parentNew − parentOld`, shared among the flexible parts (leading
  /// margin, length, trailing margin) in proportion to their current sizes, or equally when those are all zero
  /// (Apple, `autoresizingMask`: "When more than one option along the same axis is set, the default behavior is to
  /// distribute the size difference proportionally among the flexible portions").
  static func autoresized(
    start: CGFloat, length: CGFloat, parentOld: CGFloat, parentNew: CGFloat, flexibleStart: Bool, flexibleLength: Bool,
    flexibleEnd: Bool
  ) -> (CGFloat, CGFloat) {
    let delta = parentNew - parentOld
    guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (start, length) }
    let end = parentOld - start - length
    let parts = [(flexibleStart, max(start, 0)), (flexibleLength, max(length, 0)), (flexibleEnd, max(end, 0))]
    let flexible = parts.filter(\.0)
    let total = flexible.reduce(0) { $0 + $1.1 }
    func share(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total > 0 ? delta * part.1 / total : delta / CGFloat(flexible.count)
    }
    return (start + share(parts[0]), max(length + share(parts[1]), 0))
  }
}
