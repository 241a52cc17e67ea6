// How a run failed: a broken invariant (correctness), a crash, or a hang (liveness); and the worker deaths
// that were not the coordinator's doing (`unreproduced`).

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The three kinds of failure a fuzz run tells apart, as TigerBeetle's VOPR does.
public enum FailureKind: Hashable, Sendable {
  /// An invariant (a built-in one or a team's own rule) broke; the worker reported it and carried on.
  case invariant(InvariantID)
  /// The worker process died from `signal` (or exited by itself with a non-zero status, `signal` 0) inside the run.
  case crash(signal: Int32)
  /// The run did not finish within the per-case time limit and its worker was killed.
  case hang
  /// The worker died from `signal` inside the run, but the run replayed alone in a fresh process did not die the
  /// same way: something outside the case killed it (`kill -9`, the OOM killer, a machine under stress). Recorded
  /// and reported, never counted as a failure of the coordinator: it does not change the exit code.
  case unreproduced(signal: Int32)

  /// `crash` and `hang` as written in scenario files' `found.invariant`; an invariant's own name otherwise.
  public var name: String {
    switch self {
    case .invariant(let invariant): invariant.rawValue
    case .crash: "crash"
    case .hang: "hang"
    case .unreproduced: "unreproduced"
    }
  }

  /// The part of a failure signature this kind contributes: the invariant, `crash(SIGILL)`, or `hang`.
  public var signatureKey: String {
    switch self {
    case .invariant(let invariant): invariant.rawValue
    case .crash(let signal): "crash(\(signalName(signal)))"
    case .hang: "hang"
    case .unreproduced(let signal): "unreproduced(\(signalName(signal)))"
    }
  }

  /// The exit code a run that found this kind ends with.
  public var exitCode: Int32 {
    switch self {
    case .invariant: 1
    case .hang: 3
    case .crash: 4
    case .unreproduced: 0
    }
  }

  /// Exit-code precedence when a run found several kinds: crash (4) > hang (3) > invariant (1); `unreproduced` adds
  /// nothing (0): only failures that reproduce decide how a run ends.
  /// A crash is the loudest fault and hides whatever the run would have checked next; a hang stalls a whole
  /// worker for the case timeout; a broken invariant is the ordinary finding.
  public static func exitCode(for kinds: some Sequence<FailureKind>) -> Int32 {
    kinds.reduce(0) { max($0, $1.exitCode) }
  }

  /// Parses `name` back (signal unknown for `crash`: 0).
  public init?(name: String, signal: Int32? = nil) {
    switch name {
    case "crash": self = .crash(signal: signal ?? 0)
    case "hang": self = .hang
    case "unreproduced": self = .unreproduced(signal: signal ?? 0)
    default:
      guard let invariant = InvariantID(name) else { return nil }
      self = .invariant(invariant)
    }
  }
}

/// `SIGILL`, `SIGSEGV`, …; `exit` for 0 (a non-zero exit status without a signal); `signal N` otherwise.
public func signalName(_ signal: Int32) -> String {
  let names: [Int32: String] = [
    SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
    SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGPIPE: "SIGPIPE",
  ]
  if signal == 0 { return "exit" }
  return names[signal] ?? "signal \(signal)"
}

/// Reduces a Swift runtime fatal-error line to what identifies the trap site across shrink candidates.
///
/// `Coordinators/ProcessFaultMutants.swift:47: Fatal error: traps-on-reload: header height 37.5 is below 60`
/// becomes `ProcessFaultMutants.swift: Fatal error: traps-on-reload: header height # is below #`: the file
/// stays (it names the trap site), numbers go (shrinking changes the values a message quotes).
public enum FatalMessage {
  /// The first line of `stderr` that reports a Swift fatal error, precondition or assertion failure, if any.
  public static func firstLine(in stderr: String) -> String? {
    for line in stderr.split(whereSeparator: \.isNewline)
    where line.contains("Fatal error") || line.contains("Precondition failed") || line.contains("Assertion failed") {
      return String(line.prefix(400))
    }
    return nil
  }

  /// The comparison form: path directories and every number dropped.
  public static func normalized(_ line: String) -> String {
    var text = Substring(line)
    if let colon = text.firstIndex(of: ":"), let slash = text[..<colon].lastIndex(of: "/") {
      text = text[text.index(after: slash)...]
    }
    var result = ""
    var inNumber = false
    for character in text {
      if character.isNumber || (inNumber && character == ".") {
        if !inNumber { result.append("#") }
        inNumber = true
      } else {
        inNumber = false
        result.append(character)
      }
    }
    return result.replacingOccurrences(of: ":#:", with: ":")
  }
}
#endif
