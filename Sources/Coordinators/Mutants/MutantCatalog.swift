// Catalogue entries for the mutants and the seed-faithful variants.

import ScrollSim

extension CoordinatorCatalog {
  public static let mutants: [CoordinatorEntry] = [
    CoordinatorEntry(
      name: "reset-current-only", role: .mutant,
      summary: "header visible resets only the current list (other tabs keep stale offsets)",
      breaks: "header-visible-lists-at-top", make: { ResetCurrentOnlyCoordinator() }),
    CoordinatorEntry(
      name: "no-reset-on-tab-switch", role: .mutant,
      summary: "resets only the current list and not on tab switch: switching back snaps to the pin (seed 001)",
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
      name: "never-hand-back", role: .mutant, summary: "ownership never returns to the container",
      breaks: "no-swallowed-gesture", maxListCount: 1, make: { NeverHandBackCoordinator() }),
    CoordinatorEntry(
      name: "unpinned-container", role: .mutant, summary: "the container is not held at the ceiling while the content owns",
      breaks: "outer-within-max", maxListCount: 1, make: { UnpinnedContainerCoordinator() }),
  ] + processFaultMutants

  /// Filled when the simulation shows a seed's code, as written, breaking an invariant.
  public static let seedVariants: [CoordinatorEntry] = [
    CoordinatorEntry(
      name: "offset-lock-seed", role: .seedVariant,
      summary: "offset-lock as seed 001 writes it: one-sided reset, strict lock test, no floor on maxOffsetY",
      breaks: "header-visible-lists-at-top", make: { SeedOffsetLockCoordinator() }),
    CoordinatorEntry(
      name: "ownership-seed", role: .seedVariant,
      summary: "ownership as seed 003 writes it: content pinned at .zero, unconditional pinning writes",
      breaks: "header-visible-lists-at-top", maxListCount: 1, make: { SeedOwnershipCoordinator() }),
  ]
}
