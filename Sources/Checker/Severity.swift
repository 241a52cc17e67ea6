// How bad a violation is, in points, and which view it concerns.
//
// A report that says only "no-unexplained-jump" cannot tell a 400 pt wipe of a scrolled list from
// a one-pixel rebound, and a shrinker that keeps only the invariant slides from the first to the
// second. So every violation measures itself: how far off its top a list is, how far past
// `maxOffsetY` the outer table is, how far a view moved beyond what its drivers moved it, how much
// finger travel a drag lost, how far a page still swings when it should have settled, how far a
// banner resize moved the content. The band of that measure is part of the bug's signature, and
// shrinking keeps it (FailureShrinking.swift).

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
  init(sign value: Double) {
    self = value > 0 ? .forward : value < 0 ? .backward : .none
  }
}

extension Invariant {
  /// Invariants whose failure ends the page in UIKit, whatever distance it covered: an unbounded callback loop
  /// overflows the stack (or freezes the main thread), a non-finite offset poisons every later layout. Severe always.
  public var isFatal: Bool { self == .noFeedbackLoop || self == .finiteState }
}
