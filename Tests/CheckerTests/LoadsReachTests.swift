// The loads profile must reach the Three Loaders article's races, not just emit load steps: refreshes that
// start, bottom hits, appends, resets, responses that arrive after a refresh cancelled their
// request, slot heights held while the content owns and released later.

import Coordinators
import Generators
import ScrollSim
import Testing

/// Counts, per case, which load situations a run reached.
@MainActor
private struct LoadSituations: FrameObserver {
  var cancelled: Set<Int> = []
  var reached: Set<String> = []

  mutating func frameDidEnd(_ world: PageWorld) -> Bool {
    for event in world.loads?.events ?? [] {
      switch event {
      case .refreshControlFired: reached.insert("refresh-control-fired")
      case .sent(let request, _): reached.insert("sent-\(request.kind)")
      case .cancelled(let request):
        cancelled.insert(request.id)
        reached.insert("cancelled-by-refresh")
      case .delivered(let response):
        if cancelled.contains(response.request.id) { reached.insert("stale-response-arrived") }
        if response.outcome == .failure { reached.insert("failure-arrived") }
      case .bannerResized(_, _, let source, let moment):
        reached.insert(source.kind == .refresh ? "banner-from-refresh" : "banner-from-slots")
        if moment.containerDistanceFromTop < 0 { reached.insert("banner-while-pulled") }
      case .appended(_, let pagesBefore): reached.insert(pagesBefore >= 2 ? "third-page-appended" : "page-appended")
      case .reset: reached.insert("reset-to-page-one")
      }
    }
    // The refresh control's spinner inset: a refresh the app started keeps the spinner in view.
    if world.loads?.spinnerRequest != nil { reached.insert("refresh-spinner-shown") }
    if world.loads?.events.isEmpty == false, let loads = world.loadController as? ArbitratedLoadController,
      loads.gate.isHolding
    {
      reached.insert("slot-height-held")
    }
    return true
  }
}

@MainActor @Suite("Loads profile reach")
struct LoadsReachTests {
  static let situations = [
    "refresh-control-fired", "sent-refresh", "sent-slots", "sent-nextPage", "cancelled-by-refresh",
    "stale-response-arrived", "failure-arrived", "banner-from-refresh", "banner-from-slots", "page-appended",
    "third-page-appended", "reset-to-page-one", "slot-height-held", "refresh-spinner-shown",
  ]

  @Test("over 300 cases with the ownership coordinator, every load situation is reached in a fair share of cases")
  func reach() {
    var counts: [String: Int] = [:]
    let cases = 300
    for index in 0..<cases {
      let generated = generateCase(seed: deriveSeed(runSeed: 2024, caseIndex: UInt64(index)), profile: .loads, maxSteps: 60)
      var world = generated.world
      world.listCount = 1
      world.lists = Array(world.lists.prefix(1))
      world.initialIndex = 0
      let page = PageWorld(config: world, coordinator: OwnershipCoordinator(), loads: ArbitratedLoadController())
      var observer = LoadSituations()
      for (step, value) in generated.steps.enumerated() { page.run(value, index: step, observer: &observer) }
      for situation in observer.reached { counts[situation, default: 0] += 1 }
    }
    for situation in Self.situations {
      let share = Double(counts[situation] ?? 0) / Double(cases)
      #expect(share >= 0.02, "\(situation) reached in \(counts[situation] ?? 0) of \(cases) cases")
    }
  }
}
