// UIKit behaviour: assigning `contentOffset` in code calls the delegate's `scrollViewDidScroll`
// synchronously, re-entrantly when done from inside that callback, and only when the value changes
// (KNOB `didScrollOnEqualValue`). Source: docs/fidelity.md and the Three Loaders article ("setting contentOffset directly
// inside scrollViewDidScroll … re-enters once with the pinned value and stabilizes"). The page world
// bounds the nesting (`PageWorld.callbackDepthLimit`) and reports a ping-pong as a feedback loop.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct ReentrancyTests {
  @Test("a write inside scrollViewDidScroll re-enters the delegate before the outer write returns")
  func synchronousReentry() {
    let h = ViewHarness(offset: 0)
    var log: [String] = []
    h.recorder.onDidScroll = { view, depth in
      log.append("enter \(depth) at \(view.position)")
      if view.position > 100 { view.contentOffset = CGPoint(x: 0, y: 100) }
      log.append("leave \(depth)")
    }
    h.write(150)
    #expect(log == ["enter 1 at 150.0", "enter 2 at 100.0", "leave 2", "leave 1"])
    #expect(h.view.position == 100)
    #expect(h.recorder.maxDepth == 2)
  }

  @Test("writing the value the view already has does not call scrollViewDidScroll")
  func equalValueIsSilent() {
    let h = ViewHarness(offset: 100)
    h.write(100)
    #expect(h.recorder.didScrollCount == 0)
    // Nor does a value that rounds to the same pixel.
    h.write(100.1)
    #expect(h.recorder.didScrollCount == 0)
  }

  @Test("with the didScrollOnEqualValue knob an equal write does call it")
  func equalValueKnob() {
    let h = ViewHarness(offset: 100, knobs: ViewHarness.knobs { $0.didScrollOnEqualValue = true })
    h.write(100)
    #expect(h.recorder.didScrollCount == 1)
  }

  @Test("a pinning write re-enters once and stabilizes")
  func pinStabilizes() {
    let h = ViewHarness(offset: 0)
    h.recorder.onDidScroll = { view, _ in view.contentOffset = CGPoint(x: 0, y: 42) }
    h.write(300)
    #expect(h.view.position == 42)
    #expect(h.recorder.didScrollCount == 2)
  }

  @Test("a coordinator that ping-pongs is reported as a feedback loop, without overflowing the stack")
  func pingPongInWorld() {
    let coordinator = ScriptedCoordinator()
    coordinator.onOuterDidScroll = { page in
      // Every callback moves the outer table one point further: never stable.
      page.outer.contentOffset.y = page.outer.contentOffset.y + 1
    }
    let world = TestWorld.make(coordinator: coordinator)
    let frames = world.play([.touchDown(x: 200, y: 200), .move(dx: 0, dy: -10, frames: 1), .wait(frames: 1)])
    #expect(frames[1].facts.feedbackLoop)
    #expect(frames[1].facts.maxCallbackDepth == PageWorld.callbackDepthLimit + 1)
    #expect(world.callbackDepth == 0, "the depth unwinds after the loop is cut")
    // The loop is cut where the limit is reached: the finger's 10 pt plus one point per delivered callback.
    #expect(world.outerView.position == 10 + Double(PageWorld.callbackDepthLimit))
  }

  @Test("a coordinator that pins once stays well under the depth limit and is not flagged")
  func pinningIsNotALoop() {
    let coordinator = ScriptedCoordinator()
    coordinator.onOuterDidScroll = { page in
      if page.outer.contentOffset.y > 50 { page.outer.contentOffset.y = 50 }
    }
    let world = TestWorld.make(coordinator: coordinator)
    let frames = world.play([.touchDown(x: 200, y: 200), .move(dx: 0, dy: -100, frames: 4)])
    #expect(frames.allSatisfy { !$0.facts.feedbackLoop })
    #expect(frames.map(\.facts.maxCallbackDepth).max() == 2)
    #expect(world.outerView.position == 50)
  }

  /// A coordinator that writes the outer and the current list unconditionally in every callback, on a UIKit that
  /// calls back for equal values: two calls per level, 2^32 under the depth limit. The per-frame bound cuts it.
  @Test("a fan-out loop under didScrollOnEqualValue is cut by the per-frame bound, in the frame it starts")
  func fanOutIsCutByBreadth() {
    let coordinator = ScriptedCoordinator()
    let write: (any NestedPage) -> Void = { page in
      page.outer.contentOffset.y = page.outer.contentOffset.y
      if let list = page.list(at: page.currentIndex) { list.contentOffset.y = list.contentOffset.y }
    }
    coordinator.onOuterDidScroll = write
    coordinator.onListDidScroll = { page, _ in write(page) }
    let world = TestWorld.make(coordinator: coordinator) { $0.knobs.didScrollOnEqualValue = true }
    let clock = ContinuousClock()
    let start = clock.now
    let frames = world.play([.touchDown(x: 200, y: 700), .move(dx: 0, dy: -30, frames: 3), .wait(frames: 2)])
    #expect(clock.now - start < .seconds(5), "the loop must be cut, not run to 2^32 calls")
    #expect(frames[1...3].allSatisfy { $0.facts.feedbackLoop && $0.facts.feedbackLoopCut == .breadth }, "every move frame loops")
    #expect(frames.allSatisfy { $0.facts.callbacks <= PageWorld.callbacksPerFrameLimit + PageWorld.callbackDepthLimit + 1 })
    #expect(frames.map(\.facts.maxCallbackDepth).max()! <= PageWorld.callbackDepthLimit + 1)
    #expect(world.callbackDepth == 0, "the depth unwinds after the loop is cut")
  }

  @Test("a ping-pong is cut by depth and says so")
  func pingPongIsCutByDepth() {
    let coordinator = ScriptedCoordinator()
    coordinator.onOuterDidScroll = { page in page.outer.contentOffset.y = page.outer.contentOffset.y + 1 }
    let world = TestWorld.make(coordinator: coordinator)
    let frames = world.play([.touchDown(x: 200, y: 200), .move(dx: 0, dy: -10, frames: 1)])
    #expect(frames[1].facts.feedbackLoop)
    #expect(frames[1].facts.feedbackLoopCut == .depth)
    #expect(frames[1].facts.callbacks == PageWorld.callbackDepthLimit + 1)
  }

  @Test("a feedback loop during page set-up is reported in the first frame")
  func setUpLoop() {
    final class LoopOnReload: NestedScrollCoordinator {
      weak var page: (any NestedPage)?
      func attach(to page: any NestedPage) { self.page = page }
      func listDidLoad(at index: Int) {}
      func outerDidScroll() { page.map { $0.outer.contentOffset.y += 1 } }
      func listDidScroll(at index: Int) {}
      func currentPageDidChange(to index: Int) {}
      func pageDidReload() { page.map { $0.outer.contentOffset.y += 1 } }
      func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool { true }
      func pagerShouldBegin(velocity: CGPoint) -> Bool { false }
    }
    let world = PageWorld(config: WorldConfig(), coordinator: LoopOnReload())
    let frames = world.play([.wait(frames: 2)])
    #expect(frames[0].facts.feedbackLoop)
    #expect(!frames[1].facts.feedbackLoop)
  }
}
