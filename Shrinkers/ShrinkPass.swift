// The unit of shrinking: a named way of proposing simpler candidates.
//
// Each pass is small enough to read in one screen and is counted on its own, so a
// pass that costs replays without earning successes shows up in the report.

/// A named strategy that proposes edits of `state.current` through `state.consider(_:)`.
///
/// A pass must be deterministic (its proposals depend only on the current candidate and the verdicts it gets back),
/// must stop proposing once `state.budgetExhausted` is set, and must not loop forever on its own: the driver reaches
/// the fixpoint by re-running passes, so a single sweep per run is enough.
protocol ShrinkPass: Sendable {
  /// The pass's name in reports, e.g. `deleteChunks`.
  var name: String { get }
  /// Runs one sweep of the pass over the current candidate.
  func run(_ state: inout ShrinkState)
}
