// I13 and I14 on hand-solved runs: a pull down that must bring the header back (and the pulls a design may
// delay, which are not judged), and the category bar's selection once the pager rests (with its grace).

import Coordinators
import Foundation
import NestedScrollingCoordinators
import ScrollSim
import Testing

@testable import Checker

@MainActor @Suite("Page-switch invariants")
struct PageSwitchInvariantTests {
  private static func scenario(_ name: String) throws -> Scenario {
    try Corpus.scenario(Corpus.scenariosDirectory.appendingPathComponent(name))
  }

  private static func run(_ name: String, _ world: WorldConfig, _ steps: [Step]) throws -> RunResult {
    Runner.run(try #require(CoordinatorCatalog.entry(named: name)), world: world, steps: steps)
  }

  /// `mutant-stale-current-list.json`: list 0 scrolled until the header hides, tab 1, then a 200 pt pull over 20
  /// frames on list 1 at its top. The first frame of the pull is the pan's beginning (not judged), so 190 pt are owed.
  @Test("header-returns-on-pull: the stale current list keeps the outer pinned and loses the 190 pt pull; I8 sees the band as movement")
  func staleListLosesThePull() throws {
    let story = try Self.scenario("mutant-stale-current-list.json")
    let mutant = try Self.run("stale-current-list", story.world, story.steps)
    let violation = try #require(mutant.verdict.violation)
    #expect(violation.invariant == .headerReturnsOnPull)
    #expect(violation.signature.description == "header-returns-on-pull/outer/backward/severe/drag/header-hidden")
    #expect(abs(violation.severity - 190) < 1, "\(violation.severity)")
    #expect(!mutant.violations.contains { $0.invariant == .noSwallowedGesture }, "the list's band counts for I8")

    let shipped = try Self.run("offset-lock", story.world, story.steps)
    #expect(shipped.verdict.passed, "\(shipped.verdict.violation?.message ?? "")")
    var off = RunOptions()
    off.invariants.remove(.headerReturnsOnPull)
    let unchecked = Runner.run(try #require(CoordinatorCatalog.entry(named: "stale-current-list")), world: story.world,
                               steps: story.steps, options: off)
    #expect(unchecked.verdict.passed, "without I13 nothing else sees this bug in the story")
  }

  /// The same page state (list 0 scrolled, header hidden, tab 1 at its top) with pulls the rule must not judge: a
  /// mostly horizontal swipe drifting down (the pager's pan), and a pull while an animated tab switch still moves
  /// the pager (two lists on screen).
  @Test("header-returns-on-pull does not judge a pager swipe or a pull while the pager is between pages")
  func delayedPullsAreNotJudged() throws {
    let story = try Self.scenario("mutant-stale-current-list.json")
    let setUp = Array(story.steps.prefix(4))
    let swipe = setUp + [.touchDown(x: 300, y: 500), .move(dx: -150, dy: 60, frames: 10), .lift(vx: 0, vy: 0)]
    let betweenPages = Array(story.steps.prefix(3)) + [
      .tapTab(index: 1, animated: true), .touchDown(x: 200, y: 500), .move(dx: 0, dy: 200, frames: 20),
      .lift(vx: 0, vy: 0),
    ]
    for steps in [swipe, betweenPages] {
      let mutant = try Self.run("stale-current-list", story.world, steps)
      #expect(!mutant.violations.contains { $0.invariant == .headerReturnsOnPull }, "\(mutant.violations.map(\.message))")
    }
  }

  /// `mutant-bar-follows-drag.json`: 120 pt of a 393 pt page dragged (0.31 pages: tab 0 under the finger), then a
  /// 1500 pt/s flick that carries the pager to page 1 after the lift.
  @Test("selected-tab-follows-page: the bar left on tab 0 after a flick settles on page 1; the page selects tab 1 itself")
  func flickLeavesTheBarBehind() throws {
    let story = try Self.scenario("mutant-bar-follows-drag.json")
    let mutant = try Self.run("bar-follows-drag", story.world, story.steps)
    let violation = try #require(mutant.verdict.violation)
    #expect(violation.invariant == .selectedTabFollowsPage)
    #expect(violation.band == .decision)
    #expect(violation.message.contains("rests on page 1") && violation.message.contains("selects tab 0"))

    let world = PageWorld(config: story.world, coordinator: OffsetLockCoordinator())
    var checker = InvariantChecker(enabled: .all)
    for (index, step) in story.steps.enumerated() { world.run(step, index: index, observer: &checker) }
    while !world.isSettled { world.run(.wait(frames: 1), index: story.steps.count, observer: &checker) }
    #expect(world.currentIndex == 1 && world.selectedTabIndex == 1)
    world.run(.tapTab(index: 2, animated: true), index: 0, observer: &checker)
    #expect(world.selectedTabIndex == 2 && world.currentIndex == 1, "a tap selects its tab before the page changes")
    checker.finish()
    #expect(checker.violations.isEmpty, "\(checker.violations.map(\.message))")
  }

  /// Writes a wrong tab into the bar for the first `frames` frames of a coast (the list decelerating, so the page is
  /// not at rest and the grace applies), then the right one.
  private struct LaggingBar: FrameObserver {
    var checker = InvariantChecker(enabled: .all)
    var wrongFor: Int
    var seen = 0
    mutating func frameDidEnd(_ world: PageWorld) -> Bool {
      seen += 1
      world.selectedTabIndex = seen <= wrongFor ? 1 : world.visiblePage
      return checker.frameDidEnd(world)
    }
  }

  @Test("selected-tab-follows-page allows the bar 0.1 s (12 frames at 120 Hz) while the page still moves, not more")
  func graceWhileMoving() throws {
    let flick: [Step] = [.touchDown(x: 200, y: 700), .move(dx: 0, dy: -300, frames: 10), .lift(vx: 0, vy: -3000)]
    var outcomes: [Int: Bool] = [:]
    for wrongFor in [11, 13, 40] {
      let world = PageWorld(config: WorldConfig(), coordinator: OffsetLockCoordinator())
      var quiet = InvariantChecker(enabled: .all)
      for (index, step) in flick.enumerated() { world.run(step, index: index, observer: &quiet) }
      #expect(world.anyListMoving || world.outerView.isMoving, "the flick coasts")
      var lagging = LaggingBar(wrongFor: wrongFor)
      world.run(.wait(frames: 60), index: flick.count, observer: &lagging)
      lagging.checker.finish()
      outcomes[wrongFor] = lagging.checker.violations.contains { $0.invariant == .selectedTabFollowsPage }
    }
    #expect(outcomes == [11: false, 13: true, 40: true])
  }
}
