// The profile page: an outer table whose header scrolls away and whose section header (the category bar) pins under
// the navigation bar, one row holding a paging collection view, one feed table per tab on its pages. Both vertical
// tables recognize the same drag; the scroll lock (ProfileViewController+ScrollLock.swift) decides which one moves.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

/// A profile page with a header, a pinned category bar and a feed per tab.
public final class ProfileViewController: UIViewController {
  public let outerTable = ProfileOuterTableView(frame: .zero, style: .plain)
  public let headerView = ProfileHeaderView(frame: .zero)
  public let categoryBar: CategoryBarView
  public let pager = FeedPagerView()
  public private(set) var tabs: [ProfileTab]
  public let rules: ScrollLockRules
  /// The header's height; `setHeaderHeight(_:)` changes it.
  public private(set) var headerHeight: CGFloat
  /// The category bar's height.
  public var categoryBarHeight: CGFloat = 48 {
    didSet { if isViewLoaded { view.setNeedsLayout() } }
  }
  /// Where the bar pins, from the top of the view; `nil`: under the navigation bar (the top safe-area inset).
  public var pinOffset: CGFloat? {
    didSet { if isViewLoaded { view.setNeedsLayout() } }
  }
  /// The tab the page treats as current: it changes when the pager comes to rest on another page.
  public private(set) var currentTab: Int
  /// The feeds made so far, by tab (a feed is made when its page first shows).
  public private(set) var feeds: [FeedViewController?]

  /// The tab an animated switch is heading to.
  var pendingTab: Int?
  /// Set while the lock pins a view, so the pinned view's own callback does not react to the pin.
  var isPinning = false
  /// Set while the lock puts feeds back to their tops, so their callbacks do not move the outer table.
  var isResettingFeeds = false
  private var laidOutSize = CGSize.zero
  private var laidOutPageHeight: CGFloat = -1

  static let pagerRowIdentifier = "PagerRow"

  public init(tabs: [ProfileTab], headerHeight: CGFloat, initialTab: Int = 0, rules: ScrollLockRules = .shipped) {
    self.tabs = tabs
    self.headerHeight = headerHeight
    self.rules = rules
    currentTab = tabs.isEmpty ? 0 : min(max(initialTab, 0), tabs.count - 1)
    feeds = Array(repeating: nil, count: tabs.count)
    categoryBar = CategoryBarView(titles: tabs.map(\.title))
    super.init(nibName: nil, bundle: nil)
    pager.currentPage = currentTab
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    outerTable.dataSource = self
    outerTable.delegate = self
    // The page places the bar under the navigation bar itself: no automatic inset, no section header padding.
    outerTable.contentInsetAdjustmentBehavior = .never
    outerTable.sectionHeaderTopPadding = 0
    outerTable.estimatedRowHeight = 0
    outerTable.estimatedSectionHeaderHeight = 0
    outerTable.estimatedSectionFooterHeight = 0
    outerTable.separatorStyle = .none
    outerTable.showsVerticalScrollIndicator = false
    // The feeds answer the status bar, one at a time (the lock chooses which).
    outerTable.scrollsToTop = false
    outerTable.register(UITableViewCell.self, forCellReuseIdentifier: Self.pagerRowIdentifier)
    pager.dataSource = self
    pager.delegate = self
    headerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: headerHeight)
    outerTable.tableHeaderView = headerView
    categoryBar.onSelect = { [weak self] index in self?.selectTab(index, animated: true) }
    outerTable.frame = view.bounds
    outerTable.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(outerTable)
  }

  /// The bar's pin offset now.
  public var effectivePinOffset: CGFloat { pinOffset ?? view.safeAreaInsets.top }

  /// The height of the row holding the pager: the screen below the pinned bar.
  public var pageHeight: CGFloat { max(view.bounds.height - categoryBarHeight - effectivePinOffset, 0) }

  /// The pager's frame in its row. Set by the page, never by autoresizing: the row changes height after the page
  /// has laid the pager out for the new size, and an autoresizing mask would then apply the change a second time.
  var pagerFrame: CGRect { CGRect(x: 0, y: 0, width: view.bounds.width, height: pageHeight) }

  public override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    view.setNeedsLayout()
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let size = view.bounds.size
    let height = pageHeight
    guard size != laidOutSize || height != laidOutPageHeight else { return }
    let oldWidth = laidOutSize.width
    laidOutSize = size
    laidOutPageHeight = height
    if headerView.frame.width != size.width {
      headerView.frame.size.width = size.width
      outerTable.tableHeaderView = headerView
    }
    // New row and bar heights without reloading the row (the pager and its feeds stay).
    outerTable.beginUpdates()
    outerTable.endUpdates()
    pager.frame = pagerFrame
    pager.flowLayout.itemSize = CGSize(width: size.width, height: height)
    pager.layoutIfNeeded()
    for feed in feeds.compactMap({ $0 }) { feed.setAddedBottomInset(view.safeAreaInsets.bottom) }
    if oldWidth != size.width {
      // The pager keeps its place in pages across a width change (an offset in old points would be another place in
      // new ones), then rests on its tab, or heads on to the one an animated switch is going to.
      if oldWidth > 0 { pager.contentOffset = CGPoint(x: pager.contentOffset.x / oldWidth * size.width, y: 0) }
      let x = CGFloat(pendingTab ?? currentTab) * size.width
      pager.setContentOffset(CGPoint(x: x, y: 0), animated: pendingTab != nil)
    }
    // The pin moved: the lock decides again.
    outerDidScroll()
  }

  // MARK: - Header and tabs

  /// A new header height (the bio grew, a banner arrived).
  public func setHeaderHeight(_ height: CGFloat) {
    headerHeight = height
    headerView.frame.size.height = height
    // UITableView reads a header's height when the header is assigned.
    outerTable.tableHeaderView = headerView
    outerDidScroll()
  }

  /// Shows tab `index`: at once, or with the pager's scrolling animation (the tab becomes current when it lands).
  ///
  /// Not while a finger drags the page: the pager would carry the dragged feed off screen, its cell would be reused,
  /// and the drag (whose recognizers UIKit chose when the finger landed) would move nothing from then on.
  public func selectTab(_ index: Int, animated: Bool) {
    guard tabs.indices.contains(index), !isBeingDragged else { return }
    let target = CGPoint(x: CGFloat(index) * pager.bounds.width, y: 0)
    if animated, target != pager.contentOffset {
      pendingTab = index
      pager.setContentOffset(target, animated: true)
    } else {
      pendingTab = nil
      pager.setContentOffset(target, animated: false)
      makeCurrent(index)
    }
  }

  /// Whether a finger is on the outer table or a feed.
  var isBeingDragged: Bool {
    outerTable.isTracking || feeds.contains { $0?.tableView.isTracking == true }
  }

  func makeCurrent(_ index: Int) {
    guard index != currentTab else { return }
    currentTab = index
    pager.currentPage = index
    updateFeedFlags()
  }

  /// The pager came to rest: the page it rests on is current.
  func pagerDidSettle() {
    pendingTab = nil
    let width = pager.bounds.width
    guard width > 0, !tabs.isEmpty else { return }
    makeCurrent(min(max(Int((pager.contentOffset.x / width).rounded()), 0), tabs.count - 1))
  }

  // MARK: - Feeds

  /// The feed of tab `index`, if its page has shown.
  public func feed(at index: Int) -> FeedViewController? { feeds.indices.contains(index) ? feeds[index] : nil }

  /// The feed of tab `index`, made now if its page shows for the first time. A new feed starts at its top.
  func loadFeed(at index: Int) -> FeedViewController {
    if let feed = feeds[index] { return feed }
    let feed = FeedViewController(tab: tabs[index])
    addChild(feed)
    feed.loadViewIfNeeded()
    feed.setAddedBottomInset(view.safeAreaInsets.bottom)
    feed.tableView.contentOffset.y = feed.topOffsetY
    feed.onScroll = { [weak self] feed in self?.feedDidScroll(feed) }
    feed.onScrollToTop = { [weak self] feed in self?.feedDidScrollToTop(feed) }
    feeds[index] = feed
    feed.didMove(toParent: self)
    updateFeedFlags()
    return feed
  }

  /// New posts for tab `index`.
  public func setPosts(_ heights: [CGFloat], forTab index: Int) {
    guard tabs.indices.contains(index) else { return }
    tabs[index].postHeights = heights
    feeds[index]?.setPostHeights(heights)
  }

  /// A new own inset for tab `index`'s feed. Its top moved: the lock decides again (UIKit calls no scroll callback
  /// for an inset change that leaves the offset where it was).
  public func setFeedInset(_ inset: UIEdgeInsets, forTab index: Int) {
    guard tabs.indices.contains(index) else { return }
    tabs[index].contentInset = inset
    guard let feed = feeds[index] else { return }
    // A feed showing its first post keeps showing it: its top moves with the inset. One left above its new top (the
    // inset shrank) goes to it now, not at the next drag.
    let wasAtTop = abs(feed.tableView.contentOffset.y - feed.topOffsetY) <= ScrollLockRules.tolerance
    feed.setOwnInset(inset)
    if wasAtTop || feed.tableView.contentOffset.y < feed.topOffsetY { feed.tableView.contentOffset.y = feed.topOffsetY }
    outerDidScroll()
  }

  /// A new content inset for the outer table (a refresh spinner, a banner); the pin may have moved with its top.
  public func setOuterInset(_ inset: UIEdgeInsets) {
    outerTable.contentInset = inset
    outerDidScroll()
  }

  /// Throws every feed away (an account switch, a pull to refresh of the whole page); the ones on screen are made
  /// again, at their tops, as the pager lays out.
  public func reloadFeeds() {
    for feed in feeds.compactMap({ $0 }) {
      feed.willMove(toParent: nil)
      feed.view.removeFromSuperview()
      feed.removeFromParent()
    }
    feeds = Array(repeating: nil, count: tabs.count)
    pager.reloadData()
    pager.layoutIfNeeded()
  }
}
