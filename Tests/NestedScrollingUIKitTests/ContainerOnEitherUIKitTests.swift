// The shipped container's behaviour in UIKit's own terms: tests that use nothing but UIKit's API, so the same file runs
// here against the simulated UIKit (in `swift test`) and on an iOS Simulator against real UIKit (CI/ios-device-side.yml,
// on a macOS runner). A difference between the two runs is a fidelity gap of the simulation, found where it matters.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif
import NestedScrolling
import NestedScrollingCoordinators
import NestedScrollingUIKit
import XCTest

/// Linux's XCTest cannot call `@MainActor` test methods: the tests are `async` and run their body on the main actor.
nonisolated final class ContainerOnEitherUIKitTests: XCTestCase {
  func testTheCurrentListIsCreatedAndSitsBelowTheBar() async throws {
    try await MainActor.run { try ContainerFixture().currentListBelowTheBar() }
  }

  func testTheOuterStopsAtTheBarAndTheListTakesOver() async throws {
    try await MainActor.run { try ContainerFixture().outerStopsAtTheBar() }
  }

  func testAListScrolledWhileTheHeaderShowsGoesBackToItsTop() async throws {
    try await MainActor.run { try ContainerFixture().listBackToItsTop() }
  }

  func testSelectingATabMovesThePagerAndMakesItsListCurrent() async throws {
    try await MainActor.run { try ContainerFixture().selectingATab() }
  }

  func testAListReleasedOutOfRangeIsPinnedAndTheCoordinatorDoesNotHearIt() async throws {
    try await MainActor.run { try ContainerFixture().releasedListPinnedSilently() }
  }
}

/// The shipped offset-lock coordinator, noting every list scroll it hears for an index the page no longer has a list
/// at (a list being unloaded).
@MainActor
private final class UnloadWatchingCoordinator: OffsetLockCoordinator {
  private(set) var scrollsOfMissingLists: [Int] = []
  override func listDidScroll(at index: Int) {
    if page?.list(at: index) == nil { scrollsOfMissingLists.append(index) }
    super.listDidScroll(at: index)
  }
}

/// A container with the shipped offset-lock coordinator over three plain scroll-view lists, under a 300 pt header and
/// a 44 pt bar, in a 390 × 844 window.
@MainActor
private final class ContainerFixture {
  final class Page: NSObject, NestedScrollingDataSource {
    let header = UIView()
    let bar = UIView()
    var lists: [Int: List] = [:]
    func headerView(in view: NestedScrollingView) -> UIView { header }
    func headerHeight(in view: NestedScrollingView) -> CGFloat { 300 }
    func pinBarView(in view: NestedScrollingView) -> UIView { bar }
    func pinBarHeight(in view: NestedScrollingView) -> CGFloat { 44 }
    func numberOfLists(in view: NestedScrollingView) -> Int { 3 }
    func nestedScrollingView(_ view: NestedScrollingView, listAt index: Int) -> any NestedScrollingList {
      let list = List()
      lists[index] = list
      return list
    }
  }

  final class List: NSObject, NestedScrollingList, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    private var events: NestedScrollingListEvents?
    override init() {
      super.init()
      scrollView.contentSize = CGSize(width: 390, height: 3000)
      scrollView.delegate = self
    }
    var listView: UIView { scrollView }
    var listScrollView: UIScrollView { scrollView }
    func forwardScrollEvents(to events: NestedScrollingListEvents) { self.events = events }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events?.scrollViewDidScroll(scrollView) }
  }

  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let page = Page()
  let coordinator = UnloadWatchingCoordinator()
  let container: NestedScrollingView

  init() {
    container = NestedScrollingView(coordinator: coordinator)
    container.automaticallyAdjustsPinOffset = false
    container.pinSectionHeaderVerticalOffset = 0
    container.frame = window.bounds
    container.dataSource = page
    window.addSubview(container)
    window.makeKeyAndVisible()
    container.reloadData()
    window.layoutIfNeeded()
  }

  deinit {
    MainActor.assumeIsolated { container.removeFromSuperview() }
  }

  func currentListBelowTheBar() throws {
    let list = try XCTUnwrap(container.listScrollView(at: 0))
    XCTAssertNotNil(list.window, "the first page's list is in the window")
    let origin = list.convert(CGPoint.zero, to: window)
    XCTAssertEqual(origin.y, 344, accuracy: 0.5, "below the 300 pt header and the 44 pt bar")
  }

  func outerStopsAtTheBar() throws {
    // The outer table's maxOffsetY is the header's height (the bar pins at the top with no pin offset).
    container.outerTable.contentOffset = CGPoint(x: 0, y: 400)
    XCTAssertEqual(container.outerTable.contentOffset.y, 300, accuracy: 0.5, "the lock holds the outer at maxOffsetY")
    let list = try XCTUnwrap(container.listScrollView(at: 0))
    list.contentOffset = CGPoint(x: 0, y: 120)
    XCTAssertEqual(list.contentOffset.y, 120, accuracy: 0.5, "with the bar pinned the list scrolls")
    XCTAssertEqual(container.outerTable.contentOffset.y, 300, accuracy: 0.5)
  }

  func listBackToItsTop() throws {
    let list = try XCTUnwrap(container.listScrollView(at: 0))
    list.contentOffset = CGPoint(x: 0, y: 80)
    XCTAssertEqual(list.contentOffset.y, -list.adjustedContentInset.top, accuracy: 0.5, "header visible: lists at their top")
  }

  func selectingATab() throws {
    container.setCurrentListIndex(2, animated: false)
    window.layoutIfNeeded()
    XCTAssertEqual(container.pagerView.contentOffset.x, 780, accuracy: 0.5)
    XCTAssertEqual(container.currentIndex, 2)
    XCTAssertNotNil(container.listScrollView(at: 2))
  }

  /// UIKit's `removeFromSuperview` on a scroll view stops it with `pin:YES`, which clamps an offset out of range
  /// into it and reports the write (`scrollViewDidScroll`): iOS 26.1's UIKitCore, decompiled (docs/uikit.md). The
  /// container forgets a list before it removes it, so the coordinator never hears a list the page no longer has.
  func releasedListPinnedSilently() throws {
    container.outerTable.contentOffset = CGPoint(x: 0, y: 300)
    let list = try XCTUnwrap(container.listScrollView(at: 0))
    let maxY = list.contentSize.height + list.adjustedContentInset.bottom - list.bounds.height
    list.contentOffset = CGPoint(x: 0, y: maxY + 40)
    XCTAssertEqual(list.contentOffset.y, maxY + 40, accuracy: 0.5, "a written offset is not clamped")

    container.reloadLists()

    XCTAssertNil(list.superview, "the old list was taken out")
    XCTAssertEqual(list.contentOffset.y, maxY, accuracy: 0.5, "pinned into its range on the way out")
    XCTAssertEqual(coordinator.scrollsOfMissingLists, [], "the coordinator heard a list the page no longer has")
  }
}
