// Single flight: one request per load; the gate reopens when that request ends, however
// it ends (applied, failed, or cancelled by a refresh).

import Coordinators
import Testing

extension LoadArbiterTests {
  @Suite struct SingleFlight {
    @Test("the next-page gate reopens only after the response is applied")
    func nextPageReopensAfterApply() {
      var arbiter = LoadArbiter()
      let first = start(.nextPage, on: &arbiter)
      #expect(arbiter.request(.nextPage) == .reject(.alreadyInFlight))
      #expect(arbiter.complete(first, outcome: .success) == .apply(.nextPage))
      let second = start(.nextPage, on: &arbiter)
      #expect(second > first)
    }

    @Test("a failed next page frees the gate without applying anything")
    func nextPageReopensAfterFailure() {
      var arbiter = LoadArbiter()
      let first = start(.nextPage, on: &arbiter)
      #expect(arbiter.complete(first, outcome: .failure) == .discard(.nextPage))
      #expect(arbiter.counters.applied == 0)
      #expect(arbiter.counters.failed == 1)
      #expect(arbiter.request(.nextPage) == .start(LoadToken(rawValue: 2)))
    }

    @Test("a next page cancelled by a refresh may start again once the refresh ends")
    func nextPageReopensAfterCancellation() {
      var arbiter = LoadArbiter()
      _ = start(.nextPage, on: &arbiter)
      let refresh = start(.refresh, on: &arbiter)
      #expect(arbiter.request(.nextPage) == .reject(.refreshInFlight))
      _ = arbiter.complete(refresh, outcome: .success)
      #expect(arbiter.request(.nextPage).startedToken != nil)
    }

    @Test("slots are single-flight and reopen after apply or failure", arguments: [LoadOutcome.success, .failure])
    func slotsSingleFlight(outcome: LoadOutcome) {
      var arbiter = LoadArbiter()
      let slots = start(.slots, on: &arbiter)
      #expect(arbiter.request(.slots) == .reject(.alreadyInFlight))
      let expected: CompletionDecision = outcome == .success ? .apply(.slots) : .discard(.slots)
      #expect(arbiter.complete(slots, outcome: outcome) == expected)
      #expect(arbiter.request(.slots).startedToken != nil)
    }

    @Test("slots and a next page fly side by side; neither blocks the other")
    func slotsAndNextPageIndependent() {
      var arbiter = LoadArbiter()
      let slots = start(.slots, on: &arbiter)
      let page = start(.nextPage, on: &arbiter)
      #expect(arbiter.inFlight == [LoadTicket(.slots, slots), LoadTicket(.nextPage, page)])
      #expect(arbiter.complete(page, outcome: .success) == .apply(.nextPage))
      #expect(arbiter.activeTokens == [slots])
    }

    @Test("a failed refresh reopens every other trigger")
    func failedRefreshReopens() {
      var arbiter = LoadArbiter()
      let refresh = start(.refresh, on: &arbiter)
      #expect(arbiter.complete(refresh, outcome: .failure) == .discard(.refresh))
      #expect(arbiter.inFlight.isEmpty)
      #expect(arbiter.latestRefresh == refresh)
      #expect(arbiter.request(.slots).startedToken != nil)
      #expect(arbiter.request(.nextPage).startedToken != nil)
    }

    @Test("rejections change nothing but the rejection counter")
    func rejectionsArePure() {
      var arbiter = LoadArbiter()
      _ = start(.refresh, on: &arbiter)
      var expected = arbiter
      _ = arbiter.request(.slots)
      _ = arbiter.request(.nextPage)
      #expect(arbiter.counters.rejected == 2)
      #expect(arbiter.activeTokens == expected.activeTokens)
      // The same rejections applied to the copy give an identical state.
      _ = expected.request(.nextPage)
      _ = expected.request(.slots)
      #expect(arbiter == expected)
    }
  }
}
