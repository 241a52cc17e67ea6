// Replays one regression file and lists what is wrong with it, each problem naming the file,
// so a malformed or stale file fails the run (never silently skipped).

import Checker
import Foundation

enum RegressionReplay {
  /// Problems with the file at `url`: unreadable (the loader's message names the field), no expectations, or
  /// an `expect` entry the replay no longer gives. Empty when the file holds.
  static func problems(_ url: URL) -> [String] {
    let scenario: Scenario
    do { scenario = try Scenario.load(path: url.path) } catch { return [error.description] }
    let name = url.lastPathComponent
    guard !scenario.expect.isEmpty else {
      return ["\(name): expect: records no expectations (promote it with `nestedcheck promote`)"]
    }
    return scenario.checkExpectations().filter { !$0.holds }.map { "\(name): \($0.explanation)" }
  }
}
