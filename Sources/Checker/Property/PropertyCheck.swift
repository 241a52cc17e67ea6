// The property API behind `swift test` and `nestedcheck fuzz`: N generated cases from a
// seed against one coordinator, every frame checked, the first failure shrunk.

import Coordinators
import Generators
import ScrollSim
import Shrinkers

/// How a property check runs.
public struct PropertyConfiguration: Sendable {
  /// Cases to generate.
  public var cases: Int = 200
  /// The run seed; case i uses `deriveSeed(runSeed:caseIndex:)`, so any case regenerates alone.
  public var seed: UInt64 = PropertyConfiguration.defaultSeed
  /// The generator profile the cases are drawn from.
  public var profile: GeneratorProfile = .default
  /// Upper bound on steps per case.
  public var maxSteps: Int = 60
  /// The invariants checked.
  public var invariants: InvariantSet = .all
  /// Replay budget for shrinking a failure.
  public var maxShrinkReplays: Int = 5_000
  /// Failing cases (breaking the same invariant) to shrink before keeping the simplest result: greedy shrinking
  /// reaches a local minimum that depends on the starting case, so a few starting points give a shorter repro.
  public var failuresToShrink: Int = 3
  /// How many more cases to generate, after the first failure, looking for further starting points.
  public var casesAfterFirstFailure: Int = 60
  /// A wall-clock budget in seconds: when set, cases run until it is spent instead of stopping at `cases`
  /// (a nightly `swift test`). Each case is still the seed's case of its index, so any failure replays exactly.
  public var timeBudget: Double?
  /// A page template narrowing the entry's own (`CoordinatorEntry.template`); the cases are drawn inside both, and
  /// shrunk inside both. `nil`: the entry's alone.
  public var template: PageTemplate?

  /// The fixed seed tests use unless `NESTEDCHECK_SEED` overrides it.
  public static let defaultSeed: UInt64 = 0x5EED_2026

  /// A configuration of `cases` cases of at most `maxSteps` steps from `profile`, from `seed` (or the default seed).
  public init(cases: Int = 200, seed: UInt64? = nil, profile: GeneratorProfile = .default, maxSteps: Int = 60) {
    self.cases = cases
    self.seed = seed ?? PropertyConfiguration.defaultSeed
    self.profile = profile
    self.maxSteps = maxSteps
  }
}

/// What a property check found.
///
/// Assert what matters rather than how many cases ran: `NESTEDCHECK_CASES`, `NESTEDCHECK_DURATION` and
/// `NESTEDCHECK_REPLAY` change the case count on purpose. `passed` says whether anything broke, `invariantsChecked`
/// which rules were on, and `reached(_:)` whether a situation ever came up.
public struct PropertyReport: Sendable {
  /// Where the cases came from.
  public enum Source: Hashable, Sendable {
    /// Generated from the seed (a case count, or a time budget).
    case generated
    /// One scenario file replayed in place of the generated cases (`NESTEDCHECK_REPLAY`).
    case replayed(path: String)
  }

  /// The name of the coordinator checked.
  public var coordinator: String
  /// The run's seed: with the same cases and profile it reproduces the run.
  public var seed: UInt64
  /// Whether the cases were generated or replayed from a file.
  public var source: Source = .generated
  /// The invariants judged: the check's set, less the opt-in ones the coordinator does not claim.
  public var invariantsChecked: InvariantSet = .all
  /// Everything the check recorded as a failure, one line each (an invariant broken, a replay that failed, a state
  /// the check was asked to reach and never did). Empty when it passed.
  public var problems: [String] = []
  /// How many cases ran (the environment may change it: assert `passed`, not this).
  public var casesRun: Int
  /// How many frames they played.
  public var frames: Int
  /// How many cases reached each interesting state.
  public var coverage: CoverageCounts
  /// Every handoff measured over the cases run (before the first failure).
  public var handoffs = HandoffReport()
  /// The first failure, shrunk; `nil` when every case held.
  public var failure: ShrunkFailure?
  /// The page template the cases were drawn inside (the entry's, narrowed by the check's); `nil`: none.
  public var template: PageTemplate?
  /// Index of the case whose shrink was kept.
  public var failingCase: UInt64?
  /// Index of the first failing case (cases to first failure = this + 1).
  public var firstFailingCase: UInt64?
  /// The entry's `sometimes` rules some case reached, by name (cases before the first failure).
  public var reachedGoals: Set<String> = []
  /// The rules switched off for the entry, with their reasons: listed so "not checked" never reads as "held".
  public var disabled: [DisabledInvariant] = []

  /// A report of a check of `coordinator` from `seed`.
  public init(coordinator: String, seed: UInt64, casesRun: Int = 0, frames: Int = 0, coverage: CoverageCounts = CoverageCounts()) {
    self.coordinator = coordinator
    self.seed = seed
    self.casesRun = casesRun
    self.frames = frames
    self.coverage = coverage
  }

  /// Whether the check recorded nothing: every invariant held, and every state it had to reach was reached.
  public var passed: Bool { failure == nil && problems.isEmpty }

  /// Whether some case reached `state` (always `false` for a replay, which tracks no coverage).
  public func reached(_ state: InterestingState) -> Bool { coverage.count(state) > 0 }

  /// The `sometimes` rules of `entry` (those on) that no case reached: each a "never reached" failure of the check.
  public func unreachedGoals(of entry: CoordinatorEntry) -> [UserInvariant] {
    entry.activeUserInvariants.filter { $0.kind == .sometimes && !reachedGoals.contains($0.name) }
  }
}

extension PropertyReport: CustomStringConvertible {
  /// One line, as a failed `#expect(report.passed)` shows it: the verdict, the cases and the first problem.
  public var description: String {
    let cases: String
    switch source {
    case .generated: cases = "\(casesRun) cases of seed 0x\(String(seed, radix: 16))"
    case .replayed(let path): cases = "a replay of \(path)"
    }
    guard let first = problems.first ?? failure.map({ "broke \($0.shrunkViolation.signature)" }) else {
      return "\(coordinator): passed, \(cases)"
    }
    let headline = first.split(separator: "\n").first.map(String.init) ?? first
    let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
    return "\(coordinator): failed, \(cases): \(headline)\(more)"
  }
}

/// The property check behind `checkNestedScrolling`: generate cases, run each, shrink the first failures.
@MainActor
public enum PropertyCheck {
  /// The generated case `index` of the run, on the world `entry` supports, inside `template` (the check's
  /// `pageTemplate(narrowedBy:)`, worked out once per run).
  nonisolated public static func generatedCase(
    index: UInt64, configuration: PropertyConfiguration, for entry: CoordinatorEntry, template: PageTemplate? = nil
  ) -> GeneratedCase {
    var generated = generateCase(
      seed: deriveSeed(runSeed: configuration.seed, caseIndex: index),
      profile: configuration.profile.drawing(entry.appEvents.map(\.shape)), maxSteps: configuration.maxSteps, template: template)
    generated.world = Runner.normalized(generated.world, for: entry)
    generated.steps = Runner.playable(generated.steps, for: entry)
    return generated
  }

  /// Runs `configuration.cases` cases against `entry`; on failure, shrinks up to `failuresToShrink` failing cases that
  /// show the first failure's signature (found within `casesAfterFirstFailure` more cases), keeps the simplest witness,
  /// and shrinks that once more to the simplest case breaking the invariant at all (FailureShrinking.swift).
  ///
  /// A template no page meets (the entry's and the configuration's together) runs no case: the report's problem names
  /// each reason.
  public static func run(_ entry: CoordinatorEntry, configuration: PropertyConfiguration) -> PropertyReport {
    var report = PropertyReport(coordinator: entry.name, seed: configuration.seed)
    report.invariantsChecked = Runner.judged(configuration.invariants, for: entry)
    report.disabled = entry.disabledInvariants
    let template: PageTemplate?
    do {
      template = try entry.pageTemplate(narrowedBy: configuration.template)
    } catch {
      report.problems.append("\(entry.name): \(error)")
      return report
    }
    report.template = template
    var options = RunOptions(invariants: configuration.invariants, trackCoverage: true)
    options.trackHandoffs = true
    var failing: [(index: UInt64, generated: GeneratedCase, violation: Violation)] = []
    var index: UInt64 = 0
    let caseLimit = configuration.timeBudget == nil ? UInt64(max(configuration.cases, 0)) : UInt64.max
    let clock = ContinuousClock()
    let deadline = configuration.timeBudget.map { clock.now + .milliseconds(Int64(min(max($0, 0), DurationText.maximumSeconds) * 1000)) }
    while index < caseLimit {
      // The clock is read every 16 cases: often enough to stop on time, rarely enough to cost nothing.
      if let deadline, failing.isEmpty, index % 16 == 0, clock.now >= deadline { break }
      if let first = failing.first {
        if failing.count >= configuration.failuresToShrink { break }
        if index > first.index + UInt64(configuration.casesAfterFirstFailure) { break }
      }
      let generated = generatedCase(index: index, configuration: configuration, for: entry, template: template)
      let result = Runner.run(entry, world: generated.world, steps: generated.steps, options: options)
      if failing.isEmpty {
        report.casesRun += 1
        report.frames += result.frames
        report.coverage.add(result.coverage)
        report.handoffs.add(result.handoffs)
        report.reachedGoals.formUnion(result.reachedGoals)
        if let violation = result.verdict.violation { failing.append((index, generated, violation)) }
      } else if let same = result.violations.first(where: { $0.signature == failing[0].violation.signature }) {
        failing.append((index, generated, same))
      }
      index += 1
    }
    guard let first = failing.first else { return report }
    let shrunk = failing.map { candidate in
      shrinkWitness(
        entry, generated: candidate.generated, violation: candidate.violation,
        origin: CaseOrigin(runSeed: configuration.seed, caseIndex: candidate.index, profile: configuration.profile.name),
        invariants: configuration.invariants, maxReplays: configuration.maxShrinkReplays, template: template)
    }
    // The simplest by the shrinker's own order; on a tie the earliest case, as `min` keeps the first.
    let best = shrunk.min { isSimpler(ShrinkCandidate(world: $0.shrunk.world, steps: $0.shrunk.steps),
                                      ShrinkCandidate(world: $1.shrunk.world, steps: $1.shrunk.steps)) }
    report.failure = best.map { witness in
      // The simplest witness of the invariant, shrunk from every failing case as before signatures existed (greedy
      // shrinking's local minimum depends on where it starts); the simplest of them is kept.
      let simplest = shrunk.map {
        addSimplest(
          to: $0, entry: entry, invariants: configuration.invariants, maxReplays: configuration.maxShrinkReplays,
          template: template)
      }
      var failure = witness
      let candidates = simplest.map { ($0.simplest ?? $0.shrunk, $0.simplestViolation ?? $0.shrunkViolation, $0.simplestReplays) }
      let simplestCase = candidates.min { a, b in
        isSimpler(ShrinkCandidate(world: a.0.world, steps: a.0.steps), ShrinkCandidate(world: b.0.world, steps: b.0.steps))
      }!
      failure.simplestReplays = simplest.reduce(0) { $0 + $1.simplestReplays }
      // Kept only when simpler than the witness, which is itself a witness of the invariant.
      if isSimpler(
        ShrinkCandidate(world: simplestCase.0.world, steps: simplestCase.0.steps),
        ShrinkCandidate(world: witness.shrunk.world, steps: witness.shrunk.steps))
      {
        failure.simplest = simplestCase.0
        failure.simplestViolation = simplestCase.1
      }
      return failure
    }
    report.failingCase = best.flatMap { $0.original.found?.caseIndex } ?? first.index
    report.firstFailingCase = first.index
    return report
  }

  /// Shrinks one failing generated case to the witness of `violation`'s signature, and packages both scenarios; every
  /// candidate stays inside `template`.
  public static func shrinkWitness(
    _ entry: CoordinatorEntry, generated: GeneratedCase, violation: Violation, origin: CaseOrigin,
    invariants: InvariantSet = .all, maxReplays: Int = 5_000, template: PageTemplate? = nil
  ) -> ShrunkFailure {
    let original = FailureShrinking.scenario(
      coordinator: entry.name, world: generated.world, steps: generated.steps, violation: violation, origin: origin,
      shrunk: false, disabled: entry.disabledInvariants)
    let shrunk = FailureShrinking.shrink(
      entry, world: generated.world, steps: generated.steps, violation: violation, invariants: invariants,
      maxReplays: maxReplays, template: template)
    return ShrunkFailure(
      coordinator: entry.name, violation: violation, original: original,
      shrunk: FailureShrinking.scenario(
        coordinator: entry.name, world: shrunk.candidate.world, steps: shrunk.candidate.steps,
        violation: shrunk.violation, verdict: shrunk.verdict, origin: origin, shrunk: true, witness: .signature,
        disabled: entry.disabledInvariants),
      shrunkViolation: shrunk.violation, replays: shrunk.replays, shrinkReport: shrunk.report)
  }

  /// Shrinks the original case of `failure` to the simplest case that breaks its invariant in any way (the witness
  /// the shrinker gave before signatures existed); records it as `simplest` when it differs from the witness. Every
  /// candidate stays inside `template`.
  public static func addSimplest(
    to failure: ShrunkFailure, entry: CoordinatorEntry, invariants: InvariantSet = .all, maxReplays: Int = 5_000,
    template: PageTemplate? = nil
  ) -> ShrunkFailure {
    var failure = failure
    let simplest = FailureShrinking.shrinkToInvariant(
      entry, world: failure.original.world, steps: failure.original.steps, violation: failure.violation,
      invariants: invariants, maxReplays: maxReplays, template: template)
    failure.simplestReplays = simplest.replays
    guard isSimpler(simplest.candidate, ShrinkCandidate(world: failure.shrunk.world, steps: failure.shrunk.steps)) else {
      return failure
    }
    let origin = failure.original.found.flatMap { found in
      found.seed.map { CaseOrigin(runSeed: $0, caseIndex: found.caseIndex ?? 0, profile: found.profile ?? "") }
    }
    failure.simplest = FailureShrinking.scenario(
      coordinator: entry.name, world: simplest.candidate.world, steps: simplest.candidate.steps,
      violation: simplest.violation, verdict: simplest.verdict, origin: origin, shrunk: true,
      witness: .simplestOfInvariant, disabled: entry.disabledInvariants)
    failure.simplestViolation = simplest.violation
    return failure
  }

  /// Shrinks one failing generated case: the witness of its signature, then the simplest witness of its invariant,
  /// both inside `template`.
  public static func shrink(
    _ entry: CoordinatorEntry, generated: GeneratedCase, violation: Violation, origin: CaseOrigin,
    invariants: InvariantSet = .all, maxReplays: Int = 5_000, template: PageTemplate? = nil
  ) -> ShrunkFailure {
    addSimplest(
      to: shrinkWitness(
        entry, generated: generated, violation: violation, origin: origin, invariants: invariants, maxReplays: maxReplays,
        template: template),
      entry: entry, invariants: invariants, maxReplays: maxReplays, template: template)
  }
}
