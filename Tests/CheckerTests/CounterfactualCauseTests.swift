// Declined writes told apart by a counterfactual replay (Checker/Cause/Counterfactual.swift): the case is played again
// with a view moved at the read a decision was taken on, and what the code does then says what it aimed at. The cases
// are generated cases of seed 1 where each situation showed first (`nestedcheck-bench causes NAME 2000`, and the 60 s
// runs of docs/findings-triage.md for the rarer ones).

import Checker
import Testing

@MainActor
@Suite("Root causes: declined writes told apart by a counterfactual")
struct CounterfactualCauseTests {
  /// The key of cached-list-top's one cause: a list top computed wrong.
  static let wrongListTop = "wrong-value list top-computed-wrong"

  @Test("cached-list-top, case 1560: a list left above its top at a cached top is the wrong value, not a missing write")
  func cachedTopAboveTheList() {
    // The inset shrank; the reset read the list at its old top and left it there. Shown the list 10 pt further up, the
    // reset writes it back to that old top: the value it aims at is the cached top.
    let causes = ReadCauseTests.causes("cached-list-top", case: 1560)
    let above = causes.filter { $0.key.invariant == .headerVisibleListsAtTop && $0.key.direction == .backward }
    #expect(!above.isEmpty, "\(causes.mapValues(\.key))")
    #expect(above.values.allSatisfy { $0.key == Self.wrongListTop }, "\(above.mapValues(\.key))")
    #expect(above.values.contains { $0.location.contains("wrote it back there") }, "\(above.mapValues(\.location))")
  }

  @Test("cached-list-top, cases 7584 and 3519: the lock's pin holding the outer for a list at its true top is the cached top")
  func holdForAListAtItsTop() {
    // The header is hidden, the list stands at its top after its inset shrank, and the shipped pin holds the outer
    // against a pull (7584) and against a status-bar tap's scroll (3519): the mutant's top says the list is scrolled.
    for index: UInt64 in [7584, 3519] {
      let causes = ReadCauseTests.causes("cached-list-top", case: index)
      #expect(!causes.isEmpty)
      #expect(causes.values.allSatisfy { $0.key == Self.wrongListTop }, "case \(index): \(Set(causes.values.map(\.key)))")
      #expect(causes.values.contains { $0.location.contains("as if its top were") }, "case \(index)")
    }
  }

  @Test("overshoot-and-wipe, case 1202: the clamp finding the outer at its own wrong target is the clamp's cause")
  func declinedClampIsTheClamp() {
    // A status-bar scroll carries the outer to exactly maxOffsetY + 1, the mutant's clamp target: the clamp reads it
    // there and writes nothing. Shown the outer 10 pt further, it writes it back to maxOffsetY + 1.
    let causes = ReadCauseTests.causes("overshoot-and-wipe", case: 1202)
    let outer = causes.filter { $0.key.invariant == .outerWithinMax }
    #expect(outer.keys.contains { $0.step == "status-bar" }, "\(causes.mapValues(\.key))")
    #expect(Set(outer.values.map(\.id)).count == 1, "\(Set(outer.values.map(\.key)))")
    #expect(outer.values.allSatisfy { $0.kind == .write && $0.view == "outer" }, "\(Set(outer.values.map(\.key)))")
  }
}
