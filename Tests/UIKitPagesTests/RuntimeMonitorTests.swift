// The debug-build runtime monitor of the UIKit container, measured in the simulation where the truth is known: on
// generated cases the checker passes, a monitor on the shipped coordinators reports nothing (its false alarms, which a
// team would see in its console); on a mutant whose fault the monitor's rules can see, it reports the break.

import Checker
import Coordinators
import Generators
import NestedScrollingUIKit
import ScrollSim
import Testing
import UIKitPages

@Suite("Runtime monitor of the UIKit container")
struct RuntimeMonitorTests {
  /// `name`'s coordinator in the container with a monitor, and the monitor, fresh for each case.
  static func monitored(_ name: String) -> (CoordinatorEntry, () -> NestedScrollingMonitor?) {
    let base = CoordinatorEntry.inUIKitContainer(CoordinatorCatalog.entry(named: name)!)
    var current: NestedScrollingMonitor?
    let entry = CoordinatorEntry(
      name: base.name, summary: base.summary, role: base.role, momentum: base.momentum, maxListCount: base.maxListCount,
      supportedSteps: [.setListContent, .setContentInset, .reloadPager, .unloadDistantLists],
      uikitPage: { world in
        let page = ContainerTestPage(world: world, coordinator: CoordinatorCatalog.entry(named: name)!.make())
        let monitor = NestedScrollingMonitor()
        monitor.report = { _ in }
        page.container.monitor = monitor
        current = monitor
        return page
      })
    return (entry, { current })
  }

  static func cases(_ entry: CoordinatorEntry, count: Int) -> [(world: WorldConfig, steps: [Step])] {
    (0..<UInt64(count)).map { index in
      let generated = generateCase(seed: deriveSeed(runSeed: 7, caseIndex: index), profile: .default, maxSteps: 40)
      return (Runner.normalized(generated.world, for: entry), Runner.playable(generated.steps, for: entry))
    }
  }

  @Test("no alarm on cases the checker passes, for the shipped coordinators", arguments: ["offset-lock", "ownership"])
  func quietOnPassingCases(name: String) {
    let (entry, monitor) = Self.monitored(name)
    var passed = 0, alarms: [String] = []
    for (index, c) in Self.cases(entry, count: 120).enumerated() {
      let result = Runner.run(entry, world: c.world, steps: c.steps)
      guard result.verdict.violation == nil else { continue }
      passed += 1
      alarms += (monitor()?.breaks ?? []).map { "case \(index): \($0)" }
    }
    #expect(passed >= 100)
    #expect(alarms.isEmpty, "\(alarms.prefix(5))")
  }

  @Test("a missing clamp is reported as the checker reports it: outer-within-max")
  func reportsAMutantsBreak() {
    let (entry, monitor) = Self.monitored("no-max-clamp")
    var caught = 0, checkerCaught = 0
    for c in Self.cases(entry, count: 120) {
      let result = Runner.run(entry, world: c.world, steps: c.steps)
      guard result.verdict.violation?.invariant == .outerWithinMax else { continue }
      checkerCaught += 1
      if monitor()?.breaks.contains(where: { $0.rule == "outer-within-max" }) == true { caught += 1 }
    }
    #expect(checkerCaught > 0)
    #if DEBUG
    #expect(caught * 2 >= checkerCaught, "the monitor saw \(caught) of the checker's \(checkerCaught)")
    #else
    #expect(caught == 0, "a release build's monitor checks nothing")
    #endif
  }
}
