// Helpers for the fuzz end-to-end tests: fresh folders, reading a run's reports and case lists,
// and running `nestedcheck fuzz` runs once per test process where several tests inspect the same run.

import Checker
import NestedCheckFuzz
import Foundation

enum FuzzRuns {
  /// A fresh empty folder under the temporary directory.
  static func freshDirectory(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("nestedcheck-fuzz-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// One finished `nestedcheck fuzz` run: its exit, output, summary and case list.
  struct Run {
    var result: CLIResult
    var directory: URL
    var summary: RunSummary?
    /// `case coordinator verdict` lines from `--list-cases`.
    var cases: [String]

    /// The failures' signatures with hit counts, cases and the kept file's name (folders differ between runs).
    var signatures: [String] {
      (summary?.failures ?? []).map { "\($0.signature) hits \($0.hits) cases \($0.cases) \(URL(fileURLWithPath: $0.file).lastPathComponent)" }
    }
  }

  /// Runs `nestedcheck fuzz arguments… --out DIR --list-cases DIR/cases.txt` in a fresh folder.
  static func fuzz(_ label: String, _ arguments: [String]) throws -> Run {
    let directory = try freshDirectory(label)
    let casesPath = directory.appendingPathComponent("cases.txt").path
    let result = try CLI.run(["fuzz"] + arguments + ["--out", directory.path, "--list-cases", casesPath])
    let summaryData = FileManager.default.contents(atPath: directory.appendingPathComponent("summary.json").path)
    let summary = try summaryData.map { try JSONDecoder().decode(RunSummary.self, from: $0) }
    let cases = (try? String(contentsOfFile: casesPath, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    return Run(result: result, directory: directory, summary: summary, cases: cases)
  }

  /// Every `.json` file in `directory`.
  static func jsonFiles(in directory: URL) -> [URL] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
      .map { directory.appendingPathComponent($0) }
  }

  /// Mutants with cheap shrinks plus the trapping one; the seed gives invariant failures and crashes in 40 cases.
  static let mixed = ["--coordinator", "offset-lock,no-max-clamp,traps-on-reload", "--seed", "3", "--cases", "40", "--shrink-limit", "2"]

  /// The same run with one job and with two, and split into two shards (two jobs each): run once, shared by tests.
  static let oneJob = Result { try fuzz("jobs1", mixed + ["--jobs", "1"]) }
  static let twoJobs = Result { try fuzz("jobs2", mixed + ["--jobs", "2"]) }
  static let shards = Result { try (fuzz("shard1", mixed + ["--jobs", "2", "--shard", "1/2"]), fuzz("shard2", mixed + ["--jobs", "2", "--shard", "2/2"])) }
}
