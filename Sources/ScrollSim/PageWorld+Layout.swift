// Layout of the page and lazy creation of lists.
//
// Geometry follows the NestedPaging article: the outer table has no automatic insets
// (`contentInsetAdjustmentBehavior = .never`), its content is header + pin bar + one
// cell of `viewport − pinBar − pinOffset`, so its natural maximum offset is exactly
// `maxOffsetY`. Lists get the container's bottom safe area added to their inset
// (`automaticallyAdjustsListContentInset`); in header-only mode the outer table gets it.

import Foundation

extension PageWorld {
  /// Recomputes every view's size, content and insets from the configuration.
  func applyLayout() {
    let width = _config.viewportWidth
    let cell = cellHeight
    // The outer's own inset is the app's (`outerTopInset`/`outerBottomInset`) plus the refresh spinner while it
    // refreshes; the bottom safe area only in header-only mode (the outer uses `.never` adjustment, the NestedPaging article).
    let outerBottom = _config.outerBottomInset + (_config.headerOnly ? _config.safeAreaBottom : 0)
    let outerTop = _config.outerTopInset + (_loads?.spinnerInset ?? 0)
    outerView.setLayout(
      width: width, height: _config.viewportHeight, contentWidth: width,
      contentHeight: _config.headerHeight + _config.pinBarHeight + cell,
      inset: EdgeInsets(top: CGFloat(outerTop), left: 0, bottom: CGFloat(outerBottom), right: 0))
    outerView.alwaysBounce = _config.knobs.tablesAlwaysBounceVertical
    if let headerContentView, let spec = _config.headerContent {
      headerContentView.setLayout(
        width: width, height: spec.height, contentWidth: spec.contentWidth, contentHeight: spec.height, inset: .zero)
    }
    pager.setLayout(
      width: width, height: cell, contentWidth: width * Double(_config.listCount), contentHeight: cell, inset: .zero)
    for (index, list) in _lists.enumerated() {
      guard let list else { continue }
      layoutList(list, index: index)
    }
  }

  func layoutList(_ list: SimScrollView, index: Int) {
    let spec = _config.list(index)
    list.setLayout(
      width: _config.viewportWidth, height: cellHeight, contentWidth: _config.viewportWidth,
      contentHeight: spec.contentHeight,
      inset: EdgeInsets(
        top: CGFloat(spec.topInset), left: 0, bottom: CGFloat(spec.bottomInset + _config.safeAreaBottom), right: 0))
    list.alwaysBounce = _config.knobs.tablesAlwaysBounceVertical
  }

  /// Applies a layout change and lets UIKit and the page react: offsets out of range are clamped
  /// (knob `clampOnContentShrink`) for views whose size, content or inset the change set anew and that are not being
  /// touched or moving, the pager keeps its current page, then the container reloads (`pageDidReload`).
  func relayout(_ change: (inout WorldConfig) -> Void) {
    let oldWidth = _config.viewportWidth
    let outerInset = outerView.inset
    let listInsets = _lists.map { $0?.inset }
    var geometries: [ObjectIdentifier: ViewGeometry] = [:]
    forEachView { geometries[ObjectIdentifier($0)] = ViewGeometry($0) }
    change(&config)
    if _lists.count != _config.listCount { _lists = Array(_lists.prefix(_config.listCount)) }
    applyLayout()
    if oldWidth != _config.viewportWidth, oldWidth > 0 {
      // The pager keeps its position in pages across a width change (the page container lays it out by index);
      // a position kept in points would put it between pages, or past its content.
      pager.write(x: pager.position / oldWidth * _config.viewportWidth, y: 0)
    }
    if _config.knobs.clampOnContentShrink {
      // UIKit's scroll view keeps its offset in range when its own frame, content size or inset is set; a view the
      // change left alone keeps an offset out of range that code wrote (a header reload does not clamp a list).
      forEachView { view in
        guard view !== pager, !view.isTracking, !view.isMoving, view.overscroll != 0,
          geometries[ObjectIdentifier(view)] != ViewGeometry(view)
        else { return }
        let clamped = min(max(view.position, view.minPosition), view.maxPosition)
        if view.axis == .vertical { view.write(x: view.offsetX, y: clamped) } else { view.write(x: clamped, y: view.offsetY) }
      }
    }
    tellAdjustedInsetChanges(outer: outerInset, lists: listInsets)
    if let pending = pendingAnimatedIndex, case .animating(let animation) = pager.motion {
      // An animated tab switch in flight keeps its destination page, retargeted in the new geometry:
      // its old target is in points and would leave the pager between pages after a width change.
      let target = CGPoint(x: Double(pending) * _config.viewportWidth, y: 0)
      if animation.to != target || oldWidth != _config.viewportWidth {
        pager.motion = .animating(OffsetAnimation(from: pager.contentOffset, to: target))
      }
    } else if !pager.isDragging {
      // A switch whose animation a touch interrupted has no destination any more.
      pendingAnimatedIndex = nil
      pager.motion = .idle
      pager.write(x: Double(currentIndex) * _config.viewportWidth, y: 0)
      // The pager is back on the current page without settling: the page selects its tab, as a settle would.
      if !coordinatorSelectsTabs { _selectedTabIndex = currentIndex }
    }
    delivering(.pageDidReload) { coordinator.pageDidReload() }
  }

  /// A relayout that changed a view's adjusted inset (the bottom safe area the lists take, or the outer's in header-only
  /// mode) tells its delegate, as UIKit does whenever `adjustedContentInset` changes (Apple,
  /// `scrollViewDidChangeAdjustedContentInset(_:)`), and the page forwards it to the coordinator as it does for an
  /// app's own inset change: the outer first, then the lists in order, after the clamps and before `pageDidReload`
  /// (the UIKit container lays out the outer table, then each list, then reports the reload).
  private func tellAdjustedInsetChanges(outer: EdgeInsets, lists: [EdgeInsets?]) {
    if outerView.inset != outer {
      if probeArmed { activityProbe?.callbackWillRun("outerDidChangeAdjustedContentInset()", in: self) }
      coordinator.outerDidChangeAdjustedContentInset()
    }
    guard !_config.headerOnly else { return }
    for index in lists.indices where index < _lists.count {
      guard let old = lists[index], let list = _lists[index], list.inset != old else { continue }
      if probeArmed { activityProbe?.callbackWillRun("listDidChangeAdjustedContentInset(at:)", in: self) }
      coordinator.listDidChangeAdjustedContentInset(at: index)
    }
  }

  /// Creates every list whose page is at least partly visible in the pager (NestedPaging creates a list
  /// "only when that page enters the nearby range", NestedPaging's README), and tells the coordinator about each.
  func loadListsNearPager() {
    guard let visible = visibleListRange() else { return }
    for index in visible where _lists[index] == nil {
      let list = SimScrollView(axis: .vertical, name: "list\(index)", physics: physics)
      layoutList(list, index: index)
      // A new UITableView starts at its top, bouncing, with scrollsToTop on: the coordinator must configure it.
      list.offsetY = list.pixelRounded(list.minPosition)
      // Its frame starts now, where it is created, so a mid-frame creation is not mistaken for a jump.
      list.beginFrame()
      if probeArmed { watchReads(of: list, true) }
      _lists[index] = list
      list.delegate = self
      delivering(.listDidLoad) { coordinator.listDidLoad(at: index) }
    }
  }

  /// The page nearest the pager's position: the one mostly on screen (the current index lags it while paging).
  public var visiblePage: Int {
    guard _config.viewportWidth > 0 else { return currentIndex }
    return nearestPageIndex(pager.position / _config.viewportWidth, count: _config.listCount) ?? currentIndex
  }

  /// Indices of lists whose page is at least partly on screen (none when the pager is a whole page or more
  /// past either end of its content).
  func visibleListRange() -> ClosedRange<Int>? {
    guard !_config.headerOnly, _config.viewportWidth > 0 else { return nil }
    let progress = pager.position / _config.viewportWidth
    guard progress.isFinite, progress > -1, progress < Double(_config.listCount) else { return nil }
    let low = max(Int(progress.rounded(.down)), 0)
    let high = min(Int(progress.rounded(.up)), _config.listCount - 1)
    return low <= high ? low...high : nil
  }
}

/// `Int(value.rounded(rule))` clamped to `0..<count`, or `nil` for NaN. The clamp happens in `Double` before the
/// conversion, so no position, however far a view was flung, can trap the conversion (`Int(1e23)` does).
/// `pageIndex(value, .toNearestOrAwayFromZero, count:)`, exactly, without the C library's `round` (1.5% of a fuzz run,
/// callgrind): `visiblePage` runs twice a frame. Clamping first leaves a positive value below `count − 1`, whose
/// fractional part `value − trunc(value)` is exact, so comparing it with one half rounds half away from zero.
@inline(__always)
func nearestPageIndex(_ value: Double, count: Int) -> Int? {
  guard !value.isNaN, count > 0 else { return nil }
  guard value > 0 else { return 0 }
  let last = count - 1
  guard value < Double(last) else { return last }
  let whole = Int(value)
  return value - Double(whole) >= 0.5 ? whole + 1 : whole
}

/// How far a pager at `position` is from the nearest page boundary (`width` the page width): within the tolerance it
/// rests on a page; beyond it two lists share the screen. NaN when `width` is 0 or a position is not finite, so a
/// caller's comparison, either way round, is false. Without the C library's `round` (`roundedToInteger`): the checker
/// and the search observers ask it every frame.
@inlinable @inline(__always)
public func pagerDistanceFromPage(_ position: Double, width: Double) -> Double {
  abs(position - roundedToInteger(position / width, tiesToEven: false) * width)
}

@inline(__always)
func pageIndex(_ value: Double, _ rule: FloatingPointRoundingRule, count: Int) -> Int? {
  guard !value.isNaN, count > 0 else { return nil }
  return Int(min(max(value.rounded(rule), 0), Double(count - 1)))
}

/// A scroll view's size, content size and inset, to tell which views a layout change set anew.
private struct ViewGeometry: Equatable {
  var width, height, contentWidth, contentHeight: Double
  var inset: EdgeInsets

  @MainActor init(_ view: SimScrollView) {
    (width, height) = view.size
    (contentWidth, contentHeight) = view.content
    inset = view.inset
  }
}
