// The extension point: the decisions a nested page delegates to a coordinator.
//
// The simulated world calls these at the moments UIKit would: a scroll view's
// `scrollViewDidScroll`, the pager settling on a page, `reloadData()`, and the two
// gesture-recognizer delegate questions. A coordinator written against this protocol
// drives real `UIScrollView`s in an app through the same calls.

import Foundation

/// Another pan gesture recognizer that wants to recognize together with the outer table's pan.
public enum PanCandidate: Hashable, Sendable {
  /// The pan of the child list at this index.
  case list(Int)
  /// The horizontal pager's pan.
  case pager
  /// The pan of a horizontal scroll view inside the header (a banner carousel, a chip row).
  case headerContent
}

/// What a coordinator can see of the page: the outer table, the lists created so far, and the layout numbers.
@MainActor
public protocol NestedPage: AnyObject {
  /// The outer table (header, pin bar, one cell).
  var outer: any ScrollSurface { get }
  /// The number of pages.
  var listCount: Int { get }
  /// The list scroll view at `index`, or `nil` while it has not been created (lists are created lazily) or in header-only mode.
  func list(at index: Int) -> (any ScrollSurface)?
  /// The page currently shown: updated when the pager settles (`scrollViewDidEndDecelerating`) or on a tab switch.
  var currentIndex: Int { get }
  /// The pager's position in pages, `contentOffset.x / pageWidth` (NestedPaging's `currentListScrollProgress`).
  /// It can disagree with `currentIndex` while the pager moves, or when a touch catches a snap before it ends.
  var currentListScrollProgress: CGFloat { get }
  /// Height of the header (`tableHeaderView`).
  var headerHeight: CGFloat { get }
  /// Distance from the container top at which the pin bar pins (`pinSectionHeaderVerticalOffset`).
  var pinSectionHeaderVerticalOffset: CGFloat { get }
  /// Whether the page reports a preferred content height (header-only mode): no inner scroll view, no handoff.
  var isHeaderOnly: Bool { get }
  /// The tab the category bar shows selected, as the app shows it. A tap on a tab selects it; when the pager
  /// settles the page selects the settled page's tab, unless the coordinator `selectsTabs` itself. A coordinator
  /// may write it at any time (a bar that follows the pager's progress switches tabs at half way).
  var selectedTabIndex: Int { get set }
}

/// Requirements of `NestedPage` added after the first release, each with a default so a page written before them
/// compiles.
extension NestedPage {
  /// The category bar's selected tab. Default: the current page, and writes are ignored (a page without a bar whose
  /// selection it tracks).
  public var selectedTabIndex: Int {
    get { currentIndex }
    set {}
  }
}

/// The logic that decides, on every scroll callback, which view moves.
@MainActor
public protocol NestedScrollCoordinator: AnyObject {
  /// Called once when the page is built, before any other callback.
  func attach(to page: any NestedPage)
  /// Called when a list has just been created (its page came near), so the coordinator can configure it.
  func listDidLoad(at index: Int)
  /// The outer table's `scrollViewDidScroll`.
  func outerDidScroll()
  /// A list's forwarded `scrollViewDidScroll`.
  func listDidScroll(at index: Int)
  /// The current page changed (the pager settled, or `setCurrentListIndex` ran).
  func currentPageDidChange(to index: Int)
  /// The page was laid out again: `reloadData()`, a resize, or a safe-area change.
  func pageDidReload()
  /// The outer table's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
  func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool
  /// The pager's `gestureRecognizerShouldBegin(_:)`, given the pan's velocity in points per second.
  func pagerShouldBegin(velocity: CGPoint) -> Bool

  // Requirements with a default implementation (below): a coordinator needs them only to change the default.

  /// A list is about to be destroyed (the pager reloaded, or its page went far away).
  func listWillUnload(at index: Int)
  /// The list at `index` finished a status-bar scroll to its top.
  func listDidScrollToTop(at index: Int)
  /// The list's `adjustedContentInset` changed.
  func listDidChangeAdjustedContentInset(at index: Int)
  /// The outer table's `adjustedContentInset` changed.
  func outerDidChangeAdjustedContentInset()
  /// Whether the current list's pan also receives touches on the header and the pin bar.
  var listPanCoversHeader: Bool { get }
  /// The header content's `gestureRecognizerShouldBegin(_:)`.
  func headerContentShouldBegin(velocity: CGPoint) -> Bool
  /// The pager's `scrollViewDidScroll`.
  func pagerDidScroll(_ pager: any ScrollSurface)
  /// Whether the coordinator keeps the category bar's selection (`NestedPage.selectedTabIndex`) itself.
  var selectsTabs: Bool { get }
}

/// Callbacks added after the first release, each with a default so a coordinator written before them compiles
/// and behaves as it did. Each names the `UIScrollView` / `UIScrollViewDelegate` moment it stands for.
extension NestedScrollCoordinator {
  /// A list is about to be destroyed: the pager was reloaded (`reloadData()` on the list container removes every
  /// list view), or its page went far from the current one and the container released it to save memory. In UIKit
  /// this is the moment the container removes the list's view from the pager; afterwards `list(at:)` is `nil` until
  /// the page comes near again and a new list is created (`listDidLoad(at:)`). A coordinator that keeps per-list state
  /// or a reference to the list drops it here. Default: nothing.
  public func listWillUnload(at index: Int) {}

  /// The list at `index` finished a status-bar scroll to its top (`scrollViewDidScrollToTop(_:)`; UIKit may call it
  /// at once when the top is already shown). Default: nothing, so the header stays where it was.
  public func listDidScrollToTop(at index: Int) {}

  /// The list's `adjustedContentInset` changed (`scrollViewDidChangeAdjustedContentInset(_:)`): a list header grew,
  /// a keyboard or tab bar inset was applied. Its top is `-adjustedContentInset.top` from now on. Default: the list's
  /// scroll callback, as a page that routes both delegate methods to one handler does.
  public func listDidChangeAdjustedContentInset(at index: Int) { listDidScroll(at: index) }

  /// The outer table's `adjustedContentInset` changed (`scrollViewDidChangeAdjustedContentInset(_:)`): a refresh
  /// control began or ended refreshing, a keyboard or tab bar inset was applied. Default: the outer's scroll callback.
  public func outerDidChangeAdjustedContentInset() { outerDidScroll() }

  /// Whether the current list's pan also receives touches on the header and the pin bar. In UIKit the container
  /// adds the current list's `panGestureRecognizer` to the outer table (a scroll view's pan recognizer may be moved
  /// to a larger view to widen where it listens: WWDC 2014 session 235, "Advanced Scrollviews and Touch Handling
  /// Techniques"), so a flick that starts on the header drives both vertical layers and both decelerate. Default:
  /// `false`: a touch on the header reaches only the outer table's pan (UIKit delivers a touch to the recognizers of
  /// the hit view and its ancestors, and the list is neither).
  public var listPanCoversHeader: Bool { false }

  /// The header content's `gestureRecognizerShouldBegin(_:)` for its pan, given the pan's velocity. Default: only a
  /// mostly horizontal pan, which is what a `UIScrollView` that scrolls only horizontally does inside a vertical one
  /// (Apple, Scroll View Programming Guide for iOS, "Nesting Scroll Views": cross-directional nesting needs no code).
  public func headerContentShouldBegin(velocity: CGPoint) -> Bool { abs(velocity.x) > abs(velocity.y) }

  /// The pager's `scrollViewDidScroll(_:)`, after the page has created the lists that came near: the moment a
  /// category bar that follows the pager's progress (its indicator sliding between tabs) reads
  /// `currentListScrollProgress`. Default: nothing.
  public func pagerDidScroll(_ pager: any ScrollSurface) {}

  /// Whether the coordinator keeps the category bar's selection (`NestedPage.selectedTabIndex`) itself. Default:
  /// `false`: the page selects the settled page's tab when the pager comes to rest (its
  /// `scrollViewDidEndDecelerating(_:)` or the end of a tab switch's animation), before `currentPageDidChange(to:)`.
  /// A coordinator that says `true` writes the selection where it chooses, and owns the rule
  /// `selected-tab-follows-page`: once the pager rests, the selected tab is the page on screen. The page reads it
  /// once, when the coordinator is attached. A tap on a tab selects that tab either way (the bar's own control does).
  public var selectsTabs: Bool { false }
}
