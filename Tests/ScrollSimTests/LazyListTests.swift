// NestedPaging creates a child list only "when that page enters the nearby range" (NestedPaging's README,
// `pagingView(_:initListAt:)`), i.e. as soon as any part of its page is visible in the pager.
// A new UITableView starts at its top with bouncing and scrollsToTop on; the coordinator hears
// `listDidLoad` and configures it.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct LazyListTests {
  private func created(_ world: PageWorld) -> [Int] { world.lists.indices.filter { world.lists[$0] != nil } }

  @Test("at start only the initial page's list exists", arguments: [0, 1, 2])
  func initialOnly(initial: Int) {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator) { $0.initialIndex = initial }
    #expect(created(world) == [initial])
    #expect(coordinator.loadedLists == [initial])
    #expect(world.currentIndex == initial)
  }

  @Test("a non-animated tab switch from 0 to 2 creates list 2 but not list 1")
  func jumpSkipsMiddle() {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator)
    world.play([.tapTab(index: 2, animated: false)])
    #expect(created(world) == [0, 2])
    #expect(coordinator.loadedLists == [0, 2])
    #expect(world.currentIndex == 2)
  }

  @Test("an animated tab switch from 0 to 2 passes page 1 and creates it on the way")
  func animatedPassesMiddle() {
    let world = TestWorld.make()
    world.play([.tapTab(index: 2, animated: true), .wait(frames: 60)])
    #expect(created(world) == [0, 1, 2])
    #expect(world.currentIndex == 2)
  }

  @Test("a swipe creates the neighbour in the first frame the pager moves")
  func swipeCreatesNeighbour() {
    let world = TestWorld.make()
    let frames = world.play([.touchDown(x: 300, y: 600), .move(dx: -3, dy: 0, frames: 1)])
    #expect(frames[1].pagerX == 3)
    #expect(created(world) == [0, 1])
  }

  @Test("a new list starts at its top, bouncing, with scrollsToTop on, and only then is the coordinator told")
  func newListState() {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator) { $0.lists = [ListSpec(), ListSpec(topInset: 30)] }
    world.play([.tapTab(index: 1, animated: false)])
    let list = try! #require(world.simList(1))
    #expect(list.position == -30)
    #expect(list.bounces)
    #expect(list.scrollsToTop)
    #expect(coordinator.listScrolls.isEmpty, "creating a list is not a scroll")
  }

  @Test("header-only mode never creates a list")
  func headerOnlyNoLists() {
    let world = TestWorld.make { $0.headerOnly = true; $0.listCount = 1 }
    world.play([.touchDown(x: 200, y: 600), .move(dx: -100, dy: 0, frames: 5), .lift(vx: -900, vy: 0)])
    #expect(created(world).isEmpty)
  }
}
