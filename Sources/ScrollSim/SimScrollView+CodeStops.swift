// Code and touches that stop a moving scroll view, as its delegate hears it. UIKit ends a deceleration or an offset
// animation that a `setContentOffset`, a status-bar tap or a touch stops with the same callback it sends when the
// motion runs out (iOS 26.1's UIKitCore, decompiled: docs/fidelity.md, "Code moving a view"); the knobs
// `codeStopEndsDecelerating` and `codeStopEndsAnimation` keep the older, silent reading for files recorded under it.
// A view taken out of its superview is stopped silently and pinned into its range (`stopMotionPinned`, the simulated
// UIKit's removal).

extension SimScrollView {
  /// Code stopping a running deceleration (momentum, bounce-back, a pager's snap, or momentum an animation kept): the
  /// view comes to rest where it is, then, with the knob `codeStopEndsDecelerating`, its delegate hears
  /// `scrollViewDidEndDecelerating` with `isDecelerating` already false. UIKit 26.1 (its `UIScrollView`, decompiled:
  /// docs/fidelity.md) does this in `_setContentOffset:animated:…`, through `_stopScrollingNotify:1 pin:0`, before it
  /// writes the new offset; `pin: 0`: a pager is not carried to its page first, the code's offset wins.
  func stopDecelerationFromCode() {
    guard isDecelerating else { return }
    motion = .idle
    if physics.knobs.codeStopEndsDecelerating { tellDidEndDecelerating() }
  }

  /// Code or a touch stopping a running `setContentOffset(_:animated: true)` or scroll-to-top animation: the view
  /// rests where the animation had brought it, then, with the knob `codeStopEndsAnimation`, its delegate hears the
  /// animation end as it would at the end (UIKit 26.1's `_scrollViewAnimationEnded:finished:` ignores `finished`):
  /// `scrollViewDidScrollToTop` for a status-bar scroll, else `scrollViewDidEndScrollingAnimation`.
  func stopAnimationFromCode() {
    guard case .animating(let animation) = motion else { return }
    motion = .idle
    if physics.knobs.codeStopEndsAnimation { tellAnimationEnded(animation) }
  }

  /// The end of an offset animation, run out or stopped (UIKit's `_scrollViewAnimationEnded:finished:` serves both and
  /// ignores `finished`): `scrollViewDidScrollToTop` for a status-bar scroll, else `scrollViewDidEndScrollingAnimation`.
  func tellAnimationEnded(_ animation: OffsetAnimation) {
    if animation.toTop { delegate?.scrollViewDidScrollToTop(self) } else { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }
}

extension SimScrollView {
  /// UIKit stopping a scroll view taken out of its superview: `-[UIScrollView removeFromSuperview]` calls
  /// `_stopScrollingNotify:NO pin:YES` before `super` (iOS 26.1's UIKitCore, decompiled: docs/uikit.md, "A scroll view
  /// taken out of its superview"). Whatever moves the view stops and nothing reports the end (`notify: NO`); `pin: YES`
  /// then puts a pager that was snapping on the page it was snapping to and clamps an offset outside the range into
  /// it (`_adjustContentOffsetIfNecessary`), writes the delegate hears as `scrollViewDidScroll`. A list bouncing back
  /// when its page is recycled rests at its edge, not part-way out. A view under a finger is left to the touch's own
  /// cancellation (not modelled here). Only the simulated UIKit calls this: the page world's destroyed lists stop
  /// calling back at once (docs/fidelity.md).
  package func stopMotionPinned() {
    guard _phase != .dragging else { return }
    let snapTarget: Double? = if case .snapping(let target, _) = motion { target } else { nil }
    motion = .idle
    if let snapTarget { writeAlongAxis(snapTarget) }
    let clamped = min(max(position, minPosition), maxPosition)
    if clamped != position { writeAlongAxis(clamped) }
  }

  /// UIKit's own write of `position` along the axis, the other coordinate kept.
  private func writeAlongAxis(_ position: Double) {
    if axis == .vertical { write(x: offsetX, y: position) } else { write(x: position, y: offsetY) }
  }
}
