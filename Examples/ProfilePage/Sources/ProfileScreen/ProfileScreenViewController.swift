// The profile screen as the app ships it: the team's coordinator (`ProfilePageCoordinator`) inside NestedCheck's UIKit
// container, `NestedScrollingView`, which owns the outer table, the pinned category bar and the pager. The screen gives
// the container its header, its bar and one table of posts per tab. The same file builds for iOS against UIKit and
// here against the simulated UIKit, so the screen NestedCheck fuzzes is the one the app links.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif
import NestedScrolling
import NestedScrollingUIKit
import ProfilePage

/// A profile: a header that scrolls away, a category bar that pins, one feed per tab.
public final class ProfileScreenViewController: UIViewController, NestedScrollingDataSource {
  /// One tab's posts, by height (a post's height is its text's, laid out by the app).
  public struct Tab {
    public var title: String
    public var postHeights: [CGFloat]
    public init(title: String, postHeights: [CGFloat]) {
      self.title = title
      self.postHeights = postHeights
    }
  }

  public let container: NestedScrollingView
  public private(set) var tabs: [Tab]
  public private(set) var headerHeight: CGFloat
  public var categoryBarHeight: CGFloat = 44
  private let header = ProfileScreenHeader()
  private lazy var categoryBar = ProfileScreenCategoryBar(titles: tabs.map(\.title)) { [weak self] index in
    self?.selectTab(index, animated: true)
  }
  private var feeds: [Int: PostFeed] = [:]

  /// The screen with `coordinator` deciding who scrolls (the app passes `ProfilePageCoordinator()`).
  public init(tabs: [Tab], headerHeight: CGFloat, initialTab: Int = 0, coordinator: any NestedScrollCoordinator) {
    self.tabs = tabs
    self.headerHeight = headerHeight
    container = NestedScrollingView(coordinator: coordinator)
    container.startIndex = initialTab
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { nil }

  public override func loadView() {
    view = container
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    container.dataSource = self
    container.reloadData()
    categoryBar.select(container.startIndex)
  }

  /// The tab a tap on the category bar chose, or the app's own navigation.
  public func selectTab(_ index: Int, animated: Bool) {
    container.setCurrentListIndex(index, animated: animated)
    categoryBar.select(index)
  }

  /// The tab the category bar shows selected (it follows taps; the container reports no swipe between pages).
  public var selectedTab: Int { categoryBar.selectedIndex }

  /// The header's height changed (the bio expanded, an image loaded).
  public func setHeaderHeight(_ height: CGFloat) {
    headerHeight = height
    container.reloadLayout()
  }

  /// The feed of tab `index`, once its page has been shown.
  public func feed(at index: Int) -> UITableView? { feeds[index]?.tableView }

  // MARK: - NestedScrollingDataSource

  public func headerView(in view: NestedScrollingView) -> UIView { header }
  public func headerHeight(in view: NestedScrollingView) -> CGFloat { headerHeight }
  public func pinBarView(in view: NestedScrollingView) -> UIView { categoryBar }
  public func pinBarHeight(in view: NestedScrollingView) -> CGFloat { categoryBarHeight }
  public func numberOfLists(in view: NestedScrollingView) -> Int { tabs.count }

  public func nestedScrollingView(_ view: NestedScrollingView, listAt index: Int) -> any NestedScrollingList {
    let feed = PostFeed(postHeights: tabs[index].postHeights)
    feeds[index] = feed
    return feed
  }
}

/// One tab's feed: a plain table of posts that forwards its scroll callbacks to the container.
final class PostFeed: NSObject, NestedScrollingList, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  private let postHeights: [CGFloat]
  private var events: NestedScrollingListEvents?

  init(postHeights: [CGFloat]) {
    self.postHeights = postHeights
    super.init()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
    tableView.separatorStyle = .none
    tableView.dataSource = self
    tableView.delegate = self
  }

  var listView: UIView { tableView }
  var listScrollView: UIScrollView { tableView }
  func forwardScrollEvents(to events: NestedScrollingListEvents) { self.events = events }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { postHeights.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    cell.textLabel?.text = "Post \(indexPath.row + 1)"
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    postHeights[indexPath.row]
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { events?.scrollViewDidScroll(scrollView) }
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events?.scrollViewDidScrollToTop(scrollView) }
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    events?.scrollViewDidChangeAdjustedContentInset(scrollView)
  }
}
