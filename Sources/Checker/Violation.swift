// What a run concluded, and the evidence when an invariant broke.

import ScrollSim

/// One broken invariant, with where, why, how badly, and by which mechanism (BugSignature.swift).
public struct Violation: Hashable, Sendable, Codable {
  /// The rule broken: a built-in invariant or a team's own rule.
  public var invariant: InvariantID
  /// The frame (0-based, from the first step) after which the check failed.
  public var frame: Int
  /// The step being played (index into the scenario's steps), or `nil` in the settling phase after the last step.
  public var stepIndex: Int?
  /// The offending values, in words.
  public var message: String
  /// How far it moved something a person sees, in points (Severity.swift); 0 for a decision.
  public var severity: Double
  /// The largest `severity` this signature reached later in the same run (within its band by construction).
  public var peakSeverity: Double
  /// The view it concerns.
  public var view: ConcernedView
  /// The way the view went.
  public var direction: ViolationDirection
  /// The severity band of its peak.
  public var band: SeverityBand
  /// The kind of step in progress (`StepPhase.rawValue`: drag, coast, tab, status-bar, layout, load).
  public var step: String
  /// The rule or driver that broke, for invariants with several (BugSignature.swift).
  public var detail: String?

  /// A violation with its full signature.
  public init(signature: BugSignature, frame: Int, stepIndex: Int?, severity: Double, message: String) {
    invariant = signature.invariant
    self.frame = frame
    self.stepIndex = stepIndex
    self.message = message
    self.severity = severity
    peakSeverity = severity
    view = signature.view
    direction = signature.direction
    band = signature.band
    step = signature.step
    detail = signature.detail
  }

  /// A violation known only by its invariant (older callers and tests): a decision about the page, while coasting.
  public init(invariant: Invariant, frame: Int, stepIndex: Int?, message: String) {
    self.init(
      signature: BugSignature(
        invariant: .builtIn(invariant), view: .page, direction: .none, band: invariant.isFatal ? .severe : .decision, step: StepPhase.coast.rawValue),
      frame: frame, stepIndex: stepIndex, severity: 0, message: message)
  }

  /// The bug's signature: invariant, view, direction, band, step kind and detail.
  public var signature: BugSignature {
    BugSignature(invariant: invariant, view: view, direction: direction, band: band, step: step, detail: detail)
  }

  /// `79 pt (severe)`, `decision`: the severity as reports print it.
  public var severityText: String {
    band == .decision ? "decision" : "\(fmt(severity)) pt (\(band.rawValue))"
  }

  /// One line: the invariant, where, how badly and on what, e.g.
  /// `no-unexplained-jump (I3) at frame 34, step 5: 396 pt (severe), list-on-screen backward during move [unprompted]`.
  public var headline: String {
    let place = stepIndex.map { "step \($0)" } ?? "settling"
    let how = direction == .none ? view.rawValue : "\(view.rawValue) \(direction.rawValue)"
    return "\(invariant.rawValue) (\(invariant.code)) at frame \(frame), \(place): \(severityText), \(how) during \(step)"
      + (detail.map { " [\($0)]" } ?? "")
  }
}

/// The outcome of playing one scenario.
public enum Verdict: Hashable, Sendable {
  /// Every invariant held.
  case pass
  /// An invariant broke: the first violation.
  case fail(Violation)

  /// The violation, when the run failed.
  public var violation: Violation? {
    if case .fail(let v) = self { return v }
    return nil
  }
  /// Whether every invariant held.
  public var passed: Bool { violation == nil }
}
