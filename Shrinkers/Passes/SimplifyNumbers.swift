// Numeric reduction: every number in every step, toward zero (or its lower bound) and toward round values.
//
// The goal is local minimality: at the fixpoint no number can move one unit toward zero,
// be rounded or be zeroed while the case still fails. Coarse jumps come first because
// they usually succeed in one replay; a binary search then finds the exact boundary.

import ScrollSim

/// Shrinks each number of each step: the floor, then rounder values toward zero, then a binary search.
///
/// For a number of magnitude `m` (the sign is kept) the pass tries, in order:
/// 1. the domain's floor: 0, or 1 for frames and resize sizes (`NumberDomain.floorMagnitude`);
/// 2. `m` truncated to a multiple of 100, then of 10, then of 1, each from the current value;
/// 3. for a fraction that survived, the whole number just beyond it (simpler by `numberComplexity`);
/// 4. for a whole number, a binary search over whole magnitudes between the largest magnitude seen to pass and `m`,
///    which assumes failures are monotone in magnitude; it ends with `m − 1` known to pass, so `m` is locally
///    minimal.
/// Every value tried is accepted by the step decoder (`NumberDomain.accepts`).
struct SimplifyNumbers: ShrinkPass {
  var name: String { "simplifyNumbers" }

  func run(_ state: inout ShrinkState) {
    var index = 0
    while index < state.current.steps.count, !state.budgetExhausted {
      for (slot, field) in state.current.steps[index].numberFields.enumerated() {
        shrinkNumber(step: index, slot: slot, domain: field.domain, &state)
      }
      index += 1
    }
  }

  // MARK: - One number

  private func shrinkNumber(step index: Int, slot: Int, domain: NumberDomain, _ state: inout ShrinkState) {
    let original = state.current.steps[index].number(at: slot)
    guard original.isFinite else { return }
    let sign: Double = original < 0 ? -1 : 1
    var magnitude: Double { state.current.steps[index].number(at: slot).magnitude }
    /// The largest magnitude below the current one that was tried and still passed: the search's lower end.
    var passing = domain.floorMagnitude - 1
    var tried: Set<Double> = []

    /// Proposes the number at magnitude `candidate`, remembering it as passing if the oracle said so.
    func attempt(_ candidate: Double) {
      let value = candidate == 0 ? 0 : sign * candidate  // never -0: it reads as a typo in a repro file
      guard candidate != magnitude, domain.accepts(value), tried.insert(candidate).inserted else { return }
      let below = candidate < magnitude
      let step = state.current.steps[index].replacingNumber(at: slot, with: value)
      if !state.consider(state.current.replacingStep(at: index, with: step)), below, !state.budgetExhausted {
        passing = max(passing, candidate)
      }
    }

    // 1-3: the floor, rounder values toward zero, the whole number just beyond a fraction.
    attempt(domain.floorMagnitude)
    for unit in [100.0, 10, 1] { attempt((magnitude / unit).rounded(.towardZero) * unit) }
    if magnitude != magnitude.rounded() { attempt(magnitude.rounded(.up)) }

    // 4: binary search over whole magnitudes in (passing, magnitude].
    while !state.budgetExhausted, magnitude == magnitude.rounded() {
      let high = magnitude
      let mid = ((passing + high) / 2).rounded(.down)
      guard mid > passing, mid < high else { return }
      attempt(mid)
      if magnitude == high { passing = max(passing, mid) }
    }
  }
}
