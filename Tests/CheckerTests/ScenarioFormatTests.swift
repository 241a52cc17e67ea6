// Format versioning (docs/scenarios.md): a newer file gets a clear error naming `format`; an older one goes
// through the upgrade table. Format 1 is the first format, so the table is empty and the upgrade path
// is exercised with a test table and a hand-written file in a made-up "format 0" layout.

@testable import Checker
import Foundation
import Testing

@Suite("Scenario format versions")
struct ScenarioFormatTests {
  static func decodeError(_ json: String, upgrades: [Int: ScenarioUpgrade] = Scenario.upgrades) -> String? {
    do {
      _ = try Scenario.decode(Data(json.utf8), source: "old.json", upgrades: upgrades)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a newer format is refused with an error naming the field")
  func newerFormat() {
    let error = Self.decodeError(#"{"format": 2, "coordinator": "offset-lock", "steps": []}"#)
    #expect(error == "old.json: format: is 2, newer than this nestedcheck reads (1); update nestedcheck")
  }

  @Test("an older format with no upgrade step is refused with an error naming the field")
  func olderFormatWithoutUpgrade() {
    let error = Self.decodeError(#"{"format": 0, "coordinator": "offset-lock", "steps": []}"#)
    #expect(error == "old.json: format: must be a whole number >= 1, got 0")
  }

  /// A made-up format 0 kept the header height at the top level; format 1 keeps it in `world`.
  static let fromZero: [Int: ScenarioUpgrade] = [
    0: { object in
      var world = object["world"] as? [String: Any] ?? [:]
      if let height = object.removeValue(forKey: "headerHeight") { world["headerHeight"] = height }
      object["world"] = world
    }
  ]

  @Test("an older format is upgraded step by step, then decoded strictly")
  func upgradePath() throws {
    let json = #"{"format": 0, "coordinator": "offset-lock", "headerHeight": 250, "steps": [{"wait": {"frames": 3}}]}"#
    let scenario = try Scenario.decode(Data(json.utf8), source: "old.json", upgrades: Self.fromZero)
    #expect(scenario.format == 1)
    #expect(scenario.world.headerHeight == 250)
    #expect(scenario.steps == [.wait(frames: 3)])
    // Without the step the same file is refused, naming `format`.
    #expect(Self.decodeError(json)?.contains("format") == true)
  }

  @Test("an upgrade step that throws gives an error naming the format")
  func failingUpgrade() {
    struct Broken: Error, CustomStringConvertible { var description: String { "no header" } }
    let error = Self.decodeError(#"{"format": 0, "steps": []}"#, upgrades: [0: { _ in throw Broken() }])
    #expect(error == "old.json: format: cannot upgrade from format 0: no header")
  }

  @Test("a current-format file is passed through untouched")
  func currentFormatUntouched() throws {
    let data = Data(#"{"format": 1, "steps": [], "coordinator": "offset-lock"}"#.utf8)
    #expect(try Scenario.upgraded(data, source: "x", upgrades: Self.fromZero) == data)
  }
}
