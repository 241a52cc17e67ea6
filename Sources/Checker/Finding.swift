// One rule broken in one frame, measured, before it becomes a `Violation`.
//
// A run does not stop at its first violation, so a rule that stays broken for hundreds of
// frames is found hundreds of times. A finding carries only what the signature needs (numbers and
// enums); its message is built, once, only when its signature is new to the run.

import ScrollSim

/// What a lasting violation is about: one rule on one object (the outer table, list 2, the page), so the frames it
/// stays broken form one episode (InvariantChecker+Episodes.swift).
struct EpisodeKey: Hashable {
  var invariant: InvariantID
  /// `outerObject`, `pageObject`, or a list's index.
  var object: Int
  static let outerObject = -1
  static let pageObject = -2
}

/// A broken rule with its measure and mechanism; `message` is called only for a signature's first occurrence.
struct Finding {
  /// The episode the finding continues or starts, for rules that can stay broken; `nil` for events (a pan given
  /// to the pager, a swallowed drag, a load event, a page that did not settle), each its own episode.
  var episode: EpisodeKey?
  var invariant: InvariantID
  var view: ConcernedView
  var direction: ViolationDirection
  /// Severity in points (Severity.swift); 0 for a decision.
  var points: Double
  var band: SeverityBand
  var detail: String?
  var message: () -> String

  /// A measured finding: its band follows from `points`, except that a fatal invariant is always severe.
  init(
    _ invariant: Invariant, view: ConcernedView, direction: ViolationDirection = .none, points: Double,
    detail: String? = nil, episode object: Int? = nil, message: @escaping () -> String
  ) {
    self.init(.builtIn(invariant), view: view, direction: direction, points: points, detail: detail, episode: object, message: message)
  }

  /// A measured finding of any rule, a built-in invariant's or a team's own.
  init(
    _ invariant: InvariantID, view: ConcernedView, direction: ViolationDirection = .none, points: Double,
    detail: String? = nil, episode object: Int? = nil, message: @escaping () -> String
  ) {
    episode = object.map { EpisodeKey(invariant: invariant, object: $0) }
    self.invariant = invariant
    self.view = view
    self.direction = direction
    self.points = abs(points)
    band = invariant.isFatal ? .severe : SeverityBand(points: points)
    self.detail = detail
    self.message = message
  }

  /// A wrong decision: no distance to measure.
  static func decision(
    _ invariant: Invariant, view: ConcernedView, direction: ViolationDirection = .none, detail: String? = nil,
    episode object: Int? = nil, message: @escaping () -> String
  ) -> Finding {
    var finding = Finding(
      invariant, view: view, direction: direction, points: 0, detail: detail, episode: object, message: message)
    finding.band = .decision
    return finding
  }

  /// The band a severity of `points` gives this finding's kind: severe if fatal, `decision` if a decision.
  func band(at points: Double) -> SeverityBand {
    band == .decision ? .decision : invariant.isFatal ? .severe : SeverityBand(points: points)
  }
}

/// When a run may stop before its last step: never (find every signature), or as soon as what a shrink looks for
/// has been seen (its oracle needs nothing more).
public enum StopRule: Hashable, Sendable {
  /// Play every step and settle (a non-finite state still stops the run: nothing after it means anything).
  case never
  /// Stop at the first violation of any kind.
  case firstViolation
  /// Stop once this signature has been seen.
  case signature(BugSignature)
  /// Stop once this rule (a built-in invariant or a team's own) has broken.
  case invariant(InvariantID)

  func isMet(by signature: BugSignature) -> Bool {
    switch self {
    case .never: false
    case .firstViolation: true
    case .signature(let wanted): wanted == signature
    case .invariant(let wanted): wanted == signature.invariant
    }
  }

  /// Whether the rule is met as soon as an episode of `invariant` starts, before its severity is known.
  func isMet(byOnsetOf invariant: InvariantID) -> Bool {
    switch self {
    case .firstViolation: true
    case .invariant(let wanted): wanted == invariant
    case .never, .signature: false
    }
  }
}

extension PageWorld {
  /// How a list at `index` is seen: the page the pager shows, or another one.
  func concernedView(ofList index: Int) -> ConcernedView {
    index == visiblePage ? .listOnScreen : .listOffScreen
  }
}
