// Vertical drags: the gesture that decides who scrolls.
//
// A drag starts in a zone (header, pin bar at rest or pinned, lists), moves one to
// six times with occasional reversals (up, then back down across the handoff point),
// and ends in a hold or a flick. Events may land between any two of its steps.

import ScrollSim

/// Per-move distance bands (points), simplest first: small moves, medium, long sweeps, and tiny nudges.
private let moveDistances: [(ClosedRange<Double>, Double)] = [
  (10...100, 0.35), (100...300, 0.35), (300...600, 0.2), (1...10, 0.1),
]

/// Flick speed bands (pt/s): gentle, brisk and hard (past 3,000 momentum crosses whole headers).
private let flickSpeeds: [(ClosedRange<Double>, Double)] = [
  (250...1500, 0.45), (1500...3000, 0.25), (3000...8000, 0.3),
]

extension StepWriter {
  /// Writes touchDown, 1–6 moves and a lift (hold or flick), with events possibly between them; needs 3 free steps.
  mutating func writeVerticalDrag(using rng: inout some RandomSource, profile: GeneratorProfile) {
    guard remaining >= 3 else { return }
    let start = touchPoint(in: rng.weighted(TouchZone.dragWeights), using: &rng)
    emit(.touchDown(x: start.x, y: start.y))

    // MARK: Moves
    let moveCount = min(rng.int(in: 1...6), remaining - 1)
    var fingerUp = !rng.bool(probability: 0.4)  // finger moving up (dy < 0) scrolls content forward
    var lastDy = 0.0
    for index in 0..<moveCount {
      maybeWriteMidGestureEvent(reserving: moveCount - index + 1, using: &rng, profile: profile)
      if index > 0, rng.bool(probability: 0.25) { fingerUp.toggle() }  // a reversal
      let distance = rng.readableDouble(in: rng.weighted(moveDistances))
      let dy = fingerUp ? -distance : distance
      let dx = rng.bool(probability: 0.5) ? rng.readableDouble(in: -8...8) : 0  // a finger never moves straight
      // At most ~60 pt per frame (7,200 pt/s at 120 Hz): faster is not a human finger.
      let minimumFrames = min(30, max(1, Int((distance / 60).rounded(.up))))
      emit(.move(dx: dx, dy: dy, frames: rng.readableInt(in: minimumFrames...30)))
      lastDy = dy
    }
    maybeWriteMidGestureEvent(reserving: 1, using: &rng, profile: profile)

    // MARK: Release
    let lift = drawVerticalRelease(lastDy: lastDy, using: &rng)
    emit(lift)
    if case .lift(_, let vy) = lift {
      maybeWriteAfterFlickEvent(speed: abs(vy), using: &rng, profile: profile)
    }
    maybeWriteTrailingWait(using: &rng, profile: profile)
  }

  /// A lift after a vertical drag: a hold (still or nearly still) or a flick, usually in the last move's direction.
  func drawVerticalRelease(lastDy: Double, using rng: inout some RandomSource) -> Step {
    guard rng.bool(probability: 0.55) else {
      let vy = rng.bool(probability: 0.5) ? rng.readableDouble(in: -80...80) : 0
      return .lift(vx: 0, vy: vy)
    }
    let speed = rng.readableDouble(in: rng.weighted(flickSpeeds))
    let direction: Double = lastDy > 0 ? 1 : -1
    let vy = rng.bool(probability: 0.15) ? -direction * speed : direction * speed  // sometimes against the drag
    let vx = rng.bool(probability: 0.5) ? rng.readableDouble(in: -150...150) : 0
    return .lift(vx: vx, vy: vy)
  }
}
