// nestedcheck-bench: the performance figures of docs/performance.md, measured in release mode.
//
//   swift run -c release nestedcheck-bench           (full, ~1 minute)
//   swift run -c release nestedcheck-bench --quick   (smaller counts)
//   swift run -c release nestedcheck-bench search    (cases to first failure, random vs guided vs targeted)
//   nestedcheck-bench digest N | workload generated|scripted N   (Subcommands.swift)

import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim
import Shrinkers

// Subcommands (digest, workload, search) run and exit here; with none, the full report below.
if let status = MainActor.assumeIsolated({ runSubcommand(Array(CommandLine.arguments.dropFirst())) }) { exit(status) }

let quick = CommandLine.arguments.contains("--quick")
let repeats = quick ? 3 : 5
let offsetLock = CoordinatorCatalog.entry(named: "offset-lock")!

print("nestedcheck-bench (\(quick ? "quick" : "full"); medians of \(repeats) runs; rates per CPU second of one thread; release build expected)")
print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)")

// MARK: - Simulated frames per second, every invariant checked

let scripted = scriptedSteps(quick ? 100 : 400)
let framesRun = medianSeconds(repeats: repeats) { Runner.run(offsetLock, world: WorldConfig(), steps: scripted).frames }
print("\n## Simulation")
print("frames/s, all invariants, offset-lock, scripted drags+flicks: \(rate(Double(framesRun.result) / framesRun.seconds)) (\(framesRun.result) frames)")
let traced = medianSeconds(repeats: repeats) {
  Runner.run(offsetLock, world: WorldConfig(), steps: scripted, options: RunOptions(trackCoverage: true)).frames
}
print("frames/s, with coverage tracking:                         \(rate(Double(traced.result) / traced.seconds))")

// MARK: - Fuzz cases per second per profile

print("\n## Fuzzing (offset-lock, 60-step cases)")
print("profile          cases/s   frames/s    median frames/case   0.8*frames/s/median   ok?")
let caseCount = quick ? 200 : 800
for profile in GeneratorProfile.all {
  var frameCounts: [Int] = []
  let timed = medianSeconds(repeats: repeats) { () -> Int in
    frameCounts = []
    var frames = 0
    for index in 0..<UInt64(caseCount) {
      let generated = generateCase(seed: deriveSeed(runSeed: 1, caseIndex: index), profile: profile, maxSteps: 60)
      let result = Runner.run(offsetLock, world: generated.world, steps: generated.steps, options: RunOptions(trackCoverage: true))
      frames += result.frames
      frameCounts.append(result.frames)
    }
    return frames
  }
  frameCounts.sort()
  let median = Double(frameCounts[frameCounts.count / 2])
  let casesPerSecond = Double(caseCount) / timed.seconds
  let framesPerSecond = Double(timed.result) / timed.seconds
  let target = 0.8 * Double(framesRun.result) / framesRun.seconds / median
  print("\(profile.name.padding(toLength: 15, withPad: " ", startingAt: 0)) \(rate(casesPerSecond).leftPad(8))  \(rate(framesPerSecond).leftPad(10))  \(rate(median).leftPad(19))  \(rate(target).leftPad(20))   \(casesPerSecond >= target ? "yes" : "no")")
}

// MARK: - Cost per case as the step count grows

print("\n## Cost per case by length (default profile)")
for steps in [10, 100, 1_000] {
  let count = quick ? max(20, 2_000 / steps) : max(50, 20_000 / steps)
  let timed = medianSeconds(repeats: repeats) { () -> Int in
    var frames = 0
    for index in 0..<UInt64(count) {
      let generated = generateCase(seed: deriveSeed(runSeed: 2, caseIndex: index), maxSteps: steps)
      frames += Runner.run(offsetLock, world: generated.world, steps: generated.steps).frames
    }
    return frames
  }
  let perCase = timed.seconds / Double(count) * 1e6
  print("\(String(steps).leftPad(5)) steps: \(rate(perCase).leftPad(8)) µs/case, \(rate(Double(timed.result) / Double(count)).leftPad(7)) frames/case, \(rate(Double(timed.result) / timed.seconds)) frames/s")
}

// MARK: - Shrinking a long failure

print("\n## Shrinking a ~200-step failure")
let mutant = CoordinatorCatalog.entry(named: "reset-current-only")!
var long: GeneratedCase?
var longViolation: Violation?
for index in 0..<UInt64(5_000) {
  var generated = generateCase(seed: deriveSeed(runSeed: 9, caseIndex: index), maxSteps: 200)
  generated.world = Runner.normalized(generated.world, for: mutant)
  guard generated.steps.count >= 180 else { continue }
  if let violation = Runner.run(mutant, world: generated.world, steps: generated.steps).verdict.violation {
    long = generated
    longViolation = violation
    break
  }
}
if let long, let longViolation {
  let timed = medianSeconds(repeats: repeats) {
    FailureShrinking.shrink(mutant, world: long.world, steps: long.steps, violation: longViolation)
  }
  print("reset-current-only: \(long.steps.count) steps -> \(timed.result.candidate.steps.count) steps, \(timed.result.replays) replays, \(String(format: "%.3f", timed.seconds)) s (targets: < 1 s, < 2,000 replays)")
} else {
  print("no long failing case found")
}

// MARK: - Handoffs across the boundary

print("\n## Handoffs (default profile, seed 11; every handoff at >= \(Int(HandoffReport.minimumSpeed)) pt/s until a case's first failure)")
let handoffCases = quick ? 1_000 : 5_000
var handoffOptions = RunOptions()
handoffOptions.trackHandoffs = true
for name in ["offset-lock", "ownership", "offset-lock-seed", "ownership-seed"] {
  let entry = CoordinatorCatalog.entry(named: name)!
  var report = HandoffReport()
  let timed = medianSeconds(repeats: 1) { () -> Int in
    var frames = 0
    for index in 0..<UInt64(handoffCases) {
      var generated = generateCase(seed: deriveSeed(runSeed: 11, caseIndex: index), maxSteps: 60)
      generated.world = Runner.normalized(generated.world, for: entry)
      let result = Runner.run(entry, world: generated.world, steps: generated.steps, options: handoffOptions)
      report.add(result.handoffs)
      frames += result.frames
    }
    return frames
  }
  print(report.table(title: "\(name), \(handoffCases) cases, \(rate(Double(timed.result) / timed.seconds)) frames/s measuring"))
}

// MARK: - Memory over a long run

print("\n## Memory")
let before = residentMiB() ?? 0
var total = 0
let longRun = quick ? 5_000 : 30_000
for index in 0..<UInt64(longRun) {
  let generated = generateCase(seed: deriveSeed(runSeed: 3, caseIndex: index), maxSteps: 60)
  total += Runner.run(offsetLock, world: generated.world, steps: generated.steps, options: RunOptions(trackCoverage: true)).frames
  if index == UInt64(longRun / 10) { print("RSS after \(longRun / 10) cases: \(String(format: "%.1f", residentMiB() ?? 0)) MiB") }
}
print("RSS after \(longRun) cases (\(rate(Double(total))) frames): \(String(format: "%.1f", residentMiB() ?? 0)) MiB (at start \(String(format: "%.1f", before)) MiB)")

extension String {
  func leftPad(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
