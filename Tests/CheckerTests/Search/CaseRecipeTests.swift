// A recipe is the one line a guided worker sends its parent before each case, so the parent can rebuild a case that
// crashed or hung the worker. The line must parse back to the same recipe, refuse anything malformed, and a recipe
// naming a slot the corpus does not hold must make no case (never a different one).

import Checker
import Generators
import Testing

@Suite("Case recipes")
struct CaseRecipeTests {
  static let recipes: [CaseRecipe] = [
    .fresh(caseIndex: 0),
    .fresh(caseIndex: .max),
    .mutated(parent: 0, partner: 0, seed: 0, focus: -1),
    .mutated(parent: 17, partner: 4095, seed: .max, focus: 59),
    .tuned(parent: 3, seed: 0x9E37_79B9_7F4A_7C15, focus: -1),
    .tuned(parent: 0, seed: 1, focus: 0),
  ]

  @Test("text → init(text:) gives the same recipe for every kind", arguments: recipes)
  func roundTrip(recipe: CaseRecipe) {
    #expect(CaseRecipe(text: recipe.text) == recipe, "\(recipe.text)")
  }

  @Test("the texts name their kind and fields in the documented order")
  func textShape() {
    #expect(CaseRecipe.fresh(caseIndex: 17).text == "gen 17")
    #expect(CaseRecipe.mutated(parent: 1, partner: 2, seed: 3, focus: -1).text == "mut 1 2 3 -1")
    #expect(CaseRecipe.tuned(parent: 4, seed: 5, focus: 6).text == "tune 4 5 6")
  }

  @Test(
    "malformed texts are refused",
    arguments: [
      "", " ", "gen", "gen x", "gen -1", "gen 1 2", "gen 18446744073709551616", "generated", "GEN 1", "mut", "mut 1 2 3", "mut 1 2 3 4 5", "mut a 2 3 4", "mut 1 2 -3 4",
      "mut 1 2 3 x", "mut 1 2 18446744073709551616 0", "tune", "tune 1 2", "tune 1 2 3 4", "tune 1 x 3", "tune 1.5 2 3",
      "tuned 1 2 3", "mut 1 2 3 4\n",
    ])
  func malformed(text: String) {
    #expect(CaseRecipe(text: text) == nil, "\(text.debugDescription) parsed")
  }

  @Test("realize: nil for an empty or missing slot; a fresh recipe is its case of the random run")
  func realizeSlots() {
    let settings = SearchSettings(mode: .guided, seed: 21, profile: .default, maxSteps: 20)
    let parent = generateCase(seed: 99, profile: .default, maxSteps: 20)
    let slots: [GeneratedCase?] = [nil, parent]
    #expect(CaseRecipe.mutated(parent: 0, partner: 1, seed: 5, focus: -1).realize(settings: settings, slots: slots) == nil)
    #expect(CaseRecipe.tuned(parent: 0, seed: 5, focus: -1).realize(settings: settings, slots: slots) == nil)
    #expect(CaseRecipe.mutated(parent: 2, partner: 1, seed: 5, focus: -1).realize(settings: settings, slots: slots) == nil)
    #expect(CaseRecipe.tuned(parent: -1, seed: 5, focus: -1).realize(settings: settings, slots: []) == nil)
    // A filled slot makes a case; an empty partner slot only means no splice material.
    #expect(CaseRecipe.mutated(parent: 1, partner: 0, seed: 5, focus: -1).realize(settings: settings, slots: slots) != nil)
    #expect(CaseRecipe.tuned(parent: 1, seed: 5, focus: 2).realize(settings: settings, slots: slots) != nil)
    let fresh = CaseRecipe.fresh(caseIndex: 3).realize(settings: settings, slots: [])
    #expect(fresh == generateCase(seed: deriveSeed(runSeed: 21, caseIndex: 3), profile: .default, maxSteps: 20))
  }
}
