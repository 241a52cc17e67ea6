// Malformed scenario files, each through `Scenario.decode`/`load`: every problem is one line naming
// the file and the field (or the syntax position, or why the file cannot be read), never "not valid JSON" alone.

import Checker
import Foundation
import ScrollSim
import Testing

@Suite struct ScenarioInputErrorTests {
  static func error(_ json: String) -> String? {
    do {
      _ = try Scenario.decode(Data(json.utf8), source: "F")
      return nil
    } catch {
      return error.description
    }
  }

  static let head = #"{"format":1,"coordinator":"offset-lock","#

  @Test(
    "a wrong numeric kind, a number out of range and a duplicate key name the field",
    arguments: [
      (head + #""steps":[{"move":{"dx":1,"dy":1,"frames":1.5}}]}"#, "F: steps[0].move.frames: must be a whole number in 1...72000"),
      (#"{"format":1.5,"coordinator":"offset-lock","steps":[]}"#, "F: format: must be a whole number >= 1, got 1.5"),
      (head + #""world":{"listCount":2.5},"steps":[]}"#, "F: world.listCount: must be a whole number in 1...10, got 2.5"),
      (head + #""steps":[{"wait":{"frames":9223372036854775808}}]}"#, "F: steps[0].wait.frames: must be in 1...72000 frames"),
      (head + #""steps":[{"move":{"dx":1e-400,"dy":0,"frames":1}}]}"#, "F: steps[0].move.dx: 1e-400 is too small"),
      (#"{"format":1,"coordinator":"offset-lock","coordinator":"no-max-clamp","steps":[]}"#, "F: coordinator: duplicate key 'coordinator'"),
      (head + #""world":{"knobs":{"frameRate":120,"frameRate":60}},"steps":[]}"#, "F: world.knobs.frameRate: duplicate key"),
      (head + #""steps":[{"touchDown":{"x":200,"y":700}},{"move":{"dx":-10,"dy":0,"frames":1}},{"lift":{"vx":1e23,"vy":0}}]}"#,
       "F: steps[2].lift.vx: must be in [-100000, 100000] pt/s, got 1e+23"),
      (head + #""steps":[{"resize":{"width":1e308,"height":852}},{"tapTab":{"index":2,"animated":false}}]}"#,
       "F: steps[0].resize.width: must be in [1, 3000] pt"),
      (head + #""steps":[],"found":{"invariant":"crash","frame":-1,"message":""}}"#, "F: found.frame: must be >= 0, got -1"),
      (head + #""steps":[],"found":{"invariant":"crash","frame":0,"message":"","signal":300}}"#, "F: found.signal: must be a signal number"),
      (head + #""expect":{"offset-lock":3},"steps":[]}"#, "F: expect.offset-lock: expected a string, found the number 3"),
      (head + #""steps":[{"wait":{"frames":1}}"#, "F: not valid JSON: line 1, column 71: unexpected end of the file inside an array"),
    ])
  func namesTheField(json: String, expected: String) {
    let message = Self.error(json)
    #expect(message?.hasPrefix(expected) == true, "\(message ?? "decoded")")
  }

  @Test("1,000 waits of 72,000 frames are refused at once: a scenario takes at most 1,000,000 frames")
  func frameBudget() {
    let waits = Array(repeating: #"{"wait":{"frames":72000}}"#, count: 1000).joined(separator: ",")
    let message = Self.error(Self.head + #""steps":[\#(waits)]}"#)
    #expect(message == "F: steps: the steps take 72000000 frames together; a scenario may take at most 1000000 (about 2.3 hours at 120 frames per second)")
    let atLimit = Array(repeating: #"{"wait":{"frames":50000}}"#, count: 20).joined(separator: ",")
    #expect(Self.error(Self.head + #""steps":[\#(atLimit)]}"#) == nil, "exactly the budget is allowed")
  }

  @Test("a file that cannot be read says why: missing, a directory; an unreadable one, permission denied")
  func fileErrors() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nestedcheck-read-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: ScenarioError.self) { try Scenario.load(path: folder + "/missing.json") }
    #expect(loadError(folder + "/missing.json") == folder + "/missing.json: cannot read: no such file or folder")
    #expect(loadError(folder) == folder + ": cannot read: is a directory")
    #expect(loadError(folder + "/missing.json/x") == folder + "/missing.json/x: cannot read: no such file or folder")
    #expect(FileAccess.reason(errno: EACCES) == "permission denied")
    let locked = folder + "/locked.json"
    try #"{"format":1,"coordinator":"offset-lock","steps":[]}"#.write(toFile: locked, atomically: false, encoding: .utf8)
    chmod(locked, 0)
    // Root reads a mode-000 file anyway; everyone else gets the reason.
    if geteuid() == 0 {
      #expect(loadError(locked) == nil)
    } else {
      #expect(loadError(locked) == locked + ": cannot read: permission denied")
    }
  }

  func loadError(_ path: String) -> String? {
    do {
      _ = try Scenario.load(path: path)
      return nil
    } catch {
      return error.description
    }
  }
}
