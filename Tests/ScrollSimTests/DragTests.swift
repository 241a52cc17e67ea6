// UIKit behaviour: a pan moves the content with the finger, 1:1 inside the range,
// rubber-banded past an edge when the view bounces and clamped at the edge when it does not;
// lifting hands the finger's velocity to momentum.
// Sources: docs/fidelity.md (drag and release); the band formula b = (1 − 1/(x·0.55/d + 1))·d
// (Grant Paul, "Rubber banding", 2013). The KNOB `dragDeltaMode` chooses between moving by the
// incremental delta from wherever the view now is (default) and sitting at start − translation.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct DragTests {
  private func grabbed(offset: Double, knobs: SimulationKnobs = SimulationKnobs()) -> ViewHarness {
    let h = ViewHarness(content: 3000, offset: offset, knobs: knobs)
    h.view.touchBegan()
    h.view.beginDrag()
    return h
  }

  @Test("inside the range the view moves 1:1 with the finger", arguments: [-120.0, -37, 10, 250])
  func oneToOne(delta: Double) {
    let h = grabbed(offset: 500)
    h.view.drag(by: delta)
    #expect(h.view.position == 500 + delta)
    #expect(h.view.isDragging)
  }

  @Test("past the top edge the excess is rubber-banded")
  func rubberBandedPastTop() {
    let h = grabbed(offset: 0)
    h.view.drag(by: -100)
    // 800 pt view: (1 − 1/(100·0.55/800 + 1))·800 = 51.462 pt, rounded to a third of a point.
    #expect(abs(h.view.position - -51.462) <= 1.0 / 3)
  }

  @Test("past the bottom edge the excess is rubber-banded")
  func rubberBandedPastBottom() {
    let h = grabbed(offset: 2200)  // bottom edge 3000 − 800 = 2200
    h.view.drag(by: 800)
    // x = d: 0.35484·800 = 283.87 pt.
    #expect(abs(h.view.position - (2200 + 283.87)) <= 1.0 / 3)
  }

  @Test("small incremental samples past the edge add up to the same band as one large one")
  func incrementalBandMatchesOneShot() {
    let h = grabbed(offset: 0)
    for _ in 0..<10 { h.view.drag(by: -10) }
    #expect(abs(h.view.position - -51.462) <= 1)
  }

  @Test("with bounces off the offset clamps at the edge")
  func clampsWithoutBounce() {
    let h = grabbed(offset: 30)
    h.view.bounces = false
    h.view.drag(by: -100)
    #expect(h.view.position == 0)
    h.write(2150)
    h.view.drag(by: 400)
    #expect(h.view.position == 2200)
  }

  @Test("incremental mode continues from an offset a coordinator wrote mid-drag")
  func incrementalContinuesFromWrite() {
    let h = grabbed(offset: 500)
    h.view.drag(by: 10)
    h.write(300)
    h.view.drag(by: 10)
    #expect(h.view.position == 310)
  }

  @Test("fromStart mode overrides a coordinator's write with start − translation")
  func fromStartOverridesWrite() {
    let h = grabbed(offset: 500, knobs: ViewHarness.knobs { $0.dragDeltaMode = .fromStart })
    h.view.drag(by: 10)
    h.write(300)
    h.view.drag(by: 10)
    #expect(h.view.position == 520)
  }

  @Test("a pan sample moves nothing unless the view's pan began")
  func noDragWithoutBegin() {
    let h = ViewHarness(content: 3000, offset: 500)
    h.view.drag(by: 50)
    #expect(h.view.position == 500)
    #expect(h.recorder.didScrollCount == 0)
  }

  @Test("releasing with velocity starts deceleration at that velocity")
  func releaseStartsDeceleration() {
    let h = grabbed(offset: 500)
    h.view.drag(by: 20)
    h.view.endDrag(velocity: 800)
    #expect(h.view.motion == .decelerating(velocity: 800))
    #expect(!h.view.isDragging)
    #expect(h.view.isDecelerating)
    h.view.tick()
    #expect(h.view.position > 520)
  }

  @Test("releasing overscrolled bounces instead of decelerating")
  func releaseOverscrolledBounces() {
    let h = grabbed(offset: 0)
    h.view.drag(by: -60)
    h.view.endDrag(velocity: 300)
    guard case .bouncing = h.view.motion else {
      Issue.record("expected a bounce, got \(h.view.motion)")
      return
    }
  }

  @Test("a touch stops a decelerating view where it is")
  func touchHalts() {
    let h = ViewHarness(content: 100_000, offset: 1000)
    h.fling(velocity: 2000)
    h.tick(10)
    h.view.touchBegan()
    let held = h.view.position
    h.tick(20)
    #expect(!h.view.isDecelerating)
    #expect(h.view.position == held)
  }
}
