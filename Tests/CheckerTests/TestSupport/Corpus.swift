// Locates the scenario and regression folders of the source tree, so `swift test` replays
// the files a developer edits rather than stale copies in a build folder.

import Checker
import Foundation

enum Corpus {
  /// `Tests/` in the source tree, found from this file's path.
  static let testsDirectory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let scenariosDirectory = testsDirectory.appendingPathComponent("Scenarios")
  static let regressionsDirectory = testsDirectory.appendingPathComponent("Regressions")

  /// JSON files directly in `directory`, sorted by name for a deterministic order.
  static func files(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
  }

  static func scenario(_ url: URL) throws -> Scenario {
    try Scenario.load(path: url.path)
  }
}
