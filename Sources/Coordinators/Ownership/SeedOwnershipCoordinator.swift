// The Three Loaders article's ownership coordinator as the article writes it, kept as a named variant
// because the simulation shows it breaking invariants (docs/findings.md).

import Foundation
import ScrollSim

/// Ownership exactly as the Three Loaders article writes it: the content is pinned at `.zero` (its top taken as 0, ignoring
/// `adjustedContentInset.top`) and every pinning write is unconditional.
///
/// Breaks `header-visible-lists-at-top` on a content list with a top inset (its real top is `-inset`, so
/// `.zero` leaves it scrolled under the banner), and `no-feedback-loop` on a UIKit that calls
/// `scrollViewDidScroll` for equal assignments (knob `didScrollOnEqualValue`).
///
/// And `no-swallowed-gesture` with a content list that cannot move (shorter than the viewport, no bounce): the
/// seed hands ownership back only from the content's own scroll callback, which then never fires.
final class SeedOwnershipCoordinator: OwnershipCoordinator {
  override func outerDidScroll() {
    guard let page, !page.isHeaderOnly else { return }
    if contentOwnsScrolling {
      pin(page.outer, at: ceilingOffset)
    } else if page.outer.contentOffset.y >= ceilingOffset {
      pin(page.outer, at: ceilingOffset)
      contentOwnsScrolling = true
    }
  }

  override func contentTop(_ content: any ScrollSurface) -> CGFloat { 0 }

  override func pin(_ view: any ScrollSurface, at y: CGFloat) {
    view.contentOffset = CGPoint(x: view === page?.outer ? view.contentOffset.x : 0, y: y)
  }

  /// The Three Loaders article's container cooperates with the content's pan, which listens only on the content: a flick from the
  /// banner reaches the container alone.
  override var listPanCoversHeader: Bool { false }

  /// The Three Loaders article says nothing about the status bar: UIKit scrolls the content to its first row and the banner stays away.
  override func listDidScrollToTop(at index: Int) {}

  /// The Three Loaders article's strict `contentOffset.y <= 0`.
  override func isAtTop(_ content: any ScrollSurface) -> Bool { content.contentOffset.y <= contentTop(content) }

  override func listDidScroll(at index: Int) {
    guard let page, !page.isHeaderOnly, index == page.currentIndex, let content else { return }
    if !contentOwnsScrolling {
      pin(content, at: 0)
    } else if isAtTop(content) {
      pin(content, at: 0)
      contentOwnsScrolling = false
    }
  }
}
