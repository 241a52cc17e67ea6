// Every failure a run found, grouped by bug signature; which witnesses are shrunk; what is ignored.
//
// ## Signatures
// A failure's class is its coordinator and its signature, both known the moment it happens: for a
// broken invariant the bug signature (Checker/BugSignature.swift: invariant, view, direction,
// severity band, step kind, mechanism), for a process fault `crash(SIGILL)` or `hang`. One class is
// one bug. A run records, per class, every hit, the lowest case that hit it, and the worst severity
// any hit reached; it shrinks one witness per class (its lowest-indexed hit) and keeps that file.
//
// ## Which witnesses are shrunk (the budget)
// Shrinking costs hundreds of replays, so each coordinator has a budget of `shrinkLimit` classes
// shrunk (default 24): a budget on the number of distinct bugs, not on hits of one invariant, so a
// frequent shallow bug takes one slot however often it is hit and never crowds out a rare one.
// Classes past the budget keep their original case, unshrunk. Hits beyond a class's witness are
// only counted, with their case indices.
//
// A witness is released for shrinking only once every case with a lower index has completed
// (`release(completedBelow:)`), and releases happen in (case, class) order, so the witness of every
// class and the set of classes within the budget depend on the seed, the shard and `--cases`, never
// on `--jobs` or timing. Only when a run stops early (a time budget, SIGTERM) does the set of
// completed cases, and so the result, depend on the clock.
//
// ## Root causes
// Each class also keeps the root cause of its witness (Checker/Cause): a worker attributes the first
// hit of each signature in its slice, which includes the signature's lowest case, so the cause kept
// is the witness's whatever `--jobs`. Reports group classes by cause (RootCauseGroup.swift).
//
// ## Ignored signatures
// `--ignore PATTERN` (BugSignature.matches: a signature, an invariant, or a leading part with `*`;
// or a root-cause group's identifier, `rc-…`, for every signature of the group) marks classes as known: their hits are counted but never shrunk, never reported as bugs, and
// never set the exit code. The run still sees past them, as it sees past every violation.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Shrinkers

/// The run's failures by class; decides which witnesses are shrunk (see the file comment).
public struct FailureLedger: Sendable {
  /// Everything known about one class.
  public struct ClassRecord: Sendable {
    public var kind: FailureKind
    public var bug: BugSignature?
    /// Every hit of the class.
    public var hits = 0
    /// The lowest-indexed hit so far: the witness, once released.
    public var witness: FoundFailure
    /// The worst severity of any hit (the peak each run reached), and its case.
    public var worstSeverity: Double?
    public var worstCase: UInt64?
    /// Whether the witness was released, whether it is within the budget (shrunk), and what became of it.
    public var released = false
    public var withinBudget = false
    public var outcome: ShrinkOutcome?
    /// Whether `--ignore` names the class: counted only.
    public var ignored = false
    /// When the class is ignored as a group of the baseline that this build names by another identifier: that group's
    /// identifier (IgnoredAcrossBuilds.swift).
    public var ignoredAs: String?
    /// The root cause of the witness (the lowest hit a worker attributed), and that hit's case.
    public var cause: RootCause?
    public var causeCase: UInt64?
    /// Hits other than the witness, and the lowest of their cases.
    public var duplicates = 0
    private var duplicateCases: [UInt64] = []

    init(_ failure: FoundFailure, ignored: Bool) {
      kind = failure.kind
      bug = failure.violation?.signature
      witness = failure
      self.ignored = ignored
      if let cause = failure.cause {
        self.cause = cause
        causeCase = failure.caseIndex
      }
    }

    /// The identifier of the class's group: its cause's, or its signature when the cause names no code under test.
    public var groupID: String { RootCauseGroup.id(cause: cause, signature: witness.signatureKey) }

    mutating func addDuplicate(_ caseIndex: UInt64) {
      duplicates += 1
      duplicateCases.append(caseIndex)
      if duplicateCases.count >= 2 * FailureLedger.listedCasesLimit {
        duplicateCases.sort()
        duplicateCases.removeLast(duplicateCases.count - FailureLedger.listedCasesLimit)
      }
    }

    /// The lowest duplicate case indices, sorted (at most `listedCasesLimit`).
    public var listedDuplicateCases: [UInt64] { Array(duplicateCases.sorted().prefix(FailureLedger.listedCasesLimit)) }
  }

  /// Case indices listed per class (counts are exact beyond it); keeps memory flat on long runs.
  public static let listedCasesLimit = 1000

  /// Classes shrunk per coordinator.
  public let shrinkLimit: Int
  /// `--ignore` patterns.
  public let ignore: [String]
  /// The root-cause groups of `--baseline`, to follow an ignored group whose identifier a rebuild changed.
  let baseline: [RunSummary.Group]
  public private(set) var classes: [FailureClass: ClassRecord] = [:]
  /// Classes within the budget so far, per coordinator.
  private var budgetUsed: [String: Int] = [:]

  public init(shrinkLimit: Int = 24, ignore: [String] = [], baseline: [RunSummary.Group] = []) {
    self.shrinkLimit = max(shrinkLimit, 0)
    self.ignore = ignore
    self.baseline = baseline
  }

  /// Whether `--ignore` names `failure`'s class, by signature or by its group (the cause's identifier, or the
  /// identifier the baseline knew the cause by: `ignoredAs`).
  public func isIgnored(_ failure: FoundFailure) -> Bool {
    guard !ignore.isEmpty else { return false }
    let cause = failure.cause ?? classes[failure.failureClass]?.cause
    if let cause, cause.isLocated, ignore.contains(cause.id) { return true }
    if ignoredAs(failure, cause: cause) != nil { return true }
    if let signature = failure.violation?.signature { return ignore.contains { signature.matches($0) } }
    return ignore.contains(failure.kind.name) || ignore.contains(failure.kind.signatureKey)
  }

  /// Every hit of a class not ignored.
  public var totalHits: Int { classes.values.reduce(0) { $0 + ($1.ignored ? 0 : $1.hits) } }
  /// Classes not ignored (distinct bugs).
  public var bugCount: Int { classes.values.filter { !$0.ignored }.count }
  /// The kinds found, ignored classes aside, for the exit code.
  public var kinds: [FailureKind] { classes.values.filter { !$0.ignored }.map(\.kind) }

  /// Records a failure: a new class, a lower witness for a class not yet released, or a counted duplicate.
  public mutating func record(_ failure: FoundFailure) {
    let key = failure.failureClass
    guard var record = classes[key] else {
      var record = ClassRecord(failure, ignored: isIgnored(failure))
      record.ignoredAs = ignoredAs(failure, cause: failure.cause)
      record.hits = 1
      record.worstSeverity = failure.violation.map(\.peakSeverity)
      record.worstCase = failure.violation == nil ? nil : failure.caseIndex
      classes[key] = record
      return
    }
    record.hits += 1
    if let cause = failure.cause, failure.caseIndex < (record.causeCase ?? .max) {
      record.cause = cause
      record.causeCase = failure.caseIndex
      record.ignored = isIgnored(failure)
      record.ignoredAs = ignoredAs(failure, cause: cause)
    }
    if let peak = failure.violation?.peakSeverity,
      record.worstSeverity.map({ peak > $0 || (peak == $0 && failure.caseIndex < (record.worstCase ?? .max)) }) ?? true
    {
      record.worstSeverity = peak
      record.worstCase = failure.caseIndex
    }
    if !record.released && failure.caseIndex < record.witness.caseIndex {
      record.addDuplicate(record.witness.caseIndex)
      record.witness = failure
    } else {
      record.addDuplicate(failure.caseIndex)
    }
    classes[key] = record
  }

  /// Releases the witnesses below `watermark` (every case with a lower index has completed, so no lower hit of their
  /// class can still arrive), in case order then class order; each learns whether it is within its coordinator's
  /// budget (`withinBudget`). Ignored classes are never released.
  public mutating func release(completedBelow watermark: UInt64) -> [FoundFailure] {
    let ready = classes.filter { !$0.value.released && !$0.value.ignored && $0.value.witness.caseIndex < watermark }
      .sorted { ($0.value.witness.caseIndex, $0.key) < ($1.value.witness.caseIndex, $1.key) }
    var released: [FoundFailure] = []
    for (key, _) in ready {
      var record = classes[key]!
      record.released = true
      let used = budgetUsed[key.coordinator, default: 0]
      record.withinBudget = used < shrinkLimit
      if record.withinBudget { budgetUsed[key.coordinator] = used + 1 }
      classes[key] = record
      released.append(record.witness)
    }
    return released
  }

  /// Releases every witness: the run is over, the completed cases are final.
  public mutating func releaseAll() -> [FoundFailure] { release(completedBelow: .max) }

  /// Whether a released witness is to be shrunk.
  public func isWithinBudget(_ failure: FoundFailure) -> Bool { classes[failure.failureClass]?.withinBudget ?? false }

  /// Records what became of a released witness.
  public mutating func resolve(_ failure: FoundFailure, outcome: ShrinkOutcome) {
    classes[failure.failureClass]?.outcome = outcome
  }

  /// Released witnesses without an outcome yet.
  public var unresolved: [FoundFailure] {
    classes.keys.sorted().compactMap { key in
      let record = classes[key]!
      return record.released && record.outcome == nil ? record.witness : nil
    }
  }

  /// One group per resolved class not ignored, worst first.
  public func signatures() -> [SignatureGroup] {
    classes.compactMap { key, record -> SignatureGroup? in
      guard !record.ignored, let outcome = record.outcome else { return nil }
      let cases = ([record.witness.caseIndex] + record.listedDuplicateCases).sorted()
      return SignatureGroup(
        failureClass: key, kind: record.kind, bug: record.bug, shape: outcome.shape, hits: record.hits,
        cases: Array(cases.prefix(Self.listedCasesLimit)), representativeCase: record.witness.caseIndex,
        representative: outcome, worstSeverity: record.worstSeverity, worstCase: record.worstCase, cause: record.cause)
    }.sorted(by: SignatureGroup.worstFirst)
  }

  /// The signatures grouped by root cause, worst first (RootCauseGroup.swift).
  public func rootCauseGroups() -> [RootCauseGroup] { RootCauseGroup.groups(signatures()) }

  /// Ignored classes, by class.
  public var ignoredClasses: [(FailureClass, ClassRecord)] {
    classes.filter(\.value.ignored).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
}
#endif
