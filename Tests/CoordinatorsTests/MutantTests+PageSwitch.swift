// The page-switch mutants' rows of `MutantTests`: the coordinator's idea of the current list after a page switch,
// and the category bar's selection. Same shape as the other rows: the parent's answer and the mutant's.

import Foundation
import Testing

@testable import Coordinators
import ScrollSim

extension MutantTests {
  // MARK: - Page-switch mutants

  /// Pinned (outer 197), list 0 scrolls to 400, then page 1 becomes current with its list at its top, and a pull
  /// down stretches list 1 by 10 pt and drags the outer 10 pt down. The parent holds list 1's top edge, lets the
  /// outer come down and resets list 0 (the header shows); the mutant still takes list 0 for the current list, pins
  /// the outer back and leaves list 1 in its band.
  static func staleCurrentList() {
    let page = { FakePage(outerY: 197, lists: [FakeSurface("list0"), FakeSurface("list1"), nil]) }
    let (p, m) = both(parent: "offset-lock", mutant: "stale-current-list", page: page) { page, c in
      page.fake(0).contentOffset.y = 400
      page.currentIndex = 1
      c.currentPageDidChange(to: 1)
      page.fake(1).contentOffset.y = -10
      page.outerSurface.contentOffset.y = 187
    }
    #expect(p.outerSurface.y == 187 && p.fake(1).y == 0 && p.fake(0).y == 0)
    #expect(m.outerSurface.y == 197 && m.fake(1).y == -10 && m.fake(0).y == 400)
  }

  /// The parent leaves the bar to the page (it selects the settled page's tab); the mutant keeps it, follows the
  /// pager's progress while a finger drags it (0.7 pages: tab 1), and not once the finger has lifted (2.0: still 1).
  static func barFollowsDrag() {
    let pager = FakeSurface("pager")
    var selects: [Bool] = []
    let (p, m) = both(parent: "offset-lock", mutant: "bar-follows-drag", page: { FakePage(lists: [nil, nil, nil]) }) {
      page, c in
      selects.append(c.selectsTabs)
      pager.isDragging = true
      page.pagerProgress = 0.7
      c.pagerDidScroll(pager)
      #expect(page.selectedTabIndex == (c.selectsTabs ? 1 : 0))
      pager.isDragging = false
      page.pagerProgress = 2
      c.pagerDidScroll(pager)
    }
    #expect(selects == [false, true])
    #expect(p.selectedTabIndex == 0, "the parent leaves the bar to the page")
    #expect(m.selectedTabIndex == 1, "the mutant stopped following at the lift")
  }
}
