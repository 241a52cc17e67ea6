// Every failure a run found, which ones get shrunk, and how the shrunk ones group into signatures.
//
// ## Signatures
// A failure's *class* is what is known the moment it happens: its kind (`FailureKind.signatureKey`:
// the invariant, `crash(SIGILL)` or `hang`) and the coordinator. Its *signature* adds the shape of the
// shrunk scenario: the sequence of step kinds after shrinking (`touchDown,move,reloadHeader`). Two
// failures with one signature are taken to be one bug; the run keeps one scenario per signature (the
// simplest by the shrinker's order, then the lowest case index), with the number of hits and their cases.
//
// ## Which failures are shrunk (the de-duplication policy)
// Shrinking costs hundreds of replays, and a mutant (or a badly broken coordinator) can fail every case,
// so only the `shrinkLimit` *lowest-indexed* failing cases of each class are shrunk (default 3: enough to
// see whether one class hides several shapes). Every further hit of the class is counted, with its case
// index, as an unshrunk duplicate of the class.
//
// "Lowest-indexed", not "first to arrive": a failure is released for shrinking only once every case with a
// lower index has completed (`release(completedBelow:)`), so the set shrunk — and therefore every signature —
// depends on the seed, the shard and `--cases`, never on `--jobs` or timing. Only when a run stops early
// (a time budget, SIGTERM) does the set of completed cases, and so the result, depend on the clock.

import Checker
import Shrinkers

/// One failing run.
public struct FoundFailure: Hashable, Sendable {
  public var caseIndex: UInt64
  public var coordinator: String
  public var kind: FailureKind
  /// The broken invariant's evidence, for `.invariant` failures.
  public var violation: Violation?
  /// For a crash, the fatal-error line the worker printed (if any); for a hang, the time limit in words.
  public var detail: String?

  public init(caseIndex: UInt64, coordinator: String, kind: FailureKind, violation: Violation? = nil, detail: String? = nil) {
    self.caseIndex = caseIndex
    self.coordinator = coordinator
    self.kind = kind
    self.violation = violation
    self.detail = detail
  }

  public var failureClass: FailureClass { FailureClass(kind: kind.signatureKey, coordinator: coordinator) }
}

/// A failure's class: kind and coordinator, known before shrinking.
public struct FailureClass: Hashable, Comparable, Sendable {
  public var kind: String
  public var coordinator: String
  public static func < (a: Self, b: Self) -> Bool { (a.coordinator, a.kind) < (b.coordinator, b.kind) }
}

/// What became of a failure released for shrinking.
public struct ShrinkOutcome: Hashable, Sendable {
  /// The step kinds of the kept scenario (shrunk if `shrunk`, else the original).
  public var shape: [String]
  /// The kept scenario's place in the shrinker's simplicity order.
  public var simplicity: SimplicityKey
  /// Whether the shrink finished (`false`: it was cut off or could not reproduce; the original is kept).
  public var shrunk: Bool
  /// The file kept for this failure, and the original case's file.
  public var path: String
  public var originalPath: String
  /// The first line of what went wrong (violation message, fatal error, time limit).
  public var message: String
  /// Knob values of the kept scenario's world that the evidence rules out (`SimulationKnobs.ruledOutValues`):
  /// non-empty when the failure needs a UIKit that devices contradict.
  public var ruledOutKnobs: [String]

  public init(
    shape: [String], simplicity: SimplicityKey, shrunk: Bool, path: String, originalPath: String, message: String,
    ruledOutKnobs: [String] = []
  ) {
    self.shape = shape
    self.simplicity = simplicity
    self.shrunk = shrunk
    self.path = path
    self.originalPath = originalPath
    self.message = message
    self.ruledOutKnobs = ruledOutKnobs
  }
}

/// Failures with one signature, and the scenario kept for them.
public struct SignatureGroup: Hashable, Sendable {
  public var failureClass: FailureClass
  public var kind: FailureKind
  public var shape: [String]
  /// Shrunk failures with this signature, and their case indices in order.
  public var hits: Int
  public var cases: [UInt64]
  /// The case whose scenario is kept, and what was kept.
  public var representativeCase: UInt64
  public var representative: ShrinkOutcome

  /// `kind coordinator shape`, e.g. `crash(SIGILL) traps-on-reload touchDown,reloadHeader`.
  public var signature: String {
    "\(failureClass.kind) \(failureClass.coordinator) \(representative.shrunk ? "" : "unshrunk:")\(shape.joined(separator: ","))"
  }
}

/// The run's failures, by class; decides which are shrunk and groups the results (see the file comment).
public struct FailureLedger: Sendable {
  /// Per class: the failures released for shrinking, those waiting for lower cases to complete, and duplicates.
  public struct ClassRecord: Sendable {
    public var kind: FailureKind
    /// Every failure of the class.
    public var hits = 0
    /// Released for shrinking, in case order, with the outcome once known.
    public var released: [FoundFailure] = []
    public var outcomes: [UInt64: ShrinkOutcome] = [:]
    /// Candidates for the remaining shrink slots, in case order (never more than the free slots).
    var pending: [FoundFailure] = []
    /// Hits not shrunk (the class already had `shrinkLimit` lower-indexed failures), and the lowest of their cases.
    public var duplicates = 0
    public private(set) var duplicateCases: [UInt64] = []

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

  /// Duplicate case indices listed per class (counts are exact beyond it); keeps memory flat on long runs.
  public static let listedCasesLimit = 1000

  /// Failures shrunk per class.
  public let shrinkLimit: Int
  public private(set) var classes: [FailureClass: ClassRecord] = [:]

  public init(shrinkLimit: Int = 3) { self.shrinkLimit = max(shrinkLimit, 0) }

  /// Every failure recorded.
  public var totalHits: Int { classes.values.reduce(0) { $0 + $1.hits } }
  /// The kinds found, for the exit code.
  public var kinds: [FailureKind] { classes.values.map(\.kind) }

  /// Records a failure; it waits in its class's candidates until `release` or becomes a duplicate at once.
  public mutating func record(_ failure: FoundFailure) {
    let key = failure.failureClass
    var record = classes[key] ?? ClassRecord(kind: failure.kind)
    record.hits += 1
    let free = shrinkLimit - record.released.count
    let slot = record.pending.firstIndex { $0.caseIndex > failure.caseIndex } ?? record.pending.endIndex
    record.pending.insert(failure, at: slot)
    if record.pending.count > free { record.addDuplicate(record.pending.removeLast().caseIndex) }
    classes[key] = record
  }

  /// Releases for shrinking the candidates below `watermark`: every case with a lower index has completed,
  /// so no lower-indexed failure of their class can still arrive. In class order, then case order.
  public mutating func release(completedBelow watermark: UInt64) -> [FoundFailure] {
    var released: [FoundFailure] = []
    for key in classes.keys.sorted() {
      var record = classes[key]!
      while let first = record.pending.first, first.caseIndex < watermark {
        record.pending.removeFirst()
        record.released.append(first)
        released.append(first)
      }
      classes[key] = record
    }
    return released
  }

  /// Releases every candidate: the run is over, the completed cases are final.
  public mutating func releaseAll() -> [FoundFailure] { release(completedBelow: .max) }

  /// Records what shrinking a released failure gave.
  public mutating func resolve(_ failure: FoundFailure, outcome: ShrinkOutcome) {
    classes[failure.failureClass]?.outcomes[failure.caseIndex] = outcome
  }

  /// Released failures without an outcome yet.
  public var unresolved: [FoundFailure] {
    classes.keys.sorted().flatMap { key in classes[key]!.released.filter { classes[key]!.outcomes[$0.caseIndex] == nil } }
  }

  /// Resolved failures grouped by signature; within a class by shape. Sorted by class, then shape.
  public func signatures() -> [SignatureGroup] {
    var groups: [SignatureGroup] = []
    for key in classes.keys.sorted() {
      let record = classes[key]!
      var byShape: [[String]: SignatureGroup] = [:]
      var order: [[String]] = []
      for failure in record.released {
        guard let outcome = record.outcomes[failure.caseIndex] else { continue }
        let shape = outcome.shrunk ? outcome.shape : ["unshrunk"] + outcome.shape
        guard var group = byShape[shape] else {
          order.append(shape)
          byShape[shape] = SignatureGroup(
            failureClass: key, kind: record.kind, shape: outcome.shape, hits: 1, cases: [failure.caseIndex],
            representativeCase: failure.caseIndex, representative: outcome)
          continue
        }
        group.hits += 1
        group.cases.append(failure.caseIndex)
        // Released in case order, so on equal simplicity the lower case index stays.
        if outcome.shrunk && (!group.representative.shrunk || outcome.simplicity < group.representative.simplicity) {
          group.representative = outcome
          group.representativeCase = failure.caseIndex
        }
        byShape[shape] = group
      }
      groups += order.sorted { $0.lexicographicallyPrecedes($1) }.map { byShape[$0]! }
    }
    return groups
  }
}
