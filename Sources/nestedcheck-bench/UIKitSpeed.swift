// How fast a UIKit page runs next to the protocol path: the same generated cases, every invariant checked, played by
// a coordinator in the page world and by the same coordinator hosted in the UIKit container (`NestedScrollingView`,
// real UIKit-idiom code on the simulated UIKit). The two are timed in one process, alternately, so the ratio holds on
// a machine of any speed; the README and docs/uikit.md quote it.
//
//   nestedcheck-bench uikit [N] [NAME]                      N cases each (default 300), NAME default offset-lock
//   valgrind --tool=callgrind nestedcheck-bench workload container 100    the hosted side alone, for a profiler

import Checker
import Coordinators
import Generators
import ScrollSim
import UIKitPages

/// The cases both sides play: generated default-profile cases, normalized and filtered to what the container plays,
/// so the page world and the container run exactly the same worlds and steps.
@MainActor
func containerWorkload(_ entry: CoordinatorEntry, count: Int) -> [(world: WorldConfig, steps: [Step])] {
  let container = CoordinatorEntry.inUIKitContainer(entry)
  return (0..<UInt64(count)).map { index in
    let generated = generateCase(seed: deriveSeed(runSeed: 1, caseIndex: index), profile: .default, maxSteps: 60)
    let world = Runner.normalized(Runner.normalized(generated.world, for: entry), for: container)
    return (world, Runner.playable(generated.steps, for: container))
  }
}

/// Plays `cases` on `entry` with coverage tracking (what a fuzz worker does) and returns the frames.
@MainActor
func play(_ entry: CoordinatorEntry, _ cases: [(world: WorldConfig, steps: [Step])]) -> Int {
  cases.reduce(0) { frames, c in
    frames + Runner.run(entry, world: c.world, steps: c.steps, options: RunOptions(trackCoverage: true)).frames
  }
}

/// `nestedcheck-bench uikit [N] [NAME]`: frames/s of the protocol path and of the UIKit container, and their ratio.
@MainActor
func runUIKitSpeed(_ arguments: [String]) -> Int32 {
  let count = arguments.first.flatMap(Int.init) ?? 300
  guard count > 0 else { return usage("uikit N [NAME]: N is a positive integer") }
  let name = arguments.dropFirst().first ?? "offset-lock"
  guard let entry = CoordinatorCatalog.entry(named: name) else { return usage("uikit: unknown coordinator '\(name)'") }
  let container = CoordinatorEntry.inUIKitContainer(entry)
  let cases = containerWorkload(entry, count: count)
  // Alternate the two sides so a change in the machine's load touches both; the median of three rounds each.
  var world: [Double] = [], hosted: [Double] = []
  var frames = (world: 0, hosted: 0)
  for _ in 0..<3 {
    var start = threadCPUSeconds()
    frames.world = play(entry, cases)
    world.append(threadCPUSeconds() - start)
    start = threadCPUSeconds()
    frames.hosted = play(container, cases)
    hosted.append(threadCPUSeconds() - start)
  }
  let worldRate = Double(frames.world) / world.sorted()[1]
  let hostedRate = Double(frames.hosted) / hosted.sorted()[1]
  print("\(name), \(count) generated cases, every invariant checked, CPU time of this thread (median of 3):")
  print("  page world (protocol path):      \(rate(worldRate)) frames/s (\(frames.world) frames)")
  print("  UIKit container (\(container.name)): \(rate(hostedRate)) frames/s (\(frames.hosted) frames)")
  print("  ratio container / page world:    \(String(format: "%.1f", 100 * hostedRate / worldRate)) %")
  return 0
}
