// Sequence reduction by deleting contiguous runs of steps, largest runs first.
//
// A random failing sequence is mostly noise around a few essential steps. Deleting
// halves, then quarters, and so on (ddmin's granularity schedule) throws the noise away
// in about k·log(n) replays for k essential steps, instead of n for one-by-one deletion.

/// Deletes contiguous chunks of `count`, `count/2`, … down to 2 steps, sweeping from the end to the start.
///
/// Sweeping backwards keeps the chunks still to visit at the same indices whether or not a deletion succeeds, so the
/// sweep is a plain countdown. The first chunk size is the whole sequence: some failures need no steps at all.
/// Chunks of one step are `DeleteSingleSteps`'s job.
struct DeleteChunks: ShrinkPass {
  var name: String { "deleteChunks" }

  func run(_ state: inout ShrinkState) {
    var size = state.current.steps.count
    while size >= 2, !state.budgetExhausted {
      var end = state.current.steps.count
      while end > 0, !state.budgetExhausted {
        let start = max(0, end - size)
        state.consider(state.current.removingSteps(in: start..<end))
        end = start
      }
      size = min(size / 2, state.current.steps.count)
    }
  }
}
