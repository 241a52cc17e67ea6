// What a page gives the container: its header and category bar, how many pages, and each page's list, created when
// its page first comes near (as NestedPaging's `pagingView(_:initListAt:)`).

#if canImport(UIKit)
public import UIKit
#else
public import SimulatedUIKit
#endif

/// The content of a `NestedScrollingView`.
@MainActor
public protocol NestedScrollingDataSource: AnyObject {
  /// The header above the category bar (the outer table's `tableHeaderView`).
  func headerView(in view: NestedScrollingView) -> UIView
  /// The header's height in points; the container asks again on every `reloadData()`.
  func headerHeight(in view: NestedScrollingView) -> CGFloat
  /// The category bar, pinned by the outer table's plain style (a floating section header).
  func pinBarView(in view: NestedScrollingView) -> UIView
  /// The category bar's height in points.
  func pinBarHeight(in view: NestedScrollingView) -> CGFloat
  /// How many pages (tabs) the pager has, each with one list.
  func numberOfLists(in view: NestedScrollingView) -> Int
  /// Creates the list of page `index`, called when the page first shows (or shows again after being released).
  func nestedScrollingView(_ view: NestedScrollingView, listAt index: Int) -> any NestedScrollingList
}

/// One page's list: its root view in the pager, and the scroll view the coordinator drives.
///
/// The container needs the list's scroll callbacks, which go to the list's own delegate: the list forwards them (as
/// NestedPaging's lists forward `scrollViewDidScroll`). Store `events` in `forwardScrollEvents(to:)` and call its
/// methods from the scroll view's delegate methods of the same names.
@MainActor
public protocol NestedScrollingList: AnyObject {
  /// The list's root view, which the container puts on its page of the pager.
  var listView: UIView { get }
  /// The vertical scroll view the coordinator reads and writes: the list itself, or a scroll view inside `listView`.
  var listScrollView: UIScrollView { get }
  /// Called once when the list is created: keep `events` and call it from the scroll view's delegate methods.
  func forwardScrollEvents(to events: NestedScrollingListEvents)
}

/// Where a list forwards its scroll view's delegate callbacks.
@MainActor
public final class NestedScrollingListEvents {
  weak var container: NestedScrollingView?
  let index: Int

  init(container: NestedScrollingView, index: Int) {
    self.container = container
    self.index = index
  }

  /// Call from `scrollViewDidScroll(_:)`.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) { container?.listDidScroll(at: index) }
  /// Call from `scrollViewDidScrollToTop(_:)`.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { container?.listDidScrollToTop(at: index) }
  /// Call from `scrollViewDidChangeAdjustedContentInset(_:)`.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    container?.listDidChangeAdjustedContentInset(at: index)
  }
}
