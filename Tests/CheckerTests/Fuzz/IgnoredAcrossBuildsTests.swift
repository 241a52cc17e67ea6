// `--ignore rc-…` with `--baseline`: a failure whose cause this build names by another identifier than the ignored
// group's (a frame the optimizer dropped or restored) is still ignored, and nothing else is swept in with it.

import Checker
@testable import NestedCheckFuzz
import Testing

@Suite("--ignore rc-… across builds")
struct IgnoredAcrossBuildsTests {
  static let signature = BugSignature(invariant: .outerWithinMax, view: .outer, direction: .forward, band: .small, step: "drag")
  /// JXPagingView's outer pin, with the offset setter a tail call in one of two builds (BaselineComparisonTests).
  static let longSite = BaselineComparisonTests.jxHead
  static let shortSite = Array(BaselineComparisonTests.jxHead.dropFirst())

  static func failure(_ k: UInt64, site: [String]?, signature: BugSignature = Self.signature) -> FoundFailure {
    var failure = FoundFailure(
      caseIndex: k, coordinator: "lib", kind: .invariant(.builtIn(.outerWithinMax)),
      violation: Violation(signature: signature, frame: 3, stepIndex: 1, severity: 2, message: "m"))
    failure.cause = site.map { RootCause(kind: .write, view: "outer", site: $0, location: "JXPagingView.swift:1") }
    return failure
  }

  static func cause(_ site: [String]) -> RootCause {
    RootCause(kind: .write, view: "outer", site: site, location: "JXPagingView.swift:1")
  }

  static func group(_ site: [String], id: String? = nil, signatures: [String] = [Self.signature.description]) -> RunSummary.Group {
    BaselineComparisonTests.group(id ?? cause(site).id, site: site, signatures: signatures)
  }

  @Test("a cause that gained a frame is ignored as the baseline's group, and says so")
  func followsTheGroup() {
    let baseline = [Self.group(Self.shortSite)]
    var ledger = FailureLedger(ignore: [baseline[0].id], baseline: baseline)
    let failure = Self.failure(4, site: Self.longSite)
    #expect(Self.cause(Self.longSite).id != baseline[0].id)
    #expect(ledger.isIgnored(failure))
    ledger.record(failure)
    #expect(ledger.releaseAll().isEmpty && ledger.bugCount == 0)
    #expect(ledger.ignoredClasses.first?.1.ignoredAs == baseline[0].id)
    #expect(ledger.baselineGroupsIgnored() == [baseline[0].id])
    #expect(ledger.unmatchedGroupIgnores().isEmpty)
    // Without the baseline the new identifier is all the ledger has: not ignored, and named as matching nothing.
    var alone = FailureLedger(ignore: [baseline[0].id, "settles"])
    alone.record(Self.failure(4, site: Self.longSite, signature: BugSignature(
      invariant: .settles, view: .outer, direction: .forward, band: .small, step: "drag")))
    #expect(!alone.isIgnored(failure) && alone.ignoredClasses.count == 1)
    #expect(alone.unmatchedGroupIgnores() == [baseline[0].id], "signature patterns are not listed")
  }

  @Test("not followed: a group not ignored, no shared signature, two candidates, a cause the baseline knew by its own id")
  func followsNothingElse() {
    let ignoredGroup = Self.group(Self.shortSite)
    let failure = Self.failure(4, site: Self.longSite)
    // The group is in the baseline but another group is ignored.
    #expect(!FailureLedger(ignore: ["rc-000000000001"], baseline: [ignoredGroup]).isIgnored(failure))
    // The baseline's group never showed this failure's signature.
    let other = Self.group(Self.shortSite, signatures: ["outer-within-max/outer/forward/severe/drag"])
    #expect(!FailureLedger(ignore: [other.id], baseline: [other]).isIgnored(failure))
    // Two groups of the baseline relate to the site (each with a frame of its own left out): which one it was is unknown.
    let twin = Self.group([Self.longSite[0], Self.longSite[2]])
    #expect(!FailureLedger(ignore: [ignoredGroup.id], baseline: [ignoredGroup, twin]).isIgnored(failure))
    // The baseline held this very cause apart from the ignored one: it stays apart.
    let itself = Self.group(Self.longSite)
    #expect(itself.id == Self.cause(Self.longSite).id)
    #expect(!FailureLedger(ignore: [ignoredGroup.id], baseline: [ignoredGroup, itself]).isIgnored(failure))
    // Another coordinator's group of the same site.
    var elsewhere = ignoredGroup
    elsewhere.coordinator = "other"
    #expect(!FailureLedger(ignore: [elsewhere.id], baseline: [elsewhere]).isIgnored(failure))
  }

  @Test("a failure this build could not locate is ignored as the located group of the baseline that held its signature")
  func unlocatedNow() {
    let baseline = [Self.group(Self.shortSite)]
    var ledger = FailureLedger(ignore: [baseline[0].id], baseline: baseline)
    let failure = Self.failure(2, site: nil)
    #expect(ledger.isIgnored(failure))
    ledger.record(failure)
    #expect(ledger.baselineGroupsIgnored() == [baseline[0].id])
    let held = Self.group(Self.longSite)
    #expect(!FailureLedger(ignore: [baseline[0].id], baseline: baseline + [held]).isIgnored(failure), "two holders")
  }

  @Test("a group ignored by its own identifier is reported ignored, not gone; one not hit at all is gone")
  func ignoredNotGone() {
    let group = Self.group(Self.longSite)
    var ledger = FailureLedger(ignore: [group.id], baseline: [group])
    #expect(ledger.baselineGroupsIgnored().isEmpty)
    ledger.record(Self.failure(7, site: Self.longSite))
    #expect(ledger.bugCount == 0 && ledger.ignoredClasses.first?.1.ignoredAs == nil)
    #expect(ledger.baselineGroupsIgnored() == [group.id])
  }
}
