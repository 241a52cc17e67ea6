// UIKit behaviour: a paging scroll view (`isPagingEnabled`) settles on a page multiple when released,
// at most one page per flick, then reports the page in `scrollViewDidEndDecelerating`.
// Sources: Apple's documentation of `isPagingEnabled` ("the scroll view stops on multiples of the
// scroll view's bounds when the user scrolls"); docs/fidelity.md (KNOB `pagingRule`: the nearest page, or
// the next page when |velocity| exceeds `pagingVelocityThreshold`, default 300 pt/s).

import Foundation
import Testing

@testable import ScrollSim

@Suite struct PagingTests {
  /// A 393 pt wide pager over three pages, on page 0 (or `page`), grabbed by a finger.
  private func pager(page: Int = 0, knobs: SimulationKnobs = SimulationKnobs()) -> ViewHarness {
    let h = ViewHarness(axis: .horizontal, dimension: 393, content: 393 * 3, offset: Double(page) * 393, knobs: knobs)
    h.view.isPagingEnabled = true
    h.view.touchBegan()
    h.view.beginDrag()
    return h
  }

  private func release(_ h: ViewHarness, velocity: Double) -> Double {
    h.view.endDrag(velocity: velocity)
    h.tickUntilIdle()
    return h.view.position
  }

  @Test(
    "a slow release snaps to the nearest page",
    arguments: [(100.0, 0.0), (190, 0), (200, 393), (300, 393), (-60, 0)])
  func nearest(drag: Double, expected: Double) {
    let h = pager()
    h.view.drag(by: drag)
    #expect(release(h, velocity: 0) == expected)
  }

  @Test("a fast flick goes to the next page in its direction, even from a short drag")
  func nextPageOverThreshold() {
    let forward = pager()
    forward.view.drag(by: 40)
    #expect(release(forward, velocity: 301) == 393)

    let back = pager(page: 2)
    back.view.drag(by: -40)
    #expect(release(back, velocity: -301) == 393)
  }

  @Test("under the threshold the nearest page wins")
  func underThreshold() {
    let h = pager()
    h.view.drag(by: 40)
    #expect(release(h, velocity: 299) == 0)
  }

  @Test("the nearest rule ignores velocity")
  func nearestRuleKnob() {
    let h = pager(knobs: ViewHarness.knobs { $0.pagingRule = .nearest })
    h.view.drag(by: 40)
    #expect(release(h, velocity: 5000) == 0)
  }

  @Test("at most one page per flick, however far and fast")
  func onePagePerFlick() {
    let h = pager()
    h.view.drag(by: 393 + 150)
    #expect(release(h, velocity: 8000) == 393)
  }

  @Test("a pager never settles past its first or last page")
  func staysInRange() {
    let h = pager(page: 2)
    h.view.drag(by: 100)
    #expect(release(h, velocity: 5000) == 786)
  }

  @Test("settling reports one scrollViewDidEndDecelerating")
  func reportsEnd() {
    let h = pager()
    h.view.drag(by: 200)
    _ = release(h, velocity: 0)
    #expect(h.recorder.endDeceleratingCount == 1)
  }

  // MARK: - In the page world

  /// A swipe on the list area: `dx` over 10 frames, then a lift at `vx`.
  private func swipe(dx: Double, vx: Double) -> [Step] {
    [.touchDown(x: 300, y: 600), .move(dx: dx, dy: 0, frames: 10), .lift(vx: vx, vy: 0), .wait(frames: 240)]
  }

  @Test("a leftward flick in the world pages forward and reports currentPageDidChange once")
  func worldPagesForward() {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator)
    world.play(swipe(dx: -100, vx: -1000))
    #expect(world.currentIndex == 1)
    #expect(world.pager.position == 393)
    #expect(coordinator.pageChanges == [1])
  }

  /// A tab tap while the pager still snaps to the page a swipe chose: the tap's `setContentOffset` ends the snap, and
  /// under `codeStopEndsDecelerating` that end is reported inside the call (UIKit 26.1, docs/fidelity.md). The page
  /// moving its own pager does not take it for the pager settling (`PageWorld.placingPager`): only the tapped page
  /// becomes current, never the page the snap was heading for.
  @Test("a tab tap during a swipe's snap makes only the tapped page current, under either reading",
    arguments: [true, false], [true, false])
  func tabTapDuringSnap(callsBack: Bool, animated: Bool) {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator) {
      $0.knobs.codeStopEndsDecelerating = callsBack
      $0.listCount = 4
    }
    _ = world.play([.touchDown(x: 300, y: 600), .move(dx: -250, dy: 0, frames: 10), .lift(vx: -1000, vy: 0), .wait(frames: 3)])
    #expect(world.pager.isDecelerating && world.pager.position > 393 / 2, "snapping, past the middle of page 0 and 1")

    _ = world.play([.tapTab(index: 3, animated: animated), .wait(frames: 120)])

    #expect(world.currentIndex == 3 && world.pager.position == 3 * 393)
    #expect(coordinator.pageChanges == [3])
  }

  /// A second tab tap while the first one's animated switch still slides: the tap's `setContentOffset` stops the first
  /// animation, and under `codeStopEndsAnimation` that stop is reported inside the call as the animation's end (UIKit
  /// 26.1, docs/fidelity.md). The page moving its own pager does not take it for the pager settling: only the second
  /// tapped page becomes current, never the page the first animation had reached.
  @Test("a tab tap during an animated tab switch makes only the tapped page current, under either reading",
    arguments: [true, false], [true, false])
  func tabTapDuringAnimatedSwitch(callsBack: Bool, animated: Bool) {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator) {
      $0.knobs.codeStopEndsAnimation = callsBack
      $0.listCount = 5
    }
    _ = world.play([.tapTab(index: 4, animated: true), .wait(frames: 15)])
    #expect(world.pager.position > 393 && world.pager.position < 3 * 393, "sliding, a page or more from both ends")

    #expect(world.visiblePage == 2, "the page the animation has reached is neither the tapped one nor the current one")

    _ = world.play([.tapTab(index: 1, animated: animated), .wait(frames: 120)])

    #expect(world.currentIndex == 1 && world.pager.position == 393)
    #expect(coordinator.pageChanges == [1])
  }

  /// A touch that stops an animated tab switch (`touchInterruptsAnimation`) is, for UIKit, the animation's end: the
  /// page under the pager becomes current at the touch, as it would when the animation finished there.
  @Test("a touch that stops an animated tab switch makes the page under the pager current; off, nothing changes")
  func touchStopsAnimatedSwitch() {
    for callsBack in [true, false] {
      let coordinator = ScriptedCoordinator()
      let world = TestWorld.make(coordinator: coordinator) {
        $0.knobs.codeStopEndsAnimation = callsBack
        $0.knobs.touchInterruptsAnimation = true
        $0.listCount = 5
      }
      _ = world.play([.tapTab(index: 4, animated: true), .wait(frames: 15), .touchDown(x: 200, y: 600)])
      let nearest = Int((world.pager.position / 393).rounded())
      #expect(nearest > 0 && nearest < 4)
      #expect(coordinator.pageChanges == (callsBack ? [nearest] : []), "callsBack \(callsBack)")
    }
  }

  @Test("a short slow swipe springs back and reports no page change")
  func worldStaysOnPage() {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator)
    world.play(swipe(dx: -100, vx: 0))
    #expect(world.currentIndex == 0)
    #expect(world.pager.position == 0)
    #expect(coordinator.pageChanges.isEmpty)
  }

  @Test("the page becomes current only when the pager settles, not while it snaps (or swings through the page)")
  func currentChangesOnSettle() throws {
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator)
    let frames = world.play(swipe(dx: -100, vx: -1000))
    let firstOnPage1 = try #require(frames.firstIndex { $0.currentIndex == 1 })
    let firstSettled = frames.firstIndex { $0.pagerX == 393 && !$0.pagerMoving }
    #expect(firstOnPage1 == firstSettled)
    // The under-damped snap passes through the page before it settles: a pager position alone is not "settled".
    let firstAtPage1 = try #require(frames.firstIndex { $0.pagerX == 393 })
    #expect(firstAtPage1 < firstOnPage1)
    #expect(frames[firstAtPage1..<firstOnPage1].allSatisfy { $0.currentIndex == 0 })
  }
}
