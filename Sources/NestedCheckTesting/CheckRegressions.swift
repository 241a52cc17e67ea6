// One call in a team's test target replays its promoted regressions (`nestedcheck promote` writes them into
// the package's Tests/Regressions) against the team's own coordinators, and asserts every recorded verdict.

import Checker
import Coordinators
import Foundation

/// Replays every scenario in `folder` and records a failure for each file whose `expect` entries no longer hold.
///
/// `coordinators` are the team's own entries (the built-in catalogue is known too), so a file promoted from the
/// team's `nestedcheck` replays here by the same names. A relative `folder` is resolved against the package that
/// contains the calling file (the nearest folder above it holding `Package.swift`), so the call works from
/// `swift test`, Xcode and any working directory.
///
/// With no `folder`, the package's `Tests/Regressions` is replayed; before the first `promote` it does not exist,
/// and the check passes with a note saying so (a warning in Swift Testing, a printed line under XCTest). A folder
/// named explicitly must exist and hold scenarios: a misspelt path must not pass by replaying nothing.
@MainActor @discardableResult
public func checkRegressions(
  in folder: String? = nil,
  coordinators: [CoordinatorEntry] = [],
  framework: TestFramework? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [String] {
  let recorder = FailureRecorder(
    framework: framework, location: RecordLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  let replay: RegressionFolder.Replay
  do {
    let registry = try CoordinatorRegistry(user: coordinators)
    let directory = PackageFolder.resolve(folder ?? RegressionFolder.defaultPath, from: "\(filePath)")
    replay = RegressionFolder.replay(directory, registry: registry, mayBeAbsent: folder == nil)
  } catch {
    replay = RegressionFolder.Replay(problems: ["\(error)"], files: 0)
  }
  if let note = replay.note { recorder.note("NestedCheck: \(note)") }
  for problem in replay.problems { recorder.record("regression: \(problem)") }
  return replay.problems
}

/// `checkRegressions` from any test: hops to the main actor, where the simulation runs.
@discardableResult
public func checkRegressions(
  in folder: String? = nil,
  coordinators: [CoordinatorEntry] = [],
  framework: TestFramework? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [String] {
  await MainActor.run {
    checkRegressions(
      in: folder, coordinators: coordinators, framework: framework, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// Resolves package-relative paths from a source file's location.
enum PackageFolder {
  static func resolve(_ path: String, from sourceFile: String) -> URL {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    let base = PackageRoot.containing(sourceFile: sourceFile) ?? FileManager.default.currentDirectoryPath
    return URL(fileURLWithPath: PathText.join(base, path))
  }
}
