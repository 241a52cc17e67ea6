// A folder of promoted regression scenarios (`nestedcheck promote` writes them), replayed against the
// coordinators a program knows. Shared by the project's own corpus test and by a team's test target,
// so a file is judged the same way everywhere: unreadable, unexpecting and stale files are all problems.

import Coordinators
import Foundation

/// Replays the scenario files of one folder and lists what does not hold.
@MainActor
public enum RegressionFolder {
  /// The `.json` files directly inside `directory`, in name order (deterministic across file systems).
  nonisolated public static func files(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
  }

  /// Problems with the file at `url`, each naming the file: unreadable (the loader's message names the field), no
  /// expectations, or an `expect` entry the replay no longer gives. Empty when the file holds.
  public static func problems(_ url: URL, registry: CoordinatorRegistry = .builtIn) -> [String] {
    let name = url.lastPathComponent
    let scenario: Scenario
    do { scenario = try Scenario.load(path: url.path) } catch { return [error.description] }  // names the file already
    guard !scenario.expect.isEmpty else {
      return ["\(name): expect: records no expectations (promote it with `nestedcheck promote`)"]
    }
    return scenario.checkExpectations(in: registry).filter { !$0.holds }.map { "\(name): \($0.explanation)" }
  }

  /// Problems with every file of `directory`; a missing or empty folder is itself a problem (a misspelt path
  /// must not make the replay pass by replaying nothing).
  public static func problems(inFolder directory: URL, registry: CoordinatorRegistry = .builtIn) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return ["\(directory.path): no such folder"]
    }
    let files = files(in: directory)
    guard !files.isEmpty else { return ["\(directory.path): holds no .json scenario files"] }
    return files.flatMap { problems($0, registry: registry) }
  }
}
