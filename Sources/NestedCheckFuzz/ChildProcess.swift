// A child process whose output lines and exit are delivered, in order, on one serial queue.
//
// The parent of a fuzz run must know the last `start` a worker printed before it died, so the exit
// event is delivered only after both pipes reached end-of-file: every line the child wrote has
// been handed over by then. Reading happens on one plain thread per pipe (blocking `read(2)`),
// which is simple and fast enough for the few thousand lines a second workers write.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process that could not be started, with the reason in words.
public struct ChildProcessError: Error, CustomStringConvertible, Sendable {
  public var executable: String
  public var reason: String
  public var description: String { "cannot start \(executable): \(reason)" }
}

/// How a child process ended.
public enum ChildTermination: Hashable, Sendable {
  case exited(Int32)
  case signaled(Int32)

  /// The signal that killed it, or 0 for an exit.
  public var signal: Int32 {
    if case .signaled(let signal) = self { return signal }
    return 0
  }
}

/// A running child process; every callback runs on the queue given at launch.
///
/// Thread safety: `exitDelivered` and the stderr tail are touched only on `queue`; `pid` is immutable.
public final class ChildProcess: @unchecked Sendable {
  /// The child's process id (valid once `init` returned).
  public var pid: Int32 { process.processIdentifier }
  private let process: Process
  private let queue: DispatchQueue
  private var eventsLeft = 3  // stdout EOF, stderr EOF, process exit
  private var termination: ChildTermination?
  private var stderrTail: [UInt8] = []
  private let onExit: @Sendable (ChildTermination, String) -> Void
  /// The write end of the child's standard input, never written: it closes when this process dies, which is how the
  /// child learns that its parent is gone (ParentWatch.swift). Closed here once the child has exited.
  private var lifeline: Int32 = -1
  /// Whether the exit has been delivered (so signalling it could hit a reused pid): read and written on `queue`.
  public private(set) var hasExited = false

  /// Launches `executable` with `arguments`; `onLines` gets each batch of complete stdout lines,
  /// `onExit` the termination and the last 16 KB of stderr. Both run on `queue`.
  public init(
    executable: String, arguments: [String], environment: [String: String]? = nil, queue: DispatchQueue,
    onLines: @escaping @Sendable ([String]) -> Void, onExit: @escaping @Sendable (ChildTermination, String) -> Void
  ) throws {
    self.queue = queue
    self.onExit = onExit
    process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = environment ?? ProcessInfo.processInfo.environment
    environment[ParentWatch.environmentKey] = String(getpid())
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    // Both ends close-on-exec: the read end becomes the child's fd 0 (dup2 clears the flag there), and no other
    // child may inherit the write end, or the pipe would stay open after this process died.
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw ChildProcessError(executable: executable, reason: FileAccess.reason(errno: errno)) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let input = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
    lifeline = ends[1]
    process.standardInput = input
    guard access(executable, X_OK) == 0 else {
      let reason = FileAccess.reason(errno: errno)
      close(ends[1])
      throw ChildProcessError(executable: executable, reason: reason)
    }
    // The handler is set before launching. swift-corelibs-foundation reads `terminationHandler` once, when it reaps
    // the child (`Process.terminateRunLoop`); a handler set after `run()` returned is never called for a child that
    // ended in between, and a fuzz run then waited forever for a shrink that had long finished (a swarm
    // run froze at "1 shrinking", deaf to SIGINT). `ChildExitTests` launches `/bin/true` to hit that window.
    process.terminationHandler = { [self] process in
      let termination: ChildTermination =
        process.terminationReason == .uncaughtSignal ? .signaled(process.terminationStatus) : .exited(process.terminationStatus)
      queue.async {
        self.termination = termination
        self.eventDone()
      }
    }
    do {
      try process.run()
    } catch {
      process.terminationHandler = nil
      close(ends[1])
      throw ChildProcessError(executable: executable, reason: "the system could not start it")
    }
    try? input.close()  // the child has its copy
    LiveChildren.shared.insert(pid)
    // Launched while a handler was killing the live children: it missed this one.
    if Termination.inProgress != nil { kill(pid, SIGKILL) }
    // Foundation closes the parent's copies of the write ends after launch, so EOF comes when the child exits.
    let outFD = out.fileHandleForReading.fileDescriptor
    let errFD = err.fileHandleForReading.fileDescriptor
    let retainedPipes = (out, err)
    Thread.detachNewThread { [self] in
      var splitter = LineSplitter()
      Self.readAll(outFD) { chunk in
        let lines = splitter.feed(chunk)
        if !lines.isEmpty { queue.async { onLines(lines) } }
      }
      let rest = splitter.finish()
      queue.async {
        if let rest { onLines([rest]) }
        self.eventDone()
      }
    }
    Thread.detachNewThread { [self] in
      Self.readAll(errFD) { chunk in queue.async { self.appendStderr(chunk) } }
      queue.async {
        _ = retainedPipes
        self.eventDone()
      }
    }
  }

  /// Sends `signal` unless the exit was already delivered. Call on `queue`.
  public func send(_ signal: Int32) {
    guard !hasExited else { return }
    kill(pid, signal)
  }

  private func appendStderr(_ chunk: [UInt8]) {
    stderrTail.append(contentsOf: chunk)
    if stderrTail.count > 32_768 { stderrTail.removeFirst(stderrTail.count - 16_384) }
  }

  private func eventDone() {
    eventsLeft -= 1
    guard eventsLeft == 0, let termination else { return }
    hasExited = true
    LiveChildren.shared.remove(pid)
    if lifeline >= 0 {
      close(lifeline)
      lifeline = -1
    }
    process.terminationHandler = nil
    onExit(termination, String(decoding: stderrTail, as: UTF8.self))
  }

  /// Reads `fd` to end-of-file, handing each chunk to `body`.
  private static func readAll(_ fd: Int32, _ body: ([UInt8]) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      body(Array(buffer[..<count]))
    }
  }
}

extension ChildProcess {
  /// Runs a child to completion with a time limit (killing it with SIGKILL at the limit) and returns how it
  /// ended, its stdout, its stderr tail, and whether it was killed for time. Blocks the calling thread.
  public static func run(
    executable: String, arguments: [String], environment: [String: String]? = nil, timeout: Double
  ) throws -> (termination: ChildTermination, stdout: String, stderr: String, timedOut: Bool) {
    final class Box: @unchecked Sendable {
      var lines: [String] = []
      var result: (ChildTermination, String)?
    }
    let queue = DispatchQueue(label: "nestedcheck.child")
    let box = Box()
    let finished = DispatchSemaphore(value: 0)
    let child = try ChildProcess(
      executable: executable, arguments: arguments, environment: environment, queue: queue,
      onLines: { box.lines += $0 },
      onExit: { termination, stderr in
        box.result = (termination, stderr)
        finished.signal()
      })
    var timedOut = false
    // The limit holds by both clocks: a wait the dispatch clock ended early by `ContinuousClock` waits out the rest.
    // (On a CI machine a 10-second wait once ended within a test Swift Testing timed at 1.5 s, and a healthy replay was
    // reported as a hang.)
    let clock = ContinuousClock()
    let deadline = clock.now + .nanoseconds(Int64(min(timeout, 1e9) * 1e9))
    var left = timeout
    while finished.wait(timeout: .now() + left) == .timedOut {
      let remaining = clock.now.duration(to: deadline).components
      left = Double(remaining.seconds) + Double(remaining.attoseconds) / 1e18
      guard left > 0 else {
        timedOut = true
        queue.sync { child.send(SIGKILL) }
        finished.wait()
        break
      }
    }
    return queue.sync { (box.result!.0, box.lines.joined(separator: "\n"), box.result!.1, timedOut) }
  }

  /// This executable's path, for re-invoking it as a worker: `/proc/self/exe` on Linux, else the bundle's or argv[0].
  public static var currentExecutable: String {
    #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    #endif
    if let path = Bundle.main.executablePath { return path }
    return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
  }

  /// The environment for children: this one, with the Swift runtime's backtracer off (a crash should end the
  /// child at once; the parent only needs the fatal-error line, not a symbolicated backtrace).
  public static var childEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    return environment
  }
}

/// The children this process launched and has not yet seen exit, so a process that ends on SIGTERM can take
/// them along (by pid, never by name).
public final class LiveChildren: @unchecked Sendable {
  public static let shared = LiveChildren()
  private let lock = NSLock()
  private var pids: Set<Int32> = []

  func insert(_ pid: Int32) { lock.withLock { _ = pids.insert(pid) } }
  func remove(_ pid: Int32) { lock.withLock { _ = pids.remove(pid) } }

  /// Sends `signal` to every live child.
  public static func signalAll(_ signal: Int32) {
    for pid in shared.lock.withLock({ shared.pids }) { kill(pid, signal) }
  }
}
#endif
