// The text of a recorded property failure: what broke, the shrunk steps, how to replay, the JSON.

import Checker
import Foundation

enum FailureMessage {
  static func render(_ failure: ShrunkFailure, report: PropertyReport, savedPath: String?) -> String {
    let violation = failure.shrunkViolation
    var lines = [
      "\(failure.coordinator) broke \(violation.invariant.rawValue) (\(violation.invariant.code)) in case \(report.failingCase ?? 0) of seed \(report.seed); shrunk from \(failure.original.steps.count) to \(failure.shrunk.steps.count) steps in \(failure.replays) replays, keeping its signature.",
      "  \(violation.message)",
      "  severity \(violation.severityText) (found at \(failure.violation.severityText)), \(violation.view.rawValue); signature \(violation.signature)",
    ]
    lines += disabledLines(report.disabled)
    if let template = report.template { lines.append("  page template: \(template)") }
    for (index, step) in failure.shrunk.steps.enumerated() {
      lines.append("  \(index == violation.stepIndex ? "▶" : " ") \(index): \(step)")
    }
    if let savedPath {
      let quoted = ShellText.quoted(savedPath)
      lines.append("Saved: \(savedPath)")
      lines.append("Replay in the tests: NESTEDCHECK_REPLAY=\(quoted) swift test")
      lines.append(
        "Replay with a trace or a report: swift run <your NestedCheckCLI executable> replay \(quoted) --trace (or --html report.html)")
    } else {
      lines.append("(The failure could not be saved: no candidate folder was writable; set \(FailureFiles.folderVariable).)")
    }
    if let simplest = failure.simplest, let mild = failure.simplestViolation {
      lines.append(
        "The simplest case that breaks \(mild.invariant.rawValue) at all has \(simplest.steps.count) steps (\(mild.severityText), \(mild.signature)):")
      for (index, step) in simplest.steps.enumerated() { lines.append("  \(index == mild.stepIndex ? "▶" : " ") \(index): \(step)") }
    }
    lines.append(String(decoding: failure.shrunk.encoded(), as: UTF8.self))
    return lines.joined(separator: "\n")
  }

  /// One line per rule switched off, with its reason: what this check did not judge.
  static func disabledLines(_ disabled: [DisabledInvariant]) -> [String] {
    disabled.map { "  disabled: \($0.name)" + ($0.reason.map { ", because \($0)" } ?? " (no reason given)") }
  }
}

/// Where `swift test` saves a shrunk failure, so it can be replayed and promoted.
///
/// The folder is the first of these that can be written: `NESTEDCHECK_FAILURES_DIR` (relative to the working
/// folder), the calling package's `.build/nestedcheck-failures` (found from the test's source file, so `swift test`,
/// Xcode and any working folder agree; `.build` is ignored by version control), and `nestedcheck-failures` in the
/// system's temporary folder. Each failure gets its own file, named by the coordinator, the bug's signature and the
/// run's seed and case, so a second failure never replaces the first.
enum FailureFiles {
  /// The environment variable that chooses the folder.
  static let folderVariable = "NESTEDCHECK_FAILURES_DIR"

  /// The folders to try, in order, for a check called from `sourceFile`.
  static func candidateFolders(sourceFile: String, environment: [String: String]) -> [String] {
    let here = FileManager.default.currentDirectoryPath
    var folders: [String] = []
    if let chosen = environment[folderVariable], !chosen.isEmpty { folders.append(PathText.absolute(chosen, from: here)) }
    if let package = PackageRoot.containing(sourceFile: sourceFile) {
      folders.append(PathText.join(package, ".build/nestedcheck-failures"))
    }
    folders.append(PathText.absolute(PathText.join(NSTemporaryDirectory(), "nestedcheck-failures"), from: here))
    return folders
  }

  /// `<coordinator>-<signature>-<seed>-case<N>.json`, in the characters file systems accept.
  static func fileName(coordinator: String, signature: String, seed: UInt64, caseIndex: UInt64?) -> String {
    let seedText = "0x" + String(seed, radix: 16)
    return Promotion.safeFileName("\(coordinator)-\(signature)-\(seedText)-case\(caseIndex ?? 0)")
  }

  /// Writes `scenario` atomically as `name` into the first writable candidate folder; returns its absolute path.
  static func save(_ scenario: Scenario, name: String, sourceFile: String) -> String? {
    for folder in candidateFolders(sourceFile: sourceFile, environment: ProcessInfo.processInfo.environment) {
      let path = PathText.join(folder, name)
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try scenario.encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
      } catch {
        continue
      }
    }
    return nil
  }
}
