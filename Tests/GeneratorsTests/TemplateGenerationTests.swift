// Generated cases inside a page template: every world and every runtime page change lies inside it, for every
// profile; the values still vary across the template's ranges; and with no template the cases are what they were.

import Foundation
import ScrollSim
import Testing

@testable import Generators

@Suite struct TemplateGenerationTests {
  /// Templates of the shapes teams declare: a tabbed page on iPhones, a tall-header page with loads, a header-only
  /// page, and narrow ranges that the generator's own defaults lie outside of.
  static let templates: [PageTemplate] = [
    PageTemplate(listCount: 4...4, headerHeight: 240...320, pinOffset: 88...103, viewports: ViewportSize.iPhonePortraits),
    PageTemplate(
      listCount: 2...3, headerHeight: 500...700, safeAreaTop: 44...59, safeAreaBottom: 34...34,
      listContentHeight: 4_000...8_000, loads: true, headerContent: false, knobs: .plausible),
    PageTemplate(headerHeight: 0...120, pinBarHeight: 0...0, headerOnly: true, knobs: .defaults),
    PageTemplate(
      listCount: 1...2, pinBarHeight: 30...40, pinOffset: 0...10, viewportWidth: 600...800, viewportHeight: 300...420,
      headerOnly: false, loads: false, headerContent: true, knobs: .pessimistic),
  ]

  static let profiles: [GeneratorProfile] = [.default, .reloadsHeavy, .swarm, .loads, .pessimistic]

  static func decodes(_ world: WorldConfig) -> Bool {
    guard let data = try? JSONEncoder().encode(world),
      let back = try? StrictJSONDecoder().decode(WorldConfig.self, from: Array(data))
    else { return false }
    return back == world
  }

  @Test("every generated world and step lies inside the template, and the world decodes", arguments: 0..<4)
  func generatedCasesLieInside(templateIndex: Int) throws {
    let template = try Self.templates[templateIndex].validated()
    var runtimeSteps = 0
    for profile in Self.profiles {
      for index in 0..<120 as Range<UInt64> {
        let generated = generateCase(
          seed: deriveSeed(runSeed: 31, caseIndex: index), profile: profile, maxSteps: 60, template: template)
        let problems = template.problems(in: generated.world) + template.problems(in: generated.steps, on: generated.world)
        #expect(problems.isEmpty, "\(profile.name) case \(index): \(problems)")
        #expect(Self.decodes(generated.world), "\(profile.name) case \(index): the world must decode unchanged")
        runtimeSteps += generated.steps.filter { [.reloadHeader, .setSafeArea, .resize, .setListContent].contains($0.kind) }.count
      }
    }
    #expect(runtimeSteps > 100, "the property must see runtime page changes, saw \(runtimeSteps)")
  }

  @Test("inside the template the values still vary: headers over the range, both ends included, every listed screen")
  func valuesVaryInsideTheTemplate() {
    let template = Self.templates[0]
    var headers: Set<Double> = [], screens: Set<ViewportSize> = [], reloads: Set<Double> = []
    for index in 0..<400 as Range<UInt64> {
      let generated = generateCase(seed: deriveSeed(runSeed: 5, caseIndex: index), profile: .reloadsHeavy, template: template)
      headers.insert(generated.world.headerHeight)
      screens.insert(ViewportSize(width: generated.world.viewportWidth, height: generated.world.viewportHeight))
      for case .reloadHeader(let height) in generated.steps { reloads.insert(height) }
    }
    #expect(headers.count >= 20, "\(headers.sorted())")
    #expect(headers.contains(240) && headers.contains(320), "the range's ends are drawn: \(headers.sorted())")
    #expect(screens == Set(ViewportSize.iPhonePortraits), "\(screens)")
    #expect(reloads.count >= 20 && reloads.allSatisfy { (240...320).contains($0) }, "\(reloads.sorted())")
  }

  @Test("no template and the unconstrained template give exactly the cases of a generator without templates")
  func noTemplateChangesNothing() {
    for profile in Self.profiles {
      for index in 0..<50 as Range<UInt64> {
        let seed = deriveSeed(runSeed: 9, caseIndex: index)
        let plain = generateCase(seed: seed, profile: profile, maxSteps: 60)
        #expect(generateCase(seed: seed, profile: profile, maxSteps: 60, template: nil) == plain)
        #expect(generateCase(seed: seed, profile: profile, maxSteps: 60, template: .unconstrained) == plain)
      }
    }
  }

  @Test("a template the generator's defaults lie outside still gives cases inside it, never by retrying: fuzzer bytes too")
  func byteSourcesStayInside() {
    let template = Self.templates[3]
    for length in [0, 1, 7, 64, 400] {
      for fill in [0, 0x5A, 0xFF] as [UInt8] {
        var source = ByteSource(bytes: Array(repeating: fill, count: length))
        let generated = generateCase(using: &source, profile: .default, maxSteps: 40, template: template)
        #expect(template.admits(generated.world, steps: generated.steps), "\(length) bytes of \(fill)")
      }
    }
  }
}
