// The benchmark's subcommands: tools for a performance change rather than figures for the README.
//
//   nestedcheck-bench digest [N] [--without I,…]     one hash over N generated cases' outcomes per profile and coordinator
//   nestedcheck-bench workload generated|scripted [N]  one workload alone, for a profiler:
//       valgrind --tool=callgrind nestedcheck-bench workload generated 300
//   nestedcheck-bench search [options]              the hard-mutant table (SearchTable.swift)
//   nestedcheck-bench rates [options]               failures per case of each way a search makes cases (SearchRates.swift)
//   nestedcheck-bench search-cost [NAME] [CASES]    cases per CPU second of each search mode (SearchCost.swift)
//   nestedcheck-bench differential [N] [NAMES]      page world against the UIKit container, frame by frame
//   nestedcheck-bench uikit [N] [NAME]              frames/s of the UIKit container next to the page world

import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim
import UIKitPages

/// Runs the subcommand `arguments` name and returns its exit status, or nil when there is none (the full report).
@MainActor
func runSubcommand(_ arguments: [String]) -> Int32? {
  guard let name = arguments.first else { return nil }
  if name.hasPrefix("--") {
    // The full report takes `--quick` alone.
    return arguments.allSatisfy { $0 == "--quick" } ? nil : usage("unknown option '\(arguments.first { $0 != "--quick" } ?? name)' (the report takes --quick)")
  }
  let rest = Array(arguments.dropFirst())
  switch name {
  case "digest":
    guard let cases = count(rest.first, default: 200) else { return usage("digest N: N is a positive integer") }
    // `--without NAME,…`: the digest with those invariants off, to compare with a build that did not have them.
    var without: [Invariant] = []
    if rest.count == 3, rest[1] == "--without" {
      let names = rest[2].split(separator: ",").map(String.init)
      without = names.compactMap(Invariant.init(rawValue:))
      guard without.count == names.count else { return usage("digest N --without NAME,...: unknown invariant in '\(rest[2])'") }
    } else if rest.count > 1 {
      return usage("digest [N] [--without NAME,...]")
    }
    let result = outcomeDigest(cases: cases, without: without)
    print("digest \(String(result.digest, radix: 16)): \(result.runs) runs, \(result.failures) failures, \(result.frames) frames")
    return 0
  case "workload":
    guard let kind = rest.first, ["generated", "scripted", "container"].contains(kind) else {
      return usage("workload generated|scripted|container [N]")
    }
    guard let count = count(rest.dropFirst().first, default: 100) else { return usage("workload KIND N: N is a positive integer") }
    if kind == "container" {
      let entry = CoordinatorCatalog.entry(named: "offset-lock")!
      print("\(play(CoordinatorEntry.inUIKitContainer(entry), containerWorkload(entry, count: count))) frames")
      return 0
    }
    print("\(runWorkload(generated: kind == "generated", count: count)) frames")
    return 0
  case "search":
    return runSearchTable(rest)
  case "search-one":
    return runSearchOne(rest)
  case "rates":
    return runRatesTable(rest)
  case "rates-one":
    return runRatesOne(rest)
  case "search-cost":
    return runSearchCost(rest)
  case "differential":
    return runDifferential(rest)
  case "differential-file":
    return compareScenarioFile(rest)
  case "differential-case":
    return writeDifferentialCase(rest)
  case "causes":
    return runCauseProbe(rest)
  case "uikit":
    return runUIKitSpeed(rest)
  default:
    return usage("unknown subcommand '\(name)' (digest, workload, search, rates, differential, uikit; none for the full report)")
  }
}

private func count(_ text: String?, default value: Int) -> Int? {
  guard let text else { return value }
  guard let parsed = Int(text), parsed > 0 else { return nil }
  return parsed
}

func usage(_ message: String) -> Int32 {
  FileHandle.standardError.write(Data("nestedcheck-bench: \(message)\n".utf8))
  return 2
}

/// The two workloads of the report's first figures, alone: `count` generated default-profile cases with coverage
/// tracking (what a fuzz worker runs), or `count` scripted drag-and-flick gestures on offset-lock.
@MainActor
func runWorkload(generated: Bool, count: Int) -> Int {
  let entry = CoordinatorCatalog.entry(named: "offset-lock")!
  guard generated else { return Runner.run(entry, world: WorldConfig(), steps: scriptedSteps(count)).frames }
  var frames = 0
  for index in 0..<UInt64(count) {
    let generated = generateCase(seed: deriveSeed(runSeed: 1, caseIndex: index), profile: .default, maxSteps: 60)
    frames += Runner.run(entry, world: generated.world, steps: generated.steps, options: RunOptions(trackCoverage: true)).frames
  }
  return frames
}

/// A scripted workload: drags, flicks and waits that keep the coordinator busy on most frames.
func scriptedSteps(_ gestures: Int) -> [Step] {
  var steps: [Step] = []
  for i in 0..<gestures {
    let up = i % 2 == 0
    steps += [
      .touchDown(x: 200, y: 700), .move(dx: 0, dy: up ? -600 : 500, frames: 30), .lift(vx: 0, vy: up ? -2500 : 2000),
      .wait(frames: 120),
    ]
  }
  return steps
}
