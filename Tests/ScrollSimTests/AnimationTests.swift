// UIKit behaviour: how code moves a scroll view.
// Source: Apple's documentation of `setContentOffset(_:animated:)`: "true to animate the transition
// at a constant velocity to the new offset, false to make the transition immediate"; an immediate set
// stops scrolling in progress, a plain `contentOffset` assignment does not (docs/fidelity.md). The animation
// ends with `scrollViewDidEndScrollingAnimation`. Its duration is a KNOB (default 0.3 s).

import Foundation
import Testing

@testable import ScrollSim

@Suite struct AnimationTests {
  private func decelerating() -> ViewHarness {
    let h = ViewHarness(offset: 1000)
    h.fling(velocity: 2000)
    h.tick(5)
    return h
  }

  @Test("a plain contentOffset assignment does not stop a deceleration")
  func plainSetKeepsMomentum() {
    let h = decelerating()
    h.write(500)
    #expect(h.view.isDecelerating)
    h.tick(1)
    #expect(h.view.position > 500)
  }

  @Test("setContentOffset(animated: false) stops a deceleration where it puts the view")
  func immediateSetStops() {
    let h = decelerating()
    h.view.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    #expect(h.view.position == 500)
    #expect(!h.view.isDecelerating)
    h.tick(30)
    #expect(h.view.position == 500)
  }

  @Test("setContentOffset(animated: false) during a drag leaves the drag alive")
  func immediateSetKeepsDrag() {
    let h = ViewHarness(offset: 500)
    h.view.touchBegan()
    h.view.beginDrag()
    h.view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(h.view.isDragging)
  }

  @Test("an animated set moves at constant velocity over animationDuration", arguments: [60, 120])
  func constantVelocity(frameRate: Int) {
    let h = ViewHarness(offset: 0, knobs: ViewHarness.knobs { $0.frameRate = frameRate })
    h.view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    #expect(h.view.position == 0, "animated sets move nothing until the next frame")
    let frames = Int((0.3 * Double(frameRate)).rounded())
    let positions = h.tick(frames + 2)
    // Midpoint: half the duration, half the way.
    #expect(abs(positions[frames / 2 - 1] - 150) <= 0.5)
    // Every frame covers the same distance, 300 pt ÷ frames (within a pixel of rounding).
    let perFrame = 300 / Double(frames)
    var previous = 0.0
    for position in positions.prefix(frames) {
      #expect(abs((position - previous) - perFrame) <= 0.7)
      previous = position
    }
    #expect(positions[frames - 2] < 300)
    #expect(positions[frames - 1] == 300)
    #expect(h.view.position == 300)
  }

  @Test("the animation ends with exactly one scrollViewDidEndScrollingAnimation and no end of deceleration")
  func endsOnce() {
    let h = ViewHarness(offset: 0)
    h.view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    let frames = h.tickUntilIdle()
    h.tick(30)
    #expect(h.recorder.endAnimationCount == 1)
    #expect(h.recorder.endDeceleratingCount == 0)
    #expect(frames == 36)
  }

  @Test("the animation duration knob stretches the animation")
  func durationKnob() {
    let h = ViewHarness(offset: 0, knobs: ViewHarness.knobs { $0.animationDuration = 0.6 })
    h.view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    let positions = h.tick(36)
    #expect(abs(positions[35] - 150) <= 0.5)
    h.tickUntilIdle()
    #expect(h.view.position == 300)
  }

  @Test("animating to the offset the view already has does nothing")
  func animateToSameOffset() {
    let h = ViewHarness(offset: 200)
    h.view.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
    #expect(!h.view.isMoving)
    h.tick(40)
    #expect(h.recorder.didScrollCount == 0)
    #expect(h.recorder.endAnimationCount == 0)
  }

  @Test("an animation is not a deceleration; a touch stops it by default (UIKit 26.1) and, knob off, not")
  func touchDuringAnimation() {
    let h = ViewHarness(offset: 0, knobs: ViewHarness.knobs { $0.touchInterruptsAnimation = false })
    h.view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    h.tick(5)
    #expect(!h.view.isDecelerating)
    h.view.touchBegan()
    #expect(h.view.isMoving)
    let knobbed = ViewHarness(offset: 0)
    knobbed.view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    knobbed.tick(5)
    knobbed.view.touchBegan()
    #expect(!knobbed.view.isMoving)
  }
}

/// The animated-offset knobs: the curve (`animationCurve`: Apple documents constant velocity, developers report
/// ease-in-out) and whether an animated set stops a running deceleration (`animatedSetStopsDeceleration`).
@Suite struct AnimationKnobTests {
  @Test("ease-in-out starts slower than linear, passes the midpoint at half time, and ends on the target")
  func easeInOut() {
    let h = ViewHarness(offset: 0, knobs: ViewHarness.knobs { $0.animationCurve = .easeInOut })
    h.view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    let positions = h.tick(36)  // 0.3 s at 120 Hz
    // At a quarter of the time: 3·(1/4)² − 2·(1/4)³ = 0.15625 of the way (linear: 0.25).
    #expect(abs(positions[8] - 300 * 0.15625) <= 0.5)
    #expect(abs(positions[17] - 150) <= 0.5)
    #expect(positions[35] == 300 && h.recorder.endAnimationCount == 1)
    // Symmetric: the first and last frames move the least.
    #expect(positions[0] < positions[17] - positions[16])
  }

  /// A view decelerating from 2,000 pt/s at 1000, then animated to 1500.
  private func animatedWhileDecelerating(stops: Bool) -> ViewHarness {
    let h = ViewHarness(offset: 1000, knobs: ViewHarness.knobs {
      $0.animatedSetStopsDeceleration = stops
      $0.touchInterruptsAnimation = false  // the touch tests below are about the carried momentum alone
    })
    h.fling(velocity: 2000)
    h.tick(5)
    h.view.setContentOffset(CGPoint(x: 0, y: 1500), animated: true)
    return h
  }

  @Test("by default an animated set replaces the momentum: the view lands exactly on its target")
  func stopsMomentum() {
    let h = animatedWhileDecelerating(stops: true)
    #expect(!h.view.isDecelerating)
    h.tickUntilIdle()
    // The stop itself ends the deceleration for the delegate (knob `codeStopEndsDecelerating`, CodeStopCallbackTests
    // in SimulatedUIKitTests); the animation's end is its own callback.
    #expect(h.view.position == 1500 && h.recorder.endAnimationCount == 1 && h.recorder.endDeceleratingCount == 1)
  }

  @Test("with the knob off the momentum keeps carrying the view along the animation and past its end")
  func momentumCarries() {
    let h = animatedWhileDecelerating(stops: false)
    #expect(h.view.isDecelerating)
    h.tick(36)
    // The animation ended (0.3 s) but the view is past its target, still decelerating.
    #expect(h.recorder.endAnimationCount == 1)
    #expect(h.view.position > 1500 && h.view.isDecelerating)
    h.tickUntilIdle()
    #expect(h.recorder.endDeceleratingCount == 1)
    // It comes to rest where the target plus the rest of the flick's projection puts it: beyond 1500 + 300 pt.
    #expect(h.view.position > 1800)
  }

  @Test("a touch stops the carried momentum but, knob off, not the animation")
  func touchStopsCarriedMomentum() {
    let h = animatedWhileDecelerating(stops: false)
    h.tick(3)
    h.view.touchBegan()
    #expect(!h.view.isDecelerating && h.view.isMoving)
    h.tickUntilIdle()
    #expect(h.recorder.endAnimationCount == 1 && h.recorder.endDeceleratingCount == 0)
    #expect(h.view.position > 1500)  // the drift carried so far stays
  }

  /// Not UIKit's: the distance a search reads a pager's jump in pages from (`SearchObserver` kind 9).
  @Test("animationDistance is the running animation's whole distance, and 0 before and after it")
  func animationDistance() {
    let h = ViewHarness(offset: 100)
    #expect(h.view.animationDistance == 0)
    h.view.setContentOffset(CGPoint(x: 0, y: 700), animated: true)
    h.tick(3)
    #expect(h.view.animationDistance == 600)
    h.tickUntilIdle()
    #expect(h.view.animationDistance == 0)
  }
}
