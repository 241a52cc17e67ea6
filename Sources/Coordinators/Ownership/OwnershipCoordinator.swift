// Seed 003's gesture ownership: one flag says whether the content list owns the
// vertical pan; the container scrolls in [0, ceiling] and the content only while the
// container is pinned at the ceiling. Both views recognize the pan and decelerate at
// the same rate, so momentum crosses the boundary without a seam.

import Foundation
import ScrollSim

/// Seed 003's ownership coordinator for a banner + single content list page.
open class OwnershipCoordinator: NestedScrollCoordinator {
  /// The page this coordinator serves. The page owns its coordinator and outlives it, so the reference is
  /// `unowned(unsafe)`: a `weak` load on every scroll callback was a measurable share of the simulation's time.
  @exclusivity(unchecked) public private(set) unowned(unsafe) var page: (any NestedPage)?
  /// The one piece of state: `true` once the banner has collapsed and the content scrolls.
  @exclusivity(unchecked) public var contentOwnsScrolling = false

  public init() {}

  /// The container offset at which the banner has fully scrolled away (the pin bar, if any, pins there).
  public var ceilingOffset: CGFloat {
    guard let page else { return 0 }
    return page.headerHeight - page.pinSectionHeaderVerticalOffset
  }

  /// The content list: the current page's list.
  public var content: (any ScrollSurface)? { page.flatMap { $0.list(at: $0.currentIndex) } }

  /// Where the content sits at its first row.
  open func contentTop(_ content: any ScrollSurface) -> CGFloat { -content.adjustedContentInset.top }

  // MARK: - NestedScrollCoordinator

  open func attach(to page: any NestedPage) {
    self.page = page
    page.outer.decelerationRate = .normal
  }

  open func listDidLoad(at index: Int) {
    guard let list = page?.list(at: index), let outer = page?.outer else { return }
    // Same friction on both views: a mismatch shows as a change of friction at the handoff frame.
    list.decelerationRate = outer.decelerationRate
    // The content keeps its bottom bounce (pagination lives there); its top is clamped in `listDidScroll`.
    list.bounces = true
    list.scrollsToTop = true
  }

  open func outerDidScroll() {
    guard let page, !page.isHeaderOnly else { return }
    let outer = page.outer
    if contentOwnsScrolling {
      outer.contentOffset.y = ceilingOffset
    } else if outer.contentOffset.y >= ceilingOffset {
      outer.contentOffset.y = ceilingOffset
      contentOwnsScrolling = true
    }
  }

  open func listDidScroll(at index: Int) {
    guard let page, !page.isHeaderOnly, index == page.currentIndex, let content else { return }
    let top = contentTop(content)
    if !contentOwnsScrolling {
      content.contentOffset = CGPoint(x: content.contentOffset.x, y: top)
    } else if content.contentOffset.y <= top {
      content.contentOffset = CGPoint(x: content.contentOffset.x, y: top)
      contentOwnsScrolling = false
    }
  }

  open func currentPageDidChange(to index: Int) {}

  /// A layout change moves the ceiling: re-pin against the new value.
  open func pageDidReload() { outerDidScroll() }

  /// Cooperate only with the embedded content list, never with anything else (seed 003).
  open func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool {
    if case .list = candidate { return true }
    return false
  }

  /// Seed 003's page has one content list and no pager.
  open func pagerShouldBegin(velocity: CGPoint) -> Bool { false }
}
