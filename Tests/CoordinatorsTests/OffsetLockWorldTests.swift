// The shipped offset-lock coordinator driving the simulated page (integration, not a table): the
// gesture gates of the NestedPaging article decide recognition in the world. A first-page right swipe reaches the
// interactive-pop (back) gesture, never the pager; a mostly vertical pan never pages; a vertical pan
// on a list drives the list and the outer, and the lock keeps the list at its top while the header
// shows (NestedPaging's README's scroll model table). Sources: NestedPaging's README and article; docs/fidelity.md (recognition, paging gates).

import Foundation
import Testing

@testable import Coordinators
@testable import ScrollSim

@Suite struct OffsetLockWorldTests {
  private func world(initial: Int = 0, _ configure: (inout WorldConfig) -> Void = { _ in }) -> PageWorld {
    var config = WorldConfig()
    config.initialIndex = initial
    configure(&config)
    return PageWorld(config: config, coordinator: OffsetLockCoordinator())
  }

  @discardableResult
  private func pan(_ world: PageWorld, dx: Double, dy: Double) -> [FrameFacts] {
    var facts = FactsLog()
    for (index, step) in [Step.touchDown(x: 200, y: 600), .move(dx: dx, dy: dy, frames: 4)].enumerated() {
      world.run(step, index: index, observer: &facts)
    }
    return facts.frames
  }

  @Test("a rightward swipe on the first page goes to the back gesture; the pager never moves")
  func firstPageRightSwipe() {
    let w = world()
    let facts = pan(w, dx: 120, dy: 4)
    #expect(w.finger?.recognition == .backGesture)
    #expect(facts.contains { $0.backGestureBegan })
    #expect(facts.allSatisfy { $0.pagerBegan == nil })
    #expect(w.pager.position == 0)
  }

  @Test("the same swipe on page 1 pages")
  func middlePageRightSwipe() {
    let w = world(initial: 1)
    pan(w, dx: 120, dy: 4)
    #expect(w.finger?.recognition == .pager)
    #expect(w.pager.position == 393 - 120)
  }

  @Test("a leftward swipe on the last page is refused by the pager and falls to the vertical layers")
  func lastPageLeftSwipe() {
    let w = world(initial: 2)
    pan(w, dx: -120, dy: 0)
    #expect(w.finger?.recognition == .vertical(list: 2, outer: true))
    #expect(w.pager.position == 786)
  }

  @Test(
    "a mostly vertical pan never pages, on any page",
    arguments: [(0, 0.0, -200.0), (1, 30, -40), (1, -40, 40), (1, 100, 100), (2, -90, -91), (1, 0, 150)])
  func mostlyVertical(page: Int, dx: Double, dy: Double) {
    let w = world(initial: page)
    let facts = pan(w, dx: dx, dy: dy)
    #expect(facts.allSatisfy { $0.pagerBegan == nil })
    #expect(w.pager.position == Double(page) * 393)
    #expect(w.finger?.recognition == .vertical(list: page, outer: true))
  }

  @Test("a vertical pan on a list with the header showing moves the outer; the list stays at its top")
  func lockInWorld() {
    let w = world()
    pan(w, dx: 0, dy: -100)
    #expect(w.outerView.position == 100)
    #expect(w.lists[0]?.position == 0)
  }

  @Test("past the pin the list takes over and the outer stays at maxOffsetY")
  func handoverInWorld() {
    let w = world()
    pan(w, dx: 0, dy: -300)  // 75 pt per frame; the outer reaches 197 in frame 3
    #expect(w.outerView.position == 197)
    // Frame 3's remainder past the pin goes to neither view: the list moved first (innerFirst) while the
    // header still showed, so it was reset, and the outer was clamped. Only frame 4's 75 pt reach the list.
    #expect(w.lists[0]?.position == 75)
    #expect(w.lists[0]?.bounces == true)
  }

  @Test("the echoing-lock mutant trips the world's feedback-loop guard instead of overflowing the stack")
  func echoingLockInWorld() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "echoing-lock"))
    let w = PageWorld(config: WorldConfig(), coordinator: entry.make())
    var facts = FactsLog()
    w.run(.touchDown(x: 200, y: 600), index: 0, observer: &facts)
    w.run(.move(dx: 0, dy: -30, frames: 3), index: 1, observer: &facts)
    #expect(facts.frames.contains { $0.feedbackLoop })
    #expect(facts.frames.allSatisfy { $0.maxCallbackDepth <= PageWorld.callbackDepthLimit + 1 })
  }
}

/// Keeps every frame's facts.
struct FactsLog: FrameObserver {
  var frames: [FrameFacts] = []
  mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    frames.append(world.facts)
    return true
  }
}
