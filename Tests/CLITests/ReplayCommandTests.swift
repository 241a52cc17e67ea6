// `nestedcheck replay` and `list` end to end: verdicts, traces, exit codes and input errors.

import Foundation
import Testing

@Suite("nestedcheck replay and list")
struct ReplayCommandTests {
  static let abStory = CLI.repositoryRoot.appendingPathComponent("Tests/Scenarios/ab-tab-switch.json").path

  @Test("a passing scenario exits 0")
  func passing() throws {
    let result = try CLI.run(["replay", Self.abStory])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("PASS offset-lock"))
  }

  @Test("a broken invariant exits 1 and names the invariant, frame, step and offsets")
  func failing() throws {
    let result = try CLI.run(["replay", Self.abStory, "--coordinator", "reset-current-only"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("FAIL reset-current-only: header-visible-lists-at-top (I1) at frame"))
    #expect(result.stdout.contains("step 5: move(dx: 0, dy: 300, frames: 20)"))
    #expect(result.stdout.contains("list0 y 400 != top 0"))
  }

  @Test("--trace prints one row per frame with the moved views")
  func trace() throws {
    let result = try CLI.run(["replay", Self.abStory, "--trace"])
    let rows = result.stdout.split(separator: "\n").filter { $0.first == " " || $0.first?.isNumber == true }
    // One row per frame: as many as the PASS line counts (140 since the fidelity pass's faster bounce).
    let frames = result.stdout.split(separator: "\n").first { $0.hasPrefix("PASS") }?
      .split(separator: " ").dropLast().last.flatMap { Int($0) }
    #expect(frames != nil && rows.count == frames! && rows.count >= 100, "\(rows.count) rows, \(String(describing: frames)) frames")
    #expect(result.stdout.contains("outer=20"))
    #expect(result.stdout.contains("tapTab(index: 1, animated: false)"))
  }

  @Test(
    "malformed input exits 2 with a message naming the problem",
    arguments: [
      (#"{"format":1,"coordinator":"offset-lock","steps":[{"jump":{}}]}"#, "steps[0].jump: unknown step 'jump'"),
      (#"{"format":1,"coordinator":"offset-lock","steps":[{"wait":{"frames":-3}}]}"#, "steps[0].wait.frames: must be in 1...72000"),
      (#"{"format":1,"steps":[]}"#, "missing field 'coordinator'"),
      (#"{"format":1,"coordinator":"offset-lock","steps":["#, "not valid JSON"),
      (#"{"format":9,"coordinator":"offset-lock","steps":[]}"#, "format: is 9, newer than this nestedcheck reads"),
      (#"{"format":1,"coordinator":"offset-lock","world":{"headerHeigth":3},"steps":[]}"#, "world.headerHeigth: unknown field"),
      (#"{"format":1,"coordinator":"nope","steps":[]}"#, "unknown coordinator 'nope'"),
      (#"{"format":1,"coordinator":"offset-lock","steps":[{"move":{"dx":1,"frames":3}}]}"#, "steps[0].move.dy: missing required field"),
      (#"{"format":1,"coordinator":"offset-lock","world":{"knobs":{"pixelScale":5}},"steps":[]}"#, "world.knobs.pixelScale: must be 1, 2 or 3"),
    ])
  func malformed(json: String, message: String) throws {
    let path = try CLI.temporaryFile(json)
    let result = try CLI.run(["replay", path])
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
  }

  @Test("usage errors exit 2: unknown option, unknown command, missing file")
  func usageErrors() throws {
    #expect(try CLI.run(["replay", Self.abStory, "--bogus"]).status == 2)
    #expect(try CLI.run(["frobnicate"]).status == 2)
    #expect(try CLI.run(["replay"]).status == 2)
    #expect(try CLI.run(["replay", "/nonexistent/file.json"]).status == 2)
  }

  @Test("list prints both shipped coordinators, every mutant and every invariant")
  func list() throws {
    let result = try CLI.run(["list"])
    #expect(result.status == 0)
    for name in [
      "offset-lock", "ownership", "offset-lock-seed", "reset-current-only", "no-reset-on-tab-switch", "no-max-clamp",
      "unforwarded-list", "ignores-inset", "ungated-pager", "never-hand-back", "header-visible-lists-at-top",
      "outer-within-max", "no-unexplained-jump", "no-feedback-loop", "settles", "finite-state", "paging-gates",
      "single-scrolls-to-top", "no-swallowed-gesture", "dragDeltaMode", "simultaneousOrder", "panOrder",
      "momentumOrder", "pagingSpringFrequency", "repeatedFlickSpeedUp", "ruled out: true (pessimistic profile only)",
    ] {
      #expect(result.stdout.contains(name), "list is missing \(name)")
    }
  }
}
