// Replay counts for the design's target case: 200 steps, 2 of them essential, under 2,000 replays.
// Only replay counts are asserted; times are printed for the curious but machines are noisy.

import ScrollSim
import Testing

@testable import Shrinkers

@Suite struct EfficiencyTests {
  /// Two essential steps that no filler step can imitate (filler moves keep |dy| <= 300, tabs stay below 3).
  static let essentials: [Step] = [.move(dx: 40.5, dy: -777.25, frames: 18), .tapTab(index: 7, animated: true)]

  static func input(seed: UInt64) -> ShrinkCandidate {
    ShrinkCandidate(steps: Noise.steps(198, around: essentials, seed: seed))
  }

  @Test("a 200-step case with 2 essential steps shrinks to exactly those 2 within 2,000 replays",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func twoHundredSteps(seed: UInt64) {
    let input = Self.input(seed: seed)
    #expect(input.steps.count == 200)
    let oracle = RecordingOracle(moveThenTap(dyBelow: -700, tab: 7))
    let result = oracle.shrink(input)
    print("200 steps, seed \(seed): \(result.replays) replays, \(result.cacheHits) cache hits, \(result.rounds) rounds")
    #expect(result.candidate.steps == [.move(dx: 0, dy: -701, frames: 1), .tapTab(index: 7, animated: false)])
    #expect(result.replays <= 2_000)
  }

  @Test("benchmark: replays per pass for the 200-step case")
  func benchmark() {
    let result = Shrinker(oracle: moveThenTap(dyBelow: -700, tab: 7)).shrink(Self.input(seed: 1))
    print(result.report)
    #expect(result.replays <= 2_000)
    #expect(!result.stoppedByBudget)
  }
}
