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
}
