// The page-model mutants' rows of `MutantTests`: momentum at the boundary, the status bar, the header's
// carousel, list lifecycle and runtime insets. Same shape as the other rows: the parent's answer and the mutant's.

import Foundation
import Testing

@testable import Coordinators
import ScrollSim

extension MutantTests {
  // MARK: - Page-model mutants

  /// The container reaches the ceiling (197) and ownership flips: the parent leaves the content's momentum alone; the
  /// mutant stops it with `setContentOffset(_:animated: false)`.
  static func zeroesHandoffVelocity() {
    let page = { FakePage(outerY: 197, lists: [FakeSurface("content")]) }
    let (p, m) = both(parent: "ownership", mutant: "zeroes-handoff-velocity", page: page) { _, c in c.outerDidScroll() }
    #expect((p.lists[0]!).stops == 0)
    #expect((m.lists[0]!).stops == 1)
    #expect(p.outerSurface.y == 197 && m.outerSurface.y == 197)
  }

  /// Pinned (outer 197), the current list finished its status-bar scroll: the parent animates the outer to its top (0);
  /// the mutant leaves the header hidden.
  static func listOnlyScrollsToTop() {
    let page = { FakePage(outerY: 197) }
    let (p, m) = both(parent: "offset-lock", mutant: "list-only-scrolls-to-top", page: page) { _, c in
      c.listDidScrollToTop(at: 0)
    }
    #expect(p.outerSurface.animatedTargets == [CGPoint(x: 0, y: 0)])
    #expect(m.outerSurface.animatedTargets.isEmpty && m.outerSurface.y == 197)
  }

  /// The parent refuses to recognize with the header's carousel; the mutant agrees (and still refuses the pager).
  static func headerContentJoinsOuter() {
    var answers: [[Bool]] = []
    _ = both(parent: "offset-lock", mutant: "carousel-joins-outer", page: { FakePage() }) { _, c in
      answers.append([c.shouldRecognizeSimultaneously(outerWith: .headerContent), c.shouldRecognizeSimultaneously(outerWith: .pager)])
    }
    #expect(answers == [[false, false], [true, false]])
  }

  /// A mostly vertical pan on the carousel: the parent's carousel declines it (the page scrolls); the mutant's begins.
  static func greedyHeaderContent() {
    for (velocity, expected) in [(CGPoint(x: 10, y: -800), [false, true]), (CGPoint(x: -800, y: 10), [true, true])] {
      var answers: [Bool] = []
      _ = both(parent: "offset-lock", mutant: "greedy-carousel", page: { FakePage() }) { _, c in
        answers.append(c.headerContentShouldBegin(velocity: velocity))
      }
      #expect(answers == expected, "velocity \(velocity)")
    }
  }

  /// Pinned with list 0 scrolled to 400; the pager destroys it and a new list 0 loads at its top. The outer's callback:
  /// the parent sees the new list at its top and lets the outer go (stays 150); the mutant asks the stale list, which
  /// still holds the outer, and pins it back to 197.
  static func staleListCache() {
    let page = { FakePage(outerY: 197, lists: [FakeSurface("list0", y: 400), nil, nil]) }
    let (p, m) = both(parent: "offset-lock", mutant: "stale-list-cache", page: page) { page, c in
      c.listDidLoad(at: 0)
      c.listWillUnload(at: 0)
      page.lists[0] = FakeSurface("list0-new")
      c.listDidLoad(at: 0)
      page.outerSurface.place(150)
      c.outerDidScroll()
    }
    #expect(p.outerSurface.y == 150)
    #expect(m.outerSurface.y == 197)
  }

  /// Header visible, list 0 at 0 with no inset; its top inset then grows to 44 (top -44). The parent resets it to -44;
  /// the mutant, which learned the top 0 before, leaves it at 0.
  static func cachedListTop() {
    let page = { FakePage(outerY: 120, lists: [FakeSurface("list0"), nil, nil]) }
    let (p, m) = both(parent: "offset-lock", mutant: "cached-list-top", page: page) { page, c in
      c.outerDidScroll()
      page.fake(0).adjustedContentInset.top = 44
      c.listDidChangeAdjustedContentInset(at: 0)
    }
    #expect(p.fake(0).y == -44)
    #expect(m.fake(0).y == 0)
  }

  /// Pinned with a 60 pt top inset on the outer (its top is -60): after the status-bar scroll the parent animates the
  /// outer to -60, the mutant to 0.
  static func outerTopAtZero() {
    let page = { () -> FakePage in
      let page = FakePage(outerY: 197)
      page.outerSurface.adjustedContentInset.top = 60
      return page
    }
    let (p, m) = both(parent: "offset-lock", mutant: "outer-top-at-zero", page: page) { _, c in c.listDidScrollToTop(at: 0) }
    #expect(p.outerSurface.animatedTargets == [CGPoint(x: 0, y: -60)])
    #expect(m.outerSurface.animatedTargets == [CGPoint(x: 0, y: 0)])
  }
}
