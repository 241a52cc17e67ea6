// The property API behind `swift test` and `nestedcheck fuzz`: N generated cases from a
// seed against one coordinator, every frame checked, the first failure shrunk.

import Coordinators
import Generators
import ScrollSim

/// How a property check runs.
public struct PropertyConfiguration: Sendable {
  /// Cases to generate.
  public var cases: Int = 200
  /// The run seed; case i uses `deriveSeed(runSeed:caseIndex:)`, so any case regenerates alone.
  public var seed: UInt64 = PropertyConfiguration.defaultSeed
  public var profile: GeneratorProfile = .default
  /// Upper bound on steps per case.
  public var maxSteps: Int = 60
  public var invariants: InvariantSet = .all
  /// Replay budget for shrinking a failure.
  public var maxShrinkReplays: Int = 5_000

  /// The fixed seed tests use unless `NESTEDCHECK_SEED` overrides it.
  public static let defaultSeed: UInt64 = 0x5EED_2026

  public init(cases: Int = 200, seed: UInt64? = nil, profile: GeneratorProfile = .default, maxSteps: Int = 60) {
    self.cases = cases
    self.seed = seed ?? PropertyConfiguration.defaultSeed
    self.profile = profile
    self.maxSteps = maxSteps
  }
}

/// What a property check found.
public struct PropertyReport: Sendable {
  public var coordinator: String
  public var seed: UInt64
  public var casesRun: Int
  public var frames: Int
  public var coverage: CoverageCounts
  /// The first failure, shrunk; `nil` when every case held.
  public var failure: ShrunkFailure?
  /// Index of the failing case.
  public var failingCase: UInt64?

  public init(coordinator: String, seed: UInt64, casesRun: Int = 0, frames: Int = 0, coverage: CoverageCounts = CoverageCounts()) {
    self.coordinator = coordinator
    self.seed = seed
    self.casesRun = casesRun
    self.frames = frames
    self.coverage = coverage
  }
}

public enum PropertyCheck {
  /// The generated case `index` of the run, on the world `entry` supports.
  public static func generatedCase(
    index: UInt64, configuration: PropertyConfiguration, for entry: CoordinatorEntry
  ) -> GeneratedCase {
    var generated = generateCase(
      seed: deriveSeed(runSeed: configuration.seed, caseIndex: index), profile: configuration.profile,
      maxSteps: configuration.maxSteps)
    generated.world = Runner.normalized(generated.world, for: entry)
    return generated
  }

  /// Runs `configuration.cases` cases against `entry`, stopping at and shrinking the first failure.
  public static func run(_ entry: CoordinatorEntry, configuration: PropertyConfiguration) -> PropertyReport {
    var report = PropertyReport(coordinator: entry.name, seed: configuration.seed)
    let options = RunOptions(invariants: configuration.invariants, trackCoverage: true)
    for index in 0..<UInt64(max(configuration.cases, 0)) {
      let generated = generatedCase(index: index, configuration: configuration, for: entry)
      let result = Runner.run(entry, world: generated.world, steps: generated.steps, options: options)
      report.casesRun += 1
      report.frames += result.frames
      report.coverage.add(result.coverage)
      if let violation = result.verdict.violation {
        report.failingCase = index
        report.failure = shrink(
          entry, generated: generated, violation: violation,
          origin: CaseOrigin(runSeed: configuration.seed, caseIndex: index, profile: configuration.profile.name),
          invariants: configuration.invariants, maxReplays: configuration.maxShrinkReplays)
        break
      }
    }
    return report
  }

  /// Shrinks one failing generated case and packages both scenarios.
  public static func shrink(
    _ entry: CoordinatorEntry, generated: GeneratedCase, violation: Violation, origin: CaseOrigin,
    invariants: InvariantSet = .all, maxReplays: Int = 5_000
  ) -> ShrunkFailure {
    let original = FailureShrinking.scenario(
      coordinator: entry.name, world: generated.world, steps: generated.steps, violation: violation, origin: origin,
      shrunk: false)
    let shrunk = FailureShrinking.shrink(
      entry, world: generated.world, steps: generated.steps, violation: violation, invariants: invariants,
      maxReplays: maxReplays)
    return ShrunkFailure(
      coordinator: entry.name, violation: violation, original: original,
      shrunk: FailureShrinking.scenario(
        coordinator: entry.name, world: shrunk.candidate.world, steps: shrunk.candidate.steps,
        violation: shrunk.violation, origin: origin, shrunk: true),
      shrunkViolation: shrunk.violation, replays: shrunk.replays, shrinkReport: shrunk.report)
  }
}
