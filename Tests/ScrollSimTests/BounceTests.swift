// UIKit behaviour: an overscrolled scroll view springs back to its edge; momentum that
// reaches an edge overshoots and comes back when `bounces` is on, and stops dead when off.
// Source: DESIGN §3; the bounce is commonly modelled as a critically damped spring, mass 1,
// stiffness 100 (ω = 10/s), whose exact solution is x(t) = (x0 + (v0 + ω x0) t)·e^(−ω t).
// Expected positions below come from that solution, computed here.

import Foundation
import Testing

@testable import ScrollSim

/// The critically damped spring's displacement at time `t`, from rest at `x0`, ω = 10.
private func spring(x0: Double, t: Double, omega: Double = 10) -> Double {
  (x0 + omega * x0 * t) * exp(-omega * t)
}

@Suite struct BounceTests {
  /// A view held 100 pt above its top edge, then released without velocity.
  private func releasedOverscrolled(by overscroll: Double = 100, knobs: SimulationKnobs = SimulationKnobs()) -> ViewHarness {
    let h = ViewHarness(offset: -overscroll, knobs: knobs)
    h.fling(velocity: 0)
    return h
  }

  @Test("released 100 pt past the top, the view springs back exactly to the edge")
  func returnsToEdge() {
    let h = releasedOverscrolled()
    #expect(h.view.isDecelerating)
    h.tickUntilIdle()
    #expect(h.view.position == 0)
  }

  @Test("the spring follows the critically damped curve (mass 1, stiffness 100)")
  func followsCurve() {
    let h = releasedOverscrolled()
    let positions = h.tick(60)
    for frame in [6, 12, 24, 48] {
      let t = Double(frame) / 120
      let expected = spring(x0: -100, t: t)
      #expect(abs(positions[frame - 1] - expected) <= 0.5, "frame \(frame): \(positions[frame - 1]) vs \(expected)")
    }
  }

  @Test("it settles within ~1.2 s at stiffness 100")
  func settlesQuickly() {
    let h = releasedOverscrolled()
    let frames = h.tickUntilIdle()
    #expect(Double(frames) / 120 <= 1.2)
    // And not implausibly fast: at 0.5 s the closed form is still 4 pt out.
    #expect(Double(frames) / 120 > 0.5)
  }

  @Test("a critically damped spring never crosses into the content")
  func neverCrosses() {
    let h = releasedOverscrolled()
    h.tickUntilIdle()
    #expect(h.recorder.positions.allSatisfy { $0 <= 0 })
    // Positions approach the edge monotonically.
    #expect(zip(h.recorder.positions, h.recorder.positions.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("the bounce ends with one scrollViewDidEndDecelerating")
  func endsWithDidEndDecelerating() {
    let h = releasedOverscrolled()
    h.tickUntilIdle()
    h.tick(30)
    #expect(h.recorder.endDeceleratingCount == 1)
    #expect(!h.view.isDecelerating)
  }

  @Test("a stiffer spring settles sooner")
  func stiffnessKnob() {
    let soft = releasedOverscrolled()
    let stiff = releasedOverscrolled(knobs: ViewHarness.knobs { $0.springStiffness = 400 })
    #expect(stiff.tickUntilIdle() < soft.tickUntilIdle())
  }

  @Test("momentum that reaches the bottom edge overshoots, then comes back to it")
  func momentumOvershoots() {
    // 800 pt tall over 2000 pt of content: the bottom edge is at 1200.
    let h = ViewHarness(content: 2000, offset: 1150)
    h.fling(velocity: 1000)
    h.tickUntilIdle()
    let peak = h.recorder.positions.max() ?? 0
    #expect(peak > 1200 + 10)
    #expect(h.view.position == 1200)
    #expect(h.recorder.endDeceleratingCount == 1)
  }

  @Test("momentum that reaches the top edge overshoots upward, then comes back")
  func momentumOvershootsTop() {
    let h = ViewHarness(content: 2000, offset: 50)
    h.fling(velocity: -1000)
    h.tickUntilIdle()
    #expect((h.recorder.positions.min() ?? 0) < -10)
    #expect(h.view.position == 0)
  }

  @Test("with bounces off, momentum stops exactly at the edge with its velocity zeroed")
  func noBounceStopsAtEdge() {
    let h = ViewHarness(content: 2000, offset: 1150)
    h.view.bounces = false
    h.fling(velocity: 1000)
    h.tickUntilIdle()
    #expect(h.recorder.positions.allSatisfy { $0 <= 1200 })
    #expect(h.view.position == 1200)
    #expect(h.view.motion == .idle)
    #expect(h.recorder.endDeceleratingCount == 1)
    // Nothing left to carry on with.
    h.tick(30)
    #expect(h.view.position == 1200)
  }

  @Test("content shorter than the bounds does not bounce unless alwaysBounce is set")
  func shortContent() {
    let h = ViewHarness(content: 300, offset: 0)
    h.view.touchBegan()
    h.view.beginDrag()
    h.view.drag(by: -100)
    #expect(h.view.position == 0)
    h.view.alwaysBounce = true
    h.view.drag(by: -100)
    #expect(h.view.position < 0)
  }
}
