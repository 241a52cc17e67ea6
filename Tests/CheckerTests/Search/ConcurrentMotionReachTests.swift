// Faults of an order of events need two motions at once: here, the outer's own motion (a status-bar tap's scroll,
// momentum, a bounce) ending while the pager's animated jump across two or more pages still runs. A guided search is
// supposed to reach such rare combinations more often than random generation. Measured over the same number of cases
// on `offset-lock`, guided mutations against random's cases, seeds 13 and 14, 2,000 cases each: random 78 of 4,000
// (2.0 %), mutations 58 of 1,332 (4.4 %). With the search observer's kinds 9 and 10 (motions at once, and their order)
// switched off it was 54 of 1,332 (4.1 %): the reach comes from mutating corpus cases, and those two kinds add little
// to it (docs/search.md). The figures are printed.

@testable import Checker
import Coordinators
import Generators
import ScrollSim
import Testing

/// Watches a run for a frame in which the outer's own motion (an animation, momentum, a bounce) ends while the pager's
/// animated jump across two or more pages runs.
@MainActor
private struct EndDuringLongJumpWatch: ReachWatch {
  var reached = false
  private var outerWasMoving = false
  init() {}

  mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    let width = world.viewportWidth
    let outerMoving = world.outerView.isMoving
    if outerWasMoving, !outerMoving, width > 0, world.pager.motionCode == 5, world.pager.animationDistance >= 1.5 * width {
      reached = true
    }
    outerWasMoving = outerMoving
    return !reached
  }
}

@MainActor @Suite("Guided search reach: motions at once")
struct ConcurrentMotionReachTests {
  @Test("guided search's mutations reach an outer motion ending during a jump across two or more pages more often than random (two seeds)")
  func motionEndingDuringLongJump() {
    let reach = SearchReach.overSeeds(
      "offset-lock", seeds: [13, 14], cases: 2000, EndDuringLongJumpWatch.self,
      label: "outer motion ending during a jump across 2+ pages")
    #expect(reach.mutatedShare >= 1.5 * reach.randomShare, "\(reach.summary)")
  }
}
