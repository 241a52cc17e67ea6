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
/// `swift test`, Xcode and any working directory. A missing or empty folder is a failure, not a silent pass.
@MainActor @discardableResult
public func checkRegressions(
  in folder: String = "Tests/Regressions",
  coordinators: [CoordinatorEntry] = [],
  framework: TestFramework? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [String] {
  let recorder = FailureRecorder(
    framework: framework, location: RecordLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  let problems: [String]
  do {
    let registry = try CoordinatorRegistry(user: coordinators)
    problems = RegressionFolder.problems(inFolder: PackageFolder.resolve(folder, from: "\(filePath)"), registry: registry)
  } catch {
    problems = ["\(error)"]
  }
  for problem in problems { recorder.record("regression: \(problem)") }
  return problems
}

/// `checkRegressions` from any test: hops to the main actor, where the simulation runs.
@discardableResult
public func checkRegressions(
  in folder: String = "Tests/Regressions",
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
    var directory = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
        return directory.appendingPathComponent(path)
      }
      directory = directory.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
  }
}
