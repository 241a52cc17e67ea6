// A randomized model test: thousands of triggers and out-of-order, late, duplicated and
// lost responses from a seeded generator, with the seed-003 invariants checked after every
// operation. A failure names the seed and the step, so it replays exactly.

import Coordinators
import Testing

extension LoadArbiterTests {
  @Suite struct Model {
    /// The simulated transport plus everything the invariants need to remember.
    struct Harness {
      var arbiter = LoadArbiter()
      /// Started requests whose response the transport may still deliver, in start order.
      var pending: [LoadTicket] = []
      /// Tokens that ended: applied, discarded after failure, or cancelled.
      var ended: Set<LoadToken> = []
      var delivered: [LoadToken] = []
      var lastStarted: LoadToken?
      var stats = (applied: 0, dropped: 0, cancelled: 0)
    }

    @Test("random operations keep every load invariant", arguments: [1, 42, 0x5EED_0003, 0xDEAD_BEEF] as [UInt64])
    func randomOperations(seed: UInt64) {
      var rng = SplitMix64(seed: seed)
      var h = Harness()
      for step in 0..<3_000 {
        let before = h.arbiter
        let what = perform(&h, rng: &rng)
        check(h, before: before, seed: seed, step: step, what: what)
      }
      // The run reached every interesting outcome, so the invariants were not vacuous.
      #expect(h.stats.applied > 100 && h.stats.dropped > 50 && h.stats.cancelled > 50)
    }

    /// One random operation; returns a description for failure messages.
    func perform(_ h: inout Harness, rng: inout SplitMix64) -> String {
      let roll = rng.below(100)
      if roll < 45 || h.pending.isEmpty {
        // A trigger: bottom hits are the most frequent, refreshes the rarest.
        let load: PageLoad = roll % 9 == 0 ? .refresh : (roll % 3 == 0 ? .slots : .nextPage)
        let decision = h.arbiter.request(load)
        if let token = decision.startedToken {
          if let last = h.lastStarted { #expect(token > last, "tokens must strictly increase") }
          h.lastStarted = token
          h.pending.append(LoadTicket(load, token))
        }
        for ticket in decision.cancelled { h.ended.insert(ticket.token) }
        h.stats.cancelled += decision.cancelled.count
        return "request(\(load)) -> \(decision)"
      }
      if roll < 90 {
        // A response arrives, in any order; most succeed.
        let ticket = h.pending.remove(at: rng.below(h.pending.count))
        return deliver(ticket.token, outcome: rng.below(5) == 0 ? .failure : .success, to: &h)
      }
      if roll < 95, !h.delivered.isEmpty {
        // The transport delivers an old response a second time.
        return deliver(h.delivered[rng.below(h.delivered.count)], outcome: .success, to: &h)
      }
      // A cancelled request whose response never comes (the transport honoured the cancel).
      // Live requests are never lost: a transport must always report them.
      let cancelled = h.pending.indices.filter { h.ended.contains(h.pending[$0].token) }
      guard !cancelled.isEmpty else { return "nothing to lose" }
      let lost = h.pending.remove(at: cancelled[rng.below(cancelled.count)])
      return "lost \(lost)"
    }

    func deliver(_ token: LoadToken, outcome: LoadOutcome, to h: inout Harness) -> String {
      let wasActive = h.arbiter.load(of: token)
      let latestRefresh = h.arbiter.latestRefresh
      let decision = h.arbiter.complete(token, outcome: outcome)
      h.delivered.append(token)
      switch decision {
      case .apply(let load):
        h.stats.applied += 1
        #expect(outcome == .success && wasActive == load)
        if load == .nextPage, let latestRefresh {
          #expect(token > latestRefresh, "a next page issued before the latest refresh was applied")
        }
        h.ended.insert(token)
      case .discard(let load):
        #expect(outcome == .failure && wasActive == load)
        h.ended.insert(token)
      case .drop(let reason):
        h.stats.dropped += 1
        // Every dropped response was stale: its request had already ended.
        #expect(wasActive == nil && h.ended.contains(token), "dropped \(token) (\(reason)) was live")
        if reason == .cancelled, let latestRefresh { #expect(token < latestRefresh) }
      }
      return "complete(\(token), \(outcome)) -> \(decision)"
    }

    func check(_ h: Harness, before: LoadArbiter, seed: UInt64, step: Int, what: String) {
      let a = h.arbiter
      let context = Comment(rawValue: "seed \(seed) step \(step): \(what)")
      #expect(a.inFlight.filter { $0.load == .nextPage }.count <= 1, context)
      if a.isInFlight(.refresh) {
        #expect(a.slots == nil && a.nextPage == nil, "a slot or page token is active during a refresh; \(context)")
      }
      // Bookkeeping: every start ends exactly one way, and the arbiter agrees with the harness.
      let c = a.counters
      #expect(c.started == c.ended + a.inFlight.count, context)
      #expect(c.applied + c.dropped + c.failed == h.delivered.count, context)
      #expect(Set(a.activeTokens).isDisjoint(with: h.ended), context)
      #expect(a.activeTokens.allSatisfy { token in h.pending.contains { $0.token == token } }, context)
      #expect(a.latestRefresh.map { $0 >= (before.latestRefresh ?? $0) } ?? (before.latestRefresh == nil), context)
    }
  }
}
