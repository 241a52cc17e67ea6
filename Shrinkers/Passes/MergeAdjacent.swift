// Step-aware reduction: two neighbouring steps that say one thing become one step.
//
// Generators split gestures into many small moves and waits so that other steps can
// land between them. Once the steps in between are gone, a reader wants one
// `move(dx: 0, dy: -400, frames: 20)`, not five moves that add up to it.

import ScrollSim

/// Replaces two adjacent steps by one when `merge` says they combine, sweeping pairs from the end.
struct MergeAdjacent: ShrinkPass {
  let name: String
  /// The single step equivalent to the pair, or `nil` when the pair does not combine.
  let merge: @Sendable (Step, Step) -> Step?

  func run(_ state: inout ShrinkState) {
    var index = state.current.steps.count - 2
    while index >= 0, !state.budgetExhausted {
      let steps = state.current.steps
      if index + 1 < steps.count, let merged = merge(steps[index], steps[index + 1]) {
        state.consider(state.current.replacingSteps(in: index..<index + 2, with: [merged]))
      }
      index -= 1
    }
  }
}

extension MergeAdjacent {
  /// `move, move` → one move with the summed translation over the summed frames.
  static let moves = MergeAdjacent(name: "mergeAdjacentMoves") { first, second in
    guard case .move(let dx1, let dy1, let f1) = first, case .move(let dx2, let dy2, let f2) = second,
      f1 + f2 <= maximumStepFrames, (dx1 + dx2).isFinite, (dy1 + dy2).isFinite
    else { return nil }
    return .move(dx: dx1 + dx2, dy: dy1 + dy2, frames: f1 + f2)
  }

  /// `wait, wait` → one wait of the summed frames.
  static let waits = MergeAdjacent(name: "mergeAdjacentWaits") { first, second in
    guard case .wait(let f1) = first, case .wait(let f2) = second, f1 + f2 <= maximumStepFrames else { return nil }
    return .wait(frames: f1 + f2)
  }
}
