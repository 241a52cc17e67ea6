// The container and the page world agree under each reading of a knob the differential met: where UIKit's behaviour
// is not documented, both pages play the recorded reading (docs/uikit.md § The container against the page world).

import Checker
import Coordinators
import ScrollSim
import Testing
import UIKitPages

@Suite("UIKit container against the page world: knob readings")
struct ContainerDifferentialKnobTests {
  /// `no-simultaneous` refuses to let the outer table recognize with a list. The container moves the shown list's pan
  /// onto the outer table (`listPanCoversHeader`), so a touch on the list or on the header reaches two pans on one
  /// view that may not share it; the knob `movedPanBeginsFirst` says which begins. On, the list's pan does (the list is
  /// locked at its top under a visible header: nothing moves, the mutant's swallowed gesture); off, the table's own
  /// does and the outer moves. Before the knob the page world gave a drag on the list to the list and one on the
  /// header to the outer, and the container both to the outer: 366 of 1,058 cases parted.
  @Test(
    "a refused drag on the list or the header goes to the same pan in both pages under either reading",
    arguments: [true, false], [600.0, 200.0])
  func refusedDragOnTwoPansOfOneView(movedFirst: Bool, fingerY: Double) throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "no-simultaneous"))
    var world = WorldConfig()
    world.knobs.movedPanBeginsFirst = movedFirst
    world = Runner.normalized(world, for: entry)
    let steps: [Step] = [.touchDown(x: 200, y: fingerY), .move(dx: 0, dy: -100, frames: 10), .lift(vx: 0, vy: 0)]

    let comparison = ContainerDifferential.compare(entry, world: world, steps: steps)
    let result = Runner.run(entry, world: world, steps: steps, options: RunOptions(recordTrace: true))

    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    let outerY = try #require(result.trace.last?.outerY)
    #expect(outerY == (movedFirst ? 0 : 100))
    #expect((result.trace.last?.listYs.first ?? nil) == 0)
  }
}
