// A UIKit container for any NestedScrollCoordinator: the page a team ships, hosting the coordinator it checked.
//
// The shape is NestedPaging's (github.com/shenxiang11/NestedPaging): a plain outer UITableView whose
// `tableHeaderView` is the header, whose one floating section header is the category bar, and whose one row holds a
// horizontal paging scroll view; each page's list is created when its page first shows. The container keeps the
// promises `NestedScrollCoordinator` documents, at UIKit's own moments: every scroll callback of the outer table and
// of each list, the current page when the pager settles or a tab is chosen, a reload, a resize or a safe-area
// change, the lists it creates and destroys, and the gesture questions (UIKit's delegate methods). Written once
// against UIKit's API: the same file builds for iOS and, over the simulated UIKit, runs in the checker.

#if canImport(UIKit)
public import UIKit
#else
public import SimulatedUIKit
#endif
public import NestedScrolling

/// A nested-scrolling page: header, pinned category bar, paged lists, and the coordinator that decides who moves.
@MainActor
public final class NestedScrollingView: UIView, NestedPage {
  /// The coordinator; the container holds it (the coordinator holds the container `unowned`).
  public let coordinator: any NestedScrollCoordinator
  /// The header, the category bar and the lists; held weakly, as UIKit holds a table's data source.
  public weak var dataSource: (any NestedScrollingDataSource)?
  /// Checks the page's rules on the running app in debug builds (`NestedScrollingMonitor`); `nil`, the default, is off.
  /// In a release build a monitor checks nothing.
  public var monitor: NestedScrollingMonitor?
  private var scrollCallbackDepth = 0
  /// The outer table (header, category bar, one row with the pager).
  public let outerTable: NestedScrollingOuterTable
  /// The horizontal pager holding the lists.
  public let pagerView: NestedScrollingPager
  /// The created lists by page.
  var lists: [(any NestedScrollingList)?] = []
  /// Distance from the container's top at which the category bar pins (a navigation bar's bottom). Follows
  /// `safeAreaInsets.top` while `automaticallyAdjustsPinOffset` is on (as NestedPaging's does).
  public var pinSectionHeaderVerticalOffset: CGFloat = 0 {
    didSet { if oldValue != pinSectionHeaderVerticalOffset { setNeedsLayout() } }
  }
  /// Whether the pin offset follows the container's top safe-area inset. Default `true`.
  public var automaticallyAdjustsPinOffset = true
  /// The app's own content inset of the outer table (a refresh spinner, a banner); the container adds nothing to it.
  public var outerContentInset: UIEdgeInsets = .zero {
    didSet { if oldValue != outerContentInset { applyOuterInset() } }
  }
  /// The page the container treats as current: it changes when the pager settles on a page, or through
  /// `setCurrentListIndex(_:animated:)`.
  public private(set) var currentIndex = 0
  /// The page the first `reloadData()` shows (later reloads keep the current page).
  public var startIndex: Int {
    get { currentIndex }
    set { if !attached { currentIndex = max(newValue, 0) } }
  }
  /// The tab the category bar shows selected (`NestedPage.selectedTabIndex`): `setCurrentListIndex(_:animated:)`
  /// selects its tab at once, and the container selects the settled page's tab when the pager comes to rest, unless
  /// the coordinator `selectsTabs`. The app's bar reads it; the coordinator may write it.
  public var selectedTabIndex = 0
  /// `coordinator.selectsTabs`, read when the coordinator is attached.
  private var coordinatorSelectsTabs = false
  /// The page an animated tab switch is heading to.
  private var pendingAnimatedIndex: Int?
  /// Whether the container is moving the pager itself (a tab switch, `relayout` putting it back on the current page):
  /// the end of a snap that this stops is not the pager settling.
  private var placingPager = false
  private var attached = false
  /// The safe-area bottom inset the container added to each list, so a change moves it by the difference.
  var appliedListBottomInsets: [CGFloat] = []
  /// What the last layout was made for: a change of any of these lays the page out again.
  private var lastLayout: LayoutInputs?

  /// What a relayout depends on. The top safe area is among them even with a fixed pin offset: the outer table's
  /// adjusted inset follows it, which moves a coordinator's ceiling, and the coordinator hears of a safe-area change
  /// through `pageDidReload` (the protocol's promise).
  struct LayoutInputs: Equatable {
    var width: CGFloat, height: CGFloat, safeTop: CGFloat, safeBottom: CGFloat, pinOffset: CGFloat
  }

  private var layoutInputs: LayoutInputs {
    LayoutInputs(
      width: bounds.width, height: bounds.height, safeTop: safeAreaInsets.top, safeBottom: safeAreaInsets.bottom,
      pinOffset: pinSectionHeaderVerticalOffset)
  }
  static let rowIdentifier = "NestedScrollingPagerRow"

  /// A container whose scrolling `coordinator` decides; set `dataSource`, add it to a view, and call `reloadData()`.
  public init(coordinator: any NestedScrollCoordinator) {
    self.coordinator = coordinator
    outerTable = NestedScrollingOuterTable(frame: .zero, style: .plain)
    pagerView = NestedScrollingPager(frame: .zero)
    super.init(frame: .zero)
    outerTable.container = self
    pagerView.container = self
    outerTable.dataSource = outerTable
    outerTable.delegate = outerTable
    outerTable.contentInsetAdjustmentBehavior = .never
    outerTable.sectionHeaderTopPadding = 0
    outerTable.estimatedRowHeight = 0
    outerTable.estimatedSectionHeaderHeight = 0
    outerTable.estimatedSectionFooterHeight = 0
    outerTable.separatorStyle = .none
    outerTable.showsVerticalScrollIndicator = false
    // The lists compete for the status-bar tap; the outer table and the pager stay out of it (the coordinator may
    // change that).
    outerTable.scrollsToTop = false
    outerTable.register(UITableViewCell.self, forCellReuseIdentifier: Self.rowIdentifier)
    pagerView.isPagingEnabled = true
    pagerView.scrollsToTop = false
    pagerView.contentInsetAdjustmentBehavior = .never
    pagerView.showsHorizontalScrollIndicator = false
    pagerView.delegate = pagerView
    addSubview(outerTable)
  }

  @available(*, unavailable)
  public required init?(coder: NSCoder) { nil }

  // MARK: - NestedPage

  public var outer: any ScrollSurface { outerTable }
  public var listCount: Int { lists.count }
  public func list(at index: Int) -> (any ScrollSurface)? { listScrollView(at: index) }

  /// The scroll view of the list on page `index`, or `nil` while that page has none (not created yet, or unloaded).
  public func listScrollView(at index: Int) -> UIScrollView? {
    lists.indices.contains(index) ? lists[index]?.listScrollView : nil
  }
  public var currentListScrollProgress: CGFloat {
    let width = pagerView.bounds.width
    return width > 0 ? pagerView.contentOffset.x / width : 0
  }
  public var headerHeight: CGFloat { dataSource?.headerHeight(in: self) ?? 0 }
  public var isHeaderOnly: Bool { false }

  /// The height of the row that holds the pager: the container below the pinned bar.
  var cellHeight: CGFloat {
    max(bounds.height - (dataSource?.pinBarHeight(in: self) ?? 0) - pinSectionHeaderVerticalOffset, 0)
  }

  // MARK: - Reloading

  /// Reloads everything: the header and bar, every list (destroyed, and the ones on screen created again), then the
  /// coordinator hears `pageDidReload`. The first call attaches the coordinator.
  public func reloadData() {
    guard let dataSource else { return }
    let count = max(dataSource.numberOfLists(in: self), 0)
    for index in lists.indices where lists[index] != nil { unloadList(at: index) }
    lists = Array(repeating: nil, count: count)
    appliedListBottomInsets = Array(repeating: 0, count: count)
    currentIndex = min(max(currentIndex, 0), max(count - 1, 0))
    applyLayout(reloadingRows: true)
    if !attached {
      attached = true
      coordinatorSelectsTabs = coordinator.selectsTabs
      selectedTabIndex = currentIndex
      coordinator.attach(to: self)
    }
    pagerView.contentOffset = CGPoint(x: CGFloat(currentIndex) * bounds.width, y: 0)
    loadListsNearPager()
    coordinator.pageDidReload()
  }

  /// Lays the page out again for a new header height, bar height or pin offset, keeping the lists (their offsets
  /// stay), then `pageDidReload`: the app's answer to a header that changed height.
  public func reloadLayout() {
    guard attached else { return }
    relayout(oldWidth: bounds.width)
  }

  /// Destroys every list (`listWillUnload` first) and creates the ones on screen again, then `pageDidReload`.
  public func reloadLists() {
    for index in lists.indices where lists[index] != nil { unloadList(at: index) }
    loadListsNearPager()
    coordinator.pageDidReload()
  }

  /// Releases the lists of pages two or more away from the one on screen (as under memory pressure).
  public func unloadDistantLists() {
    let shown = visiblePage
    for index in lists.indices where lists[index] != nil && abs(index - shown) >= 2 { unloadList(at: index) }
  }

  // MARK: - Tabs

  /// Shows page `index`: at once (the page becomes current now) or animated (it becomes current when the pager's
  /// animation ends).
  public func setCurrentListIndex(_ index: Int, animated: Bool) {
    guard lists.indices.contains(index) else { return }
    selectedTabIndex = index
    let target = CGPoint(x: CGFloat(index) * bounds.width, y: 0)
    // A swipe's snap this stops ends inside the call (UIKit 26.1), and its page is not the one the tab chose.
    placingPager = true
    if animated, target != pagerView.contentOffset {
      pendingAnimatedIndex = index
      pagerView.setContentOffset(target, animated: true)
      placingPager = false
    } else {
      pendingAnimatedIndex = nil
      pagerView.setContentOffset(target, animated: false)
      placingPager = false
      setCurrentIndex(index)
    }
  }

  func setCurrentIndex(_ index: Int) {
    if !coordinatorSelectsTabs { selectedTabIndex = index }
    guard index != currentIndex else { return }
    currentIndex = index
    coordinator.currentPageDidChange(to: index)
    movePanForHeader()
  }

  /// The page nearest the pager's position: the one mostly on screen (the current index lags it while paging).
  var visiblePage: Int {
    let width = pagerView.bounds.width
    guard width > 0, !lists.isEmpty else { return currentIndex }
    let page = (pagerView.contentOffset.x / width).rounded(.toNearestOrAwayFromZero)
    return Int(min(max(page, 0), CGFloat(lists.count - 1)))
  }

  /// A finger took the pager: a tab switch still animating has no destination any more.
  func pagerWillBeginDragging() { pendingAnimatedIndex = nil }

  /// A drag of the outer table or the pager ended. A pager that a touch stopped on a page (a snap caught as it
  /// reached it, or an animated tab switch caught before it left the page) rests there with no settle callback (UIKit
  /// reports none for a stop it did not make): the bar, which follows the pager's position, selects that page's tab,
  /// unless the coordinator selects tabs itself. An animated switch still running corrects the bar when it settles.
  func dragDidEnd() {
    guard !coordinatorSelectsTabs, !pagerView.isDragging, !pagerView.isDecelerating else { return }
    let width = pagerView.bounds.width
    guard width > 0, abs(pagerView.contentOffset.x - CGFloat(visiblePage) * width) <= 0.5 else { return }
    selectedTabIndex = visiblePage
  }

  /// The pager's animation ended: the page under it becomes current, and no tab switch is in flight any more. Not when
  /// the container stopped it itself to move the pager again (UIKit ends an animation that `setContentOffset` interrupts
  /// with this callback, inside the call: docs/fidelity.md, "Code moving a view").
  func pagerDidSettle() {
    guard !placingPager else { return }
    pendingAnimatedIndex = nil
    setCurrentIndex(visiblePage)
  }

  /// The pager's swipe or snap ended: the page under it becomes current. An animated tab switch is left in flight:
  /// UIKit ends a snap that `setContentOffset(_:animated: true)` interrupts with this callback, synchronously, before
  /// the switch's animation begins (docs/fidelity.md, "Code moving a view"), and the switch must keep its destination.
  func pagerDidEndDecelerating() {
    guard !placingPager else { return }
    setCurrentIndex(visiblePage)
  }

  // MARK: - Callbacks from the views

  func outerDidScroll() { monitored { coordinator.outerDidScroll() } }
  func outerDidChangeAdjustedContentInset() { coordinator.outerDidChangeAdjustedContentInset() }
  func listDidScroll(at index: Int) {
    // A list being unloaded is forgotten first: what its removal reports is not the coordinator's (`unloadList`).
    guard lists.indices.contains(index), lists[index] != nil else { return }
    monitored { coordinator.listDidScroll(at: index) }
  }

  /// Runs a scroll callback; once the outermost one returns (the coordinator's own writes done), the monitor checks.
  @inline(__always) private func monitored(_ callback: () -> Void) {
    guard let monitor else { return callback() }
    scrollCallbackDepth += 1
    callback()
    scrollCallbackDepth -= 1
    if scrollCallbackDepth == 0 { monitor.check(self) }
  }
  func listDidScrollToTop(at index: Int) { coordinator.listDidScrollToTop(at: index) }
  func listDidChangeAdjustedContentInset(at index: Int) { coordinator.listDidChangeAdjustedContentInset(at: index) }
  func pagerDidScroll() {
    loadListsNearPager()
    movePanForHeader()
    coordinator.pagerDidScroll(pagerView)
  }

  // MARK: - Layout

  /// Lays the page out again when the size, the bottom safe area or the pin offset changed since the last layout.
  public override func layoutSubviews() {
    super.layoutSubviews()
    guard attached, let last = lastLayout, last != layoutInputs else { return }
    relayout(oldWidth: last.width)
  }

  /// Follows the top safe area with the pin offset (while `automaticallyAdjustsPinOffset` is on) and lays out again.
  public override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    if automaticallyAdjustsPinOffset { pinSectionHeaderVerticalOffset = safeAreaInsets.top }
    setNeedsLayout()
  }

  /// A new size, safe area, header or bar: every view's geometry again, the pager kept on its page, then
  /// `pageDidReload`.
  private func relayout(oldWidth: CGFloat) {
    applyLayout(reloadingRows: false)
    let width = bounds.width
    if let pending = pendingAnimatedIndex {
      // An animated tab switch in flight keeps its destination, retargeted when the pages changed width.
      if oldWidth != width {
        placingPager = true
        pagerView.setContentOffset(CGPoint(x: CGFloat(pending) * width, y: 0), animated: true)
        placingPager = false
      }
    } else if !pagerView.isDragging {
      pendingAnimatedIndex = nil
      // Back on the current page, whatever the pager was doing. A snap this stops ends with scrollViewDidEndDecelerating
      // inside the call (UIKit 26.1, docs/fidelity.md), which must not make the page it was heading for current first.
      placingPager = true
      pagerView.setContentOffset(CGPoint(x: CGFloat(currentIndex) * width, y: 0), animated: false)
      placingPager = false
      if !coordinatorSelectsTabs { selectedTabIndex = currentIndex }
    }
    coordinator.pageDidReload()
  }

  /// Every view's frame, content and insets from the data source and the container's size. The outer table takes new
  /// heights without losing its row (`beginUpdates`/`endUpdates`), or reloads it (`reloadingRows`).
  private func applyLayout(reloadingRows: Bool) {
    lastLayout = layoutInputs
    // A taller page takes its new row heights before its new frame, a shorter one after: in either order the outer
    // table's offset stays inside its range at every moment, so a table that clamps its offset when its size or content
    // changes (UIScrollView keeps the offset within the content) leaves it where it was, as the page world does.
    let growing = !reloadingRows && bounds.height > outerTable.bounds.height
    if !growing { outerTable.frame = bounds }
    if let dataSource {
      let header = dataSource.headerView(in: self)
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: dataSource.headerHeight(in: self))
      // Assigned again even when it is the same view: UITableView reads a header's height when it is assigned.
      outerTable.tableHeaderView = header
    }
    applyOuterInset()
    if reloadingRows {
      outerTable.reloadData()
      outerTable.layoutIfNeeded()
    } else {
      outerTable.beginUpdates()
      outerTable.endUpdates()
    }
    if growing { outerTable.frame = bounds }
    let cell = cellHeight
    // The pager keeps its position in pages across a width change, and never shows, even for a frame, a page it is
    // not on: each change keeps the offset inside the range, which a scroll view clamps it to (passing other pages
    // would load their lists). Narrower: the new width first (a size change scrolls nothing), the offset in the new
    // pages, then the smaller content. Wider: the larger content first, then the width and the offset.
    let oldWidth = pagerView.bounds.width
    let pages = oldWidth > 0 ? pagerView.contentOffset.x / oldWidth : 0
    let content = CGSize(width: bounds.width * CGFloat(lists.count), height: cell)
    let widening = bounds.width > oldWidth
    if widening { pagerView.contentSize = content }
    pagerView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: cell)
    if oldWidth > 0, oldWidth != bounds.width {
      pagerView.contentOffset = CGPoint(x: pages * bounds.width, y: pagerView.contentOffset.y)
    }
    if !widening { pagerView.contentSize = content }
    for (index, list) in lists.enumerated() {
      guard let list else { continue }
      layoutList(list, at: index)
    }
  }

  private func applyOuterInset() {
    if outerTable.contentInset != outerContentInset { outerTable.contentInset = outerContentInset }
  }

  /// Sets list `index`'s own content inset (a keyboard, a list header): the container's safe-area part stays on top.
  public func setListOwnInset(_ inset: UIEdgeInsets, at index: Int) {
    guard lists.indices.contains(index), let scrollView = lists[index]?.listScrollView else { return }
    var total = inset
    total.bottom += appliedListBottomInsets[index]
    scrollView.contentInset = total
  }

  /// A list's frame on its page, and the container's bottom safe-area inset added to its own.
  func layoutList(_ list: any NestedScrollingList, at index: Int) {
    let frame = CGRect(x: CGFloat(index) * bounds.width, y: 0, width: bounds.width, height: cellHeight)
    if list.listView.frame != frame { list.listView.frame = frame }
    let scrollView = list.listScrollView
    let bottom = safeAreaInsets.bottom
    let added = appliedListBottomInsets[index]
    if bottom != added {
      var inset = scrollView.contentInset
      inset.bottom += bottom - added
      scrollView.contentInset = inset
      appliedListBottomInsets[index] = bottom
    }
  }
}
