// Drives a guided or targeted search in-process the way a fuzz worker does (next, run, record), for the search
// tests: the cases it made, in order, and what the search learned from them.

import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim
import Testing

/// One in-process search over a few hundred cases.
@MainActor
struct SearchDriver {
  let search: GuidedSearch
  /// Every case the search ran, in case-index order, with the recipe it was made from.
  private(set) var cases: [(generated: GeneratedCase, recipe: CaseRecipe)] = []
  /// Each case's results, in `search.coordinators` order.
  private(set) var results: [[RunResult]] = []
  /// Per case: whether the search ran it with its observer (`GuidedSearch.observes(caseIndex:)`).
  private(set) var observedFlags: [Bool] = []

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
      observedFlags.append(search.observes(caseIndex: index))
      let results = search.run(generated, caseIndex: index)
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

/// Watches a run for one situation and stops it there (the reach tests).
@MainActor
protocol ReachWatch: FrameObserver {
  init()
  var reached: Bool { get }
}

/// How often random generation and a guided search's mutations reach one situation, over the same number of cases.
@MainActor
enum SearchReach {
  /// Whether `generated`, played on `entry`, reaches what `Watch` watches for (at any frame of its steps).
  static func reaches<Watch: ReachWatch>(_ generated: GeneratedCase, on entry: CoordinatorEntry, _: Watch.Type) -> Bool {
    let page = PageWorld(config: Runner.normalized(generated.world, for: entry), coordinator: entry.make(), loads: nil)
    var watch = Watch()
    for (index, step) in generated.steps.enumerated() where page.run(step, index: index, observer: &watch) == false { break }
    return watch.reached
  }

  /// Cases of `seed`'s random run that reach it, and of its guided run's mutated cases (a third of them: the rest are
  /// random's own), with how many the guided run mutated and its corpus at the end.
  static func measure<Watch: ReachWatch>(
    _ coordinator: String, seed: UInt64, cases: Int, _ watch: Watch.Type
  ) -> (random: Int, mutated: Int, reaching: Int, corpus: Int) {
    let entry = CoordinatorCatalog.entry(named: coordinator)!
    var random = 0
    for index in 0..<cases {
      let generated = generateCase(seed: deriveSeed(runSeed: seed, caseIndex: UInt64(index)), profile: .default, maxSteps: 30)
      if reaches(generated, on: entry, watch) { random += 1 }
    }
    var driver = SearchDriver(coordinator, mode: .guided, seed: seed)
    driver.run(cases)
    let mutated = driver.cases.filter { if case .fresh = $0.recipe { false } else { true } }
    return (random, mutated.count, mutated.filter { reaches($0.generated, on: entry, watch) }.count, driver.search.corpusCount)
  }

  /// `measure` over `seeds` together (one seed's guided run varies a lot with its lineages), each seed's figures printed
  /// under `label`; expects a third of each run's cases to be mutations and random to reach it at least once.
  static func overSeeds<Watch: ReachWatch>(
    _ coordinator: String, seeds: [UInt64], cases: Int, _ watch: Watch.Type, label: String
  ) -> (randomShare: Double, mutatedShare: Double, summary: String) {
    var random = 0, mutated = 0, reaching = 0
    for seed in seeds {
      let reach = measure(coordinator, seed: seed, cases: cases, watch)
      print("\(label) on \(coordinator), seed \(seed): random \(reach.random) of \(cases), guided mutations \(reach.reaching) of \(reach.mutated) (corpus \(reach.corpus))")
      #expect(reach.mutated > cases / 5, "seed \(seed): a third of the cases are mutations")
      random += reach.random
      mutated += reach.mutated
      reaching += reach.reaching
    }
    #expect(random > 0, "random generation reaches it too, rarely: the measure works on generated cases")
    let summary = "mutations \(reaching) of \(mutated) vs random \(random) of \(seeds.count * cases)"
    return (Double(random) / Double(seeds.count * cases), Double(reaching) / Double(max(mutated, 1)), summary)
  }
}
