// UIKit behaviour: `hitTest(_:with:)` picks the deepest view under the finger, and the touch reaches
// the pan recognizers of that view and its ancestors. On the page: the navigation bar above the pin
// offset; the header; the pin bar (a plain-style section header sticks to the top of the table's
// bounds, here the pin offset); the list pages inside the pager. Regions move as the outer scrolls.
// Source: docs/fidelity.md (hit-testing decides candidates); the NestedPaging article's layout.
// Default page: viewport 393×852, pin offset 103, header 300, pin bar 48, maxOffsetY 197.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct HitTestingTests {
  nonisolated static let atRest: [(y: Double, region: TouchRegion)] = [
    (0, .navigationBar), (102, .navigationBar), (103, .header), (299, .header),
    (300, .pinBar), (347, .pinBar), (348, .list(0)), (851, .list(0)),
  ]

  @Test("with the header fully shown", arguments: atRest)
  func headerShown(y: Double, region: TouchRegion) {
    #expect(TestWorld.make().hitTest(x: 200, y: y) == region)
  }

  nonisolated static let partly: [(y: Double, region: TouchRegion)] = [
    (102, .navigationBar), (103, .header), (199, .header), (200, .pinBar), (247, .pinBar), (248, .list(0)),
  ]

  @Test("with the outer scrolled 100 pt, every region moves up 100 pt", arguments: partly)
  func headerPartly(y: Double, region: TouchRegion) {
    let world = TestWorld.make()
    world.outerView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(world.hitTest(x: 200, y: y) == region)
  }

  nonisolated static let pinned: [(y: Double, region: TouchRegion)] = [
    (50, .navigationBar), (102, .navigationBar), (103, .pinBar), (150, .pinBar), (151, .list(0)), (851, .list(0)),
  ]

  @Test("pinned at maxOffsetY, the pin bar sits under the navigation bar and the list fills the rest", arguments: pinned)
  func headerPinned(y: Double, region: TouchRegion) {
    let world = TestWorld.make()
    world.outerView.contentOffset = CGPoint(x: 0, y: 197)
    #expect(world.hitTest(x: 200, y: y) == region)
  }

  @Test("overscrolled past a header that pins at 0, the pin bar sticks to the top of the bounds")
  func stickyPinBar() {
    let world = TestWorld.make { $0.pinOffset = 0 }
    world.outerView.contentOffset = CGPoint(x: 0, y: 320)  // maxOffsetY 300, rubber-banded 20 pt past
    #expect(world.hitTest(x: 200, y: 0) == .pinBar)
    #expect(world.hitTest(x: 200, y: 40) == .pinBar)
    #expect(world.hitTest(x: 200, y: 48) == .list(0))
  }

  @Test("points off the viewport hit nothing", arguments: [(-1.0, 400.0), (393, 400), (200, -1), (200, 852)])
  func outside(x: Double, y: Double) {
    #expect(TestWorld.make().hitTest(x: x, y: y) == .outside)
  }

  @Test("the list under the finger follows the pager: on page 1, and halfway between pages 1 and 2")
  func listFollowsPager() {
    let world = TestWorld.make()
    world.play([.tapTab(index: 1, animated: false)])
    #expect(world.hitTest(x: 10, y: 600) == .list(1))
    world.pager.contentOffset = CGPoint(x: 393 + 200, y: 0)
    #expect(world.hitTest(x: 150, y: 600) == .list(1))
    #expect(world.hitTest(x: 250, y: 600) == .list(2))
  }

  @Test("with a fixed pin offset of 0 there is no navigation bar region")
  func noNavigationBar() {
    let world = TestWorld.make { $0.pinOffset = 0 }
    #expect(world.hitTest(x: 200, y: 0) == .header)
  }

  @Test("below a short header-only article the table background shows")
  func tableBackground() {
    let world = TestWorld.make {
      $0.headerOnly = true
      $0.listCount = 1
      $0.pinBarHeight = 0
      $0.headerOnlyContentHeight = 100
    }
    #expect(world.hitTest(x: 200, y: 350) == .list(0))
    #expect(world.hitTest(x: 200, y: 500) == .tableBackground)
  }

  @Test("a touch on the navigation bar or outside is not a finger on the page")
  func ignoredTouches() {
    let world = TestWorld.make()
    let frames = world.play([.touchDown(x: 200, y: 50)])
    #expect(frames[0].facts.touchDown == .navigationBar)
    #expect(world.finger == nil)
  }
}
