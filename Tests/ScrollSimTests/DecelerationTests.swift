// UIKit behaviour: momentum after a lift.
// Source: WWDC 2018 "Designing Fluid Interfaces" (session 803): v(t) = v0·rate^(1000 t), with
// UIScrollView.DecelerationRate .normal = 0.998 and .fast = 0.99, and the projection
// v0/1000 · rate/(1 − rate). The stop below 0.5 pt/s is DESIGN §3.
// Expected distances are integrated numerically here, independently of `ScrollPhysics`.

import Foundation
import Testing

@testable import ScrollSim

/// Integrates v0·rate^(1000 t) with a fine step until the speed drops below 0.5 pt/s.
private func integratedDistance(velocity v0: Double, rate: Double) -> Double {
  let dt = 1e-5
  let factor = pow(rate, 1000 * dt)
  var v = v0, distance = 0.0
  while v >= 0.5 {
    let next = v * factor
    distance += (v + next) / 2 * dt
    v = next
  }
  return distance
}

@Suite struct DecelerationTests {
  nonisolated static let cases: [(velocity: Double, rate: Double)] = [(1000, 0.998), (2000, 0.998), (1000, 0.99), (2000, 0.99)]

  @Test("total distance is −v0/(1000·ln rate) within 1 %", arguments: cases)
  func closedForm(velocity: Double, rate: Double) {
    let numeric = integratedDistance(velocity: velocity, rate: rate)
    let formula = ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
    #expect(abs(formula - numeric) / numeric < 0.01)
    // The closed form, by hand: 1000 pt/s at .normal travels 1000/(1000·0.0020020027) = 499.50 pt.
    if velocity == 1000, rate == 0.998 { #expect(abs(formula - 499.50) < 0.01) }
  }

  @Test("total distance matches WWDC's projection v0/1000·rate/(1 − rate) within ~0.5 %", arguments: cases)
  func wwdcProjection(velocity: Double, rate: Double) {
    let projection = velocity / 1000 * rate / (1 - rate)
    let formula = ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
    // .normal agrees to 0.10007 %; .fast to 0.502 % (99.50 pt against 99.00 pt for 1000 pt/s).
    #expect(abs(formula - projection) / formula < (rate == 0.998 ? 0.0011 : 0.0055))
  }

  @Test("one frame's step integrates the velocity over the frame")
  func stepIsIntegral() {
    let factor = ScrollPhysics.decelerationFactor(rate: 0.998, frameDuration: 1.0 / 120)
    #expect(abs(factor - pow(0.998, 1000.0 / 120)) < 1e-12)
    // ∫0^dt 1000·0.998^(1000 t) dt for dt = 1/120, by the trapezoid rule on a fine grid.
    var numeric = 0.0
    let n = 10_000, dt = 1.0 / 120 / Double(n)
    for i in 0..<n {
      let t0 = Double(i) * dt, t1 = t0 + dt
      numeric += (1000 * pow(0.998, 1000 * t0) + 1000 * pow(0.998, 1000 * t1)) / 2 * dt
    }
    let step = ScrollPhysics.decelerationStep(velocity: 1000, factor: factor, rate: 0.998)
    #expect(abs(step - numeric) < 1e-6)
  }

  @Test("a flicked scroll view travels the projected distance and stops", arguments: cases)
  func viewTravelsProjection(velocity: Double, rate: Double) {
    let h = ViewHarness(offset: 1000)
    h.view.decelerationRate = DecelerationRate(rawValue: CGFloat(rate))
    h.fling(velocity: velocity)
    #expect(h.view.isDecelerating)
    h.tickUntilIdle()
    let expected = integratedDistance(velocity: velocity, rate: rate)
    let travelled = h.view.position - 1000
    #expect(abs(travelled - expected) / expected < 0.01, "travelled \(travelled), expected \(expected)")
    #expect(!h.view.isDecelerating)
  }

  @Test("a negative flick travels the same distance the other way")
  func negativeVelocity() {
    let h = ViewHarness(offset: 5000)
    h.fling(velocity: -1000)
    h.tickUntilIdle()
    #expect(abs((5000 - h.view.position) - integratedDistance(velocity: 1000, rate: 0.998)) < 5)
  }

  @Test("the view stops within a frame of the speed falling below 0.5 pt/s")
  func stopsAtStoppingSpeed() {
    let h = ViewHarness(offset: 1000)
    h.fling(velocity: 1000)
    let frames = h.tickUntilIdle()
    // 1000·0.998^(1000 t) = 0.5 at t = ln(0.0005)/(1000·ln 0.998) = 3.7967 s = 455.6 frames at 120 Hz.
    #expect(abs(Double(frames) - 455.6) <= 1.5)
  }

  @Test("60 Hz and 120 Hz frames travel the same distance within 1 pt", arguments: [1000.0, 2000, 3500])
  func frameRateIndependent(velocity: Double) {
    func distance(at frameRate: Int) -> Double {
      let h = ViewHarness(offset: 1000, knobs: ViewHarness.knobs { $0.frameRate = frameRate })
      h.fling(velocity: velocity)
      h.tickUntilIdle()
      return h.view.position - 1000
    }
    #expect(abs(distance(at: 60) - distance(at: 120)) <= 1)
  }

  @Test("an idle view stops calling scrollViewDidScroll")
  func quietWhenIdle() {
    let h = ViewHarness(offset: 1000)
    h.fling(velocity: 1500)
    h.tickUntilIdle()
    let calls = h.recorder.didScrollCount
    let resting = h.view.position
    h.tick(240)
    #expect(h.recorder.didScrollCount == calls)
    #expect(h.view.position == resting)
    #expect(calls > 100)
  }

  @Test("scrollViewDidEndDecelerating is called exactly once")
  func endsOnce() {
    let h = ViewHarness(offset: 1000)
    h.fling(velocity: 1500)
    h.tickUntilIdle()
    h.tick(60)
    #expect(h.recorder.endDeceleratingCount == 1)
  }

  @Test("a lift slower than 0.5 pt/s does not decelerate at all")
  func slowLift() {
    let h = ViewHarness(offset: 1000)
    h.fling(velocity: 0.4)
    #expect(!h.view.isMoving)
    #expect(h.recorder.endDeceleratingCount == 0)
  }
}
