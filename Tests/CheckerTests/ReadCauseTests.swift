// Causes found from what the code read, not only from what it wrote (Checker/Cause/WrongTop.swift, StaleView.swift):
// a reset that looked at a list and, measuring it against a wrong top, left it; a top a list had only within a frame,
// which code cached; a list the page unloaded, which code kept and still reads. Each case below is a generated case
// of seed 1 where the mechanism showed.

import Checker
import Coordinators
import Generators
import ScrollSim
import Testing

@MainActor
@Suite("Root causes: what the code read")
struct ReadCauseTests {
  /// The causes of case `index` of seed 1 under `name`, by signature.
  static func causes(_ name: String, case index: UInt64) -> [BugSignature: RootCause] {
    let entry = CoordinatorCatalog.entry(named: name)!
    var generated = generateCase(seed: deriveSeed(runSeed: 1, caseIndex: index), maxSteps: 60)
    generated.world = Runner.normalized(generated.world, for: entry)
    let violations = Runner.run(entry, world: generated.world, steps: generated.steps).violations
    return RootCauses.attribute(entry, world: generated.world, steps: generated.steps, violations: violations)
  }

  /// The causes of several cases of seed 1 under `name`, by signature (a signature keeps its first case's cause):
  /// for a test that two cases of one fault show one cause.
  static func causes(_ name: String, cases indices: [UInt64]) -> [BugSignature: RootCause] {
    var causes: [BugSignature: RootCause] = [:]
    for index in indices { causes.merge(Self.causes(name, case: index)) { old, _ in old } }
    return causes
  }

  @Test("ignores-inset, case 27: a list left at 0 by a reset that read it is the wrong value, not a missing write")
  func declinedResetIsTheWrongValue() {
    let causes = Self.causes("ignores-inset", case: 27)
    let layout = causes.first { $0.key.invariant == .headerVisibleListsAtTop && $0.key.step == "layout" }
    #expect(layout?.value.kind == .wrongValue, "\(causes.mapValues(\.key))")
    #expect(layout?.value.location.contains("read it and left it at 0") == true, "\(layout?.value.location ?? "none")")
  }

  @Test("outer-top-at-zero, case 679: an outer a tap's code read between its top and 0 and left is the wrong value")
  func outerLeftShortOfZero() {
    let causes = Self.causes("outer-top-at-zero", case: 679)
    let tap = causes.first { $0.key.invariant == .statusBarShowsTop }?.value
    #expect(tap?.kind == .wrongValue && tap?.view == "outer", "\(causes.mapValues(\.key))")
    #expect(tap?.location.contains("listDidScrollToTop") == true, "\(tap?.location ?? "none")")
  }

  @Test("outer-top-at-zero, cases 18338 and 44451: read short of 0 while coasting, or held there by the lock's pin, still the wrong value")
  func outerShortOfZeroWhateverHeldIt() {
    for index: UInt64 in [18338, 44451] {
      let causes = Self.causes("outer-top-at-zero", case: index)
      let tap = causes.first { $0.key.invariant == .statusBarShowsTop }?.value
      #expect(tap?.kind == .wrongValue && tap?.view == "outer", "case \(index): \(causes.mapValues(\.key))")
    }
  }

  @Test("outer-top-at-zero, case 25676: with no top inset the mutant answers a tap as the shipped lock does (its one fault)")
  func outerTopAtZeroHasOneFault() {
    let entry = CoordinatorCatalog.entry(named: "outer-top-at-zero")!
    var generated = generateCase(seed: deriveSeed(runSeed: 1, caseIndex: 25676), maxSteps: 60)
    generated.world = Runner.normalized(generated.world, for: entry)
    let taps = Runner.run(entry, world: generated.world, steps: generated.steps).violations.filter { $0.invariant == .statusBarShowsTop }
    #expect(taps.isEmpty, "\(taps.map(\.message))")
  }

  @Test("unforwarded-list, case 885: a read before the inset moved the top does not make a list's missing write a wrong value")
  func readBeforeTheInsetChangeIsNotADecision() {
    let causes = Self.causes("unforwarded-list", case: 885)
    let layout = causes.filter { $0.key.invariant == .headerVisibleListsAtTop }
    #expect(!layout.isEmpty)
    #expect(layout.values.allSatisfy { $0.kind == .missingWrite }, "\(layout.mapValues(\.key))")
  }

  @Test("cached-list-top, case 611: a top the list had only before the frame's inset step, cached by code, is a wrong top")
  func topCachedWithinAFrame() {
    let causes = Self.causes("cached-list-top", case: 611)
    #expect(causes.count >= 2)
    #expect(causes.values.allSatisfy { $0.kind == .wrongValue }, "\(causes.mapValues(\.key))")
  }

  @Test("cached-list-top, case 734: a reset writing a wrong top is the cause even while it reacts to another list")
  func wrongTopBeforeReaction() {
    let causes = Self.causes("cached-list-top", case: 734)
    #expect(causes.count == 2)
    #expect(causes.values.allSatisfy { $0.kind == .wrongValue }, "\(causes.mapValues(\.key))")
  }

  @Test("stale-list-cache: every signature of its first cases is the read of the list it kept")
  func keptViewIsOneCause() {
    var causes: [BugSignature: RootCause] = [:]
    for index: UInt64 in [7, 42, 61] { causes.merge(Self.causes("stale-list-cache", case: index)) { old, _ in old } }
    #expect(causes.count >= 3)
    #expect(Set(causes.values.map(\.id)).count == 1, "\(Set(causes.values.map(\.key)))")
    #expect(causes.values.allSatisfy { $0.kind == .staleView && $0.site.contains { $0.contains("StaleListCacheCoordinator") } })
  }
}
