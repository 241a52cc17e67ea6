// A fuzz run always ends: once it is told to stop (SIGINT, SIGTERM, an infrastructure error) or its
// time budget and shrink grace are spent, children that have not reported their exit are killed,
// and a few seconds later the run stops waiting for them and writes its reports anyway.
//
// The run learns that a child ended only through `ChildProcess`'s exit event. Should that event ever
// be lost (it was, before the termination handler was set ahead of launch: a swarm run froze
// that way), waiting for it would keep the run alive forever and deaf to signals; the reports matter more
// than a lost child's last lines.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FuzzRun {
  /// Seconds after a stop before children still running are sent SIGKILL.
  static let killAfter = 3.0
  /// Seconds after a stop before the run gives up waiting for exits and finishes without them.
  static let abandonAfter = 8.0

  /// Called every tick: escalates a stop that children are not answering (see the file comment).
  func enforceStop(now: ContinuousClock.Instant) {
    if !stopping, let duration = options.duration,
      elapsed > duration + options.shrinkGrace + options.caseTimeout + Self.killAfter
    {
      // Workers end by themselves at the budget and shrinks were stopped at the grace: something is not answering.
      stop(signal: nil)
    }
    guard let since = stopRequestedAt else { return }
    let waited = seconds(now - since)
    if waited > Self.killAfter, !stopKillSent {
      stopKillSent = true
      for slot in slots { slot.child?.send(SIGKILL) }
      for job in shrinking { job.child?.send(SIGKILL) }
    }
    guard waited > Self.abandonAfter, summary == nil else { return }
    let stuckWorkers = slots.indices.filter { slots[$0].child != nil || !slots[$0].finished }
    let stuckShrinks = shrinking
    console.line(
      "note: \(stuckWorkers.count + stuckShrinks.count) child process(es) never reported their exit "
        + "\(formatSeconds(Self.abandonAfter)) after the stop; writing the reports without them")
    for job in stuckWorkers {
      slots[job].child = nil
      slots[job].finished = true
    }
    shrinking.removeAll()
    for job in stuckShrinks { resolveUnshrunk(job) }
    checkCompletion()
  }
}
#endif
