// Hard mutants: one-idea faults that random generation finds rarely (median cases to the first failure over ten
// seeds above 10,000; docs/search.md). The four here are each a tolerance or an edge comparison written slightly
// wrong, the kind of fault that survives a review and a demo because it needs a sub-pixel residue, a particular pixel
// scale or a gesture reversing at the wrong moment to show. HardMutants+Combinations.swift holds the second kind: a
// decision that is wrong only for one combination of page shape and order of steps. Two of the four here,
// `eager-list-lock` and `slow-pull-swallowed`, are hard no more (`formerHardMutants`): the invariant
// `header-returns-on-pull` catches each in a few hundred random cases.

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

/// Pins the outer at `maxOffsetY` on every list callback once the header reads as hidden, as the NestedPaging article does, instead of
/// only while a list on screen is scrolled away from its top. Where the header is within the tolerance of hidden (a
/// header a fraction of a point taller than the pin offset), the outer is pulled back to the pin after it came to rest
/// at its top: a status-bar tap leaves the header a pixel hidden (`mutant-eager-list-lock.json`).
final class EagerListLockCoordinator: OffsetLockCoordinator {
  override func listDidScroll(at index: Int) {
    guard let page, !page.isHeaderOnly, !isReconcilingListOffsets, !isPinning else { return }
    if isHeaderVisible(outerY: page.outer.contentOffset.y) {
      resetListsToTop()
    } else {
      pin(page.outer, at: maxOffsetY)
      holdTopEdge(ofListAt: index, on: page)
    }
  }
}

/// Hands ownership back to the container only when it has been pulled more than the tolerance below the ceiling,
/// forgetting "below where the last pin left it". A pull slower than half a point per frame is pinned back every
/// frame before it gets that far: the banner never comes back under a slow finger.
final class SlowPullSwallowedCoordinator: OwnershipCoordinator {
  override func isPulledBelowCeiling(_ y: CGFloat) -> Bool { y < ceilingOffset - offsetTolerance }
}

/// "At the top" within the tolerance only while the content is moving toward its top (strictly), where the shipped
/// rule also accepts a content standing still. A content resting a fraction of a point below its top (a rounded
/// deceleration end) then never counts as at its top, and a pull on it never reaches the banner.
final class StrictTowardTopCoordinator: OwnershipCoordinator {
  override func isAtTop(_ content: any ScrollSurface) -> Bool {
    let y = content.contentOffset.y, top = contentTop(content)
    return y <= top || (y <= top + offsetTolerance && y < lastContentY)
  }
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
      name: "strict-toward-top", role: .mutant,
      summary: "the content counts as at its top within 0.5 pt only while moving toward it, not at rest",
      breaks: "no-swallowed-gesture", maxListCount: 1, make: { StrictTowardTopCoordinator() }),
    CoordinatorEntry(
      name: "near-pages-hold", role: .mutant,
      summary: "asks only the current page and two on either side whether a list on screen holds the outer",
      breaks: "no-unexplained-jump", make: { NearPagesHoldCoordinator() }),
    CoordinatorEntry(
      name: "status-bar-under-finger", role: .mutant,
      summary: "a status-bar tap animates the outer to its top even while a finger drags it",
      breaks: "no-swallowed-gesture", make: { StatusBarUnderFingerCoordinator() }),
    CoordinatorEntry(
      name: "flag-after-pin", role: .mutant,
      summary: "pins the container at the ceiling before giving the pan to the content (the order the ownership design's article gives)",
      breaks: "header-visible-lists-at-top", maxListCount: 1, make: { FlagAfterPinCoordinator() }),
    CoordinatorEntry(
      name: "tap-resets-far-tabs", role: .mutant,
      summary: "a status-bar tap sends the lists of tabs more than one page away to their tops, even one on screen",
      breaks: "no-unexplained-jump", make: { TapResetsFarTabsCoordinator() }),
    CoordinatorEntry(
      name: "tap-hands-back-early", role: .mutant,
      summary: "a status-bar tap hands the pan back to the container before the container has moved",
      breaks: "header-visible-lists-at-top", maxListCount: 1, make: { TapHandsBackEarlyCoordinator() }),
  ]

  /// Hard mutants that are hard no more: the invariant `header-returns-on-pull` catches each in a few hundred random
  /// cases, so they measure nothing about search. Kept in the catalogue (their witnesses and rows still prove them),
  /// out of `hardMutants` and of `nestedcheck-bench search`'s sets.
  public static let formerHardMutants: [CoordinatorEntry] = [
    CoordinatorEntry(
      name: "eager-list-lock", role: .mutant,
      summary: "pins the outer at maxOffsetY on every list callback once the header reads as hidden (the NestedPaging article's rule)",
      breaks: "status-bar-shows-top", make: { EagerListLockCoordinator() }),
    CoordinatorEntry(
      name: "slow-pull-swallowed", role: .mutant,
      summary: "hands back to the container only after a pull of more than 0.5 pt below the ceiling in one frame",
      breaks: "no-swallowed-gesture", maxListCount: 1, make: { SlowPullSwallowedCoordinator() }),
  ]

  /// Hard mutants whose fault needs the ownership page's loads (a banner height arriving): searched with the `loads` profile.
  public static let hardMutantsOnLoads: Set<String> = ["flag-after-pin"]

  /// Hard mutants no change to the search may be tuned on (`nestedcheck-bench search --mutants held-out`): measured
  /// once a change is final, so the table says how the search does on faults it was not shaped for. The others are
  /// the tuning set (`--mutants tuning`). A gesture-order fault, a page-shape fault, and a page shape with an order of
  /// steps: `tap-resets-far-tabs` took `eager-list-lock`'s place when that one stopped being hard (the harder of the
  /// two new faults, and never run while the search was tuned), and `tap-hands-back-early` took `slow-pull-swallowed`'s
  /// place in the tuning set (docs/search.md, Hard mutants).
  public static let hardMutantsHeldOut: Set<String> = ["status-bar-under-finger", "flag-after-pin", "tap-resets-far-tabs"]
}
