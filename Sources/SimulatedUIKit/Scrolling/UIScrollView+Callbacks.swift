// The motion's callbacks turned into UIKit's, in UIKit's order (Apple, `UIScrollViewDelegate`: willBeginDragging,
// didScroll, willEndDragging(withVelocity:targetContentOffset:), didEndDragging(willDecelerate:),
// willBeginDecelerating, didEndDecelerating). An offset change calls, synchronously and
// re-entrantly: the scroll view's own bookkeeping (it is marked for layout, as a bounds change marks a view), the
// delegate's `scrollViewDidScroll`, then key-value observers of `contentOffset` (knob `observerAfterDelegate`).
// A host (the checker) counts each call and may stop one that belongs to a feedback loop, as UIKit would overflow
// its stack: the page world's depth and per-frame limits apply to UIKit pages exactly as to coordinators.

internal import ScrollSim

/// The `SimScrollViewDelegate` of a `UIScrollView`'s motion.
@MainActor
final class ScrollCallbacks: SimScrollViewDelegate {
  unowned let view: UIScrollView

  init(_ view: UIScrollView) { self.view = view }

  func scrollViewDidScroll(_ scrollView: SimScrollView) {
    let simulation = UIKitSimulation.current
    // Every call is paired, cut or not (the world counts depth by pairs).
    if let host = simulation.host {
      defer { host.scrollViewDidReportScroll(view) }
      guard host.scrollViewWillReportScroll(view) else { return }
      deliverDidScroll()
    } else {
      defer { simulation.unhostedCallbackDepth -= 1 }
      guard simulation.beginUnhostedCallback() else { return }
      deliverDidScroll()
    }
  }

  private func deliverDidScroll() {
    view.setNeedsLayout()
    let afterDelegate = UIKitSimulation.current.uikitKnobs.observerAfterDelegate
    if !afterDelegate { view.notifyOffsetObservers() }
    view.delegate?.scrollViewDidScroll(view)
    if afterDelegate { view.notifyOffsetObservers() }
  }

  func scrollViewFlagWillBeWritten(_ scrollView: SimScrollView, _ property: WrittenProperty) {
    UIKitSimulation.current.host?.scrollViewFlagWillBeWritten(view, property)
  }

  func scrollViewDidEndDecelerating(_ scrollView: SimScrollView) {
    view.delegate?.scrollViewDidEndDecelerating(view)
    UIKitSimulation.current.host?.scrollViewDidSettle(view)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: SimScrollView) {
    view.delegate?.scrollViewDidEndScrollingAnimation(view)
    UIKitSimulation.current.host?.scrollViewDidSettle(view)
  }

  func scrollViewDidScrollToTop(_ scrollView: SimScrollView) {
    view.delegate?.scrollViewDidScrollToTop(view)
  }

  func scrollViewWillBeWrittenFromCode(_ scrollView: SimScrollView) {
    UIKitSimulation.current.host?.scrollViewWillBeWrittenFromCode(view)
  }
}

extension UIScrollView {
  /// An offset change is a bounds change too (the bounds origin): observers of either hear it.
  func notifyOffsetObservers() {
    guard !keyValueObservers.isEmpty else { return }
    notifyObservers(of: .contentOffset)
    notifyObservers(of: .bounds)
  }

  // MARK: - The pan's phases, as UIKit's pan handler reports them

  /// The pan began: the content follows the finger from now on (`scrollViewWillBeginDragging` first).
  func panDidBegin(axis: ScrollAxis) {
    if scrolls(along: .vertical) && scrolls(along: .horizontal) { motion.axis = axis }
    motion.beginDrag()
    delegate?.scrollViewWillBeginDragging(self)
  }

  /// One movement of the finger (window points; a finger moving up scrolls content down, so the offset grows).
  func panDidMove(by translation: CGPoint) {
    motion.drag(by: Double(motion.axis == .vertical ? -translation.y : -translation.x))
  }

  /// The finger lifted with `velocity` (points per second): the delegate may move the resting point
  /// (`targetContentOffset`), then the motion coasts, bounces or snaps, and the delegate hears whether it will
  /// decelerate. UIKit passes the velocity in points per millisecond (Apple: "The velocity of the scroll view (in
  /// points per millisecond) at the moment the touch was released"), and the delegate may write `targetContentOffset`
  /// ("Your application can change the value of the targetContentOffset parameter to adjust where the scrollview
  /// finishes its scrolling animation").
  func panDidEnd(velocity: CGPoint) {
    let along = Double(motion.axis == .vertical ? -velocity.y : -velocity.x)
    let resting = motion.restingPosition(releaseVelocity: along)
    var target = motion.axis == .vertical ? CGPoint(x: contentOffset.x, y: resting) : CGPoint(x: resting, y: contentOffset.y)
    let proposed = target
    let perMillisecond = CGPoint(x: -velocity.x / 1000, y: -velocity.y / 1000)
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
    }
    if target != proposed {
      motion.endDrag(velocity: along, landingAt: Double(motion.axis == .vertical ? target.y : target.x))
    } else {
      motion.endDrag(velocity: along)
    }
    let decelerates = motion.isMoving
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    if decelerates { delegate?.scrollViewWillBeginDecelerating(self) }
  }

  /// The pan was cancelled (the scroll view was disabled or left the window): released without velocity.
  func panWasCancelled() {
    guard motion.isDragging else {
      motion.touchEnded()
      return
    }
    motion.endDrag(velocity: 0)
    guard UIKitSimulation.current.uikitKnobs.cancelledPanEndsDragging else { return }
    let decelerates = motion.isMoving
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    if decelerates { delegate?.scrollViewWillBeginDecelerating(self) }
  }

  // MARK: - Status bar

  /// A status-bar tap chose this scroll view: the delegate may refuse; otherwise it animates to its top and reports
  /// `scrollViewDidScrollToTop` (at once when the top already shows: Apple's documentation of the method, "It might
  /// call it immediately if the top of the content is already shown").
  func scrollToTopForStatusBarTap() {
    guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
    if motion.position == motion.minPosition && motion.axis == .vertical {
      motion.stopMotion()
      delegate?.scrollViewDidScrollToTop(self)
    } else {
      motion.scrollToTop()
    }
  }
}
