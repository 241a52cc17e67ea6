// World reduction: fewer lists, defaults one field at a time, round sizes, and only decodable worlds.

import ScrollSim
import Testing

@testable import Shrinkers

@Suite struct WorldShrinkTests {
  @Test("a world-only failure keeps just the fields it needs; everything else returns to its default")
  func keepsOnlyNeededFields() {
    let oracle = RecordingOracle { $0.world.listCount >= 2 && $0.world.knobs.dragDeltaMode == .fromStart }
    let result = oracle.shrink(ShrinkCandidate(world: Noise.busyWorld, steps: Noise.steps(10, seed: 5)))
    var expected = WorldConfig()
    expected.listCount = 2
    expected.knobs.dragDeltaMode = .fromStart
    #expect(result.candidate.world == expected)
    #expect(result.candidate.steps.isEmpty)
  }

  @Test("a size the failure depends on moves to the roundest value that still fails")
  func roundsSizes() {
    let oracle = RecordingOracle { $0.world.headerHeight > 317 }
    let result = oracle.shrink(ShrinkCandidate(world: Noise.busyWorld, steps: []))
    #expect(result.candidate.world.headerHeight == 320)
  }

  @Test("lists are removed even when steps name them: the oracle decides")
  func fewerLists() {
    let oracle = RecordingOracle { c in c.steps.contains { $0.tappedTab == 4 } }
    let result = oracle.shrink(ShrinkCandidate(world: Noise.busyWorld, steps: [.tapTab(index: 4, animated: true)]))
    #expect(result.candidate.world.listCount == 1)
    #expect(result.candidate.world.initialIndex == 0)
    #expect(result.candidate.world.lists.isEmpty)
  }

  @Test("every world the oracle sees passes the strict decoder, even when a default would break a cross-field rule")
  func onlyDecodableWorlds() {
    var cramped = Noise.busyWorld
    cramped.viewportHeight = 150  // the default safeAreaTop (103) would exceed half of it
    cramped.safeAreaTop = 70
    cramped.safeAreaBottom = 70
    cramped.pinBarHeight = 60
    cramped.pinOffset = 40
    cramped.headerOnly = true
    cramped.listCount = 1
    cramped.lists = []
    cramped.initialIndex = 0
    #expect(roundTrips(cramped))
    let oracle = RecordingOracle { $0.world.viewportHeight < 200 && $0.world.safeAreaTop > 60 }
    let result = oracle.shrink(ShrinkCandidate(world: cramped, steps: [.tapStatusBar]))
    #expect(oracle.calls.allSatisfy { roundTrips($0.world) })
    #expect(result.candidate.world.viewportHeight == 150)  // 200, the nearest multiple of 100, passes
    #expect(result.candidate.world.safeAreaTop == 70)  // 100 and the default 103 exceed half the viewport
    #expect(!result.candidate.world.headerOnly)
  }
}
