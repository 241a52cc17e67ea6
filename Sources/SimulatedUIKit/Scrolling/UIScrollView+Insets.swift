// `adjustedContentInset`: the app's `contentInset` plus the part of the safe area the adjustment behaviour adds
// (Apple, `UIScrollView.ContentInsetAdjustmentBehavior`: `.never` adds nothing, `.always` the whole safe area,
// `.scrollableAxes` the safe area along the axes the content scrolls, `.automatic` the same outside a navigation
// controller's automatic adjustment, which the simulation has none of). A change reaches the motion's range, then
// `adjustedContentInsetDidChange()` and the delegate's `scrollViewDidChangeAdjustedContentInset` (Apple documents both;
// the view before its delegate is a modelled assumption).
//
// An offset a range change leaves outside the range is clamped when nothing touches or moves the view (knob
// `clampOnContentShrink`: UIScrollView's private `_adjustContentOffsetIfNecessary`), as the page world does.

extension UIScrollView {
  /// The inset the current behaviour, content and safe area give.
  var derivedAdjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    var inset = contentInset
    let vertical: Bool, horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: return inset
    case .always:
      vertical = true
      horizontal = true
    case .automatic, .scrollableAxes:
      vertical = alwaysBounceVertical || contentSize.height > bounds.size.height
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.size.width
    }
    if vertical {
      inset.top += safe.top
      inset.bottom += safe.bottom
    }
    if horizontal {
      inset.left += safe.left
      inset.right += safe.right
    }
    return inset
  }

  /// Re-derives `adjustedContentInset`; on a change, updates the range and tells the view and its delegate.
  func adjustedContentInsetMayHaveChanged() {
    let derived = derivedAdjustedContentInset
    guard derived != _adjustedContentInset else { return }
    _adjustedContentInset = derived
    syncMotionLayout()
    clampIfIdle()
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// UIKit's clamp after a range change, for a view nobody is touching and nothing is moving (knob).
  func clampIfIdle() {
    guard motion.physics.knobs.clampOnContentShrink, !motion.isTracking, !motion.isMoving, motion.overscroll != 0 else {
      return
    }
    let clamped = min(max(motion.position, motion.minPosition), motion.maxPosition)
    let offset = contentOffset
    if motion.axis == .vertical { motion.write(x: Double(offset.x), y: clamped) } else { motion.write(x: clamped, y: Double(offset.y)) }
  }
}
