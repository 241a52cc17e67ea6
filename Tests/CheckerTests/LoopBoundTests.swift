// Feedback loops are verdicts, not hangs (issue 9): the world bounds `scrollViewDidScroll` calls per frame
// (breadth) as well as their nesting (depth), so a fan-out loop on a UIKit that calls back for equal values
// is a `no-feedback-loop` failure at a known frame, and its replay returns at once.

import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim
import Testing

/// Records the most `scrollViewDidScroll` calls any frame made.
private struct BreadthRecorder: FrameObserver {
  var maxCallbacks = 0
  var loops = 0
  mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    maxCallbacks = max(maxCallbacks, world.facts.callbacks)
    if world.facts.feedbackLoop { loops += 1 }
    return true
  }
}

@Suite struct LoopBoundTests {
  /// The per-frame limit must leave a legitimate page far inside it: the shipped coordinators, over every profile
  /// with every knob drawn (didScrollOnEqualValue included), never come near it.
  @Test("the shipped coordinators stay far below the per-frame callback limit")
  func legitimateBreadth() throws {
    var most = 0
    var frames = 0
    for name in ["offset-lock", "ownership"] {
      let entry = try #require(CoordinatorCatalog.entry(named: name))
      for profile in GeneratorProfile.all {
        for index in 0..<150 {
          let generated = generateCase(seed: deriveSeed(runSeed: 11, caseIndex: UInt64(index)), profile: profile, maxSteps: 60)
          let world = PageWorld(
            config: Runner.normalized(generated.world, for: entry), coordinator: entry.make(), loads: entry.makeLoads())
          var recorder = BreadthRecorder()
          for (step, item) in generated.steps.enumerated() { world.run(item, index: step, observer: &recorder) }
          #expect(recorder.loops == 0, "\(name) looped on \(profile.name) case \(index)")
          most = max(most, recorder.maxCallbacks)
          frames += world.frameCount
        }
      }
    }
    print("most scrollViewDidScroll calls in one frame of a shipped coordinator: \(most) over \(frames) frames")
    #expect(most > 0)
    #expect(most * 8 <= PageWorld.callbacksPerFrameLimit, "\(most) calls in a frame: the limit leaves too little margin")
  }
}
