// UIKit behaviour: momentum after a lift.
// Source: WWDC 2018 "Designing Fluid Interfaces" (session 803): the velocity is multiplied by the deceleration
// rate every millisecond (UIScrollView.DecelerationRate .normal = 0.998, .fast = 0.99), so a flick travels the
// projection v0/1000 · rate/(1 − rate) in total. The simulation moves along that law exactly and stops once less
// than half a device pixel of travel is left. Expected distances are summed here millisecond by millisecond,
// independently of `ScrollPhysics`.

import Foundation
import Testing

@testable import ScrollSim

/// UIKit's per-millisecond deceleration summed until nothing is left: Σ v0·rateⁿ/1000 over n ≥ 1.
private func summedMilliseconds(velocity v0: Double, rate: Double, milliseconds: Int = 100_000) -> Double {
  var v = v0 / 1000, distance = 0.0
  for _ in 0..<milliseconds {
    v *= rate
    distance += v
  }
  return distance
}

@Suite struct DecelerationTests {
  nonisolated static let rates = [0.998, 0.99]

  @Test("the projection v0/1000·rate/(1 − rate) is the sum of UIKit's per-millisecond steps", arguments: rates)
  func projectionIsTheSum(rate: Double) {
    for velocity in [100.0, 1000, 5000, 8000] {
      let projection = ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
      #expect(abs(projection - summedMilliseconds(velocity: velocity, rate: rate)) < 1e-6)
    }
    // By hand: 1000 pt/s at .normal travels 1000/1000 · 0.998/0.002 = 499 pt; at .fast 0.99/0.01 = 99 pt.
    #expect(abs(ScrollPhysics.projectedDistance(velocity: 1000, rate: rate) - (rate == 0.998 ? 499 : 99)) < 1e-9)
  }

  @Test("over a whole number of milliseconds one frame's step is exactly UIKit's steps summed", arguments: rates)
  func stepIsTheSum(rate: Double) {
    // A 10 ms frame: the step from 1000 pt/s equals Σ_{n=1…10} 1000·rateⁿ/1000.
    let factor = ScrollPhysics.decelerationFactor(rate: rate, frameDuration: 0.010)
    #expect(abs(factor - pow(rate, 10)) < 1e-12)
    let step = ScrollPhysics.decelerationStep(velocity: 1000, factor: factor, rate: rate)
    #expect(abs(step - summedMilliseconds(velocity: 1000, rate: rate, milliseconds: 10)) < 1e-9)
  }

  /// Every lift speed the generators draw (0…8,000 pt/s), on a grid, plus the published figures' speeds.
  static let drawnVelocities: [Double] = stride(from: 0.25, through: 8000, by: 37.25).map { $0 } + [1000, 5000, 8000]

  @Test(
    "total travel is the projection within one device pixel for every velocity the generators draw",
    arguments: rates, [(120, 3), (60, 2), (120, 1)])
  func travelMatchesProjection(rate: Double, device: (frameRate: Int, pixelScale: Int)) {
    for velocity in Self.drawnVelocities {
      for sign in [1.0, -1.0] {
        let h = ViewHarness(offset: 20_000, knobs: ViewHarness.knobs {
          $0.frameRate = device.frameRate
          $0.pixelScale = device.pixelScale
        })
        h.view.decelerationRate = DecelerationRate(rawValue: CGFloat(rate))
        h.fling(velocity: sign * velocity)
        h.tickUntilIdle()
        let travelled = sign * (h.view.position - 20_000)
        let projection = ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
        #expect(
          abs(travelled - projection) <= 1 / Double(device.pixelScale) + 1e-9,
          "\(sign * velocity) pt/s at \(rate): travelled \(travelled), projection \(projection)")
      }
    }
  }

  @Test(
    "the published figures: 1,000 / 5,000 / 8,000 pt/s travel 499 / 2,495 / 3,992 pt (.normal), 99 / 495 / 792 pt (.fast)",
    arguments: [
      (1000.0, 0.998, 499.0), (5000, 0.998, 2495), (8000, 0.998, 3992), (1000, 0.99, 99), (5000, 0.99, 495),
      (8000, 0.99, 792),
    ])
  func publishedFigures(velocity: Double, rate: Double, expected: Double) {
    let h = ViewHarness(offset: 1000)
    h.view.decelerationRate = DecelerationRate(rawValue: CGFloat(rate))
    h.fling(velocity: velocity)
    #expect(h.view.isDecelerating)
    h.tickUntilIdle()
    #expect(abs((h.view.position - 1000) - expected) <= 1.0 / 3, "travelled \(h.view.position - 1000)")
    #expect(!h.view.isDecelerating && h.recorder.endDeceleratingCount == 1)
  }

  @Test("it stops on the frame its remaining travel drops below half a device pixel", arguments: [3, 1])
  func stopsAtHalfPixel(scale: Int) {
    let h = ViewHarness(offset: 1000, knobs: ViewHarness.knobs { $0.pixelScale = scale })
    h.fling(velocity: 1000)
    let frames = h.tickUntilIdle()
    // Remaining travel 0.499·v < 0.5/scale ⇔ 1000·0.998^(1000 t) < 0.5/(scale·0.499):
    // t = 3.998 s at 3× (479.7 frames at 120 Hz), 3.450 s at 1× (414.1 frames).
    let t = log(0.5 / (Double(scale) * 0.499) / 1000) / (1000 * log(0.998))
    #expect(abs(Double(frames) - t * 120) <= 1, "\(frames) frames, expected \(t * 120)")
  }

  @Test("60 Hz and 120 Hz frames travel the same distance within a pixel", arguments: [1000.0, 2000, 3500])
  func frameRateIndependent(velocity: Double) {
    func distance(at frameRate: Int) -> Double {
      let h = ViewHarness(offset: 1000, knobs: ViewHarness.knobs { $0.frameRate = frameRate })
      h.fling(velocity: velocity)
      h.tickUntilIdle()
      return h.view.position - 1000
    }
    #expect(abs(distance(at: 60) - distance(at: 120)) <= 1.0 / 3)
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

  @Test("a lift whose projection is under half a pixel does not decelerate at all")
  func slowLift() {
    // 0.3 pt/s projects 0.15 pt < 1/6 pt at 3×; 0.4 pt/s projects 0.2 pt, which moves at 3× but not at 1×.
    let still = ViewHarness(offset: 1000)
    still.fling(velocity: 0.3)
    #expect(!still.view.isMoving && still.recorder.endDeceleratingCount == 0)
    let moving = ViewHarness(offset: 1000)
    moving.fling(velocity: 0.4)
    #expect(moving.view.isDecelerating)
    let coarse = ViewHarness(offset: 1000, knobs: ViewHarness.knobs { $0.pixelScale = 1 })
    coarse.fling(velocity: 0.4)
    #expect(!coarse.view.isMoving)
  }
}
