// `WorldConfig.nudgeOneLength` moves one length of the page (the header, the safe area, the pin offset, a list's
// inset or content) by a pixel-scale distance or a ratio. Its purpose is to put an edge off the device-pixel grid,
// where a view cannot rest exactly on it; generated worlds, drawn from round device sizes, rarely are. Measured here:
// how much more often a nudged world has `maxOffsetY` or a list top off the grid than a generated one.

@testable import Checker
import Coordinators
import Generators
import ScrollSim
import Testing

@MainActor @Suite("World nudges")
struct WorldNudgeTests {
  static let worlds = 2000

  /// The lengths a nudge may move, by name; a list's lengths for every list the page has.
  static func lengths(_ world: WorldConfig) -> [String: Double] {
    var lengths = ["headerHeight": world.headerHeight, "safeAreaTop": world.safeAreaTop, "pinOffset": world.effectivePinOffset]
    for index in 0..<world.listCount {
      let list = world.list(index)
      lengths["lists[\(index)].topInset"] = list.topInset
      lengths["lists[\(index)].bottomInset"] = list.bottomInset
      lengths["lists[\(index)].contentHeight"] = list.contentHeight
    }
    return lengths
  }

  /// Whether the simulated page's `maxOffsetY` (floored at the outer table's top) or a list's top lies off its pixel
  /// grid: what the guided search's grid-fit feature reads (`SearchObserver.observe`), here for every list created.
  static func offGrid(_ world: WorldConfig, entry: CoordinatorEntry) -> Bool {
    let page = PageWorld(config: Runner.normalized(world, for: entry), coordinator: entry.make(), loads: nil)
    let scale = page.physics.pixelScale
    if SearchObserver.offGrid(page.maxOffsetY, scale: scale) { return true }
    return (0..<page.listCount).contains { index in
      page.listView(at: index).map { SearchObserver.offGrid($0.minPosition, scale: scale) } ?? false
    }
  }

  static func generated(_ index: Int) -> (WorldConfig, SeededSource) {
    var rng = SeededSource(seed: deriveSeed(runSeed: 404, caseIndex: UInt64(index)))
    return (generateWorld(using: &rng, profile: .default), rng)
  }

  @Test("a nudge changes at most one length and no other field")
  func oneLength() {
    var moved = 0
    for index in 0..<Self.worlds {
      var (world, rng) = Self.generated(index)
      var nudged = world
      nudged.nudgeOneLength(using: &rng)
      let before = Self.lengths(world), after = Self.lengths(nudged)
      let changed = before.keys.filter { before[$0] != after[$0] }
      // The safe-area top also moves a pin offset that follows it: one field, two effective lengths.
      let fields = changed.filter { !($0 == "pinOffset" && changed.contains("safeAreaTop") && world.pinOffset == nil) }
      #expect(fields.count <= 1, "world \(index): \(changed.sorted())")
      if !fields.isEmpty { moved += 1 }
      // Nothing else: put the lengths back and the worlds are equal.
      var restored = nudged
      restored.headerHeight = world.headerHeight
      restored.safeAreaTop = world.safeAreaTop
      restored.pinOffset = world.pinOffset
      restored.lists = world.lists
      #expect(restored == world, "world \(index) changed beyond its lengths")
      // What the decoder accepts, once repaired (as the mutator does).
      let scenario = Scenario(coordinator: nil, world: nudged.repaired(), steps: [])
      #expect(throws: Never.self) { try Scenario.decode(scenario.encoded(), source: "nudged world \(index)") }
    }
    // Some nudges move nothing (a zero inset scaled or pulled below zero, a header-only page's list); most move one.
    #expect(moved > Self.worlds * 2 / 3, "\(moved) of \(Self.worlds) nudges moved a length")
  }

  @Test("nudged worlds are off the pixel grid far more often than generated ones")
  func offGridShare() {
    let entry = CoordinatorCatalog.entry(named: "offset-lock")!
    var generatedOff = 0, nudgedOff = 0
    for index in 0..<Self.worlds {
      var (world, rng) = Self.generated(index)
      if Self.offGrid(world, entry: entry) { generatedOff += 1 }
      world.nudgeOneLength(using: &rng)
      if Self.offGrid(world.repaired(), entry: entry) { nudgedOff += 1 }
    }
    let generatedShare = Double(generatedOff) / Double(Self.worlds)
    let nudgedShare = Double(nudgedOff) / Double(Self.worlds)
    print("world nudges: off-grid maxOffsetY or list top in \(generatedOff)/\(Self.worlds) generated worlds (\(generatedShare)), \(nudgedOff)/\(Self.worlds) after one nudge (\(nudgedShare))")
    #expect(nudgedOff >= 100, "the nudge reaches off-grid pages in a fair share of worlds")
    #expect(nudgedShare >= 3 * max(generatedShare, 0.005), "nudged \(nudgedShare) vs generated \(generatedShare)")
  }
}
