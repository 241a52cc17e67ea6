// Cases of the full container differential run where the container's category bar kept a tab the page world's bar
// had left: the bar must select the page the pager rests on, with or without a settle callback.
// With the fault each case parts at the frame named; fixed, both pages play the same frames (docs/uikit.md § The
// container against the page world). `DifferentialCase.compare` plays a case in both.

import Checker
import Coordinators
import ScrollSim
import SimulatedUIKit
import Testing
import UIKitPages

@Suite("UIKit container against the page world: the category bar")
struct ContainerDifferentialBarCaseTests {
  /// A pager that rests on a page with no settle callback (a touch stopped its snap just as it reached the page):
  /// when the drag ends the container's bar selects that page's tab, as the page world's bar does on the lift. It kept
  /// the old tab, and `selected-tab-follows-page` failed in the container only (differential case 719).
  @Test("the bar selects the page a pager rests on without a settle callback once a drag ends")
  func barFollowsAPagerStoppedOnAPage() throws {
    let (page, window) = try Self.containerInAWindow()
    let pager = page.container.pagerView
    // On page 1 with no settle callback: a plain offset write, as a touch that stops a snap leaves it.
    pager.contentOffset = CGPoint(x: pager.bounds.width, y: 0)
    #expect(page.selectedTab == 0)
    Self.verticalDrag(in: window)
    #expect(page.selectedTab == 1)
  }

  /// An animated tab switch a touch stops before the pager leaves its page: the bar had selected the tapped tab, no
  /// settle callback comes, and the bar kept the tapped tab over the page on screen (offset-lock cases 3557, 4076,
  /// 4103, 5252 and 9262: `selected-tab-follows-page` failed in the container only).
  @Test("the bar selects the page on screen when a drag ends after an animated tab switch was stopped")
  func barFollowsAPagerWhoseTabSwitchWasStopped() throws {
    let (page, window) = try Self.containerInAWindow()
    page.selectTab(1, animated: true)
    #expect(page.selectedTab == 1)
    // Stopped where it started, before any frame moved it.
    page.container.pagerView.setContentOffset(.zero, animated: false)
    Self.verticalDrag(in: window)
    #expect(page.selectedTab == 0)
  }

  /// The offset-lock coordinator in a `ContainerTestPage` in a window of the default world, laid out.
  static func containerInAWindow() throws -> (ContainerTestPage, UIWindow) {
    let world = WorldConfig()
    let simulation = UIKitSimulation(knobs: world.knobs)
    UIKitSimulation.current = simulation
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: world.viewportWidth, height: world.viewportHeight))
    window.setDevice(
      size: window.bounds.size,
      safeArea: UIEdgeInsets(top: world.safeAreaTop, left: 0, bottom: world.safeAreaBottom, right: 0))
    window.makeKeyAndVisible()
    let page = ContainerTestPage(world: world, coordinator: try #require(CoordinatorCatalog.entry(named: "offset-lock")).make())
    page.view.frame = window.bounds
    window.addSubview(page.view)
    simulation.layoutWindows()
    return (page, window)
  }

  /// A short upward drag on the list, lifted: the outer table's drag ends.
  static func verticalDrag(in window: UIWindow) {
    _ = window.simulateTouchDown(at: CGPoint(x: 200, y: 600))
    window.simulateTouchMove(by: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -1200))
    window.simulateTouchUp(velocity: .zero)
  }
}
