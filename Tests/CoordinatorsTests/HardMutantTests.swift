// Each hard mutant is a one-idea change too: these rows pin the idea down on a fake page, as MutantTests does for
// the catalogue (their end-to-end proof is each one's witness in Tests/Scenarios). Each row puts one coordinator
// state to the parent and to the mutant; the answers differ exactly where the mutant's rule does.

import Foundation
import Testing

@testable import Coordinators
import ScrollSim

@Suite struct HardMutantTests {
  static let rows: [String: @MainActor @Sendable () -> Void] = [
    "directionless-at-top": directionlessAtTop,
    "strict-toward-top": strictTowardTop,
    "slow-pull-swallowed": slowPullSwallowed,
    "eager-list-lock": eagerListLock,
    "near-pages-hold": nearPagesHold,
    "status-bar-under-finger": statusBarUnderFinger,
    "flag-after-pin": flagAfterPin,
    "tap-resets-far-tabs": tapResetsFarTabs,
    "tap-hands-back-early": tapHandsBackEarly,
  ]

  /// The hard mutants that random generation now finds in a few hundred cases: still one idea each, still pinned down.
  static let formerRows: Set<String> = ["slow-pull-swallowed", "eager-list-lock"]

  @Test(
    "each hard mutant differs from its parent in its one idea",
    arguments: (CoordinatorCatalog.hardMutants + CoordinatorCatalog.formerHardMutants).map(\.name))
  func everyHardMutantHasARow(name: String) {
    guard let row = Self.rows[name] else {
      Issue.record("hard mutant \(name) has no row")
      return
    }
    row()
  }

  @Test("every row names a hard mutant")
  func noStaleRows() {
    #expect(Set(Self.rows.keys) == Set((CoordinatorCatalog.hardMutants + CoordinatorCatalog.formerHardMutants).map(\.name)))
    #expect(Self.formerRows == Set(CoordinatorCatalog.formerHardMutants.map(\.name)))
    #expect(Set(CoordinatorCatalog.hardMutants.map(\.name)).isDisjoint(with: Self.formerRows))
  }

  @Test("the held-out hard mutants are hard mutants, and leave a tuning set of at least as many")
  func heldOutSplit() {
    let names = Set(CoordinatorCatalog.hardMutants.map(\.name))
    #expect(CoordinatorCatalog.hardMutantsHeldOut.isSubset(of: names))
    #expect(!CoordinatorCatalog.hardMutantsHeldOut.isEmpty)
    #expect(names.subtracting(CoordinatorCatalog.hardMutantsHeldOut).count >= CoordinatorCatalog.hardMutantsHeldOut.count)
  }

  /// `isAtTop` for a content 0.3 pt below its top, as the parent and the mutant answer it, after `prepare`.
  private static func atTop(_ name: String, _ prepare: (OwnershipCoordinator, FakeSurface) -> Void) -> Bool {
    let page = FakePage(outerY: 197, lists: [FakeSurface("content", y: 0.3)])
    let coordinator = Catalogued.make(name) as! OwnershipCoordinator
    page.connect(coordinator)
    prepare(coordinator, page.fake(0))
    return coordinator.isAtTop(page.fake(0))
  }

  /// Moving away from its top (last seen at 0, now 0.3): not at the top for the parent; at it for the mutant.
  static func directionlessAtTop() {
    let answers = ["ownership", "directionless-at-top"].map { name in atTop(name) { c, _ in c.lastContentY = 0 } }
    #expect(answers == [false, true])
  }

  /// At rest 0.3 pt below its top (last seen where it is): at the top for the parent; not for the mutant.
  static func strictTowardTop() {
    let answers = ["ownership", "strict-toward-top"].map { name in atTop(name) { c, list in c.lastContentY = list.y } }
    #expect(answers == [true, false])
  }

  /// A pull of 0.2 pt below where the pin left the container: the parent sees a pull; the mutant waits for 0.5 pt.
  static func slowPullSwallowed() {
    let answers = ["ownership", "slow-pull-swallowed"].map { name -> Bool in
      let coordinator = Catalogued.make(name) as! OwnershipCoordinator
      // The page must outlive every read: a coordinator holds its page `unowned`, as the simulation's pages
      // own their coordinators (a temporary page here was freed before `ceilingOffset` read it).
      let page = FakePage(outerY: 197)
      page.connect(coordinator)
      return withExtendedLifetime(page) {
        coordinator.restingOuterY = coordinator.ceilingOffset
        return coordinator.isPulledBelowCeiling(coordinator.ceilingOffset - 0.2)
      }
    }
    #expect(answers == [true, false])
  }

  /// The outer rests 0.3 pt below the pin (the header reads as hidden) and the list at its top calls back: the parent
  /// leaves the outer where it is; the mutant pins it.
  static func eagerListLock() {
    let outers = ["offset-lock", "eager-list-lock"].map { name -> CGFloat in
      let page = FakePage(outerY: 196.7, lists: [FakeSurface("list0"), nil, nil])
      let coordinator = Catalogued.make(name)
      page.connect(coordinator)
      coordinator.listDidScroll(at: 0)
      return page.outerSurface.y
    }
    #expect(outers == [196.7, 197])
  }

  /// Five tabs, the current page 0, the pager three pages on, and list 3 (on screen) scrolled: the parent finds the list
  /// that holds the outer; the mutant, asking pages 0 to 2 only, finds none.
  static func nearPagesHold() {
    let answers = ["offset-lock", "near-pages-hold"].map { name -> Bool in
      let lists: [FakeSurface?] = [FakeSurface("list0"), nil, nil, FakeSurface("list3", y: 120), nil]
      let page = FakePage(outerY: 197, lists: lists)
      page.pagerProgress = 3
      let coordinator = Catalogued.make(name) as! OffsetLockCoordinator
      page.connect(coordinator)
      return coordinator.visibleListHoldsOuter(on: page, outer: page.outer)
    }
    #expect(answers == [true, false])
  }

  /// A status-bar tap finished while a finger drags the outer 150 pt down: the parent leaves the outer to the finger;
  /// the mutant animates it to its top.
  static func statusBarUnderFinger() {
    let targets = ["offset-lock", "status-bar-under-finger"].map { name -> Int in
      let page = FakePage(outerY: 150)
      page.outerSurface.isDragging = true
      let coordinator = Catalogued.make(name)
      page.connect(coordinator)
      coordinator.listDidScrollToTop(at: 0)
      return page.outerSurface.animatedTargets.count
    }
    #expect(targets == [0, 1])
  }

  /// The container has just passed the ceiling: who owns the pan in the pin's own callback (what the page's loads hear)?
  /// The content, for the parent; still the container, for the mutant.
  static func flagAfterPin() {
    let owners = ["ownership", "flag-after-pin"].map { name -> Bool? in
      let page = FakePage(outerY: 199, lists: [FakeSurface("content")])
      let coordinator = Catalogued.make(name) as! OwnershipCoordinator
      page.connect(coordinator)
      var ownerDuringPin: Bool?
      page.outerSurface.onDidScroll = { ownerDuringPin = coordinator.contentOwnsScrolling }
      coordinator.outerDidScroll()
      #expect(page.outerSurface.y == 197)
      return ownerDuringPin
    }
    #expect(owners == [true, false])
  }

  /// Four tabs, a status-bar tap's scroll ending on tab 3 while lists 0 and 2 are scrolled: where are the lists when
  /// the outer's animation to its top starts (the fake moves at once, so the page's own callback is not delivered)?
  /// Where they were, for the parent; for the mutant, list 0 (two or more pages away) at its top and list 2 (a
  /// neighbour) where it was.
  static func tapResetsFarTabs() {
    let offsets = ["offset-lock", "tap-resets-far-tabs"].map { name -> [CGFloat] in
      let lists: [FakeSurface?] = [FakeSurface("list0", y: 120), nil, FakeSurface("list2", y: 80), FakeSurface("list3")]
      let page = FakePage(outerY: 197, lists: lists, current: 3)
      let coordinator = Catalogued.make(name)
      page.connect(coordinator)
      var atAnimation: [CGFloat] = []
      page.outerSurface.onDidScroll = { atAnimation = [page.fake(0).y, page.fake(2).y] }
      coordinator.listDidScrollToTop(at: 3)
      #expect(page.outerSurface.animatedTargets.count == 1)
      return atAnimation
    }
    #expect(offsets == [[120, 80], [0, 80]])
  }

  /// The content owns, the container at the ceiling, and a status-bar tap's scroll ends: both start the container's
  /// animation to its top; the parent leaves the pan with the content until the container moves, the mutant hands it
  /// back at once.
  static func tapHandsBackEarly() {
    let owners = ["ownership", "tap-hands-back-early"].map { name -> Bool? in
      let page = FakePage(outerY: 197, lists: [FakeSurface("content")])
      let coordinator = Catalogued.make(name) as! OwnershipCoordinator
      page.connect(coordinator)
      coordinator.contentOwnsScrolling = true
      // Who owns when the animation starts (the fake moves at once; its callback is not delivered).
      var ownerAtAnimation: Bool?
      page.outerSurface.onDidScroll = { ownerAtAnimation = coordinator.contentOwnsScrolling }
      coordinator.listDidScrollToTop(at: 0)
      #expect(page.outerSurface.animatedTargets.count == 1)
      return ownerAtAnimation
    }
    #expect(owners == [true, false])
  }
}
