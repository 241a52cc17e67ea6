// `replay --emit-test`: the committed examples (EmittedTestExample*.swift, compiled and run as part of
// this target) are exactly what the emitter prints today, so the emitted shape is known to compile and pass.

@testable import Checker
import Coordinators
import Foundation
import Testing

@Suite("Emitted tests")
struct EmittedTestTests {
  static let examples: [(file: String, coordinator: String)] = [
    ("EmittedTestExample.swift", "reset-current-only"),
    ("EmittedTestExamplePass.swift", "offset-lock"),
  ]

  @Test("the committed examples are what the emitter prints for ab-tab-switch.json", arguments: examples.map(\.file))
  func committedExamplesAreCurrent(file: String) throws {
    let coordinator = try #require(Self.examples.first { $0.file == file }?.coordinator)
    let scenario = try Corpus.scenario(Corpus.scenariosDirectory.appendingPathComponent("ab-tab-switch.json"))
    let entry = try #require(CoordinatorCatalog.entry(named: coordinator))
    let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants))
    let emitted = EmittedTest.source(scenario: scenario, coordinator: coordinator, verdict: result.verdict, source: "ab-tab-switch.json")
    let committed = try String(contentsOf: Corpus.testsDirectory.appendingPathComponent("CheckerTests/\(file)"), encoding: .utf8)
    #expect(
      emitted == committed,
      "regenerate: nestedcheck replay Tests/Scenarios/ab-tab-switch.json --coordinator \(coordinator) --emit-test > Tests/CheckerTests/\(file)")
  }

  @Test("the raw string delimiter has more hashes than any run of # in the JSON")
  func delimiterCannotCollide() throws {
    var scenario = Scenario(coordinator: "offset-lock", steps: [.wait(frames: 1)])
    scenario.description = "ends with \"\"\"## and \\##(x) and \"#"
    let source = EmittedTest.source(scenario: scenario, coordinator: "offset-lock", verdict: .pass, source: "x.json")
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
