// NestedPaging's model (seeds 000–002): both vertical layers recognize the pan and
// offset locking decides who moves.
//
// Invariants it keeps: header visible ⇒ every created list is at its top (not only the
// current one: a leftover offset on another tab would pin the outer table when you
// switch back); header pinned ⇒ the outer table sits on `maxOffsetY`.

import Foundation
import ScrollSim

/// The offset-locking coordinator of NestedPaging, re-expressed from seeds 000–002.
///
/// `open` so mutants can override one decision each; every hook is a single idea.
open class OffsetLockCoordinator: NestedScrollCoordinator {
  /// The page this coordinator serves. The page owns its coordinator and outlives it, so the reference is
  /// `unowned(unsafe)`: a `weak` load on every scroll callback was a measurable share of the simulation's time.
  @exclusivity(unchecked) public private(set) unowned(unsafe) var page: (any NestedPage)?
  /// Set while this coordinator resets lists, so the lists' own callbacks do not write the outer table back.
  @exclusivity(unchecked) public var isReconcilingListOffsets = false

  public init() {}

  /// `headerHeight − pinSectionHeaderVerticalOffset`: the outer offset at which the header has just left.
  public var maxOffsetY: CGFloat {
    guard let page else { return 0 }
    return page.headerHeight - page.pinSectionHeaderVerticalOffset
  }

  /// The list taking part in the vertical handoff: the current page's.
  open var currentScrollingList: (any ScrollSurface)? { page.flatMap { $0.list(at: $0.currentIndex) } }

  /// The offset at which a list is at its top. Seed 001: `-adjustedContentInset.top`, not 0.
  open func topOffsetY(of list: any ScrollSurface) -> CGFloat { -list.adjustedContentInset.top }

  // MARK: - NestedScrollCoordinator

  open func attach(to page: any NestedPage) { self.page = page }

  open func listDidLoad(at index: Int) { updateListFlags() }

  open func outerDidScroll() {
    guard let page, !page.isHeaderOnly else { return }
    let outer = page.outer
    let maxOffsetY = self.maxOffsetY
    if let list = currentScrollingList, list.contentOffset.y > topOffsetY(of: list) {
      outer.contentOffset.y = maxOffsetY
    } else if outer.contentOffset.y < maxOffsetY {
      resetListsToTop()
    }
    clampOuterToMax()
    updateListFlags()
  }

  open func listDidScroll(at index: Int) {
    guard let page, !page.isHeaderOnly, !isReconcilingListOffsets else { return }
    if page.outer.contentOffset.y < maxOffsetY {
      resetListsToTop()
    } else {
      page.outer.contentOffset.y = maxOffsetY
    }
  }

  open func currentPageDidChange(to index: Int) { updateListFlags() }

  open func pageDidReload() {
    outerDidScroll()
    updateListFlags()
  }

  /// Vertically the outer table recognizes with the lists' pans, never with the pager's (seed 001).
  open func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool {
    switch candidate {
    case .list: true
    case .pager: false
    }
  }

  /// Seed 001's `shouldBeginHorizontalPan`: mostly-horizontal pans only, never past the first or last page.
  open func pagerShouldBegin(velocity: CGPoint) -> Bool {
    guard let page, abs(velocity.x) > abs(velocity.y) else { return false }
    if page.currentIndex == 0, velocity.x > 0 { return false }
    if page.currentIndex == page.listCount - 1, velocity.x < 0 { return false }
    return true
  }

  // MARK: - Locking

  /// The outer table must not pass `maxOffsetY`.
  open func clampOuterToMax() {
    guard let outer = page?.outer else { return }
    if outer.contentOffset.y > maxOffsetY { outer.contentOffset.y = maxOffsetY }
  }

  /// Header visible ⇒ every created list goes back to its top. Lists within half a point stay put (seed 001).
  open func resetListsToTop() {
    guard let page else { return }
    isReconcilingListOffsets = true
    defer { isReconcilingListOffsets = false }
    for index in 0..<page.listCount {
      guard let list = page.list(at: index) else { continue }
      let top = topOffsetY(of: list)
      guard needsReset(offsetY: list.contentOffset.y, top: top) else { continue }
      list.contentOffset = CGPoint(x: list.contentOffset.x, y: top)
    }
  }

  /// Whether a list is far enough from its top to be reset.
  ///
  /// Two-sided, unlike seed 001's `y − top > 0.5`: when the list's pan handles a frame before the outer's,
  /// a pinned list (bouncing on) rubber-bands *above* its top at the reverse handoff, and a one-sided guard
  /// leaves it there under the returning header (`header-visible-lists-at-top`; see `offset-lock-seed`).
  open func needsReset(offsetY: CGFloat, top: CGFloat) -> Bool {
    abs(offsetY - top) > offsetTolerance
  }

  /// Lists bounce only once the pin bar has pinned, and only the current list answers the status bar.
  open func updateListFlags() {
    guard let page, !page.isHeaderOnly else { return }
    let pinned = page.outer.contentOffset.y >= maxOffsetY - offsetTolerance
    for index in 0..<page.listCount {
      guard let list = page.list(at: index) else { continue }
      let isCurrent = index == page.currentIndex
      if list.scrollsToTop != isCurrent { list.scrollsToTop = isCurrent }
      let shouldBounce = pinned && isCurrent
      if list.bounces != shouldBounce { list.bounces = shouldBounce }
    }
  }
}
