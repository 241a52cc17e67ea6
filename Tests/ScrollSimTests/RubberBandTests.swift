// UIKit behaviour: dragging past an edge rubber-bands the overscroll.
// Source: the reverse-engineered UIScrollView formula b = (1 − 1/(x·0.55/d + 1))·d
// (Grant Paul, "Rubber banding", 2013), x the distance dragged past the edge, d the bounds size.
// Expected values below are computed by hand from that formula, not by calling the implementation.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct RubberBandTests {
  @Test("no excess shows no overscroll", arguments: [100.0, 800, 2000])
  func zeroExcess(dimension: Double) {
    #expect(ScrollPhysics.rubberBand(excess: 0, dimension: dimension) == 0)
  }

  @Test("dragging one bounds size past the edge shows 1 − 1/1.55 ≈ 35.48 % of it", arguments: [100.0, 800, 2000])
  func oneDimension(dimension: Double) {
    let banded = ScrollPhysics.rubberBand(excess: dimension, dimension: dimension)
    #expect(abs(banded / dimension - 0.354_838_7) < 1e-6)
  }

  @Test("a known interior point: 100 pt past the edge of an 800 pt view shows ≈ 51.46 pt")
  func knownPoint() {
    // 1 − 1/(100·0.55/800 + 1) = 1 − 1/1.06875 = 0.064327…; × 800 = 51.4620
    #expect(abs(ScrollPhysics.rubberBand(excess: 100, dimension: 800) - 51.4620) < 1e-3)
  }

  @Test("a very long pull approaches, but never reaches, the bounds size")
  func approachesDimension() {
    let d = 800.0
    let far = ScrollPhysics.rubberBand(excess: 1e7, dimension: d)
    #expect(far < d)
    #expect(far > 0.999 * d)
  }

  @Test("the band is strictly increasing and gives less than the finger moved")
  func monotonic() {
    let d = 800.0
    var previous = 0.0
    for step in 1...400 {
      let x = Double(step) * 5
      let b = ScrollPhysics.rubberBand(excess: x, dimension: d)
      #expect(b > previous, "not increasing at x = \(x)")
      #expect(b < x, "banded more than dragged at x = \(x)")
      previous = b
    }
  }

  @Test("negative excess or an empty view shows nothing")
  func degenerate() {
    #expect(ScrollPhysics.rubberBand(excess: -50, dimension: 800) == 0)
    #expect(ScrollPhysics.rubberBand(excess: 50, dimension: 0) == 0)
  }

  @Test("the inverse recovers the finger's excess", arguments: [0.5, 10, 100, 800, 5000])
  func inverseRoundTrip(excess: Double) {
    let d = 800.0
    let banded = ScrollPhysics.rubberBand(excess: excess, dimension: d)
    let back = ScrollPhysics.inverseRubberBand(banded: banded, dimension: d)
    #expect(abs(back - excess) < 1e-6 * max(1, excess))
  }

  @Test("the inverse of a known banded value matches the hand-solved formula")
  func inverseKnownPoint() {
    // b/d = r ⇒ x = r/(1 − r)·d/0.55. For b = 0.35483871·d, x = d.
    let d = 600.0
    #expect(abs(ScrollPhysics.inverseRubberBand(banded: 0.354_838_709_677 * d, dimension: d) - d) < 1e-6)
    #expect(ScrollPhysics.inverseRubberBand(banded: 0, dimension: d) == 0)
  }
}
