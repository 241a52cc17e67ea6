// UIKit behaviour: a scroll view's offset ranges over [−adjustedContentInset.top,
// max(contentHeight + adjustedContentInset.bottom − boundsHeight, −adjustedContentInset.top)], and the
// same horizontally with left/right. Content shorter than the bounds has a single resting offset.
// Source: docs/fidelity.md; Apple's `contentInset` / `adjustedContentInset` documentation.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct OffsetRangeTests {
  nonisolated static let vertical: [(content: Double, top: Double, bottom: Double, bounds: Double, min: Double, max: Double)] = [
    (3000, 0, 0, 800, 0, 2200),
    (3000, 20, 34, 800, -20, 2234),
    (500, 0, 0, 800, 0, 0),
    (500, 40, 10, 800, -40, -40),
    (790, 0, 34, 800, 0, 24),
  ]

  @Test("vertical range", arguments: vertical)
  func verticalRange(content: Double, top: Double, bottom: Double, bounds: Double, min: Double, max: Double) {
    let h = ViewHarness(dimension: bounds, content: content, inset: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
    #expect(h.view.minPosition == min)
    #expect(h.view.maxPosition == max)
  }

  @Test("horizontal range uses left and right")
  func horizontalRange() {
    let h = ViewHarness(
      axis: .horizontal, dimension: 393, content: 1179, inset: EdgeInsets(top: 99, left: 10, bottom: 99, right: 5))
    #expect(h.view.minPosition == -10)
    #expect(h.view.maxPosition == 1179 + 5 - 393)
  }

  @Test("overscroll measures the distance outside the range, signed")
  func overscroll() {
    let h = ViewHarness(dimension: 800, content: 3000)
    h.write(-30)
    #expect(h.view.overscroll == -30)
    h.write(1000)
    #expect(h.view.overscroll == 0)
    h.write(2250)
    #expect(h.view.overscroll == 50)
  }
}
