// SIGINT and SIGTERM as events on the run's queue instead of asynchronous interruptions.
//
// A signal handler may do almost nothing safely; a dispatch signal source turns the signal into an
// ordinary callback on a queue (libdispatch does the self-pipe dance internally), where the run can
// forward termination to its workers, wait for them and write its reports. The default action is
// ignored first, or the signal would still kill the process.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Delivers SIGINT and SIGTERM to a handler on `queue` for as long as it is alive.
public final class SignalHandling: @unchecked Sendable {
  private var sources: [any DispatchSourceSignal] = []

  /// Starts catching `signals`; `handler` gets the signal number, on `queue`.
  public init(signals: [Int32] = [SIGINT, SIGTERM], queue: DispatchQueue, handler: @escaping @Sendable (Int32) -> Void) {
    for number in signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { handler(number) }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops catching and restores the default actions.
  public func cancel() {
    for source in sources {
      source.cancel()
      signal(Int32(source.handle), SIG_DFL)
    }
    sources = []
  }

  /// In a worker: ignore SIGINT. A terminal's Ctrl-C goes to the whole process group; the parent alone should
  /// decide what happens (it forwards SIGTERM), or every worker would die mid-case and look like a crash.
  public static func ignoreInterruptInWorker() { signal(SIGINT, SIG_IGN) }
}
#endif
