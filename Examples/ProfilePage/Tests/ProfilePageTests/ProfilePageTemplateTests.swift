// The team's page template: every entry declares the profile screen's pages, every case the generator (and a
// narrower check) draws for them lies on those pages, and a check narrowed further keeps to both.

import NestedCheckTesting
import ProfilePageChecks
import Testing

@Suite("Profile page template")
struct ProfilePageTemplateTests {
  @Test("every entry is checked on the profile screen's pages, and every generated case lies on them")
  func generatedCasesRespectTheTemplate() throws {
    for entry in ProfilePageEntries.entries {
      #expect(entry.template == .profileScreen, "\(entry.name)")
      let template = try #require(try entry.pageTemplate())
      for profile in [GeneratorProfile.default, .reloadsHeavy] {
        let configuration = PropertyConfiguration(seed: 3, profile: profile)
        for index in 0..<150 as Range<UInt64> {
          let generated = PropertyCheck.generatedCase(index: index, configuration: configuration, for: entry, template: template)
          let problems = template.problems(in: generated.world) + template.problems(in: generated.steps, on: generated.world)
          #expect(problems.isEmpty, "\(entry.name) \(profile.name) case \(index): \(problems)")
          #expect((3...4).contains(generated.world.listCount) && !generated.world.headerOnly)
        }
      }
    }
  }

  @Test("a check narrowed to four tabs keeps the entry's header range too, and passes")
  func narrowedCheck() {
    let report = checkNestedScrolling(.profilePage, cases: 120, world: .init(listCount: 4...4))
    #expect(report.passed)
    #expect(report.template?.listCount == 4...4 && report.template?.headerHeight == 240...320)
  }
}
