// Mutants whose fault is a process fault, not a broken invariant: one traps, one never returns.
//
// They exist to prove that `nestedcheck fuzz` isolates crashes and hangs in worker processes and
// reports them with their own exit codes (TigerBeetle's VOPR: crash, liveness and correctness
// failures are told apart). Never run them in-process on a case that reaches their fault: the
// trap would take the test runner down. The CLI tests exercise them through worker processes.

import Foundation
import ScrollSim

extension CoordinatorCatalog {
  /// The values a process-fault mutant's `breaks` may take instead of an invariant name.
  public static let processFaults: Set<String> = ["crash", "hang"]

  /// Mutants that crash or hang the process; fuzz them only with process isolation.
  public static let processFaultMutants: [CoordinatorEntry] = [
    CoordinatorEntry(
      name: "traps-on-reload", role: .mutant,
      summary: "fatalError when a reload finds the header shorter than 60 pt (a precondition that does not hold)",
      breaks: "crash", make: { TrapsOnReloadCoordinator() }),
    CoordinatorEntry(
      name: "spins-on-tab-switch", role: .mutant,
      summary: "on a switch to the last of 3+ tabs, waits for the page index to change again: it never does",
      breaks: "hang", make: { SpinsOnTabSwitchCoordinator() }),
  ]
}

extension CoordinatorEntry {
  /// Whether this entry's known fault kills or stalls the process (`breaks` is `crash` or `hang`).
  public var isProcessFault: Bool { breaks.map(CoordinatorCatalog.processFaults.contains) ?? false }
}

/// Asserts that a reload never leaves the header shorter than `minimumHeaderHeight`, and traps when it does.
/// Breaks `crash`: any `reloadHeader` to a short header (after the page's first layout) kills the process.
final class TrapsOnReloadCoordinator: OffsetLockCoordinator {
  /// Below this header height (points) a reload traps.
  static let minimumHeaderHeight: CGFloat = 60
  /// The page's first layout also calls `pageDidReload`; the precondition is only checked on later reloads.
  private var hasLaidOut = false

  /// Whether a reload that finds `headerHeight` traps (the fault's condition, testable without trapping).
  static func traps(headerHeight: CGFloat, isHeaderOnly: Bool) -> Bool {
    !isHeaderOnly && headerHeight < minimumHeaderHeight
  }

  override func pageDidReload() {
    if let page, hasLaidOut, Self.traps(headerHeight: page.headerHeight, isHeaderOnly: page.isHeaderOnly) {
      fatalError("traps-on-reload: header height \(page.headerHeight) is below \(Self.minimumHeaderHeight)")
    }
    hasLaidOut = true
    super.pageDidReload()
  }
}

/// On a switch to the last tab of a page with three or more, busy-waits for `currentIndex` to move on:
/// the page only changes it on this same thread, so the loop never ends. Breaks `hang`.
final class SpinsOnTabSwitchCoordinator: OffsetLockCoordinator {
  /// Iterations spent waiting; a stored side effect so the loop is not optimised into something else.
  @exclusivity(unchecked) private(set) var spins = 0

  /// Whether switching to page `index` of `listCount` spins (the fault's condition, testable without hanging).
  static func spins(switchingTo index: Int, listCount: Int) -> Bool { listCount >= 3 && index == listCount - 1 }

  override func currentPageDidChange(to index: Int) {
    if let page, Self.spins(switchingTo: index, listCount: page.listCount) {
      while page.currentIndex == index { spins &+= 1 }
    }
    super.currentPageDidChange(to: index)
  }
}
