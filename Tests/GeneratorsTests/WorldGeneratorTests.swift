// Generated worlds: always valid, default when the bits run out, and reaching DESIGN §5b's edge cases.

import Generators
import ScrollSim
import Testing

@Suite("World generator")
struct WorldGeneratorTests {
  /// 2,000 worlds from the default profile, seeded from the shared test run seed.
  static let worlds: [WorldConfig] = (0..<2_000).map { index in
    var rng = SeededSource(seed: SplitMix64.output(seed: testRunSeed, index: UInt64(index)))
    return generateWorld(using: &rng)
  }

  /// The fraction of `worlds` for which `condition` holds.
  func share(_ condition: (WorldConfig) -> Bool) -> Double {
    Double(Self.worlds.filter(condition).count) / Double(Self.worlds.count)
  }

  @Test("1,000 generated worlds encode and decode through WorldConfig's strict validation unchanged")
  func jsonRoundTripAndValidation() throws {
    for world in Self.worlds.prefix(1_000) {
      #expect(try jsonRoundTrip(world) == world)
    }
  }

  @Test("worlds of every profile pass validation", arguments: GeneratorProfile.all)
  func everyProfileValid(profile: GeneratorProfile) throws {
    for index in 0..<200 {
      var rng = SeededSource(seed: UInt64(index))
      let world = generateWorld(using: &rng, profile: profile)
      #expect(try jsonRoundTrip(world) == world)
    }
  }

  @Test("an exhausted source yields exactly the default world")
  func zeroBitsGiveDefaultWorld() {
    var zero = ZeroSource()
    #expect(generateWorld(using: &zero) == WorldConfig())
    var empty = ByteSource(bytes: [])
    #expect(generateWorld(using: &empty) == WorldConfig())
  }

  @Test("structural rules: header-only has one list and no pin bar; initial index in range; lists fit the count")
  func structure() {
    for world in Self.worlds {
      if world.headerOnly {
        #expect(world.listCount == 1 && world.pinBarHeight == 0)
      }
      #expect((0..<world.listCount).contains(world.initialIndex))
      #expect(world.lists.count <= world.listCount)
      #expect((1...5).contains(world.listCount))
      #expect(world.viewportWidth >= 320 && world.viewportHeight >= 320)
    }
  }

  @Test(
    "edge-case pages occur: header-only, landscape, header at or above the pin offset, short and tall lists, insets"
  )
  func edgeCasesOccur() {
    #expect((0.04...0.14).contains(share(\.headerOnly)))
    #expect(share { $0.viewportWidth > $0.viewportHeight } > 0.05)
    #expect(share { $0.headerHeight < $0.safeAreaTop } > 0.03)
    #expect(share { $0.headerHeight == $0.effectivePinOffset } > 0.02)
    #expect(share { $0.headerHeight > 600 } > 0.02)
    #expect(share { $0.headerHeight.truncatingRemainder(dividingBy: 100) == 0 } > 0.2)
    #expect(share { $0.pinOffset == 0 } > 0.05)
    #expect(share { $0.safeAreaTop == 0 } > 0.03)
    #expect(share { w in w.lists.contains { $0.contentHeight < w.viewportHeight } } > 0.1)
    #expect(share { w in w.lists.contains { $0.contentHeight == 0 } } > 0.02)
    #expect(share { w in w.lists.contains { $0.contentHeight > 10_000 } } > 0.1)
    #expect(share { w in w.lists.contains { $0.topInset > 0 } } > 0.1)
    #expect(share { w in w.lists.contains { $0.bottomInset > 0 } } > 0.05)
    #expect(share { $0.initialIndex > 0 } > 0.05)
    #expect(share { !$0.backGestureEnabled } > 0.05)
    #expect(Set(Self.worlds.map(\.listCount)) == [1, 2, 3, 4, 5])
  }

  @Test("knobs stay at their defaults about half the time and otherwise take every value")
  func knobsVary() {
    #expect((0.4...0.6).contains(share { $0.knobs == SimulationKnobs() }))
    let knobs = Self.worlds.map(\.knobs)
    #expect(Set(knobs.map(\.frameRate)) == [60, 120])
    #expect(Set(knobs.map(\.pixelScale)) == [1, 2, 3])
    // `.fromStart` is a what-if knob only: a lock-based container could not work on device under it (README § Knobs).
    #expect(Set(knobs.map(\.dragDeltaMode)) == [.incremental])
    #expect(Set(knobs.map(\.simultaneousOrder)) == Set(SimultaneousOrder.allCases))
    #expect(Set(knobs.map(\.pagingRule)) == Set(PagingRule.allCases))
    for flag in [
      \SimulationKnobs.didScrollOnEqualValue, \.clampOnContentShrink, \.tablesAlwaysBounceVertical,
      \.touchInterruptsAnimation, \.disablingBouncesStopsBounce,
    ] {
      #expect(Set(knobs.map { $0[keyPath: flag] }) == [false, true])
    }
    #expect(knobs.allSatisfy { (0.2...0.5).contains($0.animationDuration) && (60...200).contains($0.springStiffness) })
    #expect(Set(knobs.map(\.pagingVelocityThreshold)).count >= 4)
  }
}
