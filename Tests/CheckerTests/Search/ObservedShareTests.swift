// Which cases a guided search runs with its observer (`SearchSettings.observedFreshShare`): every case of the warm-up,
// every case the search chose itself, and a quarter of the cases its fresh share forces after the warm-up, the same
// ones on every run. A case run without it still teaches the search its interesting states and failures.

@testable import Checker
import Coordinators
import Generators
import Testing

@MainActor @Suite("Guided search observed cases")
struct ObservedShareTests {
  @Test("the warm-up and every mutated case are observed; after it, only fresh cases of the share drawn out")
  func observedCases() {
    var driver = SearchDriver("offset-lock", mode: .guided, seed: 9, warmupCases: 100)
    driver.run(700)
    let flags = driver.observedFlags
    // The run's feedback says whether it was observed: the flag and the results agree case by case.
    for index in flags.indices {
      #expect(flags[index] == (driver.results[index][0].feedback != nil), "case \(index)")
    }
    #expect(flags.prefix(100).allSatisfy { $0 }, "the warm-up is observed whole")
    var freshLate = 0, drawnIn = 0, unobserved = 0
    for index in 100..<flags.count {
      guard case .fresh(let fresh) = driver.cases[index].recipe else {
        #expect(flags[index], "case \(index), made by the search (\(driver.cases[index].recipe.text)), is observed")
        continue
      }
      freshLate += 1
      let drawn = driver.search.observesShareCase(fresh)
      if drawn { drawnIn += 1 }
      // A case drawn in is observed; one drawn out is observed only when the bandit's fresh arm chose it (its reward
      // is the features it brings), not when the share forced it.
      if drawn { #expect(flags[index], "case \(index)") }
      if !flags[index] { unobserved += 1 }
    }
    let share = Double(drawnIn) / Double(max(freshLate, 1))
    print("after the warm-up: \(freshLate) fresh cases, \(drawnIn) drawn in, \(unobserved) run unobserved")
    #expect(freshLate >= 300, "two thirds of 600 cases are fresh at least")
    // A quarter drawn in: 0.17 to 0.33 over three hundred or more cases is beyond four standard deviations.
    #expect(share > 0.17 && share < 0.33)
    // Cases the share forces are a sizeable part of the fresh ones here (92 of 380 run unobserved on this seed).
    #expect(unobserved >= freshLate / 8)
  }

  @Test("the same cases are observed on every run of a seed, and another seed observes others")
  func observedCasesRepeat() {
    var first = SearchDriver("offset-lock", mode: .targeted, seed: 4, warmupCases: 50)
    var second = SearchDriver("offset-lock", mode: .targeted, seed: 4, warmupCases: 50)
    var other = SearchDriver("offset-lock", mode: .targeted, seed: 5, warmupCases: 50)
    first.run(250)
    second.run(250)
    other.run(250)
    #expect(first.observedFlags == second.observedFlags)
    #expect(first.fingerprint == second.fingerprint)
    #expect(first.observedFlags != other.observedFlags)
  }

  @Test("a case run without the observer still brings its interesting states to the search")
  func unobservedCasesTeachStates() {
    var driver = SearchDriver("offset-lock", mode: .guided, seed: 9, warmupCases: 0)
    driver.run(300)
    let unobserved = driver.observedFlags.indices.filter { !driver.observedFlags[$0] }
    #expect(!unobserved.isEmpty)
    // Every state an unobserved case reached is among the states the search has seen.
    for index in unobserved {
      let states = driver.results[index][0].coverage.bits
      #expect(states & ~driver.search.seenStates[0] == 0, "case \(index)")
    }
  }
}
