// List lifecycle: the pager destroys list views and creates them again.
//
// NestedPaging's list container keeps created lists in `validLists` and `reloadData()` on it
// removes them all (NestedPaging's README: lists are created "only when that page enters the nearby
// range"); containers that keep only neighbours alive release far pages under memory
// pressure. A coordinator is told before each list goes (`listWillUnload(at:)`), and a new
// list starts at its top, configured again through `listDidLoad(at:)`.

extension PageWorld {
  /// The pager's `reloadData()`: every created list is destroyed, then the lists on screen are created anew at their
  /// tops and the container relays out (`pageDidReload`). A finger on a destroyed list loses it (UIKit cancels the
  /// touches of a view removed from the window), so its pan moves nothing until the next touch.
  func reloadPager() {
    guard !_config.headerOnly else { return }
    facts.isLayoutFrame = true
    facts.pagerReloaded = true
    for index in _lists.indices where _lists[index] != nil { unloadList(at: index) }
    loadListsNearPager()
    coordinator.pageDidReload()
  }

  /// Releases the lists of pages at least two pages away from the one on screen.
  func unloadDistantLists() {
    guard !_config.headerOnly else { return }
    let shown = visiblePage
    for index in _lists.indices where _lists[index] != nil && abs(index - shown) >= 2 {
      facts.isLayoutFrame = true
      unloadList(at: index)
    }
  }

  /// Tells the coordinator, then removes the list: it stops calling back and `list(at:)` is `nil` from now on.
  func unloadList(at index: Int) {
    coordinator.listWillUnload(at: index)
    guard let list = _lists[index] else { return }
    if let finger, fingerUses(list: index, finger) { cancelTouch() }
    list.delegate = nil
    list.wasUnloaded = true
    _lists[index] = nil
    facts.listsUnloaded += 1
  }

  /// Whether the finger's touch is on the list, or its pan drives it.
  private func fingerUses(list index: Int, _ finger: Finger) -> Bool {
    if finger.region == .list(index) || finger.coveredList == index { return true }
    if case .vertical(let list?, _) = finger.recognition, list == index { return true }
    return false
  }

  /// The touch's view left the window: UIKit cancels the touch (`touchesCancelled`) for every recognizer tracking it,
  /// so the views it dragged are released without velocity and the finger is gone until the next touch-down.
  func cancelTouch() {
    forEachTouchedView { view in
      if view.isDragging { view.endDrag(velocity: 0) } else if view.isTracking { view.touchEnded() }
    }
    finger = nil
    selectTabOfRestingPage()
  }
}
