// `summary.json`: what a fuzz run did and found, for CI dashboards and for comparing runs.

import Checker
import Foundation

/// The machine-readable account of one fuzz run (one shard).
public struct RunSummary: Codable, Hashable, Sendable {
  /// One signature: a class of failure with one shrunk shape, and the scenario kept for it.
  public struct Failure: Codable, Hashable, Sendable {
    public var signature: String
    /// The invariant's name, `crash` or `hang`.
    public var kind: String
    public var coordinator: String
    /// Step kinds of the kept scenario.
    public var shape: [String]
    public var hits: Int
    public var cases: [UInt64]
    /// The scenario kept (shrunk if `shrunk`), and the original case it came from.
    public var file: String
    public var original: String
    public var shrunk: Bool
    public var message: String
    /// For crashes: the signal.
    public var signal: Int32?
    /// Knob values of the kept scenario that the evidence rules out (`SimulationKnobs.ruledOutValues`); absent when
    /// none: the failure then happens on a UIKit nothing contradicts.
    public var ruledOutKnobs: [String]?
  }

  /// One class (kind + coordinator): every hit, how many were shrunk, and the duplicates not shrunk.
  public struct FailureClassSummary: Codable, Hashable, Sendable {
    public var kind: String
    public var coordinator: String
    public var hits: Int
    public var shrunk: Int
    public var duplicates: Int
    /// The lowest duplicate case indices (at most `FailureLedger.listedCasesLimit`).
    public var duplicateCases: [UInt64]
  }

  public var format: Int = 1
  public var seed: UInt64
  /// `i/N`.
  public var shard: String
  public var jobs: Int
  public var profile: String
  public var maxSteps: Int
  public var coordinators: [String]
  /// `--cases` (the case-index space across shards) or `--duration`, whichever was given.
  public var requestedCases: Int?
  public var requestedSeconds: Double?
  /// Cases this shard completed (every coordinator ran on them), and coordinator runs.
  public var cases: Int
  public var runs: Int
  public var frames: Int
  /// Wall-clock seconds of fuzzing, and of the whole run (shrinking and reports included).
  public var seconds: Double
  public var totalSeconds: Double
  public var casesPerSecond: Double
  public var framesPerSecond: Double
  /// Runs that reached each interesting state (DESIGN §5b), by name.
  public var coverage: [String: Int]
  /// The `handoff` report per coordinator: momentum and drags crossing the outer/list boundary (README § Handoffs).
  /// Optional so a summary written before it decodes.
  public var handoffs: [String: HandoffReport]?
  /// Whether SIGINT or SIGTERM stopped the run early.
  public var interrupted: Bool
  public var failures: [Failure]
  public var classes: [FailureClassSummary]
  /// Every scenario file the run left in the output folder.
  public var files: [String]
  public var exitCode: Int32
  /// Cases completed over the run's time, sampled about once a second (thinned to at most a few hundred samples).
  public var progress: [ThroughputSamples.Sample]?

  /// Pretty, key-sorted JSON.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data()
  }

  /// Human summary printed at the end of a run.
  public var text: String {
    var lines: [String] = []
    lines.append(
      "summary: seed \(seed) shard \(shard) jobs \(jobs): \(cases) cases, \(runs) runs, \(frames) frames in "
        + "\(String(format: "%.1f", seconds))s (\(clampedInt(casesPerSecond.rounded())) cases/s)\(interrupted ? ", interrupted" : "")")
    if failures.isEmpty && classes.isEmpty {
      lines.append("  no failures")
    }
    for failure in failures {
      lines.append("  \(failure.signature): \(failure.hits) shrunk hit\(failure.hits == 1 ? "" : "s") (cases \(Self.list(failure.cases)))")
      if let ruledOut = failure.ruledOutKnobs, !ruledOut.isEmpty {
        lines.append("    needs a UIKit the evidence rules out: \(ruledOut.joined(separator: ", "))")
      }
      lines.append("    \(failure.file)")
    }
    for item in classes where item.duplicates > 0 {
      lines.append("  \(item.kind) \(item.coordinator): \(item.duplicates) more hit\(item.duplicates == 1 ? "" : "s") not shrunk (cases \(Self.list(item.duplicateCases)))")
    }
    lines.append("exit \(exitCode)")
    return lines.joined(separator: "\n")
  }

  static func list(_ cases: [UInt64]) -> String {
    cases.count <= 8 ? cases.map(String.init).joined(separator: ", ") : cases.prefix(8).map(String.init).joined(separator: ", ") + ", …"
  }
}
