// The warm-up of a guided search that starts without a corpus: its first cases are mostly random's own cases,
// then mutation takes over (SearchSettings.warmupCases).

import Checker
import Generators
import Testing

@MainActor @Suite("Guided search warm-up")
struct SearchWarmupTests {
  @Test("the first cases are mostly fresh and are random's cases at the same index; after the warm-up one in ten is")
  func freshShareFalls() throws {
    var driver = SearchDriver("offset-lock", mode: .guided, seed: 9, warmupCases: 100)
    driver.run(300)
    let fresh = driver.cases.map { $0.recipe == .generated }
    let early = fresh[0..<20].filter { $0 }.count
    let late = fresh[100..<300].filter { $0 }.count
    print("warm-up 100: fresh \(early)/20 in cases 0..<20, \(late)/200 in cases 100..<300")
    #expect(early >= 16)
    #expect(late >= 4 && late <= 50)
    for (index, entry) in driver.cases.enumerated() where entry.recipe == .generated {
      let random = generateCase(seed: deriveSeed(runSeed: 9, caseIndex: UInt64(index)), profile: .default, maxSteps: 30)
      #expect(entry.generated == random, "fresh case \(index) is not random's case \(index)")
    }
  }

  @Test("without a warm-up, mutation starts at once; a seeded corpus needs none")
  func noWarmup() {
    var cold = SearchDriver("offset-lock", mode: .guided, seed: 9, warmupCases: 0)
    cold.run(40)
    let mutatedCold = cold.cases.filter { $0.recipe != .generated }.count
    var seeded = SearchDriver(
      "offset-lock", mode: .guided, seed: 9, seeds: [generateCase(seed: 1, maxSteps: 30)], warmupCases: 1000)
    seeded.run(40)
    let mutatedSeeded = seeded.cases.filter { $0.recipe != .generated }.count
    #expect(mutatedCold >= 25)
    #expect(mutatedSeeded >= 25)
  }
}
