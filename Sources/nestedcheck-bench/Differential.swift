// `nestedcheck-bench differential [N] [NAMES]`: every catalogue coordinator (or the ones named), in the page world
// and in the UIKit container, over the scenario files and N generated cases each (default 10,000), compared frame by
// frame. Prints, per coordinator, the cases and frames compared and each kind of first difference with one example;
// the README and docs/uikit.md quote its tally.

import Checker
import Coordinators
import Foundation
import Generators
import ScrollSim
import UIKitPages

@MainActor
func runDifferential(_ arguments: [String]) -> Int32 {
  var cases = 10_000
  var names: [String] = []
  for argument in arguments {
    if let number = Int(argument), number > 0 { cases = number } else { names.append(argument) }
  }
  let entries = names.isEmpty
    ? CoordinatorCatalog.all.filter { !$0.isProcessFault } : names.compactMap { CoordinatorCatalog.entry(named: $0) }
  guard !entries.isEmpty else { return usage("differential [N] [NAMES]: unknown coordinator names") }
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  var scenarioFiles: [URL] = []
  for folder in ["Tests/Scenarios", "Tests/Regressions"] {
    let directory = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    scenarioFiles += names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
  }
  let scenarios: [(URL, Scenario)] = scenarioFiles.compactMap { file in
    (try? Scenario.load(path: file.path)).map { (file, $0) }
  }
  var totalCases = 0, totalFrames = 0, totalDifferent = 0
  for entry in entries {
    var kinds: [String: (count: Int, example: String)] = [:]
    var compared = 0, frames = 0, different = 0
    func record(_ comparison: ContainerDifferential.Comparison, _ label: String) {
      compared += 1
      frames += comparison.frames
      guard let difference = comparison.difference else { return }
      if ProcessInfo.processInfo.environment["DIFFERENTIAL_LIST"] != nil { print("  differs: \(label): \(difference) [\(comparison.cause?.rawValue ?? "unexplained")]") }
      different += 1
      let kind = comparison.cause?.rawValue ?? "unexplained, \(difference.what)"
      if kinds[kind] == nil { kinds[kind] = (0, "\(label): \(difference)") }
      kinds[kind]!.count += 1
    }
    for (file, scenario) in scenarios {
      let world = Runner.normalized(scenario.world, for: entry)
      record(ContainerDifferential.compare(entry, world: world, steps: scenario.steps), file.lastPathComponent)
    }
    for index in 0..<cases {
      let generated = generateCase(seed: deriveSeed(runSeed: 22, caseIndex: UInt64(index)), profile: .default, maxSteps: 60)
      let world = Runner.normalized(generated.world, for: entry)
      record(ContainerDifferential.compare(entry, world: world, steps: generated.steps), "case \(index)")
    }
    totalCases += compared
    totalFrames += frames
    totalDifferent += different
    print("\(entry.name): \(compared) cases, \(frames) frames, \(different) with a difference")
    // Most frequent first, ties by name: a dictionary's own order changes from one process to the next.
    for (kind, value) in kinds.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
      print("  \(kind): \(value.count), e.g. \(value.example)")
    }
  }
  print("all: \(totalCases) cases, \(totalFrames) frames compared, \(totalDifferent) with a difference")
  return 0
}

/// `nestedcheck-bench differential-case INDEX NAME FILE`: writes generated case INDEX of the differential run, on the
/// world both pages play, as a scenario file, so `replay FILE --coordinator NAME --trace` and
/// `--coordinator NAME@uikit --trace` show where they part.
@MainActor
func writeDifferentialCase(_ arguments: [String]) -> Int32 {
  guard arguments.count == 3, let index = UInt64(arguments[0]), let entry = CoordinatorCatalog.entry(named: arguments[1]) else {
    return usage("differential-case INDEX NAME FILE")
  }
  let container = CoordinatorEntry.inUIKitContainer(entry)
  let generated = generateCase(seed: deriveSeed(runSeed: 22, caseIndex: index), profile: .default, maxSteps: 60)
  let world = Runner.normalized(Runner.normalized(generated.world, for: entry), for: container)
  let scenario = Scenario(coordinator: entry.name, world: world, steps: Runner.playable(generated.steps, for: container))
  FileManager.default.createFile(atPath: arguments[2], contents: scenario.encoded())
  let comparison = ContainerDifferential.compare(entry, world: world, steps: scenario.steps)
  print(comparison.difference.map { "\($0) [\(comparison.cause?.rawValue ?? "unexplained")]" } ?? "no difference over \(comparison.frames) frames")
  return 0
}

/// `nestedcheck-bench differential-file FILE NAME`: compares one scenario file in the page world and the UIKit container.
@MainActor
func compareScenarioFile(_ arguments: [String]) -> Int32 {
  guard arguments.count == 2, let entry = CoordinatorCatalog.entry(named: arguments[1]) else {
    return usage("differential-file FILE NAME")
  }
  let scenario: Scenario
  do { scenario = try Scenario.load(path: arguments[0]) } catch { return usage("differential-file: \(error)") }
  let world = Runner.normalized(scenario.world, for: entry)
  let comparison = ContainerDifferential.compare(entry, world: world, steps: scenario.steps)
  print(comparison.difference.map(String.init(describing:)) ?? "no difference over \(comparison.frames) frames")
  return 0
}
