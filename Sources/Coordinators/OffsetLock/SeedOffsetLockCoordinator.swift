// NestedPaging's `resetAllListsToTop` exactly as the NestedPaging article prints it, kept as a named
// variant because the simulation shows it breaking an invariant (docs/findings.md).

import Foundation
import ScrollSim

/// Offset-lock exactly as the NestedPaging article writes it: the one-sided reset guard (`contentOffset.y − minOffsetY > 0.5`),
/// a strict `list.y > top` lock test, unconditional pinning writes, and `maxOffsetY = headerHeight − pinOffset`
/// without a floor. Each of these is a finding the shipped `offset-lock` fixes (docs/findings.md).
///
/// Breaks `header-visible-lists-at-top` when UIKit lets the list's pan handle a frame before the outer's
/// (knob `simultaneousOrder = innerFirst`): dragging down on a pinned list at its top rubber-bands it past
/// the top (its bounce is on while pinned), the outer then starts walking the header back, and the reset
/// skips the list because it is *above* its top, not below.
///
/// Also breaks `settles` when the header is shorter than the pin offset: the formula goes negative, the outer
/// is pinned above its own top, UIKit springs it back, the coordinator pins it again, and the page never rests.
final class SeedOffsetLockCoordinator: OffsetLockCoordinator {
  override func needsReset(offsetY: CGFloat, top: CGFloat) -> Bool {
    offsetY - top > offsetTolerance
  }

  /// The NestedPaging article's strict test: any offset below the top, even one pixel, holds the outer at the pin.
  override func isScrolledAwayFromTop(_ list: any ScrollSurface) -> Bool {
    list.contentOffset.y > topOffsetY(of: list)
  }

  /// The NestedPaging article assigns unconditionally and unguarded.
  override func pin(_ view: any ScrollSurface, at y: CGFloat) {
    view.contentOffset.y = y
  }

  /// The NestedPaging article's strict `outer.y < maxOffsetY`.
  override func isHeaderVisible(outerY: CGFloat, maxOffsetY: CGFloat) -> Bool { outerY < maxOffsetY }

  /// The NestedPaging article: only the current page's list (`currentScrollingListView`) holds the outer.
  override func visibleListHoldsOuter(on page: any NestedPage, outer: any ScrollSurface) -> Bool {
    guard let list = currentScrollingList else { return false }
    return isScrolledAwayFromTop(list)
  }

  /// The NestedPaging article's `processListViewDidScroll`: reset while the header shows, otherwise pin the outer.
  override func listDidScroll(at index: Int) {
    guard let page, !page.isHeaderOnly, !isReconcilingListOffsets else { return }
    if isHeaderVisible(outerY: page.outer.contentOffset.y) {
      resetListsToTop()
    } else {
      pin(page.outer, at: maxOffsetY)
    }
  }

  /// The NestedPaging article lets a pinned list rubber-band at its top.
  override func holdTopEdge(ofListAt index: Int, on page: any NestedPage) {}

  /// The NestedPaging article's `other.view is UIScrollView` (the pager excepted): yes to any scroll view, a header carousel included.
  override func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool { candidate != .pager }

  /// The NestedPaging article: a touch on the header reaches only the outer table's pan (NestedPaging's README: "A fast flick from the header stops
  /// when the outer table reaches maxOffsetY").
  override var listPanCoversHeader: Bool { false }

  /// The NestedPaging article leaves a status-bar tap to UIKit: the current list scrolls to its top and the header stays hidden.
  override func listDidScrollToTop(at index: Int) {}

  override func maxOffsetY(of page: any NestedPage, outer: any ScrollSurface) -> CGFloat {
    page.headerHeight - page.pinSectionHeaderVerticalOffset
  }
}
