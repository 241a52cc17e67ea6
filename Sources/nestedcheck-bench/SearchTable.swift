// `nestedcheck-bench search`: how many cases each search mode needs to find each mutant's first failure.
//
//   nestedcheck-bench search [--mutants hard|tuning|held-out|catalogue|NAME,...] [--seeds N] [--cap CASES]
//                            [--modes random,guided,targeted] [--jobs J] [--fresh-share S] [--observed-share O] [--swarm]
//
// For every mutant, mode and seed 1...N it runs one in-process search (`SearchRun.firstFailure`) from case 0 until
// the first failure or `--cap` cases, each in a child process (`search-one`), `--jobs` at a time, and prints a
// Markdown table: median and worst cases to the first failure and the median and worst CPU seconds. A search that
// reached the cap counts as "> cap" (a median over misses is "> cap" too). Cases, not seconds, are the figure that
// carries across machines: the counts are deterministic for a seed, the seconds are not. `--swarm` runs every mode on
// its mutant's profile with swarm testing on (each case switches a random subset of step families off), to measure
// swarm generation against the profile as it is.

import Checker
import Coordinators
import Foundation
import Generators

/// One search's outcome, as a child prints it.
struct SearchSample: Sendable {
  var mutant: String
  var mode: SearchMode
  var seed: UInt64
  /// Cases to the first failure, nil when the cap was reached.
  var cases: Int?
  var seconds: Double
  var invariant: String

  var line: String {
    "\(mutant) \(mode.rawValue) \(seed) \(cases.map(String.init) ?? "miss") \(String(format: "%.3f", seconds)) \(invariant)"
  }

  init(mutant: String, mode: SearchMode, seed: UInt64, cases: Int?, seconds: Double, invariant: String) {
    (self.mutant, self.mode, self.seed, self.cases, self.seconds, self.invariant) = (mutant, mode, seed, cases, seconds, invariant)
  }

  init?(line: String) {
    let fields = line.split(separator: " ").map(String.init)
    guard fields.count == 6, let mode = SearchMode(rawValue: fields[1]), let seed = UInt64(fields[2]),
      let seconds = Double(fields[4])
    else { return nil }
    self.init(mutant: fields[0], mode: mode, seed: seed, cases: Int(fields[3]), seconds: seconds, invariant: fields[5])
  }
}

/// `search-one [--swarm] NAME MODE SEED CAP [FRESH-SHARE [OBSERVED-SHARE]]`: one search, printed as one
/// `SearchSample` line. `-` for FRESH-SHARE keeps the default (to set only OBSERVED-SHARE); `--swarm` turns swarm
/// testing on in the mutant's profile.
@MainActor
func runSearchOne(_ arguments: [String]) -> Int32 {
  let usageText = "search-one [--swarm] NAME MODE SEED CAP [FRESH-SHARE [OBSERVED-SHARE]]"
  let swarm = arguments.first == "--swarm"
  let arguments = swarm ? Array(arguments.dropFirst()) : arguments
  guard (4...6).contains(arguments.count), let entry = CoordinatorCatalog.entry(named: arguments[0]),
    let mode = SearchMode(rawValue: arguments[1]), let seed = UInt64(arguments[2]), let cap = Int(arguments[3]), cap > 0
  else { return usage(usageText) }
  var settings = SearchSettings(mode: mode, seed: seed, profile: searchProfile(for: entry))
  settings.profile.swarm = swarm
  if arguments.count >= 5, arguments[4] != "-" {
    guard let share = Double(arguments[4]), share > 0, share <= 1 else { return usage("search-one: FRESH-SHARE in (0, 1]") }
    settings.freshShare = share
  }
  if arguments.count == 6 {
    guard let share = Double(arguments[5]), share >= 0, share <= 1 else {
      return usage("search-one: OBSERVED-SHARE in [0, 1]")
    }
    settings.observedFreshShare = share
  }
  let start = threadCPUSeconds()
  let outcome = SearchRun.firstFailure(of: entry, settings: settings, limit: cap)
  let sample = SearchSample(
    mutant: entry.name, mode: mode, seed: seed, cases: outcome.failure?.cases, seconds: threadCPUSeconds() - start,
    invariant: outcome.failure?.violation.invariant.rawValue ?? "-")
  print(sample.line)
  return 0
}

/// Load mutants (and the hard mutants whose fault needs a banner height to arrive) break rules only the loads profile
/// exercises; every other mutant searches the default profile.
func searchProfile(for entry: CoordinatorEntry) -> GeneratorProfile {
  CoordinatorCatalog.loadMutants.contains { $0.name == entry.name } || CoordinatorCatalog.hardMutantsOnLoads.contains(entry.name)
    ? .loads : .default
}

/// The options of `search`.
struct SearchTableOptions {
  var mutants: [String] = CoordinatorCatalog.hardMutants.map(\.name)
  var seeds = 10
  var cap = 100_000
  var modes: [SearchMode] = SearchMode.allCases
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  /// The guided modes' least share of random's own cases (`SearchSettings.freshShare`); nil: the default.
  var freshShare: Double?
  /// The share of the cases the fresh share forces that the guided modes observe (`SearchSettings.observedFreshShare`);
  /// nil: the default. 1 observes every case, as the search did before that setting.
  var observedShare: Double?
  /// Whether every mode runs its mutant's profile with swarm testing on (`GeneratorProfile.swarm`).
  var swarm = false

  init?(_ arguments: [String]) {
    var index = 0
    func value() -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--mutants":
        guard let text = value() else { return nil }
        switch text {
        case "hard": mutants = CoordinatorCatalog.hardMutants.map(\.name)
        case "tuning": mutants = CoordinatorCatalog.hardMutants.map(\.name).filter { !CoordinatorCatalog.hardMutantsHeldOut.contains($0) }
        case "held-out": mutants = CoordinatorCatalog.hardMutants.map(\.name).filter(CoordinatorCatalog.hardMutantsHeldOut.contains)
        case "catalogue": mutants = CoordinatorCatalog.mutants.filter { !$0.isProcessFault }.map(\.name)
        default: mutants = text.split(separator: ",").map(String.init)
        }
        guard mutants.allSatisfy({ CoordinatorCatalog.entry(named: $0) != nil }) else { return nil }
      case "--seeds": guard let n = value().flatMap({ Int($0) }), n > 0 else { return nil }; seeds = n
      case "--cap": guard let n = value().flatMap({ Int($0) }), n > 0 else { return nil }; cap = n
      case "--jobs": guard let n = value().flatMap({ Int($0) }), n > 0 else { return nil }; jobs = n
      case "--fresh-share":
        guard let share = value().flatMap({ Double($0) }), share > 0, share <= 1 else { return nil }
        freshShare = share
      case "--observed-share":
        guard let share = value().flatMap({ Double($0) }), share >= 0, share <= 1 else { return nil }
        observedShare = share
      case "--swarm": swarm = true
      case "--modes":
        guard let text = value() else { return nil }
        let parsed = text.split(separator: ",").compactMap { SearchMode(rawValue: String($0)) }
        guard !parsed.isEmpty, parsed.count == text.split(separator: ",").count else { return nil }
        modes = parsed
      default: return nil
      }
      index += 1
    }
  }
}

@MainActor
func runSearchTable(_ arguments: [String]) -> Int32 {
  guard let options = SearchTableOptions(arguments) else {
    return usage(
      "search [--mutants hard|tuning|held-out|catalogue|NAME,...] [--seeds N] [--cap CASES] [--modes random,guided,targeted] [--jobs J]"
        + " [--fresh-share S] [--observed-share O] [--swarm]")
  }
  var jobs: [[String]] = []
  for mutant in options.mutants {
    for mode in options.modes {
      for seed in 1...options.seeds {
        var shares: [String] = []
        if mode != .random, options.freshShare != nil || options.observedShare != nil {
          shares.append(options.freshShare.map { String($0) } ?? "-")
          if let observed = options.observedShare { shares.append(String(observed)) }
        }
        jobs.append((options.swarm ? ["--swarm"] : []) + [mutant, mode.rawValue, String(seed), String(options.cap)] + shares)
      }
    }
  }
  print(
    "search: \(options.mutants.count) mutants × \(options.modes.count) modes × \(options.seeds) seeds, cap \(options.cap) cases,"
      + " \(options.jobs) jobs\(options.swarm ? ", swarm profiles" : "")")
  let samples = runChildren(jobs, parallel: options.jobs)
  printSearchTable(samples, options: options)
  return samples.count == jobs.count ? 0 : 1
}

/// Runs `search-one` for each job in child processes of this executable, at most `parallel` at a time.
func runChildren(_ jobs: [[String]], parallel: Int) -> [SearchSample] {
  var samples: [SearchSample] = []
  for (job, text) in runChildLines("search-one", jobs, parallel: parallel) {
    if let sample = SearchSample(line: text) {
      samples.append(sample)
    } else {
      FileHandle.standardError.write(Data("  failed: search-one \(job.joined(separator: " "))\n".utf8))
    }
  }
  return samples
}

/// Runs `subcommand JOB…` for each job in child processes of this executable, at most `parallel` at a time; each
/// child's output (trimmed) is echoed to standard error as it ends and returned with its job, in the order they ended.
func runChildLines(_ subcommand: String, _ jobs: [[String]], parallel: Int) -> [(job: [String], text: String)] {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
  let collected = ChildOutputs()
  let gate = DispatchSemaphore(value: parallel)
  let group = DispatchGroup()
  for job in jobs {
    gate.wait()
    group.enter()
    let process = Process()
    process.executableURL = executable
    process.arguments = [subcommand] + job
    let pipe = Pipe()
    process.standardOutput = pipe
    process.terminationHandler = { _ in
      let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      collected.add(text.trimmingCharacters(in: .whitespacesAndNewlines), job: job)
      gate.signal()
      group.leave()
    }
    do { try process.run() } catch {
      FileHandle.standardError.write(Data("  could not start \(executable.path): \(error)\n".utf8))
      gate.signal()
      group.leave()
    }
  }
  group.wait()
  return collected.outputs
}

/// The children's outputs, collected from their termination handlers (which run on other threads).
final class ChildOutputs: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [(job: [String], text: String)] = []

  var outputs: [(job: [String], text: String)] { lock.withLock { collected } }

  func add(_ text: String, job: [String]) {
    lock.withLock {
      collected.append((job, text))
      FileHandle.standardError.write(Data("  \(text)\n".utf8))
    }
  }
}

/// The Markdown table: one row per mutant, per mode median (worst) cases and median (worst) seconds, then the
/// speed-up of the best guided mode over random in median cases.
func printSearchTable(_ samples: [SearchSample], options: SearchTableOptions) {
  var header = "| mutant |"
  var rule = "|---|"
  for mode in options.modes {
    header += " \(mode.rawValue): cases median (worst) | s median (worst) |"
    rule += "---|---|"
  }
  if options.modes.contains(.random), options.modes.count > 1 {
    header += " best vs random | worst seed vs random |"
    rule += "---|---|"
  }
  print(header)
  print(rule)
  for mutant in options.mutants {
    var row = "| \(mutant) |"
    var medians: [SearchMode: Double] = [:]
    for mode in options.modes {
      let own = samples.filter { $0.mutant == mutant && $0.mode == mode }
      let cases = own.map { $0.cases.map(Double.init) ?? .infinity }.sorted()
      let seconds = own.map(\.seconds).sorted()
      let median = medianOf(cases)
      medians[mode] = median
      let misses = own.filter { $0.cases == nil }.count
      row += " \(casesText(median, cap: options.cap)) (\(casesText(cases.last ?? .nan, cap: options.cap)))"
      row += misses > 0 ? ", \(misses)/\(own.count) missed |" : " |"
      row += " \(String(format: "%.2f", medianOf(seconds))) (\(String(format: "%.2f", seconds.last ?? .nan))) |"
    }
    if let random = medians[.random], options.modes.count > 1 {
      let searches = options.modes.filter { $0 != .random }
      let best = searches.compactMap { medians[$0] }.min() ?? .nan
      row += " \(ratioText(random, best, cap: options.cap)) |"
      row += " \(worstSeedText(samples.filter { $0.mutant == mutant }, modes: searches)) |"
    }
    print(row)
  }
}

/// Per search mode, over the seeds random found: the largest ratio of the mode's cases to random's on the same seed
/// (a miss counts as the cap, so the ratio is a lower bound), e.g. `guided 1.50, targeted 1.32`. The fresh share
/// bounds it at 1 / share for every mode (FreshSchedule.swift).
func worstSeedText(_ samples: [SearchSample], modes: [SearchMode]) -> String {
  var random: [UInt64: Int] = [:]
  for sample in samples where sample.mode == .random { if let cases = sample.cases { random[sample.seed] = cases } }
  let parts = modes.compactMap { mode -> String? in
    let ratios = samples.filter { $0.mode == mode }.compactMap { sample -> Double? in
      guard let base = random[sample.seed], let cases = sample.cases else { return nil }
      return Double(cases) / Double(base)
    }
    let misses = samples.filter { $0.mode == mode && $0.cases == nil && random[$0.seed] != nil }.count
    guard let worst = ratios.max() else { return misses > 0 ? "\(mode.rawValue) missed" : nil }
    return "\(mode.rawValue) \(String(format: "%.2f", worst))" + (misses > 0 ? " (+\(misses) missed)" : "")
  }
  return parts.isEmpty ? "-" : parts.joined(separator: ", ")
}

func medianOf(_ sorted: [Double]) -> Double {
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func casesText(_ value: Double, cap: Int) -> String {
  if value.isNaN { return "-" }
  if value.isInfinite { return "> \(cap)" }
  return String(Int(value.rounded()))
}

/// Random's median over the best mode's; a lower bound ("≥") when random missed and the other did not.
func ratioText(_ random: Double, _ best: Double, cap: Int) -> String {
  if best.isInfinite || best.isNaN { return "-" }
  if random.isInfinite { return "≥ \(String(format: "%.0f", Double(cap) / best))×" }
  return String(format: "%.1f×", random / best)
}
