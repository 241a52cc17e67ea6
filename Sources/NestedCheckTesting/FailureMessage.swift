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
    for (index, step) in failure.shrunk.steps.enumerated() {
      lines.append("  \(index == violation.stepIndex ? "▶" : " ") \(index): \(step)")
    }
    if let savedPath {
      lines.append(
        "Replay: NESTEDCHECK_REPLAY=\(savedPath) swift test   (a trace: `replay \(savedPath) --trace` with your NestedCheckCLI executable, e.g. swift run <your-check> replay …)")
    }
    if let simplest = failure.simplest, let mild = failure.simplestViolation {
      lines.append(
        "The simplest case that breaks \(mild.invariant.rawValue) at all has \(simplest.steps.count) steps (\(mild.severityText), \(mild.signature)):")
      for (index, step) in simplest.steps.enumerated() { lines.append("  \(index == mild.stepIndex ? "▶" : " ") \(index): \(step)") }
    }
    lines.append(String(decoding: failure.shrunk.encoded(), as: UTF8.self))
    return lines.joined(separator: "\n")
  }
}

enum FailureFiles {
  /// Writes `scenario` atomically to `failures/NAME.json` in the current directory; returns the path, or nil.
  static func save(_ scenario: Scenario, name: String) -> String? {
    let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("failures")
    let url = directory.appendingPathComponent("\(name).json")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try scenario.encoded().write(to: url, options: .atomic)
      return url.path
    } catch {
      return nil
    }
  }
}
