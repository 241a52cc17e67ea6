// Replays every promoted regression in Tests/Regressions (`nestedcheck promote` writes them) and
// asserts each `expect` entry. A file that does not load fails its test case with the loader's message.

import Checker
import Foundation
import Testing

@MainActor @Suite("Regression corpus")
struct RegressionCorpusTests {
  nonisolated static let files = Corpus.files(in: Corpus.regressionsDirectory)

  @Test("Tests/Regressions holds promoted files")
  func corpusExists() {
    #expect(Self.files.count >= 2, "no regressions in \(Corpus.regressionsDirectory.path)")
  }

  @Test("each regression gives the verdicts it records", arguments: files.map(\.lastPathComponent))
  func recordedVerdicts(file: String) {
    for problem in RegressionFolder.problems(Corpus.regressionsDirectory.appendingPathComponent(file)) {
      Issue.record("\(problem)")
    }
  }

  // MARK: - The replay reports bad files as failures

  static func problems(in json: String, name: String = "bad.json") throws -> [String] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("regressions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent(name)
    try json.write(to: url, atomically: true, encoding: .utf8)
    return RegressionFolder.problems(url)
  }

  @Test(
    "a malformed, empty or stale file is a failure naming the file and the field",
    arguments: [
      (#"{"format":1,"coordinator":"offset-lock","world":{"headerHeigth":3},"steps":[],"expect":{"offset-lock":"pass"}}"#,
       "bad.json: world.headerHeigth: unknown field"),
      (#"{"format":2,"steps":[]}"#, "bad.json: format: is 2, newer than this nestedcheck reads"),
      (#"{"format":1,"steps":[],"expect":{"offset-lock":"Passes!"}}"#, "bad.json: expect: 'offset-lock': expected \"pass\""),
      // A well-formed name may be a team's rule: judged against the coordinator's entry.
      (#"{"format":1,"steps":[],"expect":{"offset-lock":"passes"}}"#,
       "bad.json: expect.offset-lock: 'passes' is neither a built-in invariant nor a rule of offset-lock (it declares none)"),
      (#"{"format":1,"steps":[]}"#, "bad.json: expect: records no expectations"),
      (#"{"format":1,"steps":[],"expect":{"nope":"pass"}}"#, "bad.json: expect.nope: unknown coordinator 'nope'"),
      (#"{"format":1,"steps":[],"expect":{"offset-lock":"settles"}}"#, "bad.json: expect.offset-lock: expected settles, got pass"),
    ])
  func badFiles(json: String, message: String) throws {
    let problems = try Self.problems(in: json)
    #expect(problems.count == 1)
    #expect(problems.first?.contains(message) == true, "\(problems)")
  }

  @Test("a file that holds reports nothing")
  func goodFile() throws {
    #expect(try Self.problems(in: #"{"format":1,"steps":[{"wait":{"frames":2}}],"expect":{"offset-lock":"pass"}}"#).isEmpty)
  }
}
