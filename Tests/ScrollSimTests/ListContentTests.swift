// UIKit behaviour: when a list's content shrinks below its offset (rows removed, a reload with less
// data), UIScrollView pulls an idle view back into range (private `_adjustContentOffsetIfNecessary`,
// seen in public stack traces); whether it does so is KNOB `clampOnContentShrink`. Growing the content
// (pagination appending rows) never moves the offset. Source: docs/fidelity.md, docs/scenarios.md (`setListContent`).

import Foundation
import Testing

@testable import ScrollSim

@Suite struct ListContentTests {
  private func scrolledList(clamp: Bool) -> (PageWorld, SimScrollView) {
    let world = TestWorld.make { $0.knobs.clampOnContentShrink = clamp }
    let list = world.simList(0)!
    list.contentOffset = CGPoint(x: 0, y: 2000)
    return (world, list)
  }

  @Test("shrinking the content under an idle list clamps it to the new bottom (knob on)")
  func clampsWithKnob() {
    let (world, list) = scrolledList(clamp: true)
    world.play([.setListContent(index: 0, height: 1000)])
    // New bottom: 1000 + 34 (bottom safe area) − 701 = 333.
    #expect(list.maxPosition == 333)
    #expect(list.position == 333)
  }

  @Test("with the knob off the offset stays out of range")
  func keepsWithoutKnob() {
    let (world, list) = scrolledList(clamp: false)
    world.play([.setListContent(index: 0, height: 1000)])
    #expect(list.position == 2000)
  }

  @Test("growing the content never moves the offset")
  func growing() {
    let (world, list) = scrolledList(clamp: true)
    world.play([.setListContent(index: 0, height: 9000)])
    #expect(list.position == 2000)
    #expect(Double(list.contentSize.height) == 9000)
  }

  @Test("a list under the finger is not clamped")
  func trackingNotClamped() {
    let (world, list) = scrolledList(clamp: true)
    world.play([.touchDown(x: 200, y: 600), .setListContent(index: 0, height: 1000)])
    #expect(list.position == 2000)
  }

  @Test("content for a list not created yet is remembered for when it is")
  func uncreatedList() {
    let world = TestWorld.make()
    let frames = world.play([.setListContent(index: 2, height: 500), .tapTab(index: 2, animated: false)])
    #expect(frames[0].facts.isLayoutFrame)
    #expect(world.simList(2)?.contentSize.height == 500)
  }

  @Test("an out-of-range index does nothing")
  func outOfRange() {
    let world = TestWorld.make()
    let frames = world.play([.setListContent(index: 7, height: 500)])
    #expect(!frames[0].facts.isLayoutFrame)
    #expect(world.config.lists.count <= 3)
  }
}
