// Hit-testing and gesture recognition: which scroll views a finger drives.
//
// UIKit delivers a touch to the recognizers of the hit view and its ancestors. A touch on
// the header or pin bar reaches only the outer table's pan. A touch on a list reaches the
// pager's pan (if its `gestureRecognizerShouldBegin` agrees, it takes the pan alone: the NestedPaging article
// gates it precisely so diagonal swipes go to the vertical layers), the list's pan, and the
// outer table's pan if the outer's delegate agrees to recognize simultaneously. A rightward
// swipe the pager declines reaches the navigation controller's interactive-pop gesture.

import Foundation

extension PageWorld {
  /// The region under a point, given where the outer table has scrolled.
  public func hitTest(x: Double, y: Double) -> TouchRegion {
    guard x >= 0, x < _config.viewportWidth, y >= 0, y < _config.viewportHeight else { return .outside }
    if y < _config.effectivePinOffset { return .navigationBar }
    let outerY = outerView.position
    let headerBottom = _config.headerHeight - outerY
    // Plain-style tables stick the section header to the top of the table's bounds.
    let pinTop = max(headerBottom, 0)
    if _config.pinBarHeight > 0, y >= pinTop, y < pinTop + _config.pinBarHeight { return .pinBar }
    if y < headerBottom {
      if let spec = _config.headerContent {
        // The carousel is clipped to the header: its visible band is [top, min(top + height, header)] in content.
        let top = spec.top - outerY, bottom = min(spec.top + spec.height, _config.headerHeight) - outerY
        if y >= top, y < bottom { return .headerContent }
      }
      return .header
    }
    let cellTop = _config.headerHeight + _config.pinBarHeight - outerY
    if y >= cellTop, y < cellTop + cellHeight {
      if _config.headerOnly { return .list(0) }
      return .list(pageIndex((x + pager.position) / _config.viewportWidth, .down, count: _config.listCount) ?? currentIndex)
    }
    return y < cellTop ? .header : .tableBackground
  }

  /// A finger lands: every scroll view under it stops moving (UIKit halts a decelerating view on touch).
  func touchDown(x: Double, y: Double) {
    guard finger == nil else { return }
    let region = hitTest(x: x, y: y)
    facts.touchDown = region
    guard region != .outside, region != .navigationBar else { return }
    finger = Finger(x: x, y: y, region: region, pageAtBegin: currentIndex)
    if !_config.headerOnly, coordinator.listPanCoversHeader {
      switch region {
      case .header, .pinBar, .tableBackground, .headerContent: finger?.coveredList = visiblePage
      default: break
      }
    }
    forEachTouchedView { $0.touchBegan() }
  }

  /// Calls `body` for each scroll view in the touched view's ancestor chain.
  func forEachTouchedView(_ body: (SimScrollView) -> Void) {
    guard let finger else { return }
    if case .list(let page) = finger.region, !_config.headerOnly {
      if let list = _lists[page] { body(list) }
      body(pager)
    }
    if finger.region == .headerContent, let headerContentView { body(headerContentView) }
    if let covered = finger.coveredList, covered < _lists.count, let list = _lists[covered] { body(list) }
    body(outerView)
  }

  /// Decides who takes the pan at its first movement, from the finger's velocity at that moment.
  func recognizePan(dx: Double, dy: Double) {
    guard var finger else { return }
    let velocity = CGPoint(x: dx * Double(_config.knobs.frameRate), y: dy * Double(_config.knobs.frameRate))
    let horizontal = abs(dx) > abs(dy)
    let backGesture = horizontal && dx > 0 && _config.backGestureEnabled
    finger.beganVelocity = velocity
    finger.pageAtBegin = currentIndex
    facts.panBegan = true
    switch finger.region {
    case .list(let page) where !_config.headerOnly:
      if decided(.pagerShouldBegin, coordinator.pagerShouldBegin(velocity: velocity)) {
        finger.recognition = .pager
        facts.pagerBegan = (velocity, currentIndex)
        pager.beginDrag()
      } else if backGesture {
        finger.recognition = .backGesture
        facts.backGestureBegan = true
      } else {
        let list = _lists[page]
        let outerJoins = list == nil || decided(.outerJoinsList, coordinator.shouldRecognizeSimultaneously(outerWith: .list(page)))
        // A drag the outer may not share goes to the outer alone when the list's pan yields: the list on screen,
        // whose pan listens on the header, has it on the outer table beside the table's own, and the knob
        // `movedPanBeginsFirst` says which of the two begins; a list that cannot scroll vertically leaves the drag to
        // the enclosing outer table (`listPanYields`).
        let movedPanYields = !_config.knobs.movedPanBeginsFirst && coordinator.listPanCoversHeader && page == visiblePage
        let outerAlone = !outerJoins && (movedPanYields || (list.map { listPanYields($0, horizontal: horizontal) } ?? false))
        finger.recognition = .vertical(list: list == nil || outerAlone ? nil : page, outer: outerJoins || outerAlone)
        if !outerAlone { list?.beginDrag() }
        if outerJoins || outerAlone { outerView.beginDrag() }
      }
    case .headerContent where decided(.headerContentShouldBegin, coordinator.headerContentShouldBegin(velocity: velocity)):
      // The deepest scroll view under the finger gets the pan first; the outer joins only if its delegate agrees.
      let outerJoins = decided(.outerJoinsHeaderContent, coordinator.shouldRecognizeSimultaneously(outerWith: .headerContent))
      finger.recognition = .headerContent(outer: outerJoins)
      facts.headerContentPan = (velocity, true)
      headerContentView?.beginDrag()
      if outerJoins { outerView.beginDrag() }
    case .header, .pinBar, .tableBackground, .list, .headerContent:
      if finger.region == .headerContent { facts.headerContentPan = (velocity, false) }
      // The list whose pan listens on the header is the one on screen when the pan begins (a tab switch may have
      // landed since the touch).
      if let old = finger.coveredList, old != visiblePage {
        if old < _lists.count, let list = _lists[old], list.isTracking { list.touchEnded() }
        finger.coveredList = visiblePage
        if let list = _lists[visiblePage] { list.touchBegan() }
      }
      if backGesture {
        finger.recognition = .backGesture
        facts.backGestureBegan = true
      } else if let covered = finger.coveredList, covered < _lists.count, let list = _lists[covered] {
        // The current list's pan, moved onto the outer table, recognizes with the outer's as on the list itself; if
        // the outer refuses, one of the two pans on the table takes the drag (knob `movedPanBeginsFirst`).
        let outerJoins = decided(.outerJoinsList, coordinator.shouldRecognizeSimultaneously(outerWith: .list(covered)))
        let listJoins = outerJoins || _config.knobs.movedPanBeginsFirst && !listPanYields(list, horizontal: horizontal)
        finger.recognition = .vertical(list: listJoins ? covered : nil, outer: outerJoins || !listJoins)
        if listJoins { list.beginDrag() }
        if outerJoins || !listJoins { outerView.beginDrag() }
      } else {
        finger.recognition = .vertical(list: nil, outer: true)
        outerView.beginDrag()
      }
    case .navigationBar, .outside:
      finger.recognition = .none
    }
    self.finger = finger
  }

  /// Whether a list's pan leaves a vertical drag to the outer table: the list cannot scroll vertically (its content,
  /// with its insets, fits and it does not always bounce, and it rests in its range), and a scroll view's pan facing a
  /// movement along an axis it cannot scroll defers to an enclosing scroll view along it (knob
  /// `crossAxisPanDefersToEnclosing`; Apple, Scroll View Programming Guide, "Nesting Scroll Views"). Only a vertical
  /// drag: a mostly horizontal one faces an axis neither the list nor the outer table scrolls, so neither pan has an
  /// enclosing scroll view to defer to and the first of them begins (the list's, knob `movedPanBeginsFirst`), as the
  /// simulated UIKit's pans do (`no-simultaneous` case 4343: a sideways drag on the header pulled the page world's
  /// outer down alone, where the container's list took it and nothing moved). Nor when the outer table cannot scroll
  /// vertically either when the pan begins: there is no enclosing scroll view along the axis to defer to
  /// (`no-simultaneous` case 1093: a header grown from 0 under the finger let the page world's outer take the drag).
  func listPanYields(_ list: SimScrollView, horizontal: Bool) -> Bool {
    _config.knobs.crossAxisPanDefersToEnclosing && !horizontal && !list.scrollsAlongItsAxis
      && outerView.scrollsAlongItsAxis
  }

  /// Applies one frame's finger movement to whoever recognized the pan, in the knob `panOrder`'s order.
  ///
  /// Stored fields directly, not the `finger`/`facts` accessors: this runs on every frame of a drag, and `finger?.x += dx`
  /// went through the accessor's out-of-line `_modify` coroutine.
  @usableFromInline
  func moveFinger(dx: Double, dy: Double) {
    guard _finger != nil else { return }
    if _finger?.recognition == .pending, dx != 0 || dy != 0 { recognizePan(dx: dx, dy: dy) }
    _finger?.x += dx
    _finger?.y += dy
    _facts.fingerDelta = CGPoint(x: dx, y: dy)
    guard let recognition = _finger?.recognition else { return }
    switch recognition {
    case .vertical(let page, let outerJoins):
      // Not `page.flatMap { … }`: a closure handed to a generic function from main-actor code gets a dynamic
      // isolation check on every call (swift_task_isCurrentExecutor), once per frame of every drag.
      var list: SimScrollView?
      if let page { list = _lists[page] }
      if _config.knobs.panOrder == .innerFirst {
        list?.drag(by: -dy)
        if outerJoins { outerView.drag(by: -dy) }
      } else {
        if outerJoins { outerView.drag(by: -dy) }
        list?.drag(by: -dy)
      }
    case .pager:
      pager.drag(by: -dx)
    case .headerContent(let outerJoins):
      headerContentView?.drag(by: -dx)
      if outerJoins { outerView.drag(by: -dy) }
    case .pending, .backGesture, .none:
      break
    }
  }

  /// The finger lifts: recognizing views take the release velocity, the others settle.
  func liftFinger(vx: Double, vy: Double) {
    guard let finger else { return }
    facts.lift = CGPoint(x: vx, y: vy)
    if loads != nil { releaseRefreshControl() }
    switch finger.recognition {
    case .vertical(let page, let outerJoins):
      // Not `page.flatMap { … }`: a closure handed to a generic function from main-actor code gets a dynamic
      // isolation check on every call (swift_task_isCurrentExecutor), once per frame of every drag.
      var list: SimScrollView?
      if let page { list = _lists[page] }
      if _config.knobs.panOrder == .innerFirst {
        list?.endDrag(velocity: -vy)
        if outerJoins { outerView.endDrag(velocity: -vy) }
      } else {
        if outerJoins { outerView.endDrag(velocity: -vy) }
        list?.endDrag(velocity: -vy)
      }
    case .pager:
      pager.endDrag(velocity: -vx)
    case .headerContent(let outerJoins):
      headerContentView?.endDrag(velocity: -vx)
      if outerJoins { outerView.endDrag(velocity: -vy) }
    case .pending, .backGesture, .none:
      break
    }
    forEachTouchedView { view in
      if view.isTracking { view.touchEnded() }
    }
    self.finger = nil
    selectTabOfRestingPage()
  }

  /// A touch that stopped the pager on a page (a snap or a tab switch's animation caught just as it reached one)
  /// ends without any settle callback (UIKit reports none for a stop it did not make): the page's bar, which follows
  /// the pager's pan, selects the page the pager rests on when the finger lifts. A coordinator that `selectsTabs`
  /// keeps the bar itself.
  func selectTabOfRestingPage() {
    guard !coordinatorSelectsTabs, !_config.headerOnly, !pager.isMoving,
      pagerDistanceFromPage(pager.position, width: _config.viewportWidth) <= offsetTolerance
    else { return }
    let page = visiblePage
    if _selectedTabIndex != page { _selectedTabIndex = page }
  }
}
