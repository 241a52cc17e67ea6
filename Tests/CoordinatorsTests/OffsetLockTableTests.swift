// Table tests for NestedPaging's offset-lock coordinator (its README and article), in the Three Loaders article's style:
// given the outer and list offsets, call one callback, assert the next state. No scroll view.
// The rules (the NestedPaging article): while the outer scrolls, a scrolled current list pins the outer at
// maxOffsetY, otherwise a visible header resets every list to −adjustedContentInset.top (lists
// within 0.5 pt are left alone), and the outer never passes maxOffsetY; while a list scrolls, a
// visible header resets the lists, a hidden one pins the outer. Page: header 300, pin offset 103,
// so maxOffsetY = 197.

import Foundation
import Testing

@testable import Coordinators
import ScrollSim

/// One row: the outer offset, each list's offset (`nil`: not created), the current page, and the expectation.
struct LockRow: Sendable, CustomTestStringConvertible {
  var name: String
  var outer: CGFloat
  var lists: [CGFloat?]
  var current = 0
  var expectedOuter: CGFloat
  var expectedLists: [CGFloat?]
  var testDescription: String { name }

  func page(topInsets: [CGFloat] = []) -> FakePage {
    let surfaces = lists.enumerated().map { index, y in
      y.map { FakeSurface("list\(index)", y: $0, topInset: index < topInsets.count ? topInsets[index] : 0) }
    }
    return FakePage(outerY: outer, lists: surfaces, current: current)
  }
}

@Suite struct OffsetLockTableTests {
  nonisolated static let outerDidScrollRows: [LockRow] = [
    LockRow(
      name: "outer above max with the current list scrolled: pinned at max",
      outer: 250, lists: [100, nil, nil], expectedOuter: 197, expectedLists: [100, nil, nil]),
    LockRow(
      name: "outer above max with the current list at its top: clamped to max",
      outer: 250, lists: [0, 300, nil], expectedOuter: 197, expectedLists: [0, 300, nil]),
    LockRow(
      name: "outer below max with the current list scrolled: the list keeps the pan, the outer is pinned",
      outer: 120, lists: [100, nil, nil], expectedOuter: 197, expectedLists: [100, nil, nil]),
    LockRow(
      name: "outer below max: every created list is reset, including non-current ones",
      outer: 120, lists: [0, 400, 250], expectedOuter: 120, expectedLists: [0, 0, 0]),
    LockRow(
      name: "outer below max on page 2: lists 0 and 1 are reset too",
      outer: 10, lists: [80, 400, 0], current: 2, expectedOuter: 10, expectedLists: [0, 0, 0]),
    LockRow(
      name: "outer exactly at max: nothing to reset",
      outer: 197, lists: [0, 400, nil], expectedOuter: 197, expectedLists: [0, 400, nil]),
    LockRow(
      name: "lists within 0.5 pt of their top are not written",
      outer: 120, lists: [0, 0.4, -0.4], expectedOuter: 120, expectedLists: [0, 0.4, -0.4]),
    LockRow(
      name: "a list above its top beyond the tolerance is reset (two-sided guard)",
      outer: 120, lists: [0, -5, nil], expectedOuter: 120, expectedLists: [0, 0, nil]),
  ]

  @Test("outerDidScroll", arguments: outerDidScrollRows)
  func outerDidScroll(row: LockRow) {
    let page = row.page()
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    coordinator.outerDidScroll()
    #expect(page.outerSurface.y == row.expectedOuter)
    #expect(page.lists.map { $0?.y } == row.expectedLists)
    #expect(!page.loopCut)
  }

  @Test("lists within the tolerance are not even written (no needless scrollViewDidScroll)")
  func toleranceMeansNoWrite() {
    let page = LockRow(name: "", outer: 120, lists: [0, 0.4, -0.4], expectedOuter: 120, expectedLists: []).page()
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    coordinator.outerDidScroll()
    #expect(page.lists.allSatisfy { $0?.writes.isEmpty ?? true })
  }

  @Test("a reset goes to −adjustedContentInset.top, per list")
  func resetHonoursInsets() {
    let row = LockRow(name: "", outer: 120, lists: [-12, 300, 40], expectedOuter: 120, expectedLists: [])
    let page = row.page(topInsets: [12, 30, 0])
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    coordinator.outerDidScroll()
    #expect(page.lists.map { $0?.y } == [-12, -30, 0])
    #expect(page.fake(0).writes.isEmpty)
  }

  nonisolated static let listDidScrollRows: [LockRow] = [
    LockRow(
      name: "header visible: the scrolled list goes back to its top, the outer stays",
      outer: 120, lists: [50, nil, nil], expectedOuter: 120, expectedLists: [0, nil, nil]),
    LockRow(
      name: "header visible: a scroll of any list resets every list",
      outer: 120, lists: [0, 300, 60], current: 1, expectedOuter: 120, expectedLists: [0, 0, 0]),
    LockRow(
      name: "pinned: the list scrolls freely and the outer stays at max",
      outer: 197, lists: [50, 300, nil], expectedOuter: 197, expectedLists: [50, 300, nil]),
    LockRow(
      name: "outer past max: the list's scroll pins it back to max",
      outer: 230, lists: [50, nil, nil], expectedOuter: 197, expectedLists: [50, nil, nil]),
  ]

  @Test("listDidScroll", arguments: listDidScrollRows)
  func listDidScroll(row: LockRow) {
    let page = row.page()
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    coordinator.listDidScroll(at: row.current)
    #expect(page.outerSurface.y == row.expectedOuter)
    #expect(page.lists.map { $0?.y } == row.expectedLists)
  }

  @Test("a drag through the pin hands over: the finger moves the outer to max, then only the list")
  func handoverSequence() {
    let page = FakePage(outerY: 150, lists: [FakeSurface("list0"), nil, nil])
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    // Both views recognize the pan; the finger moves each by 30 pt per sample, list first (UIKit's inner-first).
    for _ in 0..<4 {
      page.fake(0).contentOffset.y += 30
      page.outerSurface.contentOffset.y += 30
    }
    // The outer reached 197 on the second sample; the list was locked at 0 until then and took 30 pt per sample after.
    #expect(page.outerSurface.y == 197)
    #expect(page.fake(0).y == 60)
  }
}
