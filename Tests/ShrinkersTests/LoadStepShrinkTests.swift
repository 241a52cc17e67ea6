// The Three Loaders article's load steps and settings shrink like everything else: a response's delay toward 0
// (at once), its banner height dropped or lowered, load settings back to their defaults, and
// every value the shrinker proposes decodes.

import ScrollSim
import Testing

@testable import Shrinkers

@Suite struct LoadStepShrinkTests {
  @Test("a late response shrinks to the smallest delay that still fails, its banner height dropped when not needed")
  func responseDelay() {
    let oracle = RecordingOracle { c in
      c.steps.contains {
        if case .respond(.nextPage, let after, _, _) = $0 { after >= 37 } else { false }
      }
    }
    let steps: [Step] = [
      .requestSlots, .respond(load: .nextPage, afterFrames: 240, outcome: .failure, slotHeight: 412.5), .wait(frames: 30),
    ]
    let result = oracle.shrink(ShrinkCandidate(steps: steps))
    #expect(result.candidate.steps == [.respond(load: .nextPage, afterFrames: 37, outcome: .failure, slotHeight: nil)])
    #expect(oracle.calls.allSatisfy { $0.steps.allSatisfy(roundTrips) }, "every proposal decodes")
  }

  @Test("a banner height the failure needs is kept, lowered to its boundary")
  func slotHeightBoundary() {
    let oracle = RecordingOracle { c in
      c.steps.contains { if case .respond(.slots, _, _, let h?) = $0 { h >= 333 } else { false } }
    }
    let result = oracle.shrink(
      ShrinkCandidate(steps: [.respond(load: .slots, afterFrames: 12, outcome: .success, slotHeight: 580.25)]))
    #expect(result.candidate.steps == [.respond(load: .slots, afterFrames: 0, outcome: .success, slotHeight: 333)])
  }

  @Test("no banner height is simpler than a height of zero")
  func noHeightIsSimplest() {
    let with = ShrinkCandidate(steps: [.respond(load: .slots, afterFrames: 0, outcome: .success, slotHeight: 0)])
    let without = ShrinkCandidate(steps: [.respond(load: .slots, afterFrames: 0, outcome: .success, slotHeight: nil)])
    #expect(isSimpler(without, with))
  }

  @Test("load settings go back to their defaults, and loads go away when the failure does not need them")
  func loadSettings() {
    var world = WorldConfig()
    world.loads = LoadSettings(refreshThreshold: 45, bottomHitDistance: 1500, pageHeight: 400)
    let needsLoads = RecordingOracle { $0.world.loads != nil && $0.steps.count == 1 }
    let kept = needsLoads.shrink(ShrinkCandidate(world: world, steps: [.requestSlots])).candidate.world
    #expect(kept.loads == LoadSettings())
    let anyWorld = RecordingOracle { $0.steps.count == 1 }
    #expect(anyWorld.shrink(ShrinkCandidate(world: world, steps: [.requestSlots])).candidate.world.loads == nil)
  }
}
