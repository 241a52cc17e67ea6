// One-idea faults in the offset-lock coordinator. Each doc comment names the invariant
// it must break; `Tests/Scenarios/` holds a hand-written scenario proving it does.

import Foundation
import ScrollSim

/// Resets only the current list while the header shows, and resets a list when it becomes current.
/// Breaks `header-visible-lists-at-top`: a list scrolled on another tab keeps its offset under a visible header.
final class ResetCurrentOnlyCoordinator: OffsetLockCoordinator {
  override func resetListsToTop(on page: any NestedPage) {
    guard let list = page.list(at: page.currentIndex) else { return }
    isReconcilingListOffsets = true
    defer { isReconcilingListOffsets = false }
    let top = topOffsetY(of: list)
    // The shipped two-sided test: a one-sided one would plant a second fault (a list left above its top when its
    // inset shrinks), and a mutant has one.
    if needsReset(offsetY: list.contentOffset.y, top: top) { list.contentOffset.y = top }
  }

  override func currentPageDidChange(to index: Int) {
    if let page, page.outer.contentOffset.y < maxOffsetY { resetListsToTop() }
    super.currentPageDidChange(to: index)
  }
}

/// Resets only the current list, and forgets to reset the list that becomes current on a tab switch:
/// the NestedPaging article's story (scroll A, switch to B, pull the header back, switch to A: the page snaps to the pin).
/// Breaks `header-visible-lists-at-top` first; with that invariant off, `no-unexplained-jump` (the snap).
final class NoResetOnTabSwitchCoordinator: OffsetLockCoordinator {
  override func resetListsToTop(on page: any NestedPage) {
    guard let list = page.list(at: page.currentIndex) else { return }
    isReconcilingListOffsets = true
    defer { isReconcilingListOffsets = false }
    let top = topOffsetY(of: list)
    // The shipped two-sided test: a one-sided one would plant a second fault (a list left above its top when its
    // inset shrinks), and a mutant has one.
    if needsReset(offsetY: list.contentOffset.y, top: top) { list.contentOffset.y = top }
  }

  /// The snap happens here: the stale offset of the newly current list pins the outer table.
  override func currentPageDidChange(to index: Int) {
    outerDidScroll()
  }
}

/// Drops `if outer > maxOffsetY { outer = maxOffsetY }`. Breaks `outer-within-max` when the outer rubber-bands past the pin.
final class NoMaxClampCoordinator: OffsetLockCoordinator {
  override func clampOuterToMax(_ outer: any ScrollSurface, maxOffsetY: CGFloat) {}
}

/// List 1 never forwards its `scrollViewDidScroll` (NestedPaging's README: "If it is not forwarded, vertical handoff does not work").
/// Breaks `no-unexplained-jump`: list 1 scrolls under a visible header until the outer's callback slams the outer to the pin.
final class UnforwardedListCoordinator: OffsetLockCoordinator {
  override func listDidScroll(at index: Int) {
    guard index != 1 else { return }
    super.listDidScroll(at: index)
  }
}

/// Treats a list's top as 0 instead of `-adjustedContentInset.top`. Breaks `header-visible-lists-at-top`
/// on lists with a top inset: "reset" leaves them scrolled by their inset.
final class IgnoresInsetCoordinator: OffsetLockCoordinator {
  override func topOffsetY(of list: any ScrollSurface) -> CGFloat { 0 }
}

/// The pager begins on any pan. Breaks `paging-gates`: a first-page right swipe or a vertical pan pages.
final class UngatedPagerCoordinator: OffsetLockCoordinator {
  override func pagerShouldBegin(velocity: CGPoint) -> Bool { true }
}

/// The outer refuses to recognize with the lists. Breaks `no-swallowed-gesture`: with the header visible
/// the list is locked and the outer never gets the finger, so an upward drag on a list moves nothing.
final class NoSimultaneousCoordinator: OffsetLockCoordinator {
  override func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool { false }
}

/// Never moves `scrollsToTop` to the new page. Breaks `single-scrolls-to-top` after the first tab switch.
final class StaleScrollsToTopCoordinator: OffsetLockCoordinator {
  override func updateListFlags(on page: any NestedPage, isPinned pinned: Bool) {
    for index in 0..<page.listCount {
      guard let list = page.list(at: index) else { continue }
      if list.scrollsToTop != (index == 0) { list.scrollsToTop = index == 0 }
      list.bounces = pinned && index == page.currentIndex
    }
  }
}

/// Each view echoes the other's offset one pixel off, so every write triggers another.
/// Breaks `no-feedback-loop`: the callbacks re-enter without end.
final class EchoingLockCoordinator: OffsetLockCoordinator {
  override func listDidScroll(at index: Int) {
    guard let page, let list = page.list(at: index) else { return }
    page.outer.contentOffset.y = maxOffsetY - list.contentOffset.y - 1
  }

  override func outerDidScroll() {
    guard let page, let list = currentScrollingList else { return }
    list.contentOffset.y = maxOffsetY - page.outer.contentOffset.y + 1
  }
}

/// Two planted bugs, one frequent and one rare, to prove a fuzz run reports both: a frequent shallow bug
/// used to take every shrink slot of the run and hide the rare deep one.
///
/// Frequent: the clamp pins the outer one point past `maxOffsetY`, so almost every case that scrolls the header away
/// breaks `outer-within-max` by a point (sub-pixel band). Rare: a pull-down on the third list while pinned and
/// scrolled wipes that list back to its top, a glaring `no-unexplained-jump` of hundreds of points (severe band),
/// reached only by cases with three lists that scroll the third one and then pull it down.
final class OvershootAndWipeCoordinator: OffsetLockCoordinator {
  /// Each list's offset at its previous callback, to tell a pull-down from a push-up.
  private var lastY: [Int: CGFloat] = [:]

  override func clampOuterToMax(_ outer: any ScrollSurface, maxOffsetY: CGFloat) {
    if outer.contentOffset.y > maxOffsetY + 1 { pin(outer, at: maxOffsetY + 1) }
  }

  override func listDidScroll(at index: Int) {
    guard let page, let list = page.list(at: index) else { return super.listDidScroll(at: index) }
    let y = list.contentOffset.y
    let previous = lastY[index]
    lastY[index] = y
    let top = topOffsetY(of: list)
    if index == 2, !isHeaderVisible(outerY: page.outer.contentOffset.y), let previous, y < previous, y - top > 100 {
      lastY[index] = top
      list.contentOffset.y = top
      return
    }
    super.listDidScroll(at: index)
  }
}
