// The page's geometry, after NestedPaging (its README and article): a plain UITableView with
// `contentInsetAdjustmentBehavior = .never` holding the header, the pin bar (a plain-style section
// header, so it pins) and one cell of height viewport − pin bar − pin offset; maxOffsetY =
// headerHeight − pinSectionHeaderVerticalOffset; the pin offset follows safeAreaInsets.top unless
// fixed; lists get the container's bottom safe area in their inset, or, in header-only mode, the
// outer table does. Scroll range: [−inset.top, max(content + inset.bottom − bounds, −inset.top)]
// (docs/fidelity.md, matching UIScrollView's documented contentInset semantics).

import Foundation
import Testing

@testable import ScrollSim

@Suite struct LayoutTests {
  struct Page: Sendable, CustomStringConvertible {
    var header: Double, pin: Double, safeTop: Double, viewport: Double
    var description: String { "header \(header), pin \(pin), safe top \(safeTop), viewport \(viewport)" }
  }

  nonisolated static let pages = [
    Page(header: 300, pin: 48, safeTop: 103, viewport: 852),
    Page(header: 200, pin: 0, safeTop: 47, viewport: 700),
    Page(header: 500, pin: 60, safeTop: 0, viewport: 1000),
  ]

  private func world(_ p: Page) -> PageWorld {
    TestWorld.make {
      $0.headerHeight = p.header
      $0.pinBarHeight = p.pin
      $0.safeAreaTop = p.safeTop
      $0.viewportHeight = p.viewport
    }
  }

  @Test("outer content = header + pin bar + (viewport − pin bar − pin offset)", arguments: pages)
  func outerContent(p: Page) {
    let w = world(p)
    #expect(Double(w.outerView.contentSize.height) == p.header + p.pin + (p.viewport - p.pin - p.safeTop))
    #expect(w.cellHeight == p.viewport - p.pin - p.safeTop)
  }

  @Test("maxOffsetY = header − pin offset, and it is exactly the outer table's natural maximum", arguments: pages)
  func maxOffset(p: Page) {
    let w = world(p)
    #expect(w.maxOffsetY == p.header - p.safeTop)
    #expect(w.outerView.maxPosition == p.header - p.safeTop)
    #expect(w.outerView.minPosition == 0)
  }

  @Test("the default page: 1049 pt of outer content, maxOffsetY 197, 701 pt cells")
  func defaults() {
    let w = TestWorld.make()
    #expect(w.outerView.contentSize.height == 1049)
    #expect(w.maxOffsetY == 197)
    #expect(w.cellHeight == 701)
    #expect(Double(w.pager.contentSize.width) == 393 * 3)
    #expect(w.pager.bounds.height == 701)
  }

  @Test("the pin offset follows the safe-area top unless it is fixed")
  func pinOffsetFollowsSafeArea() {
    let following = TestWorld.make()
    following.play([.setSafeArea(top: 47, bottom: 34)])
    #expect(following.pinSectionHeaderVerticalOffset == 47)
    #expect(following.maxOffsetY == 253)
    #expect(following.outerView.maxPosition == 253)

    let fixed = TestWorld.make { $0.pinOffset = 20 }
    #expect(fixed.maxOffsetY == 280)
    fixed.play([.setSafeArea(top: 47, bottom: 34)])
    #expect(fixed.pinSectionHeaderVerticalOffset == 20)
    #expect(fixed.maxOffsetY == 280)
  }

  @Test("lists get their own insets plus the container's bottom safe area; the outer gets none")
  func listInsets() {
    let w = TestWorld.make {
      $0.lists = [ListSpec(contentHeight: 2000, topInset: 12, bottomInset: 8)]
    }
    let list = try! #require(w.simList(0))
    #expect(list.adjustedContentInset.top == 12)
    #expect(Double(list.adjustedContentInset.bottom) == 8 + 34)
    #expect(w.outerView.adjustedContentInset.bottom == 0)
    #expect(list.minPosition == -12)
    #expect(list.maxPosition == 2000 + 42 - 701)
    #expect(list.position == -12, "a new list starts at its top, −adjustedContentInset.top")
  }

  @Test("a new bottom safe area reaches the lists' insets")
  func safeAreaReachesLists() {
    let w = TestWorld.make()
    w.play([.setSafeArea(top: 103, bottom: 0)])
    #expect(w.simList(0)?.adjustedContentInset.bottom == 0)
  }

  @Test("header-only mode: no lists, the article sizes the cell, the outer table takes the bottom safe area")
  func headerOnly() {
    let w = TestWorld.make {
      $0.headerOnly = true
      $0.listCount = 1
      $0.pinBarHeight = 0
      $0.headerOnlyContentHeight = 1600
    }
    #expect(w.lists.allSatisfy { $0 == nil })
    #expect(w.outerView.adjustedContentInset.bottom == 34)
    #expect(Double(w.outerView.contentSize.height) == 300 + 1600)
    #expect(w.outerView.maxPosition == 1900 + 34 - 852)
  }

  @Test("a header reload moves maxOffsetY and the outer content with it")
  func reloadHeader() {
    let w = TestWorld.make()
    w.play([.reloadHeader(height: 400)])
    #expect(w.maxOffsetY == 297)
    #expect(w.outerView.maxPosition == 297)
  }

  @Test("a header reload that shrinks the range clamps an idle outer table (knob clampOnContentShrink)")
  func reloadClampsIdleOuter() {
    let w = TestWorld.make()
    w.outerView.contentOffset = CGPoint(x: 0, y: 197)
    let frames = w.play([.reloadHeader(height: 200)])
    #expect(frames[0].facts.isLayoutFrame)
    #expect(w.outerView.position == 97)
  }

  @Test("the clamp leaves a table under the finger alone, and is off with the knob")
  func reloadClampExceptions() {
    let touched = TestWorld.make()
    touched.outerView.contentOffset = CGPoint(x: 0, y: 197)
    touched.play([.touchDown(x: 200, y: 600), .reloadHeader(height: 200)])
    #expect(touched.outerView.position == 197)

    let knobOff = TestWorld.make { $0.knobs.clampOnContentShrink = false }
    knobOff.outerView.contentOffset = CGPoint(x: 0, y: 197)
    knobOff.play([.reloadHeader(height: 200)])
    #expect(knobOff.outerView.position == 197)
  }

  @Test("a resize or reload during an animated tab switch still lands on the tapped page, on the page grid")
  func relayoutDuringAnimatedSwitch() {
    for change in [Step.resize(width: 852, height: 393), .reloadHeader(height: 200), .setSafeArea(top: 47, bottom: 0)] {
      let w = TestWorld.make()
      w.play([.tapTab(index: 2, animated: true), .wait(frames: 10), change, .wait(frames: 60)])
      let width = w.config.viewportWidth
      #expect(w.currentIndex == 2, "after \(change)")
      #expect(w.pager.position == 2 * width, "after \(change)")
      #expect(w.simList(2) != nil, "after \(change)")
    }
  }

  @Test("a resize after a touch interrupted an animated tab switch puts the pager back on the page grid")
  func relayoutAfterInterruptedSwitch() {
    let w = TestWorld.make { $0.knobs.touchInterruptsAnimation = true }
    w.play([.tapTab(index: 2, animated: true), .wait(frames: 10), .touchDown(x: 200, y: 600), .lift(vx: 0, vy: 0)])
    w.play([.wait(frames: 120), .resize(width: 852, height: 393), .wait(frames: 60)])
    #expect(w.currentIndex == 1)
    #expect(w.pager.position == 852)
  }

  @Test("a resize keeps the pager on its page")
  func resizeKeepsPage() {
    let w = TestWorld.make()
    w.play([.tapTab(index: 2, animated: false), .resize(width: 852, height: 393)])
    #expect(w.pager.position == 2 * 852)
    #expect(w.currentIndex == 2)
  }
}
