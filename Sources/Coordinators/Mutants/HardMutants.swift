// Hard mutants: one-idea faults that random generation finds rarely (median cases to the first failure over ten
// seeds above 10,000; README § Search power). Each is a tolerance or an edge comparison written slightly wrong, the
// kind of fault that survives a review and a demo because it needs a sub-pixel residue, a particular pixel scale or
// a gesture reversing at the wrong moment to show.

import Foundation
import ScrollSim

/// "At the top" within the tolerance whichever way the content moves. The shipped rule also asks that the content
/// is not moving away from its top, so a list creeping forward inside the half-point band keeps ownership; without
/// that, a slow drag up that starts a fraction of a point below the top hands ownership back to the container,
/// which then takes the drag (the list's move is swallowed or the outer jumps).
final class DirectionlessAtTopCoordinator: OwnershipCoordinator {
  override func isAtTop(_ content: any ScrollSurface) -> Bool {
    content.contentOffset.y <= contentTop(content) + offsetTolerance
  }
}

/// "At the top" only when the offset equals the top exactly. A list left a fraction of a pixel below its top (a
/// rounded deceleration end on a 3x screen) never counts as at the top, so pulling down on it never hands back to
/// the container: the banner stays collapsed under the finger.
final class ExactAtTopCoordinator: OwnershipCoordinator {
  override func isAtTop(_ content: any ScrollSurface) -> Bool { content.contentOffset.y <= contentTop(content) }
}

/// Resets a list only when it is more than 0.6 pt off its top, a "one pixel of slack" that is wider than the
/// checker's 0.5 pt tolerance. A list stopped 0.51–0.6 pt off its top while the header shows is left there.
final class SlackResetCoordinator: OffsetLockCoordinator {
  override func needsReset(offsetY: CGFloat, top: CGFloat) -> Bool { abs(offsetY - top) > 0.6 }
}

extension CoordinatorCatalog {
  /// Faults random generation finds rarely: what guided and targeted search are measured on (not in `mutants`, whose
  /// every member the property tests must catch within a few hundred random cases).
  public static let hardMutants: [CoordinatorEntry] = [
    CoordinatorEntry(
      name: "directionless-at-top", role: .mutant,
      summary: "the content counts as at its top within 0.5 pt whichever way it moves",
      breaks: "no-swallowed-gesture", maxListCount: 1, make: { DirectionlessAtTopCoordinator() }),
    CoordinatorEntry(
      name: "exact-at-top", role: .mutant,
      summary: "the content counts as at its top only at exactly its top: a sub-pixel residue keeps ownership",
      breaks: "no-swallowed-gesture", maxListCount: 1, make: { ExactAtTopCoordinator() }),
    CoordinatorEntry(
      name: "slack-reset", role: .mutant,
      summary: "lists are reset only when more than 0.6 pt off their top, wider than the 0.5 pt tolerance",
      breaks: "header-visible-lists-at-top", make: { SlackResetCoordinator() }),
  ]
}
