// The page as apps build it, in the world alone with the scripted coordinator:
// runtime content insets, the refresh control's spinner inset, the header's horizontal scroll
// view, list lifecycle and the status bar's scroll-to-top callback. Every expected value is
// solved by hand from the default page (393×852, header 300, pin bar 48, safe area 103/34,
// so maxOffsetY = 197 and the cell is 852 − 48 − 103 = 701 tall).

import Foundation
import Testing

@testable import ScrollSim

@MainActor
@Suite struct RuntimeInsetTests {
  @Test("a list's top inset grows: the offset stays, the top moves to -inset, the coordinator is told")
  func listTopInsetGrows() throws {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator)
    let frames = world.play([.setContentInset(view: .list(0), top: 40, bottom: 0)])
    let list = try #require(world.simList(0))
    #expect(list.minPosition == -40)
    #expect(list.position == 0, "0 lies inside [-40, max]: UIKit does not move it")
    #expect(frames[0].facts.isLayoutFrame && frames[0].facts.insetChanged)
    #expect(coordinator.insetLog == ["list0"])
    #expect(world.config.lists[0].topInset == 40, "kept in the configuration for relayouts and re-created lists")
  }

  @Test("a list's top inset shrinks below its offset: clamped to the new top with the knob on, kept with it off")
  func listTopInsetShrinks() throws {
    for clamp in [true, false] {
      let world = TestWorld.make { $0.lists = [ListSpec(topInset: 40)]; $0.knobs.clampOnContentShrink = clamp }
      let list = try #require(world.simList(0))
      #expect(list.position == -40)
      world.play([.setContentInset(view: .list(0), top: 0, bottom: 0)])
      #expect(list.position == (clamp ? 0 : -40))
    }
  }

  @Test("the outer's bottom inset extends its range: maxPosition 197 + 83 = 280; a list not created only keeps the spec")
  func outerBottomInset() throws {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator)
    world.play([.setContentInset(view: .outer, top: 0, bottom: 83), .setContentInset(view: .list(2), top: 10, bottom: 0)])
    #expect(world.outerView.maxPosition == 280)
    #expect(world.outerView.minPosition == 0)
    #expect(coordinator.insetLog == ["outer"], "list 2 is not created: nobody to tell")
    #expect(world.config.list(2).topInset == 10)
  }

  @Test("out-of-range targets are ignored: a list index past the page, header-only lists")
  func ignored() {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator)
    let frames = world.play([.setContentInset(view: .list(7), top: 10, bottom: 0)])
    #expect(!frames[0].facts.isLayoutFrame)
    #expect(coordinator.insetLog.isEmpty)
  }
}

@MainActor
@Suite struct RefreshSpinnerTests {
  /// A page with loads whose app refreshes on every pull, pulled 100 pt past its top and released.
  private func pulledAndReleased() -> (PageWorld, RecordingLoads) {
    let loads = RecordingLoads()
    loads.onRefresh = { page in _ = page.send(.refresh, forList: 0, page: 1, tag: 1) }
    var config = WorldConfig()
    config.loads = LoadSettings()
    let world = PageWorld(config: config, coordinator: ScriptedCoordinator(), loads: loads)
    world.play([
      .touchDown(x: 200, y: 200), .move(dx: 0, dy: 400, frames: 10), .lift(vx: 0, vy: 0), .wait(frames: 240),
    ])
    return (world, loads)
  }

  @Test("refreshing, the spinner's 60 pt join the outer's top inset and the released outer rests at -60")
  func spinnerInset() {
    let (world, _) = pulledAndReleased()
    #expect(world.loads?.spinnerRequest == 1)
    #expect(world.outerView.minPosition == -60)
    #expect(abs(world.outerView.position - -60) < 0.5)
    #expect(world.isSettled)
  }

  @Test("the refresh's response ends refreshing: the inset goes and the outer springs back to 0")
  func endRefreshing() {
    let (world, _) = pulledAndReleased()
    world.play([.respond(load: .refresh, afterFrames: 0, outcome: .success, slotHeight: nil), .wait(frames: 240)])
    #expect(world.loads?.spinnerRequest == nil)
    #expect(world.outerView.minPosition == 0)
    #expect(world.outerView.position == 0)
  }

  @Test("a pull the app declines shows no spinner")
  func declined() {
    let loads = RecordingLoads()
    var config = WorldConfig()
    config.loads = LoadSettings()
    let world = PageWorld(config: config, coordinator: ScriptedCoordinator(), loads: loads)
    world.play([.touchDown(x: 200, y: 200), .move(dx: 0, dy: 400, frames: 10), .lift(vx: 0, vy: 0), .wait(frames: 240)])
    #expect(loads.log.contains("refresh"))
    #expect(world.loads?.spinnerRequest == nil)
    #expect(world.outerView.position == 0)
  }
}

@MainActor
@Suite struct HeaderContentTests {
  /// The default page with a carousel 120 pt below the header's top, 100 tall, 1600 wide.
  private func world(_ coordinator: ScriptedCoordinator = ScriptedCoordinator()) -> PageWorld {
    TestWorld.make(coordinator: coordinator) { $0.headerContent = HeaderContentSpec(top: 120, height: 100, contentWidth: 1600) }
  }

  @Test("hit-testing: the carousel's band [120, 220) is its own region, and it scrolls away with the header")
  func hitTest() {
    let page = world()
    #expect(page.hitTest(x: 200, y: 119) == .header)
    #expect(page.hitTest(x: 200, y: 120) == .headerContent)
    #expect(page.hitTest(x: 200, y: 219) == .headerContent)
    #expect(page.hitTest(x: 200, y: 220) == .header)
    page.outerView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(page.hitTest(x: 200, y: 20) == .navigationBar)
    #expect(page.hitTest(x: 200, y: 110) == .headerContent, "content y 210")
    #expect(page.hitTest(x: 200, y: 125) == .header, "content y 225")
  }

  @Test("a header shorter than the carousel's bottom clips it: header 150 leaves [120, 150)")
  func clipped() {
    let page = world()
    page.play([.reloadHeader(height: 150)])
    #expect(page.hitTest(x: 200, y: 149) == .headerContent)
    #expect(page.hitTest(x: 200, y: 150) == .pinBar)
  }

  @Test("a horizontal pan on it scrolls the carousel alone; the outer and the pager stay")
  func horizontalPan() throws {
    let page = world()
    let carousel = try #require(page.headerContentView)
    let frames = page.play([.touchDown(x: 300, y: 150), .move(dx: -200, dy: -12, frames: 10), .lift(vx: 0, vy: 0)])
    #expect(carousel.position == 200)
    #expect(page.outerView.position == 0)
    #expect(page.pager.position == 0)
    #expect(frames[1].facts.headerContentPan?.taken == true)
  }

  @Test("an outer that recognizes with the carousel follows the finger's vertical drift: 12 pt")
  func outerJoins() throws {
    let coordinator = ScriptedCoordinator()
    coordinator.recognizesWithHeaderContent = true
    let page = world(coordinator)
    page.play([.touchDown(x: 300, y: 150), .move(dx: -200, dy: -12, frames: 10)])
    #expect(page.outerView.position == 12)
    #expect(page.headerContentView?.position == 200)
  }

  @Test("a vertical pan on it scrolls the page: the carousel's pan does not begin")
  func verticalPan() throws {
    let page = world()
    let frames = page.play([.touchDown(x: 300, y: 150), .move(dx: 5, dy: -100, frames: 10)])
    #expect(page.outerView.position == 100)
    #expect(page.headerContentView?.position == 0)
    #expect(frames[1].facts.headerContentPan?.taken == false)
  }

  @Test("a carousel that begins on every pan swallows vertical pans")
  func greedy() {
    let coordinator = ScriptedCoordinator()
    coordinator.headerContentGate = { _ in true }
    let page = world(coordinator)
    page.play([.touchDown(x: 300, y: 150), .move(dx: 5, dy: -100, frames: 10)])
    #expect(page.outerView.position == 0)
    #expect((page.headerContentView?.position ?? 0) < 0, "the carousel took the pan: 5 pt rightward, rubber-banded")
  }
}

@MainActor
@Suite struct ListLifecycleTests {
  @Test("reloadPager destroys list 0 (scrolled to 500) and creates a new one at its top, telling the coordinator")
  func reloadPager() throws {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator)
    let old = try #require(world.simList(0))
    old.contentOffset = CGPoint(x: 0, y: 500)
    let reloadsBefore = coordinator.reloads
    let frames = world.play([.reloadPager])
    let new = try #require(world.simList(0))
    #expect(new !== old)
    #expect(new.position == 0)
    #expect(coordinator.lifecycleLog == ["load0", "unload0", "load0"])
    #expect(coordinator.reloads == reloadsBefore + 1)
    #expect(frames[0].facts.listsUnloaded == 1 && frames[0].facts.pagerReloaded && frames[0].facts.isLayoutFrame)
    // The destroyed list no longer calls back.
    let scrolls = coordinator.listScrolls.count
    old.contentOffset = CGPoint(x: 0, y: 10)
    #expect(coordinator.listScrolls.count == scrolls)
  }

  @Test("unloadDistantLists on page 0 releases list 3 (3 pages away), keeps list 0; list 3 comes back at its top")
  func unloadDistant() throws {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator) { $0.listCount = 5 }
    world.play([.tapTab(index: 3, animated: false)])
    world.simList(3)?.contentOffset = CGPoint(x: 0, y: 300)
    world.play([.tapTab(index: 0, animated: false), .unloadDistantLists])
    #expect(world.simList(3) == nil)
    #expect(world.simList(0) != nil)
    #expect(coordinator.unloadedLists == [3])
    world.play([.tapTab(index: 3, animated: false)])
    #expect(world.simList(3)?.position == 0)
  }
}

@MainActor
@Suite struct ScrollToTopCallbackTests {
  @Test("a list already at its top reports scrollViewDidScrollToTop at once")
  func atTop() {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator)
    world.play([.tapStatusBar])
    #expect(coordinator.scrolledToTop == [0])
  }

  @Test("a scrolled list reports it when its 0.3 s animation ends: 36 frames at 120 Hz")
  func afterAnimation() {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator)
    world.simList(0)?.contentOffset = CGPoint(x: 0, y: 500)
    world.play([.tapStatusBar, .wait(frames: 34)])
    #expect(coordinator.scrolledToTop.isEmpty)
    world.play([.wait(frames: 2)])
    #expect(coordinator.scrolledToTop == [0])
    #expect(world.simList(0)?.position == 0)
  }
}
