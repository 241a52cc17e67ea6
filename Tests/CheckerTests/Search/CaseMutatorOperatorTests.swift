// Each mutation operator must do what it is named for: an operator that silently returned its input would only
// waste cases, and nothing else would notice. Each is applied alone to 200 parents and its typical effect counted.

@testable import Checker
import Generators
import ScrollSim
import Testing

@Suite("Case mutator operators")
struct CaseMutatorOperatorTests {
  typealias Operator = CaseMutator.Operator
  static let trials = 200

  /// What one operator did to one parent.
  struct Outcome {
    var parent: GeneratedCase
    var partner: GeneratedCase
    var result: GeneratedCase
    var stepsChanged: Bool { result.steps != parent.steps }
    var worldChanged: Bool { result.world != parent.world }
    var knobsOnly: Bool { var world = result.world; world.knobs = parent.world.knobs; return world == parent.world }
    var countChange: Int { result.steps.count - parent.steps.count }
    /// Positions where the steps differ (same count only).
    var differingSteps: Int { zip(result.steps, parent.steps).filter { $0 != $1 }.count }
  }

  static func outcomes(_ op: Operator) -> [Outcome] {
    let mutator = CaseMutator(profile: .default, maxSteps: 40)
    return (0..<UInt64(trials)).map { trial in
      let parent = nonEmptyCase(runSeed: 31, index: trial)
      let partner = nonEmptyCase(runSeed: 32, index: trial)
      var result = parent
      var rng = SeededSource(seed: trial &* 7919)
      mutator.apply(op, to: &result, partner: partner, focus: Int(trial % UInt64(parent.steps.count)), using: &rng)
      return Outcome(parent: parent, partner: partner, result: result)
    }
  }

  /// Case `index` of the run `runSeed`, or a later one when it has no steps (a generated case may be empty).
  static func nonEmptyCase(runSeed: UInt64, index: UInt64) -> GeneratedCase {
    var index = index
    while true {
      let generated = generateCase(seed: deriveSeed(runSeed: runSeed, caseIndex: index), profile: .default, maxSteps: 30)
      if !generated.steps.isEmpty { return generated }
      index += 1_000_000
    }
  }

  /// How many of `outcomes` satisfy `property`, as a share.
  static func share(_ outcomes: [Outcome], _ property: (Outcome) -> Bool) -> Double {
    Double(outcomes.filter(property).count) / Double(outcomes.count)
  }

  @Test("the operator table names every operator, and tunes are a subset of them")
  func tables() {
    #expect(Set(CaseMutator.operators.map(\.0)) == Set(Operator.allCases))
    #expect(CaseMutator.operators.allSatisfy { $0.1 > 0 })
    #expect(Set(CaseMutator.tunes.map(\.0)).isSubset(of: Set(Operator.allCases)))
  }

  @Test("insert and continue-after write new steps on the same world")
  func insertions() {
    for op in [Operator.insert, .continueAfter] {
      let outcomes = Self.outcomes(op)
      #expect(Self.share(outcomes, \.stepsChanged) >= 0.9, "\(op)")
      #expect(Self.share(outcomes, \.worldChanged) == 0, "\(op)")
    }
    // An insert mostly adds steps (a quarter of the time it also drops what followed).
    #expect(Self.share(Self.outcomes(.insert), { $0.countChange > 0 }) >= 0.5)
  }

  @Test("continue-after writes as many steps as it replaces (a gesture's three at least), not up to the step limit")
  func continuationLength() {
    // The parents have at most 30 steps and the mutator allows 40: a continuation to the limit would lengthen most.
    let outcomes = Self.outcomes(.continueAfter)
    #expect(Self.share(outcomes, { $0.countChange <= 3 }) == 1)
    #expect(Self.share(outcomes, { $0.countChange >= -3 }) >= 0.8, "the replaced steps are mostly written again")
  }

  @Test("delete-step removes exactly one step, delete-span one to eight, duplicate adds one to six")
  func counts() {
    #expect(Self.share(Self.outcomes(.deleteStep), { $0.countChange == -1 }) == 1)
    let spans = Self.outcomes(.deleteSpan)
    #expect(Self.share(spans, { (-8 ... -1).contains($0.countChange) }) == 1)
    #expect(Set(spans.map(\.countChange)).count >= 4, "span lengths vary")
    let duplicates = Self.outcomes(.duplicate)
    #expect(Self.share(duplicates, { (1...6).contains($0.countChange) }) == 1)
    #expect(Set(duplicates.map(\.countChange)).count >= 4, "span lengths vary")
  }

  @Test("splice ends with a suffix of the partner's steps; graft moves a gesture onto the partner's world")
  func twoParents() {
    let splices = Self.outcomes(.splice)
    #expect(Self.share(splices, { outcome in
      (0..<outcome.partner.steps.count).contains { outcome.result.steps.suffix(outcome.partner.steps.count - $0) == outcome.partner.steps[$0...] }
    }) == 1)
    #expect(Self.share(splices, \.stepsChanged) >= 0.9)
    let grafts = Self.outcomes(.graft)
    #expect(Self.share(grafts, { $0.result.world == $0.partner.world }) == 1)
    #expect(Self.share(grafts, \.worldChanged) >= 0.9)
  }

  @Test("nudge changes one step's number in place; the world operators change the world and no step")
  func nudges() {
    let nudges = Self.outcomes(.nudge)
    #expect(Self.share(nudges, { $0.countChange == 0 && $0.differingSteps <= 1 }) == 1)
    // Some steps have nothing to nudge (a status-bar tap), and a scaled 0 stays 0.
    #expect(Self.share(nudges, { $0.differingSteps == 1 }) >= 0.6)
    for op in [Operator.nudgeWorld, .swapWorldField, .flipKnob] {
      let outcomes = Self.outcomes(op)
      #expect(Self.share(outcomes, \.stepsChanged) == 0, "\(op)")
      #expect(Self.share(outcomes, \.worldChanged) >= (op == .flipKnob ? 0.2 : 0.5), "\(op): \(Self.share(outcomes, \.worldChanged))")
    }
    #expect(Self.share(Self.outcomes(.flipKnob), \.knobsOnly) == 1)
  }
}
