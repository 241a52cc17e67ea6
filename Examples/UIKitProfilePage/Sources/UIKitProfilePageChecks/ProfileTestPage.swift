// The profile page built for a generated world, as NestedCheck runs it: the world's header and bar heights, one tab
// per list with the world's content heights and insets, the pin offset when the world gives one (else the navigation
// bar's, from the safe area), and the page's app-level reactions to the steps it supports.

import NestedCheck
import UIKitProfilePage
#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

/// `ProfileViewController` under test.
@MainActor
public final class ProfileTestPage: UIKitTestPage {
  public let controller: ProfileViewController

  public init(world: WorldConfig, rules: ScrollLockRules) {
    Self.registerCellClasses()
    let tabs = (0..<world.listCount).map { index in
      let spec = world.list(index)
      return ProfileTab(
        title: "Tab \(index + 1)", postHeights: ProfileTab.posts(totalling: CGFloat(spec.contentHeight)),
        contentInset: UIEdgeInsets(top: CGFloat(spec.topInset), left: 0, bottom: CGFloat(spec.bottomInset), right: 0))
    }
    controller = ProfileViewController(
      tabs: tabs, headerHeight: CGFloat(world.headerHeight), initialTab: world.initialIndex, rules: rules)
    controller.categoryBarHeight = CGFloat(world.pinBarHeight)
    controller.pinOffset = world.pinOffset.map { CGFloat($0) }
    controller.loadViewIfNeeded()
    controller.setOuterInset(UIEdgeInsets(
      top: CGFloat(world.outerTopInset), left: 0, bottom: CGFloat(world.outerBottomInset), right: 0))
  }

  /// The simulated UIKit builds a registered cell subclass through a builder (Swift cannot call a non-required
  /// initializer from a class value, as UIKit's Objective-C runtime does); the page's sources stay as they are.
  private static func registerCellClasses() {
    #if !canImport(UIKit)
    ReusableViewFactories.register(PostCell.self) { PostCell(style: .default, reuseIdentifier: $0) }
    ReusableViewFactories.register(FeedPageCell.self) { _ in FeedPageCell(frame: .zero) }
    #endif
  }

  public var view: UIView { controller.view }
  public var currentPage: Int? { controller.currentTab }

  /// The page knows its views: the pager sits in a table row a tall header keeps out of the tree at first.
  public var roles: UIKitPageRoles? {
    UIKitPageRoles(outer: controller.outerTable, pager: controller.pager) { [controller] index in
      controller.feed(at: index)?.tableView
    }
  }

  public func reloadHeader(height: CGFloat) { controller.setHeaderHeight(height) }
  public func selectTab(_ index: Int, animated: Bool) { controller.selectTab(index, animated: animated) }

  public func setListContent(index: Int, height: CGFloat) {
    controller.setPosts(ProfileTab.posts(totalling: height), forTab: index)
  }

  public func setContentInset(list index: Int?, top: CGFloat, bottom: CGFloat) {
    let inset = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    if let index {
      controller.setFeedInset(inset, forTab: index)
    } else {
      controller.setOuterInset(inset)
    }
  }

  public func reloadLists() { controller.reloadFeeds() }
}
