// A child process's exit must always reach the parent, however fast the child ends: a lost exit
// left a fuzz run waiting forever for a shrink that had already finished (a swarm run froze that way).

import Dispatch
import Foundation
import NestedCheckFuzz
import Testing

@Suite struct ChildExitTests {
  /// `/bin/true` exits within a millisecond of starting: the tightest race between the child's end and the parent
  /// setting up to hear about it. Every one of many launches must deliver its exit.
  @Test("a child that exits at once still delivers its exit, every time")
  func fastExitsAreDelivered() throws {
    let queue = DispatchQueue(label: "child-exit-test")
    var missed = 0
    for _ in 0..<200 {
      let done = DispatchSemaphore(value: 0)
      let child = try ChildProcess(
        executable: "/bin/true", arguments: [], queue: queue, onLines: { _ in }, onExit: { _, _ in done.signal() })
      if done.wait(timeout: .now() + 5) == .timedOut {
        missed += 1
        queue.sync { child.send(SIGKILL) }
      }
    }
    #expect(missed == 0, "\(missed) of 200 exits were never delivered")
  }
}
