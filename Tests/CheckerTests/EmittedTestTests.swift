// `replay --emit-test`: the committed example (EmittedTestExamplePass.swift, compiled and run as part of this
// target) is exactly what the emitter prints today, so the emitted shape is known to compile and pass for a
// fixed coordinator; the same body fails for a coordinator that still has the bug.

@testable import Checker
import Coordinators
import Foundation
import NestedCheckTesting
import Testing

@MainActor @Suite("Emitted tests")
struct EmittedTestTests {
  @Test("the committed example is what the emitter prints for ab-tab-switch.json and offset-lock")
  func committedExampleIsCurrent() throws {
    let scenario = try Corpus.scenario(Corpus.scenariosDirectory.appendingPathComponent("ab-tab-switch.json"))
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock"))
    let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants))
    let emitted = EmittedTest.source(
      scenario: scenario, coordinator: .catalogue(name: "offset-lock"), verdict: result.verdict, source: "ab-tab-switch.json")
    let file = "EmittedTestExamplePass.swift"
    let committed = try String(contentsOf: Corpus.testsDirectory.appendingPathComponent("CheckerTests/\(file)"), encoding: .utf8)
    #expect(
      emitted == committed,
      "regenerate: nestedcheck replay Tests/Scenarios/ab-tab-switch.json --coordinator offset-lock --emit-test > Tests/CheckerTests/\(file)")
  }

  @Test("the emitted body fails while the bug is there: reset-current-only on ab-tab-switch.json records an issue")
  func emittedBodyFailsWhileBuggy() throws {
    let scenario = try Corpus.scenario(Corpus.scenariosDirectory.appendingPathComponent("ab-tab-switch.json"))
    let entry = try #require(CoordinatorCatalog.entry(named: "reset-current-only"))
    let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants))
    let source = EmittedTest.source(
      scenario: scenario, coordinator: .catalogue(name: entry.name), verdict: result.verdict, source: "ab-tab-switch.json")
    #expect(source.contains("Today it breaks header-visible-lists-at-top"))
    #expect(source.contains("checkScenario(json, coordinator: try #require(CoordinatorCatalog.entry(named: \"reset-current-only\"))"))
    // The emitted test's body: the same call on the same JSON records the failure.
    let start = try #require(source.range(of: "#\"\"\"\n"))
    let end = try #require(source.range(of: "\n    \"\"\"#"))
    let json = String(source[start.upperBound..<end.lowerBound])
    withKnownIssue("reset-current-only still has the bug, so its regression test must fail") {
      let verdict = checkScenario(json, coordinator: entry, source: "ab-tab-switch.json")
      #expect(verdict.violation?.invariant == .headerVisibleListsAtTop)
    }
  }

  @Test("a team's coordinator is the registered entry itself, looked up in the team's entries type, never rebuilt")
  func userCoordinatorByEntry() {
    let coordinator = EmittedCoordinator.listed(name: "profile-page-buggy", qualifiedListType: "ProfilePageChecks.ProfilePageEntries")
    #expect(coordinator == .listed(name: "profile-page-buggy", module: "ProfilePageChecks", listType: "ProfilePageEntries"))
    let source = EmittedTest.source(
      scenario: Scenario(coordinator: "profile-page-buggy", steps: [.wait(frames: 1)]), coordinator: coordinator,
      verdict: .pass, source: "x.json")
    #expect(source.contains("import NestedCheckTesting\nimport ProfilePageChecks\nimport Testing"))
    #expect(source.contains(#"checkScenario(json, coordinator: try #require(ProfilePageEntries.entry(named: "profile-page-buggy")), "#))
    #expect(!source.contains("CoordinatorCatalog"))
    #expect(!source.contains("CoordinatorEntry(name:"), "never a second, possibly different, entry")
    #expect(source.contains("\"profile-page-buggy\" : \"pass\""), "the embedded scenario expects the coordinator to pass")
  }

  @Test("an entries type finds its entries by name and nothing else")
  func entriesLookup() {
    #expect(TwoEntries.entry(named: "b")?.name == "b")
    #expect(TwoEntries.entry(named: "c") == nil)
  }

  @Test("the raw string delimiter has more hashes than any run of # in the JSON")
  func delimiterCannotCollide() throws {
    var scenario = Scenario(coordinator: "offset-lock", steps: [.wait(frames: 1)])
    scenario.description = "ends with \"\"\"## and \\##(x) and \"#"
    let source = EmittedTest.source(scenario: scenario, coordinator: .catalogue(name: "offset-lock"), verdict: .pass, source: "x.json")
    #expect(EmittedTest.rawDelimiterHashes(for: "no hashes") == 1)
    #expect(EmittedTest.rawDelimiterHashes(for: "a # b ## c") == 3)
    #expect(source.contains("let json = ###\"\"\"\n"))
    #expect(source.components(separatedBy: "\"\"\"###").count == 2, "the closing delimiter occurs once")
    // What the test would decode is the scenario itself.
    let start = try #require(source.range(of: "###\"\"\"\n"))
    let end = try #require(source.range(of: "\n    \"\"\"###"))
    let body = source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.dropFirst(4) }.joined(separator: "\n")
    var expected = scenario
    expected.expect = ["offset-lock": "pass"]
    #expect(try Scenario.decode(Data(body.utf8), source: "embedded") == expected)
  }

  @Test("names and literals are valid Swift")
  func lexicalPieces() {
    #expect(EmittedTest.identifier("replay", "ab-tab-switch", "reset-current-only") == "replayAbTabSwitchResetCurrentOnly")
    #expect(EmittedTest.identifier("7 seas") == "test7Seas")
    #expect(EmittedTest.stringLiteral("a \"b\" \\ \n") == #""a \"b\" \\ \n""#)
    for invariant in Invariant.allCases {
      #expect(EmittedTest.caseName(invariant) == "\(invariant)", "Swift case name of \(invariant.rawValue)")
    }
  }
}

/// A team's entries type, as a package declares it.
enum TwoEntries: CoordinatorEntries {
  static let entries = [
    CoordinatorEntry(name: "a", make: { OffsetLockCoordinator() }), CoordinatorEntry(name: "b", make: { OwnershipCoordinator() }),
  ]
}
