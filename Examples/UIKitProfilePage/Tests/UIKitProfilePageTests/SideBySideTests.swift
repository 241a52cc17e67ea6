// The example page configured with the published offset-locking design's rules (`uikit-profile-article`) against the
// protocol-path port of that design (`offset-lock-seed`): every scenario in NestedCheck's Tests/Scenarios that the port
// breaks, replayed on the UIKit page, must break it too, with the same invariant, unless docs/uikit.md explains why
// not; the shipped rules (`uikit-profile`) keep every invariant on all of them.

import Foundation
import NestedCheckTesting
import Testing
import UIKitProfilePageChecks

@Suite("Side by side with the protocol path")
struct SideBySideTests {
  /// The scenarios the protocol port of the article's design breaks, with the invariant it breaks.
  static func brokenByThePort() throws -> [(name: String, scenario: Scenario, invariant: String)] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../Tests/Scenarios")
      .standardized
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".json") }.sorted()
    return try names.compactMap { name in
      let scenario = try Scenario.load(path: root.appendingPathComponent(name).path)
      guard let expected = scenario.expect["offset-lock-seed"], expected != "pass" else { return nil }
      return (name, scenario, expected)
    }
  }

  /// What `entry` gives on `scenario`: "pass" or the invariant it breaks, or `nil` when the page cannot play it.
  static func verdict(_ entry: CoordinatorEntry, _ scenario: Scenario) -> String? {
    let steps = Runner.playable(scenario.steps, for: entry)
    guard steps.count == scenario.steps.count else { return nil }
    let world = Runner.normalized(scenario.world, for: entry)
    return Runner.run(entry, world: world, steps: steps, options: RunOptions(invariants: scenario.invariants)).verdict
      .expectationValue
  }

  /// Scenarios with load steps (refreshes, next pages, banner heights): the UIKit page declares no load logic, so they
  /// are not played on it.
  static let notPlayable: Set<String> = ["loads-seed-races.json", "mutant-eager-slots.json", "mutant-no-token-check.json"]
  /// Differences docs/uikit.md explains: the page has no horizontally scrolling header content (a carousel), so the
  /// port's fault there, the outer joining the carousel's pan, has nothing to happen on.
  static let explained: [String: String] = ["mutant-carousel-joins-outer.json": "pass"]

  @Test("the article's rules on the UIKit page break what the protocol port breaks, with the same invariant")
  func articleRulesBreakTheSame() throws {
    let cases = try Self.brokenByThePort()
    #expect(cases.count >= 15, "only \(cases.count) scenarios found")
    var same = 0
    var unplayable: Set<String> = []
    var differing: [String] = []
    for (name, scenario, invariant) in cases {
      guard let verdict = Self.verdict(.uikitProfileArticle, scenario) else {
        unplayable.insert(name)
        continue
      }
      if verdict == invariant { same += 1 }
      if verdict != (Self.explained[name] ?? invariant) { differing.append("\(name): port \(invariant), UIKit page \(verdict)") }
    }
    #expect(unplayable == Self.notPlayable)
    #expect(differing.isEmpty, "\(differing)")
    #expect(same == cases.count - Self.notPlayable.count - Self.explained.count)
  }

  @Test("the shipped rules on the UIKit page keep every invariant on those scenarios")
  func shippedRulesPass() throws {
    for (name, scenario, _) in try Self.brokenByThePort() {
      guard let verdict = Self.verdict(.uikitProfile, scenario) else { continue }
      #expect(verdict == "pass", "\(name): \(verdict)")
    }
  }
}
