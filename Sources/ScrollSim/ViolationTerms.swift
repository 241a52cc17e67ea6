// The terms a broken rule is described in, built-in or a team's own: how bad (a severity band), which view, which
// way. They live with the simulation so that a team's rule, declared on a `CoordinatorEntry` next to its
// coordinator, speaks the same words as the checker's catalogue (Checker/Severity.swift says why each exists).

/// How far a violation moved something a person sees, in bands.
///
/// The thresholds: 1 pt is a pixel on a 1x screen and three on a 3x one, the least anyone can see; 4 pt is a nudge
/// a careful eye catches on a still page; 44 pt is Apple's minimum hit target (Human Interface Guidelines,
/// "Layout": "a hit region of at least 44x44 pt"), so a jump beyond it moves what the finger aimed at out from under it.
public enum SeverityBand: String, CaseIterable, Codable, Comparable, Sendable {
  /// At most 1 pt: a pixel or so.
  case subPixel = "sub-pixel"
  /// At most 4 pt.
  case small
  /// At most 44 pt: plainly visible.
  case visible
  /// More than 44 pt.
  case severe
  /// Not a distance: a wrong decision (a pan given to the pager, a request sent or a page appended when it must not
  /// be). Its consequence comes later and elsewhere, so it is measured by nothing and ranks below every distance.
  case decision

  /// The band a distance of `points` falls in.
  public init(points: Double) {
    let magnitude = abs(points)
    if magnitude <= 1 {
      self = .subPixel
    } else if magnitude <= 4 {
      self = .small
    } else if magnitude <= 44 {
      self = .visible
    } else {
      self = .severe
    }
  }

  /// Reports list the worst first: severe, visible, small, sub-pixel, then decisions.
  public var rank: Int {
    switch self {
    case .decision: 0
    case .subPixel: 1
    case .small: 2
    case .visible: 3
    case .severe: 4
    }
  }

  public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

/// The view a violation is about. "On screen" is the page the pager shows (`PageWorld.visiblePage`), which the
/// current index lags while paging; an off-screen list is one created for a neighbouring or earlier page.
public enum ConcernedView: String, CaseIterable, Codable, Sendable {
  /// The outer table.
  case outer
  /// The list on the page the pager shows.
  case listOnScreen = "list-on-screen"
  /// A list on another page.
  case listOffScreen = "list-off-screen"
  /// The horizontal pager.
  case pager
  /// The page as a whole: its banner, its loads, its page index.
  case page
}

/// Which way the offending view went, along its own axis.
///
/// `forward` is an increasing offset (content scrolled on: toward the pin for the outer table, toward the end of a
/// list); `backward` is a decreasing one (toward or past the top). For a swallowed drag it is the way the finger asked
/// the content to go (a finger moving up scrolls forward).
public enum ViolationDirection: String, CaseIterable, Codable, Sendable {
  /// The view's offset increased (or the finger asked for that).
  case forward
  /// The view's offset decreased (or the finger asked for that).
  case backward
  /// No direction: a decision, a flag, or a state.
  case none

  /// The direction of a signed offset change; `none` for zero.
  public init(sign value: Double) {
    self = value > 0 ? .forward : value < 0 ? .backward : .none
  }
}
