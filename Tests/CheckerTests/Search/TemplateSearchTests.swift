// The guided and targeted searches stay inside a page template: every mutated and tuned case, lineages of stacked
// mutations, a corpus seeded from outside the template, and the cases a guided search actually runs.

import Checker
import Coordinators
import Generators
import ScrollSim
import Testing

@MainActor @Suite("Searches inside a page template")
struct TemplateSearchTests {
  static let template = PageTemplate(
    listCount: 4...4, headerHeight: 240...320, pinOffset: 88...103, viewports: ViewportSize.iPhonePortraits,
    listContentHeight: 2_000...9_000, headerOnly: false, knobs: .plausible)

  static func problems(_ generated: GeneratedCase) -> [String] {
    template.problems(in: generated.world) + template.problems(in: generated.steps, on: generated.world)
  }

  @Test("mutated and tuned cases, and lineages of 30 stacked mutations, lie inside the template", arguments: [
    GeneratorProfile.default, .reloadsHeavy, .loads,
  ])
  func mutationsStayInside(profile: GeneratorProfile) {
    let mutator = CaseMutator(profile: profile, maxSteps: 40, template: Self.template)
    var problems: [String] = []
    var changed = 0
    for seed in UInt64(0)..<60 {
      let parent = generateCase(seed: deriveSeed(runSeed: 5, caseIndex: seed), profile: profile, maxSteps: 40, template: Self.template)
      let partner = generateCase(seed: deriveSeed(runSeed: 6, caseIndex: seed), profile: profile, maxSteps: 40, template: Self.template)
      var lineage = parent
      for generation in UInt64(0)..<30 {
        lineage =
          generation % 3 == 2
          ? mutator.tuned(lineage, seed: seed &* 31 &+ generation, focus: Int(generation % 7) - 1)
          : mutator.mutated(lineage, partner: partner, seed: seed &* 31 &+ generation, focus: Int(generation % 5) - 1)
        problems += Self.problems(lineage).map { "\(profile.name) \(seed)/\(generation): \($0)" }
      }
      if lineage != parent { changed += 1 }
    }
    #expect(problems.isEmpty, "\(problems.count) outside: \(problems.prefix(5))")
    #expect(changed >= 50, "the mutations must still change cases: \(changed) of 60")
  }

  @Test("a guided search's cases, fresh and mutated, seeded with cases from outside the template, all lie inside it")
  func guidedSearchStaysInside() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock"))
    var settings = SearchSettings(mode: .targeted, seed: 17, maxSteps: 30, template: Self.template)
    settings.warmupCases = 0
    // A corpus written by runs without the template: three lists, a short header, a landscape screen.
    let outside = (0..<4 as Range<UInt64>).map { generateCase(seed: deriveSeed(runSeed: 2, caseIndex: $0), maxSteps: 30) }
    #expect(outside.contains { !Self.problems($0).isEmpty })
    let search = GuidedSearch(settings: settings, coordinators: [entry], seeds: outside)
    #expect(search.slots.compactMap { $0 }.allSatisfy { Self.problems($0).isEmpty }, "seeds are clamped in")
    var mutated = 0
    for caseIndex in 0..<150 as Range<UInt64> {
      let (generated, recipe) = search.next(caseIndex: caseIndex)
      if case .fresh = recipe {} else { mutated += 1 }
      #expect(Self.problems(generated).isEmpty, "case \(caseIndex) (\(recipe.text)): \(Self.problems(generated))")
      search.record(caseIndex: caseIndex, generated: generated, results: search.run(generated, caseIndex: caseIndex))
    }
    #expect(mutated >= 20, "the search must mutate, not only generate: \(mutated)")
  }
}
