// Cases of the full container differential run where the two pages parted over a device step: a window that
// changes size, a safe area that changes (or is set to the value it has).
// With the fault each case parts at the frame named; fixed, both pages play the same frames (docs/uikit.md § The
// container against the page world). `DifferentialCase.compare` plays a case in both.

import Checker
import Coordinators
import ScrollSim
import SimulatedUIKit
import Testing
import UIKitPages

@Suite("UIKit container against the page world: device steps")
struct ContainerDifferentialDeviceCaseTests {
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
    let (comparison, _) = try DifferentialCase.compare(name, world: world, steps: steps)
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
    let (comparison, trace) = try DifferentialCase.compare(name, world: world, steps: steps)
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
    let (comparison, trace) = try DifferentialCase.compare("offset-lock", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
    #expect(trace.last.map { $0.listYs.count > 1 && $0.listYs[1] == nil } == true, "the page world made no list 1")
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
    let (comparison, _) = try DifferentialCase.compare("ownership-seed", world: world, steps: steps)
    #expect(comparison.difference == nil, "\(comparison.difference.map { "\($0)" } ?? "")")
  }
}
