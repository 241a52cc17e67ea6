// Touches and pans on a simulated scroll view: halt on touch, follow the finger with
// rubber-banding, and hand over to momentum, bounce or paging on release.

extension SimScrollView {
  /// A finger lands on the view. UIKit stops a decelerating or bouncing scroll view where it is
  /// (Apple HIG, "Scroll views": touching a moving scroll view stops it), and an offset animation too (knob
  /// `touchInterruptsAnimation`: UIKit 26.1 begins tracking at touch-down, at once on a view without paging and through
  /// its paging swipe recognizer's immediate failure on a paging one, and beginning tracking clears the animation);
  /// the delegate hears such a stop as the animation's end (knob `codeStopEndsAnimation`).
  public func touchBegan() {
    isTracking = true
    switch motion {
    case .decelerating, .bouncing, .snapping: motion = .idle
    case .animating where physics.knobs.touchInterruptsAnimation: stopAnimationFromCode()
    case .animating(var animation) where animation.momentum != 0:
      // The touch stops the momentum an animated set left running; the animation itself goes on (knob off).
      animation.momentum = 0
      motion = .animating(animation)
    default: break
    }
  }

  /// The view's pan gesture recognizer began: from now on finger samples move the view.
  public func beginDrag() {
    isTracking = true
    motion = .dragging
    dragOrigin = fingerSpace(driverBase)
    dragTranslation = 0
  }

  /// One pan sample: the content moves with the finger by `delta` points of offset along the axis.
  ///
  /// Inside the range the view moves 1:1. Past an edge it rubber-bands when it can bounce, and
  /// clamps at the edge when it cannot (`bounces = false`: UIKit pins the offset to the edge).
  ///
  /// The range is read once for both mappings (each read it twice, and `canBounce` once more: 40 instructions a sample).
  public func drag(by delta: Double) {
    guard _phase == .dragging else { return }
    dragTranslation += delta
    let low = minPosition, high = maxPosition
    let finger: Double
    switch physics.knobs.dragDeltaMode {
    case .incremental: finger = fingerSpace(driverBase, low: low, high: high) + delta
    case .fromStart: finger = dragOrigin + dragTranslation
    }
    drive(to: visiblePosition(forFinger: finger, low: low, high: high))
  }

  /// Whether the view can move along its axis: its content, with its insets, is larger than its bounds, it always
  /// bounces that way (`alwaysBounceVertical`/`Horizontal`), or it rests outside its range. UIKit's scroll view neither
  /// drags nor decelerates along an axis where none holds.
  public var scrollsAlongItsAxis: Bool { _alwaysBounce || maxPosition > minPosition || overscroll != 0 }

  /// The finger lifts with `velocity` (points per second of offset along the axis).
  ///
  /// Inside a rubber band the content moves slower than the finger, by the band's slope; the spring starts with the
  /// content's velocity (`ScrollPhysics.bandedVelocity`), while the pager still picks its page by the finger's.
  /// A release whose projected momentum is under half a device pixel leaves the view at rest.
  public func endDrag(velocity: Double) {
    isTracking = false
    guard _phase == .dragging else { return }
    let v = velocity.isFinite ? velocity : 0
    let contentVelocity = overscroll != 0 ? releaseVelocityInBand(v) : v
    if isPagingEnabled, !scrollsAlongItsAxis {
      // One page and no `alwaysBounce…`: the pager has no range to move in (it did not follow the finger either), and
      // a UIKit scroll view with nothing to scroll stays put whatever the release's speed; a spring started with that
      // speed would carry it off its only page and back.
      motion = .idle
    } else if isPagingEnabled {
      motion = .snapping(target: pageTarget(releaseVelocity: v), velocity: contentVelocity)
    } else if overscroll != 0 {
      motion = .bouncing(velocity: contentVelocity)
    } else if !ScrollPhysics.decelerationIsOver(
      remaining: ScrollPhysics.projectedDistance(velocity: v, rate: effectiveDecelerationRate),
      pixelScale: physics.pixelScale)
    {
      motion = .decelerating(velocity: v)
    } else {
      motion = .idle
    }
  }

  /// Where a release at `velocity` would come to rest: the page a pager snaps to, else the end of the projected
  /// momentum, inside the range (`targetContentOffset` of `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
  /// before the delegate changes it; Apple documents it as "the expected offset when the scrolling action decelerates
  /// to a stop").
  public func restingPosition(releaseVelocity velocity: Double) -> Double {
    let v = velocity.isFinite ? velocity : 0
    if isPagingEnabled { return pageTarget(releaseVelocity: v) }
    guard overscroll == 0 else { return min(max(position, minPosition), maxPosition) }
    let end = position + ScrollPhysics.projectedDistance(velocity: v, rate: effectiveDecelerationRate)
    return min(max(end, minPosition), maxPosition)
  }

  /// The finger lifts and the app moved the resting point to `target` (a delegate that writes `targetContentOffset`):
  /// a pager snaps there; otherwise momentum starts with the velocity whose projection ends exactly at `target`, the
  /// inverse of `ScrollPhysics.projectedDistance` (UIKit decelerates to the new target with the same rate).
  public func endDrag(velocity: Double, landingAt target: Double) {
    guard _phase == .dragging, target.isFinite else { return endDrag(velocity: velocity) }
    if isPagingEnabled {
      isTracking = false
      let v = velocity.isFinite ? velocity : 0
      motion = .snapping(target: target, velocity: overscroll != 0 ? releaseVelocityInBand(v) : v)
      return
    }
    let rate = effectiveDecelerationRate
    let aimed = (target - position) * 1000 * (1 - rate) / rate
    endDrag(velocity: aimed)
  }

  /// The content's velocity for a finger moving at `fingerVelocity` while the view is rubber-banded past an edge.
  func releaseVelocityInBand(_ fingerVelocity: Double) -> Double {
    let edge = position < minPosition ? minPosition : maxPosition
    let excess = abs(fingerSpace(driverBase) - edge)
    return ScrollPhysics.bandedVelocity(fingerVelocity, excess: excess, dimension: dimension)
  }

  /// The finger lifts from a view it never panned: an overscrolled view springs back, a pager re-centres on a page.
  public func touchEnded() {
    isTracking = false
    guard _phase == .idle else { return }
    if isPagingEnabled, pageWidth > 0 {
      let target = nearestPageOffset(position)
      if abs(target - position) > offsetTolerance / 10 { motion = .snapping(target: target, velocity: 0) }
    } else if overscroll != 0 {
      motion = .bouncing(velocity: 0)
    }
  }

  // MARK: - Rubber band mapping

  /// The unbanded ("where the finger would have put it") position for a visible position.
  func fingerSpace(_ visible: Double) -> Double {
    fingerSpace(visible, low: minPosition, high: maxPosition)
  }

  /// `fingerSpace` in the range `low...high` the caller has read.
  @inline(__always)
  func fingerSpace(_ visible: Double, low: Double, high: Double) -> Double {
    if visible < low {
      return low - ScrollPhysics.inverseRubberBand(banded: low - visible, dimension: dimension)
    }
    if visible > high {
      return high + ScrollPhysics.inverseRubberBand(banded: visible - high, dimension: dimension)
    }
    return visible
  }

  /// The visible position for a finger-space position: banded past an edge, or clamped without bounce.
  /// `low...high` is the view's range, read once by the caller.
  @inline(__always)
  func visiblePosition(forFinger finger: Double, low: Double, high: Double) -> Double {
    if finger < low {
      guard canBounce(low: low, high: high) else { return low }
      return low - ScrollPhysics.rubberBand(excess: low - finger, dimension: dimension)
    }
    if finger > high {
      guard canBounce(low: low, high: high) else { return high }
      return high + ScrollPhysics.rubberBand(excess: finger - high, dimension: dimension)
    }
    return finger
  }

  // MARK: - Paging

  /// Width of one page of a paging view (its bounds).
  var pageWidth: Double { dimension }
  /// Number of pages in the content.
  var pageCount: Int {
    let pages = (maxPosition - minPosition) / pageWidth
    // The pager's content is a whole number of pages (at most ten); the guard keeps the conversion total anyway.
    guard pageWidth > 0, pages.isFinite, pages < 1e6 else { return 1 }
    return max(1, Int(pages.rounded()) + 1)
  }

  /// The offset of the page nearest to `p`.
  func nearestPageOffset(_ p: Double) -> Double {
    guard pageWidth > 0 else { return minPosition }
    let page = min(max((p / pageWidth).rounded(), 0), Double(pageCount - 1))
    return page * pageWidth
  }

  /// The page a released pager settles on (the `pagingRule` knob). UIKit moves at most one page per flick.
  func pageTarget(releaseVelocity v: Double) -> Double {
    guard pageWidth > 0 else { return minPosition }
    let p = position
    let origin = (dragOrigin / pageWidth).rounded()
    var page = (p / pageWidth).rounded()
    if physics.knobs.pagingRule == .velocityThreshold, abs(v) > physics.knobs.pagingVelocityThreshold {
      page = v > 0 ? (p / pageWidth).rounded(.down) + 1 : (p / pageWidth).rounded(.up) - 1
    }
    page = min(max(page, origin - 1), origin + 1)
    page = min(max(page, 0), Double(pageCount - 1))
    return page * pageWidth
  }
}
