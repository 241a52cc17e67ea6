// A process-wide note that a signal handler has begun to end the process, so the ordinary exit paths wait for it.
//
// `fuzz-shrink`'s SIGTERM handler kills its replay children, removes its scratch files and ends with `_exit(143)`.
// Killing a child wakes the main thread, which was waiting on that child: without this note it read the kill as the
// candidate's outcome, finished its shrink and exited 1 before the handler reached `_exit`, so the parent saw a
// failed shrink instead of a terminated one (`ProcessHardeningTests.shrinkerCleansUpOnSigterm`, on a loaded machine).

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a signal handler is ending this process, and with which status.
public enum Termination {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var status: Int32?

  /// Called first by a handler that will end the process with `_exit(status)`.
  public static func begin(status: Int32) { lock.withLock { if Self.status == nil { Self.status = status } } }

  /// The status a handler is ending the process with, if one has begun.
  public static var inProgress: Int32? { lock.withLock { status } }

  /// On an ordinary exit path: when a handler is ending the process, let it finish (it cleans up, then exits with its
  /// own status) instead of racing it with another status. Should the handler stall, ends with its status after 10 s.
  public static func yieldIfInProgress() {
    guard let status = inProgress else { return }
    for _ in 0..<1_000 { usleep(10_000) }
    _exit(status)
  }
}
#endif
