// A failure as the parent of a fuzz run learns of it, and the class (coordinator + bug signature)
// it belongs to: FailureLedger.swift groups failures by class.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker

/// One failing run, or one further signature seen in a failing run.
public struct FoundFailure: Hashable, Sendable {
  public var caseIndex: UInt64
  public var coordinator: String
  public var kind: FailureKind
  /// The broken invariant's evidence, for `.invariant` failures.
  public var violation: Violation?
  /// For a crash, the fatal-error line the worker printed (if any); for a hang, the time limit in words.
  public var detail: String?
  /// The root cause of the violation in this run, when the worker attributed it (the first hit of its signature in
  /// that worker; Checker/Cause).
  public var cause: RootCause?

  public init(caseIndex: UInt64, coordinator: String, kind: FailureKind, violation: Violation? = nil, detail: String? = nil) {
    self.caseIndex = caseIndex
    self.coordinator = coordinator
    self.kind = kind
    self.violation = violation
    self.detail = detail
  }

  /// The bug signature (invariant failures), or the kind's key (`crash(SIGILL)`, `hang`).
  public var signatureKey: String { violation.map { $0.signature.description } ?? kind.signatureKey }

  public var failureClass: FailureClass { FailureClass(kind: signatureKey, coordinator: coordinator) }
}

/// A failure's class: coordinator and signature, known before shrinking.
public struct FailureClass: Hashable, Comparable, Sendable {
  /// The bug signature, or `crash(SIGILL)` / `hang`.
  public var kind: String
  public var coordinator: String
  public static func < (a: Self, b: Self) -> Bool { (a.coordinator, a.kind) < (b.coordinator, b.kind) }
}
#endif
