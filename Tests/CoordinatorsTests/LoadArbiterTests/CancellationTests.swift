// Cancellation bookkeeping: what a refresh cancels, how it is counted, and what is remembered.

import Coordinators
import Testing

extension LoadArbiterTests {
  @Suite struct Cancellation {
    @Test("a refresh cancels slots and next page together, in start order")
    func cancelsEverything() {
      var arbiter = LoadArbiter()
      let page = start(.nextPage, on: &arbiter)
      let slots = start(.slots, on: &arbiter)
      let decision = arbiter.request(.refresh)
      #expect(decision.cancelled == [LoadTicket(.nextPage, page), LoadTicket(.slots, slots)])
      #expect(arbiter.counters.cancelled == 2)
      #expect(arbiter.inFlight.map(\.load) == [.refresh])
    }

    @Test("a restarted refresh cancels the old refresh only")
    func restartCancelsOldRefresh() {
      var arbiter = LoadArbiter()
      _ = start(.slots, on: &arbiter)
      let first = start(.refresh, on: &arbiter)
      let decision = arbiter.request(.refresh)
      #expect(decision.cancelled == [LoadTicket(.refresh, first)])
      #expect(arbiter.latestRefresh == decision.startedToken)
      #expect(arbiter.counters.cancelled == 2)
    }

    @Test("started equals applied + failed + cancelled + in flight")
    func conservation() {
      var arbiter = LoadArbiter()
      let a = start(.nextPage, on: &arbiter)
      let b = start(.slots, on: &arbiter)
      _ = arbiter.complete(a, outcome: .success)
      let c = start(.nextPage, on: &arbiter)
      _ = start(.refresh, on: &arbiter)
      _ = arbiter.complete(b, outcome: .success)
      _ = arbiter.complete(c, outcome: .failure)
      let counters = arbiter.counters
      #expect(counters.started == 4)
      #expect(counters.applied == 1 && counters.cancelled == 2 && counters.failed == 0)
      #expect(counters.dropped == 2)
      #expect(counters.started == counters.ended + arbiter.inFlight.count)
    }

    @Test("the cancelled-token memory is bounded; beyond it a late response reads as stale")
    func boundedMemory() {
      var arbiter = LoadArbiter()
      let first = start(.refresh, on: &arbiter)
      for _ in 0...LoadArbiter.cancelledMemory { _ = start(.refresh, on: &arbiter) }
      // `first` has been pushed out of the memory; it is dropped all the same.
      #expect(arbiter.complete(first, outcome: .success) == .drop(.stale))
      let recent = LoadToken(rawValue: first.rawValue + 1)
      #expect(arbiter.complete(recent, outcome: .success) == .drop(.cancelled))
    }

    @Test("equal histories give equal arbiters; different ones do not")
    func equatableStates() {
      var a = LoadArbiter()
      var b = LoadArbiter()
      #expect(a == b)
      _ = a.request(.nextPage)
      _ = b.request(.nextPage)
      #expect(a == b)
      _ = a.request(.refresh)
      #expect(a != b)
    }
  }
}
