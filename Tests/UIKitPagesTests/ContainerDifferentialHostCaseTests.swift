// Cases of the full container differential run where the two pages parted over a step the UIKit host plays on the
// page (an inset, a reload, an unload) or over a list's life: made, detached from the window, destroyed.
// With the fault each case parts at the frame named; fixed, both pages play the same frames (docs/uikit.md § The
// container against the page world). `DifferentialCase.compare` plays a case in both.

import Checker
import Coordinators
import ScrollSim
import SimulatedUIKit
import Testing
import UIKitPages

@Suite("UIKit container against the page world: the host's steps and the lists' lives")
struct ContainerDifferentialHostCaseTests {
  /// An inset step that sets the outer's inset to the value it has: UIKit calls nothing back (the adjusted inset did
  /// not change), and the page world called the coordinator's inset callback anyway. A mutant that takes a list's top
  /// as 0 then wrote the list on page 2, whose top inset is 10, in the page world only (differential case 243).
  @Test("an inset set to its own value calls nothing back in either page")
  func insetSetToItsOwnValue() throws {
    var world = WorldConfig()
    world.lists = [ListSpec(), ListSpec(), ListSpec(contentHeight: 3399, topInset: 10, bottomInset: 50)]
    let steps: [Step] = [
      .tapTab(index: 2, animated: true), .wait(frames: 60), .setContentInset(view: .outer, top: 0, bottom: 0),
      .wait(frames: 2),
    ]
    let (comparison, trace) = try DifferentialCase.compare("ignores-inset", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.last.map { $0.listYs.count > 2 && $0.listYs[2] == -10 } == true, "list 2 stays at its top, -10")
  }

  /// A step that changes nothing is no layout in either host. The container's host counted an inset step for a list
  /// the page does not have (and an unload with no list far enough away) as a layout frame, which disarms the
  /// checker's status-bar and momentum rules, so the frames agreed and the verdicts did not (never-hand-back 4935 and
  /// 6516, zeroes-handoff-velocity 2008, 5057 and 6513). The tap here lands with the header hidden (a 69 pt header
  /// under a 59 pt safe area) on the one list, already at its top: never-hand-back leaves the header hidden.
  @Test("an inset step for a list the page does not have leaves the status-bar rule armed in both", arguments: [2, 0])
  func insetStepForAMissingList(index: Int) throws {
    var world = WorldConfig()
    world.headerHeight = 69
    world.listCount = 1
    world.viewportWidth = 414
    world.viewportHeight = 736
    let steps: [Step] = [
      .setSafeArea(top: 59, bottom: 34), .tapStatusBar,
      .setContentInset(view: .list(index), top: 44, bottom: 336), .wait(frames: 31),
    ]
    let (comparison, _) = try DifferentialCase.compare("never-hand-back", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    // List 2 does not exist: the tap is judged, and fails. List 0 does: its inset change is a layout, not judged.
    let judged = comparison.pageWorldVerdict.hasPrefix("status-bar-shows-top")
    #expect(judged == (index == 2), "page world: \(comparison.pageWorldVerdict)")
    #expect(comparison.containerVerdict == comparison.pageWorldVerdict)
  }

  /// The same for an unload of distant lists on a one-list page: nothing goes, so a flick's momentum is still judged.
  @Test("an unload that lets no list go leaves the momentum rule judging in both")
  func unloadThatLetsNothingGo() throws {
    var world = WorldConfig()
    world.listCount = 1
    let steps: [Step] = [
      .touchDown(x: 70, y: 300), .move(dx: 0, dy: -55, frames: 24), .lift(vx: 0, vy: -7700), .unloadDistantLists,
      .wait(frames: 130),
    ]
    let (comparison, _) = try DifferentialCase.compare("zeroes-handoff-velocity", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(comparison.pageWorldVerdict.hasPrefix("momentum-carried"), "page world: \(comparison.pageWorldVerdict)")
  }

  /// A list left out of its range by code (`ignores-inset` resets a list with a 90 pt top inset to 0, past its only
  /// offset, -90) is not clamped by a header reload, which sets nothing of the list: UIKit's scroll view keeps its
  /// offset in range when its own frame, content or inset is set. The page world clamped every idle view out of range
  /// on any relayout; the list's callback then found the grown header visible and reset the scrolled list on screen,
  /// where the container's coordinator pins the outer to the new ceiling (`ignores-inset` case 824).
  @Test("a header reload leaves a list that code put out of range where it is, in both pages")
  func headerReloadLeavesAnOutOfRangeListAlone() throws {
    var world = WorldConfig()
    world.headerHeight = 90
    world.pinBarHeight = 0
    world.listCount = 2
    world.initialIndex = 1
    world.lists = [ListSpec(contentHeight: 6_710, topInset: 10), ListSpec(contentHeight: 300, topInset: 90)]
    let steps: [Step] = [
      .tapTab(index: 0, animated: false), .setSafeArea(top: 44, bottom: 34), .touchDown(x: 200, y: 700),
      .move(dx: 0, dy: -300, frames: 12), .lift(vx: 0, vy: 0), .wait(frames: 60), .reloadHeader(height: 500),
      .wait(frames: 10),
    ]
    let (comparison, trace) = try DifferentialCase.compare("ignores-inset", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect((trace.last?.listYs.first ?? nil).map { $0 > 200 } == true, "the scrolled list keeps its place")
    #expect((trace.last?.listYs.last ?? nil) == 0, "the other list stays where the coordinator wrote it")
  }

  /// A list the pager destroyed stops where it is: UIKit's scroll view stops scrolling, telling its delegate nothing,
  /// when it is taken out of its superview (`-[UIScrollView removeFromSuperview]`). The simulated UIKit let it drift on
  /// with its momentum, and `stale-list-cache`, which keeps the destroyed list and asks it whether the outer must hold,
  /// found it scrolled a pixel past its top and pinned the outer to the ceiling, where the page world's unloaded list
  /// stayed within the tolerance of its top (`stale-list-cache` case 5104, generated knobs: 60 frames/s, 2x screen).
  @Test("a list destroyed while it drifts stops where it is, in both pages")
  func destroyedListStopsDrifting() throws {
    var world = WorldConfig()
    world.headerHeight = 460
    world.listCount = 4
    world.safeAreaTop = 20
    let knobs = #"""
      {"animatedSetStopsDeceleration": false, "animationCurve": "easeInOut", "animationDuration": 0.36,
       "cancelledPanEndsDragging": true, "clampOnContentShrink": false, "crossAxisPanDefersToEnclosing": true,
       "delegateAskedBeforeView": true, "didScrollOnEqualValue": false, "disablingBouncesStopsBounce": false,
       "dragDeltaMode": "incremental", "frameRate": 60, "momentumOrder": "outerFirst", "movedPanBeginsFirst": true,
       "observerAfterDelegate": true, "pagingDampingRatio": 0.9, "pagingRule": "nearest", "pagingSpringFrequency": 14.7,
       "pagingVelocityThreshold": 500, "panOrder": "innerFirst", "pixelRoundingTies": "toEven", "pixelScale": 2,
       "removedTouchViewCancelsTouch": false, "roundsWrittenOffsets": true, "springDampingRatio": 1,
       "springStiffness": 165.87, "tablesAlwaysBounceVertical": false, "touchInterruptsAnimation": false}
      """#
    world.knobs = try JSONDecoder().decode(SimulationKnobs.self, from: Data(knobs.utf8))
    // A slow lift leaves list 0 drifting half a point past its top, within the coordinator's tolerance.
    let steps: [Step] = [
      .touchDown(x: 347, y: 470), .move(dx: 0, dy: -94, frames: 2), .lift(vx: 0, vy: -37), .reloadPager,
      .setListContent(index: 0, height: 4_500), .wait(frames: 5),
    ]
    let (comparison, trace) = try DifferentialCase.compare("stale-list-cache", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.last.map { $0.outerY < 200 } == true, "the outer was not pinned to the ceiling (440)")
  }

  /// A header grown past the screen takes the pager's row off screen, and the table lets the row's cell go: the pager
  /// and its list leave the window. The simulated UIKit ordered scroll views by their depth from their root, so the
  /// detached list (3 views deep in the cell) tied with the outer table and, with `momentumOrder` outer first, ticked
  /// before it: a status-bar scroll whose end starts the outer's animation moved the outer in that same frame, a frame
  /// before the page world (unpinned-container case 7286, reduced). Views outside every window now count as inner.
  @Test("a list whose row left the window still ticks inside the outer table", arguments: [SimultaneousOrder.outerFirst, .innerFirst])
  func detachedListTicksInsideTheOuter(order: SimultaneousOrder) throws {
    var world = WorldConfig()
    world.headerHeight = 0
    world.viewportWidth = 736
    world.viewportHeight = 414
    world.safeAreaTop = 0
    world.listCount = 1
    world.lists = [ListSpec(contentHeight: 110)]
    world.knobs.frameRate = 60
    world.knobs.pixelScale = 2
    world.knobs.animationDuration = 0.3
    world.knobs.momentumOrder = order
    let steps: [Step] = [
      .touchDown(x: 350, y: 350), .move(dx: 0, dy: -60, frames: 20), .lift(vx: 0, vy: 0), .tapStatusBar,
      .reloadHeader(height: 900),
    ]
    let (comparison, trace) = try DifferentialCase.compare("unpinned-container", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.last?.outerY == 0, "the outer came back to its top")
  }
}
