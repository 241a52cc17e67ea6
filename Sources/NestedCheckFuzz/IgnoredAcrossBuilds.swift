// `--ignore rc-…` across builds: a group the team ignored keeps being ignored when a rebuild names its cause by another
// identifier.
//
// A group's identifier hashes its site's function names, and the optimizer can drop a frame from a site between two
// builds of unchanged source (BaselineComparison.swift). A nightly run that ignores a known bug by its group then
// reported that bug again, as new, the first night the build moved. With `--baseline` (the summary that named the
// group) the ledger follows the group the way the comparison does: a failure whose cause the baseline knew under an
// ignored identifier is ignored too. What counts as "knew" is the comparison's rule, applied to the one failure in
// hand (its signature, its cause): one call path the other with frames left out (same coordinator, kind, view and a
// shared signature), or a signature that moved between a located group and one with no location. It must be the only
// group of the baseline that fits, and a cause the baseline knew by its own identifier is never followed elsewhere, so
// an ignored group cannot swallow a cause that stood apart from it.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker

extension FailureLedger {
  /// The baseline group named by `--ignore` that `failure` belongs to under another identifier in this build, if any
  /// (see the file comment).
  func ignoredAs(_ failure: FoundFailure, cause: RootCause?) -> String? {
    guard !baseline.isEmpty, ignore.contains(where: RootCause.isIdentifier) else { return nil }
    let signature = failure.signatureKey
    let known = baseline.filter { $0.coordinator == failure.coordinator }
    let candidates: [RunSummary.Group]
    if let cause, cause.isLocated {
      if known.contains(where: { $0.id == cause.id }) { return nil }
      // (Located now and not in the baseline's build: the baseline's group was its signature, which `--ignore` names
      // as a signature.)
      let site = CauseSite(cause, coordinator: failure.coordinator, signature: signature)
      candidates = known.filter { FuzzRun.sameSiteButForTailCalls(site, CauseSite($0)) }
    } else {
      // Not located now: the baseline's group that held the signature.
      candidates = known.filter { $0.signatures.contains(signature) }
    }
    guard candidates.count == 1, ignore.contains(candidates[0].id) else { return nil }
    return candidates[0].id
  }

  /// The baseline's groups this run saw only as ignored hits: a failure of an ignored class belongs to the group by its
  /// cause's identifier, by the identifier it was followed to (`ignoredAs`), or, with no location, by its signature.
  /// Such a group is not gone, and the comparison marks it `ignored`.
  func baselineGroupsIgnored() -> Set<String> {
    var ids: Set<String> = []
    for (key, record) in classes where record.ignored {
      if let followed = record.ignoredAs { ids.insert(followed) }
      for group in baseline where group.coordinator == key.coordinator {
        if let cause = record.cause, cause.isLocated, cause.id == group.id { ids.insert(group.id) }
        if record.cause?.isLocated != true, group.signatures.contains(key.kind) { ids.insert(group.id) }
      }
    }
    return ids
  }

  /// The `--ignore rc-…` identifiers no failure of the run was ignored by: a fixed bug, or a group another build named
  /// (the run's closing note says which flag follows it).
  func unmatchedGroupIgnores() -> [String] {
    ignore.filter(RootCause.isIdentifier).filter { id in
      !classes.values.contains { $0.ignored && ($0.cause?.id == id || $0.ignoredAs == id) }
    }
  }
}
#endif
