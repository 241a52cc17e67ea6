// The slot-height gate: a new banner height never lands while it could move what the user sees.

import Coordinators
import Testing

extension LoadArbiterTests {
  @Suite struct SlotHeightGateBehaviour {
    static let contentOwns = SlotHeightMoment(contentOwnsScrolling: true, containerDistanceFromTop: 0)
    static let midBanner = SlotHeightMoment(contentOwnsScrolling: false, containerDistanceFromTop: 80)
    static let atTop = SlotHeightMoment(contentOwnsScrolling: false, containerDistanceFromTop: 0)

    @Test("applied immediately when the container owns and sits at its top")
    func appliesAtTop() {
      var gate = SlotHeightGate()
      #expect(gate.receive(180, at: Self.atTop) == .apply(180))
      #expect(!gate.isHolding)
    }

    @Test("held while the content owns scrolling, released at the next safe moment")
    func heldWhileContentOwns() {
      var gate = SlotHeightGate()
      #expect(gate.receive(180, at: Self.contentOwns) == .hold)
      #expect(gate.heldHeight == 180)
      // Scrolling back up through the banner is not yet safe; reaching the top is.
      #expect(gate.settle(at: Self.contentOwns) == nil)
      #expect(gate.settle(at: Self.midBanner) == nil)
      #expect(gate.settle(at: Self.atTop) == 180)
      #expect(!gate.isHolding)
      #expect(gate.settle(at: Self.atTop) == nil)
    }

    @Test("held while the banner is partly scrolled away")
    func heldMidBanner() {
      var gate = SlotHeightGate()
      #expect(gate.receive(120, at: Self.midBanner) == .hold)
    }

    @Test("the latest held height wins")
    func latestWins() {
      var gate = SlotHeightGate()
      _ = gate.receive(180, at: Self.contentOwns)
      _ = gate.receive(90, at: Self.midBanner)
      _ = gate.receive(240, at: Self.contentOwns)
      #expect(gate.settle(at: Self.atTop) == 240)
    }

    @Test("a height received at a safe moment supersedes a held one")
    func safeReceiveClearsHeld() {
      var gate = SlotHeightGate()
      _ = gate.receive(180, at: Self.contentOwns)
      #expect(gate.receive(60, at: Self.atTop) == .apply(60))
      #expect(gate.settle(at: Self.atTop) == nil)
    }

    @Test("applied immediately inside a refresh, whoever owns scrolling")
    func insideRefresh() {
      var gate = SlotHeightGate()
      _ = gate.receive(180, at: Self.contentOwns)
      var moment = Self.contentOwns
      moment.insideRefresh = true
      #expect(gate.receive(200, at: moment) == .apply(200))
      #expect(!gate.isHolding)
    }

    @Test("the tolerance bounds 'near the top'; a pull-down past the top counts as near")
    func tolerance() {
      let gate = SlotHeightGate(tolerance: 4)
      func at(_ distance: Double) -> SlotHeightMoment {
        SlotHeightMoment(contentOwnsScrolling: false, containerDistanceFromTop: distance)
      }
      #expect(gate.isSafe(at(-60)))
      #expect(gate.isSafe(at(4)))
      #expect(!gate.isSafe(at(4.01)))
      #expect(SlotHeightGate().isSafe(at(0.5)))
      #expect(!SlotHeightGate().isSafe(at(0.6)))
    }

    @Test("randomized: never applies at an unsafe moment; what it releases is the latest held")
    func randomized() {
      var rng = SplitMix64(seed: 0x5107)
      var gate = SlotHeightGate()
      var latest: Double?
      for _ in 0..<2_000 {
        let moment = SlotHeightMoment(
          contentOwnsScrolling: rng.next() % 2 == 0,
          containerDistanceFromTop: Double(rng.next() % 40) - 10,
          insideRefresh: rng.next() % 10 == 0)
        if rng.next() % 3 == 0 {
          let height = Double(rng.next() % 300)
          switch gate.receive(height, at: moment) {
          case .apply(let applied):
            #expect(gate.isSafe(moment) && applied == height)
            latest = nil
          case .hold:
            #expect(!gate.isSafe(moment))
            latest = height
          }
        } else if let released = gate.settle(at: moment) {
          #expect(gate.isSafe(moment) && released == latest)
          latest = nil
        }
        #expect(gate.heldHeight == latest)
      }
    }
  }
}
