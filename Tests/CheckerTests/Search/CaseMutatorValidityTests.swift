// Every case a mutator makes must be one the scenario decoder accepts, or the fuzz command could not save it (a
// corpus file, a failure report) and `replay` could not play it back: the steps and the world stay inside their
// domains however many mutations stack up, a case is never empty and never longer than the step budget.

import Checker
import Generators
import ScrollSim
import Testing

@Suite("Case mutator validity")
struct CaseMutatorValidityTests {
  static let maxSteps = 24
  static let profiles: [GeneratorProfile] = [.default, .swarm, .loads, .pessimistic]

  /// Checks one mutated case; returns a description of what is wrong, or nil.
  static func problem(_ generated: GeneratedCase) -> String? {
    if generated.steps.isEmpty { return "no steps" }
    if generated.steps.count > maxSteps { return "\(generated.steps.count) steps > \(maxSteps)" }
    do {
      let scenario = try generated.decodedScenario()
      // The file is exact: what is saved is what runs.
      if scenario.steps != generated.steps { return "steps change through the file" }
      if scenario.world != generated.world { return "world changes through the file" }
    } catch {
      return "\(error)"
    }
    return nil
  }

  @Test("mutated and tuned cases of 100 parents per profile decode, are non-empty and within max steps", arguments: profiles)
  func oneGeneration(profile: GeneratorProfile) {
    let mutator = CaseMutator(profile: profile, maxSteps: Self.maxSteps)
    var problems: [String] = []
    var changed = 0
    for seed in UInt64(0)..<100 {
      let parent = generateCase(seed: deriveSeed(runSeed: 5, caseIndex: seed), profile: profile, maxSteps: Self.maxSteps)
      let partner = generateCase(seed: deriveSeed(runSeed: 6, caseIndex: seed), profile: profile, maxSteps: Self.maxSteps)
      let focus = Int(seed % 5) - 1
      let mutated = mutator.mutated(parent, partner: partner, seed: seed, focus: focus)
      let tuned = mutator.tuned(parent, seed: seed, focus: focus)
      if let problem = Self.problem(mutated) { problems.append("mutated \(seed): \(problem)") }
      if let problem = Self.problem(tuned) { problems.append("tuned \(seed): \(problem)") }
      #expect(mutated.seed == nil && tuned.seed == nil, "a mutated case is not case k of a random run")
      if mutated.steps != parent.steps || mutated.world != parent.world { changed += 1 }
    }
    #expect(problems.isEmpty, "\(problems.count) invalid: \(problems.prefix(5))")
    #expect(changed >= 85, "only \(changed) of 100 mutations changed their parent")
  }

  @Test("lineages of 40 stacked mutations stay valid (world nudges and swaps accumulate, repair keeps up)")
  func lineages() {
    let mutator = CaseMutator(profile: .default, maxSteps: Self.maxSteps)
    var problems: [String] = []
    for lineage in UInt64(0)..<20 {
      var current = generateCase(seed: deriveSeed(runSeed: 8, caseIndex: lineage), profile: .default, maxSteps: Self.maxSteps)
      var partner = generateCase(seed: deriveSeed(runSeed: 9, caseIndex: lineage), profile: .default, maxSteps: Self.maxSteps)
      for generation in UInt64(0)..<40 {
        let seed = lineage << 32 | generation
        let next = generation % 3 == 2
          ? mutator.tuned(current, seed: seed, focus: Int(generation % 7) - 1)
          : mutator.mutated(current, partner: partner, seed: seed, focus: Int(generation % 7) - 1)
        if let problem = Self.problem(next) { problems.append("lineage \(lineage) generation \(generation): \(problem)") }
        partner = current
        current = next
      }
    }
    #expect(problems.isEmpty, "\(problems.count) invalid: \(problems.prefix(5))")
  }

  @Test("the same parent and seed make the same case; another seed mostly another")
  func deterministic() {
    let mutator = CaseMutator(profile: .default, maxSteps: Self.maxSteps)
    let parent = generateCase(seed: 1, profile: .default, maxSteps: Self.maxSteps)
    let partner = generateCase(seed: 2, profile: .default, maxSteps: Self.maxSteps)
    var distinct: Set<GeneratedCase> = []
    for seed in UInt64(0)..<50 {
      let one = mutator.mutated(parent, partner: partner, seed: seed, focus: 3)
      #expect(one == mutator.mutated(parent, partner: partner, seed: seed, focus: 3))
      #expect(mutator.tuned(parent, seed: seed, focus: 3) == mutator.tuned(parent, seed: seed, focus: 3))
      distinct.insert(one)
    }
    #expect(distinct.count >= 45, "\(distinct.count) distinct cases from 50 seeds")
  }
}
