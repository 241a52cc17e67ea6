// Profiles: lookup by name, the kinds each emits, and reproducible swarm subsets.

import Generators
import ScrollSim
import Testing

@Suite("Generator profiles")
struct ProfileTests {
  @Test("profiles are found by name; names are unique; unknown names give nil")
  func lookup() {
    #expect(GeneratorProfile.all.map(\.name) == ["default", "gestures-only", "reloads-heavy", "swarm", "loads", "pessimistic"])
    for profile in GeneratorProfile.all { #expect(GeneratorProfile.named(profile.name) == profile) }
    #expect(GeneratorProfile.named("load") == nil)
  }

  @Test("weight(of:) and enabledFamilies follow weights and disabled families changed after creation")
  func weightTableFollowsChanges() {
    var profile = GeneratorProfile(name: "t", weights: [.wait: 2, .swipe: 0, .tapTab: -1, .resize: .nan])
    #expect(profile.weight(of: .wait) == 2)
    #expect([StepFamily.swipe, .tapTab, .resize, .verticalDrag].allSatisfy { profile.weight(of: $0) == 0 })
    #expect(profile.enabledFamilies == [.wait])
    profile.weights[.verticalDrag] = 5
    #expect(profile.weight(of: .verticalDrag) == 5 && profile.enabledFamilies == [.wait, .verticalDrag])
    profile.disabledFamilies = [.wait]
    #expect(profile.weight(of: .wait) == 0 && profile.enabledFamilies == [.verticalDrag])
    // Every catalogue profile, resolved or not, answers as its dictionary and disabled list say.
    var rng = SeededSource(seed: 7)
    for base in GeneratorProfile.all {
      for candidate in [base, base.resolved(using: &rng)] {
        for family in StepFamily.allCases {
          let raw = candidate.weights[family] ?? 0
          let expected = candidate.disabledFamilies.contains(family) || !(raw > 0) ? 0 : raw
          #expect(candidate.weight(of: family) == expected, "\(candidate.name) \(family)")
        }
        #expect(candidate.enabledFamilies == StepFamily.allCases.filter { candidate.weight(of: $0) > 0 })
      }
    }
  }

  @Test(
    "over 500 cases a profile emits every step kind it enables and never a disabled one",
    arguments: GeneratorProfile.all)
  func kindsMatchProfile(profile: GeneratorProfile) {
    let emitted = Set(generateCases(profile, count: 500).flatMap(\.steps).map(\.kind))
    #expect(emitted == profile.enabledKinds)
  }

  @Test("gestures-only emits only touch, move, lift, wait and tab taps")
  func gesturesOnlyKinds() {
    #expect(GeneratorProfile.gesturesOnly.enabledKinds == [.touchDown, .move, .lift, .wait, .tapTab])
    // App events come only from an entry's declarations (`drawing(_:)`), never from a named profile.
    #expect(GeneratorProfile.default.enabledKinds == Set(StepKind.allCases.filter { !$0.isLoad && $0 != .app }))
    let shape = AppEventShape(name: "open-post", parameters: [], weight: 4)
    #expect(GeneratorProfile.default.drawing([shape]).enabledKinds.contains(.app))
  }

  @Test("loads emits every load step among the gestures, on worlds that all have loads; other profiles never do")
  func loadsProfile() {
    #expect(GeneratorProfile.loads.enabledKinds.isSuperset(of: [.requestSlots, .respond, .touchDown, .move, .lift]))
    #expect(generateCases(.loads, count: 100).allSatisfy { $0.world.loads != nil })
    for profile in GeneratorProfile.all where profile != .loads {
      #expect(profile.enabledKinds.allSatisfy { !$0.isLoad }, "\(profile)")
      #expect(generateCases(profile, count: 100).allSatisfy { $0.world.loads == nil }, "\(profile)")
    }
  }

  @Test("a non-swarm profile resolves to itself and spends no randomness")
  func resolveNonSwarm() {
    var zero = ZeroSource()
    for profile in GeneratorProfile.all where !profile.swarm {
      #expect(profile.resolved(using: &zero) == profile)
    }
    #expect(zero.draws == 0)
  }

  @Test("swarm cases each switch off a reproducible subset of families and never emit their kinds")
  func swarmSubsets() {
    let cases = generateCases(.swarm, count: 500)
    for generated in cases {
      #expect(generated.disabledFamilies.count < StepFamily.allCases.count)
      var enabled = GeneratorProfile.swarm
      enabled.disabledFamilies = generated.disabledFamilies
      #expect(Set(generated.steps.map(\.kind)).isSubset(of: enabled.enabledKinds))
      #expect(generateCase(seed: generated.seed!, profile: .swarm).disabledFamilies == generated.disabledFamilies)
    }
    let subsets = Set(cases.map(\.disabledFamilies))
    #expect(subsets.count > 100)
    for family in GeneratorProfile.swarm.enabledFamilies {
      let off = cases.filter { $0.disabledFamilies.contains(family) }.count
      #expect((150...350).contains(off), "\(family) disabled in \(off) of 500 cases")
    }
  }

  @Test("an exhausted source disables nothing, so a short fuzzer input keeps every family")
  func swarmZeroBits() {
    var zero = ZeroSource()
    #expect(GeneratorProfile.swarm.resolved(using: &zero).disabledFamilies.isEmpty)
  }
}
