// How bad a violation is, in points, and which view it concerns.
//
// A report that says only "no-unexplained-jump" cannot tell a 400 pt wipe of a scrolled list from
// a one-pixel rebound, and a shrinker that keeps only the invariant slides from the first to the
// second. So every violation measures itself: how far off its top a list is, how far past
// `maxOffsetY` the outer table is, how far a view moved beyond what its drivers moved it, how much
// finger travel a drag lost, how far a page still swings when it should have settled, how far a
// banner resize moved the content. The band of that measure is part of the bug's signature, and
// shrinking keeps it (FailureShrinking.swift). The bands, views and directions themselves are in
// ScrollSim/ViolationTerms.swift, where a team's own rules (UserInvariant) can speak them too.

extension Invariant {
  /// Invariants whose failure ends the page in UIKit, whatever distance it covered: an unbounded callback loop
  /// overflows the stack (or freezes the main thread), a non-finite offset poisons every later layout. Severe always.
  public var isFatal: Bool { self == .noFeedbackLoop || self == .finiteState }
}
