// Catalogue entries for the mutants and the seed-faithful variants.

import ScrollSim

extension CoordinatorCatalog {
  /// The catalogued mutants: one-idea faults in the shipped coordinators and the load logic, each with the invariant it breaks.
  public static let mutants: [CoordinatorEntry] = [
    CoordinatorEntry(
      name: "reset-current-only", role: .mutant,
      summary: "header visible resets only the current list (other tabs keep stale offsets)",
      breaks: "header-visible-lists-at-top", make: { ResetCurrentOnlyCoordinator() }),
    CoordinatorEntry(
      name: "no-reset-on-tab-switch", role: .mutant,
      summary: "resets only the current list and not on tab switch: switching back snaps to the pin (the NestedPaging article)",
      breaks: "header-visible-lists-at-top", make: { NoResetOnTabSwitchCoordinator() }),
    CoordinatorEntry(
      name: "no-max-clamp", role: .mutant, summary: "never clamps the outer table to maxOffsetY",
      breaks: "outer-within-max", make: { NoMaxClampCoordinator() }),
    CoordinatorEntry(
      name: "unforwarded-list", role: .mutant, summary: "list 1 never forwards scrollViewDidScroll",
      breaks: "no-unexplained-jump", make: { UnforwardedListCoordinator() }),
    CoordinatorEntry(
      name: "ignores-inset", role: .mutant, summary: "treats a list's top as 0 instead of -adjustedContentInset.top",
      breaks: "header-visible-lists-at-top", make: { IgnoresInsetCoordinator() }),
    CoordinatorEntry(
      name: "ungated-pager", role: .mutant, summary: "the pager begins on every pan",
      breaks: "paging-gates", make: { UngatedPagerCoordinator() }),
    CoordinatorEntry(
      name: "no-simultaneous", role: .mutant, summary: "the outer table refuses to recognize with the lists",
      breaks: "no-swallowed-gesture", make: { NoSimultaneousCoordinator() }),
    CoordinatorEntry(
      name: "stale-scrolls-to-top", role: .mutant, summary: "scrollsToTop stays on the first list after a tab switch",
      breaks: "single-scrolls-to-top", make: { StaleScrollsToTopCoordinator() }),
    CoordinatorEntry(
      name: "echoing-lock", role: .mutant, summary: "each view echoes the other's offset one pixel off",
      breaks: "no-feedback-loop", make: { EchoingLockCoordinator() }),
    CoordinatorEntry(
      name: "overshoot-and-wipe", role: .mutant,
      summary: "two bugs: the clamp pins one point past maxOffsetY (frequent); pinned, a pull-down on list 2 wipes it to its top (rare)",
      breaks: "outer-within-max", make: { OvershootAndWipeCoordinator() }),
    CoordinatorEntry(
      name: "never-hand-back", role: .mutant, summary: "ownership never returns to the container",
      breaks: "no-swallowed-gesture", maxListCount: 1, make: { NeverHandBackCoordinator() }),
    CoordinatorEntry(
      name: "unpinned-container", role: .mutant, summary: "the container is not held at the ceiling while the content owns",
      breaks: "outer-within-max", maxListCount: 1, make: { UnpinnedContainerCoordinator() }),
  ] + pageModelMutants + processFaultMutants + loadMutants

  /// Faults in the page as apps build it: momentum at the boundary, the status bar, header content, list lifecycle.
  public static let pageModelMutants: [CoordinatorEntry] = [
    CoordinatorEntry(
      name: "zeroes-handoff-velocity", role: .mutant,
      summary: "ownership stops the receiving view when ownership flips (setContentOffset animated: false)",
      breaks: "momentum-carried", maxListCount: 1, momentum: MomentumClaim(),
      make: { ZeroesHandoffVelocityCoordinator() }),
    CoordinatorEntry(
      name: "list-only-scrolls-to-top", role: .mutant,
      summary: "a status-bar tap scrolls only the current list; the header stays hidden",
      breaks: "status-bar-shows-top", make: { ListOnlyScrollsToTopCoordinator() }),
    CoordinatorEntry(
      name: "carousel-joins-outer", role: .mutant,
      summary: "the outer recognizes with the header's carousel: horizontal swipes drag the page",
      breaks: "header-content-gates", make: { HeaderContentJoinsOuterCoordinator() }),
    CoordinatorEntry(
      name: "greedy-carousel", role: .mutant,
      summary: "the header's carousel begins on every pan: vertical pans on it do not scroll the page",
      breaks: "header-content-gates", make: { GreedyHeaderContentCoordinator() }),
    CoordinatorEntry(
      name: "stale-list-cache", role: .mutant,
      summary: "keeps the first list view per page and never drops it when the pager destroys the list",
      breaks: "no-swallowed-gesture", make: { StaleListCacheCoordinator() }),
    CoordinatorEntry(
      name: "cached-list-top", role: .mutant,
      summary: "remembers each list's top from its first inset: a runtime inset change leaves lists off their top",
      breaks: "header-visible-lists-at-top", make: { CachedListTopCoordinator() }),
    CoordinatorEntry(
      name: "outer-top-at-zero", role: .mutant,
      summary: "after a status-bar tap animates the outer to 0, not to -adjustedContentInset.top",
      breaks: "status-bar-shows-top", make: { OuterTopAtZeroCoordinator() }),
    CoordinatorEntry(
      name: "stale-current-list", role: .mutant,
      summary: "the current list is the last one that scrolled: after a page switch a pull down only bounces the new list",
      breaks: "header-returns-on-pull", make: { StaleCurrentListCoordinator() }),
    CoordinatorEntry(
      name: "bar-follows-drag", role: .mutant,
      summary: "the category bar follows the pager only while dragged: a flick that settles after the lift leaves it behind",
      breaks: "selected-tab-follows-page", make: { BarFollowsDragCoordinator() }),
  ]

  /// Faults in the page's load logic, each with the shipped ownership coordinator (the Three Loaders article's page).
  public static let loadMutants: [CoordinatorEntry] = [
    CoordinatorEntry(
      name: "queued-next-page", role: .mutant, summary: "bottom hits during a next-page request are queued, not dropped",
      breaks: "pages-in-order", maxListCount: 1, make: { OwnershipCoordinator() }, loads: { QueuedNextPageLoads() }),
    CoordinatorEntry(
      name: "no-token-check", role: .mutant, summary: "responses are applied without checking their token",
      breaks: "no-stale-append", maxListCount: 1, make: { OwnershipCoordinator() }, loads: { NoTokenCheckLoads() }),
    CoordinatorEntry(
      name: "eager-slots", role: .mutant, summary: "a slot height is applied on arrival, even while the content owns",
      breaks: "ceiling-still-while-content-owns", maxListCount: 1, make: { OwnershipCoordinator() },
      loads: { EagerSlotsLoads() }),
    CoordinatorEntry(
      name: "ungated-bottom-hit", role: .mutant, summary: "pagination is evaluated on every content callback, whoever owns",
      breaks: "bottom-hit-arms-with-content", maxListCount: 1, make: { OwnershipCoordinator() },
      loads: { UngatedBottomHitLoads() }),
    CoordinatorEntry(
      name: "double-fetch", role: .mutant, summary: "a bottom hit while a next page flies sends another request anyway",
      breaks: "single-flight-next-page", maxListCount: 1, make: { OwnershipCoordinator() },
      loads: { DoubleFetchLoads() }),
    CoordinatorEntry(
      name: "slots-ride-refresh", role: .mutant, summary: "a refresh keeps the slot request in flight and honours it",
      breaks: "refresh-supersedes", maxListCount: 1, make: { OwnershipCoordinator() },
      loads: { SlotsRideRefreshLoads() }),
  ]

  /// Filled when the simulation shows a seed's code, as written, breaking an invariant.
  public static let seedVariants: [CoordinatorEntry] = [
    CoordinatorEntry(
      name: "offset-lock-seed", role: .seedVariant,
      summary: "offset-lock as the NestedPaging article writes it: one-sided reset, strict lock test, no floor on maxOffsetY",
      breaks: "header-visible-lists-at-top", make: { SeedOffsetLockCoordinator() }),
    CoordinatorEntry(
      name: "ownership-seed", role: .seedVariant,
      summary: "ownership as the Three Loaders article writes it: content pinned at .zero, unconditional pinning writes",
      breaks: "header-visible-lists-at-top", maxListCount: 1, make: { SeedOwnershipCoordinator() }),
  ]
}
