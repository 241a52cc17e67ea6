// Each catalogued mutant (and seed-faithful variant) is a one-idea change of a shipped coordinator.
// These table tests pin that idea down: the same input, the parent's answer and the mutant's, and
// the difference is exactly the bug the mutant carries. A mutant added to the catalogue without a
// row here fails `everyMutantHasARow`.

import Foundation
import Testing

@testable import Coordinators
import ScrollSim

/// Runs `body` on a fresh fake page for the parent coordinator and for the mutant, returning both pages.
func both(
  parent: String, mutant: String, page make: () -> FakePage,
  _ body: (FakePage, any NestedScrollCoordinator) -> Void
) -> (parent: FakePage, mutant: FakePage) {
  let (p, pc) = Catalogued.page(parent, make())
  body(p, pc)
  let (m, mc) = Catalogued.page(mutant, make())
  body(m, mc)
  return (p, m)
}

/// Three lists: the current one at its top, list 1 scrolled to 400, list 2 not created; header partly shown.
private func headerVisibleWithStaleList() -> FakePage {
  FakePage(outerY: 120, lists: [FakeSurface("list0"), FakeSurface("list1", y: 400), nil])
}

@Suite struct MutantTests {
  /// The difference each mutant shows from its parent, by catalogue name.
  static let rows: [String: @MainActor @Sendable () -> Void] = [
    "reset-current-only": resetCurrentOnly,
    "no-reset-on-tab-switch": noResetOnTabSwitch,
    "no-max-clamp": noMaxClamp,
    "unforwarded-list": unforwardedList,
    "ignores-inset": ignoresInset,
    "ungated-pager": ungatedPager,
    "no-simultaneous": noSimultaneous,
    "stale-scrolls-to-top": staleScrollsToTop,
    "echoing-lock": echoingLock,
    "overshoot-and-wipe": overshootAndWipe,
    "never-hand-back": neverHandBack,
    "unpinned-container": unpinnedContainer,
    "offset-lock-seed": offsetLockSeed,
    "ownership-seed": ownershipSeed,
    "traps-on-reload": trapsOnReload,
    "spins-on-tab-switch": spinsOnTabSwitch,
    "queued-next-page": queuedNextPage,
    "no-token-check": noTokenCheck,
    "eager-slots": eagerSlots,
    "ungated-bottom-hit": ungatedBottomHit,
    "double-fetch": doubleFetch,
    "slots-ride-refresh": slotsRideRefresh,
    "zeroes-handoff-velocity": zeroesHandoffVelocity,
    "list-only-scrolls-to-top": listOnlyScrollsToTop,
    "carousel-joins-outer": headerContentJoinsOuter,
    "greedy-carousel": greedyHeaderContent,
    "stale-list-cache": staleListCache,
    "cached-list-top": cachedListTop,
    "outer-top-at-zero": outerTopAtZero,
    "stale-current-list": staleCurrentList,
    "bar-follows-drag": barFollowsDrag,
  ]

  @Test(
    "each mutant differs from its parent in its one idea",
    arguments: (CoordinatorCatalog.mutants + CoordinatorCatalog.seedVariants).map(\.name))
  func everyMutantHasARow(name: String) {
    guard let row = Self.rows[name] else {
      Issue.record("mutant \(name) has no table row")
      return
    }
    row()
  }

  @Test("every row names a catalogued mutant")
  func noStaleRows() {
    let names = Set((CoordinatorCatalog.mutants + CoordinatorCatalog.seedVariants).map(\.name))
    #expect(Set(Self.rows.keys) == names)
  }

  // MARK: - Offset-lock mutants

  /// Header visible: the parent resets list 1 (not current); the mutant leaves it at 400.
  /// Its compensating change: when a page becomes current under a visible header, it resets that page.
  static func resetCurrentOnly() {
    let (p, m) = both(parent: "offset-lock", mutant: "reset-current-only", page: headerVisibleWithStaleList) {
      _, coordinator in coordinator.outerDidScroll()
    }
    #expect(p.fake(1).y == 0)
    #expect(m.fake(1).y == 400)

    let (p2, m2) = both(parent: "offset-lock", mutant: "reset-current-only", page: headerVisibleWithStaleList) {
      page, coordinator in
      page.currentIndex = 1
      coordinator.currentPageDidChange(to: 1)
    }
    #expect(p2.fake(1).y == 400, "the parent relies on having reset it already")
    #expect(m2.fake(1).y == 0)
  }

  /// The NestedPaging article's story: switching to a list with a leftover offset while the header shows snaps the outer to the pin.
  static func noResetOnTabSwitch() {
    let (p, m) = both(parent: "offset-lock", mutant: "no-reset-on-tab-switch", page: headerVisibleWithStaleList) {
      page, coordinator in
      page.currentIndex = 1
      coordinator.currentPageDidChange(to: 1)
    }
    #expect(p.outerSurface.y == 120)
    #expect(m.outerSurface.y == 197)
  }

  /// Outer above max with the list at its top: the parent clamps to 197, the mutant leaves it at 250.
  static func noMaxClamp() {
    let (p, m) = both(parent: "offset-lock", mutant: "no-max-clamp", page: { FakePage(outerY: 250) }) {
      _, coordinator in coordinator.outerDidScroll()
    }
    #expect(p.outerSurface.y == 197)
    #expect(m.outerSurface.y == 250)
  }

  /// List 1's callback is dropped: under a visible header it stays scrolled. List 0's still works.
  static func unforwardedList() {
    let page = { FakePage(outerY: 120, lists: [FakeSurface("list0"), FakeSurface("list1", y: 50), nil], current: 1) }
    let (p, m) = both(parent: "offset-lock", mutant: "unforwarded-list", page: page) { _, c in c.listDidScroll(at: 1) }
    #expect(p.fake(1).y == 0)
    #expect(m.fake(1).y == 50)

    let page0 = { FakePage(outerY: 120, lists: [FakeSurface("list0", y: 50), nil, nil]) }
    let (p0, m0) = both(parent: "offset-lock", mutant: "unforwarded-list", page: page0) { _, c in c.listDidScroll(at: 0) }
    #expect(p0.fake(0).y == 0 && m0.fake(0).y == 0)
  }

  /// A list with a 20 pt top inset, at its true top (−20): the parent leaves it; the mutant "resets" it to 0.
  static func ignoresInset() {
    let page = { FakePage(outerY: 120, lists: [FakeSurface("list0", y: -20, topInset: 20), nil, nil]) }
    let (p, m) = both(parent: "offset-lock", mutant: "ignores-inset", page: page) { _, c in c.outerDidScroll() }
    #expect(p.fake(0).y == -20 && p.fake(0).writes.isEmpty)
    #expect(m.fake(0).y == 0)
  }

  /// The parent refuses a vertical pan and a first-page right swipe; the mutant begins on both.
  static func ungatedPager() {
    for velocity in [CGPoint(x: 0, y: -800), CGPoint(x: 800, y: 0)] {
      var answers: [Bool] = []
      _ = both(parent: "offset-lock", mutant: "ungated-pager", page: { FakePage() }) { _, c in
        answers.append(c.pagerShouldBegin(velocity: velocity))
      }
      #expect(answers == [false, true], "velocity \(velocity)")
    }
  }

  /// The parent recognizes with a list's pan; the mutant refuses.
  static func noSimultaneous() {
    var answers: [Bool] = []
    _ = both(parent: "offset-lock", mutant: "no-simultaneous", page: { FakePage() }) { _, c in
      answers.append(c.shouldRecognizeSimultaneously(outerWith: .list(0)))
    }
    #expect(answers == [true, false])
  }

  /// After switching to page 1, the parent moves scrollsToTop to list 1; the mutant keeps it on list 0.
  static func staleScrollsToTop() {
    let page = { FakePage(outerY: 50, lists: [FakeSurface("list0"), FakeSurface("list1"), nil]) }
    let (p, m) = both(parent: "offset-lock", mutant: "stale-scrolls-to-top", page: page) { page, c in
      page.currentIndex = 1
      c.currentPageDidChange(to: 1)
    }
    #expect(p.lists.map { $0?.scrollsToTop } == [false, true, nil])
    #expect(m.lists.map { $0?.scrollsToTop } == [true, false, nil])
  }

  /// Pinned, the list scrolls: the parent's write is a no-op that ends; the mutant's echo never ends.
  static func echoingLock() {
    let page = { FakePage(outerY: 197, lists: [FakeSurface("list0"), nil, nil]) }
    let (p, m) = both(parent: "offset-lock", mutant: "echoing-lock", page: page) { page, _ in
      page.fake(0).contentOffset.y = 50
    }
    #expect(!p.loopCut)
    #expect(p.outerSurface.y == 197 && p.fake(0).y == 50)
    #expect(m.loopCut)
  }

  /// Two planted bugs. Outer at 250 with the list at its top: the parent clamps to 197, the mutant to 198. Pinned,
  /// list 2 scrolled to 600 and then pulled down to 590: the parent leaves it at 590, the mutant wipes it to its top;
  /// the same pull on list 1 is left alone by both.
  static func overshootAndWipe() {
    let (p, m) = both(parent: "offset-lock", mutant: "overshoot-and-wipe", page: { FakePage(outerY: 250) }) {
      _, coordinator in coordinator.outerDidScroll()
    }
    #expect(p.outerSurface.y == 197)
    #expect(m.outerSurface.y == 198)

    for index in [1, 2] {
      let page = {
        FakePage(outerY: 197, lists: [FakeSurface("list0"), FakeSurface("list1"), FakeSurface("list2")], current: index)
      }
      let (p2, m2) = both(parent: "offset-lock", mutant: "overshoot-and-wipe", page: page) { page, _ in
        page.fake(index).contentOffset.y = 600
        page.fake(index).contentOffset.y = 590
      }
      #expect(p2.fake(index).y == 590)
      #expect(m2.fake(index).y == (index == 2 ? 0 : 590), "list \(index)")
    }
  }

  // MARK: - Ownership mutants

  /// The content owns and reaches its top: the parent hands back; the mutant keeps the content in charge.
  static func neverHandBack() {
    var flags: [Bool] = []
    let page = { FakePage(outerY: 197, lists: [FakeSurface("content", y: -5)]) }
    let (p, m) = both(parent: "ownership", mutant: "never-hand-back", page: page) { _, c in
      let ownership = c as! OwnershipCoordinator
      ownership.contentOwnsScrolling = true
      ownership.listDidScroll(at: 0)
      flags.append(ownership.contentOwnsScrolling)
    }
    #expect(p.fake(0).y == 0 && m.fake(0).y == 0, "both clamp the content to its top")
    #expect(flags == [false, true])
  }

  /// The content owns and the finger moves the container: the parent holds it at the ceiling; the mutant does not.
  static func unpinnedContainer() {
    for y in [CGFloat(150), 250] {
      let page = { FakePage(outerY: y, lists: [FakeSurface("content", y: 300)]) }
      let (p, m) = both(parent: "ownership", mutant: "unpinned-container", page: page) { _, c in
        (c as! OwnershipCoordinator).contentOwnsScrolling = true
        c.outerDidScroll()
      }
      #expect(p.outerSurface.y == 197)
      #expect(m.outerSurface.y == y)
    }
  }

  // MARK: - Seed variants

  /// The Three Loaders article pins the content at `.zero`; the shipped coordinator at `-adjustedContentInset.top`.
  static func ownershipSeed() {
    let page = { FakePage(outerY: 50, lists: [FakeSurface("content", y: 10, topInset: 44)]) }
    let (p, m) = both(parent: "ownership", mutant: "ownership-seed", page: page) { _, c in c.listDidScroll(at: 0) }
    #expect(p.fake(0).y == -44)
    #expect(m.fake(0).y == 0)
  }

  /// The NestedPaging article's one-sided guard: a list rubber-banded above its top is not reset under a visible header.
  static func offsetLockSeed() {
    let page = { FakePage(outerY: 120, lists: [FakeSurface("list0"), FakeSurface("list1", y: -5), nil]) }
    let (p, m) = both(parent: "offset-lock", mutant: "offset-lock-seed", page: page) { _, c in c.outerDidScroll() }
    #expect(p.fake(1).y == 0)
    #expect(m.fake(1).y == -5)
    // Below the top side they agree.
    let (p2, m2) = both(parent: "offset-lock", mutant: "offset-lock-seed", page: headerVisibleWithStaleList) { _, c in
      c.outerDidScroll()
    }
    #expect(p2.fake(1).y == 0 && m2.fake(1).y == 0)
  }

  // MARK: - Process-fault mutants
  //
  // Their one idea kills or stalls the process, so these rows pin down the fault's condition and show the
  // mutant behaves exactly like its parent everywhere else. `Tests/CLITests/FuzzFaultTests.swift` proves the
  // fault itself through worker processes (a crash exit and a timeout).

  /// Traps on a later reload with a header under 60 pt; the first layout, tall headers and header-only pages pass.
  static func trapsOnReload() {
    #expect(TrapsOnReloadCoordinator.traps(headerHeight: 59.5, isHeaderOnly: false))
    #expect(!TrapsOnReloadCoordinator.traps(headerHeight: 60, isHeaderOnly: false))
    #expect(!TrapsOnReloadCoordinator.traps(headerHeight: 10, isHeaderOnly: true))
    // The first layout never traps, even with a short header.
    _ = both(parent: "offset-lock", mutant: "traps-on-reload", page: { FakePage(outerY: 20, header: 40, pinOffset: 0) }) {
      _, c in c.pageDidReload()
    }
    // Later reloads of a tall header: the same writes as the parent.
    let page = { FakePage(outerY: 250, lists: [FakeSurface("list0"), FakeSurface("list1", y: 400), nil]) }
    let (p, m) = both(parent: "offset-lock", mutant: "traps-on-reload", page: page) { _, c in
      c.pageDidReload()
      c.pageDidReload()
    }
    #expect(p.outerSurface.y == m.outerSurface.y && p.fake(1).y == m.fake(1).y)
  }

  /// Spins on a switch to the last of three or more tabs; any other switch is the parent's.
  static func spinsOnTabSwitch() {
    #expect(SpinsOnTabSwitchCoordinator.spins(switchingTo: 2, listCount: 3))
    #expect(!SpinsOnTabSwitchCoordinator.spins(switchingTo: 1, listCount: 3))
    #expect(!SpinsOnTabSwitchCoordinator.spins(switchingTo: 1, listCount: 2))
    let (p, m) = both(parent: "offset-lock", mutant: "spins-on-tab-switch", page: headerVisibleWithStaleList) {
      page, c in
      page.currentIndex = 1
      c.currentPageDidChange(to: 1)
    }
    #expect(p.lists.map { $0?.scrollsToTop } == m.lists.map { $0?.scrollsToTop })
    #expect(p.outerSurface.y == m.outerSurface.y && p.fake(1).y == m.fake(1).y)
  }
  // MARK: - Load mutants (against the shipped load logic, which every catalogued coordinator uses)

  /// Three bottom hits while the first page flies, then its response: only the mutant asks for page 2 again.
  static func queuedNextPage() {
    let (p, m) = bothLoads(mutant: "queued-next-page", page: { FakeLoadingPage(contentOwns: true, contentY: 2100) }) {
      page, loads in
      for _ in 0..<3 { loads.contentDidScroll(at: 0) }
      loads.didReceive(page.success(page.last(.nextPage)))
    }
    #expect(p.sent.map(\.page) == [2] && p.appended == [2])
    #expect(m.sent.map(\.page) == [2, 2], "the queued hit asked for the page already fetched")
  }

  /// A next page cancelled by a refresh answers late: the parent drops it, the mutant appends it.
  static func noTokenCheck() {
    let (p, m) = bothLoads(mutant: "no-token-check", page: { FakeLoadingPage(contentOwns: true, contentY: 2100) }) {
      page, loads in
      loads.contentDidScroll(at: 0)
      page.contentOwnsScrolling = false
      page.outerSurface.contentOffset.y = -80
      loads.refreshControlDidFire()
      loads.didReceive(page.success(page.last(.nextPage)))
    }
    #expect(p.cancelled.map(\.kind) == [.nextPage] && m.cancelled.map(\.kind) == [.nextPage])
    #expect(p.appended.isEmpty)
    #expect(m.appended == [2])
  }

  /// Slots land while the content owns: the parent holds the height until the top, the mutant applies it at once.
  static func eagerSlots() {
    let (p, m) = bothLoads(mutant: "eager-slots", page: { FakeLoadingPage(contentOwns: true, outerY: 197) }) {
      page, loads in
      loads.slotsWanted()
      loads.didReceive(page.success(page.last(.slots), slotHeight: 400))
    }
    #expect(p.banners.isEmpty)
    #expect(m.banners == [400])
    // Back at the top with the container owning, the parent releases the held height.
    let (p2, _) = bothLoads(mutant: "eager-slots", page: { FakeLoadingPage(contentOwns: true, outerY: 197) }) {
      page, loads in
      loads.slotsWanted()
      loads.didReceive(page.success(page.last(.slots), slotHeight: 400))
      page.contentOwnsScrolling = false
      page.outerSurface.contentOffset.y = 0
      loads.containerDidScroll()
    }
    #expect(p2.banners == [400])
  }

  /// A short list pinned at its top while the container owns: only the mutant calls that a bottom hit.
  static func ungatedBottomHit() {
    let page = { FakeLoadingPage(contentOwns: false, contentHeight: 600) }
    let (p, m) = bothLoads(mutant: "ungated-bottom-hit", page: page) { _, loads in loads.contentDidScroll(at: 0) }
    #expect(p.sent.isEmpty)
    #expect(m.sent.map(\.kind) == [.nextPage])
  }

  /// Bounce frames re-trigger the bottom hit: the parent sends once, the mutant once per frame.
  static func doubleFetch() {
    let (p, m) = bothLoads(mutant: "double-fetch", page: { FakeLoadingPage(contentOwns: true, contentY: 2100) }) {
      _, loads in
      for _ in 0..<3 { loads.contentDidScroll(at: 0) }
    }
    #expect(p.sent.count == 1)
    #expect(m.sent.count == 3)
  }

  /// A refresh while slots fly: the parent cancels them and drops their answer; the mutant lets them land.
  static func slotsRideRefresh() {
    let (p, m) = bothLoads(mutant: "slots-ride-refresh", page: { FakeLoadingPage(contentOwns: false, outerY: -80) }) {
      page, loads in
      loads.slotsWanted()
      loads.refreshControlDidFire()
      loads.didReceive(page.success(page.sent.first, slotHeight: 250))
    }
    #expect(p.cancelled.map(\.kind) == [.slots] && p.banners.isEmpty)
    #expect(m.cancelled.isEmpty && m.banners == [250])
  }
}

/// Runs `body` on a fresh fake loading page for the shipped load logic and for `mutant`'s, returning both pages.
private func bothLoads(
  mutant: String, page make: () -> FakeLoadingPage, _ body: (FakeLoadingPage, any PageLoadController) -> Void
) -> (parent: FakeLoadingPage, mutant: FakeLoadingPage) {
  var pages: [FakeLoadingPage] = []
  for name in ["ownership", mutant] {
    let page = make()
    let loads = Catalogued.loads(name)
    loads.attach(to: page)
    body(page, loads)
    pages.append(page)
  }
  return (pages[0], pages[1])
}
