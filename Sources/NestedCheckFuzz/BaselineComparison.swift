// A run's root-cause groups against a previous run's (`--baseline`): new, still there, or gone.
//
// A group's identifier is a hash of its site: for a write, the code-under-test functions from the write up to the
// callback. Between two builds of the same source the optimizer may compile a call that ends a function as a jump (a
// tail call), and that function's frame is then missing from every stack taken under it. Two published libraries
// showed it between two release builds whose only difference was the modules under them:
// `NestedPagingListContainerView.setCurrentIndex(_:animated:)` left the middle of NestedPaging's site for its flag
// write, and JXPagingView's `setMainTableViewToMaxContentOffsetY()`, which ends by setting the main table's offset,
// left the head of its site. Each group changed identifier with the same hits and signatures, so a baseline read the
// one bug as gone and a new one as found. No toolchain flag turns sibling calls off for Swift code, and a frame that was
// never pushed cannot be recovered from the stack, so the identifier stays what the build saw and the comparison
// allows for it: after matching identifiers, a group whose site is a call path is matched with a baseline group left
// over when both name the same coordinator, kind of cause and view, one site is the other with frames left out, they
// share a signature, and neither has another such partner. The match is still there, and keeps the identifier the
// baseline knew it by. Where the lost frame was all that set two groups apart (the example app's page lost its
// `pin(_:at:)` helper under a callback that also writes itself), the group that lost its identifier is regrouped into
// the one that kept it.

import Checker

// FuzzRun exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
extension FuzzRun {
  /// Marks each group `new` or `still-there` against a previous run's groups, and returns the previous groups not
  /// seen now (of the coordinators this run fuzzed) as `gone`. Groups are matched by coordinator and identifier, then
  /// by a call path that differs only by frames a build lost (see the file comment); such a group records the
  /// baseline's identifier in `baselineId`. `regrouped` (with `baselineId`, or `regroupedInto` for the baseline's),
  /// not new or gone: a group with no location whose signature the other run held in a located group, and a group
  /// whose call path relates to exactly one group on the other side that is matched there (two groups a lost frame
  /// merged, or a restored one split).
  /// The groups of several runs as one baseline (a night's shards, each of which met some of the night's bugs): one
  /// group per coordinator and identifier, in first-seen order, with the signatures and invariants of every run that
  /// listed it and their hits together; its witness and cause stay the first run's.
  public static func union(ofGroups runs: [[RunSummary.Group]]) -> [RunSummary.Group] {
    var merged: [RunSummary.Group] = []
    var index: [String: Int] = [:]
    for group in runs.joined() {
      let key = "\(group.coordinator) \(group.id)"
      guard let at = index[key] else {
        index[key] = merged.count
        merged.append(group)
        continue
      }
      merged[at].hits += group.hits
      for signature in group.signatures where !merged[at].signatures.contains(signature) { merged[at].signatures.append(signature) }
      for invariant in group.invariants where !merged[at].invariants.contains(invariant) { merged[at].invariants.append(invariant) }
    }
    return merged
  }

  public static func compare(
    _ groups: [RunSummary.Group], against baseline: [RunSummary.Group], coordinators: [String]
  ) -> (groups: [RunSummary.Group], gone: [RunSummary.Group]) {
    let key = { (group: RunSummary.Group) in "\(group.coordinator) \(group.id)" }
    let before = Set(baseline.map(key))
    let now = Set(groups.map(key))
    let unmatched = groups.indices.filter { !before.contains(key(groups[$0])) }
    let left = baseline.indices.filter { coordinators.contains(baseline[$0].coordinator) && !now.contains(key(baseline[$0])) }
    let moved = sitesMovedByTailCalls(unmatched.map { groups[$0] }, left.map { baseline[$0] })
    var partner: [Int: Int] = [:]
    for (index, previous) in moved { partner[unmatched[index]] = left[previous] }
    let partnered = Set(partner.values)
    // A failure the baseline could not locate is grouped by its signature alone; when a later build locates it (or
    // no longer can), the signature moves between that group and a located one: still hit, not gone and not new.
    let signaturesNow = signatureHolders(groups)
    let signaturesBefore = signatureHolders(baseline)
    let marked = groups.indices.map { index -> RunSummary.Group in
      var group = groups[index]
      if before.contains(key(group)) {
        group.status = "still-there"
      } else if let previous = partner[index] {
        group.status = "still-there"
        group.baselineId = baseline[previous].id
      } else if let holder = unlocatedHolder(group, in: signaturesBefore) {
        group.status = "regrouped"
        group.baselineId = holder
      } else if let relative = onlyRelative(of: group, in: baseline), !left.contains(relative) || partnered.contains(relative) {
        // A frame a build restored split a group the baseline had, and the baseline's group is still here.
        group.status = "regrouped"
        group.baselineId = baseline[relative].id
      } else {
        group.status = "new"
      }
      return group
    }
    let gone = left.filter { !partnered.contains($0) }.map { index -> RunSummary.Group in
      var group = baseline[index]
      if let holder = unlocatedHolder(group, in: signaturesNow) {
        group.status = "regrouped"
        group.regroupedInto = holder
      } else if let relative = onlyRelative(of: group, in: marked), marked[relative].status != "new" {
        // A build dropped the frame that set this group apart from one still here: its writes joined that group.
        group.status = "regrouped"
        group.regroupedInto = marked[relative].id
      } else {
        group.status = "gone"
      }
      return group
    }
    return (marked, gone)
  }

  /// Each coordinator's signatures and the group that holds each.
  static func signatureHolders(_ groups: [RunSummary.Group]) -> [String: String] {
    var holders: [String: String] = [:]
    for group in groups {
      for signature in group.signatures where holders["\(group.coordinator) \(signature)"] == nil {
        holders["\(group.coordinator) \(signature)"] = group.id
      }
    }
    return holders
  }

  /// For a group with no location (grouped by its one signature), the other run's group that holds that signature.
  static func unlocatedHolder(_ group: RunSummary.Group, in holders: [String: String]) -> String? {
    guard group.kind == RootCause.Kind.none.rawValue, group.signatures.count == 1 else { return nil }
    return holders["\(group.coordinator) \(group.signatures[0])"].flatMap { $0 == group.id ? nil : $0 }
  }

  /// The index of the one group of `others` whose call path is this group's with frames left out or added (and a
  /// signature in common), matched or not: where a build dropped the frame that set two causes apart, they become one
  /// group, and the group that lost its identifier is regrouped into the one that kept it. `nil` when none or several
  /// qualify.
  static func onlyRelative(of group: RunSummary.Group, in others: [RunSummary.Group]) -> Int? {
    let relatives = others.indices.filter { sameSiteButForTailCalls(group, others[$0]) }
    return relatives.count == 1 ? relatives[0] : nil
  }

  /// Pairs (index in `groups`, index in `baseline`) of groups that are one cause whose site lost or gained frames to
  /// the optimizer: each pair's members have no other candidate on either side.
  static func sitesMovedByTailCalls(_ groups: [RunSummary.Group], _ baseline: [RunSummary.Group]) -> [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    for (index, group) in groups.enumerated() {
      for (previous, old) in baseline.enumerated() where sameSiteButForTailCalls(group, old) { pairs.append((index, previous)) }
    }
    let perGroup = Dictionary(grouping: pairs, by: \.0).mapValues(\.count)
    let perBaseline = Dictionary(grouping: pairs, by: \.1).mapValues(\.count)
    return pairs.filter { perGroup[$0.0] == 1 && perBaseline[$0.1] == 1 }
  }

  /// The kinds of cause whose site is a call path from the stack (a decision's is its answer, a missing write's the
  /// write that was needed, a wrong value's a fixed name: identifiers no build can move).
  static let callPathKinds: Set<String> = [
    RootCause.Kind.write.rawValue, RootCause.Kind.staleView.rawValue, RootCause.Kind.offScreenList.rawValue,
  ]

  /// Whether two groups are one cause seen through two builds: same coordinator, kind and view, call paths from
  /// stacks of which one is the other with frames left out, and a signature in common.
  static func sameSiteButForTailCalls(_ group: RunSummary.Group, _ old: RunSummary.Group) -> Bool {
    sameSiteButForTailCalls(CauseSite(group), CauseSite(old))
  }

  static func sameSiteButForTailCalls(_ one: CauseSite, _ other: CauseSite) -> Bool {
    guard one.coordinator == other.coordinator, one.kind == other.kind, callPathKinds.contains(one.kind),
      one.view == other.view, one.fromStack != false, other.fromStack != false, one.site != other.site
    else { return false }
    let (first, second) = (callPath(one), callPath(other))
    let (shorter, longer) = first.count < second.count ? (first, second) : (second, first)
    guard !shorter.isEmpty, shorter.count < longer.count, isSubsequence(shorter, of: longer) else { return false }
    return !Set(one.signatures).isDisjoint(with: other.signatures)
  }

  /// A write's call path by function names (`pin(_:at:)`, no module or type): its site, then the callbacks it ran
  /// under that the site does not already end in. A site stops before the callback that made the write unless the
  /// callback wrote itself, so a build that lost the helper between them (inlined without its debug information, or
  /// a tail call) names the callback alone: the example app's `ProfileViewController.pin(_:at:)`, called from the
  /// page's `outerDidScroll()`, did so when an unrelated file of its package changed.
  static func callPath(_ cause: CauseSite) -> [String] {
    let names = cause.site.map { function in
      String(function.prefix { $0 != "(" }.split(separator: ".").last ?? "") + function.drop { $0 != "(" }
    }
    return names + cause.callbacks.filter { !names.contains($0) }
  }

  /// Whether `part` is `whole` with some elements left out, the rest in order.
  static func isSubsequence(_ part: [String], of whole: [String]) -> Bool {
    var next = whole.startIndex
    for element in part {
      guard let found = whole[next...].firstIndex(of: element) else { return false }
      next = found + 1
    }
    return true
  }
}
#endif

/// What telling one cause seen through two builds apart needs of it: a report's group, or a cause a worker attributed
/// to one failure (`FailureLedger`, following `--ignore rc-…` across builds).
struct CauseSite {
  var coordinator: String
  var kind: String
  var view: String?
  var site: [String]
  var callbacks: [String]
  var fromStack: Bool?
  var signatures: [String]

  init(_ group: RunSummary.Group) {
    (coordinator, kind, view, site) = (group.coordinator, group.kind, group.view, group.site)
    (callbacks, fromStack, signatures) = (group.callbacks, group.fromStack, group.signatures)
  }

  init(_ cause: RootCause, coordinator: String, signature: String) {
    (self.coordinator, kind, view, site) = (coordinator, cause.kind.rawValue, cause.view, cause.site)
    (callbacks, fromStack, signatures) = (cause.callbacks, cause.fromStack, [signature])
  }
}

extension RunSummary.Group {
  /// The status as the reports print it: `still-there, was rc-…` for a group the baseline knew by another identifier,
  /// `regrouped, was in …` and `regrouped into …` for a signature that moved between an unlocated group and a located one.
  public var statusLabel: String? {
    guard let status else { return nil }
    if let regroupedInto { return "\(status) into \(regroupedInto)" }
    guard let baselineId else { return status }
    return status == "regrouped" ? "\(status), was in \(baselineId)" : "\(status), was \(baselineId)"
  }
}
