// One generated test case: a world and the steps to run on it, from a seed or from fuzzer bytes.
//
// A fuzz run prints one run seed; case i's seed is derived from it in O(1), so any
// case can be regenerated alone and a run can be split across shards or jobs
// without changing which cases it contains.

import ScrollSim

/// A world, a step sequence, and what produced them.
public struct GeneratedCase: Hashable, Sendable {
  /// The page the steps run on.
  public var world: WorldConfig
  /// The steps, in order.
  public var steps: [Step]
  /// The generator profile's name, recorded in repro files.
  public var profileName: String
  /// The case seed, or nil when the case was read from fuzzer bytes.
  public var seed: UInt64?
  /// Families a swarm profile switched off for this case (empty otherwise), in `StepFamily.allCases` order.
  public var disabledFamilies: [StepFamily]

  /// A generated case from its parts: the world, the steps, the profile's name, the case's seed and the step families switched off.
  public init(
    world: WorldConfig, steps: [Step], profileName: String, seed: UInt64?, disabledFamilies: [StepFamily] = []
  ) {
    self.world = world
    self.steps = steps
    self.profileName = profileName
    self.seed = seed
    self.disabledFamilies = disabledFamilies
  }
}

/// The case fixed by `seed`: the same seed gives the same case on every platform (for this generator version).
/// With `template`, the world and every runtime page change lie inside it; with none, the case is what it always was.
public func generateCase(
  seed: UInt64, profile: GeneratorProfile = .default, maxSteps: Int = 100, template: PageTemplate? = nil
) -> GeneratedCase {
  var rng = SeededSource(seed: seed)
  var generated = generateCase(using: &rng, profile: profile, maxSteps: maxSteps, template: template)
  generated.seed = seed
  return generated
}

/// A case drawn from any source, e.g. a `ByteSource` over libFuzzer's input.
/// Draw order: the swarm choice, then the world, then the steps.
public func generateCase(
  using rng: inout some RandomSource, profile: GeneratorProfile = .default, maxSteps: Int = 100,
  template: PageTemplate? = nil
) -> GeneratedCase {
  let resolved = profile.resolved(using: &rng)
  let world = generateWorld(using: &rng, profile: resolved, template: template)
  let steps = generateSteps(for: world, using: &rng, profile: resolved, maxSteps: maxSteps, template: template)
  let disabled = StepFamily.allCases.filter(resolved.disabledFamilies.contains)
  return GeneratedCase(world: world, steps: steps, profileName: profile.name, seed: nil, disabledFamilies: disabled)
}

/// The seed of case `caseIndex` in the run seeded `runSeed`: output `caseIndex` of `SplitMix64(seed: runSeed)`,
/// computed directly, so case i reproduces without generating cases 0..<i (essential for sharding).
public func deriveSeed(runSeed: UInt64, caseIndex: UInt64) -> UInt64 {
  SplitMix64.output(seed: runSeed, index: caseIndex)
}
