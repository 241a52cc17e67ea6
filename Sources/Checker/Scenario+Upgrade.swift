// Reading older scenario files (docs/scenarios.md: files are versioned). Regression files live for years
// in Tests/Regressions, so a format change must not orphan them: each format change adds one upgrade
// step that rewrites a file of format n into format n + 1, and a file is upgraded step by step before
// the strict decoder sees it. Files of the current format are never touched (no re-serialisation).
//
// Format 1 is the first format, so the table is empty today. When format 2 arrives:
//  1. bump `Scenario.currentFormat` to 2 and write format-2 files;
//  2. add `1: { object in … }` to `Scenario.upgrades`, rewriting a format-1 object into format 2
//     (rename fields, fill in what format 1 left implicit); the step sets nothing else, `format` is updated here;
//  3. keep a format-1 file in Tests/Regressions, so the upgrade stays replayed by `swift test`.
// A file newer than this build reads gets "format: is N, newer than this nestedcheck reads", never a guess.
//
// Not every change needs a format: a knob that is renamed or split keeps format 1 when its decoder still reads
// the old key (`SimulationKnobs+Codable.swift`: `simultaneousOrder` sets both `panOrder` and `momentumOrder`).
// New knobs need nothing either, since every knob is optional and defaults when absent.

import Foundation

/// Rewrites a decoded JSON object of one format into the next format.
public typealias ScenarioUpgrade = @Sendable (_ object: inout [String: Any]) throws -> Void

extension Scenario {
  /// Upgrade steps by the format they upgrade from (`n` → `n + 1`). Empty: format 1 is the first format.
  static let upgrades: [Int: ScenarioUpgrade] = [:]

  /// Upgrades a JSON object of format `format` to `currentFormat` by applying each step in turn.
  /// Returns `nil` when some step is missing (the strict decoder then reports the unreadable `format`).
  public static func upgrade(_ object: [String: Any], from format: Int) throws -> [String: Any]? {
    try upgrade(object, from: format, using: upgrades)
  }

  static func upgrade(_ object: [String: Any], from format: Int, using upgrades: [Int: ScenarioUpgrade]) throws -> [String: Any]? {
    guard format < currentFormat else { return object }
    var object = object
    for version in format..<currentFormat {
      guard let step = upgrades[version] else { return nil }
      try step(&object)
      object["format"] = version + 1
    }
    return object
  }

  /// The file's bytes, upgraded to the current format when it declares an older one that can be upgraded;
  /// otherwise unchanged, so the strict decoder reports what is wrong with them.
  static func upgraded(_ data: Data, source: String, upgrades: [Int: ScenarioUpgrade]) throws(ScenarioError) -> Data {
    guard !upgrades.isEmpty,
      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let format = object["format"] as? Int, format < currentFormat
    else { return data }
    do {
      guard let current = try upgrade(object, from: format, using: upgrades) else { return data }
      return try JSONSerialization.data(withJSONObject: current, options: [.sortedKeys])
    } catch {
      throw ScenarioError("\(source): format: cannot upgrade from format \(format): \(error)")
    }
  }
}
