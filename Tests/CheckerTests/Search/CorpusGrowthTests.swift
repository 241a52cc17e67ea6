// A guided search keeps the cases that reached something new and nothing else; a random search keeps nothing. The
// corpus must actually grow on a shipped coordinator (or the search is a random one with extra steps), for the
// documented reasons, and the (feature, bucket) pairs it has seen must keep growing as it runs.

import Checker
import Coordinators
import Generators
import Testing

@MainActor @Suite("Guided search corpus")
struct CorpusGrowthTests {
  static func index(of reason: CorpusReason) -> Int { CorpusReason.allCases.firstIndex(of: reason)! }

  @Test("300 guided cases on offset-lock: the corpus grows, for new features first, and the features seen keep growing")
  func growth() {
    var driver = SearchDriver("offset-lock", mode: .guided, seed: 3)
    driver.run(50)
    let earlyFeatures = driver.search.featureCount
    let earlyCorpus = driver.search.corpusCount
    driver.run(250)
    let search = driver.search
    let additions = zip(CorpusReason.allCases, search.additions).map { "\($0.rawValue) \($1)" }.joined(separator: ", ")
    print("guided corpus after 300 cases on offset-lock: \(search.corpusCount) cases, additions by reason (\(additions)), features \(earlyFeatures) after 50 cases, \(search.featureCount) after 300")
    #expect(search.corpusCount > earlyCorpus && earlyCorpus > 0)
    // No capacity pressure at this size: every addition has its own slot.
    #expect(search.additions.reduce(0, +) == search.corpusCount)
    #expect(search.additions[Self.index(of: .feature)] > 0)
    #expect(search.additions[Self.index(of: .seed)] == 0, "no seeds were given")
    #expect(search.additions[Self.index(of: .target)] == 0, "a guided (not targeted) search keeps no targets")
    #expect(search.featureCount > earlyFeatures)
    // Kept, not everything: a search that kept every case would mutate blindly.
    #expect(search.corpusCount < 300)
    #expect(search.failingSlots.isEmpty, "offset-lock is clean")
    // The cases kept are cases it ran, in their slots.
    let ran = Set(driver.cases.map(\.generated))
    #expect(search.slots.allSatisfy { $0.map(ran.contains) ?? false })
  }

  @Test("seeded with corpus cases, a search keeps them all in order and counts them as seeds")
  func seeds() {
    let seeds = (0..<5).map { generateCase(seed: UInt64($0) + 100, profile: .default, maxSteps: 20) }
    let driver = SearchDriver("offset-lock", mode: .guided, seed: 3, seeds: seeds)
    #expect(Array(driver.search.slots.prefix(5)) == seeds)
    #expect(driver.search.additions[Self.index(of: .seed)] == 5)
    #expect(driver.search.featureCount > 0, "the seeds were replayed to learn what they reach")
  }

  @Test("a random search keeps no corpus and makes case k of the run seed")
  func random() {
    let entry = CoordinatorCatalog.entry(named: "offset-lock")!
    let settings = SearchSettings(mode: .random, seed: 3, profile: .default, maxSteps: 30)
    let outcome = SearchRun.firstFailure(of: entry, settings: settings, limit: 60)
    #expect(outcome.failure == nil && outcome.casesRun == 60)
    #expect(outcome.corpusCount == 0 && outcome.additions.isEmpty && outcome.featureCount == 0)
    let search = GuidedSearch(settings: settings, coordinators: [entry], seeds: [generateCase(seed: 1, maxSteps: 30)])
    for index in UInt64(0)..<20 {
      let (generated, recipe) = search.next(caseIndex: index)
      #expect(recipe == .fresh(caseIndex: index))
      #expect(generated == generateCase(seed: deriveSeed(runSeed: 3, caseIndex: index), profile: .default, maxSteps: 30))
    }
  }
}
