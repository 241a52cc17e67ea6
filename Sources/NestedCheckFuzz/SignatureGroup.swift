// What a fuzz run keeps for each distinct bug: the outcome of shrinking its witness, and the group
// the reports are written from (worst first).

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Shrinkers

/// What became of a released witness.
public struct ShrinkOutcome: Hashable, Sendable {
  /// The step kinds of the kept scenario (shrunk if `shrunk`, else the original).
  public var shape: [String]
  /// The kept scenario's place in the shrinker's simplicity order.
  public var simplicity: SimplicityKey
  /// Whether the shrink finished (`false`: it was not shrunk, was cut off, or could not reproduce).
  public var shrunk: Bool
  /// The file kept for this failure, and the original case's file.
  public var path: String
  public var originalPath: String
  /// The first line of what went wrong (violation message, fatal error, time limit).
  public var message: String
  /// The kept scenario's severity in points (invariant failures), as its `found` records it.
  public var severity: Double?
  /// The simplest witness of the invariant, when the shrink found one simpler than the signature's witness.
  public var simplestPath: String?
  /// Knob values of the kept scenario's world that the evidence rules out (`SimulationKnobs.ruledOutValues`):
  /// non-empty when the failure needs a UIKit that devices contradict.
  public var ruledOutKnobs: [String]

  public init(
    shape: [String], simplicity: SimplicityKey, shrunk: Bool, path: String, originalPath: String, message: String,
    ruledOutKnobs: [String] = [], severity: Double? = nil, simplestPath: String? = nil
  ) {
    self.shape = shape
    self.simplicity = simplicity
    self.shrunk = shrunk
    self.path = path
    self.originalPath = originalPath
    self.message = message
    self.severity = severity
    self.simplestPath = simplestPath
    self.ruledOutKnobs = ruledOutKnobs
  }
}

/// One class: a distinct bug of one coordinator, with its hits and the scenario kept for it.
public struct SignatureGroup: Hashable, Sendable {
  public var failureClass: FailureClass
  public var kind: FailureKind
  /// The bug signature (invariant failures).
  public var bug: BugSignature?
  /// Step kinds of the kept scenario.
  public var shape: [String]
  /// Every hit of the class, and the lowest case indices among them (at most `FailureLedger.listedCasesLimit`).
  public var hits: Int
  public var cases: [UInt64]
  /// The witness's case (the lowest hit), and what was kept for it.
  public var representativeCase: UInt64
  public var representative: ShrinkOutcome
  /// The worst severity any hit reached (points; invariant failures).
  public var worstSeverity: Double?
  public var worstCase: UInt64?
  /// The witness's root cause, when a worker attributed it (invariant failures).
  public var cause: RootCause? = nil

  /// The group it belongs to: the cause's identifier, or the signature when the cause names no code under test.
  public var groupID: String { RootCauseGroup.id(cause: cause, signature: failureClass.kind) }

  /// `signature coordinator`, e.g. `no-unexplained-jump/outer/forward/severe/move/overshoot offset-lock-seed`, or
  /// `crash(SIGILL) traps-on-reload`.
  public var signature: String { "\(failureClass.kind) \(failureClass.coordinator)" }

  /// Worst first: a crash, then a hang, then bugs by band (severe first) and worst severity, then worker deaths that
  /// did not reproduce; ties by class.
  public static func worstFirst(_ a: Self, _ b: Self) -> Bool {
    func rank(_ group: Self) -> (Int, Int, Double) {
      switch group.kind {
      case .crash: return (2, 0, 0)
      case .hang: return (1, 0, 0)
      case .invariant: return (0, group.bug?.band.rank ?? 0, group.worstSeverity ?? 0)
      case .unreproduced: return (-1, 0, 0)  // not the coordinator's: listed last, never counted
      }
    }
    let ra = rank(a), rb = rank(b)
    if ra.0 != rb.0 { return ra.0 > rb.0 }
    if ra.1 != rb.1 { return ra.1 > rb.1 }
    if ra.2 != rb.2 { return ra.2 > rb.2 }
    return a.failureClass < b.failureClass
  }
}
#endif
