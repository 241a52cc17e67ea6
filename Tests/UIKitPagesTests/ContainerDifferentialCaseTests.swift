// Cases of the full differential run where the UIKit container and the page world parted for a fault of the container
// or of its test page, each reduced to the steps that show it: with the fault they part at the frame named, fixed
// they play the same frames (docs/uikit.md § The container against the page world).

import Checker
import Coordinators
import ScrollSim
import SimulatedUIKit
import Testing
import UIKitPages

@Suite("UIKit container against the page world: the read cases")
struct ContainerDifferentialCaseTests {
  /// Plays `steps` in both pages with `name`'s coordinator; returns the comparison and the page world's trace.
  static func compare(_ name: String, world: WorldConfig, steps: [Step]) throws -> (ContainerDifferential.Comparison, [TraceRow]) {
    let entry = try #require(CoordinatorCatalog.entry(named: name))
    let world = Runner.normalized(world, for: entry)
    let comparison = ContainerDifferential.compare(entry, world: world, steps: steps)
    let trace = Runner.run(entry, world: world, steps: steps, options: RunOptions(recordTrace: true)).trace
    return (comparison, trace)
  }

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
    let (comparison, trace) = try Self.compare("ownership", world: world, steps: steps)
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
    let (comparison, trace) = try Self.compare(name, world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect((trace.last?.listYs.first ?? nil).map { $0 > 400 } == true, "the list scrolled on under the pinned bar")
  }

  /// A list's new content keeps no width: as wide as the list, it scrolled sideways once the window narrowed, and a
  /// mostly horizontal drag moved it sideways and pulled the outer down where the page world's pager took the drag.
  @Test("a sideways drag after the window narrows moves the same views in both", arguments: ["offset-lock", "ownership"])
  func sidewaysDragAfterTheWindowNarrows(name: String) throws {
    var world = WorldConfig()
    world.viewportWidth = 428
    world.viewportHeight = 926
    world.listCount = 1
    let steps: [Step] = [
      .setListContent(index: 0, height: 946), .resize(width: 393, height: 852), .touchDown(x: 40, y: 700),
      .move(dx: 257, dy: 50, frames: 10), .lift(vx: 0, vy: 0),
    ]
    let (comparison, _) = try Self.compare(name, world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
  }

  /// A window grown taller: the outer table took its new frame before its new row height, its old content was shorter
  /// than the new bounds for a moment, and it was clamped to its top, unpinning the bar the page world keeps pinned.
  @Test("a taller window keeps the pinned bar pinned in both", arguments: ["offset-lock", "ownership"])
  func tallerWindowKeepsTheBarPinned(name: String) throws {
    var world = WorldConfig()
    world.viewportWidth = 414
    world.viewportHeight = 736
    world.headerHeight = 42
    world.pinOffset = 0
    world.pinBarHeight = 0
    // The outer dragged exactly to the pin, the lists left at their tops (a scrolled list would have the coordinator
    // pin the outer again whatever the table did).
    let steps: [Step] = [
      .touchDown(x: 200, y: 600), .move(dx: 0, dy: -42, frames: 6), .lift(vx: 0, vy: 0), .wait(frames: 120),
      .resize(width: 414, height: 896), .wait(frames: 10),
    ]
    let (comparison, trace) = try Self.compare(name, world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.last.map { abs($0.outerY - 42) < 0.5 } == true, "the page world keeps the outer at the pin")
  }

  /// A wider window: the pager took its new width before its larger content, was clamped into the old content, and
  /// passed the page beside the one it shows, loading a list the page world never makes.
  @Test("a wider window loads no list beside the page on screen")
  func widerWindowLoadsNoNeighbour() throws {
    var world = WorldConfig()
    world.viewportWidth = 375
    world.viewportHeight = 667
    world.listCount = 3
    world.initialIndex = 2
    let steps: [Step] = [.resize(width: 393, height: 852), .wait(frames: 5)]
    let (comparison, trace) = try Self.compare("offset-lock", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.last.map { $0.listYs.count > 1 && $0.listYs[1] == nil } == true, "the page world made no list 1")
  }

  /// A mutant whose pager begins on every pan: the page world gives a vertical drag on a list to the pager alone (and
  /// nothing moves); UIKit's pager pan does not take a drag across its axis, and the vertical pans move the page. The
  /// difference is recognized from the page world's trace; a sideways drag, which both give the pager, is not.
  @Test("a vertical drag the pager was let take is recognized as a cause, a sideways one is not")
  func pagerLetBeginAcrossItsAxis() throws {
    let world = WorldConfig()
    let vertical: [Step] = [.touchDown(x: 200, y: 600), .move(dx: 0, dy: -200, frames: 10), .lift(vx: 0, vy: 0)]
    let (across, _) = try Self.compare("ungated-pager", world: world, steps: vertical)
    #expect(across.difference != nil)
    #expect(across.cause == .pagerBeganAcrossItsAxis)
    // At 45° the drag is no more horizontal than vertical: UIKit's pan reads it as vertical, and so does the cause.
    let diagonal: [Step] = [.touchDown(x: 100, y: 600), .move(dx: -35, dy: -35, frames: 10), .lift(vx: 0, vy: 0)]
    let (tie, _) = try Self.compare("ungated-pager", world: world, steps: diagonal)
    #expect(tie.difference != nil && tie.cause == .pagerBeganAcrossItsAxis)
    // A 45° drag whose positions in the trace subtract to a hair more horizontal than vertical (x 200, y 500) is the
    // same tie: the page world read the step's equal deltas.
    let uneven: [Step] = [.touchDown(x: 200, y: 500), .move(dx: -67, dy: -67, frames: 12), .lift(vx: 0, vy: 0)]
    let (unevenTie, _) = try Self.compare("ungated-pager", world: world, steps: uneven)
    #expect(unevenTie.difference != nil && unevenTie.cause == .pagerBeganAcrossItsAxis)
    let sideways: [Step] = [.touchDown(x: 300, y: 600), .move(dx: -200, dy: 0, frames: 10), .lift(vx: -800, vy: 0)]
    let (along, _) = try Self.compare("ungated-pager", world: world, steps: sideways)
    #expect(along.difference == nil || along.cause != .pagerBeganAcrossItsAxis)
    // The gated coordinator gives the vertical drag to the vertical views in both.
    let (gated, _) = try Self.compare("offset-lock", world: world, steps: vertical)
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
    let (one, _) = try Self.compare("ungated-pager", world: world, steps: swipe)
    #expect(one.difference != nil)
    #expect(one.cause == .onePagePagerBegan, "\(one.difference.map { "\($0)" } ?? "")")
    world.listCount = 2
    let (two, _) = try Self.compare("ungated-pager", world: world, steps: swipe)
    #expect(two.cause != .onePagePagerBegan, "\(two.difference.map { "\($0)" } ?? "")")
  }

  /// A pager that rests on a page with no settle callback (a touch stopped its snap just as it reached the page):
  /// when the drag ends the container's bar selects that page's tab, as the page world's bar does on the lift. It kept
  /// the old tab, and `selected-tab-follows-page` failed in the container only (differential case 719).
  @Test("the bar selects the page a pager rests on without a settle callback once a drag ends")
  func barFollowsAPagerStoppedOnAPage() throws {
    let (page, window) = try Self.containerInAWindow()
    let pager = page.container.pagerView
    // On page 1 with no settle callback: a plain offset write, as a touch that stops a snap leaves it.
    pager.contentOffset = CGPoint(x: pager.bounds.width, y: 0)
    #expect(page.selectedTab == 0)
    Self.verticalDrag(in: window)
    #expect(page.selectedTab == 1)
  }

  /// An animated tab switch a touch stops before the pager leaves its page: the bar had selected the tapped tab, no
  /// settle callback comes, and the bar kept the tapped tab over the page on screen (offset-lock cases 3557, 4076,
  /// 4103, 5252 and 9262: `selected-tab-follows-page` failed in the container only).
  @Test("the bar selects the page on screen when a drag ends after an animated tab switch was stopped")
  func barFollowsAPagerWhoseTabSwitchWasStopped() throws {
    let (page, window) = try Self.containerInAWindow()
    page.selectTab(1, animated: true)
    #expect(page.selectedTab == 1)
    // Stopped where it started, before any frame moved it.
    page.container.pagerView.setContentOffset(.zero, animated: false)
    Self.verticalDrag(in: window)
    #expect(page.selectedTab == 0)
  }

  /// The offset-lock coordinator in a `ContainerTestPage` in a window of the default world, laid out.
  static func containerInAWindow() throws -> (ContainerTestPage, UIWindow) {
    let world = WorldConfig()
    let simulation = UIKitSimulation(knobs: world.knobs)
    UIKitSimulation.current = simulation
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: world.viewportWidth, height: world.viewportHeight))
    window.setDevice(
      size: window.bounds.size,
      safeArea: UIEdgeInsets(top: world.safeAreaTop, left: 0, bottom: world.safeAreaBottom, right: 0))
    window.makeKeyAndVisible()
    let page = ContainerTestPage(world: world, coordinator: try #require(CoordinatorCatalog.entry(named: "offset-lock")).make())
    page.view.frame = window.bounds
    window.addSubview(page.view)
    simulation.layoutWindows()
    return (page, window)
  }

  /// A short upward drag on the list, lifted: the outer table's drag ends.
  static func verticalDrag(in window: UIWindow) {
    _ = window.simulateTouchDown(at: CGPoint(x: 200, y: 600))
    window.simulateTouchMove(by: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -1200))
    window.simulateTouchUp(velocity: .zero)
  }

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
    let (comparison, trace) = try Self.compare("ignores-inset", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.last.map { $0.listYs.count > 2 && $0.listYs[2] == -10 } == true, "list 2 stays at its top, -10")
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
    let (comparison, trace) = try Self.compare("ungated-pager", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.allSatisfy { $0.pagerX == 0 }, "the page world's pager never left its page")
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
    let (comparison, trace) = try Self.compare("ignores-inset", world: world, steps: steps)
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
    let (comparison, trace) = try Self.compare("stale-list-cache", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.last.map { $0.outerY < 200 } == true, "the outer was not pinned to the ceiling (440)")
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
    let (comparison, trace) = try Self.compare("no-simultaneous", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.allSatisfy { $0.outerY == 0 }, "the outer stayed at its top")
    // The same drag held vertical is the outer's alone in both (the list yields; the negative control).
    let vertical: [Step] = [.touchDown(x: 90, y: 263), .move(dx: 0, dy: 80, frames: 10), .lift(vx: 0, vy: 0)]
    let (verticalComparison, verticalTrace) = try Self.compare("no-simultaneous", world: world, steps: vertical)
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
    let (comparison, trace) = try Self.compare("no-simultaneous", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.allSatisfy { $0.outerY == 0 }, "the outer stayed at its top")
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
    let (comparison, _) = try Self.compare("never-hand-back", world: world, steps: steps)
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
    let (comparison, _) = try Self.compare("zeroes-handoff-velocity", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(comparison.pageWorldVerdict.hasPrefix("momentum-carried"), "page world: \(comparison.pageWorldVerdict)")
  }

  /// ownership-seed lets its one list scroll only once a callback has seen the outer at the ceiling, and a safe-area
  /// step is heard through `pageDidReload`, which runs that test. The page world answered a safe area the page already
  /// had with a relayout and `pageDidReload`, where UIKit calls `safeAreaInsetsDidChange()` only when the safe area
  /// changes (differential case 8338, reduced); the container answered a top safe area that moved under a fixed pin
  /// offset with nothing, laying out again only for a new size, bottom inset or pin offset (case 8570, reduced).
  /// Either way the next drag scrolled the list in one page and was pinned at 0 in the other.
  @Test("a safe-area step reaches the coordinator in both pages exactly when the safe area changes", arguments: [false, true])
  func safeAreaStepReachesTheCoordinator(changes: Bool) throws {
    var world = WorldConfig()
    world.listCount = 1
    world.knobs.tablesAlwaysBounceVertical = false
    let steps: [Step]
    if changes {
      world.knobs.pixelScale = 2
      world.knobs.panOrder = .outerFirst
      world.knobs.springStiffness = 159
      world.knobs.springDampingRatio = 1.13
      world.headerHeight = 357.84
      world.pinBarHeight = 0
      world.pinOffset = 0
      world.viewportWidth = 390
      world.viewportHeight = 844
      world.safeAreaBottom = 21
      world.lists = [ListSpec(contentHeight: 13500, topInset: 100)]
      steps = [
        .reloadHeader(height: 0), .touchDown(x: 200, y: 600), .move(dx: 0, dy: -500, frames: 17),
        .setSafeArea(top: 44, bottom: 21), .move(dx: -2, dy: -100, frames: 22),
      ]
    } else {
      world.knobs.pixelScale = 1
      world.knobs.frameRate = 60
      world.knobs.clampOnContentShrink = false
      world.knobs.springStiffness = 284.39
      world.knobs.springDampingRatio = 1.27
      world.headerHeight = 46
      world.pinBarHeight = 44
      world.viewportWidth = 414
      world.viewportHeight = 896
      world.lists = [ListSpec(contentHeight: 1271, topInset: 44)]
      steps = [
        .touchDown(x: 300, y: 800), .move(dx: -5.5, dy: -195, frames: 24), .setSafeArea(top: 103, bottom: 34),
        .move(dx: 0, dy: -330.2, frames: 20),
      ]
    }
    let (comparison, _) = try Self.compare("ownership-seed", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
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
    let (comparison, trace) = try Self.compare("unpinned-container", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.last?.outerY == 0, "the outer came back to its top")
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
    let (comparison, trace) = try Self.compare("offset-lock-seed", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.count > 3 && (trace[2].listYs.first ?? nil).map { abs($0 - 1.0 / 3) < 1e-9 } == true, "the first half pixel rounds away from zero")
  }
}
