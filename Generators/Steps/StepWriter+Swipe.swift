// Horizontal swipes and diagonal pans: the gestures that page, go back, or must not page.
//
// A rightward swipe on the first page must reach the navigation controller's back
// gesture, and a pan with |dy| ≥ |dx| must never page (docs/invariants.md, I6), so both are
// generated on purpose, along with ordinary leftward and rightward page swipes.

import ScrollSim

extension StepWriter {
  /// Writes touchDown, 1–4 moves of a swipe or diagonal pan, and a lift; needs 3 free steps.
  mutating func writeSwipe(using rng: inout some RandomSource, profile: GeneratorProfile) {
    guard remaining >= 3 else { return }
    let diagonal = rng.bool(probability: 0.3)
    let rightward = rng.bool(probability: 0.4)  // dx > 0: the previous page, or the back gesture on the first page

    // MARK: Start: rightward swipes often start at the left edge, where the interactive-pop gesture lives.
    var start = touchPoint(in: rng.weighted(TouchZone.swipeWeights), using: &rng)
    if rightward, rng.bool(probability: 0.4) { start.x = rng.readableDouble(in: 0...30) }
    emit(.touchDown(x: start.x, y: start.y))

    // MARK: Path
    let horizontal: Double
    let vertical: Double
    if diagonal {
      horizontal = rng.readableDouble(in: 50...300)
      vertical = rng.readableDouble(in: horizontal...(2 * horizontal))  // |dy| ≥ |dx|
    } else {
      horizontal = rng.readableDouble(in: 100...400)
      vertical = rng.bool(probability: 0.6) ? rng.readableDouble(in: 0...(horizontal / 3)) : 0
    }
    let totalDx = rightward ? horizontal : -horizontal
    let totalDy = withoutNegativeZero(rng.bool(probability: 0.5) ? -vertical : vertical)
    let moveCount = min(rng.int(in: 1...4), remaining - 1)
    let dxs = split(totalDx, into: moveCount)
    let dys = split(totalDy, into: moveCount)
    for index in 0..<moveCount {
      maybeWriteMidGestureEvent(reserving: moveCount - index + 1, using: &rng, profile: profile)
      emit(.move(dx: dxs[index], dy: dys[index], frames: rng.readableInt(in: 2...15)))
    }
    maybeWriteMidGestureEvent(reserving: 1, using: &rng, profile: profile)

    // MARK: Release: a fling that pages, or a slow release that settles on the nearest page.
    let speed = rng.bool(probability: 0.7) ? rng.readableDouble(in: 200...3000) : rng.readableDouble(in: 0...100)
    let vx = withoutNegativeZero(rightward ? speed : -speed)
    let vy = withoutNegativeZero((vx * totalDy / totalDx).rounded())
    emit(.lift(vx: vx, vy: vy))
    maybeWriteAfterFlickEvent(speed: max(abs(vx), abs(vy)), using: &rng, profile: profile)
    maybeWriteTrailingWait(using: &rng, profile: profile)
  }
}

/// `total` cut into `count` pieces that sum to it: equal whole-point pieces, the remainder in the last.
/// Computed in integer hundredths (totals are readable numbers) so the remainder prints without float residue.
func split(_ total: Double, into count: Int) -> [Double] {
  guard count > 1 else { return [total] }
  let totalHundredths = (total * 100).rounded()
  let pieceHundredths = (totalHundredths / Double(count) / 100).rounded() * 100
  let lastHundredths = totalHundredths - pieceHundredths * Double(count - 1)
  let piece = withoutNegativeZero(pieceHundredths / 100)
  return Array(repeating: piece, count: count - 1) + [withoutNegativeZero(lastHundredths / 100)]
}
