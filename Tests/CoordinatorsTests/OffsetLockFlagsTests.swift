// The offset-lock coordinator's other decisions (its README and article): child lists bounce only once the
// header has pinned and only the current one; only the current list has scrollsToTop (the status
// bar scrolls exactly one view); the outer recognizes simultaneously with the lists' pans but never
// the pager's; the pager begins only on mostly-horizontal pans and never past the first or last page
// (a first-page right swipe is left to the interactive-pop gesture); header-only mode does no locking.

import Foundation
import Testing

@testable import Coordinators
import ScrollSim

@Suite struct OffsetLockFlagsTests {
  /// Three created lists at their tops, the outer at `outer`, connected to a fresh coordinator.
  private func connected(outer: CGFloat, current: Int = 0) -> (FakePage, OffsetLockCoordinator) {
    let page = FakePage(
      outerY: outer, lists: [FakeSurface("list0"), FakeSurface("list1"), FakeSurface("list2")], current: current)
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    return (page, coordinator)
  }

  @Test(
    "bounces: only the current list, only once pinned (within 0.5 pt of max)",
    arguments: [(CGFloat(197), true), (196.6, true), (196.4, false), (120, false), (0, false)])
  func bounces(outer: CGFloat, currentBounces: Bool) {
    let (page, coordinator) = connected(outer: outer, current: 1)
    coordinator.updateListFlags()
    #expect(page.lists.map { $0!.bounces } == [false, currentBounces, false])
  }

  @Test("scrollsToTop: only the current list, following page changes", arguments: [0, 1, 2])
  func scrollsToTop(current: Int) {
    let (page, coordinator) = connected(outer: 50)
    page.currentIndex = current
    coordinator.currentPageDidChange(to: current)
    #expect(page.lists.map { $0!.scrollsToTop } == (0..<3).map { $0 == current })
  }

  @Test("a list that loads is configured at once: no bounce while the header shows, no scrollsToTop off-page")
  func listDidLoad() {
    let page = FakePage(outerY: 50, lists: [FakeSurface("list0"), FakeSurface("list1"), nil])
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    coordinator.listDidLoad(at: 1)
    #expect(!page.fake(1).bounces && !page.fake(1).scrollsToTop)
    #expect(!page.fake(0).bounces && page.fake(0).scrollsToTop)
  }

  @Test("the outer recognizes with every list's pan and never with the pager's")
  func simultaneous() {
    let (page, coordinator) = connected(outer: 0)
    withExtendedLifetime(page) {
      for index in 0..<3 { #expect(coordinator.shouldRecognizeSimultaneously(outerWith: .list(index))) }
      #expect(!coordinator.shouldRecognizeSimultaneously(outerWith: .pager))
    }
  }

  struct GateRow: Sendable, CustomTestStringConvertible {
    var name: String, page: Int, vx: CGFloat, vy: CGFloat, begins: Bool
    var testDescription: String { name }
  }

  nonisolated static let gateRows: [GateRow] = [
    GateRow(name: "purely vertical", page: 1, vx: 0, vy: -800, begins: false),
    GateRow(name: "mostly vertical", page: 1, vx: 300, vy: -400, begins: false),
    GateRow(name: "exactly diagonal", page: 1, vx: 500, vy: 500, begins: false),
    GateRow(name: "first page, rightward", page: 0, vx: 800, vy: 0, begins: false),
    GateRow(name: "first page, leftward", page: 0, vx: -800, vy: 0, begins: true),
    GateRow(name: "last page, leftward", page: 2, vx: -800, vy: 0, begins: false),
    GateRow(name: "last page, rightward", page: 2, vx: 800, vy: 0, begins: true),
    GateRow(name: "middle page, rightward", page: 1, vx: 800, vy: 0, begins: true),
    GateRow(name: "middle page, leftward and slightly down", page: 1, vx: -800, vy: 100, begins: true),
  ]

  @Test("pagerShouldBegin", arguments: gateRows)
  func pagerGate(row: GateRow) {
    let (page, coordinator) = connected(outer: 0, current: row.page)
    withExtendedLifetime(page) {  // the coordinator holds its page weakly
      #expect(coordinator.pagerShouldBegin(velocity: CGPoint(x: row.vx, y: row.vy)) == row.begins)
    }
  }

  @Test("a single-page page never pages")
  func singlePage() {
    let page = FakePage(lists: [FakeSurface("list0")])
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    withExtendedLifetime(page) {
      #expect(!coordinator.pagerShouldBegin(velocity: CGPoint(x: -800, y: 0)))
      #expect(!coordinator.pagerShouldBegin(velocity: CGPoint(x: 800, y: 0)))
    }
  }

  @Test("header-only mode: no clamp at maxOffsetY, no locking, no flags")
  func headerOnly() {
    let page = FakePage(outerY: 600, lists: [nil], headerOnly: true)
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    coordinator.outerDidScroll()
    coordinator.pageDidReload()
    #expect(page.outerSurface.y == 600)
    #expect(page.outerSurface.writes.isEmpty)
  }

  @Test("header-only mode ignores a list callback even if a list surface exists")
  func headerOnlyListCallback() {
    let page = FakePage(outerY: 600, lists: [FakeSurface("article", y: 40)], headerOnly: true)
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    coordinator.listDidScroll(at: 0)
    coordinator.updateListFlags()
    #expect(page.fake(0).y == 40 && page.outerSurface.y == 600)
    #expect(page.fake(0).bounces && page.fake(0).scrollsToTop)
  }

  @Test("a reload that moves maxOffsetY re-pins against the new value")
  func reloadRepins() {
    let page = FakePage(outerY: 197, lists: [FakeSurface("list0", y: 300), nil, nil])
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    page.headerHeight = 200
    coordinator.pageDidReload()
    #expect(coordinator.maxOffsetY == 97)
    #expect(page.outerSurface.y == 97)
    #expect(page.fake(0).y == 300)
  }
}
