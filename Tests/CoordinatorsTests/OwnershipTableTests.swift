// Table tests for the Three Loaders article's ownership coordinator: "given a container offset, a content offset, and
// the current owner, assert the next owner and the pinned values. No table view required."
// Rules: the container scrolls in [0, ceiling]; reaching the ceiling pins it there and hands the pan
// to the content; while the content owns, the container is held at the ceiling; while the container
// owns, the content is held at its top (−adjustedContentInset.top); the content reaching its top hands
// back. Both views decelerate at the same rate; the page has no pager. Ceiling = 300 − 103 = 197.

import Foundation
import Testing

@testable import Coordinators
import ScrollSim

struct OwnershipRow: Sendable, CustomTestStringConvertible {
  var name: String
  var container: CGFloat
  var content: CGFloat
  var contentOwns: Bool
  var topInset: CGFloat = 0
  var expectedContainer: CGFloat
  var expectedContent: CGFloat
  var expectedContentOwns: Bool
  var testDescription: String { name }

  func setUp() -> (FakePage, OwnershipCoordinator) {
    let page = FakePage(outerY: container, lists: [FakeSurface("content", y: content, topInset: topInset)])
    let coordinator = OwnershipCoordinator()
    page.connect(coordinator)
    coordinator.contentOwnsScrolling = contentOwns
    return (page, coordinator)
  }
}

@Suite struct OwnershipTableTests {
  nonisolated static let containerRows: [OwnershipRow] = [
    OwnershipRow(
      name: "container owns, below the ceiling: it scrolls, nothing flips",
      container: 150, content: 0, contentOwns: false, expectedContainer: 150, expectedContent: 0,
      expectedContentOwns: false),
    OwnershipRow(
      name: "container reaches the ceiling exactly: the flag flips",
      container: 197, content: 0, contentOwns: false, expectedContainer: 197, expectedContent: 0,
      expectedContentOwns: true),
    OwnershipRow(
      name: "container passes the ceiling: pinned at it, the flag flips",
      container: 230, content: 0, contentOwns: false, expectedContainer: 197, expectedContent: 0,
      expectedContentOwns: true),
    OwnershipRow(
      name: "content owns and the finger pulls the container down: pinned back at the ceiling",
      container: 150, content: 400, contentOwns: true, expectedContainer: 197, expectedContent: 400,
      expectedContentOwns: true),
    OwnershipRow(
      name: "content owns and the container overshoots: pinned back at the ceiling",
      container: 260, content: 400, contentOwns: true, expectedContainer: 197, expectedContent: 400,
      expectedContentOwns: true),
  ]

  @Test("outerDidScroll (the container's scroll)", arguments: containerRows)
  func containerScroll(row: OwnershipRow) {
    let (page, coordinator) = row.setUp()
    coordinator.outerDidScroll()
    #expect(page.outerSurface.y == row.expectedContainer)
    #expect(page.fake(0).y == row.expectedContent)
    #expect(coordinator.contentOwnsScrolling == row.expectedContentOwns)
  }

  nonisolated static let contentRows: [OwnershipRow] = [
    OwnershipRow(
      name: "container owns: the content is held at row zero",
      container: 100, content: 80, contentOwns: false, expectedContainer: 100, expectedContent: 0,
      expectedContentOwns: false),
    OwnershipRow(
      name: "container owns, content with a 10 pt top inset: held at −10",
      container: 100, content: 80, contentOwns: false, topInset: 10, expectedContainer: 100, expectedContent: -10,
      expectedContentOwns: false),
    OwnershipRow(
      name: "content owns, mid-list: it scrolls freely",
      container: 197, content: 80, contentOwns: true, expectedContainer: 197, expectedContent: 80,
      expectedContentOwns: true),
    OwnershipRow(
      name: "content owns and reaches its top: clamped there, ownership hands back",
      container: 197, content: 0, contentOwns: true, expectedContainer: 197, expectedContent: 0,
      expectedContentOwns: false),
    OwnershipRow(
      name: "content owns and passes its top: clamped to it, ownership hands back",
      container: 197, content: -12, contentOwns: true, expectedContainer: 197, expectedContent: 0,
      expectedContentOwns: false),
    OwnershipRow(
      name: "content with a top inset hands back at −inset, not at 0",
      container: 197, content: -8, contentOwns: true, topInset: 8, expectedContainer: 197, expectedContent: -8,
      expectedContentOwns: false),
    OwnershipRow(
      name: "content with a top inset, scrolled to 0: still its turn",
      container: 197, content: 0, contentOwns: true, topInset: 8, expectedContainer: 197, expectedContent: 0,
      expectedContentOwns: true),
  ]

  @Test("listDidScroll (the content's scroll)", arguments: contentRows)
  func contentScroll(row: OwnershipRow) {
    let (page, coordinator) = row.setUp()
    coordinator.listDidScroll(at: 0)
    #expect(page.outerSurface.y == row.expectedContainer)
    #expect(page.fake(0).y == row.expectedContent)
    #expect(coordinator.contentOwnsScrolling == row.expectedContentOwns)
  }

  @Test("a slow flick's shared momentum crosses the boundary: both views move, the coordinator shows one")
  func sharedMomentum() {
    let (page, coordinator) = OwnershipRow(
      name: "", container: 180, content: 0, contentOwns: false, expectedContainer: 0, expectedContent: 0,
      expectedContentOwns: false
    ).setUp()
    // Both decelerate along the same curve: 10 pt per frame here, content first.
    var visibleContent: [CGFloat] = []
    for _ in 0..<4 {
      page.fake(0).contentOffset.y += 10
      page.outerSurface.contentOffset.y += 10
      visibleContent.append(page.fake(0).y)
    }
    // Frame 1: 190 (content held); frame 2: 200 → pinned at 197, flips; frames 3–4: the content shows its motion.
    #expect(page.outerSurface.y == 197)
    #expect(coordinator.contentOwnsScrolling)
    #expect(visibleContent == [0, 0, 10, 20])
  }

  @Test("a callback from a list that is not the content changes nothing")
  func otherIndexIgnored() {
    // The content owns and sits at its top (its next callback would hand back); another list's callback must not.
    let page = FakePage(outerY: 197, lists: [FakeSurface("content"), FakeSurface("other", y: 50)])
    let coordinator = OwnershipCoordinator()
    page.connect(coordinator)
    coordinator.contentOwnsScrolling = true
    coordinator.listDidScroll(at: 1)
    #expect(coordinator.contentOwnsScrolling)
    #expect(page.fake(1).y == 50 && page.fake(0).writes.isEmpty)
  }

  @Test("a loading list gets the container's deceleration rate, keeps its bounce and answers the status bar")
  func listConfiguration() {
    let page = FakePage(outerY: 0, lists: [FakeSurface("content")])
    let coordinator = OwnershipCoordinator()
    page.connect(coordinator)
    #expect(page.outerSurface.decelerationRate == .normal)
    page.outerSurface.decelerationRate = .fast
    page.fake(0).bounces = false
    page.fake(0).scrollsToTop = false
    coordinator.listDidLoad(at: 0)
    #expect(page.fake(0).decelerationRate == .fast)
    #expect(page.fake(0).bounces)
    #expect(page.fake(0).scrollsToTop)
  }

  @Test("attach sets the container's rate to .normal, so a default list matches it")
  func attachRate() {
    let page = FakePage(outerY: 0, lists: [FakeSurface("content")])
    page.outerSurface.decelerationRate = .fast
    page.connect(OwnershipCoordinator())
    #expect(page.outerSurface.decelerationRate == .normal)
  }

  @Test("the pager never begins; the container recognizes with the content, never with a pager")
  func gestures() {
    let page = FakePage(outerY: 0, lists: [FakeSurface("content")])
    let coordinator = OwnershipCoordinator()
    page.connect(coordinator)
    for velocity in [CGPoint(x: -900, y: 0), CGPoint(x: 900, y: 0), CGPoint(x: 0, y: -900)] {
      #expect(!coordinator.pagerShouldBegin(velocity: velocity))
    }
    #expect(coordinator.shouldRecognizeSimultaneously(outerWith: .list(0)))
    #expect(!coordinator.shouldRecognizeSimultaneously(outerWith: .pager))
  }

  @Test("a reload that lowers the ceiling re-pins the container against the new value")
  func reloadMovesCeiling() {
    let (page, coordinator) = OwnershipRow(
      name: "", container: 197, content: 300, contentOwns: true, expectedContainer: 0, expectedContent: 0,
      expectedContentOwns: true
    ).setUp()
    page.headerHeight = 250
    coordinator.pageDidReload()
    #expect(coordinator.ceilingOffset == 147)
    #expect(page.outerSurface.y == 147)
  }

  @Test("header-only mode: the container is never pinned")
  func headerOnly() {
    let page = FakePage(outerY: 600, lists: [nil], headerOnly: true)
    let coordinator = OwnershipCoordinator()
    page.connect(coordinator)
    coordinator.outerDidScroll()
    #expect(page.outerSurface.y == 600)
    #expect(!coordinator.contentOwnsScrolling)
  }
}
