// Hard mutants of a second kind: no tolerance is written wrong. Each is a decision that is right on every page and
// in every order of events but one combination: a page of four or more tabs with the pager three pages away from the
// current one, a status-bar tap while a finger drags, a banner that arrives while the banner's ceiling is the
// container's own top, a status-bar tap while an animated tab switch shows a page two or more tabs away, a content
// inset that changes in the frame a status-bar tap ends. Random generation meets each combination once in thousands
// to tens of thousands of cases; a search reaches it only if its corpus holds the page shape or the order of steps,
// which no feature marks in advance.

import Foundation
import ScrollSim

/// Asks only the current page and the two on either side whether a list on screen holds the outer, as if the pager
/// never showed a page further away. It does, for the length of an animated tab switch across three or more pages,
/// and when a tab tap lands while a finger holds the pager: the list on screen is then never asked, the header comes
/// back under a drag, and the reset jumps that list to its top (`mutant-near-pages-hold.json`).
final class NearPagesHoldCoordinator: OffsetLockCoordinator {
  override func visibleListHoldsOuter(on page: any NestedPage, outer: any ScrollSurface) -> Bool {
    let progress = page.currentListScrollProgress
    let width = max(outer.bounds.width, 1)
    let current = page.currentIndex
    let near = max(0, current - 2)...max(0, min(page.listCount - 1, current + 2))
    for index in near where abs(CGFloat(index) - progress) * width < width - 1 {
      if let list = page.list(at: index), isScrolledAwayFromTop(list) { return true }
    }
    return false
  }
}

/// Answers a status-bar tap by animating the outer to its top even while a finger drags it. The shipped coordinator
/// leaves the page to the finger that has taken over; here the animation and the drag both move the outer, so the
/// drag moves nothing or the outer jumps under it (`mutant-status-bar-under-finger.json`).
final class StatusBarUnderFingerCoordinator: OffsetLockCoordinator {
  override func listDidScrollToTop(at index: Int) {
    guard let page, !page.isHeaderOnly, index == page.currentIndex else { return }
    let outer = page.outer
    let top = CGPoint(x: outer.contentOffset.x, y: -outer.adjustedContentInset.top)
    if outer.isDecelerating, outer.contentOffset.y >= top.y { outer.setContentOffset(outer.contentOffset, animated: false) }
    guard outer.contentOffset.y > top.y else { return }
    outer.setContentOffset(top, animated: true)
  }
}

/// Pins the container at the ceiling and only then gives the pan to the content (the order the ownership design's article gives). The pin's own
/// callback is heard by the page's loads too, and there the container still owns: with a ceiling equal to the
/// container's top (a banner exactly as tall as the pin offset), the slot gate sees a container at its top and
/// applies a banner height that arrived meanwhile, under the finger: the banner shows over a scrolled list and the
/// outer jumps by the new height (`mutant-flag-after-pin.json`).
final class FlagAfterPinCoordinator: OwnershipCoordinator {
  override func outerDidScroll() {
    guard let page, !page.isHeaderOnly, !isPinning, !contentOwnsScrolling else { return super.outerDidScroll() }
    let outer = outerTable ?? page.outer
    let ceiling = ceilingOffset(of: page, outer: outer)
    guard outer.contentOffset.y >= ceiling else { return }
    pin(outer, at: ceiling)
    contentOwnsScrolling = true
    restingOuterY = outer.contentOffset.y
  }
}

/// Answers a status-bar tap by sending the lists of the tabs more than one page from the tapped one to their tops
/// (so that switching to them afterwards shows each from its top), leaving the current page and its two neighbours,
/// the pages a swipe can show, to the user. An animated tab switch across two or more pages shows a page further
/// away: a tap that ends while it slides sends the list on screen to its top in one frame
/// (`mutant-tap-resets-far-tabs.json`).
final class TapResetsFarTabsCoordinator: OffsetLockCoordinator {
  override func listDidScrollToTop(at index: Int) {
    guard let page, !page.isHeaderOnly, index == page.currentIndex, !page.outer.isDragging else { return }
    isReconcilingListOffsets = true
    for other in 0..<page.listCount where abs(other - index) > 1 {
      guard let list = page.list(at: other) else { continue }
      let top = topOffsetY(of: list)
      if needsReset(offsetY: list.contentOffset.y, top: top) { list.contentOffset = CGPoint(x: list.contentOffset.x, y: top) }
    }
    isReconcilingListOffsets = false
    super.listDidScrollToTop(at: index)
  }
}

/// Hands the pan back to the container when a status-bar tap starts animating it to its top, instead of when the
/// container first moves below the ceiling (`outerDidScroll`). Until the animation's first frame the container still
/// sits at the ceiling; a content inset that grows in that frame leaves the content below its new top, which the
/// content's callback takes for the forward move of a handoff: the content owns again, nothing clamps it to its top,
/// and the container's animation brings the banner back over a content below its top
/// (`mutant-tap-hands-back-early.json`). UIKit reports a scroll to the top that a touch stops as ended
/// (`scrollViewDidScrollToTop`, knob `codeStopEndsAnimation`), so a touch during the tap's scroll reaches the same early
/// hand-back with the content short of its top, a combination random generation meets in one or two hundred cases
/// (medians 114 over ten seeds and 213 over thirty, docs/search.md).
final class TapHandsBackEarlyCoordinator: OwnershipCoordinator {
  override func listDidScrollToTop(at index: Int) {
    guard let page, !page.isHeaderOnly, index == page.currentIndex, !page.outer.isDragging else { return }
    let outer = page.outer
    let top = CGPoint(x: outer.contentOffset.x, y: -outer.adjustedContentInset.top)
    if outer.isDecelerating, outer.contentOffset.y >= top.y { outer.setContentOffset(outer.contentOffset, animated: false) }
    guard outer.contentOffset.y > top.y else { return }
    contentOwnsScrolling = false
    outer.setContentOffset(top, animated: true)
  }
}
