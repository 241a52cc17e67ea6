// The frame clock: each step occupies at least one frame (instantaneous steps take exactly one, so
// their effect is checked like any other); a `move` spreads its translation evenly over its frames,
// and the per-frame deltas add up to the step's dx/dy. Frames run at KNOB `frameRate` (120 Hz default,
// 60 Hz on older displays). Source: docs/fidelity.md, docs/scenarios.md; UIPanGestureRecognizer reports one sample per display frame.

import Foundation
import Testing

@testable import ScrollSim

@Suite struct FrameTests {
  nonisolated static let everyStep: [Step] = [
    .touchDown(x: 1, y: 2), .move(dx: 3, dy: 4, frames: 5), .lift(vx: 6, vy: 7), .wait(frames: 8),
    .tapTab(index: 1, animated: true), .reloadHeader(height: 250), .setSafeArea(top: 47, bottom: 20),
    .resize(width: 800, height: 600), .setListContent(index: 0, height: 100), .tapStatusBar,
  ]

  @Test("every step takes at least one frame; only move and wait take more", arguments: everyStep)
  func frameCounts(step: Step) {
    switch step {
    case .move(_, _, let frames), .wait(let frames): #expect(step.frameCount == frames)
    default: #expect(step.frameCount == 1)
    }
    let world = TestWorld.make()
    #expect(world.play([step]).count == step.frameCount)
  }

  @Test("a sequence runs exactly the sum of its steps' frames, numbering frames and steps")
  func sequenceFrames() {
    let world = TestWorld.make()
    let frames = world.play(Self.everyStep)
    #expect(frames.count == Self.everyStep.map(\.frameCount).reduce(0, +))
    #expect(frames.map(\.facts.frame) == Array(0..<frames.count))
    #expect(world.frameCount == frames.count)
    let lastOfSteps = frames.filter(\.facts.isLastFrameOfStep).map(\.facts.stepIndex)
    #expect(lastOfSteps == Array(0..<Self.everyStep.count))
  }

  nonisolated static let moves: [(dx: Double, dy: Double, frames: Int)] = [
    (10, -10, 3), (-400, 0, 7), (0.3, -123.456, 11), (1e-3, 999.999, 13), (-87.1, 55.55, 120),
  ]

  @Test("a move spreads dx/dy evenly over its frames and the frames sum to the step", arguments: moves)
  func moveSpread(dx: Double, dy: Double, frames n: Int) {
    let world = TestWorld.make()
    let frames = world.play([.touchDown(x: 200, y: 600), .move(dx: dx, dy: dy, frames: n)]).dropFirst()
    #expect(frames.count == n)
    let deltas = frames.map(\.facts.fingerDelta)
    for delta in deltas {
      #expect(abs(Double(delta.x) - dx / Double(n)) < 1e-9)
      #expect(abs(Double(delta.y) - dy / Double(n)) < 1e-9)
    }
    #expect(deltas.map { Double($0.x) }.reduce(0, +) == dx)
    #expect(deltas.map { Double($0.y) }.reduce(0, +) == dy)
  }

  @Test("a move without a finger only lets time pass")
  func moveWithoutFinger() {
    let world = TestWorld.make()
    let frames = world.play([.move(dx: 0, dy: -300, frames: 4)])
    #expect(frames.count == 4)
    #expect(frames.allSatisfy { $0.outerY == 0 && $0.facts.fingerDelta == .zero })
  }

  @Test("the same steps give the same frames, bit for bit")
  func deterministic() {
    let steps: [Step] = [
      .touchDown(x: 200, y: 600), .move(dx: -3, dy: -250, frames: 9), .lift(vx: 40, vy: -1800), .wait(frames: 60),
      .touchDown(x: 300, y: 500), .move(dx: -150, dy: 5, frames: 6), .lift(vx: -900, vy: 0), .wait(frames: 90),
    ]
    func trace() -> [[Double?]] {
      TestWorld.make().play(steps).map { [$0.outerY, $0.pagerX] + $0.listYs }
    }
    #expect(trace() == trace())
  }

  @Test("a 0.3 s animated tab switch takes 36 frames at 120 Hz and 18 at 60 Hz", arguments: [(120, 36), (60, 18)])
  func frameRateKnob(frameRate: Int, expected: Int) {
    let world = TestWorld.make { $0.knobs.frameRate = frameRate }
    #expect(world.physics.frameDuration == 1 / Double(frameRate))
    let frames = world.play([.tapTab(index: 1, animated: true), .wait(frames: 60)])
    let landed = try! #require(frames.firstIndex { $0.currentIndex == 1 })
    #expect(landed + 1 == expected)
  }
}
