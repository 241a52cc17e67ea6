// UIKit behaviour: a finger lifted inside a rubber band releases the content with the content's velocity.
// Source: the band maps finger travel x to visible overscroll b(x) = (1 − 1/(x·0.55/d + 1))·d (Grant Paul's
// formula), so the content moves at the finger's velocity times the slope b'(x) = 0.55/(x·0.55/d + 1)² (at most
// 0.55, at the edge). The spring takes that velocity; handing it the finger's made outward overshoot up to
// 1/0.55 ≈ 1.8× too big. Expected slopes are computed by hand.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct BandReleaseTests {
  /// An 800 pt view pulled `finger` points past its top by a drag, still held.
  private func pulled(_ finger: Double) -> ViewHarness {
    let h = ViewHarness(content: 3000, offset: 0)
    h.view.touchBegan()
    h.view.beginDrag()
    h.view.drag(by: -finger)
    return h
  }

  @Test("the slope is 0.55 at the edge and falls as the band stretches")
  func slope() {
    #expect(abs(ScrollPhysics.bandedVelocity(1000, excess: 0, dimension: 800) - 550) < 1e-9)
    // 200 pt past an 800 pt view: 0.55 / (200·0.55/800 + 1)² = 0.55 / 1.1375² = 0.425069…
    #expect(abs(ScrollPhysics.bandedVelocity(1000, excess: 200, dimension: 800) - 425.0694) < 1e-3)
  }

  @Test("released 200 pt of finger past the top, the spring starts at the content's velocity, not the finger's")
  func springStartsAtContentVelocity() {
    let h = pulled(200)
    h.view.endDrag(velocity: -2000)
    guard case .bouncing(let velocity) = h.view.motion else {
      Issue.record("expected a bounce, got \(h.view.motion)")
      return
    }
    #expect(abs(velocity - (-2000 * 0.425_069_4)) < 1e-2)
  }

  @Test("the outward overshoot after an outward release is what the content's speed gives, far below the finger's")
  func overshootShrinks() {
    let h = pulled(200)
    let start = h.view.position
    h.view.endDrag(velocity: -2000)
    let extra = start - (h.tick(240).min() ?? start)
    // With the finger's 2,000 pt/s the default spring would carry it ~2.35× further (the slope is 0.425).
    let unbanded = ViewHarness(content: 3000, offset: start)
    unbanded.view.motion = .bouncing(velocity: -2000)
    let extraUnbanded = start - (unbanded.tick(240).min() ?? start)
    #expect(extra > 1 && extra < extraUnbanded / 2, "extra \(extra) against \(extraUnbanded)")
    #expect(h.view.position == 0)
  }

  @Test("a release inside the band toward the content also uses the band's slope")
  func inwardRelease() {
    let h = pulled(100)
    h.view.endDrag(velocity: 600)
    guard case .bouncing(let velocity) = h.view.motion else {
      Issue.record("expected a bounce, got \(h.view.motion)")
      return
    }
    // 100 pt past: 0.55 / (100·0.55/800 + 1)² = 0.55 / 1.06875² = 0.481522…
    #expect(abs(velocity - 600 * 0.481_522) < 1e-2)
  }

  @Test("a release inside the range keeps the finger's velocity")
  func insideRange() {
    let h = ViewHarness(content: 3000, offset: 500)
    h.fling(velocity: 1200, dragBy: 10)
    #expect(h.view.motion == .decelerating(velocity: 1200))
  }
}
