// The shared step of the container differential's read cases: play one case in the page world and in the UIKit
// container with a catalogue coordinator, and keep the page world's trace to say where the finger went.

import Checker
import Coordinators
import ScrollSim
import Testing
import UIKitPages

enum DifferentialCase {
  /// Plays `steps` in both pages with `name`'s coordinator; returns the comparison and the page world's trace.
  static func compare(_ name: String, world: WorldConfig, steps: [Step]) throws -> (ContainerDifferential.Comparison, [TraceRow]) {
    let entry = try #require(CoordinatorCatalog.entry(named: name))
    let world = Runner.normalized(world, for: entry)
    let comparison = ContainerDifferential.compare(entry, world: world, steps: steps)
    let trace = Runner.run(entry, world: world, steps: steps, options: RunOptions(recordTrace: true)).trace
    return (comparison, trace)
  }
}
