// A top computed wrong is one cause however many places carry it (Checker/Cause/WrongTop.swift): ignores-inset's
// fault (a list's top taken as 0, not -adjustedContentInset.top) reaches the page through the reset and through the
// pin that holds a list's top edge; each used to be a group of its own.

import Checker
import Coordinators
import Generators
import ScrollSim
import Testing

@MainActor
@Suite("Root causes: a top computed wrong")
struct WrongTopCauseTests {
  /// The causes of the first `cases` generated cases of `name` (seed 1), by signature, and the code that carried each.
  static func causes(_ name: String, cases: UInt64) -> [BugSignature: RootCause] {
    let entry = CoordinatorCatalog.entry(named: name)!
    var causes: [BugSignature: RootCause] = [:]
    for index in 0..<cases {
      var generated = generateCase(seed: deriveSeed(runSeed: 1, caseIndex: index), maxSteps: 60)
      generated.world = Runner.normalized(generated.world, for: entry)
      let fresh = Runner.run(entry, world: generated.world, steps: generated.steps).violations.filter { causes[$0.signature] == nil }
      guard !fresh.isEmpty else { continue }
      causes.merge(RootCauses.attribute(entry, world: generated.world, steps: generated.steps, violations: fresh)) { old, _ in old }
    }
    return causes
  }

  @Test("ignores-inset: the reset and the top-edge pin carry one wrong value, one group")
  func ignoresInsetWritesAreOneGroup() {
    let causes = Self.causes("ignores-inset", cases: 200).values.filter { $0.kind != .missingWrite }
    #expect(causes.count >= 5, "too few signatures to judge: \(causes.count)")
    #expect(Set(causes.map(\.id)).count == 1, "\(Set(causes.map(\.key)))")
    #expect(causes.allSatisfy { $0.kind == .wrongValue && $0.view == "list" })
    // The carriers stay readable in the locations: both of them showed.
    let carriers = Set(causes.map { $0.location.components(separatedBy: " at ").first ?? "" })
    #expect(carriers.count >= 2, "\(carriers)")
  }

  @Test("cached-list-top, case 530: a tap that rests with the header back and the list at a cached top is the wrong value")
  func tapRestingOnACachedListTop() {
    let causes = ReadCauseTests.causes("cached-list-top", case: 530)
    let tap = causes.first { $0.key.invariant == .statusBarShowsTop }?.value
    #expect(tap?.kind == .wrongValue && tap?.view == "list", "\(causes.mapValues(\.key))")
  }

  @Test("a list left where it was is not judged by its value: reset-current-only's lists are missing writes")
  func fingerOffsetsAreNotWrongTops() {
    let causes = Self.causes("reset-current-only", cases: 120)
    #expect(!causes.isEmpty)
    #expect(causes.values.allSatisfy { $0.kind != .wrongValue }, "\(Set(causes.values.map(\.key)))")
  }
}
