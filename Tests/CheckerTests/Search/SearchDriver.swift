// Drives a guided or targeted search in-process the way a fuzz worker does (next, run, record), for the search
// tests: the cases it made, in order, and what the search learned from them.

import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim

/// One in-process search over a few hundred cases.
@MainActor
struct SearchDriver {
  let search: GuidedSearch
  /// Every case the search ran, in case-index order, with the recipe it was made from.
  private(set) var cases: [(generated: GeneratedCase, recipe: CaseRecipe)] = []
  /// Each case's results, in `search.coordinators` order.
  private(set) var results: [[RunResult]] = []

  /// `warmupCases` is 0 by default: these tests look at mutation, which the warm-up would hold back for 1,000 cases.
  init(
    _ coordinator: String, mode: SearchMode, seed: UInt64, maxSteps: Int = 30, seeds: [GeneratedCase] = [],
    warmupCases: Int = 0
  ) {
    let entry = CoordinatorCatalog.entry(named: coordinator)!
    var settings = SearchSettings(mode: mode, seed: seed, profile: .default, maxSteps: maxSteps)
    settings.warmupCases = warmupCases
    search = GuidedSearch(settings: settings, coordinators: [entry], seeds: seeds)
  }

  /// Runs cases `cases.count ..< cases.count + count`.
  mutating func run(_ count: Int) {
    for _ in 0..<count {
      let index = UInt64(cases.count)
      let (generated, recipe) = search.next(caseIndex: index)
      let results = search.run(generated)
      search.record(caseIndex: index, generated: generated, results: results)
      cases.append((generated, recipe))
      self.results.append(results)
    }
  }

  /// A fingerprint of every case made so far: its wire JSON (world, steps, disabled families), one line per case.
  var fingerprint: [String] { cases.map { String(decoding: $0.generated.wireJSON, as: UTF8.self) } }
}

extension GeneratedCase {
  /// The case as the scenario file a corpus folder or a failure report would hold, read back by the strict decoder.
  func decodedScenario() throws -> Scenario {
    let scenario = Scenario(coordinator: nil, world: world, steps: steps)
    return try Scenario.decode(scenario.encoded(), source: "generated case")
  }
}
