// Exit codes, distinct per kind of outcome (TigerBeetle's VOPR style), so CI can tell them apart.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `nestedcheck` exits.
enum ExitCode: Int32 {
  /// Every invariant held.
  case success = 0
  /// An invariant broke (a correctness failure).
  case invariantFailure = 1
  /// Bad input: usage, a malformed scenario, an unknown coordinator.
  case badInput = 2
  /// A case did not finish within its time limit (liveness: an infinite loop in the coordinator).
  case hang = 3
  /// The coordinator crashed (trap, fatalError, index out of range).
  case crash = 4
}

/// Writes to standard error.
func printError(_ text: String) {
  var stream = StandardError()
  print(text, to: &stream)
}

struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    var bytes = Array(string.utf8)
    _ = bytes.withUnsafeMutableBytes { systemWrite(2, $0.baseAddress, $0.count) }
  }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#else
private let systemWrite = Darwin.write
#endif

/// Exits the process with `code`, unless a signal handler is already ending it (``Termination``): then its status wins.
func exit(_ code: ExitCode) -> Never {
  Termination.yieldIfInProgress()
  exit(code.rawValue)
}
#endif
