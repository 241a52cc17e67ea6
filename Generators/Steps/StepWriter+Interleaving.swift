// Events that land inside and right after gestures.
//
// The bugs NestedCheck hunts live in overlaps: a reload while a finger is down, a tab
// tap while a list still decelerates, a second drag catching the momentum of the
// first (docs/invariants.md, coverage of interesting states). Gestures therefore open gaps where other steps may land.

import ScrollSim

/// Release speed (pt/s) from which a lift counts as a flick that leaves momentum behind.
let flickSpeedThreshold = 250.0

extension StepWriter {
  /// Families that may land inside a gesture or after a flick: everything enabled except another gesture.
  private func eventFamilies(_ profile: GeneratorProfile, boosting boosted: [StepFamily] = []) -> [(StepFamily, Double)]
  {
    profile.enabledFamilies.filter { !$0.isGesture }.map { family in
      (family, profile.weight(of: family) * (boosted.contains(family) ? 2 : 1))
    }
  }

  /// At a gap inside a gesture, maybe writes one event, keeping `reserved` steps free to finish the gesture.
  mutating func maybeWriteMidGestureEvent(
    reserving reserved: Int, using rng: inout some RandomSource, profile: GeneratorProfile
  ) {
    guard remaining > reserved, rng.bool(probability: profile.midGestureEventProbability) else { return }
    let families = eventFamilies(profile)
    guard !families.isEmpty else { return }
    let family = rng.weighted(families)
    // A resize may add a safe-area step; only allow it when both fit.
    if family == .resize && remaining - reserved < 2 { return }
    writeEvent(family, using: &rng, profile: profile)
  }

  /// After a lift at `speed` pt/s: if it was a flick, maybe lets a few frames of momentum pass and then writes an event
  /// (tab taps and reloads weigh double: they are the coverage states' "tab switch while a list is still decelerating"
  /// and "reload mid-deceleration").
  mutating func maybeWriteAfterFlickEvent(speed: Double, using rng: inout some RandomSource, profile: GeneratorProfile)
  {
    guard speed >= flickSpeedThreshold, remaining > 0, rng.bool(probability: profile.afterFlickEventProbability) else {
      return
    }
    let families = eventFamilies(profile, boosting: [.tapTab, .reloadHeader]).filter { $0.0 != .wait }
    guard !families.isEmpty else { return }
    if profile.isEnabled(.wait), remaining > 1, rng.bool(probability: 0.4) {
      emit(.wait(frames: rng.readableInt(in: 1...20)))
    }
    writeEvent(rng.weighted(families), using: &rng, profile: profile)
  }

  /// After a gesture, maybe waits so deceleration, bounces and paging play out (or, when it does not, the next
  /// gesture catches them).
  mutating func maybeWriteTrailingWait(using rng: inout some RandomSource, profile: GeneratorProfile) {
    guard profile.isEnabled(.wait), remaining > 0, rng.bool(probability: profile.trailingWaitProbability) else {
      return
    }
    emit(.wait(frames: drawWaitFrames(using: &rng)))
  }
}
