// The rates measurement (`SearchRun.failureRates`, `nestedcheck-bench rates`) runs a search on past its failures and
// counts each way of making a case with its failures; it is only a measurement if every case is counted once, the
// search really goes on after a failure, and no failing case becomes a parent (its mutations would fail by
// inheritance).

import Checker
import Coordinators
import Generators
import Testing

@MainActor @Suite("Search failure rates")
struct SearchFailureRatesTests {
  /// A catalogued mutant random generation meets within a few dozen cases, so a few thousand hold many failures.
  static let entry = CoordinatorCatalog.entry(named: "no-max-clamp")!

  @Test("a guided search goes on past its failures, counts every case once, and keeps no failing case")
  func guided() {
    let settings = SearchSettings(mode: .guided, seed: 5, profile: .default)
    let rates = SearchRun.failureRates(of: Self.entry, settings: settings, limit: 3000)
    print("no-max-clamp, guided, 3,000 cases: cases \(rates.cases), failures \(rates.failures)")
    #expect(rates.cases.reduce(0, +) == 3000)
    #expect(rates.failures.reduce(0, +) > 2, "the search went on after its first failure")
    #expect(zip(rates.failures, rates.cases).allSatisfy { $0 <= $1 })
    // Two in three are random's own (FreshSchedule.swift), and the search made cases of its own too.
    #expect(rates.cases[0] >= 2000 - 1)
    #expect(rates.cases[1] + rates.cases[2] > 0)
    #expect(rates.cases[3] == 0, "only a targeted search tunes")
    #expect(rates.keptFailures == 0)
    // Most mutations apply one operator (three in five), and only mutations are credited to operators.
    let single = rates.singleOperatorCases.reduce(0, +)
    #expect(single > (rates.cases[1] + rates.cases[2]) / 3 && single <= rates.cases[1] + rates.cases[2])
    #expect(rates.singleOperatorFailures.reduce(0, +) <= rates.failures[1] + rates.failures[2])
    #expect(zip(rates.singleOperatorFailures, rates.singleOperatorCases).allSatisfy { $0 <= $1 })
  }

  @Test("a random search's failures are those of random's cases, one by one")
  func random() throws {
    let settings = SearchSettings(mode: .random, seed: 5, profile: .default)
    let rates = SearchRun.failureRates(of: Self.entry, settings: settings, limit: 600)
    #expect(rates.cases == [600, 0, 0, 0])
    // The first failure is where `firstFailure` finds it: the same cases in the same order.
    let first = SearchRun.firstFailure(of: Self.entry, settings: settings, limit: 600)
    let firstCases = try #require(first.failure?.cases)
    let upToFirst = SearchRun.failureRates(of: Self.entry, settings: settings, limit: firstCases)
    #expect(upToFirst.failures[0] == 1)
    #expect(rates.failures[0] >= 1)
  }
}
