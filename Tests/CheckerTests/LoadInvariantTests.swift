// The Three Loaders article's load invariants (L1-L7) judged on hand-made event streams: each rule, its
// boundary, and that a rule switched off says nothing.

import Testing

@testable import Checker
import ScrollSim

@MainActor @Suite("Load invariants")
struct LoadInvariantTests {
  private static func request(_ id: Int, _ kind: LoadKind, page: Int = 0) -> NetworkRequest {
    NetworkRequest(id: id, kind: kind, list: 0, page: kind == .nextPage ? page : kind == .refresh ? 1 : 0, tag: 0, sentAtFrame: 0)
  }
  private static let containerAtTop = LoadMoment(contentOwnsScrolling: false, containerDistanceFromTop: 0)
  private static let contentOwns = LoadMoment(contentOwnsScrolling: true, containerDistanceFromTop: 197)

  /// The first invariant `events` break with every invariant enabled (or `enabled`), or nil.
  private func broken(_ events: [LoadEvent], enabled: InvariantSet = .all) -> Invariant? {
    var tracker = LoadInvariantTracker()
    return tracker.observe(events, enabled: enabled).first?.invariant.builtIn
  }

  @Test("L5: a refresh starts only with the container owning, at its top (pulled past it counts)")
  func refreshArms() {
    let refresh = Self.request(1, .refresh)
    #expect(broken([.sent(refresh, Self.containerAtTop)]) == nil)
    #expect(broken([.sent(refresh, LoadMoment(contentOwnsScrolling: false, containerDistanceFromTop: -90))]) == nil)
    #expect(broken([.sent(refresh, LoadMoment(contentOwnsScrolling: false, containerDistanceFromTop: 10))]) == .refreshArmsAtTop)
    #expect(broken([.sent(refresh, Self.contentOwns)]) == .refreshArmsAtTop)
  }

  @Test("L6: a next page is requested only while the content owns")
  func bottomHitArms() {
    #expect(broken([.sent(Self.request(1, .nextPage, page: 2), Self.contentOwns)]) == nil)
    #expect(broken([.sent(Self.request(1, .nextPage, page: 2), Self.containerAtTop)]) == .bottomHitArmsWithContent)
  }

  @Test("L2: a second next page while the first is neither answered nor cancelled")
  func singleFlight() {
    let first = Self.request(1, .nextPage, page: 2), second = Self.request(2, .nextPage, page: 2)
    #expect(broken([.sent(first, Self.contentOwns), .sent(second, Self.contentOwns)]) == .singleFlightNextPage)
    #expect(broken([.sent(first, Self.contentOwns), .cancelled(first), .sent(second, Self.contentOwns)]) == nil)
    let answered = NetworkResponse(request: first, outcome: .failure)
    #expect(broken([.sent(first, Self.contentOwns), .delivered(answered), .sent(second, Self.contentOwns)]) == nil)
  }

  @Test("L3 and L7: a page from before a refresh never appends; every append is the next page")
  func appends() {
    let page = Self.request(1, .nextPage, page: 2), refresh = Self.request(2, .refresh)
    let sent: [LoadEvent] = [.sent(page, Self.contentOwns)]
    #expect(broken(sent + [.appended(source: page, pagesBefore: 1)]) == nil)
    #expect(broken(sent + [.sent(refresh, Self.containerAtTop), .appended(source: page, pagesBefore: 1)]) == .noStaleAppend)
    #expect(broken(sent + [.appended(source: page, pagesBefore: 2)]) == .pagesInOrder)
    #expect(
      broken(sent + [.sent(refresh, Self.containerAtTop), .appended(source: page, pagesBefore: 1)], enabled: InvariantSet([.pagesInOrder]))
        == nil, "switched off, L3 says nothing, and the page is in order")
  }

  @Test("L1: no slot height, and no older refresh, lands after a refresh started")
  func refreshSupersedes() {
    let slots = Self.request(1, .slots), older = Self.request(2, .refresh), newer = Self.request(3, .refresh)
    let banner = { (source: NetworkRequest) in LoadEvent.bannerResized(from: 300, to: 400, source: source, moment: Self.containerAtTop) }
    #expect(broken([.sent(slots, Self.containerAtTop), banner(slots)]) == nil)
    #expect(broken([.sent(slots, Self.containerAtTop), .sent(older, Self.containerAtTop), banner(slots)]) == .refreshSupersedes)
    let both: [LoadEvent] = [.sent(older, Self.containerAtTop), .sent(newer, Self.containerAtTop)]
    #expect(broken(both + [.reset(source: older)]) == .refreshSupersedes)
    #expect(broken(both + [banner(older)]) == .refreshSupersedes)
    #expect(broken(both + [.reset(source: newer), banner(newer)]) == nil)
  }

  @Test("L4: a slot height never moves the ceiling while the content owns; a refresh's own height may")
  func ceiling() {
    let slots = Self.request(1, .slots), refresh = Self.request(2, .refresh)
    #expect(
      broken([.bannerResized(from: 300, to: 400, source: slots, moment: Self.contentOwns)]) == .ceilingStillWhileContentOwns)
    #expect(broken([.bannerResized(from: 300, to: 300.2, source: slots, moment: Self.contentOwns)]) == nil)
    #expect(broken([.bannerResized(from: 300, to: 400, source: slots, moment: Self.containerAtTop)]) == nil)
    #expect(broken([.sent(refresh, Self.containerAtTop), .bannerResized(from: 300, to: 400, source: refresh, moment: Self.contentOwns)]) == nil)
  }

  @Test("the seven load invariants are L1-L7")
  func codes() {
    #expect(Invariant.allCases.filter(\.isLoadInvariant).count == 7)
    #expect(Invariant.allCases.filter(\.isLoadInvariant).allSatisfy { $0.code.hasPrefix("L") })
  }
}
