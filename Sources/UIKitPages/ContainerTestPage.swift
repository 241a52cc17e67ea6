// A coordinator inside the shipped UIKit container, built for a generated world: the page a team ships when it uses
// `NestedScrollingView` with its coordinator, run on the simulated UIKit. Its lists are plain scroll views with the
// world's content heights and insets, as the page world's are, so the two runs of one scenario can be compared frame
// by frame (the differential test). The container loads its data once it is laid out in its window, where the page
// world's page starts: a container loaded before it has a window gets the window's bottom safe area into its lists'
// insets only when it joins one, and UIKit then tells each list's delegate that its adjusted inset changed (Apple,
// `safeAreaInsets`: "If the view is not currently installed in a view hierarchy, or is not yet visible onscreen, the
// edge insets in this property are 0"; `scrollViewDidChangeAdjustedContentInset(_:)`), a start the page world has no
// counterpart for.

import Coordinators
import NestedScrolling
import NestedScrollingUIKit
import ScrollSim
public import SimulatedUIKit

/// A `UIKitTestPage` that hosts a coordinator in `NestedScrollingView`.
@MainActor
public final class ContainerTestPage: UIKitTestPage, NestedScrollingDataSource {
  /// The container under test.
  public let container: NestedScrollingView
  private let root: ContainerPageView
  private let header = UIView()
  private let pinBar = UIView()
  private var world: WorldConfig
  private var headerHeightValue: CGFloat

  /// The container for `world`, hosting `coordinator`, with plain scroll views as its lists.
  public init(world: WorldConfig, coordinator: any NestedScrollCoordinator) {
    self.world = world
    headerHeightValue = CGFloat(world.headerHeight)
    container = NestedScrollingView(coordinator: coordinator)
    container.frame = CGRect(x: 0, y: 0, width: world.viewportWidth, height: world.viewportHeight)
    container.automaticallyAdjustsPinOffset = world.pinOffset == nil
    if let pin = world.pinOffset { container.pinSectionHeaderVerticalOffset = CGFloat(pin) }
    container.outerContentInset = UIEdgeInsets(
      top: CGFloat(world.outerTopInset), left: 0, bottom: CGFloat(world.outerBottomInset), right: 0)
    container.startIndex = world.initialIndex
    root = ContainerPageView(container: container)
    container.dataSource = self
  }

  public var view: UIView { root }
  public var currentPage: Int? { container.currentIndex }
  public var selectedTab: Int? { container.selectedTabIndex }

  /// The container knows its views: the pager lives in the outer table's one row, which a tall header can keep off
  /// screen (and out of the tree) at first, so finding it in the tree would not do.
  public var roles: UIKitPageRoles? {
    UIKitPageRoles(outer: container.outerTable, pager: container.pagerView) { [container] index in
      container.listScrollView(at: index)
    }
  }

  public func reloadHeader(height: CGFloat) {
    headerHeightValue = height
    container.reloadLayout()
  }

  public func selectTab(_ index: Int, animated: Bool) { container.setCurrentListIndex(index, animated: animated) }

  public func setListContent(index: Int, height: CGFloat) {
    while world.lists.count <= index { world.lists.append(ListSpec()) }
    world.lists[index].contentHeight = Double(height)
    guard let list = container.listScrollView(at: index) else { return }
    // No width, as the list was made with: content as wide as the list's bounds would scroll sideways after the
    // window narrows (the page world's lists never scroll sideways; a table's content follows its width).
    list.contentSize = CGSize(width: 0, height: height)
  }

  public func setContentInset(list index: Int?, top: CGFloat, bottom: CGFloat) {
    guard let index else {
      container.outerContentInset = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
      return
    }
    while world.lists.count <= index { world.lists.append(ListSpec()) }
    world.lists[index].topInset = Double(top)
    world.lists[index].bottomInset = Double(bottom)
    container.setListOwnInset(UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), at: index)
  }

  public func reloadLists() { container.reloadLists() }
  public func unloadDistantLists() { container.unloadDistantLists() }

  // MARK: - NestedScrollingDataSource

  public func headerView(in view: NestedScrollingView) -> UIView { header }
  public func headerHeight(in view: NestedScrollingView) -> CGFloat { headerHeightValue }
  public func pinBarView(in view: NestedScrollingView) -> UIView { pinBar }
  public func pinBarHeight(in view: NestedScrollingView) -> CGFloat { CGFloat(world.pinBarHeight) }
  public func numberOfLists(in view: NestedScrollingView) -> Int { world.listCount }
  public func nestedScrollingView(_ view: NestedScrollingView, listAt index: Int) -> any NestedScrollingList {
    WorldList(spec: world.list(index), bounces: world.knobs.tablesAlwaysBounceVertical)
  }
}

/// The page's root view: it keeps the container over its bounds and loads the container's data at its first layout
/// in a window, with the window's safe area already applied (see the file's header).
@MainActor
final class ContainerPageView: UIView {
  private let container: NestedScrollingView
  private var loaded = false

  init(container: NestedScrollingView) {
    self.container = container
    super.init(frame: container.frame)
    addSubview(container)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    if container.frame != bounds { container.frame = bounds }
    guard !loaded, window != nil else { return }
    loaded = true
    container.reloadData()
  }
}

/// A list of the world's content height and insets: a plain scroll view that forwards its callbacks.
@MainActor
final class WorldList: NSObject, NestedScrollingList, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  private var events: NestedScrollingListEvents?

  init(spec: ListSpec, bounces: Bool) {
    super.init()
    scrollView.contentSize = CGSize(width: 0, height: spec.contentHeight)
    scrollView.contentInset = UIEdgeInsets(top: CGFloat(spec.topInset), left: 0, bottom: CGFloat(spec.bottomInset), right: 0)
    scrollView.alwaysBounceVertical = bounces
    scrollView.delegate = self
  }

  var listView: UIView { scrollView }
  var listScrollView: UIScrollView { scrollView }
  func forwardScrollEvents(to events: NestedScrollingListEvents) { self.events = events }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { events?.scrollViewDidScroll(scrollView) }
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events?.scrollViewDidScrollToTop(scrollView) }
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    events?.scrollViewDidChangeAdjustedContentInset(scrollView)
  }
}

extension CoordinatorEntry {
  /// `entry`'s coordinator hosted in the shipped UIKit container (`NestedScrollingView`) on the simulated UIKit:
  /// checked as it ships, under the name `<name>@uikit`, on the pages of `entry`'s template.
  public static func inUIKitContainer(_ entry: CoordinatorEntry) -> CoordinatorEntry {
    CoordinatorEntry(
      name: entry.name + "@uikit", summary: "\(entry.name) in NestedScrollingView on the simulated UIKit",
      role: entry.role, momentum: entry.momentum, maxListCount: entry.maxListCount,
      supportedSteps: [.setListContent, .setContentInset, .reloadPager, .unloadDistantLists], template: entry.template,
      uikitPage: { world in ContainerTestPage(world: world, coordinator: entry.make()) })
  }
}
