// One-idea faults for the page as apps build it: momentum at the boundary, the
// status bar, the header's own scroll view, and lists that are destroyed and created again.

import Foundation
import ScrollSim

/// Ownership that stops the receiving view when ownership flips: `setContentOffset(_:animated: false)` on the view
/// that takes over (UIKit: it "stops any scrolling in progress"), a common way to "settle" a handoff.
/// Breaks `momentum-carried`: a flick that crosses the ceiling dies there instead of continuing in the content.
final class ZeroesHandoffVelocityCoordinator: OwnershipCoordinator {
  override func outerDidScroll() { stoppingReceiver { super.outerDidScroll() } }
  override func listDidScroll(at index: Int) { stoppingReceiver { super.listDidScroll(at: index) } }

  private func stoppingReceiver(_ callback: () -> Void) {
    let before = contentOwnsScrolling
    callback()
    guard let page, contentOwnsScrolling != before else { return }
    let receiver = contentOwnsScrolling ? content : page.outer
    guard let receiver, !receiver.isDragging else { return }
    receiver.setContentOffset(receiver.contentOffset, animated: false)
  }
}

/// A status-bar tap is left to UIKit: the current list scrolls to its top and the header stays hidden.
/// Breaks `status-bar-shows-top`.
final class ListOnlyScrollsToTopCoordinator: OffsetLockCoordinator {
  override func listDidScrollToTop(at index: Int) {}
}

/// The outer table recognizes with every scroll view but the pager, the header's carousel included (the NestedPaging article's
/// `other.view is UIScrollView`). Breaks `header-content-gates`: a horizontal swipe on the carousel drags the page by
/// the finger's vertical drift.
final class HeaderContentJoinsOuterCoordinator: OffsetLockCoordinator {
  override func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool { candidate != .pager }
}

/// The header's carousel begins on every pan (a subclass that answers `true` to `gestureRecognizerShouldBegin`).
/// Breaks `header-content-gates`: a vertical pan that starts on the carousel is the carousel's, and the page does not
/// scroll from there.
final class GreedyHeaderContentCoordinator: OffsetLockCoordinator {
  override func headerContentShouldBegin(velocity: CGPoint) -> Bool { true }
}

/// Keeps the first list view it saw for each page and asks it whether the outer must stay pinned, never dropping it
/// when the pager destroys the list (`listWillUnload(at:)` ignored). Breaks `no-swallowed-gesture`: after the pager
/// reloads a scrolled list, the new list is at its top but the stale one still holds the outer, so a drag down on the
/// page moves nothing.
final class StaleListCacheCoordinator: OffsetLockCoordinator {
  private var cached: [Int: any ScrollSurface] = [:]

  override func listDidLoad(at index: Int) {
    if cached[index] == nil, let list = page?.list(at: index) { cached[index] = list }
    super.listDidLoad(at: index)
  }

  override func visibleListHoldsOuter(on page: any NestedPage, outer: any ScrollSurface) -> Bool {
    let progress = page.currentListScrollProgress
    let width = max(outer.bounds.width, 1)
    for index in 0..<page.listCount where abs(CGFloat(index) - progress) * width < width - 1 {
      if let list = cached[index] ?? page.list(at: index), isScrolledAwayFromTop(list) { return true }
    }
    return false
  }
}

/// Remembers each list's top (`-adjustedContentInset.top`) the first time it asks, and uses it forever. Breaks
/// `header-visible-lists-at-top` once an inset changes at runtime (a list header grows): "reset" puts the list at its
/// old top, which is no longer its top.
///
/// Each entry holds its list weakly and counts only for that list: a list made after another was destroyed may get the
/// freed one's address, and taking its top then would depend on what the process allocated before (the same case
/// played different frames after other runs).
final class CachedListTopCoordinator: OffsetLockCoordinator {
  private struct CachedTop {
    weak var list: AnyObject?
    var top: CGFloat
  }
  private var tops: [ObjectIdentifier: CachedTop] = [:]

  override func topOffsetY(of list: any ScrollSurface) -> CGFloat {
    let key = ObjectIdentifier(list)
    if let cached = tops[key], cached.list === list { return cached.top }
    let top = super.topOffsetY(of: list)
    tops[key] = CachedTop(list: list, top: top)
    return top
  }
}

/// After a status-bar tap, animates the outer to offset 0 rather than to its top (`-adjustedContentInset.top`).
/// Breaks `status-bar-shows-top` when the outer has a top inset (an app's refresh area, the refresh spinner).
/// Otherwise the shipped answer to the tap, momentum stop included: a copy without it carried a second fault (a flick
/// still coasting away from the top ran on past the tap: case 25676 of seed 1).
final class OuterTopAtZeroCoordinator: OffsetLockCoordinator {
  override func listDidScrollToTop(at index: Int) {
    guard let page, !page.isHeaderOnly, index == page.currentIndex, !page.outer.isDragging else { return }
    let outer = page.outer
    let top = CGPoint(x: outer.contentOffset.x, y: 0)  // the fault: 0, not -adjustedContentInset.top
    if outer.isDecelerating, outer.contentOffset.y >= top.y { outer.setContentOffset(outer.contentOffset, animated: false) }
    guard outer.contentOffset.y > top.y else { return }
    outer.setContentOffset(top, animated: true)
  }
}
