// A guided or targeted search must be a pure function of its seed and the case indices it runs: the fuzz command
// rebuilds a worker's failing case from its recipe and a restarted worker replays its corpus, and both rely on
// the same seed making the same cases in the same order. A different seed must make a different run.

import Checker
import Coordinators
import Testing

@MainActor @Suite("Guided search determinism")
struct GuidedSearchDeterminismTests {
  static let cases = 200
  /// Enough of the other seed's run to see it differ.
  static let otherCases = 60

  @Test("two searches with the same settings make the same 200 cases; another seed makes others", arguments: [SearchMode.guided, .targeted])
  func sameSeedSameCases(mode: SearchMode) {
    var first = SearchDriver("offset-lock", mode: mode, seed: 11)
    var second = SearchDriver("offset-lock", mode: mode, seed: 11)
    var other = SearchDriver("offset-lock", mode: mode, seed: 12)
    first.run(Self.cases)
    second.run(Self.cases)
    other.run(Self.otherCases)
    #expect(first.fingerprint == second.fingerprint)
    #expect(first.cases.map(\.recipe) == second.cases.map(\.recipe))
    #expect(first.search.corpusCount == second.search.corpusCount)
    #expect(first.search.additions == second.search.additions)
    #expect(first.search.featureCount == second.search.featureCount)
    #expect(first.results.map { $0[0].frames } == second.results.map { $0[0].frames })
    // The search actually mutated: a sequence of fresh cases only would not test the corpus's determinism.
    let mutated = first.cases.filter { if case .fresh = $0.recipe { false } else { true } }.count
    #expect(mutated > Self.cases / 5, "\(mutated) of \(Self.cases) cases came from the corpus")
    if mode == .targeted {
      let tuned = first.cases.filter { if case .tuned = $0.recipe { true } else { false } }.count
      #expect(tuned > 0, "a targeted search hill-climbs on some cases")
    }
    // Another seed: a different run, case by case.
    let differing = zip(first.fingerprint, other.fingerprint).filter { $0 != $1 }.count
    #expect(differing > Self.otherCases * 9 / 10, "\(differing) of \(Self.otherCases) cases differ with seed 12")
  }

  @Test("each recorded recipe rebuilds its case from the corpus as it stood (what the fuzz parent does)")
  func recipesRebuildCases() {
    let entry = CoordinatorCatalog.entry(named: "offset-lock")!
    var settings = SearchSettings(mode: .targeted, seed: 7, profile: .default, maxSteps: 30)
    settings.warmupCases = 0
    let search = GuidedSearch(settings: settings, coordinators: [entry])
    var rebuilt = 0
    for index in 0..<UInt64(80) {
      let slots = search.slots
      let (generated, recipe) = search.next(caseIndex: index)
      let copy = recipe.realize(settings: settings, slots: slots)
      #expect(copy == generated, "case \(index): \(recipe.text)")
      if copy == generated { rebuilt += 1 }
      search.record(caseIndex: index, generated: generated, results: search.run(generated, caseIndex: index))
    }
    #expect(rebuilt == 80)
  }
}
