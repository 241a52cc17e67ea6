// The developers' guide asks every property test to measure how often it reaches the situation it is about. A guided
// search is supposed to reach rare page states more often than random generation: here, a page whose geometry lies
// off the device-pixel grid (`maxOffsetY` or the on-screen list's top between two pixels, the grid-fit feature of
// `SearchObserver`), where views can no longer rest exactly on an edge and sub-pixel residues appear. Measured over
// the same number of cases, guided vs random, on `ownership`; the figures are printed.

@testable import Checker
import Coordinators
import Generators
import ScrollSim
import Testing

/// Watches a run for a frame whose page geometry is off the pixel grid, and stops it there.
@MainActor
private struct OffGridWatch: FrameObserver {
  var reached = false

  mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    let scale = world.physics.pixelScale
    if SearchObserver.offGrid(world.maxOffsetY, scale: scale) { reached = true }
    if let list = world.listView(at: world.visiblePage), SearchObserver.offGrid(list.minPosition, scale: scale) { reached = true }
    return !reached
  }
}

@MainActor @Suite("Guided search reach")
struct SearchReachTests {
  static let cases = 400
  static let entry = CoordinatorCatalog.entry(named: "ownership")!

  /// Whether `generated` reaches an off-grid page geometry on `ownership` (at any frame of its steps).
  static func reachesOffGrid(_ generated: GeneratedCase) -> Bool {
    let page = PageWorld(config: Runner.normalized(generated.world, for: entry), coordinator: entry.make(), loads: nil)
    var watch = OffGridWatch()
    for (index, step) in generated.steps.enumerated() where page.run(step, index: index, observer: &watch) == false { break }
    return watch.reached
  }

  /// Cases of `seed`'s random and guided runs that reach an off-grid page geometry.
  static func reach(seed: UInt64) -> (random: Int, guided: Int, corpus: Int) {
    var random = 0
    for index in 0..<cases {
      let generated = generateCase(seed: deriveSeed(runSeed: seed, caseIndex: UInt64(index)), profile: .default, maxSteps: 30)
      if reachesOffGrid(generated) { random += 1 }
    }
    var driver = SearchDriver("ownership", mode: .guided, seed: seed)
    driver.run(cases)
    return (random, driver.cases.filter { reachesOffGrid($0.generated) }.count, driver.search.corpusCount)
  }

  @Test("guided search reaches off-grid page geometry far more often than random generation (two seeds, 400 cases each)")
  func offGridPages() {
    // One seed's guided run varies a lot with its lineages (measured over seeds 13...18: 61 to 165 cases of 400,
    // random 24 to 33), so the claim is made over two runs together.
    var random = 0, guided = 0
    for seed: UInt64 in [13, 14] {
      let reach = Self.reach(seed: seed)
      print("off-grid page geometry on ownership, seed \(seed), \(Self.cases) cases: random \(reach.random), guided \(reach.guided) (corpus \(reach.corpus))")
      #expect(reach.random > 0, "random generation reaches it too, rarely: the measure works on generated cases")
      #expect(reach.guided > reach.random, "seed \(seed)")
      random += reach.random
      guided += reach.guided
    }
    #expect(guided >= 2 * random, "guided \(guided) vs random \(random) over 800 cases")
  }
}
