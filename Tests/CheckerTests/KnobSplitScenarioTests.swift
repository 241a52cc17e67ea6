// Scenario files written before the fidelity pass carry `world.knobs.simultaneousOrder`; they still load, with
// the old key setting both halves of the split (`panOrder`, `momentumOrder`), and replay what they recorded.

import Checker
import Foundation
import ScrollSim
import Testing

@MainActor @Suite("Scenario files: the split order knob")
struct KnobSplitScenarioTests {
  @Test("a format-1 file with simultaneousOrder loads with both orders set, and is written back with the new keys")
  func legacyScenarioLoads() throws {
    let json = #"{"format":1,"coordinator":"offset-lock","world":{"knobs":{"simultaneousOrder":"outerFirst"}},"steps":[]}"#
    let scenario = try Scenario.decode(Data(json.utf8), source: "old.json")
    #expect(scenario.world.knobs.panOrder == .outerFirst && scenario.world.knobs.momentumOrder == .outerFirst)
    let written = try #require(String(data: scenario.encoded(), encoding: .utf8))
    #expect(!written.contains("simultaneousOrder"))
    #expect(written.contains("\"panOrder\" : \"outerFirst\"") && written.contains("\"momentumOrder\" : \"outerFirst\""))
    #expect(try Scenario.decode(scenario.encoded(), source: "new.json") == scenario)
  }

  @Test("the committed regression files that still carry the old key load and keep their recorded verdicts")
  func committedLegacyFiles() throws {
    let legacy = try (Corpus.files(in: Corpus.regressionsDirectory) + Corpus.files(in: Corpus.scenariosDirectory))
      .filter { try String(contentsOf: $0, encoding: .utf8).contains("\"simultaneousOrder\"") }
    #expect(legacy.count >= 3, "the corpus should keep files in the old shape, so this path stays tested")
    for file in legacy {
      let scenario = try Corpus.scenario(file)
      #expect(scenario.world.knobs.panOrder == scenario.world.knobs.momentumOrder, "\(file.lastPathComponent)")
      for check in scenario.checkExpectations() { #expect(check.holds, "\(file.lastPathComponent): \(check.explanation)") }
    }
  }

  @Test("a file giving both the old key and a new one is an error naming the old key")
  func mixedKeysRejected() {
    let json = #"{"format":1,"coordinator":"offset-lock","world":{"knobs":{"simultaneousOrder":"outerFirst","momentumOrder":"innerFirst"}},"steps":[]}"#
    do {
      _ = try Scenario.decode(Data(json.utf8), source: "mixed.json")
      Issue.record("decoded a file with both keys")
    } catch {
      #expect("\(error)".contains("simultaneousOrder"), "\(error)")
      #expect("\(error)".contains("split into panOrder and momentumOrder"), "\(error)")
    }
  }
}
