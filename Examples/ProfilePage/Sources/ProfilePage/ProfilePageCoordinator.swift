// The profile page's scroll coordinator: the header collapses first, then the list on screen scrolls; pulling
// down, that list returns to its top first, then the header comes back.
//
// Written for this example the way an app team would write theirs: every scroll callback runs one pass that
// reads the page, decides which layer may keep its offset, and writes back only what must change. A write
// re-enters `scrollViewDidScroll`, so every write goes through `write(_:y:)`, which mutes that re-entry.
// The file imports only the protocol (`NestedScrolling`), so the same source runs on device over real
// `UIScrollView`s; under NestedCheck it runs over the simulation. Main-actor isolated by the target's default.

import Foundation  // CGFloat and CGPoint (UIKit brings them in an app)
import NestedScrolling

public final class ProfilePageCoordinator: NestedScrollCoordinator {
  /// Which version of the logic to run: the shipped one, or the bug the team fixed (kept to show it is caught).
  public enum Variant: Sendable {
    case shipped
    /// When the header comes back, only the lists on screen return to their top: a list left scrolled on another
    /// tab then sits under the header, and pins the page to the bar when the user switches back.
    case forgetsOffscreenLists
    /// A guard against drifting lists: a list that scrolls down the feed with no finger on it and no momentum is
    /// taken for a drift and put back at its top. Only the app's own code scrolls a list so (opening a post), so
    /// the page never opens a post: the team's rule `opened-post-shows` catches it, through the app event only.
    case returnsDriftingLists
  }

  private let variant: Variant
  private weak var page: (any NestedPage)?
  /// True while this coordinator writes an offset, so the written view's own callback does not answer it.
  private var isWriting = false
  /// Offsets within half a point are equal: the simulation and UIKit round offsets to the pixel grid.
  private let tolerance: CGFloat = 0.5
  /// Each list's offset when its last callback ended (read by `returnsDriftingLists` only).
  private var lastListOffsets: [Int: CGFloat] = [:]

  public init(variant: Variant = .shipped) { self.variant = variant }

  // MARK: - NestedScrollCoordinator

  public func attach(to page: any NestedPage) { self.page = page }
  public func listDidLoad(at index: Int) { refreshListFlags() }
  public func outerDidScroll() { reconcile(after: .outer) }
  public func listDidScroll(at index: Int) { reconcile(after: .list(index)) }
  public func currentPageDidChange(to index: Int) { refreshListFlags() }
  public func pageDidReload() { reconcile(after: .outer) }

  /// The outer table scrolls together with a list's pan (the offsets decide who moves), never with the pager's.
  public func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool {
    if case .list = candidate { return true }
    return false
  }

  /// Pages only on mostly horizontal pans that lead to a page; a rightward swipe on the first page is the back gesture's.
  public func pagerShouldBegin(velocity: CGPoint) -> Bool {
    guard let page, abs(velocity.x) > abs(velocity.y) else { return false }
    let target = page.currentIndex + (velocity.x < 0 ? 1 : -1)
    return (0..<page.listCount).contains(target)
  }

  /// A status-bar tap scrolled the current list to its top (UIKit's part); the header comes back too, so the tap
  /// shows the top of the page. The outer's own momentum is stopped first, so the animation lands where it aims.
  public func listDidScrollToTop(at index: Int) {
    guard let page, !page.isHeaderOnly, index == page.currentIndex, !page.outer.isDragging else { return }
    let outer = page.outer
    let top = CGPoint(x: outer.contentOffset.x, y: -outer.adjustedContentInset.top)
    if outer.isDecelerating, outer.contentOffset.y >= top.y { outer.setContentOffset(outer.contentOffset, animated: false) }
    guard outer.contentOffset.y > top.y else { return }
    outer.setContentOffset(top, animated: true)
  }

  // MARK: - The one pass

  private enum Mover { case outer, list(Int) }

  private func reconcile(after mover: Mover) {
    guard !isWriting, let page, !page.isHeaderOnly else { return }
    let collapsed = collapsedOffset(of: page)
    let headerShows = page.outer.contentOffset.y < collapsed - tolerance
    switch mover {
    case .outer:
      if aListOnScreenIsScrolled(page) {
        write(page.outer, y: collapsed)  // the list must come back to its top before the header may return
      } else if headerShows {
        returnListsToTop(page)
      }
      if page.outer.contentOffset.y > collapsed { write(page.outer, y: collapsed) }
    case .list(let index):
      if headerShows {
        returnListsToTop(page)  // the header has not collapsed yet: no list may move
      } else {
        if aListOnScreenIsScrolled(page) { write(page.outer, y: collapsed) }
        // Pulling a list down past its top is the header's gesture, not a rubber band of the list.
        if let list = page.list(at: index), list.contentOffset.y < top(of: list) - tolerance { write(list, y: top(of: list)) }
        if variant == .returnsDriftingLists { returnDriftingList(index, of: page) }
      }
      lastListOffsets[index] = page.list(at: index)?.contentOffset.y
    }
    refreshListFlags()
  }

  /// The outer offset at which the header has scrolled away and the bar sits at its pin; never above the table's top.
  private func collapsedOffset(of page: any NestedPage) -> CGFloat {
    max(page.headerHeight - page.pinSectionHeaderVerticalOffset, -page.outer.adjustedContentInset.top)
  }

  private func top(of list: any ScrollSurface) -> CGFloat { -list.adjustedContentInset.top }

  /// The pages the pager shows now: one at rest, two while it moves. Not `currentIndex`, which changes only
  /// once the pager settles.
  private func pagesOnScreen(_ page: any NestedPage) -> [Int] {
    let position = page.currentListScrollProgress
    let slack = 1 / max(page.outer.bounds.width, 1)  // a point of the page width: rounding, not a visible sliver
    return (0..<page.listCount).filter { abs(CGFloat($0) - position) < 1 - slack }
  }

  private func aListOnScreenIsScrolled(_ page: any NestedPage) -> Bool {
    pagesOnScreen(page).contains { index in
      guard let list = page.list(at: index) else { return false }
      return list.contentOffset.y - top(of: list) > tolerance
    }
  }

  /// Every created list back to its top, not only the ones on screen: a list left scrolled on another tab would
  /// sit under the header and pin the page when the user switches back.
  private func returnListsToTop(_ page: any NestedPage) {
    let indices = variant == .forgetsOffscreenLists ? pagesOnScreen(page) : Array(0..<page.listCount)
    for index in indices {
      guard let list = page.list(at: index) else { continue }
      if abs(list.contentOffset.y - top(of: list)) > tolerance { write(list, y: top(of: list)) }
    }
  }

  /// The drift guard's bug: a list that leapt down its feed by a row or more (44 pt) in one callback, beyond its top,
  /// with no finger and no momentum, is put back.
  private func returnDriftingList(_ index: Int, of page: any NestedPage) {
    guard let list = page.list(at: index), !list.isDragging, !list.isDecelerating else { return }
    let y = list.contentOffset.y
    guard y > top(of: list) + tolerance, y >= (lastListOffsets[index] ?? top(of: list)) + 44 else { return }
    write(list, y: top(of: list))
  }

  /// Lists rubber-band only once the bar is pinned, and only the current one answers a status-bar tap.
  private func refreshListFlags() {
    guard let page, !page.isHeaderOnly else { return }
    let pinned = page.outer.contentOffset.y >= collapsedOffset(of: page) - tolerance
    for index in 0..<page.listCount {
      guard let list = page.list(at: index) else { continue }
      let isCurrent = index == page.currentIndex
      if list.scrollsToTop != isCurrent { list.scrollsToTop = isCurrent }
      if list.bounces != (pinned && isCurrent) { list.bounces = pinned && isCurrent }
    }
  }

  private func write(_ view: any ScrollSurface, y: CGFloat) {
    guard view.contentOffset.y != y else { return }
    isWriting = true
    defer { isWriting = false }
    view.contentOffset.y = y
  }
}
