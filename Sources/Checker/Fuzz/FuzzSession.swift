// A fuzz run: cases from a printed seed against one or more coordinators, every frame
// checked, each failure saved before shrinking starts (so a killed run loses nothing),
// then shrunk and saved again.

import Coordinators
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Generators
import ScrollSim

/// What a fuzz run does.
public struct FuzzOptions: Sendable {
  public var coordinators: [CoordinatorEntry]
  public var seed: UInt64
  /// Stop after this many cases (per run), if set.
  public var cases: Int?
  /// Stop after this many seconds of wall-clock time, if set. Only the number of cases depends on it.
  public var duration: Double?
  public var profile: GeneratorProfile = .default
  public var maxSteps: Int = 60
  public var outputDirectory: String = "failures"
  /// Seconds between progress reports.
  public var progressInterval: Double = 2

  public init(coordinators: [CoordinatorEntry], seed: UInt64) {
    self.coordinators = coordinators
    self.seed = seed
  }
}

/// A failure the run found, with where both files were written.
public struct FuzzFailure: Sendable {
  public var failure: ShrunkFailure
  public var caseIndex: UInt64
  public var originalPath: String
  public var shrunkPath: String
}

/// Counters reported while the run goes and at its end.
public struct FuzzProgress: Sendable {
  public var elapsed: Double
  public var cases: Int
  public var runs: Int
  public var frames: Int
  public var failures: Int
  public var coverage: CoverageCounts
  public var casesPerSecond: Double { elapsed > 0 ? Double(cases) / elapsed : 0 }
}

/// Runs a fuzz session. Coordinators that failed stop being fuzzed (one shrunk failure each).
public struct FuzzSession {
  public let options: FuzzOptions

  public init(options: FuzzOptions) { self.options = options }

  public func run(progress: (FuzzProgress) -> Void, found: (FuzzFailure) -> Void) throws -> FuzzProgress {
    try FileManager.default.createDirectory(atPath: options.outputDirectory, withIntermediateDirectories: true)
    let clock = ContinuousClock()
    let start = clock.now
    var lastReport = start
    var active = options.coordinators
    var state = FuzzProgress(elapsed: 0, cases: 0, runs: 0, frames: 0, failures: 0, coverage: CoverageCounts())
    let runOptions = RunOptions(trackCoverage: true)
    var index: UInt64 = 0
    func elapsed() -> Double { seconds(clock.now - start) }
    while !active.isEmpty {
      if let cases = options.cases, state.cases >= cases { break }
      if let duration = options.duration, elapsed() >= duration { break }
      let generated = generateCase(
        seed: deriveSeed(runSeed: options.seed, caseIndex: index), profile: options.profile, maxSteps: options.maxSteps)
      var survivors: [CoordinatorEntry] = []
      for entry in active {
        let world = Runner.normalized(generated.world, for: entry)
        let result = Runner.run(entry, world: world, steps: generated.steps, options: runOptions)
        state.runs += 1
        state.frames += result.frames
        state.coverage.add(result.coverage)
        guard let violation = result.verdict.violation else {
          survivors.append(entry)
          continue
        }
        state.failures += 1
        var sized = generated
        sized.world = world
        found(try save(entry, generated: sized, violation: violation, caseIndex: index))
      }
      active = survivors
      state.cases += 1
      index += 1
      if seconds(clock.now - lastReport) >= options.progressInterval {
        lastReport = clock.now
        state.elapsed = elapsed()
        progress(state)
      }
    }
    state.elapsed = elapsed()
    return state
  }

  /// Writes the original case first, then shrinks and writes the shrunk one.
  func save(_ entry: CoordinatorEntry, generated: GeneratedCase, violation: Violation, caseIndex: UInt64) throws -> FuzzFailure {
    let origin = CaseOrigin(runSeed: options.seed, caseIndex: caseIndex, profile: options.profile.name)
    let stem = "\(options.outputDirectory)/\(entry.name)-\(violation.invariant.rawValue)-s\(options.seed)-c\(caseIndex)"
    let original = FailureShrinking.scenario(
      coordinator: entry.name, world: generated.world, steps: generated.steps, violation: violation, origin: origin,
      shrunk: false)
    try AtomicFile.write(original.encoded(), to: stem + ".original.json")
    let failure = PropertyCheck.shrink(entry, generated: generated, violation: violation, origin: origin)
    try AtomicFile.write(failure.shrunk.encoded(), to: stem + ".shrunk.json")
    return FuzzFailure(failure: failure, caseIndex: caseIndex, originalPath: stem + ".original.json", shrunkPath: stem + ".shrunk.json")
  }
}

/// Seconds in a `Duration`.
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Writes files so a reader never sees half of one: a temporary file in the same folder, then a rename.
public enum AtomicFile {
  public static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    try data.write(to: temporary)
    // POSIX rename(2) replaces the destination atomically.
    guard rename(temporary.path, url.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }
}
