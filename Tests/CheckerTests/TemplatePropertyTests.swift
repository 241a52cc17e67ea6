// A page template through the property check and the test API: the entry's template narrowed by the check's, the
// cases and the shrunk failure inside both, the template printed in the failure message, and a template no page meets
// rejected with the reason before any case runs.

import Checker
import Coordinators
import Generators
import ScrollSim
import Testing

@testable import NestedCheckTesting

@MainActor @Suite("Page templates in the property check")
struct TemplatePropertyTests {
  static let template = PageTemplate(listCount: 3...3, headerHeight: 240...320, viewports: [ViewportSize(width: 390, height: 844)])

  @Test("a failure found inside a template is shrunk inside it, and the message prints the template")
  func failureInsideTemplate() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "no-max-clamp"))
    var configuration = PropertyConfiguration(cases: 200, seed: 7)
    configuration.template = Self.template
    let report = PropertyCheck.run(entry, configuration: configuration)
    let failure = try #require(report.failure)
    #expect(report.template?.listCount == 3...3 && report.template?.headerHeight == 240...320)
    for scenario in [failure.original, failure.shrunk] + [failure.simplest].compactMap({ $0 }) {
      let problems = Self.template.problems(in: scenario.world) + Self.template.problems(in: scenario.steps, on: scenario.world)
      #expect(problems.isEmpty, "\(problems)")
    }
    let message = FailureMessage.render(failure, report: report, savedPath: nil)
    #expect(message.contains("  page template: listCount 3...3, headerHeight 240...320, viewports 390x844"), "\(message)")
  }

  @Test("the entry's declared template is narrowed by the check's, and a generated case lies inside both")
  func entryTemplateNarrowed() throws {
    let base = try #require(CoordinatorCatalog.entry(named: "offset-lock"))
    let entry = base.templated(PageTemplate(listCount: 2...5, headerHeight: 200...300))
    let narrowed = try #require(try entry.pageTemplate(narrowedBy: PageTemplate(listCount: 4...8)))
    #expect(narrowed.listCount == 4...5 && narrowed.headerHeight == 200...300)
    let generated = PropertyCheck.generatedCase(
      index: 3, configuration: PropertyConfiguration(seed: 1), for: entry, template: narrowed)
    #expect(narrowed.admits(generated.world, steps: generated.steps))
    #expect(try base.pageTemplate() == nil, "no template declared: none at all, generation unchanged")
  }

  @Test("a template no page meets runs no case and says why: an empty intersection, more lists than the coordinator has")
  func unsatisfiableIsRejected() throws {
    let ownership = try #require(CoordinatorCatalog.entry(named: "ownership"))
    var configuration = PropertyConfiguration(cases: 20, seed: 1)
    configuration.template = PageTemplate(listCount: 4...4)
    let report = PropertyCheck.run(ownership, configuration: configuration)
    #expect(report.casesRun == 0 && !report.passed)
    #expect(report.problems == ["ownership: page template cannot be satisfied: ownership supports at most 1 list(s), the template asks for 4...4"])
    let entry = ownership.templated(PageTemplate(headerHeight: 100...200))
    configuration.template = PageTemplate(headerHeight: 300...400)
    let disjoint = PropertyCheck.run(entry, configuration: configuration)
    #expect(disjoint.problems.first?.contains("headerHeight 100...200 and 300...400 have nothing in common") == true)
    withKnownIssue("the test API records the unsatisfiable template as a failure") {
      _ = checkNestedScrolling(ownership, cases: 5, world: PageTemplate(listCount: 4...4))
    }
  }
}
