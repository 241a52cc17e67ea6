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

  /// A header reload while the pager snaps to the page a swipe chose: both hosts put the pager back on the current page
  /// (the swipe's page never became current). Under `codeStopEndsDecelerating` the container's `setContentOffset` that
  /// does so ends the snap with `scrollViewDidEndDecelerating` inside the call, and the container used to make the
  /// snap's page current there, then place the pager on the old one: the tab bar and the current page parted from the
  /// page world's (differential case 30 of the generated cases, seed 22: "frame 34 page: page world 0, container 1").
  @Test("a header reload during a pager's snap keeps the current page in both pages under either reading", arguments: [true, false])
  func headerReloadDuringSnap(callsBack: Bool) throws {
    var world = WorldConfig()
    world.knobs.codeStopEndsDecelerating = callsBack
    let steps: [Step] = [
      .touchDown(x: 300, y: 600), .move(dx: -100, dy: 0, frames: 5), .move(dx: -100, dy: 0, frames: 5),
      .lift(vx: -1_500, vy: 0), .reloadHeader(height: 110), .wait(frames: 60),
    ]
    let (comparison, trace) = try DifferentialCase.compare("offset-lock", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(comparison.containerVerdict == "pass" && comparison.pageWorldVerdict == "pass")
    #expect(trace.last?.pagerX == 0 && trace.last?.currentIndex == 0, "the pager is back on page 0, still current")
  }

  /// A rotation while an animated tab switch slides: both hosts keep its destination, retargeted to the new page width.
  /// The container does so with `setContentOffset(_:animated: true)`, which under `codeStopEndsAnimation` ends the
  /// running animation inside the call; the container must not take that end for the switch settling (it would make
  /// the page the animation had reached current and forget the destination).
  @Test("a resize during an animated tab switch keeps the switch's destination in both pages under either reading",
    arguments: [true, false])
  func resizeDuringAnimatedSwitch(callsBack: Bool) throws {
    var world = WorldConfig()
    world.knobs.codeStopEndsAnimation = callsBack
    world.listCount = 5
    let steps: [Step] = [.tapTab(index: 4, animated: true), .wait(frames: 10), .resize(width: 812, height: 375), .wait(frames: 120)]
    let (comparison, trace) = try DifferentialCase.compare("offset-lock", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(comparison.containerVerdict == "pass" && comparison.pageWorldVerdict == "pass")
    #expect(trace.last?.currentIndex == 4 && trace.last?.pagerX == 4 * 812, "the switch landed on page 4 at the new width")
  }
}
