// Child processes die with their parent. A fuzz run's workers, shrinkers and replay children are
// started by `ChildProcess`; if the parent is killed outright (SIGKILL, OOM killer) it cannot stop
// them, and a worker spinning in a hanging case would run on forever as an orphan. Two mechanisms:
//
// - everywhere: the child's standard input is a pipe whose only write end the parent holds (close-on-
//   exec, so no other child inherits it). The kernel closes it when the parent dies, however it dies;
//   a thread in the child blocks reading it and ends the process at end-of-file.
// - on Linux also `prctl(PR_SET_PDEATHSIG, SIGTERM)`, which needs no thread to be scheduled (SIGTERM, not
//   SIGKILL, so that `fuzz-shrink` removes its candidate files on the way out; the others die of it at once). It is set at
//   the child's start-up (Foundation's `Process` forks and execs for us, so there is no hook between the
//   two), which leaves a window: the parent may have died before it. So the child then compares
//   `getppid()` with the parent pid the parent put in its environment, and exits if they differ.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The child's side of "die with the parent" (see the file comment). `ChildProcess` is the parent's side.
public enum ParentWatch {
  /// The environment variable through which `ChildProcess` tells a child its parent's pid (and that its standard
  /// input is the lifeline pipe). Absent when a person runs a hidden command by hand: nothing is watched then.
  public static let environmentKey = "NESTEDCHECK_PARENT_PID"
  /// Set to `pipe` to watch the lifeline pipe alone (no Linux parent-death signal): how the tests check the mechanism
  /// macOS depends on.
  public static let pipeOnlyKey = "NESTEDCHECK_PARENT_WATCH"

  /// Called first thing in every child command (`fuzz-worker`, `fuzz-shrink`, `replay-child`).
  public static func begin() {
    unblockSignals()
    guard let text = getenv(environmentKey), let parent = Int32(String(cString: text)), parent > 1 else { return }
    #if os(Linux)
    // `NESTEDCHECK_PARENT_WATCH=pipe` leaves only the portable lifeline, so Linux CI proves what macOS relies on.
    if getenv(pipeOnlyKey).map({ String(cString: $0) }) != "pipe" { setParentDeathSignal(SIGTERM) }
    #endif
    // The parent may have died before the death signal was set: then this process was re-parented already.
    if getppid() != parent { parentIsGone() }
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while true {
        let count = read(0, &byte, 1)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }  // end of file (or an error): the parent's end is closed
      }
      parentIsGone()
    }
  }

  /// A child inherits the signal mask of the thread that spawned it, and the parent spawns from dispatch threads,
  /// which block nearly every signal: a worker restarted after a crash then ignored SIGTERM (and the parent-death
  /// signal) until it finished its whole slice. Called on the main thread before this process starts threads of its own.
  static func unblockSignals() {
    var none = sigset_t()
    sigemptyset(&none)
    sigprocmask(SIG_SETMASK, &none, nil)
  }

  /// Takes this process's own children along (they watch this one the same way, this is only faster), removes
  /// its temporary files, and exits.
  static func parentIsGone() -> Never {
    LiveChildren.signalAll(SIGKILL)
    ScratchFiles.removeAll()
    _exit(129)
  }

  #if os(Linux)
  /// `prctl(PR_SET_PDEATHSIG, signal)`. `prctl` is variadic in C, so Swift does not import it; it is looked up by
  /// name and called through a fixed-arity function type (integer arguments pass the same way on every Linux ABI
  /// Swift supports).
  static func setParentDeathSignal(_ signal: Int32) {
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    guard let symbol = dlsym(nil, "prctl") else { return }
    let prctl = unsafeBitCast(symbol, to: Prctl.self)
    let PR_SET_PDEATHSIG: Int32 = 1
    _ = prctl(PR_SET_PDEATHSIG, UInt(signal), 0, 0, 0)
  }
  #endif
}
#endif
