// Which corpus case a mutation starts from: the holder of a rare feature, the closest case to a target, and the step
// to change it around.

import Generators

extension GuidedSearch {
  /// A target (coordinator, invariant, situation) chosen uniformly among those with a finite, positive distance:
  /// its slot. Keys are in ascending order (`climbable`), so the choice never depends on dictionary order.
  func pickTarget(using rng: inout SeededSource) -> (slot: Int, step: Int)? {
    guard !climbable.isEmpty else { return nil }
    let target = targets[climbable[rng.int(in: 0...(climbable.count - 1))]]!
    return (target.slot, target.step)
  }

  static func targetKey(coordinator: Int, invariant: Invariant, context: UInt8) -> Int {
    targetKey(coordinator: coordinator, rule: invariant.ordinal, context: context)
  }

  /// The key of rule number `rule`: a built-in's ordinal, or the catalogue's size plus a team rule's place.
  static func targetKey(coordinator: Int, rule: Int, context: UInt8) -> Int {
    coordinator << 16 | rule << 8 | Int(context)
  }

  /// A corpus case chosen through a feature: each feature seen is drawn with weight 1 / (cases that hit it), and the
  /// case that last reached it is mutated around the step it reached it in. The weight is per feature, not per case,
  /// so a rare situation gets its share of mutations however large the corpus grows (Entropic's and FairFuzz's
  /// rare-feature focus; Böhme et al., "Boosting fuzzer efficiency: an information theoretic perspective", 2020).
  /// Drawing a slot first and keeping the rarest of four, the earlier rule, gave a rare case 4/N of the draws with N
  /// corpus cases: at N = 2,000 a case holding the only sub-pixel residue was mutated about once in 800 cases.
  func rareFeatureHolder(using rng: inout SeededSource) -> (slot: Int, step: Int)? {
    var total = 0.0
    for coordinator in 0..<coordinators.count {
      for feature in heldFeatures[coordinator] { total += 1 / Double(max(hits[coordinator][feature], 1)) }
    }
    guard total > 0 else { return nil }
    var remaining = rng.unitDouble() * total
    for coordinator in 0..<coordinators.count {
      for feature in heldFeatures[coordinator] {
        remaining -= 1 / Double(max(hits[coordinator][feature], 1))
        if remaining <= 0 {
          let step = holderSteps[coordinator][feature]
          return (Int(holders[coordinator][feature]), step == .max ? -1 : Int(step))
        }
      }
    }
    return nil
  }

  /// How many cases hit the slot's rarest feature, and the step its case first hit it in (-1 while settling).
  func rarity(of slot: Int) -> (hits: UInt32, step: Int) {
    var lowest = UInt32.max
    var step = -1
    let features = slotFeatures[slot]
    for (position, feature) in features.enumerated() {
      let count = hits[Int(feature >> 16)][Int(feature & 0xFFFF)]
      if count < lowest {
        lowest = count
        let first = slotFeatureSteps[slot][position]
        step = first == .max ? -1 : Int(first)
      }
    }
    return (lowest, step)
  }
}
