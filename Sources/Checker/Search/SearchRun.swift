// One search in this process, case 0, 1, 2, … until a coordinator fails: what `nestedcheck-bench search`
// measures (cases and seconds to the first failure, random vs guided vs targeted) and what the hard-mutant
// tests run. The fuzz command runs the same `GuidedSearch` inside its worker processes.

import Coordinators
import Foundation
import Generators
import ScrollSim

/// The first failure a search found.
public struct SearchFailure: Sendable {
  /// Cases run up to and including the failing one.
  public var cases: Int
  /// The violation the failing case showed first.
  public var violation: Violation
  /// The failing case, as generated or mutated.
  public var generated: GeneratedCase
}

/// What one in-process search did.
public struct SearchOutcome: Sendable {
  /// The first failure, or `nil` when the search found none within its cases.
  public var failure: SearchFailure?
  /// Cases run, the failing one included.
  public var casesRun: Int
  /// Frames simulated over all those cases.
  public var frames: Int
  /// Wall-clock seconds the search took (a `ContinuousClock`).
  public var seconds: Double
  /// Cases in the corpus when the search stopped.
  public var corpusCount: Int
  /// Corpus additions by reason (`CorpusReason.allCases` order), and (feature, bucket) pairs reached.
  public var additions: [Int]
  /// (Feature, bucket) pairs reached over all coordinators.
  public var featureCount: Int
  /// Targeted: the closest distance reached to each measured invariant (`NearMisses.measured` order).
  public var closest: [Double] = []
  /// The share of the cases run that were random's own (1 for a random search).
  public var freshShare: Double = 1
}

/// Runs a search in this process until its first failure or its case budget (the search benchmarks and tests).
@MainActor
public enum SearchRun {
  /// What a random fuzz worker tracks on every run (coverage of interesting states), so that random's seconds here
  /// compare with a guided search's as they would in a fuzz worker.
  static let randomOptions = RunOptions(trackCoverage: true)

  /// Runs cases `0..<limit` of `settings`' search against `entry` until it fails (or `seconds` of wall time pass).
  public static func firstFailure(
    of entry: CoordinatorEntry, settings: SearchSettings, limit: Int, seconds: Double? = nil
  ) -> SearchOutcome {
    var settings = settings
    settings.profile = settings.profile.drawing(entry.appEvents.map(\.shape))
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = seconds.map { start + .milliseconds(Int64($0 * 1000)) }
    let search = settings.mode == .random ? nil : GuidedSearch(settings: settings, coordinators: [entry])
    var frames = 0
    var caseIndex = 0
    var failure: SearchFailure?
    while caseIndex < limit {
      if let deadline, caseIndex % 16 == 0, clock.now >= deadline { break }
      let generated: GeneratedCase
      let result: RunResult
      if let search {
        generated = search.next(caseIndex: UInt64(caseIndex)).0
        result = search.run(generated, caseIndex: UInt64(caseIndex))[0]
        search.record(caseIndex: UInt64(caseIndex), generated: generated, results: [result])
      } else {
        generated = generateCase(
          seed: deriveSeed(runSeed: settings.seed, caseIndex: UInt64(caseIndex)), profile: settings.profile,
          maxSteps: settings.maxSteps, template: settings.template)
        result = Runner.run(
          entry, world: Runner.normalized(generated.world, for: entry), steps: Runner.playable(generated.steps, for: entry),
          options: Self.randomOptions)
      }
      frames += result.frames
      caseIndex += 1
      if let violation = result.verdict.violation {
        failure = SearchFailure(cases: caseIndex, violation: violation, generated: generated)
        break
      }
    }
    let elapsed = clock.now - start
    return SearchOutcome(
      failure: failure, casesRun: caseIndex, frames: frames,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      corpusCount: search?.corpusCount ?? 0, additions: search?.additions ?? [], featureCount: search?.featureCount ?? 0,
      closest: search.map { search in NearMisses.measured.map { search.targetDistance(coordinator: 0, invariant: $0) ?? .infinity } } ?? [],
      freshShare: search.map { Double($0.freshCases) / Double(max(caseIndex, 1)) } ?? 1)
  }
}
