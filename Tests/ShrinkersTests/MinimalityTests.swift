// The shrinker's promises about its output: 1-minimal sequences and locally minimal numbers.

import ScrollSim
import Testing

@testable import Shrinkers

@Suite struct MinimalityTests {
  @Test("the result is 1-minimal: removing any single step makes the oracle pass", arguments: [1, 2, 3, 4, 5] as [UInt64])
  func oneMinimal(seed: UInt64) {
    let oracle = RecordingOracle(moveThenTap(dyBelow: -250))
    let steps = Noise.steps(60, around: [.move(dx: 3, dy: -280.5, frames: 7), .tapTab(index: 1, animated: true)], seed: seed)
    let result = oracle.shrink(ShrinkCandidate(steps: steps))
    let final = result.candidate
    #expect(oracle(final))
    for index in final.steps.indices {
      var fewer = final
      fewer.steps.remove(at: index)
      #expect(!oracle(fewer), "removing step \(index) (\(final.steps[index])) still fails")
    }
  }

  @Test("a move followed later by a tab tap shrinks to the two steps, each fully simplified")
  func moveThenTapShape() {
    let oracle = RecordingOracle(moveThenTap(dyBelow: -300))
    let steps = Noise.steps(40, around: [.move(dx: 12.5, dy: -842.6, frames: 25), .tapTab(index: 2, animated: true)], seed: 11)
    let result = oracle.shrink(ShrinkCandidate(steps: steps))
    #expect(result.candidate.steps == [.move(dx: 0, dy: -301, frames: 1), .tapTab(index: 0, animated: false)])
  }

  @Test("binary search reaches the exact boundary: dy <= -137 shrinks to dy == -137")
  func exactBoundary() {
    let oracle = RecordingOracle { $0.steps.contains { ($0.moveDY ?? 0) <= -137 } }
    let result = oracle.shrink(ShrinkCandidate(steps: [.wait(frames: 10), .move(dx: -44.25, dy: -842.6, frames: 30)]))
    #expect(result.candidate.steps == [.move(dx: 0, dy: -137, frames: 1)])
  }

  @Test("a fractional boundary ends at the whole number just past it")
  func fractionalBoundary() {
    let oracle = RecordingOracle { $0.steps.contains { ($0.moveDY ?? 0) <= -137.25 } }
    let result = oracle.shrink(ShrinkCandidate(steps: [.move(dx: 0, dy: -900.125, frames: 3)]))
    #expect(result.candidate.steps == [.move(dx: 0, dy: -138, frames: 1)])
  }

  @Test("a flick faster than 5000 pt/s shrinks to the first whole speed past the boundary, sign kept",
        arguments: [-7321.75, 6543.5])
  func flickBoundary(vy: Double) {
    let oracle = RecordingOracle { $0.steps.contains { abs($0.liftVY ?? 0) > 5000 } }
    let result = oracle.shrink(ShrinkCandidate(steps: Noise.steps(20, around: [.lift(vx: 812.5, vy: vy)], seed: 3)))
    #expect(result.candidate.steps == [.lift(vx: 0, vy: vy < 0 ? -5001 : 5001)])
  }

  @Test("a negative number that shrinks to zero becomes 0, never -0")
  func noNegativeZero() {
    let oracle = RecordingOracle { $0.steps.count == 2 }
    let result = oracle.shrink(ShrinkCandidate(steps: [.move(dx: -3, dy: -40, frames: 2), .lift(vx: -10, vy: -700)]))
    #expect(result.candidate.steps == [.move(dx: 0, dy: 0, frames: 1), .lift(vx: 0, vy: 0)])
    for step in result.candidate.steps {
      for slot in step.numberFields.indices { #expect(step.number(at: slot).sign == .plus, "\(step)") }
    }
  }

  @Test("numbers stop at the decoder's lower bounds: resize sizes at 1, frames at 1")
  func decoderFloors() {
    let oracle = RecordingOracle { c in c.steps.contains { $0.kind == .resize } && c.steps.contains { $0.kind == .wait } }
    let result = oracle.shrink(ShrinkCandidate(steps: [.resize(width: 834.5, height: 1194), .wait(frames: 240)]))
    #expect(result.candidate.steps == [.resize(width: 1, height: 1), .wait(frames: 1)])
  }

  @Test("adjacent moves merge into one move carrying the whole translation")
  func mergesMoves() {
    let oracle = RecordingOracle { c in c.steps.reduce(0) { $0 + ($1.moveDY ?? 0) } <= -1000 }
    let moves = Array(repeating: Step.move(dx: 0, dy: -100, frames: 4), count: 15)
    let result = oracle.shrink(ShrinkCandidate(steps: moves))
    #expect(result.candidate.steps == [.move(dx: 0, dy: -1000, frames: 1)])
  }

  @Test("adjacent waits merge into one wait of exactly the frames needed")
  func mergesWaits() {
    let oracle = RecordingOracle { c in c.steps.reduce(0) { $0 + ($1.kind == .wait ? $1.frameCount : 0) } >= 250 }
    let result = oracle.shrink(ShrinkCandidate(steps: Array(repeating: .wait(frames: 120), count: 5)))
    #expect(result.candidate.steps == [.wait(frames: 250)])
  }

  @Test("steps that only pass time fold into one wait")
  func absorbsIntoWait() {
    let oracle = RecordingOracle { $0.totalFrames >= 200 }
    let result = oracle.shrink(ShrinkCandidate(steps: Noise.steps(60, seed: 23)))
    #expect(result.candidate.steps == [.wait(frames: 200)])
  }

  @Test("a needed tab tap loses its animation and keeps the smallest index that fails")
  func unanimates() {
    let oracle = RecordingOracle { $0.steps.contains { ($0.tappedTab ?? 0) >= 2 } }
    let result = oracle.shrink(ShrinkCandidate(steps: [.tapTab(index: 9, animated: true)]))
    #expect(result.candidate.steps == [.tapTab(index: 2, animated: false)])
  }

  @Test("a lift that only needs to exist loses its velocity")
  func dropsFlick() {
    let oracle = RecordingOracle { $0.steps.contains { $0.kind == .lift } }
    let result = oracle.shrink(ShrinkCandidate(steps: [.touchDown(x: 100, y: 500), .lift(vx: 120.5, vy: -4200)]))
    #expect(result.candidate.steps == [.lift(vx: 0, vy: 0)])
    #expect(result.passes.first { $0.name == "dropFlickSpeed" }!.counters.successes == 1)
  }
}

@Suite struct LocalMinimalityTests {
  @Test("every number of the result is locally minimal: its floor and one unit toward it both pass",
        arguments: ShrinkCase.all)
  func locallyMinimal(shrinkCase: ShrinkCase) {
    let result = Shrinker(oracle: shrinkCase.oracle).shrink(shrinkCase.input)
    let final = result.candidate
    print("\(shrinkCase.name): \(result.replays) replays →", final.steps.map(\.description).joined(separator: ", "))
    for (index, step) in final.steps.enumerated() {
      for (slot, field) in step.numberFields.enumerated() {
        let value = step.number(at: slot)
        let floor = field.domain.floorMagnitude
        guard value.magnitude > floor else { continue }
        let sign: Double = value < 0 ? -1 : 1
        let closer = value == value.rounded() ? value - sign : (value.magnitude.rounded(.down)) * sign
        for smaller in [sign * floor, closer] where field.domain.accepts(smaller) {
          let edited = final.replacingStep(at: index, with: step.replacingNumber(at: slot, with: smaller))
          #expect(!shrinkCase.oracle(edited), "\(step) field \(field.name) could be \(smaller)")
        }
      }
    }
  }
}
