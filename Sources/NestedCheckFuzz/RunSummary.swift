// `summary.json`: what a fuzz run did and found, for CI dashboards and for comparing runs.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation
import ScrollSim

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

  /// One distinct bug: a coordinator's bug signature, its witness, how often and how badly it was hit.
  public struct Bug: Codable, Hashable, Sendable {
    /// The bug signature (Checker/BugSignature.swift), or `crash(SIGILL)` / `hang`.
    public var signature: String
    /// The broken invariant's name, `crash` or `hang`.
    public var invariant: String
    public var coordinator: String
    /// The witness file's severity in points (the shrunk file's, or the original's when not shrunk); `nil` for a
    /// crash or hang.
    public var severity: Double?
    /// The worst severity any hit reached, and the case that reached it.
    public var worstSeverity: Double?
    public var worstCase: UInt64?
    /// The severity band (`sub-pixel`, `small`, `visible`, `severe`, `decision`) and the view concerned.
    public var band: String?
    public var view: String?
    public var hits: Int
    /// The lowest case that hit it: the witness's case.
    public var firstCase: UInt64
    /// The file kept for the bug (shrunk when `shrunk`), the original case's file, and the simplest witness of the
    /// invariant when it differs from the witness.
    public var witness: String
    public var original: String
    public var simplest: String?
    public var shrunk: Bool
    public var message: String
    /// The root-cause group it belongs to (`groups`): a cause's `rc-…`, or the signature itself when no location.
    public var group: String?
  }

  /// One root cause (NestedCheckFuzz/RootCauseGroup.swift): what in the code under test produced these signatures.
  public struct Group: Codable, Hashable, Sendable {
    /// `rc-` and 12 hex digits, stable across runs and machines; or the signature, for a failure with no location.
    public var id: String
    public var coordinator: String
    /// `write`, `decision`, `missing-write`, or `none` (no location: grouped by signature).
    public var kind: String
    /// The cause in words, its kind of view, the code-under-test functions of its site (innermost first), where to look
    /// (`file:line`; not part of the identifier), and the callbacks involved.
    public var cause: String
    public var view: String?
    public var site: [String]
    public var location: String?
    public var callbacks: [String]
    /// `false` when this build could capture no call stack: the site is then the callback alone.
    public var fromStack: Bool?
    /// The invariants and signatures it produced, worst first, with their hits together.
    public var invariants: [String]
    public var signatures: [String]
    public var hits: Int
    /// The worst band and severity any of its signatures reached.
    public var worstBand: String?
    public var worstSeverity: Double?
    /// The group's witness: one of its signatures' kept scenarios, chosen for severity, then simplicity.
    public var witness: String
    public var witnessSignature: String
    public var shrunk: Bool
    /// Against `--baseline`: `new`, `still-there`, `regrouped` (a signature that moved between a group with no
    /// location and a located one), or (in `goneGroups`) `gone` or `regrouped`; absent without a baseline.
    public var status: String?
    /// Against `--baseline`: the identifier the baseline had for this group when the optimizer named its site with a
    /// frame more or fewer, or, regrouped, the baseline group that held its signature (BaselineComparison.swift).
    public var baselineId: String?
    /// In `goneGroups`, regrouped: the group of this run that holds its signature now.
    public var regroupedInto: String?
  }

  /// Hits of a signature `--ignore` named: counted, never shrunk, never in the exit code.
  public struct IgnoredBug: Codable, Hashable, Sendable {
    public var signature: String
    public var coordinator: String
    public var hits: Int
    public var firstCase: UInt64
    /// The baseline's group this signature was ignored as, when this build names its cause by another identifier
    /// (`--ignore rc-…` with `--baseline`; IgnoredAcrossBuilds.swift).
    public var ignoredAs: String?
  }

  /// One kind (an invariant, a crash signal, a hang) of one coordinator: every hit of every signature of it, how
  /// many signatures were shrunk, and the hits beyond their witnesses.
  public struct FailureClassSummary: Codable, Hashable, Sendable {
    public var kind: String
    public var coordinator: String
    public var hits: Int
    public var shrunk: Int
    public var duplicates: Int
    /// The lowest duplicate case indices (at most `FailureLedger.listedCasesLimit`).
    public var duplicateCases: [UInt64]
  }

  /// A rule switched off for a coordinator, with the reason given.
  public struct DisabledRule: Codable, Hashable, Sendable {
    public var coordinator: String
    /// The rule's name: a built-in invariant's or the coordinator's own.
    public var invariant: String
    public var reason: String?

    /// `invariant` switched off for `coordinator` because of `reason`.
    public init(coordinator: String, invariant: String, reason: String?) {
      self.coordinator = coordinator
      self.invariant = invariant
      self.reason = reason
    }
  }

  /// A coordinator's `sometimes` rule (a coverage goal) and the first case a worker saw reach it; never reached (no
  /// case), it is a failure of the run.
  public struct Goal: Codable, Hashable, Sendable {
    public var coordinator: String
    public var rule: String
    public var reached: Bool
    public var firstCase: UInt64?
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
  /// Runs that reached each interesting state (docs/invariants.md, coverage of interesting states), by name.
  public var coverage: [String: Int]
  /// The `handoff` report per coordinator: momentum and drags crossing the outer/list boundary (docs/findings.md, Handoffs).
  /// Optional so a summary written before it decodes.
  public var handoffs: [String: HandoffReport]?
  /// Whether SIGINT or SIGTERM stopped the run early.
  public var interrupted: Bool
  /// One entry per distinct bug (kept for older readers; `bugs` has the severities).
  public var failures: [Failure]
  /// Distinct signatures, group by group (groups worst first, then each group's signatures worst first).
  public var bugs: [Bug]
  /// Root causes, worst first: what to act on (one entry per cause, its signatures underneath). Optional so that a
  /// summary written before causes decodes.
  public var groups: [Group]?
  /// The page template every case lay inside (the coordinators' own, narrowed by `--template`); absent when none.
  public var template: PageTemplate?
  /// With `--baseline`: the baseline's groups not seen in this run (`status` "gone", or "regrouped" when this run holds
  /// the signature of one that had no location in another group), and the baseline's path.
  public var goneGroups: [Group]?
  public var baseline: String?
  public var ignored: [IgnoredBug]
  public var classes: [FailureClassSummary]
  /// Every scenario file the run left in the output folder.
  public var files: [String]
  public var exitCode: Int32
  /// Cases completed over the run's time, sampled about once a second (thinned to at most a few hundred samples).
  public var progress: [ThroughputSamples.Sample]?
  /// The rules switched off, per coordinator, with their reasons (absent when none: older summaries lack it too).
  public var disabled: [DisabledRule]?
  /// The coordinators' `sometimes` rules and whether some case reached them (absent when none declares one).
  public var goals: [Goal]?
  /// The `sometimes` rules no case reached: each fails the run (unless it was cut short) with no failing case to show.
  public var unreachedGoals: [Goal] { (goals ?? []).filter { !$0.reached } }

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
    if bugs.isEmpty {
      lines.append("  no failures")
    }
    if let groups, !groups.isEmpty {
      lines.append("root causes, worst first: \(groups.count) (\(bugs.count) signature\(bugs.count == 1 ? "" : "s"))")
      for group in groups {
        let status = group.statusLabel.map { "[\($0)] " } ?? ""
        let worst = group.worstSeverity.map { fmt2($0) + " pt" } ?? "-"
        lines.append(
          "  " + (group.worstBand ?? group.invariants.first ?? "").padding(toLength: 10, withPad: " ", startingAt: 0)
            + " " + worst.leftPadded(10) + " " + String(group.hits).leftPadded(8) + "  \(status)\(group.coordinator)  \(group.id)")
        lines.append("      \(group.cause)")
        for signature in group.signatures { lines.append("        \(signature)") }
        lines.append("      witness \(group.witness)\(group.shrunk ? "" : " (not shrunk)")")
      }
    }
    for group in goneGroups ?? [] {
      lines.append("  [\(group.statusLabel ?? "gone")] \(group.coordinator)  \(group.id)  \(group.cause)")
    }
    if !bugs.isEmpty {
      lines.append("distinct bugs, worst first: \(bugs.count)")
      lines.append("  " + "band".padding(toLength: 10, withPad: " ", startingAt: 0) + "witness".leftPadded(11)
        + "worst".leftPadded(11) + "hits".leftPadded(9) + "first".leftPadded(9) + "  coordinator  signature")
      for bug in bugs {
        let points = { (value: Double?) in value.map { fmt2($0) + " pt" } ?? "-" }
        lines.append(
          "  " + (bug.band ?? bug.invariant).padding(toLength: 10, withPad: " ", startingAt: 0)
            + " " + points(bug.severity).leftPadded(10) + " " + points(bug.worstSeverity).leftPadded(10)
            + " " + String(bug.hits).leftPadded(8) + " " + String(bug.firstCase).leftPadded(8)
            + "  \(bug.coordinator)  \(bug.signature)")
        lines.append("      \(bug.witness)\(bug.shrunk ? "" : " (not shrunk)")")
        if let ruledOut = failures.first(where: { $0.file == bug.witness })?.ruledOutKnobs, !ruledOut.isEmpty {
          lines.append("      needs a UIKit the evidence rules out: \(ruledOut.joined(separator: ", "))")
        }
        if let simplest = bug.simplest { lines.append("      \(simplest) (simplest witness of \(bug.invariant))") }
      }
    }
    for goal in unreachedGoals {
      lines.append("  never reached \(goal.coordinator) \(goal.rule) (a sometimes rule) in \(cases) cases")
    }
    for rule in disabled ?? [] {
      lines.append("  disabled \(rule.coordinator) \(rule.invariant)" + (rule.reason.map { ": \($0)" } ?? " (no reason given)"))
    }
    for item in ignored {
      lines.append(
        "  ignored \(item.coordinator) \(item.signature): \(item.hits) hit\(item.hits == 1 ? "" : "s") (first case \(item.firstCase))"
          + (item.ignoredAs.map { ", as \($0) of the baseline" } ?? ""))
    }
    lines.append("exit \(exitCode)")
    return lines.joined(separator: "\n")
  }

  static func list(_ cases: [UInt64]) -> String {
    cases.count <= 8 ? cases.map(String.init).joined(separator: ", ") : cases.prefix(8).map(String.init).joined(separator: ", ") + ", …"
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
#endif
