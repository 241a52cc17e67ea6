// A bug's signature: the invariant it breaks plus the mechanism by which it breaks it (issue 9).
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
// - the step in progress: a jump during a tab switch is the tab-switch handler; during a drag, the
//   drag handoff; during a wait, momentum or a bounce (settling after the last step counts as a wait).
// - a mechanism detail where one invariant has several rules: for a jump, whether nothing drove the
//   view (`unprompted`: code wrote it while it rested), it went against its drivers (`against`: a
//   lock fighting the finger), or further than they took it (`further`: code wrote it on in the
//   finger's direction, or two views consumed one finger); for a loop, a ping-pong (`depth`) or
//   a fan-out (`breadth`); for scrollsToTop, a stale flag, a missing one, or the outer's; for paging,
//   the first-page right swipe or a vertical pan; for settling, what keeps the view moving; for
//   loads, the event that broke the rule.
//
// Written `invariant/view/direction/band/step[/detail]`, e.g.
// `no-unexplained-jump/list-on-screen/backward/severe/move/unprompted`: no spaces, so it can be
// passed to `--ignore` as is, and any leading part of it (`no-unexplained-jump/list-on-screen`)
// or a part replaced by `*` (`*/*/*/sub-pixel`) selects a family of signatures.

/// The invariant and mechanism of a violation; see the file comment.
public struct BugSignature: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var invariant: Invariant
  public var view: ConcernedView
  public var direction: ViolationDirection
  public var band: SeverityBand
  /// The kind of step being played (`StepKind.rawValue`); `wait` while settling after the last step.
  public var step: String
  /// The invariant-specific rule or driver that broke, when the invariant has several (see the file comment).
  public var detail: String?

  public init(
    invariant: Invariant, view: ConcernedView, direction: ViolationDirection, band: SeverityBand, step: String,
    detail: String? = nil
  ) {
    self.invariant = invariant
    self.view = view
    self.direction = direction
    self.band = band
    self.step = step
    self.detail = detail
  }

  /// The parts in order, as written.
  public var parts: [String] {
    [invariant.rawValue, view.rawValue, direction.rawValue, band.rawValue, step] + (detail.map { [$0] } ?? [])
  }

  public var description: String { parts.joined(separator: "/") }

  /// Parses the written form; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 5 || parts.count == 6, let invariant = Invariant(rawValue: parts[0]),
      let view = ConcernedView(rawValue: parts[1]), let direction = ViolationDirection(rawValue: parts[2]),
      let band = SeverityBand(rawValue: parts[3]), !parts[4].isEmpty
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

  /// Whether `pattern` is well formed: each part it gives is `*` or a value that part can take.
  public static func isValidPattern(_ pattern: String) -> Bool {
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard !parts.isEmpty, parts.count <= 6 else { return false }
    let checks: [(String) -> Bool] = [
      { Invariant(rawValue: $0) != nil }, { ConcernedView(rawValue: $0) != nil },
      { ViolationDirection(rawValue: $0) != nil }, { SeverityBand(rawValue: $0) != nil },
      { !$0.isEmpty }, { !$0.isEmpty },
    ]
    return parts.enumerated().allSatisfy { $1 == "*" || checks[$0]($1) }
  }

  /// Worst first: the band, then the invariant's order, then the written form.
  public static func < (a: Self, b: Self) -> Bool {
    if a.band != b.band { return a.band > b.band }
    if a.invariant != b.invariant { return a.invariant.ordinal < b.invariant.ordinal }
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
