// Cases of the full container differential run where the two pages parted over a touch, a pan or a flick: who gets
// the finger, when a pan may begin, and how a finger's movement becomes an offset.
// With the fault each case parts at the frame named; fixed, both pages play the same frames (docs/uikit.md § The
// container against the page world). `DifferentialCase.compare` plays a case in both.

import Checker
import Coordinators
import ScrollSim
import SimulatedUIKit
import Testing
import UIKitPages

@Suite("UIKit container against the page world: touches, pans and flicks")
struct ContainerDifferentialGestureCaseTests {
  /// The container loads its data in its window. Loaded before, its lists took the window's bottom safe area only on
  /// joining it, and the ownership coordinator heard each list's adjusted-inset change as a scroll callback the page
  /// world never sends: it then kept the first frame of a drag at the list's top, which the page world drops.
  @Test("a drag at the list's top on a header-less page moves the list on the same frame in both")
  func dragAtTheTopOfAHeaderlessPage() throws {
    var world = WorldConfig()
    world.headerHeight = 0
    world.pinBarHeight = 0
    world.listCount = 1
    // A 2x screen: the drag's first frame (0.67 pt) lands on 0.5 pt, inside the coordinator's tolerance of the top.
    world.knobs.pixelScale = 2
    world.knobs.tablesAlwaysBounceVertical = false
    #expect(world.safeAreaBottom > 0, "the lists take the bottom safe area")
    let steps: [Step] = [.touchDown(x: 220, y: 400), .move(dx: 0, dy: -10, frames: 15), .lift(vx: 0, vy: 0)]
    let (comparison, trace) = try DifferentialCase.compare("ownership", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect((trace.last?.listYs.first ?? nil).map { $0 > 5 } == true, "the list scrolled")
  }

  /// A header grown under a finger on the category bar takes the pager's row off screen for the layout, before the
  /// coordinator pins the outer again. The list's pan, moved onto the outer table, keeps the finger (it was cancelled
  /// with its list, and the drag then moved only the pinned outer).
  @Test("a header grown under a finger on the bar leaves the list's pan the finger", arguments: ["offset-lock", "ownership"])
  func headerGrownUnderAFingerOnTheBar(name: String) throws {
    var world = WorldConfig()
    world.headerHeight = 100
    let barY = world.safeAreaTop + 20
    // The list scrolled first, so the bar stays pinned (the outer follows the grown header to its new pin).
    let steps: [Step] = [
      .touchDown(x: 200, y: 600), .move(dx: 0, dy: -300, frames: 10), .lift(vx: 0, vy: 0), .wait(frames: 60),
      .touchDown(x: 200, y: barY), .reloadHeader(height: world.viewportHeight + 100),
      .move(dx: 0, dy: -120, frames: 12), .lift(vx: 0, vy: 0),
    ]
    let (comparison, trace) = try DifferentialCase.compare(name, world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect((trace.last?.listYs.first ?? nil).map { $0 > 400 } == true, "the list scrolled on under the pinned bar")
  }

  /// A mutant whose pager begins on every pan: the page world gives a vertical drag on a list to the pager alone (and
  /// nothing moves); UIKit's pager pan does not take a drag across its axis, and the vertical pans move the page. The
  /// difference is recognized from the page world's trace; a sideways drag, which both give the pager, is not.
  @Test("a vertical drag the pager was let take is recognized as a cause, a sideways one is not")
  func pagerLetBeginAcrossItsAxis() throws {
    let world = WorldConfig()
    let vertical: [Step] = [.touchDown(x: 200, y: 600), .move(dx: 0, dy: -200, frames: 10), .lift(vx: 0, vy: 0)]
    let (across, _) = try DifferentialCase.compare("ungated-pager", world: world, steps: vertical)
    #expect(across.difference != nil)
    #expect(across.cause == .pagerBeganAcrossItsAxis)
    // At 45° the drag is no more horizontal than vertical: UIKit's pan reads it as vertical, and so does the cause.
    let diagonal: [Step] = [.touchDown(x: 100, y: 600), .move(dx: -35, dy: -35, frames: 10), .lift(vx: 0, vy: 0)]
    let (tie, _) = try DifferentialCase.compare("ungated-pager", world: world, steps: diagonal)
    #expect(tie.difference != nil && tie.cause == .pagerBeganAcrossItsAxis)
    // A 45° drag whose positions in the trace subtract to a hair more horizontal than vertical (x 200, y 500) is the
    // same tie: the page world read the step's equal deltas.
    let uneven: [Step] = [.touchDown(x: 200, y: 500), .move(dx: -67, dy: -67, frames: 12), .lift(vx: 0, vy: 0)]
    let (unevenTie, _) = try DifferentialCase.compare("ungated-pager", world: world, steps: uneven)
    #expect(unevenTie.difference != nil && unevenTie.cause == .pagerBeganAcrossItsAxis)
    let sideways: [Step] = [.touchDown(x: 300, y: 600), .move(dx: -200, dy: 0, frames: 10), .lift(vx: -800, vy: 0)]
    let (along, _) = try DifferentialCase.compare("ungated-pager", world: world, steps: sideways)
    #expect(along.difference == nil || along.cause != .pagerBeganAcrossItsAxis)
    // The gated coordinator gives the vertical drag to the vertical views in both.
    let (gated, _) = try DifferentialCase.compare("offset-lock", world: world, steps: vertical)
    #expect(gated.difference == nil)
  }

  /// A mutant whose pager begins on every pan, on a page of one tab: a right swipe on the first page is given to the
  /// pager in the page world (and judged by `paging-gates`); UIKit's pager, no wider than its content, allows no
  /// horizontal drag and leaves it to the outer table, so the verdicts part. With two tabs the pager can scroll, both
  /// give it the swipe, and the cause is not read.
  @Test("a swipe a pager of one page was let take is recognized as a cause, one on two pages is not")
  func onePagePagerLetBegin() throws {
    var world = WorldConfig()
    world.listCount = 1
    let swipe: [Step] = [.touchDown(x: 100, y: 600), .move(dx: 150, dy: 0, frames: 10), .lift(vx: 600, vy: 0)]
    let (one, _) = try DifferentialCase.compare("ungated-pager", world: world, steps: swipe)
    #expect(one.difference != nil)
    #expect(one.cause == .onePagePagerBegan, "\(one.difference.map { "\($0)" } ?? "")")
    world.listCount = 2
    let (two, _) = try DifferentialCase.compare("ungated-pager", world: world, steps: swipe)
    #expect(two.cause != .onePagePagerBegan, "\(two.difference.map { "\($0)" } ?? "")")
  }

  /// A one-page pager has no range to move in. Let begin on a sideways flick (`ungated-pager`), the page world's pager
  /// followed nothing during the drag, then took a paging spring with the release's speed and swung off its only page
  /// and back (9.5 pt in the case read); UIKit's scroll view, with nothing to scroll, stays put.
  @Test("a sideways flick on a one-page pager moves nothing in either page")
  func flickOnAOnePagePager() throws {
    var world = WorldConfig()
    world.listCount = 1
    let steps: [Step] = [
      .touchDown(x: 350, y: 600), .move(dx: -235, dy: 0, frames: 17), .lift(vx: -700, vy: 0), .wait(frames: 30),
    ]
    let (comparison, trace) = try DifferentialCase.compare("ungated-pager", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.allSatisfy { $0.pagerX == 0 }, "the page world's pager never left its page")
  }

  /// A mostly sideways drag on the header, with a list that cannot scroll vertically and a coordinator that lets no
  /// pan recognize with the outer's (`no-simultaneous`): neither the list's pan moved onto the outer table nor the
  /// table's own can scroll sideways, so neither defers to the other and the first begins (the list's, knob
  /// `movedPanBeginsFirst`), and nothing moves. The page world let the list's pan yield to the outer table on any drag,
  /// and pulled the outer down alone (`no-simultaneous` case 4343, generated knobs: 60 frames/s, 2x screen).
  @Test("a sideways drag on the header over a list that cannot scroll moves the same views in both")
  func sidewaysDragOverAListThatCannotScroll() throws {
    var world = WorldConfig()
    world.headerHeight = 400
    world.listCount = 4
    world.safeAreaTop = 44
    world.safeAreaBottom = 21
    world.lists = [
      ListSpec(contentHeight: 600, topInset: 100), ListSpec(contentHeight: 166.5), ListSpec(contentHeight: 2_638),
      ListSpec(contentHeight: 4_076),
    ]
    let knobs = #"""
      {"animatedSetStopsDeceleration": true, "animationCurve": "linear", "animationDuration": 0.33,
       "cancelledPanEndsDragging": true, "clampOnContentShrink": true, "crossAxisPanDefersToEnclosing": true,
       "delegateAskedBeforeView": true, "didScrollOnEqualValue": false, "disablingBouncesStopsBounce": true,
       "dragDeltaMode": "incremental", "frameRate": 60, "momentumOrder": "outerFirst", "movedPanBeginsFirst": true,
       "observerAfterDelegate": true, "pagingDampingRatio": 0.9, "pagingRule": "velocityThreshold",
       "pagingSpringFrequency": 15.2, "pagingVelocityThreshold": 100, "panOrder": "innerFirst",
       "pixelRoundingTies": "awayFromZero", "pixelScale": 2, "removedTouchViewCancelsTouch": false,
       "roundsWrittenOffsets": true, "springDampingRatio": 1.3, "springStiffness": 177,
       "tablesAlwaysBounceVertical": false, "touchInterruptsAnimation": false}
      """#
    world.knobs = try JSONDecoder().decode(SimulationKnobs.self, from: Data(knobs.utf8))
    let steps: [Step] = [.touchDown(x: 90, y: 263), .move(dx: -80, dy: 25, frames: 10), .lift(vx: 0, vy: 0)]
    let (comparison, trace) = try DifferentialCase.compare("no-simultaneous", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.allSatisfy { $0.outerY == 0 }, "the outer stayed at its top")
    // The same drag held vertical is the outer's alone in both (the list yields; the negative control).
    let vertical: [Step] = [.touchDown(x: 90, y: 263), .move(dx: 0, dy: 80, frames: 10), .lift(vx: 0, vy: 0)]
    let (verticalComparison, verticalTrace) = try DifferentialCase.compare("no-simultaneous", world: world, steps: vertical)
    #expect(verticalComparison.difference == nil, "\(verticalComparison.difference.map { "\($0)" } ?? "")")
    #expect(verticalTrace.contains { $0.outerY < 0 }, "the outer was pulled down")
  }

  /// A drag that begins on the bar while neither the list nor the outer table can scroll vertically (no header, a
  /// short list, no `alwaysBounceVertical`), with a coordinator that lets no pan recognize with the outer's: the list's
  /// pan has no enclosing scroll view along the axis to defer to, so it begins, and a header grown under the finger
  /// later does not hand the drag to the outer. The page world gave it to the outer alone from the start, which then
  /// scrolled the new header away (`no-simultaneous` case 1093).
  @Test("a drag begun while nothing could scroll stays the list's after the header grows, in both pages")
  func dragBegunWhileNothingCouldScroll() throws {
    var world = WorldConfig()
    world.viewportWidth = 844
    world.viewportHeight = 390
    world.headerHeight = 0
    world.safeAreaTop = 0
    world.lists = [
      ListSpec(contentHeight: 300), ListSpec(contentHeight: 7_836, topInset: 44, bottomInset: 50),
      ListSpec(contentHeight: 2_300),
    ]
    world.knobs.tablesAlwaysBounceVertical = false
    world.knobs.frameRate = 60
    let steps: [Step] = [
      .touchDown(x: 800, y: 10), .move(dx: 0, dy: 20, frames: 4), .reloadHeader(height: 83),
      .move(dx: 0, dy: -100, frames: 11), .lift(vx: 0, vy: 0),
    ]
    let (comparison, trace) = try DifferentialCase.compare("no-simultaneous", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.allSatisfy { $0.outerY == 0 }, "the outer stayed at its top")
  }

  /// A finger moving 1/6 pt a frame at 3x moves half a device pixel a frame, an exact tie. The page world applies the
  /// step's per-frame delta; the simulated UIKit's pan the difference of two translations, a rounding error below the
  /// half: the first rounded away from zero to a pixel, the second to nothing, and offset-lock-seed's strict lock test
  /// pinned the outer a frame apart (case 4326, reduced). A value within a billionth of a pixel of a half is a tie now.
  @Test("a drag of exactly half a device pixel a frame moves both pages alike")
  func halfPixelDrag() throws {
    var world = WorldConfig()
    world.headerHeight = 1021
    world.pinBarHeight = 0
    world.pinOffset = 0
    world.viewportWidth = 390
    world.viewportHeight = 844
    world.safeAreaBottom = 21
    world.listCount = 1
    world.knobs.pixelScale = 3
    world.knobs.pixelRoundingTies = .awayFromZero
    let steps: [Step] = [.reloadHeader(height: 596), .touchDown(x: 10, y: 760), .move(dx: 0, dy: -3, frames: 18)]
    let (comparison, trace) = try DifferentialCase.compare("offset-lock-seed", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.count > 3 && (trace[2].listYs.first ?? nil).map { abs($0 - 1.0 / 3) < 1e-9 } == true, "the first half pixel rounds away from zero")
  }
}
