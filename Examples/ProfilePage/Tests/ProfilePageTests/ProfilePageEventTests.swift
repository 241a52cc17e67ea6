// The team's app event at work: fuzz-style checking draws `open-post`, the drift-guard mutant breaks the team's own
// rule only through it, the failure is reported by the rule's name with a shrunk witness whose app event replays,
// and the witness a fuzz run saved (Tests/Witnesses) replays as it was found.

import Foundation
import NestedCheckTesting
import ProfilePage
import ProfilePageChecks
import Testing

@Suite("Profile page app event")
struct ProfilePageEventTests {
  /// The witness file a fuzz run of the drift guard saved, shrunk to one step.
  static let witnessPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Witnesses/open-post-undone-by-drift-guard.json").standardized.path

  @Test("the drift guard breaks the team's rule opened-post-shows, reported by name with a shrunk app event")
  func driftGuardIsCaughtByTheTeamsRule() throws {
    var report = PropertyReport(coordinator: "profile-page-drift-guard", seed: 0)
    withKnownIssue("profile-page-drift-guard undoes the app's scroll to a post") {
      report = checkNestedScrolling(.profilePageDriftGuard, cases: 200)
    }
    let failure = try #require(report.failure)
    #expect(failure.shrunkViolation.invariant == .user("opened-post-shows"))
    #expect(failure.shrunkViolation.signature.description.hasPrefix("opened-post-shows/"))
    // The witness's step is the app event, its arguments shrunk toward their simplest values (not animated, the
    // first row that moves the list).
    let appSteps = failure.shrunk.steps.filter { $0.kind == .app }
    #expect(appSteps == [.appEvent("open-post", [AppArgument("animated", .text("no")), AppArgument("row", .number(1))])])
    #expect(failure.shrunk.steps.count == 1)
  }

  @Test("without the app event the drift guard keeps every rule: only the app's own scroll reaches its bug")
  func driftGuardHoldsWithoutTheEvent() {
    var entry = CoordinatorEntry(
      name: "profile-page-drift-guard", summary: "the drift guard, with no app event declared", template: .profileScreen,
      make: { ProfilePageCoordinator(variant: .returnsDriftingLists) })
    entry = entry.checking(.tabOpensAtTop, .openedPostShows)
    let report = checkNestedScrolling(entry, cases: 200)
    #expect(report.passed)
  }

  @Test("the saved witness replays: the drift guard breaks opened-post-shows at the app event, the shipped page passes")
  func savedWitnessReplays() throws {
    let scenario = try Scenario.load(path: Self.witnessPath)
    #expect(scenario.steps.map(\.description) == ["app open-post(animated: \"no\", row: 1)"])
    for entry in [CoordinatorEntry.profilePageDriftGuard, .profilePage] {
      let judged = try scenario.judging(entry, source: Self.witnessPath)
      let result = Runner.run(judged, world: scenario.world, steps: scenario.steps)
      let expected = try #require(scenario.expect[entry.name])
      #expect((result.verdict.violation?.invariant.rawValue ?? "pass") == expected, "\(entry.name)")
    }
    let result = Runner.run(.profilePageDriftGuard, world: scenario.world, steps: scenario.steps)
    #expect(result.verdict.violation?.stepIndex == 0)
  }

  @Test("a scenario naming an event the entry does not declare is rejected, naming the event and the declared ones")
  func undeclaredEventIsRejected() throws {
    var scenario = try Scenario.load(path: Self.witnessPath)
    scenario.steps = [.appEvent("share-profile")]
    #expect(throws: ScenarioError.self) { try scenario.judging(.profilePage, source: "story.json") }
    let message = scenario.unknownRules(for: .profilePage).joined()
    #expect(message.contains("app event 'share-profile' is not declared by profile-page (its app events: open-post)"))
    #expect(scenario.unknownRules(for: .profileScreen).joined().contains("(it declares none)"))
  }
}
