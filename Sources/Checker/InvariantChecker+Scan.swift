// One pass over the page's views that says, cheaply, which list-wide rules might be broken in this
// frame, so the per-list searches that build findings run only when one is.
//
// Three rules read every list each frame: `finite-state` (every offset finite), `header-visible-lists-at-top`
// (every created list at its top while the header shows) and `single-scrolls-to-top` (exactly the current list
// has the flag). Each walked the lists on its own, re-reading `lists` and bounds-checking every index: together
// about 180 instructions a frame (callgrind, generated workload), although on almost every frame none is broken.
// The scan reads each list once and only gates the original searches, which still run (in check order, with
// the same messages and severities) whenever the scan flags their rule: a verdict cannot change.

import ScrollSim

/// What one pass over the views found: whether each list-wide rule may be broken in this frame.
struct ViewScan {
  /// Every offset (outer, pager, created lists) is finite and the current page is in range: `stateIsFinite`.
  var isFinite = true
  /// Some created list sits off its top (`-adjustedContentInset.top`) by more than the tolerance.
  var listOffTop = false
  /// The outer table has `scrollsToTop` on, or some created list's flag differs from "is the current page".
  var scrollsToTopWrong = false
}

extension InvariantChecker {
  /// Reads the outer table, the pager and each created list once. Exact where it matters: `isFinite` is
  /// `stateIsFinite`; the other two are true whenever `listOffTop(…)` or `checkScrollsToTop` would record anything.
  @inline(__always)
  static func scan(_ world: PageWorld) -> ViewScan {
    var scan = ViewScan()
    let outer = world.outerView
    let count = world.listCount
    let current = world.currentIndex
    scan.isFinite = outer.offsetIsFinite && world.pager.offsetIsFinite && current >= 0 && current < count
    scan.scrollsToTopWrong = outer.scrollsToTop
    var index = 0
    while index < count {
      if let list = world.listView(at: index) {
        // A non-finite offset makes the comparison false, which `isFinite` covers (the run ends on it).
        if !list.offsetIsFinite { scan.isFinite = false }
        if abs(list.position - list.minPosition) > offsetTolerance { scan.listOffTop = true }
        if list.scrollsToTop != (index == current) { scan.scrollsToTopWrong = true }
      }
      index += 1
    }
    return scan
  }
}
