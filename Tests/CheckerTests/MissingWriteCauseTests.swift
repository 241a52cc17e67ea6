// A missing write named by the write that was needed (Checker/Cause/MissingWrite.swift): a header that comes back
// over a scrolled list on screen asks for the outer's hold at `maxOffsetY`, the same write an outer pushed past the
// ceiling asks for. Each case below is a generated case of seed 1 where the mechanism showed.

import Checker
import Testing

@MainActor
@Suite("Root causes: the write that was needed")
struct MissingWriteCauseTests {
  static func causes(_ name: String, case index: UInt64) -> [BugSignature: RootCause] {
    ReadCauseTests.causes(name, case: index)
  }

  @Test("unpinned-container, cases 7 and 25: the outer past the ceiling and the header back over a scrolled list are one missing hold")
  func oneMissingHoldForTwoRules() {
    let causes = ReadCauseTests.causes("unpinned-container", cases: [7, 25])
    let rules = Set(causes.keys.map(\.invariant))
    #expect(rules.contains(.builtIn(.outerWithinMax)) && rules.contains(.builtIn(.headerVisibleListsAtTop)), "\(rules)")
    #expect(Set(causes.values.map(\.id)).count == 1, "\(Set(causes.values.map(\.key)))")
    #expect(causes.values.allSatisfy { $0.kind == .missingWrite && $0.view == "outer" && $0.site == [RootCauses.outerHeldAtMaxOffsetY] })
  }

  @Test("offset-lock-seed, case 308: a list the code reset as the header came back stays the list's (negative control)")
  func resetListStaysTheLists() {
    let causes = Self.causes("offset-lock-seed", case: 308)
    let layout = causes.first { $0.key.invariant == .headerVisibleListsAtTop && $0.key.step == "layout" }?.value
    // The reset put the list at its top; its momentum carried it above, where the one-sided guard leaves it.
    #expect(layout?.kind == .missingWrite && layout?.view == "list", "\(layout?.key ?? "none")")
  }
}
