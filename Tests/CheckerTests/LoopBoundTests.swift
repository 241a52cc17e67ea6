// Feedback loops are verdicts, not hangs: the world bounds `scrollViewDidScroll` calls per frame
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

@MainActor @Suite struct LoopBoundTests {
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

  /// Found by fuzzing as a hang: offset-lock-seed under didScrollOnEqualValue writes in both callbacks, two calls per
  /// level. Now a verdict at a known frame, identical on every replay.
  @Test("a fan-out loop under didScrollOnEqualValue is no-feedback-loop at frame 1, cut by the per-frame bound")
  func fanOutIsAVerdict() throws {
    let scenario = try Corpus.scenario(Corpus.scenariosDirectory.appendingPathComponent("seed-fan-out-loop.json"))
    #expect(scenario.world.knobs.didScrollOnEqualValue)
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock-seed"))
    let first = Runner.run(entry, world: scenario.world, steps: scenario.steps)
    let loop = try #require(first.verdict.violation)
    #expect(loop.invariant == .noFeedbackLoop && loop.frame == 1 && loop.detail == "breadth" && loop.band == .severe)
    #expect(first.frames < 2 + RunOptions().settleFrameLimit)
    let second = Runner.run(entry, world: scenario.world, steps: scenario.steps)
    #expect(second.violations == first.violations && second.frames == first.frames)
    // The world's own record of the frame: cut at the bound, not run to 2^32 calls.
    final class Calls: FrameObserver {
      var most = 0
      func frameDidEnd(_ world: PageWorld) -> Bool {
        most = max(most, world.facts.callbacks)
        return true
      }
    }
    var calls = Calls()
    let world = PageWorld(config: scenario.world, coordinator: entry.make())
    for (index, step) in scenario.steps.enumerated() { world.run(step, index: index, observer: &calls) }
    #expect(calls.most > PageWorld.callbacksPerFrameLimit)
    #expect(calls.most <= PageWorld.callbacksPerFrameLimit + 2 * PageWorld.callbackDepthLimit)
  }

  /// Swarm cases of the seed variants with every knob drawn: loops are verdicts in every case (none runs on), and
  /// the fuzz profile does reach them.
  @Test("loop-prone coordinators over swarm cases: every case ends within its frames, loops are no-feedback-loop")
  func swarmLoopsAreVerdicts() throws {
    var loops = 0, breadth = 0
    for name in ["offset-lock-seed", "ownership-seed", "echoing-lock"] {
      let entry = try #require(CoordinatorCatalog.entry(named: name))
      let configuration = PropertyConfiguration(cases: 1, seed: 7, profile: .swarm)
      for index in UInt64(0)..<150 {
        let generated = PropertyCheck.generatedCase(index: index, configuration: configuration, for: entry)
        let result = Runner.run(entry, world: generated.world, steps: generated.steps)
        let steps = generated.steps.reduce(0) { $0 + $1.frameCount }
        #expect(result.frames <= steps + RunOptions().settleFrameLimit, "\(name) case \(index)")
        let found = result.violations.filter { $0.invariant == .noFeedbackLoop }
        loops += found.isEmpty ? 0 : 1
        breadth += found.contains { $0.detail == "breadth" } ? 1 : 0
      }
    }
    // Fan-outs are rare in generated cases (two in 17,000 cases of a 60 s run, each a 10 s hang before the per-frame bound); the
    // scenario above pins one down.
    print("swarm cases with a loop: \(loops) of 450, \(breadth) of them fan-outs cut by the per-frame bound")
    #expect(loops > 50)
  }

  @Test("a run stops at the frame limit, however long its steps ask to be")
  func frameLimit() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock"))
    var options = RunOptions()
    options.frameLimit = 5_000
    let steps: [Step] = [.touchDown(x: 200, y: 700), .move(dx: 0, dy: -300, frames: 4_000), .wait(frames: 72_000), .lift(vx: 0, vy: 0)]
    let result = Runner.run(entry, world: WorldConfig(), steps: steps, options: options)
    #expect(result.truncated && result.frames == 5_000)
    #expect(!Runner.run(entry, world: WorldConfig(), steps: Array(steps.prefix(2))).truncated)
  }
}
