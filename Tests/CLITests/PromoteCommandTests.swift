// `nestedcheck promote` end to end: the file is written with its expectation, never over a different one.

import Foundation
import Testing

@Suite("nestedcheck promote")
struct PromoteCommandTests {
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("nestedcheck-promote-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func json(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("a failing scenario goes to Tests/Regressions under a descriptive name, with its invariant expected")
  func writesFailing() throws {
    let directory = try Self.temporaryDirectory()
    let result = try CLI.run(["promote", ReplayCommandTests.abStory, "--coordinator", "reset-current-only"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Tests/Regressions").path)
    #expect(files.count == 1, "\(files)")  // no temporary file left behind
    let name = try #require(files.first)
    #expect(name.hasPrefix("reset-current-only-header-visible-lists-at-top-") && name.hasSuffix(".json"))
    #expect(name.count == "reset-current-only-header-visible-lists-at-top-".count + 8 + 5)
    #expect(result.stdout.contains("wrote Tests/Regressions/\(name)"))
    #expect(result.stdout.contains("expect reset-current-only: header-visible-lists-at-top (I1 at frame 34)"))
    let written = try Self.json(directory.appendingPathComponent("Tests/Regressions/\(name)").path)
    #expect(written["coordinator"] as? String == "reset-current-only")
    let expect = try #require(written["expect"] as? [String: String])
    #expect(expect["reset-current-only"] == "header-visible-lists-at-top")
    #expect(expect["offset-lock"] == "pass")  // the file's other entries are kept
    // The written file replays to the recorded verdict.
    #expect(try CLI.run(["replay", directory.appendingPathComponent("Tests/Regressions/\(name)").path]).status == 1)
  }

  @Test("a passing scenario records pass; --also records more coordinators; --name is made safe")
  func writesPassing() throws {
    let directory = try Self.temporaryDirectory()
    let result = try CLI.run(
      ["promote", ReplayCommandTests.abStory, "--also", "shipped,no-max-clamp", "--name", "AB Tab/Switch!", "--dir", directory.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--name is a file name, not a path"))

    let named = try CLI.run(["promote", ReplayCommandTests.abStory, "--also", "shipped,no-max-clamp", "--name", "AB Tab Switch!", "--dir", directory.path])
    #expect(named.status == 0, "\(named.stderr)")
    let path = directory.appendingPathComponent("ab-tab-switch.json").path
    #expect(named.stdout.contains("wrote \(directory.path)/ab-tab-switch.json"))
    for line in ["expect offset-lock: pass", "expect ownership: pass", "expect no-max-clamp: outer-within-max (I2 at frame"] {
      #expect(named.stdout.contains(line), "missing \(line)")
    }
    #expect((try Self.json(path)["expect"] as? [String: String])?["offset-lock"] == "pass")
  }

  @Test("promoting again is a no-op; a different file under the same name is refused with exit 2")
  func refusesOverwrite() throws {
    let directory = try Self.temporaryDirectory()
    let first = try CLI.run(["promote", ReplayCommandTests.abStory, "--name", "story", "--dir", directory.path])
    #expect(first.status == 0, "\(first.stderr)")
    let path = directory.appendingPathComponent("story.json").path
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let again = try CLI.run(["promote", ReplayCommandTests.abStory, "--name", "story", "--dir", directory.path])
    #expect(again.status == 0)
    #expect(again.stdout.contains("unchanged \(path)"))

    let other = try CLI.run(["promote", ReplayCommandTests.abStory, "--coordinator", "no-max-clamp", "--name", "story", "--dir", directory.path])
    #expect(other.status == 2)
    #expect(other.stderr.contains("\(path) exists with different content; refusing to overwrite"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["story.json"])
  }

  @Test("an expect entry that no longer holds is reported and nothing is written")
  func staleExpectation() throws {
    let directory = try Self.temporaryDirectory()
    let scenario = try CLI.temporaryFile(
      #"{"format":1,"coordinator":"offset-lock","steps":[{"wait":{"frames":2}}],"expect":{"no-max-clamp":"outer-within-max"}}"#)
    let result = try CLI.run(["promote", scenario, "--dir", directory.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("expect.no-max-clamp: expected outer-within-max, got pass"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test("bad input exits 2: malformed file, unknown coordinator")
  func badInput() throws {
    let malformed = try CLI.temporaryFile(#"{"format":1,"coordinator":"offset-lock","steps":[{"jump":{}}]}"#)
    let result = try CLI.run(["promote", malformed])
    #expect(result.status == 2)
    #expect(result.stderr.contains("steps[0].jump: unknown step 'jump'"))
    #expect(try CLI.run(["promote", ReplayCommandTests.abStory, "--coordinator", "nope"]).status == 2)
  }
}
