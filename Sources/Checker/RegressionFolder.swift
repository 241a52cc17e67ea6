// A folder of promoted regression scenarios (`nestedcheck promote` writes them), replayed against the
// coordinators a program knows. Shared by the project's own corpus test and by a team's test target,
// so a file is judged the same way everywhere: unreadable, unexpecting and stale files are all problems.

import Coordinators
import Foundation

/// Replays the scenario files of one folder and lists what does not hold.
@MainActor
public enum RegressionFolder {
  /// Where `promote` writes and `checkRegressions()` reads, relative to the package: `Tests/Regressions`.
  nonisolated public static let defaultPath = "Tests/Regressions"

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
    // A rule the file names that its coordinator no longer declares (renamed, removed) is a problem of its own.
    let unknown = scenario.expect.keys.sorted().compactMap(registry.entry(named:)).flatMap { scenario.unknownRules(for: $0) }
    guard unknown.isEmpty else { return unknown.map { "\(name): \($0)" } }
    return scenario.checkExpectations(in: registry).filter { !$0.holds }.map { "\(name): \($0.explanation)" }
  }

  /// Problems with every file of `directory`; a missing or empty folder is itself a problem (a misspelt path
  /// must not make the replay pass by replaying nothing).
  public static func problems(inFolder directory: URL, registry: CoordinatorRegistry = .builtIn) -> [String] {
    let replay = replay(directory, registry: registry, mayBeAbsent: false)
    return replay.problems
  }

  /// What replaying a folder found: the problems, and a note when there was nothing to replay and that is fine.
  public struct Replay: Sendable {
    /// Each file that does not hold, or why the folder itself cannot be replayed.
    public var problems: [String]
    /// Files replayed.
    public var files: Int
    /// Set when the folder is absent or empty and `mayBeAbsent` allowed it: say so rather than pass in silence.
    public var note: String?

    /// The outcome of replaying a folder: its problems, how many files it held, and a note.
    public init(problems: [String], files: Int, note: String? = nil) {
      self.problems = problems
      self.files = files
      self.note = note
    }
  }

  /// Replays every file of `directory`. With `mayBeAbsent` (the default folder of a package that has promoted
  /// nothing yet) a missing or empty folder is a note; without it (a folder the caller named) it is a problem, since
  /// a misspelt path must not pass by replaying nothing. An existing file where the folder should be is always one.
  public static func replay(_ directory: URL, registry: CoordinatorRegistry = .builtIn, mayBeAbsent: Bool) -> Replay {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
      if mayBeAbsent {
        return Replay(
          problems: [], files: 0,
          note: "\(directory.path) does not exist yet: no regressions to replay (`nestedcheck promote FILE` creates it)")
      }
      return Replay(problems: ["\(directory.path): no such folder"], files: 0)
    }
    guard isDirectory.boolValue else { return Replay(problems: ["\(directory.path): is a file, not a folder"], files: 0) }
    let files = files(in: directory)
    guard !files.isEmpty else {
      if mayBeAbsent {
        return Replay(problems: [], files: 0, note: "\(directory.path) holds no .json scenario files yet: nothing to replay")
      }
      return Replay(problems: ["\(directory.path): holds no .json scenario files"], files: 0)
    }
    return Replay(problems: files.flatMap { problems($0, registry: registry) }, files: files.count)
  }
}
