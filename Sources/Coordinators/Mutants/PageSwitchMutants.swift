// One-idea faults in what a page switch leaves behind: the coordinator's idea of the current list, and the
// category bar's selected tab.

import Foundation
import ScrollSim

/// Takes "the current list" to be the list that last scrolled away from its top (tracked from the lists' scroll
/// callbacks, as a page that keeps a `currentScrollingListView` set by whichever list last scrolled does), not the
/// page shown. After a page switch the new list, at its top, has not scrolled, so the previous page's scrolled list
/// still holds the outer at the pin, and only that list's top edge is held: a pull down on the new list stretches
/// it in its rubber band and the header never comes back. Breaks `header-returns-on-pull`, which
/// `no-swallowed-gesture` cannot see (the band counts as movement).
final class StaleCurrentListCoordinator: OffsetLockCoordinator {
  /// The list this coordinator believes current: the last one that scrolled away from its top.
  private(set) var believedCurrent: Int?

  override func listDidScroll(at index: Int) {
    if !isReconcilingListOffsets, !isPinning, let list = page?.list(at: index), isScrolledAwayFromTop(list) {
      believedCurrent = index
    }
    super.listDidScroll(at: index)
  }

  /// The parent's test, plus the list believed current wherever it is.
  override func visibleListHoldsOuter(on page: any NestedPage, outer: any ScrollSurface) -> Bool {
    if super.visibleListHoldsOuter(on: page, outer: outer) { return true }
    guard let believedCurrent, let list = page.list(at: believedCurrent) else { return false }
    return isScrolledAwayFromTop(list)
  }

  /// Only the list believed current has its top edge held while pinned.
  override func holdTopEdge(ofListAt index: Int, on page: any NestedPage) {
    guard index == believedCurrent else { return }
    super.holdTopEdge(ofListAt: index, on: page)
  }
}

/// A category bar that follows the pager's progress only while a finger drags the pager (it updates from the pager's
/// `scrollViewDidScroll` when `isDragging`), and keeps the bar itself (`selectsTabs`): a flick that settles on
/// another page after the lift leaves the bar on the tab it showed at the lift. Breaks `selected-tab-follows-page`.
final class BarFollowsDragCoordinator: OffsetLockCoordinator {
  override var selectsTabs: Bool { true }

  override func pagerDidScroll(_ pager: any ScrollSurface) {
    guard let page, pager.isDragging, page.listCount > 0 else { return }
    let tab = Int(page.currentListScrollProgress.rounded())
    page.selectedTabIndex = min(max(tab, 0), page.listCount - 1)
  }
}
