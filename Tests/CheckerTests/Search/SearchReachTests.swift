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
private struct OffGridWatch: ReachWatch {
  var reached = false
  init() {}

  mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    let scale = world.physics.pixelScale
    if SearchObserver.offGrid(world.maxOffsetY, scale: scale) { reached = true }
    if let list = world.listView(at: world.visiblePage), SearchObserver.offGrid(list.minPosition, scale: scale) { reached = true }
    return !reached
  }
}

@MainActor @Suite("Guided search reach")
struct SearchReachTests {
  @Test("guided search's mutations reach off-grid page geometry far more often than random generation (two seeds)")
  func offGridPages() {
    // The claim is made over two runs together: the share of mutated cases that reach it against the share of random's
    // cases. Measured on seeds 13 and 14: mutations 45 of 258 (17 %), random 60 of 800 (7.5 %).
    let reach = SearchReach.overSeeds("ownership", seeds: [13, 14], cases: 400, OffGridWatch.self, label: "off-grid page geometry")
    #expect(reach.mutatedShare >= 1.5 * reach.randomShare, "\(reach.summary)")
  }
}
