// UIKit behaviour: an overscrolled scroll view springs back to its edge; momentum that
// reaches an edge overshoots and comes back when `bounces` is on, and stops dead when off.
// Source: the bounce is a damped spring (knobs `springStiffness`, `springDampingRatio`) with the default of
// Flutter's iOS physics (BouncingScrollPhysics: mass 0.5, stiffness 100, damping ratio 1.1, i.e. ω = √200,
// ζ = 1.1), whose 100 pt release settles within 1/6 pt in 0.76 s; the simulation's old critically damped
// ω = 10 spring (Lobanov's ScrollMechanics) took 0.87 s. Expected positions come from the closed form, computed here.

import Foundation
import Testing

@testable import ScrollSim

/// The over-damped spring's displacement at time `t` from rest at `x0`: x0·(r1·e^(r2 t) − r2·e^(r1 t))/(r1 − r2).
private func spring(x0: Double, t: Double, omega: Double = 200.0.squareRoot(), zeta: Double = 1.1) -> Double {
  let root = omega * (zeta * zeta - 1).squareRoot()
  let r1 = -zeta * omega + root, r2 = -zeta * omega - root
  return x0 * (r1 * exp(r2 * t) - r2 * exp(r1 * t)) / (r1 - r2)
}

@Suite struct BounceTests {
  /// A view held 100 pt above its top edge, then released without velocity.
  private func releasedOverscrolled(by overscroll: Double = 100, knobs: SimulationKnobs = SimulationKnobs()) -> ViewHarness {
    let h = ViewHarness(offset: -overscroll, knobs: knobs)
    h.fling(velocity: 0)
    return h
  }

  /// Seconds after which the view stays within 1/6 pt of its edge at 0.
  private func settleSeconds(_ h: ViewHarness) -> Double {
    var frames = 0, lastOutside = 0
    while h.view.isMoving && frames < 2_000 {
      h.view.tick()
      frames += 1
      if abs(h.view.position) >= 1.0 / 6 { lastOutside = frames }
    }
    return Double(lastOutside) * h.view.physics.frameDuration
  }

  @Test("released 100 pt past the top, the view springs back exactly to the edge")
  func returnsToEdge() {
    let h = releasedOverscrolled()
    #expect(h.view.isDecelerating)
    h.tickUntilIdle()
    #expect(h.view.position == 0)
  }

  @Test("the spring follows the damped curve (ω = √200, ζ = 1.1)")
  func followsCurve() {
    let h = releasedOverscrolled()
    let positions = h.tick(60)
    for frame in [6, 12, 24, 48] {
      let t = Double(frame) / 120
      let expected = spring(x0: -100, t: t)
      #expect(abs(positions[frame - 1] - expected) <= 0.5, "frame \(frame): \(positions[frame - 1]) vs \(expected)")
    }
  }

  @Test("a 100 pt release settles within 1/6 pt in 0.72-0.80 s (Flutter's iOS spring: 0.76 s)", arguments: [120, 60])
  func settleTime(frameRate: Int) {
    let seconds = settleSeconds(releasedOverscrolled(knobs: ViewHarness.knobs { $0.frameRate = frameRate }))
    #expect((0.72...0.80).contains(seconds), "settled in \(seconds) s")
  }

  @Test("the old default (stiffness 100, critically damped) took 0.87 s: the drawn range brackets both")
  func oldDefaultForComparison() {
    let old = settleSeconds(
      releasedOverscrolled(knobs: ViewHarness.knobs {
        $0.springStiffness = 100
        $0.springDampingRatio = 1
      }))
    #expect((0.84...0.90).contains(old), "settled in \(old) s")
  }

  @Test("a spring damped at least critically never crosses into the content")
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

  @Test("a stiffer spring settles sooner; more damping than critical creeps back slower")
  func stiffnessKnob() {
    let soft = releasedOverscrolled()
    let stiff = releasedOverscrolled(knobs: ViewHarness.knobs { $0.springStiffness = 400 })
    #expect(stiff.tickUntilIdle() < soft.tickUntilIdle())
    let critical = releasedOverscrolled(knobs: ViewHarness.knobs { $0.springDampingRatio = 1 })
    let heavy = releasedOverscrolled(knobs: ViewHarness.knobs { $0.springDampingRatio = 1.3 })
    #expect(critical.tickUntilIdle() < heavy.tickUntilIdle())
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
