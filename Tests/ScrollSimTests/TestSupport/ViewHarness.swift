// A single simulated scroll view built directly (no page world) with a recording delegate,
// plus the small drivers tests need: start a flick, tick until idle.

import Foundation
@testable import ScrollSim

/// One vertical (or horizontal) `SimScrollView` and the delegate that records its callbacks.
struct ViewHarness {
  let view: SimScrollView
  /// Held strongly here: the view's `delegate` is weak.
  let recorder: RecordingDelegate

  /// A view `dimension` points tall (or wide) over `content` points of content, resting at `offset`.
  init(
    axis: ScrollAxis = .vertical, dimension: Double = 800, content: Double = 100_000, offset: Double = 0,
    inset: EdgeInsets = .zero, knobs: SimulationKnobs = SimulationKnobs()
  ) {
    view = SimScrollView(axis: axis, name: "test", physics: PhysicsConstants(knobs: knobs))
    if axis == .vertical {
      view.setLayout(width: 393, height: dimension, contentWidth: 393, contentHeight: content, inset: inset)
    } else {
      view.setLayout(width: dimension, height: 600, contentWidth: content, contentHeight: 600, inset: inset)
    }
    recorder = RecordingDelegate()
    if axis == .vertical { view.offsetY = offset } else { view.offsetX = offset }
    view.delegate = recorder
  }

  /// A knob set with one change, for the common case.
  static func knobs(_ change: (inout SimulationKnobs) -> Void) -> SimulationKnobs {
    var knobs = SimulationKnobs()
    change(&knobs)
    return knobs
  }

  /// Writes the offset along the view's axis, as a coordinator would (calls `scrollViewDidScroll`).
  func write(_ position: Double) {
    view.contentOffset = view.axis == .vertical ? CGPoint(x: 0, y: position) : CGPoint(x: position, y: 0)
  }

  /// A finger grabs the view, optionally drags it, and lifts with `velocity` (pt/s of offset along the axis).
  func fling(velocity: Double, dragBy delta: Double = 0) {
    view.touchBegan()
    view.beginDrag()
    if delta != 0 { view.drag(by: delta) }
    view.endDrag(velocity: velocity)
  }

  /// Ticks frames while the view moves by itself; returns the number of frames ticked.
  @discardableResult
  func tickUntilIdle(limit: Int = 20_000) -> Int {
    var frames = 0
    while view.isMoving && frames < limit {
      view.tick()
      frames += 1
    }
    return frames
  }

  /// Ticks `frames` frames and returns the position after each.
  @discardableResult
  func tick(_ frames: Int) -> [Double] {
    (0..<frames).map { _ in
      view.tick()
      return view.position
    }
  }
}
