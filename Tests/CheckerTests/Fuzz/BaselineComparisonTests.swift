// `--baseline` across two builds: a group whose site lost or gained a frame to a tail call is the same group, still
// there, and nothing else is matched that way. The sites are the ones two published libraries showed between two
// release builds (BaselineComparison.swift).

import Checker
@testable import NestedCheckFuzz
import Testing

@Suite("--baseline: groups whose site a tail call moved")
struct BaselineComparisonTests {
  static let jxHead = [
    "JXPagingView.JXPagingView.setMainTableViewToMaxContentOffsetY()",
    "JXPagingView.JXPagingView.preferredProcessMainTableViewDidScroll(_:)",
    "JXPagingView.JXPagingView.scrollViewDidScroll(_:)",
  ]
  static let npPath = [
    "NestedPaging.NestedPagingView.listContainerView(_:listDidScrollTo:)",
    "NestedPaging.NestedPagingListContainerView.notifyCurrentIndex()",
    "NestedPaging.NestedPagingListContainerView.updateCurrentIndexIfNeeded()",
    "NestedPaging.NestedPagingListContainerView.setCurrentIndex(_:animated:)",
    "NestedPaging.NestedPagingView.setCurrentListIndex(_:animated:)",
    "np_check.NPPage.selectTab(_:animated:)",
  ]

  static func group(
    _ id: String, site: [String], kind: RootCause.Kind = .write, view: String = "outer", coordinator: String = "lib",
    signatures: [String] = ["no-unexplained-jump/outer/forward/severe/drag"], callbacks: [String] = []
  ) -> RunSummary.Group {
    RunSummary.Group(
      id: id, coordinator: coordinator, kind: kind.rawValue, cause: "cause of \(id)", view: view, site: site,
      location: nil, callbacks: callbacks, fromStack: true, invariants: ["no-unexplained-jump"], signatures: signatures,
      hits: 10, worstBand: "severe", worstSeverity: 100, witness: "\(id).json", witnessSignature: signatures[0],
      shrunk: true)
  }

  static func compare(_ now: [RunSummary.Group], _ before: [RunSummary.Group]) -> (groups: [RunSummary.Group], gone: [RunSummary.Group]) {
    FuzzRun.compare(now, against: before, coordinators: ["lib"])
  }

  @Test("several baselines (a night's shards) are the union of their groups: one per identifier, signatures and hits together")
  func unionOfShards() {
    let shared = Self.group("rc-000000000001", site: ["Lib.A.f()"], signatures: ["s1"])
    var sharedElsewhere = shared
    sharedElsewhere.signatures = ["s2", "s1"]
    let other = Self.group("rc-000000000002", site: ["Lib.B.g()"])
    let union = FuzzRun.union(ofGroups: [[shared], [other, sharedElsewhere]])
    #expect(union.map(\.id) == ["rc-000000000001", "rc-000000000002"])
    #expect(union[0].signatures == ["s1", "s2"] && union[0].hits == 20 && union[0].witness == shared.witness)
    // Against the union, a group only the second shard met is still there, and one neither met is new.
    let now = [other, Self.group("rc-000000000003", site: ["Lib.C.h()"], signatures: ["s3"])]
    let marked = Self.compare(now, union)
    #expect(marked.groups.map(\.status) == ["still-there", "new"])
    #expect(marked.gone.map(\.id) == ["rc-000000000001"])
  }

  @Test("the head of a site gained (JXPagingView's offset setter, a tail call in the earlier build): still there")
  func headGained() {
    let kept = Self.group("rc-000000000001", site: ["Lib.A.f()"], signatures: ["other"])
    let before = [Self.group("rc-ebd8529b10d5", site: Array(Self.jxHead.dropFirst())), kept]
    let now = [Self.group("rc-afe90d29e71c", site: Self.jxHead), kept]
    let marked = Self.compare(now, before)
    #expect(marked.groups.map(\.status) == ["still-there", "still-there"])
    #expect(marked.groups[0].baselineId == "rc-ebd8529b10d5" && marked.groups[1].baselineId == nil)
    #expect(marked.groups[0].statusLabel == "still-there, was rc-ebd8529b10d5")
    #expect(marked.gone.isEmpty)
  }

  @Test("a frame lost in the middle (NestedPaging's setCurrentIndex(_:animated:)), the other way round")
  func middleLost() {
    var shorter = Self.npPath
    shorter.remove(at: 3)
    let marked = Self.compare(
      [Self.group("rc-a11b2c498a41", site: shorter, view: "list")],
      [Self.group("rc-dcff7a2e86c9", site: Self.npPath, view: "list")])
    #expect(marked.groups.first?.status == "still-there" && marked.groups.first?.baselineId == "rc-dcff7a2e86c9")
    #expect(marked.gone.isEmpty)
  }

  @Test("no match across views, kinds, coordinators, unshared signatures, other functions, or two candidates")
  func onlyOneCause() {
    let shorter = Array(Self.jxHead.dropFirst())
    let old = Self.group("rc-afe90d29e71c", site: Self.jxHead)
    let cases: [(String, [RunSummary.Group], [RunSummary.Group])] = [
      ("another view", [Self.group("rc-1", site: shorter, view: "list")], [old]),
      ("a decision's answer", [Self.group("rc-1", site: ["shouldBegin=false"], kind: .decision)],
       [Self.group("rc-2", site: ["shouldBegin=false", "x"], kind: .decision)]),
      ("another coordinator", [Self.group("rc-1", site: shorter, coordinator: "other")], [old]),
      ("no signature shared", [Self.group("rc-1", site: shorter, signatures: ["outer-within-max/outer"])], [old]),
      ("a function the other lacks", [Self.group("rc-1", site: ["JXPagingView.JXPagingView.other()"] + shorter)], [old]),
      ("two groups for one", [Self.group("rc-1", site: shorter), Self.group("rc-3", site: [shorter[0]])], [old]),
      ("one group for two", [Self.group("rc-1", site: [shorter[0]])],
       [old, Self.group("rc-4", site: [shorter[0], "JXPagingView.JXPagingView.other()"])]),
    ]
    for (name, now, before) in cases {
      let marked = FuzzRun.compare(now, against: before, coordinators: ["lib", "other"])
      #expect(marked.groups.allSatisfy { $0.status == "new" && $0.baselineId == nil }, "\(name)")
      #expect(marked.gone.count == before.count, "\(name)")
    }
  }

  /// The example app's page between two builds: `pin(_:at:)`, called from the page's `outerDidScroll()`, lost its
  /// frame, and its writes joined the group of the writes `outerDidScroll()` makes itself.
  @Test("a helper's frame lost between a callback and its write: the helper's group is regrouped into the callback's")
  func helperMergedIntoCallback() {
    let pin = Self.group(
      "rc-80cd0c91147f", site: ["UIKitProfilePage.ProfileViewController.pin(_:at:)"], callbacks: ["outerDidScroll()"])
    let direct = Self.group(
      "rc-bf0ed4456d2d", site: ["UIKitProfilePage.ProfileViewController.outerDidScroll()"], callbacks: ["outerDidScroll()"])
    let merged = Self.compare([direct], [pin, direct])
    #expect(merged.groups.map(\.statusLabel) == ["still-there"])
    #expect(merged.gone.map(\.statusLabel) == ["regrouped into rc-bf0ed4456d2d"])
    let split = Self.compare([pin, direct], [direct])
    #expect(split.groups.map(\.statusLabel) == ["regrouped, was in rc-bf0ed4456d2d", "still-there"])
    #expect(split.gone.isEmpty)
    // Another callback's write is another cause.
    let other = Self.group(
      "rc-000000000002", site: ["UIKitProfilePage.ProfileViewController.listDidScroll(at:)"],
      callbacks: ["listDidScroll(at:)"])
    #expect(Self.compare([other], [pin]).gone.map(\.status) == ["gone"])
  }

  @Test("a group matched by its identifier is never matched again by its site")
  func identifierFirst() {
    let shorter = Array(Self.jxHead.dropFirst())
    let before = [Self.group("rc-afe90d29e71c", site: Self.jxHead), Self.group("rc-ebd8529b10d5", site: shorter)]
    let marked = Self.compare([Self.group("rc-ebd8529b10d5", site: shorter)], before)
    #expect(marked.groups.map(\.status) == ["still-there"] && marked.groups[0].baselineId == nil)
    #expect(marked.gone.map(\.id) == ["rc-afe90d29e71c"])
  }

  @Test("the reports print the old identifier")
  func printed() {
    var summary = ReportTests.summary
    var group = Self.group("rc-afe90d29e71c", site: Self.jxHead, coordinator: "no-max-clamp")
    group.status = "still-there"
    group.baselineId = "rc-ebd8529b10d5"
    summary.groups = [group]
    #expect(summary.text.contains("[still-there, was rc-ebd8529b10d5] no-max-clamp  rc-afe90d29e71c"))
    #expect(JUnitReport.xml(summary).contains("[still-there, was rc-ebd8529b10d5] rc-afe90d29e71c"))
  }
}

@Suite("--baseline: a failure located in one run and not in the other")
struct BaselineRegroupingTests {
  static let signature = "single-scrolls-to-top/list-on-screen/none/sub-pixel/coast/stale-flag"

  static func unlocated(_ signature: String) -> RunSummary.Group {
    var group = BaselineComparisonTests.group(signature, site: [], kind: .none, view: "page", signatures: [signature])
    group.view = nil
    return group
  }

  @Test("an unlocated baseline group whose signature a located group now holds is regrouped, not gone")
  func locatedNow() {
    let located = BaselineComparisonTests.group(
      "rc-a938df1000c6", site: ["missing"], kind: .missingWrite, view: "list", signatures: ["other", Self.signature])
    let stillUnlocated = Self.unlocated("status-bar-shows-top/outer/forward/severe/coast")
    let fixed = Self.unlocated("header-visible-lists-at-top/list-off-screen/forward/small/drag")
    let marked = BaselineComparisonTests.compare([located, stillUnlocated], [Self.unlocated(Self.signature), stillUnlocated, fixed])
    #expect(marked.groups.map(\.status) == ["new", "still-there"])
    #expect(marked.gone.map(\.status) == ["regrouped", "gone"])
    #expect(marked.gone[0].regroupedInto == "rc-a938df1000c6" && marked.gone[1].regroupedInto == nil)
    #expect(marked.gone[0].statusLabel == "regrouped into rc-a938df1000c6")
  }

  @Test("an unlocated group whose signature the baseline held in a located group is regrouped, not new")
  func unlocatedNow() {
    let located = BaselineComparisonTests.group(
      "rc-a938df1000c6", site: ["missing"], kind: .missingWrite, view: "list", signatures: [Self.signature])
    let marked = BaselineComparisonTests.compare([Self.unlocated(Self.signature)], [located])
    #expect(marked.groups.map(\.statusLabel) == ["regrouped, was in rc-a938df1000c6"])
    #expect(marked.gone.map(\.status) == ["gone"])
  }

  @Test("a located group is never regrouped by a signature it shares")
  func locatedStaysNewOrGone() {
    let old = BaselineComparisonTests.group("rc-1", site: ["Lib.A.f()"], signatures: [Self.signature])
    let now = BaselineComparisonTests.group("rc-2", site: ["Lib.B.g()"], signatures: [Self.signature])
    let marked = BaselineComparisonTests.compare([now], [old])
    #expect(marked.groups.map(\.status) == ["new"] && marked.gone.map(\.status) == ["gone"])
  }
}
