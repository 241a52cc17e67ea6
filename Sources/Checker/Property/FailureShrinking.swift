// Shrinks a failing case to a minimal one that breaks the same invariant.

import Coordinators
import ScrollSim
import Shrinkers

/// A failing case, before and after shrinking, with the shrinker's accounting.
public struct ShrunkFailure: Sendable {
  public var coordinator: String
  public var violation: Violation
  public var original: Scenario
  public var shrunk: Scenario
  public var shrunkViolation: Violation
  /// Replays the shrinker spent (oracle calls), and the per-pass report.
  public var replays: Int
  public var shrinkReport: String
}

@MainActor
public enum FailureShrinking {
  /// Shrinks `steps` on `world` while `entry` still breaks `violation.invariant` (DESIGN.md §6: same invariant).
  ///
  /// The oracle is the deterministic simulation itself, so the shrink is deterministic too.
  public static func shrink(
    _ entry: CoordinatorEntry, world: WorldConfig, steps: [Step], violation: Violation,
    invariants: InvariantSet = .all, maxReplays: Int = 5_000
  ) -> (candidate: ShrinkCandidate, violation: Violation, replays: Int, report: String) {
    let target = violation.invariant
    let options = RunOptions(invariants: invariants)
    let shrinker = Shrinker(
      oracle: { candidate in
        Runner.run(entry, world: candidate.world, steps: candidate.steps, options: options).verdict.violation?.invariant == target
      }, maxReplays: maxReplays)
    let result = shrinker.shrink(ShrinkCandidate(world: Runner.normalized(world, for: entry), steps: steps))
    let final = Runner.run(entry, world: result.candidate.world, steps: result.candidate.steps, options: options)
    return (result.candidate, final.verdict.violation ?? violation, result.replays, result.report)
  }

  /// The scenario file for a failure: self-contained, with where it came from.
  nonisolated public static func scenario(
    coordinator: String, world: WorldConfig, steps: [Step], violation: Violation, origin: CaseOrigin?, shrunk: Bool
  ) -> Scenario {
    var scenario = Scenario(coordinator: coordinator, world: world, steps: steps)
    scenario.expect = [coordinator: violation.invariant.rawValue]
    scenario.found = FailureOrigin(
      invariant: violation.invariant.rawValue, frame: violation.frame, stepIndex: violation.stepIndex,
      message: violation.message, seed: origin?.runSeed, caseIndex: origin?.caseIndex, profile: origin?.profile,
      shrunk: shrunk, search: origin?.search)
    return scenario
  }
}

/// Which generated case a failure came from.
public struct CaseOrigin: Hashable, Sendable {
  public var runSeed: UInt64
  public var caseIndex: UInt64
  public var profile: String
  /// The search that mutated the case out of its corpus ("guided", "targeted"); nil for a generated case.
  public var search: String?
  public init(runSeed: UInt64, caseIndex: UInt64, profile: String, search: String? = nil) {
    self.runSeed = runSeed
    self.caseIndex = caseIndex
    self.profile = profile
    self.search = search
  }
}
