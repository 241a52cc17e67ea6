// The shipped load logic on a fake page: the Three Loaders article's gates (refresh from the top with the
// container owning, bottom hits only while the content owns), the arbiter's tokens and single
// flight as seen on the wire, and the slot gate's held heights.

import Foundation
import Testing

@testable import Coordinators
import ScrollSim

@Suite("Arbitrated load controller")
struct LoadControllerTests {
  /// A fresh shipped controller attached to `page`.
  private func attached(_ page: FakeLoadingPage) -> ArbitratedLoadController {
    let loads = ArbitratedLoadController()
    loads.attach(to: page)
    return loads
  }

  // MARK: - Gates

  @Test("a refresh starts only with the container owning and at (or pulled past) its top")
  func refreshGate() {
    for (owns, outerY, starts) in [(false, -80.0, true), (false, 0, true), (false, 40, false), (true, -80, false)] {
      let page = FakeLoadingPage(contentOwns: owns, outerY: CGFloat(outerY))
      attached(page).refreshControlDidFire()
      #expect(page.sent.map(\.kind) == (starts ? [.refresh] : []), "owns \(owns), outer \(outerY)")
    }
  }

  @Test("a bottom hit needs the content to own, to be near its bottom, and to be the current list")
  func bottomHitGate() {
    for (owns, contentY, index, starts) in [
      (true, 2100.0, 0, true), (true, 1900, 0, false), (false, 2100, 0, false), (true, 2100, 1, false),
    ] {
      let page = FakeLoadingPage(contentOwns: owns, contentY: CGFloat(contentY))
      attached(page).contentDidScroll(at: index)
      #expect(page.sent.count == (starts ? 1 : 0), "owns \(owns), content \(contentY), list \(index)")
    }
  }

  @Test("bounce frames re-trigger the bottom hit; one request flies, for the page after the last one shown")
  func singleFlight() {
    let page = FakeLoadingPage(contentOwns: true, contentY: 2100)
    let loads = attached(page)
    for _ in 0..<4 { loads.contentDidScroll(at: 0) }
    #expect(page.sent.map(\.page) == [2])
    loads.didReceive(page.success(page.last(.nextPage)))
    #expect(page.appended == [2])
    loads.contentDidScroll(at: 0)
    #expect(page.sent.map(\.page) == [2, 3])
  }

  @Test("a failed page reopens the gate: the next hit asks for the same page again")
  func failureReopens() {
    let page = FakeLoadingPage(contentOwns: true, contentY: 2100)
    let loads = attached(page)
    loads.contentDidScroll(at: 0)
    loads.didReceive(NetworkResponse(request: page.last(.nextPage)!, outcome: .failure))
    loads.contentDidScroll(at: 0)
    #expect(page.sent.map(\.page) == [2, 2])
    #expect(page.appended.isEmpty)
  }

  // MARK: - Refresh supersedes

  @Test("a refresh cancels the page and slots in flight on the wire, and their late answers change nothing")
  func refreshCancels() {
    let page = FakeLoadingPage(contentOwns: true, contentY: 2100)
    let loads = attached(page)
    loads.contentDidScroll(at: 0)
    loads.slotsWanted()
    page.contentOwnsScrolling = false
    page.outerSurface.contentOffset.y = -80
    loads.refreshControlDidFire()
    #expect(page.cancelled.map(\.kind) == [.nextPage, .slots])
    loads.didReceive(page.success(page.last(.nextPage)))
    loads.didReceive(page.success(page.last(.slots), slotHeight: 500))
    #expect(page.appended.isEmpty && page.banners.isEmpty)
    loads.slotsWanted()
    #expect(page.sent.map(\.kind) == [.nextPage, .slots, .refresh], "slots ride with the refresh")
    loads.didReceive(page.success(page.last(.refresh), slotHeight: 250))
    #expect(page.resets == 1 && page.banners == [250])
  }

  @Test("a second pull restarts the refresh; the first one's answer is dropped")
  func newerRefreshWins() {
    let page = FakeLoadingPage(contentOwns: false, outerY: -80)
    let loads = attached(page)
    loads.refreshControlDidFire()
    loads.refreshControlDidFire()
    loads.didReceive(page.success(page.sent[0], slotHeight: 100))
    #expect(page.resets == 0 && page.banners.isEmpty)
    loads.didReceive(page.success(page.sent[1], slotHeight: 200))
    #expect(page.resets == 1 && page.banners == [200])
  }

  // MARK: - Slot heights

  @Test("a slot height that lands while the content owns waits for the container to be back at the top")
  func heldUntilTop() {
    let page = FakeLoadingPage(contentOwns: true, outerY: 197)
    let loads = attached(page)
    loads.slotsWanted()
    loads.didReceive(page.success(page.last(.slots), slotHeight: 420))
    loads.containerDidScroll()
    #expect(page.banners.isEmpty && loads.gate.heldHeight == 420)
    page.contentOwnsScrolling = false
    page.outerSurface.contentOffset.y = 100
    loads.containerDidScroll()
    #expect(page.banners.isEmpty, "the banner is still partly scrolled away")
    page.outerSurface.contentOffset.y = 0
    loads.containerDidScroll()
    #expect(page.banners == [420] && !loads.gate.isHolding && loads.heldSource == nil)
  }

  @Test("a refresh that starts forgets a held height: nothing from before it lands after it")
  func refreshForgetsHeld() {
    let page = FakeLoadingPage(contentOwns: true, outerY: 197)
    let loads = attached(page)
    loads.slotsWanted()
    loads.didReceive(page.success(page.last(.slots), slotHeight: 420))
    page.contentOwnsScrolling = false
    page.outerSurface.contentOffset.y = -80
    loads.refreshControlDidFire()
    loads.containerDidScroll()
    #expect(page.banners.isEmpty && !loads.gate.isHolding)
  }

  @Test("a refresh's own height lands with it, whoever owns the pan: the whole page resets anyway (the Three Loaders article)")
  func refreshHeightInsideRefresh() {
    let page = FakeLoadingPage(contentOwns: false, outerY: -80)
    let loads = attached(page)
    loads.refreshControlDidFire()
    page.contentOwnsScrolling = true
    page.outerSurface.contentOffset.y = 197
    loads.didReceive(page.success(page.last(.refresh), slotHeight: 260))
    #expect(page.resets == 1 && page.banners == [260])
  }
}
