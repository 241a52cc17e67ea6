// What a guided search learns from a case it ran: whether it joins the corpus and why, where it goes, and what it
// earns the way of making it (SearchArms.swift).

import Generators
import ScrollSim

extension GuidedSearch {
  /// Learns from case `caseIndex` (`results` in `coordinators` order); returns the corpus addition, if any.
  @discardableResult
  public func record(caseIndex: UInt64, generated: GeneratedCase, results: [RunResult]) -> CorpusAddition? {
    record(caseIndex: caseIndex, generated: generated, results: results, forced: nil)
  }

  func record(caseIndex: UInt64, generated: GeneratedCase, results: [RunResult], forced: CorpusReason?)
    -> CorpusAddition?
  {
    guard results.count == coordinators.count else { return nil }
    // Reasons as bits in `CorpusReason.allCases` order (a `Set` hashed each one), and the news the case brought: new
    // (feature, bucket) pairs, states, signatures, bands and targets, what its arm is paid in.
    var reasons: UInt8 = forced.map { 1 << UInt8(CorpusReason.allCases.firstIndex(of: $0)!) } ?? 0
    var news = 0
    var frames = 0
    var failing = false
    var improvedTargets: [(key: Int, distance: Double, step: Int)] = []
    for (index, result) in results.enumerated() {
      frames += result.frames
      if let violation = result.verdict.violation {
        failing = true
        if signatures.insert("\(index) \(violation.searchSignature(steps: generated.steps))").inserted {
          reasons |= Self.reasonBit(.signature)
          news += 1
        }
      }
      let newStates = result.coverage.bits & ~seenStates[index]
      if newStates != 0 {
        seenStates[index] |= newStates
        reasons |= Self.reasonBit(.state)
        news += newStates.nonzeroBitCount
      }
      // A team's `sometimes` rule reached for the first time is a new state too: its coverage goal.
      for goal in result.reachedGoals.sorted() where seenGoals[index].insert(goal).inserted {
        reasons |= Self.reasonBit(.state)
        news += 1
      }
      guard let feedback = result.feedback else { continue }
      let newPairs = seen[index].merge(feedback.features)
      if newPairs > 0 {
        reasons |= Self.reasonBit(.feature)
        news += newPairs
      }
      for hit in feedback.features.touched {
        let feature = Int(hit)
        if hits[index][feature] != .max { hits[index][feature] += 1 }
      }
      // Near misses are measured for a targeted search only (`RunOptions.measureNearMisses`).
      guard settings.mode == .targeted else { continue }
      for invariant in NearMisses.measured {
        let distance = feedback.nearMisses.distance(to: invariant)
        let band = NearMisses.band(distance)
        if band < bands[index][invariant.ordinal] {
          bands[index][invariant.ordinal] = band
          reasons |= Self.reasonBit(.band)
          news += 1
        }
        let key = Self.targetKey(
          coordinator: index, invariant: invariant, context: feedback.nearMisses.context(of: invariant))
        if distance.isFinite, distance < (targets[key]?.distance ?? .infinity) {
          improvedTargets.append((key, distance, feedback.nearMisses.step(of: invariant)))
          reasons |= Self.reasonBit(.target)
          news += 1
        }
      }
      // A team's rules with a distance, after the catalogue's: keyed by their place in the entry's rules.
      for (position, rule) in coordinators[index].userInvariants.enumerated() {
        guard let distance = feedback.nearMisses.userDistances[rule.name] else { continue }
        let band = NearMisses.band(distance)
        if band < userBands[index][rule.name, default: Int.max] {
          userBands[index][rule.name] = band
          reasons |= Self.reasonBit(.band)
          news += 1
        }
        let key = Self.targetKey(coordinator: index, rule: Invariant.allCases.count + position, context: 0)
        if distance.isFinite, distance < (targets[key]?.distance ?? .infinity) {
          improvedTargets.append((key, distance, feedback.nearMisses.userSteps[rule.name] ?? -1))
          reasons |= Self.reasonBit(.target)
          news += 1
        }
      }
    }
    if let pending = pendingArm, pending.caseIndex == caseIndex {
      arms.credit(pending.arm, news: news, frames: frames)
      pendingArm = nil
    }
    guard reasons != 0 else { return nil }
    // The case's hits in the order first hit, run by run: deterministic, and no sort (the ascending order a walk of the
    // whole map gave only broke ties between equally rare features, which any fixed order does as well). Listed only
    // for a case the corpus keeps, most cases being not.
    var features: [UInt32] = []
    var featureSteps: [Int16] = []
    for (index, result) in results.enumerated() {
      guard let feedback = result.feedback else { continue }
      let touched = feedback.features.touched
      features.reserveCapacity(features.count + touched.count)
      featureSteps.append(contentsOf: feedback.features.touchedSteps)
      for hit in touched { features.append(UInt32(index) << 16 | UInt32(hit)) }
    }
    let reasonIndex = reasons.trailingZeroBitCount
    let reason = CorpusReason.allCases[reasonIndex]
    additions[reasonIndex] += 1
    let slot = placement(for: caseIndex)
    if slot == slots.count {
      slots.append(generated)
      slotFeatures.append(features)
      slotFeatureSteps.append(featureSteps)
    } else {
      slots[slot] = generated
      slotFeatures[slot] = features
      slotFeatureSteps[slot] = featureSteps
    }
    for (position, feature) in features.enumerated() {
      let coordinator = Int(feature >> 16), index = Int(feature & 0xFFFF)
      if holders[coordinator][index] < 0 { insertHeld(index, coordinator: coordinator) }
      holders[coordinator][index] = Int32(slot)
      holderSteps[coordinator][index] = featureSteps[position]
    }
    if failing { failingSlots.insert(slot) } else { failingSlots.remove(slot) }
    for target in improvedTargets {
      targets[target.key] = (target.distance, slot, target.step)
      setClimbable(target.key, target.distance > 0 && target.distance.isFinite)
    }
    return CorpusAddition(slot: slot, reason: reason, generated: generated, failing: failing)
  }

  /// Keeps `climbable` sorted, with `key` in it exactly when `climbs`.
  func setClimbable(_ key: Int, _ climbs: Bool) {
    var low = 0, high = climbable.count
    while low < high {
      let middle = (low + high) / 2
      if climbable[middle] < key { low = middle + 1 } else { high = middle }
    }
    let present = low < climbable.count && climbable[low] == key
    if climbs, !present { climbable.insert(key, at: low) }
    if !climbs, present { climbable.remove(at: low) }
  }

  /// `reason`'s bit in the reasons of one case.
  static func reasonBit(_ reason: CorpusReason) -> UInt8 { 1 << UInt8(CorpusReason.allCases.firstIndex(of: reason)!) }

  /// Adds `feature` to `heldFeatures[coordinator]`, keeping it in ascending order.
  func insertHeld(_ feature: Int, coordinator: Int) {
    var low = 0, high = heldFeatures[coordinator].count
    while low < high {
      let middle = (low + high) / 2
      if heldFeatures[coordinator][middle] < feature { low = middle + 1 } else { high = middle }
    }
    heldFeatures[coordinator].insert(feature, at: low)
  }

  /// A new slot while there is room; then a random slot that holds no target, drawn from the case's own seed.
  func placement(for caseIndex: UInt64) -> Int {
    guard slots.count >= settings.capacity else { return slots.count }
    var rng = SeededSource(seed: deriveSeed(runSeed: settings.seed ^ 0x6576_6963_74, caseIndex: caseIndex))
    let held = Set(targets.values.map(\.slot))
    guard held.count < slots.count else { return slots.count }  // every slot holds a target: grow
    var slot = rng.int(in: 0...(slots.count - 1))
    while held.contains(slot) { slot = (slot + 1) % slots.count }
    return slot
  }

  /// The closest distance to `invariant` any case reached on coordinator `coordinator`, in any situation
  /// (targeted mode).
  public func targetDistance(coordinator: Int, invariant: Invariant) -> Double? {
    targets.filter { $0.key >> 16 == coordinator && ($0.key >> 8) & 0xFF == invariant.ordinal }.map(\.value.distance).min()
  }
}
