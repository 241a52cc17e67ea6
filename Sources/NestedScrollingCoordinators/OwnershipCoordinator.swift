// The Three Loaders article's gesture ownership: one flag says whether the content list owns the
// vertical pan; the container scrolls in [0, ceiling] and the content only while the
// container is pinned at the ceiling. Both views recognize the pan and decelerate at
// the same rate, so momentum crosses the boundary without a seam.

import Foundation
import NestedScrolling

/// The Three Loaders article's ownership coordinator for a banner + single content list page.
open class OwnershipCoordinator: NestedScrollCoordinator {
  /// The page this coordinator serves. The page owns its coordinator and is the only caller of its callbacks, so it
  /// outlives every call; `unowned` (not `unowned(unsafe)`) makes a container that breaks that rule trap at once
  /// rather than read freed memory (the cost and the alternatives: `OffsetLockCoordinator`).
  @exclusivity(unchecked) public private(set) unowned var page: (any NestedPage)?
  /// The page's container, taken once in `attach` (it never changes): each `page.outer` is a protocol call and a
  /// retain/release pair, and the scroll callbacks below read the page and the container once each.
  @exclusivity(unchecked) public private(set) unowned var outerTable: (any ScrollSurface)?
  /// The one piece of state: `true` once the banner has collapsed and the content scrolls.
  @exclusivity(unchecked) public var contentOwnsScrolling = false
  /// Set while this coordinator pins a view, so the pinned view's own callback does not react to the pin.
  @exclusivity(unchecked) public var isPinning = false
  /// The content's offset at its previous callback, to tell which way it is moving.
  @exclusivity(unchecked) public var lastContentY: CGFloat = .infinity
  /// Where the container rests while the content owns: the ceiling as the last pin left it, on the pixel grid.
  @exclusivity(unchecked) public var restingOuterY: CGFloat = -.infinity

  /// A coordinator not yet attached to a page, with the container owning the pan.
  public init() {}

  /// The container offset at which the banner has fully scrolled away (the pin bar, if any, pins there).
  /// The Three Loaders article's ceiling is the banner height; with a pin offset it is `banner − pinOffset`, floored at the
  /// container's top so a banner shorter than the pin offset does not pin the container above its content.
  public var ceilingOffset: CGFloat {
    guard let page else { return 0 }
    return ceilingOffset(of: page, outer: outerTable ?? page.outer)
  }

  /// `ceilingOffset` from the page and container a callback already holds.
  @inline(__always) public final func ceilingOffset(of page: any NestedPage, outer: any ScrollSurface) -> CGFloat {
    max(page.headerHeight - page.pinSectionHeaderVerticalOffset, -outer.adjustedContentInset.top)
  }

  /// The content list: the current page's list.
  public var content: (any ScrollSurface)? {
    // Not `page.flatMap { … }`: a closure handed to the standard library from main-actor code checks the executor
    // each time it runs (Swift 6's dynamic isolation check), and this is read on every callback.
    guard let page else { return nil }
    return page.list(at: page.currentIndex)
  }

  /// Where the content sits at its first row.
  open func contentTop(_ content: any ScrollSurface) -> CGFloat { -content.adjustedContentInset.top }

  /// Writes `y` exactly, with the pinned view's own callback muted. The Three Loaders article relies on UIKit not calling
  /// `scrollViewDidScroll` for an equal value ("re-enters once with the pinned value and stabilizes"); where it
  /// does, or where `y` is off the pixel grid and never reads back equal, an unguarded write loops.
  open func pin(_ view: any ScrollSurface, at y: CGFloat) {
    guard view.contentOffset.y != y else { return }
    isPinning = true
    defer { isPinning = false }
    view.contentOffset = CGPoint(x: view.contentOffset.x, y: y)
  }

  /// Whether the container, owned by the content, is being pulled down: more than the tolerance below the ceiling,
  /// or any move below where the last pin left it (see `outerDidScroll`).
  open func isPulledBelowCeiling(_ y: CGFloat) -> Bool { y < ceilingOffset - offsetTolerance || y < restingOuterY }

  /// Whether the content has come back to its first row: at or above its top, or within the tolerance of it and not
  /// moving away from it (a top off the pixel grid never reads back exactly).
  ///
  /// Direction matters: a slow upward drag starts inside the tolerance band, and a plain `y <= top + 0.5` would
  /// hand ownership back on every frame of it and swallow the drag. Standing still counts as at the top: a content
  /// list that cannot move (shorter than its view, no bounce) rests on the pixel just below an off-grid top, and with
  /// a strict "moving toward it" its equal-value callbacks never hand ownership back, swallowing every pull down.
  open func isAtTop(_ content: any ScrollSurface) -> Bool {
    let y = content.contentOffset.y, top = contentTop(content)
    return y <= top || (y <= top + offsetTolerance && y <= lastContentY)
  }

  // MARK: - NestedScrollCoordinator

  open func attach(to page: any NestedPage) {
    self.page = page
    outerTable = page.outer
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
    guard let page, !page.isHeaderOnly, !isPinning else { return }
    let outer = outerTable ?? page.outer
    // Read once: nothing below writes before the pin, and the pin is the last use.
    let ceiling = ceilingOffset(of: page, outer: outer)
    if contentOwnsScrolling {
      let y = outer.contentOffset.y
      if isPulledBelowCeiling(y), let content = page.list(at: page.currentIndex), isAtTop(content) {
        // The container is being pulled down and the content is at its first row: hand back here too.
        // The Three Loaders article hands back only from the content's callback, which never fires for a content list that
        // cannot move (shorter than the viewport, no bounce): the banner would stay collapsed for good.
        // "Pulled down" is also any move below where the pin left it: a slow pull moves the container less than
        // the tolerance per frame, and pinned back every frame it never got further, so the pull was swallowed.
        contentOwnsScrolling = false
      } else {
        pin(outer, at: ceiling)
        restingOuterY = outer.contentOffset.y
      }
    } else if outer.contentOffset.y >= ceiling {
      // The flag flips before the pin: the pin's own callback (which the page's loads also hear) must already see
      // the content as owner. The Three Loaders article pins first; a slot gate asking "who owns?" inside that callback then saw the
      // container owning at a ceiling equal to its top, and resized the banner mid-handoff.
      contentOwnsScrolling = true
      pin(outer, at: ceiling)
      restingOuterY = outer.contentOffset.y
    }
  }

  open func listDidScroll(at index: Int) {
    guard let page, !page.isHeaderOnly, !isPinning, index == page.currentIndex,
      let content = page.list(at: page.currentIndex)
    else { return }
    defer { lastContentY = content.contentOffset.y }
    let top = contentTop(content)
    let outer = outerTable ?? page.outer
    if !contentOwnsScrolling, content.contentOffset.y > top, outer.contentOffset.y >= ceilingOffset(of: page, outer: outer) - offsetTolerance {
      // The container already sits at the ceiling: the content's forward move is the handoff itself. The Three Loaders article
      // pins the content here and flips only when the container next "reaches" the ceiling, so a drag that starts
      // at the ceiling loses its whole first frame.
      contentOwnsScrolling = true
      restingOuterY = outer.contentOffset.y
    } else if !contentOwnsScrolling {
      pin(content, at: top)
    } else if isAtTop(content) {
      contentOwnsScrolling = false  // before the pin, as in `outerDidScroll`
      pin(content, at: top)
    }
  }

  open func currentPageDidChange(to index: Int) {}

  /// The content's pan also listens on the banner (its recognizer is added to the container). The Three Loaders article's momentum
  /// handoff rests on "both table views received the same pan"; for a flick that starts on the banner that is false in
  /// UIKit (a touch reaches the recognizers of the hit view and its ancestors, and the content is neither), so the
  /// content has no momentum to show and the flick dies at the ceiling. Listening on the banner makes it true.
  open var listPanCoversHeader: Bool { true }

  /// The content list is going away: its last offset means nothing for the list that replaces it.
  open func listWillUnload(at index: Int) {
    guard let page, index == page.currentIndex else { return }
    lastContentY = .infinity
  }

  /// A status-bar tap scrolled the content to its first row; the banner comes back too (the page's top). The
  /// container's move down hands ownership back in `outerDidScroll`, the content being at its top.
  open func listDidScrollToTop(at index: Int) {
    // A finger dragging the outer has taken over; a page that changed meanwhile was not the one tapped for.
    guard let page, !page.isHeaderOnly, index == page.currentIndex, !page.outer.isDragging else { return }
    let outer = page.outer
    let top = CGPoint(x: outer.contentOffset.x, y: -outer.adjustedContentInset.top)
    // Stop any momentum first: the tap means "rest at the top", and on a UIKit where an animated set does not stop a
    // deceleration (knob `animatedSetStopsDeceleration`) a flick still coasting would carry the outer past its end.
    if outer.isDecelerating, outer.contentOffset.y >= top.y { outer.setContentOffset(outer.contentOffset, animated: false) }
    guard outer.contentOffset.y > top.y else { return }
    outer.setContentOffset(top, animated: true)
  }

  /// A layout change moves the ceiling: re-pin against the new value.
  open func pageDidReload() { outerDidScroll() }

  /// Cooperate only with the embedded content list, never with anything else (the Three Loaders article).
  open func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool {
    if case .list = candidate { return true }
    return false
  }

  /// The Three Loaders article's page has one content list and no pager.
  open func pagerShouldBegin(velocity: CGPoint) -> Bool { false }
}
