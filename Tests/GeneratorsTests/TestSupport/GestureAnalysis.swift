// Reading generated step sequences back as gestures, to measure what the generator produces.
//
// The analysis is independent of the generator's internals: it re-derives the page
// layout from the world and the layout steps, and recognizes gestures by their steps.

import ScrollSim

/// One touch gesture found in a step sequence: touchDown … lift, and what landed inside it.
struct Gesture {
  /// Index of the touchDown step.
  var start: Int
  /// Index of the lift step.
  var end: Int
  var x: Double
  var y: Double
  /// The moves, in order.
  var moves: [(dx: Double, dy: Double)]
  var vx: Double
  var vy: Double
  /// Kinds of the non-touch steps between touchDown and lift.
  var insideKinds: [StepKind]
  /// The page layout when the finger came down.
  var layout: Layout

  /// Whether every move is mostly vertical (|dx| ≤ 8 per move, the generator's jitter bound).
  var isVerticalDrag: Bool { moves.allSatisfy { abs($0.dx) <= 8 } }
  var totalDx: Double { moves.reduce(0) { $0 + $1.dx } }
  var totalDy: Double { moves.reduce(0) { $0 + $1.dy } }
  /// Whether the finger changed vertical direction during the drag.
  var reverses: Bool { moves.contains { $0.dy > 0 } && moves.contains { $0.dy < 0 } }
  var releaseSpeed: Double { max(abs(vx), abs(vy)) }
}

/// The page layout at rest, followed through layout steps.
struct Layout {
  var width, height, safeAreaTop, headerHeight, pinBarHeight: Double
  var fixedPinOffset: Double?
  var pinOffset: Double { fixedPinOffset ?? safeAreaTop }

  init(world: WorldConfig) {
    width = world.viewportWidth
    height = world.viewportHeight
    safeAreaTop = world.safeAreaTop
    headerHeight = world.headerHeight
    pinBarHeight = world.pinBarHeight
    fixedPinOffset = world.pinOffset
  }

  mutating func apply(_ step: Step) {
    switch step {
    case .reloadHeader(let h): headerHeight = h
    case .setSafeArea(let top, _): safeAreaTop = top
    case .resize(let w, let h): (width, height) = (w, h)
    default: break
    }
  }

  /// Whether y lies in the band of height `span` starting at `top` (a zero-height band is its top line).
  private func inBand(_ y: Double, _ top: Double, _ span: Double) -> Bool { y >= top && y < top + max(span, 1) }

  func isOnHeader(_ y: Double) -> Bool { y >= safeAreaTop && y < headerHeight }
  func isOnPinBarAtRest(_ y: Double) -> Bool { inBand(y, headerHeight, pinBarHeight) }
  func isOnPinnedPinBar(_ y: Double) -> Bool { inBand(y, pinOffset, pinBarHeight) }
  func isInLowerHalf(_ y: Double) -> Bool { y >= height / 2 }
}

/// The gestures of `steps` on `world`, in order. A lift with no finger down, or a second touchDown, is not a gesture.
func gestures(in steps: [Step], world: WorldConfig) -> [Gesture] {
  var layout = Layout(world: world)
  var found: [Gesture] = []
  var open: Gesture?
  for (index, step) in steps.enumerated() {
    switch step {
    case .touchDown(let x, let y):
      open = Gesture(start: index, end: index, x: x, y: y, moves: [], vx: 0, vy: 0, insideKinds: [], layout: layout)
    case .move(let dx, let dy, _): open?.moves.append((dx, dy))
    case .lift(let vx, let vy):
      if var gesture = open {
        gesture.end = index
        gesture.vx = vx
        gesture.vy = vy
        found.append(gesture)
      }
      open = nil
    default: open?.insideKinds.append(step.kind)
    }
    layout.apply(step)
  }
  return found
}

/// The first step after index `index` that is not a short wait (≤ 20 frames), if any.
func nextEvent(after index: Int, in steps: [Step]) -> Step? {
  var next = index + 1
  while next < steps.count, case .wait(let frames) = steps[next], frames <= 20 { next += 1 }
  return next < steps.count ? steps[next] : nil
}
