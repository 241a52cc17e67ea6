// NestedPaging's model (its README and article): both vertical layers recognize the pan and
// offset locking decides who moves.
//
// Invariants it keeps: header visible ⇒ every created list is at its top (not only the
// current one: a leftover offset on another tab would pin the outer table when you
// switch back); header pinned ⇒ the outer table sits on `maxOffsetY`.

import Foundation
import NestedScrolling

/// The offset-locking coordinator of NestedPaging, re-expressed from its README and article.
///
/// `open` so mutants can override one decision each; every hook is a single idea. The hooks a scroll callback runs
/// receive the page and the outer table the callback already holds: each read of the stored `unowned` references is a
/// retain/release pair, and a callback used to read them a dozen times (a fifth of a frame's instructions went to
/// reference counting).
///
/// Lifetime rule: the page owns its coordinator and is the only caller of its callbacks, so the page outlives every
/// call (the simulated page holds it; in an app, the container view that forwards its scroll views' delegate calls
/// does). The references are `unowned`, not `unowned(unsafe)`: a container that breaks the rule (releases the page
/// while something still calls the coordinator) traps at the first read, at the line that broke it, instead of
/// reading freed memory. `weak` would also be safe; it costs 150 more instructions a generated frame (+8.6 %, +13.5 %
/// on the scripted workload; callgrind, `nestedcheck-bench workload`), `unowned` 3.
open class OffsetLockCoordinator: NestedScrollCoordinator {
  /// The page this coordinator serves; `unowned` under the lifetime rule above.
  @exclusivity(unchecked) public private(set) unowned var page: (any NestedPage)?
  /// The page's outer table, taken once in `attach`: it never changes, and every callback reads it several times
  /// (each `page.outer` was a protocol call and a retain/release pair: a tenth of the simulation's time).
  @exclusivity(unchecked) public private(set) unowned var outerTable: (any ScrollSurface)?
  /// Set while this coordinator resets lists, so the lists' own callbacks do not write the outer table back.
  @exclusivity(unchecked) public var isReconcilingListOffsets = false
  /// Set while this coordinator pins a view, so the pinned view's own callback does not react to the pin.
  @exclusivity(unchecked) public var isPinning = false
  /// `maxOffsetY` as last read inside the running callback; NaN when it must be read again (see `lockOffsetY`).
  @exclusivity(unchecked) private var callbackMaxOffsetY = CGFloat.nan

  /// A coordinator not yet attached to a page.
  public init() {}

  /// `headerHeight − pinSectionHeaderVerticalOffset`: the outer offset at which the header has just left.
  ///
  /// Never below the outer table's own top: with a header shorter than the pin offset the seed's formula is
  /// negative, and pinning there fights UIKit's bounce-back forever (`settles`; see `offset-lock-seed`).
  open func maxOffsetY(of page: any NestedPage, outer: any ScrollSurface) -> CGFloat {
    max(page.headerHeight - page.pinSectionHeaderVerticalOffset, -outer.adjustedContentInset.top)
  }

  /// `maxOffsetY(of:outer:)` for code that does not hold the page (a subclass, a test).
  public final var maxOffsetY: CGFloat {
    guard let page else { return 0 }
    return maxOffsetY(of: page, outer: outerTable ?? page.outer)
  }

  /// `maxOffsetY` for the decisions of one callback: read once, and again after anything that may have changed it.
  ///
  /// A callback asks for the pin up to four times (lock, header test, clamp, flags), and each read is three calls
  /// into the page. Only a write can change it between two reads: the outer's `scrollViewDidScroll` may release a
  /// held banner height (the Three Loaders article's arbiter) or start a refresh that changes the outer's inset. A write that moves a
  /// view always calls back into this coordinator first (UIKit calls `scrollViewDidScroll` synchronously; the page
  /// forwards it to the coordinator before its loads), and both scroll callbacks, muted or not, forget what was read
  /// when they start and when they end; a write that moves nothing calls nobody and changes nothing. Only the two
  /// scroll callbacks use it; the others (a list loaded, the page changed) read `maxOffsetY` afresh
  /// (`OffsetLockReadOnceTests`).
  @inline(__always) final func lockOffsetY(_ page: any NestedPage, _ outer: any ScrollSurface) -> CGFloat {
    if callbackMaxOffsetY.isNaN { callbackMaxOffsetY = maxOffsetY(of: page, outer: outer) }
    return callbackMaxOffsetY
  }

  /// Forgets what the running callback read: at every callback's start and end (a nested one follows a write), when
  /// a callback returns at once (it follows a write, perhaps a subclass's), and after this coordinator's own writes
  /// (belt and braces for a subclass whose callbacks do not call `super`).
  @inline(__always) final func forgetReads() { callbackMaxOffsetY = .nan }

  /// The current page's list (the NestedPaging article's `currentScrollingListView`).
  open var currentScrollingList: (any ScrollSurface)? {
    guard let page else { return nil }  // not `page.flatMap { … }`, which checks the executor when its closure runs
    return page.list(at: page.currentIndex)
  }

  /// Whether a list on screen holds the outer at the pin: the header may come back only when every visible
  /// list is at its top.
  ///
  /// The NestedPaging article asks only the current page's list. But `currentIndex` lags the pager: during an animated tab
  /// switch, or when a touch catches a snap short of its page, another list is on screen and can be scrolled;
  /// letting the header return then resets that visible list (a jump), and a scrolled off-screen current list
  /// locks the page the user is looking at (a swallowed drag).
  open func visibleListHoldsOuter(on page: any NestedPage, outer: any ScrollSurface) -> Bool {
    let progress = page.currentListScrollProgress
    let width = max(outer.bounds.width, 1)
    for index in 0..<page.listCount where abs(CGFloat(index) - progress) * width < width - 1 {
      if let list = page.list(at: index), isScrolledAwayFromTop(list) { return true }
    }
    return false
  }

  /// The offset at which a list is at its top. The NestedPaging article: `-adjustedContentInset.top`, not 0.
  open func topOffsetY(of list: any ScrollSurface) -> CGFloat { -list.adjustedContentInset.top }

  // MARK: - NestedScrollCoordinator

  open func attach(to page: any NestedPage) {
    self.page = page
    outerTable = page.outer
  }

  open func listDidLoad(at index: Int) { updateListFlags() }

  open func outerDidScroll() {
    forgetReads()
    defer { forgetReads() }
    guard let page, !page.isHeaderOnly, !isPinning else { return }
    let outer = outerTable ?? page.outer
    if visibleListHoldsOuter(on: page, outer: outer) {
      pin(outer, at: lockOffsetY(page, outer))
    } else if isHeaderVisible(outerY: outer.contentOffset.y, maxOffsetY: lockOffsetY(page, outer)) {
      resetListsToTop(on: page)
    }
    clampOuterToMax(outer, maxOffsetY: lockOffsetY(page, outer))
    updateListFlags(on: page, isPinned: outer.contentOffset.y >= lockOffsetY(page, outer) - offsetTolerance)
  }

  open func listDidScroll(at index: Int) {
    forgetReads()
    defer { forgetReads() }
    guard let page, !page.isHeaderOnly, !isReconcilingListOffsets, !isPinning else { return }
    let outer = outerTable ?? page.outer
    if isHeaderVisible(outerY: outer.contentOffset.y, maxOffsetY: lockOffsetY(page, outer)) {
      resetListsToTop(on: page)
    } else {
      // Lock the outer only while a visible list is scrolled: the NestedPaging article pins it on every list callback, which
      // yanks an outer resting within the tolerance below the pin back up against a downward finger.
      if visibleListHoldsOuter(on: page, outer: outer) { pin(outer, at: lockOffsetY(page, outer)) }
      holdTopEdge(ofListAt: index, on: page)
    }
  }

  open func currentPageDidChange(to index: Int) { updateListFlags() }

  open func pageDidReload() {
    outerDidScroll()
    updateListFlags()
  }

  /// Vertically the outer table recognizes with the lists' pans, never with the pager's (the NestedPaging article), nor with a
  /// scroll view in the header: the NestedPaging article's `other.view is UIScrollView` says yes to a header carousel, and its
  /// horizontal swipes then drag the page by the finger's vertical drift (`header-content-gates`).
  open func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool {
    switch candidate {
    case .list: true
    case .pager, .headerContent: false
    }
  }

  /// The current list's pan also listens on the header and the pin bar (its recognizer is added to the outer table),
  /// so every vertical pan drives both layers, as the NestedPaging article's model intends ("both layers recognize the same vertical
  /// pan"). NestedPaging's README lists the alternative as a limitation: "A fast flick from the header stops when the outer table
  /// reaches maxOffsetY". Measured (docs/findings.md, Handoffs), a flick from the header then carries into the list like one
  /// from the list, and a drag from the header continues into the list instead of stopping at the pin.
  open var listPanCoversHeader: Bool { true }

  /// A status-bar tap scrolls the current list to its top (UIKit); then the header comes back too, as in the apps
  /// these pages imitate. Sequenced after the list's own scroll: moving the outer while the list is still scrolled
  /// would fight the lock (`visibleListHoldsOuter` pins it back every frame).
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

  /// The pager's scroll callback: nothing to decide (the page loads the lists that come near). `open` for a subclass
  /// that drives the category bar.
  open func pagerDidScroll(_ pager: any ScrollSurface) {}

  /// The page selects the settled page's tab; `open` for a subclass that keeps the bar itself.
  open var selectsTabs: Bool { false }

  /// The header carousel's pan begins only when mostly horizontal, as a horizontally scrolling `UIScrollView` does.
  open func headerContentShouldBegin(velocity: CGPoint) -> Bool { abs(velocity.x) > abs(velocity.y) }

  /// The NestedPaging article's `shouldBeginHorizontalPan`: mostly-horizontal pans only, never past the first or last page.
  open func pagerShouldBegin(velocity: CGPoint) -> Bool {
    guard let page, abs(velocity.x) > abs(velocity.y) else { return false }
    if page.currentIndex == 0, velocity.x > 0 { return false }
    if page.currentIndex == page.listCount - 1, velocity.x < 0 { return false }
    return true
  }

  // MARK: - Locking

  /// The outer table must not pass `maxOffsetY`.
  open func clampOuterToMax(_ outer: any ScrollSurface, maxOffsetY: CGFloat) {
    if outer.contentOffset.y > maxOffsetY { pin(outer, at: maxOffsetY) }
  }

  /// Whether a list holds the outer at the pin: scrolled down by more than the tolerance the reset uses.
  ///
  /// The NestedPaging article tests a strict `y > top` here but resets only lists more than 0.5 pt away: a list resting one
  /// pixel below its top on a 2x screen is then neither reset nor at top, and slams the outer to the pin.
  open func isScrolledAwayFromTop(_ list: any ScrollSurface) -> Bool {
    list.contentOffset.y - topOffsetY(of: list) > offsetTolerance
  }

  /// Whether the header shows: the outer is more than the tolerance below `maxOffsetY`.
  ///
  /// One tolerance for every decision. The NestedPaging article mixes a strict `outer.y < maxOffsetY` with a 0.5 pt reset
  /// guard, so an outer resting a pixel off the pin (rounding) flips between "visible" and "pinned".
  open func isHeaderVisible(outerY: CGFloat, maxOffsetY: CGFloat) -> Bool { outerY < maxOffsetY - offsetTolerance }

  /// `isHeaderVisible(outerY:maxOffsetY:)` against the page's `maxOffsetY` now, for code outside the callbacks.
  public final func isHeaderVisible(outerY: CGFloat) -> Bool { isHeaderVisible(outerY: outerY, maxOffsetY: maxOffsetY) }

  /// Writes `y` exactly, with the pinned view's own callback muted. An unguarded write re-enters
  /// `scrollViewDidScroll` forever on a UIKit that reports equal assignments (knob `didScrollOnEqualValue`),
  /// or when `y` is off the pixel grid (a 31.5 pt inset on a 3x screen never reads back as 31.5).
  open func pin(_ view: any ScrollSurface, at y: CGFloat) {
    let offset = view.contentOffset
    guard offset.y != y else { return }
    isPinning = true
    defer { isPinning = false }
    // A whole-point assignment, as `contentOffset.y = y` does (get, change y, set), without the modify coroutine.
    view.contentOffset = CGPoint(x: offset.x, y: y)
    forgetReads()
  }

  /// While pinned, a list's top edge never rubber-bands: pulling down past it is the outer's job (the header
  /// comes back). The seed leaves the overshoot to the next outer callback, which then resets a visible list.
  open func holdTopEdge(ofListAt index: Int, on page: any NestedPage) {
    guard let list = page.list(at: index) else { return }
    let top = topOffsetY(of: list)
    if list.contentOffset.y < top - offsetTolerance { pin(list, at: top) }
  }

  /// Header visible ⇒ every created list goes back to its top. Lists within half a point stay put (the NestedPaging article).
  open func resetListsToTop(on page: any NestedPage) {
    isReconcilingListOffsets = true
    defer { isReconcilingListOffsets = false }
    for index in 0..<page.listCount {
      guard let list = page.list(at: index) else { continue }
      let top = topOffsetY(of: list)
      guard needsReset(offsetY: list.contentOffset.y, top: top) else { continue }
      list.contentOffset = CGPoint(x: list.contentOffset.x, y: top)
      forgetReads()
    }
  }

  /// `resetListsToTop(on:)` for code that does not hold the page.
  public final func resetListsToTop() {
    guard let page else { return }
    resetListsToTop(on: page)
  }

  /// Whether a list is far enough from its top to be reset.
  ///
  /// Two-sided, unlike the NestedPaging article's `y − top > 0.5`: when the list's pan handles a frame before the outer's,
  /// a pinned list (bouncing on) rubber-bands *above* its top at the reverse handoff, and a one-sided guard
  /// leaves it there under the returning header (`header-visible-lists-at-top`; see `offset-lock-seed`).
  open func needsReset(offsetY: CGFloat, top: CGFloat) -> Bool {
    abs(offsetY - top) > offsetTolerance
  }

  /// Lists bounce only once the pin bar has pinned (`isPinned`: the outer within the tolerance of `maxOffsetY`),
  /// and only the current list answers the status bar.
  open func updateListFlags(on page: any NestedPage, isPinned: Bool) {
    guard !page.isHeaderOnly else { return }
    for index in 0..<page.listCount {
      guard let list = page.list(at: index) else { continue }
      let isCurrent = index == page.currentIndex
      if list.scrollsToTop != isCurrent { list.scrollsToTop = isCurrent }
      let shouldBounce = isPinned && isCurrent
      if list.bounces != shouldBounce { list.bounces = shouldBounce }
    }
  }

  /// `updateListFlags(on:isPinned:)` from the page's state now (a list loaded, the page changed, a test).
  public final func updateListFlags() {
    guard let page else { return }
    let outer = outerTable ?? page.outer
    updateListFlags(on: page, isPinned: outer.contentOffset.y >= maxOffsetY(of: page, outer: outer) - offsetTolerance)
  }
}
