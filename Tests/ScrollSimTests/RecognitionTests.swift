// UIKit behaviour: which pan recognizers take a finger. A touch on a list reaches the pager's pan
// (which begins alone if its `gestureRecognizerShouldBegin` agrees), the list's pan, and the outer
// table's pan if the outer's `shouldRecognizeSimultaneouslyWith` agrees; a rightward swipe the pager
// declines goes to the navigation controller's interactive-pop gesture. A touch on the header or pin
// bar reaches only the outer table. Sources: docs/fidelity.md; Apple's `UIGestureRecognizerDelegate`
// documentation; the NestedPaging article (gated `shouldBegin`, first-page right swipe yields to the back gesture).
// The coordinator here is a scripted stand-in; the shipped gate is tested with the real world in
// CoordinatorsTests/OffsetLockWorldTests.swift.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct RecognitionTests {
  private func recognition(
    _ coordinator: ScriptedCoordinator = ScriptedCoordinator(), at point: (x: Double, y: Double) = (200, 600),
    dx: Double, dy: Double, configure: (inout WorldConfig) -> Void = { _ in }
  ) -> (PanRecognition?, PageWorld) {
    let world = TestWorld.make(coordinator: coordinator, configure)
    world.play([.touchDown(x: point.x, y: point.y), .move(dx: dx, dy: dy, frames: 2)])
    return (world.finger?.recognition, world)
  }

  @Test("a vertical pan on a list drives the list and the outer when the coordinator agrees")
  func verticalWithOuter() {
    let (recognition, world) = recognition(dx: 0, dy: -20)
    #expect(recognition == .vertical(list: 0, outer: true))
    #expect(world.simList(0)?.isDragging == true)
    #expect(world.outerView.isDragging)
    #expect(world.outerView.position == 20)
    #expect(world.simList(0)?.position == 20)
  }

  @Test("when the coordinator refuses simultaneous recognition only the list moves")
  func verticalListOnly() {
    let coordinator = ScriptedCoordinator()
    coordinator.recognizesWithLists = false
    let (recognition, world) = recognition(coordinator, dx: 0, dy: -20)
    #expect(recognition == .vertical(list: 0, outer: false))
    #expect(world.outerView.position == 0)
    #expect(world.simList(0)?.position == 20)
  }

  @Test("the pager is asked with the pan's first-frame velocity and, if it agrees, takes the pan alone")
  func pagerTakesPan() {
    let coordinator = ScriptedCoordinator()
    let (recognition, world) = recognition(coordinator, dx: -20, dy: -4)
    #expect(recognition == .pager)
    // 10 pt in the first frame at 120 Hz: 1200 pt/s.
    #expect(coordinator.pagerQuestions == [CGPoint(x: -1200, y: -240)])
    #expect(world.pager.position == 20)
    #expect(world.outerView.position == 0)
    #expect(world.simList(0)?.position == 0)
  }

  @Test("a rightward swipe the pager declines goes to the back gesture and moves nothing")
  func backGesture() {
    let coordinator = ScriptedCoordinator()
    coordinator.pagerGate = { _ in false }
    let (recognition, world) = recognition(coordinator, dx: 30, dy: 0)
    #expect(recognition == .backGesture)
    #expect(world.pager.position == 0)
    #expect(world.outerView.position == 0)
  }

  @Test("without a navigation controller the declined rightward swipe falls to the vertical layers")
  func noBackGesture() {
    let coordinator = ScriptedCoordinator()
    coordinator.pagerGate = { _ in false }
    let (recognition, _) = recognition(coordinator, dx: 30, dy: 0) { $0.backGestureEnabled = false }
    #expect(recognition == .vertical(list: 0, outer: true))
  }

  @Test("a touch on the header or the pin bar reaches only the outer table", arguments: [150.0, 320])
  func headerOnlyOuter(y: Double) {
    let coordinator = ScriptedCoordinator()
    let (recognition, world) = recognition(coordinator, at: (200, y), dx: -5, dy: -20)
    #expect(recognition == .vertical(list: nil, outer: true))
    #expect(coordinator.pagerQuestions.isEmpty)
    #expect(world.outerView.position == 20)
  }

  @Test("recognition is decided once, at the first movement")
  func decidedOnce() {
    let world = TestWorld.make()
    world.play([.touchDown(x: 200, y: 600), .move(dx: 0, dy: -10, frames: 1), .move(dx: -200, dy: 0, frames: 4)])
    #expect(world.finger?.recognition == .vertical(list: 0, outer: true))
    #expect(world.pager.position == 0)
  }

  @Test("a touch on a decelerating list stops it and the outer where they are")
  func touchDownHalts() {
    let coordinator = ScriptedCoordinator()
    coordinator.recognizesWithLists = false
    let world = TestWorld.make(coordinator: coordinator)
    world.play([.touchDown(x: 200, y: 600), .move(dx: 0, dy: -100, frames: 5), .lift(vx: 0, vy: -2000), .wait(frames: 10)])
    let list = try! #require(world.simList(0))
    #expect(list.isDecelerating)
    world.play([.touchDown(x: 200, y: 600)])
    let held = list.position
    #expect(!list.isDecelerating)
    world.play([.wait(frames: 30)])
    #expect(list.position == held)
  }

  @Test(
    "panOrder decides which view handles a touch sample first, momentumOrder which view's momentum ticks first",
    arguments: [SimultaneousOrder.innerFirst, .outerFirst], [SimultaneousOrder.innerFirst, .outerFirst])
  func simultaneousOrders(pan: SimultaneousOrder, momentum: SimultaneousOrder) {
    func names(_ order: SimultaneousOrder) -> [String] { order == .innerFirst ? ["list0", "outer"] : ["outer", "list0"] }
    let coordinator = ScriptedCoordinator()
    let world = TestWorld.make(coordinator: coordinator) {
      $0.knobs.panOrder = pan
      $0.knobs.momentumOrder = momentum
    }
    world.play([.touchDown(x: 200, y: 600), .move(dx: 0, dy: -10, frames: 1)])
    #expect(coordinator.scrollLog == names(pan))
    world.play([.lift(vx: 0, vy: -600)])
    #expect(Array(coordinator.scrollLog.suffix(2)) == names(momentum))
  }

  @Test("lifting hands the finger's velocity to every recognizing view")
  func liftVelocity() {
    let world = TestWorld.make()
    world.outerView.contentOffset = CGPoint(x: 0, y: 50)
    world.play([.touchDown(x: 200, y: 600), .move(dx: 0, dy: -10, frames: 2), .lift(vx: 0, vy: -800)])
    // The lift's frame already ran one frame of momentum: 800 · 0.998^(1000/120).
    let expected = 800 * pow(0.998, 1000.0 / 120)
    for view in [world.simList(0), world.outerView] {
      guard case .decelerating(let v)? = view?.motion else {
        Issue.record("\(view?.name ?? "nil") is not decelerating")
        continue
      }
      #expect(abs(v - expected) < 1e-9)
    }
    #expect(world.finger == nil)
  }
}
