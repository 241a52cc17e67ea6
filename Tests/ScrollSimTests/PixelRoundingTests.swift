// UIKit behaviour: scroll view bounds land on the device pixel grid (KNOB `pixelScale`: 1, 2 or 3
// pixels per point). Source: docs/fidelity.md; UIKit rounds layout to `UIScreen.scale` (Apple, "Image size
// and resolution"). A finger moving less than a pixel per frame must still move the content
// over many frames, so drivers keep the unrounded position between frames.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct PixelRoundingTests {
  @Test(
    "written offsets are rounded to the pixel grid",
    arguments: [
      (1, 10.4, 10.0), (1, 10.6, 11.0), (2, 10.4, 10.5), (2, 10.2, 10.0), (2, 10.8, 11.0),
      (3, 10.4, 31.0 / 3), (3, 10.2, 31.0 / 3), (3, 10.1, 10.0), (3, -0.2, -1.0 / 3),
    ])
  func roundsWrites(scale: Int, written: Double, expected: Double) {
    let h = ViewHarness(knobs: ViewHarness.knobs { $0.pixelScale = scale })
    h.write(written)
    #expect(h.view.position == expected)
  }

  @Test("every position a moving view reports lies on the pixel grid", arguments: [1, 2, 3])
  func motionOnGrid(scale: Int) {
    let h = ViewHarness(offset: 1000, knobs: ViewHarness.knobs { $0.pixelScale = scale })
    h.fling(velocity: 1234.5)
    h.tickUntilIdle()
    let s = Double(scale)
    #expect(h.recorder.positions.allSatisfy { ($0 * s).rounded() == $0 * s })
  }

  @Test("100 finger samples of 0.1 pt move the view ~10 pt", arguments: [1, 2, 3])
  func subPixelDragAccumulates(scale: Int) {
    let h = ViewHarness(offset: 500, knobs: ViewHarness.knobs { $0.pixelScale = scale })
    h.view.touchBegan()
    h.view.beginDrag()
    for _ in 0..<100 { h.view.drag(by: 0.1) }
    #expect(abs(h.view.position - 510) <= 0.5 / Double(scale) + 1e-9)
  }

  @Test("by contrast, 100 plain writes of +0.1 pt stay put at scale 1: rounding is real")
  func plainWritesDoNotAccumulate() {
    let h = ViewHarness(offset: 500, knobs: ViewHarness.knobs { $0.pixelScale = 1 })
    for _ in 0..<100 { h.write(h.view.position + 0.1) }
    #expect(h.view.position == 500)
  }

  @Test("a slow 10 pt move over 100 frames moves the outer table 10 pt in the world at scale 1")
  func subPixelMoveInWorld() {
    let world = TestWorld.make { $0.knobs.pixelScale = 1 }
    world.play([.touchDown(x: 200, y: 200), .move(dx: 0, dy: -10, frames: 100)])
    #expect(world.outerView.position == 10)
  }

  @Test("a slow deceleration's sub-pixel steps still add up at scale 1")
  func subPixelMomentum() {
    let h = ViewHarness(offset: 500, knobs: ViewHarness.knobs { $0.pixelScale = 1 })
    h.fling(velocity: 30)  // 30/(1000·0.0020020) = 14.99 pt in total, < 0.25 pt per frame
    h.tickUntilIdle()
    #expect(abs(h.view.position - 515) <= 1)
  }
}

/// Ties halfway between two pixels (knob `pixelRoundingTies`; the default rounds away from zero like C's `round`)
/// and whether offsets written in code are rounded at all (knob `roundsWrittenOffsets`; Marinov observed
/// `contentOffset = 3.8` read back as 4.0 on device).
@Suite struct PixelTieTests {
  @Test(
    "a coordinate halfway between two pixels rounds away from zero by default, to even with the knob",
    arguments: [
      (1, 10.5, 11.0, 10.0), (1, 11.5, 12.0, 12.0), (1, -10.5, -11.0, -10.0), (2, 10.25, 10.5, 10.0),
      (2, 10.75, 11.0, 11.0), (2, -0.25, -0.5, 0.0),
    ])
  func ties(scale: Int, written: Double, awayFromZero: Double, toEven: Double) {
    let away = ViewHarness(knobs: ViewHarness.knobs { $0.pixelScale = scale })
    away.write(written)
    #expect(away.view.position == awayFromZero)
    let even = ViewHarness(knobs: ViewHarness.knobs {
      $0.pixelScale = scale
      $0.pixelRoundingTies = .toEven
    })
    even.write(written)
    #expect(even.view.position == toEven)
  }

  @Test("contentOffset = 3.8 reads back 4.0 at 2× (Marinov), and keeps 3.8 where UIKit would not round writes")
  func writtenOffsets() {
    let rounded = ViewHarness(knobs: ViewHarness.knobs { $0.pixelScale = 2 })
    rounded.write(3.8)
    #expect(rounded.view.position == 4.0)
    let exact = ViewHarness(knobs: ViewHarness.knobs {
      $0.pixelScale = 2
      $0.roundsWrittenOffsets = false
    })
    exact.write(3.8)
    #expect(exact.view.position == 3.8)
    exact.view.setContentOffset(CGPoint(x: 0, y: 7.3), animated: false)
    #expect(exact.view.position == 7.3)
  }

  @Test("with unrounded writes, UIKit's own motion still lands on the grid")
  func driversStayOnGrid() {
    let h = ViewHarness(knobs: ViewHarness.knobs {
      $0.pixelScale = 2
      $0.roundsWrittenOffsets = false
    })
    h.write(500.3)
    h.fling(velocity: 900)
    h.tickUntilIdle()
    #expect(h.recorder.positions.dropFirst().allSatisfy { ($0 * 2).rounded() == $0 * 2 })
  }
}

/// The integer-truncation rounding the hot path uses instead of the C library's must agree with `rounded(_:)` bit for
/// bit (a different pixel anywhere would change verdicts), but for values within `tieTolerance` of a half, which round
/// as the half itself: the tie rule decides them, not the rounding error of the sum that produced them.
@Suite struct FastRoundingTests {
  nonisolated static let rules: [FloatingPointRoundingRule] = [.toNearestOrAwayFromZero, .toNearestOrEven]

  /// What `roundedToInteger` must give: `rounded(rule)`, with a near-half read as the half.
  static func expected(_ value: Double, _ rule: FloatingPointRoundingRule) -> Double {
    guard value.isFinite, abs(value) < 0x1p52 else { return value.rounded(rule) }
    let truncated = value.rounded(.towardZero)
    let remainder = value - truncated
    guard abs(abs(remainder) - 0.5) <= tieTolerance else { return value.rounded(rule) }
    let half = truncated + (value < 0 ? -0.5 : 0.5)
    return half.rounded(rule)
  }

  @Test("agrees with rounded(_:) on ties, signed zeros and huge values; a neighbour of a half rounds as the half", arguments: rules)
  func edges(rule: FloatingPointRoundingRule) {
    var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0x1p52, -0x1p52, 0x1p53 + 2, 1e300, -1e300]
    for half in stride(from: -20.5, through: 20.5, by: 1.0) {
      values += [half, half.nextUp, half.nextDown]
      // Just outside the tolerance: rounded as `rounded(_:)` does.
      #expect(roundedToInteger(half + 2e-9, tiesToEven: rule == .toNearestOrEven) == (half + 2e-9).rounded(rule))
      #expect(roundedToInteger(half - 2e-9, tiesToEven: rule == .toNearestOrEven) == (half - 2e-9).rounded(rule))
    }
    values += [0.49999999999999994, -0.49999999999999994, (0x1p52 - 0.5), -(0x1p52 - 0.5), .infinity, -.infinity]
    for value in values {
      let expected = Self.expected(value, rule)
      let fast = roundedToInteger(value, tiesToEven: rule == .toNearestOrEven)
      #expect(fast.bitPattern == expected.bitPattern, "\(value) \(rule): \(fast) vs \(expected)")
    }
    // The near-half below 0.5 rounds as 0.5 does: up away from zero, down to even.
    #expect(roundedToInteger(0.49999999999999994, tiesToEven: false) == 1)
    #expect(roundedToInteger(0.49999999999999994, tiesToEven: true) == 0)
    #expect(roundedToInteger(.nan, tiesToEven: rule == .toNearestOrEven).isNaN)
  }

  @Test("agrees with rounded(_:) on a million values at pixel scales, near-halves read as halves", arguments: rules)
  func random(rule: FloatingPointRoundingRule) {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var nearHalves = 0
    for _ in 0..<1_000_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let magnitude = Double(state >> 11) * 0x1p-53 * 20_000 - 10_000
      let value = (magnitude * 3).rounded(.towardZero) / 3 * Double(1 + state % 3) + Double(state % 7) / 6
      let expected = Self.expected(value, rule)
      if expected != value.rounded(rule) { nearHalves += 1 }
      #expect(roundedToInteger(value, tiesToEven: rule == .toNearestOrEven).bitPattern == expected.bitPattern, "\(value)")
    }
    // Sums of thirds and sixths land beside halves: the tolerance is exercised, not only exact halves.
    #expect(nearHalves > 0)
  }
}
