// Shrinks a failing case to a minimal one that fails the same way: the same bug signature, so the
// same severity band; then, separately, to the simplest case that breaks the invariant at all.
//
// Why two: the invariant alone is a weak oracle. A 400 pt wipe of a scrolled list and a one-pixel
// rebound both break no-unexplained-jump, and greedy shrinking under "same invariant" slides from the
// first to the second, so the report reads "cosmetic". Under "same signature" every adopted
// candidate keeps the view, the direction, the step kind, the mechanism and the band: a severe jump
// shrinks to a shorter severe jump. The simplest witness of the invariant is still worth having (it
// is the shortest way to see the invariant break), so it is kept too, labelled as such, when it
// differs. Each result is 1-minimal relative to its own oracle (Shrinkers/Shrinker.swift).

import Coordinators
import ScrollSim
import Shrinkers

/// A failing case, before and after shrinking, with the shrinker's accounting.
public struct ShrunkFailure: Sendable {
  /// The name of the coordinator that failed.
  public var coordinator: String
  /// The violation shrunk for (its signature is the oracle's).
  public var violation: Violation
  /// The failing case as generated.
  public var original: Scenario
  /// The witness: the simplest case found with the same signature (band included).
  public var shrunk: Scenario
  /// The violation the shrunk case shows: the same bug signature as the original's.
  public var shrunkViolation: Violation
  /// Replays the shrinker spent (oracle calls), and the per-pass report.
  public var replays: Int
  /// What the shrinker did, for the failure message.
  public var shrinkReport: String
  /// The simplest case found that breaks the invariant at all, when simpler than `shrunk` (else `nil`).
  public var simplest: Scenario?
  /// The violation of the simplest case breaking the invariant at all, when that case is simpler than the witness.
  public var simplestViolation: Violation?
  /// Replays spent on `simplest`, from `shrunk`.
  public var simplestReplays: Int = 0
}

/// What one shrink gave.
public struct ShrinkOutput: Sendable {
  /// The shrunk case.
  public var candidate: ShrinkCandidate
  /// The violation the oracle looked for, as the shrunk case shows it.
  public var violation: Violation
  /// The shrunk case's first violation (its verdict, what an `expect` map records).
  public var verdict: Violation
  /// How many candidates were replayed.
  public var replays: Int
  /// What the shrinker did, pass by pass.
  public var report: String
}

/// Shrinking a failing case against a replay of it, to the same bug signature and to the simplest case of its invariant.
@MainActor
public enum FailureShrinking {
  /// The first violation in `result` that the oracle for `target` accepts: the same signature.
  static func witness(of target: BugSignature, in result: RunResult) -> Violation? {
    result.violations.first { $0.signature == target }
  }

  /// The first violation of `invariant` in `result`.
  static func witness(of invariant: InvariantID, in result: RunResult) -> Violation? {
    result.violations.first { $0.invariant == invariant }
  }

  /// Shrinks `steps` on `world` while `entry` still shows `violation`'s signature (invariant, view, direction, step
  /// kind, mechanism and severity band) at some frame.
  ///
  /// The oracle is the deterministic simulation itself, so the shrink is deterministic too. Each replay stops as soon
  /// as the signature is seen.
  ///
  /// With `cause` (a root cause that names code under test), a candidate must also keep it: a candidate that shows the
  /// signature is replayed once more with the cause recorder (Cause/CauseAttribution.swift), so the cost falls only on
  /// candidates that already pass the cheaper test, and a witness never drifts to another line of code that happens
  /// to break the rule the same way.
  ///
  /// With `template`, every candidate stays inside it (`Shrinker`'s gate clamps one that would leave it).
  public static func shrink(
    _ entry: CoordinatorEntry, world: WorldConfig, steps: [Step], violation: Violation,
    invariants: InvariantSet = .all, maxReplays: Int = 5_000, cause: RootCause? = nil, template: PageTemplate? = nil
  ) -> ShrinkOutput {
    let target = violation.signature
    let keepsCause: ((ShrinkCandidate, Violation) -> Bool)? = cause.flatMap { cause in
      guard cause.isLocated else { return nil }
      return { candidate, seen in
        RootCauses.attribute(
          entry, world: candidate.world, steps: candidate.steps, violation: seen, options: RunOptions(invariants: invariants)
        ).id == cause.id
      }
    }
    return shrink(
      entry, world: world, steps: steps, invariants: invariants, stopRule: .signature(target), maxReplays: maxReplays,
      fallback: violation, keeps: keepsCause, template: template
    ) { witness(of: target, in: $0) }
  }

  /// Shrinks `steps` on `world` while `entry` breaks `invariant` at some frame, in any way: the simplest witness of
  /// the invariant, whatever its severity; inside `template`, when given.
  public static func shrinkToInvariant(
    _ entry: CoordinatorEntry, world: WorldConfig, steps: [Step], violation: Violation,
    invariants: InvariantSet = .all, maxReplays: Int = 5_000, template: PageTemplate? = nil
  ) -> ShrinkOutput {
    let invariant = violation.invariant
    return shrink(
      entry, world: world, steps: steps, invariants: invariants, stopRule: .invariant(invariant), maxReplays: maxReplays,
      fallback: violation, template: template
    ) { witness(of: invariant, in: $0) }
  }

  static func shrink(
    _ entry: CoordinatorEntry, world: WorldConfig, steps: [Step], invariants: InvariantSet, stopRule: StopRule,
    maxReplays: Int, fallback: Violation, keeps: ((ShrinkCandidate, Violation) -> Bool)? = nil,
    template: PageTemplate? = nil, found: @escaping (RunResult) -> Violation?
  ) -> ShrinkOutput {
    let oracleOptions = RunOptions(invariants: invariants, stopRule: stopRule)
    let shrinker = Shrinker(
      oracle: { candidate in
        guard let seen = found(Runner.run(entry, world: candidate.world, steps: candidate.steps, options: oracleOptions))
        else { return false }
        return keeps?(candidate, seen) ?? true
      }, maxReplays: maxReplays, template: template, appEvents: entry.appEvents.map(\.shape))
    let result = shrinker.shrink(ShrinkCandidate(world: Runner.normalized(world, for: entry), steps: steps))
    // Replayed in full: the saved file's verdict is its first violation, wherever the target sits.
    let final = Runner.run(entry, world: result.candidate.world, steps: result.candidate.steps, options: RunOptions(invariants: invariants))
    let violation = found(final) ?? fallback
    return ShrinkOutput(
      candidate: result.candidate, violation: violation, verdict: final.verdict.violation ?? violation,
      replays: result.replays, report: result.report)
  }

  /// The scenario file for a failure: self-contained, with where it came from. `violation` is the one the file is a
  /// witness of (its signature and severity go to `found`); `verdict` is the run's first violation (what `expect`
  /// records: a replay's verdict), the same unless another bug shows earlier in the case.
  nonisolated public static func scenario(
    coordinator: String, world: WorldConfig, steps: [Step], violation: Violation, verdict: Violation? = nil,
    origin: CaseOrigin?, shrunk: Bool, witness: WitnessKind? = nil, disabled: [DisabledInvariant] = []
  ) -> Scenario {
    var scenario = Scenario(coordinator: coordinator, world: world, steps: steps)
    scenario.disabledInvariants = disabled
    scenario.expect = [coordinator: (verdict ?? violation).invariant.rawValue]
    scenario.found = FailureOrigin(
      invariant: violation.invariant.rawValue, frame: violation.frame, stepIndex: violation.stepIndex,
      message: violation.message, seed: origin?.runSeed, caseIndex: origin?.caseIndex, profile: origin?.profile,
      shrunk: shrunk, search: origin?.search)
    scenario.found?.describe(violation)
    scenario.found?.witness = witness
    return scenario
  }
}

/// Which oracle a shrunk file answers to.
public enum WitnessKind: String, Codable, Hashable, Sendable {
  /// The same bug signature and severity band as the failure found: the witness of that bug.
  case signature
  /// Any break of the invariant: the simplest way to see it break, perhaps milder than the bug found.
  case simplestOfInvariant = "simplest-of-invariant"
}

/// Which generated case a failure came from.
public struct CaseOrigin: Hashable, Sendable {
  /// The seed of the run the case belongs to.
  public var runSeed: UInt64
  /// The case's index in that run.
  public var caseIndex: UInt64
  /// The generator profile's name.
  public var profile: String
  /// The search that mutated the case out of its corpus ("guided", "targeted"); nil for a generated case.
  public var search: String?
  /// Where a case came from: run seed, case index, profile, and the search mode that made it, if any.
  public init(runSeed: UInt64, caseIndex: UInt64, profile: String, search: String? = nil) {
    self.runSeed = runSeed
    self.caseIndex = caseIndex
    self.profile = profile
    self.search = search
  }
}
