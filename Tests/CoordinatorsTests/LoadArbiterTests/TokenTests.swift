// Tokens: a response is honoured only while its request is the active one.

import Coordinators
import Foundation
import Testing

extension LoadArbiterTests {
  @Suite struct Tokens {
    @Test("tokens strictly increase across loads, rejections and completions")
    func strictlyIncreasing() {
      var arbiter = LoadArbiter()
      var issued: [LoadToken] = []
      let script: [PageLoad] = [.slots, .nextPage, .nextPage, .refresh, .slots, .refresh, .nextPage]
      for load in script {
        if let token = arbiter.request(load).startedToken { issued.append(token) }
        if let first = arbiter.activeTokens.first { _ = arbiter.complete(first, outcome: .success) }
      }
      #expect(issued.count >= 5)
      #expect(zip(issued, issued.dropFirst()).allSatisfy { $0 < $1 })
      #expect(arbiter.lastIssued == issued.last)
    }

    @Test("a cancelled next page's late success is dropped and never applies")
    func cancelledNextPageLateSuccess() {
      var arbiter = LoadArbiter()
      let page = start(.nextPage, on: &arbiter)
      let refresh = start(.refresh, on: &arbiter)
      #expect(arbiter.complete(page, outcome: .success) == .drop(.cancelled))
      // The drop changed nothing: the refresh still flies, and still lands.
      #expect(arbiter.activeTokens == [refresh])
      #expect(arbiter.complete(refresh, outcome: .success) == .apply(.refresh))
      #expect(arbiter.counters.applied == 1)
      #expect(arbiter.counters.dropped == 1)
    }

    @Test("a late response after the refresh has landed is still dropped")
    func lateAfterRefreshLanded() {
      var arbiter = LoadArbiter()
      let page = start(.nextPage, on: &arbiter)
      let refresh = start(.refresh, on: &arbiter)
      #expect(arbiter.complete(refresh, outcome: .success) == .apply(.refresh))
      let fresh = start(.nextPage, on: &arbiter)
      #expect(arbiter.complete(page, outcome: .success) == .drop(.cancelled))
      #expect(arbiter.activeTokens == [fresh])
    }

    @Test("an older refresh's response after a newer refresh started is dropped")
    func olderRefreshDropped() {
      var arbiter = LoadArbiter()
      let old = start(.refresh, on: &arbiter)
      let decision = arbiter.request(.refresh)
      #expect(decision == .startCancelling(LoadToken(rawValue: 2), cancelled: [LoadTicket(.refresh, old)]))
      #expect(arbiter.complete(old, outcome: .success) == .drop(.cancelled))
      #expect(arbiter.complete(LoadToken(rawValue: 2), outcome: .success) == .apply(.refresh))
    }

    @Test("a second completion of the same token is stale")
    func duplicateCompletion() {
      var arbiter = LoadArbiter()
      let slots = start(.slots, on: &arbiter)
      #expect(arbiter.complete(slots, outcome: .success) == .apply(.slots))
      #expect(arbiter.complete(slots, outcome: .success) == .drop(.stale))
      #expect(arbiter.complete(slots, outcome: .failure) == .drop(.stale))
    }

    @Test("a cancelled token reported twice is cancelled once, then stale")
    func cancelledReportedTwice() {
      var arbiter = LoadArbiter()
      let page = start(.nextPage, on: &arbiter)
      _ = start(.refresh, on: &arbiter)
      #expect(arbiter.complete(page, outcome: .failure) == .drop(.cancelled))
      #expect(arbiter.complete(page, outcome: .success) == .drop(.stale))
    }

    @Test("tokens never issued are unknown", arguments: [0, 2, 99] as [UInt64])
    func unknownTokens(raw: UInt64) {
      var arbiter = LoadArbiter()
      _ = start(.slots, on: &arbiter)
      let before = arbiter
      #expect(arbiter.complete(LoadToken(rawValue: raw), outcome: .success) == .drop(.unknown))
      #expect(arbiter.activeTokens == before.activeTokens)
    }

    @Test("tokens encode as bare numbers and order by value")
    func tokenCoding() throws {
      let tokens = [LoadToken(rawValue: 7), LoadToken(rawValue: 3)]
      let data = try JSONEncoder().encode(tokens)
      #expect(String(decoding: data, as: UTF8.self) == "[7,3]")
      #expect(try JSONDecoder().decode([LoadToken].self, from: data) == tokens)
      #expect(tokens.sorted().map(\.rawValue) == [3, 7])
    }
  }
}
