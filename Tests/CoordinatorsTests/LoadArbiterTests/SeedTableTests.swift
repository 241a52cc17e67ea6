// The Three Loaders article's three table tests, restated against the value-type arbiter.

import Coordinators
import Testing

extension LoadArbiterTests {
  @Suite struct SeedTable {
    @Test("a refresh cancels the next page in flight")
    func refreshCancelsInFlightNextPage() {
      var arbiter = LoadArbiter()
      let page = start(.nextPage, on: &arbiter)
      let decision = arbiter.request(.refresh)
      #expect(decision == .startCancelling(LoadToken(rawValue: 2), cancelled: [LoadTicket(.nextPage, page)]))
      #expect(!arbiter.isInFlight(.nextPage))
      #expect(arbiter.inFlight == [LoadTicket(.refresh, LoadToken(rawValue: 2))])
    }

    @Test("repeated bottom hits are absorbed: only one next page flies")
    func repeatedBottomHitIsAbsorbed() {
      var arbiter = LoadArbiter()
      let page = start(.nextPage, on: &arbiter)
      // The bounce frames after the finger lifts re-evaluate the trigger every frame.
      for _ in 0..<4 { #expect(arbiter.request(.nextPage) == .reject(.alreadyInFlight)) }
      #expect(arbiter.activeTokens == [page])
      #expect(arbiter.counters.started == 1)
      #expect(arbiter.counters.rejected == 4)
    }

    @Test("slots are folded into a refresh: rejected while it flies")
    func slotsAreFoldedIntoRefresh() {
      var arbiter = LoadArbiter()
      _ = start(.refresh, on: &arbiter)
      #expect(arbiter.request(.slots) == .reject(.refreshInFlight))
      #expect(arbiter.request(.nextPage) == .reject(.refreshInFlight))
      #expect(!arbiter.isInFlight(.slots))
    }

    @Test("a refresh on an idle page starts without cancelling anything")
    func refreshOnIdlePage() {
      var arbiter = LoadArbiter()
      #expect(arbiter.request(.refresh) == .start(LoadToken(rawValue: 1)))
      #expect(arbiter.latestRefresh == LoadToken(rawValue: 1))
    }
  }
}
