// Step-aware reduction: a step whose only effect is the time it takes becomes part of a wait.
//
// Deleting a step also deletes its frames, so a failure that needs time to pass (a
// deceleration to settle, an animation to end) pins every step that carries a frame.
// Folding the step's frames into a neighbouring wait keeps the time and drops the step.

import ScrollSim

/// Deletes a non-wait step and adds its frames to the wait just before it (else just after it), from the end.
struct AbsorbIntoWait: ShrinkPass {
  var name: String { "absorbIntoWait" }

  func run(_ state: inout ShrinkState) {
    var index = state.current.steps.count - 1
    while index >= 0, !state.budgetExhausted {
      let steps = state.current.steps
      if index < steps.count, steps[index].kind != .wait {
        let frames = steps[index].frameCount
        for neighbour in [index - 1, index + 1] where steps.indices.contains(neighbour) {
          guard case .wait(let waited) = steps[neighbour], waited + frames <= maximumStepFrames else { continue }
          var edited = state.current
          edited.steps[neighbour] = .wait(frames: waited + frames)
          edited.steps.remove(at: index)
          if state.consider(edited) { break }
        }
      }
      index -= 1
    }
  }
}
