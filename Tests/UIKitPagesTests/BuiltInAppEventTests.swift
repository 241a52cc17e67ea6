// The built-in app events, on the built-in page (offset-lock) and on the shipped UIKit container hosting it: a
// programmatic scroll lands where it aims, a second tap of the selected tab scrolls its list to the top (animated),
// a rotation changes the screen's size and safe area in the same frame, and the keyboard's inset lands at once while
// a list at its end follows it along the keyboard's 0.25 s animation.

import Checker
import Coordinators
import Foundation
import ScrollSim
import Testing
import UIKitPages

@MainActor @Suite("built-in app events")
struct BuiltInAppEventTests {
  nonisolated static var pages: [CoordinatorEntry] {
    let offsetLock = CoordinatorCatalog.entry(named: "offset-lock")!.declaring(AppEvent.builtIns)
    return [offsetLock, CoordinatorEntry.inUIKitContainer(offsetLock).declaring(AppEvent.builtIns)]
  }

  static var world: WorldConfig {
    var world = WorldConfig()
    world.listCount = 3
    world.headerHeight = 240
    world.viewportWidth = 393
    world.viewportHeight = 852
    world.safeAreaTop = 47
    world.safeAreaBottom = 34
    return world
  }

  static func offset(_ view: String, _ offset: Double, animated: Bool = false) -> Step {
    .appEvent(
      "set-content-offset",
      [AppArgument("view", .text(view)), AppArgument("offset", .number(offset)), AppArgument("animated", .text(animated ? "yes" : "no"))])
  }

  /// A drag that collapses the header and scrolls the first list well down its feed, then rest.
  static let scrollDown: [Step] = [
    .touchDown(x: 200, y: 600), .move(dx: 0, dy: -1200, frames: 30), .lift(vx: 0, vy: 0), .wait(frames: 60),
  ]

  static func trace(_ entry: CoordinatorEntry, _ steps: [Step]) -> [TraceRow] {
    Runner.run(entry, world: world, steps: steps, options: RunOptions(recordTrace: true)).trace
  }

  @Test("set-content-offset scrolls a role view to its offset on the event's frame", arguments: pages)
  func programmaticScroll(entry: CoordinatorEntry) throws {
    let rows = Self.trace(entry, [.wait(frames: 2), Self.offset("outer", 120), .wait(frames: 2)])
    let row = try #require(rows.first { $0.stepIndex == 1 })
    #expect(row.outerY == 120, "\(entry.name)")
    #expect(row.stepLabel == #"app set-content-offset(animated: "no", offset: 120, view: "outer")"#)
  }

  @Test("a second tap of the selected tab scrolls its list to the top, animated", arguments: pages)
  func retapScrollsToTop(entry: CoordinatorEntry) throws {
    let rows = Self.trace(entry, Self.scrollDown + [.appEvent("retap-selected-tab"), .wait(frames: 120)])
    let before = try #require(rows.last { $0.stepIndex == 3 }?.listYs[0] ?? nil)
    #expect(before > 300, "\(entry.name): the drag left list0 at \(before)")
    let tap = try #require(rows.first { $0.stepIndex == 4 })
    let first = try #require(tap.listYs[0])
    #expect(first > 0 && first < before, "\(entry.name): an animation starts, \(first)")
    let end = try #require(rows.last?.listYs[0])
    #expect(abs(end) <= 0.5, "\(entry.name): list0 ends at \(end)")
  }

  @Test("a rotation changes the screen's size and its safe area in the same frame", arguments: pages)
  func rotationIsOneStep(entry: CoordinatorEntry) throws {
    let steps: [Step] = [
      .wait(frames: 2),
      .appEvent("rotate", [AppArgument("safe-area-top", .number(0)), AppArgument("safe-area-bottom", .number(21))]),
      .wait(frames: 2),
    ]
    let rows = Self.trace(entry, steps)
    let before = try #require(rows.last { $0.stepIndex == 0 }?.page)
    let after = try #require(rows.first { $0.stepIndex == 1 }?.page)
    #expect((before.viewportWidth, before.viewportHeight, before.safeAreaTop, before.safeAreaBottom) == (393, 852, 47, 34))
    #expect((after.viewportWidth, after.viewportHeight, after.safeAreaTop, after.safeAreaBottom) == (852, 393, 0, 21), "\(entry.name)")
  }

  @Test("the keyboard's inset lands at once; a list at its end follows it along the keyboard's 0.25 s", arguments: pages)
  func keyboardFollowsItsAnimation(entry: CoordinatorEntry) throws {
    let keyboard = Step.appEvent("keyboard", [AppArgument("view", .text("current-list")), AppArgument("height", .number(300))])
    let rows = Self.trace(entry, Self.scrollDown + [Self.offset("current-list", 3_000), .wait(frames: 10), keyboard, .wait(frames: 60)])
    let atEnd = try #require(rows.last { $0.stepIndex == 5 }?.listYs[0] ?? nil)
    let shown = try #require(rows.firstIndex { $0.stepIndex == 6 })
    let insetBefore = try #require(rows[shown - 1].page.lists.first?.insetBottom)
    let insetAfter = try #require(rows[shown].page.lists.first?.insetBottom)
    #expect(insetAfter - insetBefore == 300, "\(entry.name): the inset lands in the event's frame")
    // 0.25 s is 30 frames at 120 Hz: halfway the list is between its old end and its new one, after it at the new end.
    let halfway = try #require(rows[shown + 15].listYs[0])
    #expect(halfway > atEnd + 1 && halfway < atEnd + 299, "\(entry.name): \(halfway)")
    let done = try #require(rows[shown + 31].listYs[0])
    #expect(abs(done - (atEnd + 300)) <= 0.5, "\(entry.name): \(done)")
  }

  @Test("the built-ins are drawn only for an entry that declares them")
  func drawnOnlyWhenDeclared() {
    let plain = CoordinatorCatalog.entry(named: "offset-lock")!
    let configuration = PropertyConfiguration(seed: 8)
    var names: Set<String> = []
    for index in 0..<80 as Range<UInt64> {
      #expect(!PropertyCheck.generatedCase(index: index, configuration: configuration, for: plain).steps.contains { $0.kind == .app })
      for case .app(let name, _) in PropertyCheck.generatedCase(index: index, configuration: configuration, for: Self.pages[0]).steps {
        names.insert(name)
      }
    }
    #expect(names == Set(AppEvent.builtIns.map(\.name)))
  }
}
