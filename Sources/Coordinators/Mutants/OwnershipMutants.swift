// One-idea faults in the ownership coordinator.

import Foundation
import ScrollSim

/// Ownership never returns to the container. Breaks `no-swallowed-gesture`: once the banner has collapsed,
/// pulling down on the content at its first row moves nothing and the banner never comes back. A pull that first
/// brings the content back to its first row and then goes on into nothing breaks `header-returns-on-pull` (the
/// content's movement satisfies `no-swallowed-gesture` for that step).
final class NeverHandBackCoordinator: OwnershipCoordinator {
  override func outerDidScroll() {
    guard let page, !page.isHeaderOnly else { return }
    if contentOwnsScrolling || page.outer.contentOffset.y >= ceilingOffset {
      contentOwnsScrolling = true
      pin(page.outer, at: ceilingOffset)
    }
  }

  override func listDidScroll(at index: Int) {
    guard let page, index == page.currentIndex, let content else { return }
    let top = contentTop(content)
    if !contentOwnsScrolling || content.contentOffset.y < top {
      content.contentOffset = CGPoint(x: content.contentOffset.x, y: top)
    }
  }
}

/// The container is pinned only when the flag flips, never while the content owns.
/// Breaks `outer-within-max`: during the content's turn the container keeps following the finger past the ceiling.
final class UnpinnedContainerCoordinator: OwnershipCoordinator {
  override func outerDidScroll() {
    guard let page, !contentOwnsScrolling, page.outer.contentOffset.y >= ceilingOffset else { return }
    page.outer.contentOffset.y = ceilingOffset
    contentOwnsScrolling = true
  }
}
