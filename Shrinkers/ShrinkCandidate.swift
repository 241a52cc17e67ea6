// The thing a shrinker reduces: one world and the steps played on it.
//
// A failing case is fully described by its world configuration and its step sequence;
// replaying it is deterministic, so a candidate is also the cache key for its verdict.

import ScrollSim

/// A world configuration plus a step sequence: one test case that the oracle can replay.
public struct ShrinkCandidate: Hashable, Sendable {
  /// The page the steps are played on.
  public var world: WorldConfig
  /// The steps, in order.
  public var steps: [Step]

  /// A candidate of `steps` played on `world`.
  public init(world: WorldConfig = WorldConfig(), steps: [Step]) {
    self.world = world
    self.steps = steps
  }

  /// Total frames the steps occupy (sum of `Step.frameCount`): the second key of the simplicity order.
  public var totalFrames: Int { steps.reduce(0) { $0 + $1.frameCount } }
}

// MARK: - Small edits used by the passes

extension ShrinkCandidate {
  /// A copy with `range` of the steps removed.
  func removingSteps(in range: Range<Int>) -> ShrinkCandidate {
    var copy = self
    copy.steps.removeSubrange(range)
    return copy
  }

  /// A copy with `range` of the steps replaced by `replacement`.
  func replacingSteps(in range: Range<Int>, with replacement: [Step]) -> ShrinkCandidate {
    var copy = self
    copy.steps.replaceSubrange(range, with: replacement)
    return copy
  }

  /// A copy with step `index` replaced by `step`.
  func replacingStep(at index: Int, with step: Step) -> ShrinkCandidate {
    var copy = self
    copy.steps[index] = step
    return copy
  }

  /// A copy with a different world.
  func with(world: WorldConfig) -> ShrinkCandidate {
    var copy = self
    copy.world = world
    return copy
  }
}

extension ShrinkCandidate: CustomStringConvertible {
  /// The steps one per line, as a repro would list them; the world is left to the repro file.
  public var description: String {
    "ShrinkCandidate(\(steps.count) steps, \(totalFrames) frames)"
      + steps.map { "\n  " + $0.description }.joined()
  }
}
