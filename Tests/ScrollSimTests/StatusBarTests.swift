// UIKit behaviour: tapping the status bar scrolls a scroll view to its top only when exactly one
// on-screen scroll view has `scrollsToTop` on; with none or several, nothing scrolls. The scroll is
// animated to −adjustedContentInset.top. Source: Apple's documentation of `scrollsToTop` ("if more
// than one scroll view has scrollsToTop set to true, none of them scroll to the top"); docs/fidelity.md.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct StatusBarTests {
  /// The default page with list 0 scrolled to 500 (the outer and pager have scrollsToTop off, as in the NestedPaging article).
  private func scrolledWorld(_ configure: (inout WorldConfig) -> Void = { _ in }) -> (PageWorld, SimScrollView) {
    let world = TestWorld.make(configure)
    let list = world.simList(0)!
    list.contentOffset = CGPoint(x: 0, y: 500)
    return (world, list)
  }

  @Test("with exactly one candidate, that list animates to its top")
  func oneCandidate() {
    let (world, list) = scrolledWorld { $0.lists = [ListSpec(topInset: 16)] }
    let frames = world.play([.tapStatusBar, .wait(frames: 40)])
    #expect(frames[0].facts.statusBarScrolled == 1)
    #expect(list.position == -16)
    // Animated, not instantaneous: halfway through the 0.3 s it is about halfway there.
    #expect(abs(frames[17].listYs[0]! - (500 - 516.0 / 2)) <= 1)
  }

  @Test("with two candidates nothing scrolls")
  func twoCandidates() {
    let (world, list) = scrolledWorld()
    world.outerView.scrollsToTop = true
    world.outerView.contentOffset = CGPoint(x: 0, y: 100)
    let frames = world.play([.tapStatusBar, .wait(frames: 40)])
    #expect(frames[0].facts.statusBarScrolled == 0)
    #expect(list.position == 500)
    #expect(world.outerView.position == 100)
  }

  @Test("with no candidate nothing scrolls")
  func noCandidate() {
    let (world, list) = scrolledWorld()
    list.scrollsToTop = false
    let frames = world.play([.tapStatusBar, .wait(frames: 40)])
    #expect(frames[0].facts.statusBarScrolled == 0)
    #expect(list.position == 500)
  }

  @Test("off-screen lists do not count: after jumping to page 2, list 2 is the one candidate")
  func offScreenIgnored() {
    let (world, list0) = scrolledWorld()
    world.play([.tapTab(index: 2, animated: false)])
    let list2 = world.simList(2)!
    list2.contentOffset = CGPoint(x: 0, y: 300)
    #expect(list0.scrollsToTop && list2.scrollsToTop)
    let frames = world.play([.tapStatusBar, .wait(frames: 40)])
    #expect(frames[0].facts.statusBarScrolled == 1)
    #expect(list2.position == 0)
    #expect(list0.position == 500)
  }

  @Test("mid-swipe, two visible lists with scrollsToTop cancel each other")
  func midSwipe() {
    let (world, list0) = scrolledWorld()
    world.play([.tapTab(index: 1, animated: false), .tapTab(index: 0, animated: false)])
    world.pager.contentOffset = CGPoint(x: 100, y: 0)
    let frames = world.play([.tapStatusBar, .wait(frames: 40)])
    #expect(frames[0].facts.statusBarScrolled == 0)
    #expect(list0.position == 500)
  }

  @Test("no tap, no report")
  func noTap() {
    let world = TestWorld.make()
    #expect(world.play([.wait(frames: 1)])[0].facts.statusBarScrolled == nil)
  }
}
