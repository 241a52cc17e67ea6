// The app's profile screen built for a generated world, as NestedCheck runs it: the world's header and bar heights,
// one tab per list with posts totalling the world's content height, the pin offset when the world gives one (else the
// navigation bar's, from the safe area). The screen is the app's, unchanged: its coordinator inside the shipped UIKit
// container.

import NestedCheck
import ProfilePage
import ProfileScreen
#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

/// `ProfileScreenViewController` under test.
@MainActor
public final class ProfileScreenTestPage: UIKitTestPage {
  public let controller: ProfileScreenViewController

  public init(world: WorldConfig, coordinator: any NestedScrollCoordinator) {
    let tabs = (0..<world.listCount).map { index in
      ProfileScreenViewController.Tab(
        title: "Tab \(index + 1)", postHeights: Self.posts(totalling: CGFloat(world.list(index).contentHeight)))
    }
    controller = ProfileScreenViewController(
      tabs: tabs, headerHeight: CGFloat(world.headerHeight), initialTab: world.initialIndex, coordinator: coordinator)
    controller.categoryBarHeight = CGFloat(world.pinBarHeight)
    let container = controller.container
    container.frame = CGRect(x: 0, y: 0, width: world.viewportWidth, height: world.viewportHeight)
    container.automaticallyAdjustsPinOffset = world.pinOffset == nil
    if let pin = world.pinOffset { container.pinSectionHeaderVerticalOffset = CGFloat(pin) }
    container.outerContentInset = UIEdgeInsets(
      top: CGFloat(world.outerTopInset), left: 0, bottom: CGFloat(world.outerBottomInset), right: 0)
    controller.loadViewIfNeeded()
  }

  /// Posts of 120 pt, the last one taking what is left, so the feed's content is `height` tall.
  static func posts(totalling height: CGFloat) -> [CGFloat] {
    guard height > 0 else { return [] }
    let full = Int((height / 120).rounded(.down))
    let rest = height - CGFloat(full) * 120
    return Array(repeating: 120, count: full) + (rest > 0 ? [rest] : [])
  }

  public var view: UIView { controller.view }
  public var currentPage: Int? { controller.container.currentIndex }

  /// The container knows its views: the pager sits in the outer table's one row, which a tall header keeps out of the
  /// tree at first.
  public var roles: UIKitPageRoles? {
    UIKitPageRoles(outer: controller.container.outerTable, pager: controller.container.pagerView) { [controller] index in
      controller.container.listScrollView(at: index)
    }
  }

  public func reloadHeader(height: CGFloat) { controller.setHeaderHeight(height) }
  public func selectTab(_ index: Int, animated: Bool) { controller.selectTab(index, animated: animated) }
}
