// Swarm testing: each case runs with some step families switched off entirely.
//
// A uniform mix of everything keeps rare interactions rare: a bug that needs many
// tab taps with no reload in between is hard to hit when reloads are always in the
// mix. Groce et al. ("Swarm Testing", ISSTA 2012) showed that omitting random
// features per test finds more bugs; TigerBeetle's VOPR does the same per seed.

/// Chance that a swarm case switches off any one family.
private let swarmDisableProbability = 0.5

extension GeneratorProfile {
  /// The profile one case runs with: for a swarm profile, a copy with a random subset of families switched off,
  /// drawn from the case's own randomness so the case reproduces; any other profile is returned unchanged.
  ///
  /// At least one family stays enabled. Zero bits disable nothing, so a short fuzzer input keeps every family.
  public func resolved(using rng: inout some RandomSource) -> GeneratorProfile {
    guard swarm else { return self }
    let candidates = enabledFamilies
    var disabled: [StepFamily] = []
    for family in candidates where rng.bool(probability: swarmDisableProbability) {
      disabled.append(family)
    }
    if !candidates.isEmpty, disabled.count == candidates.count {
      let survivor = rng.pick(candidates)
      disabled.removeAll { $0 == survivor }
    }
    var resolved = self
    resolved.swarm = false
    resolved.disabledFamilies = disabledFamilies + disabled
    return resolved
  }
}
