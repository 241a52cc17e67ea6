// A bug's signature: the invariant it breaks plus the mechanism by which it breaks it.
//
// Two failures with one signature are taken to be one bug; two with different signatures, two
// bugs, even when they break the same invariant. The parts, and why each separates mechanisms:
//
// - the view concerned: a list left off its top *on screen* is a reset that skipped the current
//   list (offset-lock-seed's one-sided guard); *off screen* it is another tab's stale offset
//   (reset-current-only). The outer table past `maxOffsetY` is a missing clamp; a list is not.
// - the direction: a list *below* its top (pulled, rubber-banding) and one *above* it (a stale
//   scrolled offset) are different code paths of a reset.
// - the severity band: a one-pixel rebound from an off-grid pin and a 400 pt wipe of a scrolled
//   list both break no-unexplained-jump; they are not the same fix.
// - the kind of step in progress, by the code path it exercises (`StepPhase`): a finger on the
//   screen (`drag`: touchDown, move) is the drag handoff; after it lifts (`coast`: lift, wait, and
//   settling after the last step) momentum, bounces and snaps; `tab` the page-change handler;
//   `status-bar` scroll-to-top; `layout` (a header reload, a safe-area change, a resize, a content
//   change) the relayout; `load` the page's loads. The twelve step kinds themselves split one bug
//   many times over: a list coasting past its edge is the same bug whether the violation's onset
//   falls in a wait frame or in the one frame of a tab tap that happened meanwhile.
// - a mechanism detail where one invariant has several rules: for a loop, a ping-pong (`depth`)
//   or a fan-out (`breadth`); for scrollsToTop, a stale flag, a missing one, or the outer's; for
//   paging, the first-page right swipe or a vertical pan; for settling, what keeps the view moving;
//   for loads, the event that broke the rule. (A jump's relation to its drivers, nothing drove it,
//   against them or further, is in its message but not its signature: one missing clamp produced
//   all three, 60 s of fuzzing no-max-clamp showed.)
//
// Written `invariant/view/direction/band/step[/detail]`, e.g.
// `no-unexplained-jump/list-on-screen/backward/severe/drag`: no spaces, so it can be
// passed to `--ignore` as is, and any leading part of it (`no-unexplained-jump/list-on-screen`)
// or a part replaced by `*` (`*/*/*/sub-pixel`) selects a family of signatures.

import ScrollSim

/// The invariant and mechanism of a violation; see the file comment.
public struct BugSignature: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The rule broken: a built-in invariant or a team's own rule.
  public var invariant: InvariantID
  /// The view the violation concerns.
  public var view: ConcernedView
  /// The way the view went (`forward`: its offset increasing), or the way the finger asked for a swallowed drag.
  public var direction: ViolationDirection
  /// The severity band of the episode's peak.
  public var band: SeverityBand
  /// The kind of step in progress, as a `StepPhase` (`drag`, `coast`, `tab`, `status-bar`, `layout`, `load`).
  public var step: String
  /// The invariant-specific rule or driver that broke, when the invariant has several (see the file comment).
  public var detail: String?

  /// A signature from its parts.
  public init(
    invariant: InvariantID, view: ConcernedView, direction: ViolationDirection, band: SeverityBand, step: String,
    detail: String? = nil
  ) {
    self.invariant = invariant
    self.view = view
    self.direction = direction
    self.band = band
    self.step = step
    self.detail = detail
  }

  /// A signature of a built-in invariant from its parts.
  public init(
    invariant: Invariant, view: ConcernedView, direction: ViolationDirection, band: SeverityBand, step: String,
    detail: String? = nil
  ) {
    self.init(invariant: .builtIn(invariant), view: view, direction: direction, band: band, step: step, detail: detail)
  }

  /// The parts in order, as written.
  public var parts: [String] {
    [invariant.rawValue, view.rawValue, direction.rawValue, band.rawValue, step] + (detail.map { [$0] } ?? [])
  }

  public var description: String { parts.joined(separator: "/") }

  /// Parses the written form; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 5 || parts.count == 6, let invariant = InvariantID(parts[0]),
      let view = ConcernedView(rawValue: parts[1]), let direction = ViolationDirection(rawValue: parts[2]),
      let band = SeverityBand(rawValue: parts[3]), StepPhase(rawValue: parts[4]) != nil
    else { return nil }
    self.init(
      invariant: invariant, view: view, direction: direction, band: band, step: parts[4],
      detail: parts.count == 6 && !parts[5].isEmpty ? parts[5] : nil)
  }

  /// Whether `pattern` selects this signature: the whole signature, or a leading part of it (an invariant's name
  /// alone selects all its signatures), where a part may be `*`.
  public func matches(_ pattern: String) -> Bool {
    let wanted = pattern.split(separator: "/", omittingEmptySubsequences: false)
    let mine = parts
    guard !wanted.isEmpty, wanted.count <= mine.count else { return false }
    for (index, part) in wanted.enumerated() where part != "*" && part != mine[index] { return false }
    return true
  }

  /// Whether `pattern` is well formed: each part it gives is `*` or a value that part can take; its rule a built-in
  /// invariant or one of `userRules` (a team's rule names).
  public static func isValidPattern(_ pattern: String, userRules: Set<String> = []) -> Bool {
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard !parts.isEmpty, parts.count <= 6 else { return false }
    let checks: [(String) -> Bool] = [
      { Invariant(rawValue: $0) != nil || userRules.contains($0) }, { ConcernedView(rawValue: $0) != nil },
      { ViolationDirection(rawValue: $0) != nil }, { SeverityBand(rawValue: $0) != nil },
      { StepPhase(rawValue: $0) != nil }, { !$0.isEmpty },
    ]
    return parts.enumerated().allSatisfy { $1 == "*" || checks[$0]($1) }
  }

  /// Worst first: the band, then the invariant's order, then the written form.
  public static func < (a: Self, b: Self) -> Bool {
    if a.band != b.band { return a.band > b.band }
    if a.invariant != b.invariant { return InvariantID.precedes(a.invariant, b.invariant) }
    return a.description < b.description
  }
}

extension BugSignature: Codable {
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let parsed = BugSignature(text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a bug signature: '\(text)'"))
    }
    self = parsed
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

/// The kinds of step by the coordinator code path they exercise: a bug signature's step part (see the file comment).
public enum StepPhase: String, CaseIterable, Sendable {
  /// A finger on the screen: touchDown, move.
  case drag
  /// After the finger lifted: lift, wait, and settling after the last step (momentum, bounces, snaps).
  case coast
  /// A tab tap (`setCurrentListIndex`).
  case tab
  /// A status-bar tap (scroll to top).
  case statusBar = "status-bar"
  /// A header reload, a safe-area change, a resize, a list content change.
  case layout
  /// A slots request or a response (the Three Loaders article's loads).
  case load
  /// A team's own app event (`AppEvent`).
  case app

  /// The phase of `kind`; `nil` (settling after the last step) is coasting.
  public init(_ kind: StepKind?) {
    switch kind {
    case .touchDown, .move: self = .drag
    case .lift, .wait, nil: self = .coast
    case .tapTab: self = .tab
    case .tapStatusBar: self = .statusBar
    case .reloadHeader, .setSafeArea, .resize, .setListContent, .setContentInset, .reloadPager, .unloadDistantLists:
      self = .layout
    case .requestSlots, .respond: self = .load
    case .app: self = .app
    }
  }
}
