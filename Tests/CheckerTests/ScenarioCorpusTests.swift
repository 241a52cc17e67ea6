// Replays every hand-written scenario in Tests/Scenarios against every coordinator it names
// and asserts the recorded verdict: the seed stories and the proof that each mutant breaks.

import Checker
import Coordinators
import Foundation
import Testing

@MainActor @Suite("Scenario corpus")
struct ScenarioCorpusTests {
  nonisolated static let files = Corpus.files(in: Corpus.scenariosDirectory)

  @Test("the corpus exists and every file decodes")
  func corpusDecodes() throws {
    #expect(Self.files.count >= 15)
    for file in Self.files { _ = try Corpus.scenario(file) }
  }

  @Test("each scenario gives the recorded verdict for every coordinator", arguments: files.map(\.lastPathComponent))
  func recordedVerdicts(file: String) throws {
    let scenario = try Corpus.scenario(Corpus.scenariosDirectory.appendingPathComponent(file))
    #expect(!scenario.expect.isEmpty, "\(file) records no expectations")
    for check in scenario.checkExpectations() {
      #expect(check.holds, "\(file): \(check.explanation)")
    }
  }

  @Test("both shipped coordinators pass every scenario")
  func shippedPassEverything() throws {
    for file in Self.files {
      let scenario = try Corpus.scenario(file)
      for entry in CoordinatorCatalog.shipped {
        let verdict = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(invariants: scenario.invariants)).verdict
        #expect(verdict.passed, "\(file.lastPathComponent) with \(entry.name): \(verdict.violation?.message ?? "")")
      }
    }
  }

  /// Process-fault mutants (`breaks` is `crash` or `hang`) cannot be replayed in-process; the CLI tests prove them
  /// through worker processes (`Tests/CLITests/FuzzFaultTests.swift`).
  @Test("every mutant, hard mutant and seed variant breaks its named invariant in some scenario")
  func everyMutantIsProven() throws {
    let scenarios = try Self.files.map(Corpus.scenario)
    let entries = CoordinatorCatalog.mutants + CoordinatorCatalog.hardMutants + CoordinatorCatalog.formerHardMutants
      + CoordinatorCatalog.seedVariants
    for entry in entries where !entry.isProcessFault {
      let breaks = try #require(entry.breaks)
      #expect(Invariant(rawValue: breaks) != nil, "\(entry.name) names unknown invariant \(breaks)")
      let proven = scenarios.contains { $0.expect[entry.name] == breaks }
      #expect(proven, "no scenario shows \(entry.name) breaking \(breaks)")
    }
  }

  @Test("a verdict is the same on every replay")
  func replayIsDeterministic() throws {
    let scenario = try Corpus.scenario(Corpus.scenariosDirectory.appendingPathComponent("ab-tab-switch.json"))
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock-seed"))
    let first = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(recordTrace: true))
    let second = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: RunOptions(recordTrace: true))
    #expect(first.verdict == second.verdict)
    #expect(first.trace == second.trace)
    #expect(first.frames == second.frames)
  }
}
