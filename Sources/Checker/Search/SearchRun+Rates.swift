// How often each way of making a case meets a fault: the measurement behind "what a 3× win needs"
// (docs/search.md). A search that keeps random's cases two in three is s + (1 − s)·q/p times faster than random,
// where p is the chance that one of random's cases fails and q the chance that one of the search's own cases does;
// before this, q/p was read off the table's medians, which ten seeds give to within a factor of two at best.
//
// Here the search runs on past its failures, and each way of making a case (random's own, a mutation of a rare
// feature's holder, a mutation of any corpus case, a targeted tune) is counted with its failures. A failing case is
// recorded as a passing case that reached nothing (no features, states, signature or near misses): a search that has
// failed stops, so what it would have learnt from a failure never shapes the cases before it, and a failing parent
// kept in the corpus would make its mutations fail by inheritance, not by search.

import Coordinators
import Generators

/// Cases and failures of one search, by the way each case was made.
public struct SearchFailureRates: Sendable {
  /// Cases made by each way (`SearchFailureRates.ways` order).
  public var cases: [Int] = Array(repeating: 0, count: SearchFailureRates.ways.count)
  /// Of those, how many failed.
  public var failures: [Int] = Array(repeating: 0, count: SearchFailureRates.ways.count)
  /// Mutated cases made by one operator alone, per operator (`SearchFailureRates.operators` order): which of the
  /// mutator's operators meets a fault (a stacked mutation credits no single operator).
  public var singleOperatorCases: [Int] = Array(repeating: 0, count: SearchFailureRates.operators.count)
  /// Of those, how many failed, per operator.
  public var singleOperatorFailures: [Int] = Array(repeating: 0, count: SearchFailureRates.operators.count)
  /// Corpus slots that hold a failing case when the search stops: none, since failures are recorded as cases that
  /// reached nothing (a check that they were).
  public var keptFailures = 0

  /// The ways a case is made, as printed: random's own cases (the share's and the bandit's fresh picks), mutations of
  /// a rare feature's holder, mutations of any corpus case, targeted tunes.
  public static let ways = ["fresh", "rare", "any", "tune"]
  /// The mutator's operators, as printed.
  public static let operators = CaseMutator.Operator.allCases.map(\.rawValue)

  /// No case counted yet.
  public init() {}

  /// Adds `other`'s counts.
  public mutating func add(_ other: SearchFailureRates) {
    for index in cases.indices {
      cases[index] += other.cases[index]
      failures[index] += other.failures[index]
    }
    for index in singleOperatorCases.indices {
      singleOperatorCases[index] += other.singleOperatorCases[index]
      singleOperatorFailures[index] += other.singleOperatorFailures[index]
    }
    keptFailures += other.keptFailures
  }
}

extension SearchRun {
  /// Runs cases `0..<limit` of `settings`' search against `entry`, on past every failure, counting cases and failures
  /// by the way each was made (see the file comment). A random search counts all its cases as fresh.
  public static func failureRates(of entry: CoordinatorEntry, settings: SearchSettings, limit: Int) -> SearchFailureRates {
    var settings = settings
    settings.profile = settings.profile.drawing(entry.appEvents.map(\.shape))
    var rates = SearchFailureRates()
    guard settings.mode != .random else {
      for caseIndex in 0..<limit {
        let generated = generateCase(
          seed: deriveSeed(runSeed: settings.seed, caseIndex: UInt64(caseIndex)), profile: settings.profile,
          maxSteps: settings.maxSteps, template: settings.template)
        let result = Runner.run(
          entry, world: Runner.normalized(generated.world, for: entry), steps: Runner.playable(generated.steps, for: entry),
          options: randomOptions)
        rates.cases[0] += 1
        if result.verdict.violation != nil { rates.failures[0] += 1 }
      }
      return rates
    }
    let search = GuidedSearch(settings: settings, coordinators: [entry])
    for caseIndex in 0..<UInt64(limit) {
      let (generated, recipe) = search.next(caseIndex: caseIndex)
      let way: Int
      var soleOperator: Int?
      switch recipe {
      case .fresh: way = 0
      case .tuned: way = 3
      case .mutated(let parent, let partner, let seed, let focus):
        way = search.pendingArm?.arm == .rareFeature ? 1 : 2
        // The same mutation again, to learn its operators (the recipe names the slots as they are before `record`).
        let slots = search.slots
        let mutator = CaseMutator(profile: settings.profile, maxSteps: settings.maxSteps, template: settings.template)
        let applied = mutator.mutatedWithOperators(
          slots[parent]!, partner: slots.indices.contains(partner) ? slots[partner] : nil, seed: seed, focus: focus)
        assert(applied.case == generated, "a recipe's mutation made again is the same case")
        if applied.operators.count == 1 { soleOperator = CaseMutator.Operator.allCases.firstIndex(of: applied.operators[0]) }
      }
      var results = search.run(generated, caseIndex: caseIndex)
      rates.cases[way] += 1
      if let soleOperator { rates.singleOperatorCases[soleOperator] += 1 }
      if results.contains(where: { $0.verdict.violation != nil }) {
        rates.failures[way] += 1
        if let soleOperator { rates.singleOperatorFailures[soleOperator] += 1 }
        for index in results.indices where results[index].verdict.violation != nil {
          results[index].verdict = .pass
          results[index].violations = []
          results[index].coverage = ReachedStates()
          results[index].feedback = results[index].feedback.map { _ in SearchFeedback() }
        }
      }
      search.record(caseIndex: caseIndex, generated: generated, results: results)
    }
    rates.keptFailures = search.failingSlots.count
    return rates
  }
}
