// What a run concluded, and the evidence when an invariant broke.

import ScrollSim

/// One broken invariant, with where and why.
public struct Violation: Hashable, Sendable, Codable {
  public var invariant: Invariant
  /// The frame (0-based, from the first step) after which the check failed.
  public var frame: Int
  /// The step being played (index into the scenario's steps), or `nil` in the settling phase after the last step.
  public var stepIndex: Int?
  /// The offending values, in words.
  public var message: String

  public init(invariant: Invariant, frame: Int, stepIndex: Int?, message: String) {
    self.invariant = invariant
    self.frame = frame
    self.stepIndex = stepIndex
    self.message = message
  }
}

/// The outcome of playing one scenario.
public enum Verdict: Hashable, Sendable {
  case pass
  case fail(Violation)

  public var violation: Violation? {
    if case .fail(let v) = self { return v }
    return nil
  }
  public var passed: Bool { violation == nil }
}
