// Generated worlds: always valid, default when the bits run out, and reaching the edge cases of docs/invariants.md (coverage of interesting states).

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

  @Test("knobs stay at their defaults about half the time and otherwise take every plausible value")
  func knobsVary() {
    #expect((0.4...0.6).contains(share { $0.knobs == SimulationKnobs() }))
    let knobs = Self.worlds.map(\.knobs)
    #expect(Set(knobs.map(\.frameRate)) == [60, 120])
    #expect(Set(knobs.map(\.pixelScale)) == [1, 2, 3])
    #expect(Set(knobs.map(\.pixelRoundingTies)) == Set(PixelRoundingTies.allCases))
    #expect(Set(knobs.map(\.panOrder)) == Set(SimultaneousOrder.allCases))
    #expect(Set(knobs.map(\.momentumOrder)) == Set(SimultaneousOrder.allCases))
    // The two orders are drawn independently: all four combinations occur.
    #expect(Set(knobs.map { "\($0.panOrder)/\($0.momentumOrder)" }).count == 4)
    #expect(Set(knobs.map(\.animationCurve)) == Set(AnimationCurve.allCases))
    #expect(Set(knobs.map(\.pagingRule)) == Set(PagingRule.allCases))
    for flag in [
      \SimulationKnobs.clampOnContentShrink, \.tablesAlwaysBounceVertical, \.touchInterruptsAnimation,
      \.disablingBouncesStopsBounce, \.animatedSetStopsDeceleration,
    ] {
      #expect(Set(knobs.map { $0[keyPath: flag] }) == [false, true])
    }
    #expect(knobs.allSatisfy { (0.2...0.5).contains($0.animationDuration) })
    #expect(knobs.allSatisfy { (100...300).contains($0.springStiffness) && (1.0...1.3).contains($0.springDampingRatio) })
    #expect(knobs.allSatisfy { (13...18).contains($0.pagingSpringFrequency) && (0.85...1.1).contains($0.pagingDampingRatio) })
    #expect(Set(knobs.map(\.springDampingRatio)).count >= 10 && Set(knobs.map(\.pagingSpringFrequency)).count >= 10)
    #expect(Set(knobs.map(\.pagingVelocityThreshold)).count >= 4)
  }

  @Test("the default profiles never draw a value the evidence rules out", arguments: GeneratorProfile.all.filter { !$0.drawsRuledOutKnobValues })
  func noRuledOutValues(profile: GeneratorProfile) {
    for index in 0..<1_000 {
      var rng = SeededSource(seed: SplitMix64.output(seed: testRunSeed, index: UInt64(index)))
      let world = generateWorld(using: &rng, profile: profile)
      #expect(world.knobs.isPlausible, "world \(index) of \(profile.name) draws \(world.knobs.ruledOutValues)")
    }
  }

  @Test("the pessimistic profile draws every ruled-out value, often")
  func pessimisticDrawsRuledOut() {
    let knobs = (0..<1_000).map { index in
      var rng = SeededSource(seed: SplitMix64.output(seed: testRunSeed, index: UInt64(index)))
      return generateWorld(using: &rng, profile: .pessimistic).knobs
    }
    let share = Double(knobs.filter { !$0.isPlausible }.count) / Double(knobs.count)
    #expect(share > 0.5, "only \(share) of pessimistic worlds use a ruled-out value")
    #expect(Set(knobs.map(\.didScrollOnEqualValue)) == [false, true])
    #expect(Set(knobs.map(\.dragDeltaMode)) == Set(DragDeltaMode.allCases))
    #expect(Set(knobs.map(\.roundsWrittenOffsets)) == [false, true])
  }
}
