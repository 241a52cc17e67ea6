// The last word of sequence reduction: every step is tried on its own.
//
// This is the pass that makes the result 1-minimal. At the driver's fixpoint it has just
// run without success, so removing any single remaining step makes the case pass.

/// Tries deleting each step alone, from the last to the first.
struct DeleteSingleSteps: ShrinkPass {
  var name: String { "deleteSingleSteps" }

  func run(_ state: inout ShrinkState) {
    var index = state.current.steps.count - 1
    while index >= 0, !state.budgetExhausted {
      state.consider(state.current.removingSteps(in: index..<index + 1))
      index -= 1
    }
  }
}
