// Root causes in-process: each kind of cause is found where a mutant plants it, the identifier does not depend on
// the case that showed it, and the same replay gives the same cause.

import Checker
import Coordinators
import Generators
import ScrollSim
import Testing

@MainActor
@Suite("Root causes")
struct RootCauseTests {
  /// The causes of every signature `name` shows in the first `cases` generated cases (seed 1), each attributed at its
  /// first hit as a fuzz worker does, with the signatures per cause identifier.
  static func causes(_ name: String, cases: Int = 120) -> [String: (cause: RootCause, signatures: Set<BugSignature>)] {
    let entry = CoordinatorCatalog.entry(named: name)!
    var seen: Set<BugSignature> = []
    var groups: [String: (cause: RootCause, signatures: Set<BugSignature>)] = [:]
    for index in 0..<UInt64(cases) {
      var generated = generateCase(seed: deriveSeed(runSeed: 1, caseIndex: index), maxSteps: 60)
      generated.world = Runner.normalized(generated.world, for: entry)
      let fresh = Runner.run(entry, world: generated.world, steps: generated.steps).violations.filter { !seen.contains($0.signature) }
      guard !fresh.isEmpty else { continue }
      for (signature, cause) in RootCauses.attribute(entry, world: generated.world, steps: generated.steps, violations: fresh) {
        seen.insert(signature)
        let id = cause.isLocated ? cause.id : signature.description
        groups[id, default: (cause, [])].signatures.insert(signature)
      }
    }
    return groups
  }

  @Test("a decision: ungated-pager's every signature is the pager's answer, one group")
  func decision() {
    let groups = Self.causes("ungated-pager")
    #expect(groups.count == 1, "\(groups.keys)")
    let group = groups.values.first
    #expect(group?.cause.kind == .decision && group?.cause.site == ["pagerShouldBegin=true"])
    #expect((group?.signatures.count ?? 0) > 3, "a decision shows under many signatures")
  }

  @Test("a write: overshoot-and-wipe's clamp and its wipe are two causes, each at the mutant's own function")
  func writes() {
    let groups = Self.causes("overshoot-and-wipe", cases: 200).values.filter { $0.cause.kind == .write }
    let clamp = groups.first { $0.cause.site.contains { $0.hasSuffix("OvershootAndWipeCoordinator.clampOuterToMax(_:maxOffsetY:)") } }
    let wipe = groups.first { $0.cause.site.first == "Coordinators.OvershootAndWipeCoordinator.listDidScroll(at:)" }
    #expect(clamp != nil && wipe != nil, "\(groups.map(\.cause.key))")
    #expect(clamp?.cause.site.first == "NestedScrollingCoordinators.OffsetLockCoordinator.pin(_:at:)")
    #expect(clamp?.cause.location.hasPrefix("OffsetLockCoordinator.swift:") == true, "\(clamp?.cause.location ?? "")")
    // The clamp's overshoot, and the shipped lock pulling the overshot outer back to the pin (a reaction to the state
    // the clamp left, so the clamp's cause too).
    #expect(clamp?.signatures.contains { $0.invariant == .outerWithinMax } == true)
    #expect(
      clamp?.signatures.allSatisfy { $0.invariant == .outerWithinMax || ($0.invariant == .noUnexplainedJump && $0.view == .outer) }
        == true, "\(clamp?.signatures.map(\.description) ?? [])")
  }

  /// Single-fault mutants whose every signature in the first cases has one root cause: each line is a mutant, the
  /// cases to play (enough for several signatures, which a split would scatter over several groups), and how many
  /// signatures those cases show at least.
  nonisolated static let oneGroup: [(name: String, cases: Int, signatures: Int)] = [
    ("reset-current-only", 150, 8), ("no-reset-on-tab-switch", 150, 8), ("no-max-clamp", 120, 5),
    ("unforwarded-list", 150, 8), ("stale-scrolls-to-top", 120, 8), ("ungated-pager", 120, 3),
    ("no-simultaneous", 150, 2), ("never-hand-back", 150, 2),
  ]

  /// Correct code reacting to the state the fault left is blamed on the fault, so nothing splits the group.
  @Test("a single-fault mutant is one group across its signatures", arguments: oneGroup.map(\.name))
  func singleFaultOneGroup(_ name: String) {
    let spec = Self.oneGroup.first { $0.name == name }!
    let groups = Self.causes(name, cases: spec.cases)
    let signatures = groups.values.reduce(0) { $0 + $1.signatures.count }
    #expect(signatures >= spec.signatures, "\(name): only \(signatures) signatures in \(spec.cases) cases")
    #expect(groups.count == 1, "\(name): \(groups.map { "\($0.key) \($0.value.cause.key): \($0.value.signatures.map(\.description))" })")
  }

  @Test("a missing write: no-max-clamp's outer-within-max signatures are one group, the outer nobody wrote")
  func missingWrite() {
    let groups = Self.causes("no-max-clamp").values
    let missing = groups.filter { $0.signatures.contains { $0.invariant == .outerWithinMax } }
    #expect(missing.count == 1)
    #expect(missing.first?.cause.kind == .missingWrite && missing.first?.cause.view == "outer")
    #expect((missing.first?.signatures.count ?? 0) > 5)
  }

  @Test("the shipped coordinators have no causes, and the same replay gives the same cause and identifier")
  func shippedAndDeterministic() {
    #expect(Self.causes("offset-lock", cases: 60).isEmpty)
    let entry = CoordinatorCatalog.entry(named: "ignores-inset")!
    for index in 0..<UInt64(40) {
      var generated = generateCase(seed: deriveSeed(runSeed: 1, caseIndex: index), maxSteps: 60)
      generated.world = Runner.normalized(generated.world, for: entry)
      guard let violation = Runner.run(entry, world: generated.world, steps: generated.steps).verdict.violation else { continue }
      let first = RootCauses.attribute(entry, world: generated.world, steps: generated.steps, violation: violation)
      let second = RootCauses.attribute(entry, world: generated.world, steps: generated.steps, violation: violation)
      #expect(first == second && first.id == RootCause(kind: first.kind, view: first.view, site: first.site, location: "elsewhere").id)
      return
    }
    Issue.record("ignores-inset failed in none of 40 cases")
  }
}
