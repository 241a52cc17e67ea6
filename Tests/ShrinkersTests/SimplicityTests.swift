// The simplicity order: each key dominates the ones after it, and numbers score as documented.

import ScrollSim
import Testing

@testable import Shrinkers

@Suite struct SimplicityTests {
  @Test("fewer steps is simpler whatever the frames, numbers or world")
  func fewerStepsFirst() {
    let short = ShrinkCandidate(world: Noise.busyWorld, steps: [.wait(frames: 9_000), .move(dx: 1e6, dy: 1e6, frames: 500)])
    let long = ShrinkCandidate(steps: [.tapStatusBar, .tapStatusBar, .tapStatusBar])
    #expect(isSimpler(short, long))
    #expect(!isSimpler(long, short))
  }

  @Test("with equal step counts, fewer frames is simpler than smaller numbers")
  func framesBeforeNumbers() {
    let fewFrames = ShrinkCandidate(steps: [.move(dx: 900, dy: -900, frames: 2)])
    let smallNumbers = ShrinkCandidate(steps: [.move(dx: 0, dy: 0, frames: 3)])
    #expect(isSimpler(fewFrames, smallNumbers))
  }

  @Test("with equal steps, a world nearer the defaults is simpler")
  func worldLast() {
    let steps: [Step] = [.tapStatusBar]
    var oneKnob = WorldConfig()
    oneKnob.knobs.frameRate = 60
    #expect(isSimpler(ShrinkCandidate(steps: steps), ShrinkCandidate(world: oneKnob, steps: steps)))
    #expect(isSimpler(ShrinkCandidate(world: oneKnob, steps: steps), ShrinkCandidate(world: Noise.busyWorld, steps: steps)))
    var fewer = WorldConfig()
    fewer.listCount = 1
    #expect(isSimpler(ShrinkCandidate(world: fewer, steps: steps), ShrinkCandidate(steps: steps)))
  }

  @Test("a candidate is never simpler than itself")
  func irreflexive() {
    let c = ShrinkCandidate(world: Noise.busyWorld, steps: Noise.steps(30, seed: 7))
    #expect(!isSimpler(c, c))
  }

  @Test("integers score their distance from zero; a fraction scores more than the whole number beyond it")
  func numberScores() {
    #expect(numberComplexity(-137) == 137)
    #expect(numberComplexity(-137) < numberComplexity(-140))
    #expect(numberComplexity(138) < numberComplexity(137.25))
    #expect(numberComplexity(137) < numberComplexity(137.25))
    #expect(numberComplexity(.nan) == .infinity)
  }

  @Test("roundness penalties order multiples of 100, of 10, whole numbers, fractions")
  func roundness() {
    #expect(roundnessPenalty(300) < roundnessPenalty(320))
    #expect(roundnessPenalty(320) < roundnessPenalty(317))
    #expect(roundnessPenalty(317) < roundnessPenalty(317.4))
  }

  @Test("an animated tab tap is less simple than the same tap without animation")
  func animation() {
    #expect(
      isSimpler(
        ShrinkCandidate(steps: [.tapTab(index: 1, animated: false)]),
        ShrinkCandidate(steps: [.tapTab(index: 1, animated: true)])))
  }
}
