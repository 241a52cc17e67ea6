// Which cases of a guided search are random's own (FreshSchedule.swift): all of them during the warm-up of a search
// that starts without a corpus, then at least two in three at every point, and always random's cases in random's
// order, none skipped. That order is what bounds a search's cost on any fault by 1.5 times random's.

@testable import Checker
import Coordinators
import Generators
import Testing

@MainActor @Suite("Guided search fresh cases")
struct SearchWarmupTests {
  /// The fresh cases of a search, in order, and the index of the case each stood in for.
  static func freshCases(_ driver: SearchDriver) -> [(position: Int, caseIndex: UInt64, generated: GeneratedCase)] {
    driver.cases.enumerated().compactMap { position, entry in
      if case .fresh(let caseIndex) = entry.recipe { return (position, caseIndex, entry.generated) }
      return nil
    }
  }

  @Test("fresh cases are random's cases 0, 1, 2, … in order; after n cases at least ⌈2n/3⌉ − 1 were fresh")
  func freshCasesAreRandomsInOrder() {
    var driver = SearchDriver("offset-lock", mode: .guided, seed: 9, warmupCases: 100)
    driver.run(400)
    let fresh = Self.freshCases(driver)
    #expect(fresh.map(\.caseIndex) == (0..<UInt64(fresh.count)).map { $0 }, "random's cases in random's order")
    for entry in fresh {
      let random = generateCase(seed: deriveSeed(runSeed: 9, caseIndex: entry.caseIndex), profile: .default, maxSteps: 30)
      #expect(entry.generated == random, "fresh case \(entry.position) is not random's case \(entry.caseIndex)")
    }
    var count = 0
    for (position, entry) in driver.cases.enumerated() {
      if case .fresh = entry.recipe { count += 1 }
      let cases = position + 1
      #expect(3 * count >= 2 * cases - 3, "\(count) fresh of the first \(cases) cases")
    }
    // The warm-up: the first cases are all fresh; afterwards the corpus gets its third.
    #expect(fresh.prefix(20).map(\.position) == Array(0..<20))
    let late = fresh.filter { $0.position >= 100 }.count
    print("warm-up 100: \(fresh.count) of 400 cases fresh, \(late) of the 300 after the warm-up")
    #expect(late < 280, "the corpus gets cases once the warm-up is over")
  }

  @Test("random's failing case N is reached by the search's case ⌈3N/2⌉ at the latest")
  func boundOnAnyFault() {
    // Whatever a fault needs, a fresh case is random's: random's case 90 is fresh case 90 of the search.
    var driver = SearchDriver("offset-lock", mode: .targeted, seed: 5)
    driver.run(136)
    let fresh = Self.freshCases(driver)
    #expect(fresh.contains { $0.caseIndex == 89 }, "random's case 90 (index 89) is among the search's first 136")
  }

  @Test("without a warm-up, mutation starts at once; a seeded corpus needs none")
  func noWarmup() {
    var cold = SearchDriver("offset-lock", mode: .guided, seed: 9, warmupCases: 0)
    cold.run(60)
    let mutatedCold = cold.cases.filter { if case .fresh = $0.recipe { false } else { true } }.count
    var seeded = SearchDriver(
      "offset-lock", mode: .guided, seed: 9, seeds: [generateCase(seed: 1, maxSteps: 30)], warmupCases: 1000)
    seeded.run(60)
    let mutatedSeeded = seeded.cases.filter { if case .fresh = $0.recipe { false } else { true } }.count
    // Some of 60 cases are mutations, at most a third (with a warm-up of 1,000 none would be). How many is the bandit's
    // choice: the third that is not random's goes to the way that paid most news per frame, and random's next case is
    // one of those ways. The cold search mutates 3 (seed 9): since the observer's kinds 9 and 10 (motions at once), a
    // fresh case on an empty corpus pays in more new features, so the bandit gives more of the early third to fresh
    // cases (it mutated 7 before them). The seeded search mutates 6.
    print("mutated of 60: cold \(mutatedCold), seeded \(mutatedSeeded)")
    #expect(mutatedCold >= 2 && mutatedCold <= 20)
    #expect(mutatedSeeded >= 6 && mutatedSeeded <= 20)
  }
}
