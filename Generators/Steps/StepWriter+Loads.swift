// The Three Loaders article's loads from the user's and the backend's side: pulls to refresh, slot
// requests, and responses with every timing a real network has (at once, late, after a
// refresh, failed), so stale and superseded responses meet the page in every state.

import ScrollSim

/// How far a pull drags (points): short of the usual 60 pt threshold, past it, and far past it.
private let pullDistances: [(ClosedRange<Double>, Double)] = [(10...59, 0.15), (60...250, 0.55), (250...900, 0.3)]

/// Which load a response answers: pages most often (they are what bottom hits start), then slots, then refreshes.
private let responseLoads: [(LoadKind, Double)] = [(.nextPage, 0.45), (.slots, 0.3), (.refresh, 0.25)]

/// How long a response takes, in frames: at once, within a gesture, a second or two, or very late.
private let responseDelays: [(ClosedRange<Int>, Double)] = [(0...0, 0.2), (1...30, 0.4), (30...240, 0.3), (240...1200, 0.1)]

extension StepWriter {
  /// Writes a pull down from near the top (touchDown, one to three downward moves, a release); needs 3 free steps.
  ///
  /// Whether it refreshes depends on where the page is: from the top a pull past the threshold does, and from deeper
  /// down the same pull first scrolls the page back, which is the point (the Three Loaders article: refresh only from the top).
  mutating func writePullToRefresh(using rng: inout some RandomSource, profile: GeneratorProfile) {
    guard remaining >= 3 else { return }
    let zones: [(TouchZone, Double)] = [(.header, 0.5), (.lists, 0.3), (.pinBarAtRest, 0.2)]
    let start = touchPoint(in: rng.weighted(zones), using: &rng)
    emit(.touchDown(x: start.x, y: start.y))
    let moveCount = min(rng.int(in: 1...3), remaining - 1)
    let total = rng.readableDouble(in: rng.weighted(pullDistances))
    for index in 0..<moveCount {
      maybeWriteMidGestureEvent(reserving: moveCount - index + 1, using: &rng, profile: profile)
      let dy = (total / Double(moveCount)).rounded()
      emit(.move(dx: 0, dy: dy, frames: rng.readableInt(in: max(1, Int((dy / 30).rounded(.up)))...30)))
    }
    maybeWriteMidGestureEvent(reserving: 1, using: &rng, profile: profile)
    // Mostly a held release (the spinner's pull), sometimes a downward flick.
    emit(.lift(vx: 0, vy: rng.bool(probability: 0.75) ? 0 : rng.readableDouble(in: 200...2000)))
    maybeWriteTrailingWait(using: &rng, profile: profile)
  }

  /// Writes a long upward drag on the lists and a hard upward flick; needs 3 free steps.
  ///
  /// Bottom-hit pagination needs the content near its bottom, and the momentum after the flick re-evaluates the
  /// trigger on every frame (the Three Loaders article's "bounce frames"), which is where single flight is tested.
  mutating func writeFlickToBottom(using rng: inout some RandomSource, profile: GeneratorProfile) {
    guard remaining >= 3 else { return }
    let start = touchPoint(in: .lists, using: &rng)
    emit(.touchDown(x: start.x, y: start.y))
    let distance = rng.readableDouble(in: 300...1500)
    emit(.move(dx: 0, dy: -distance, frames: rng.readableInt(in: max(1, Int((distance / 60).rounded(.up)))...30)))
    maybeWriteMidGestureEvent(reserving: 1, using: &rng, profile: profile)
    let speed = rng.readableDouble(in: 2000...8000)
    emit(.lift(vx: 0, vy: -speed))
    // Often the backend answers the page this flick asked for, so lists grow page after page within one case.
    if profile.isEnabled(.respond), remaining > 0, rng.bool(probability: 0.5) {
      let outcome: ResponseOutcome = rng.bool(probability: 0.15) ? .failure : .success
      emit(.respond(load: .nextPage, afterFrames: rng.readableInt(in: rng.weighted(responseDelays)), outcome: outcome, slotHeight: nil))
    }
    maybeWriteAfterFlickEvent(speed: speed, using: &rng, profile: profile)
    maybeWriteTrailingWait(using: &rng, profile: profile)
  }

  /// A backend answer: which load, how late, whether it fails, and for slots or a refresh maybe a new banner height.
  func drawResponse(using rng: inout some RandomSource) -> Step {
    let load = rng.weighted(responseLoads)
    let afterFrames = rng.readableInt(in: rng.weighted(responseDelays))
    let outcome: ResponseOutcome = rng.bool(probability: 0.2) ? .failure : .success
    var slotHeight: Double?
    if load != .nextPage, outcome == .success, rng.bool(probability: 0.8) {
      slotHeight = drawHeaderHeight(safeAreaTop: sketch.safeAreaTop, pinOffset: sketch.pinOffset, using: &rng)
    }
    return .respond(load: load, afterFrames: afterFrames, outcome: outcome, slotHeight: slotHeight)
  }
}
