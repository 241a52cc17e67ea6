// The team's own rules (one of each kind), app event and page template on the UIKit page: declared on every entry,
// drawn and judged by the checks, the event played through the team's own page object, every case on the template.

import NestedCheckTesting
import Testing
import UIKitProfilePageChecks

@Suite("UIKit profile page rules, app event and template")
struct UIKitProfileRulesTests {
  /// Why the checks switch `current-tab-follows-pager` off: the gap it finds is known and not fixed yet.
  static let pagerGap = [
    "current-tab-follows-pager": "a swipe interrupted by a touch can leave the pager on the old page (known gap)"
  ]

  @Test("the shipped page declares one rule of each kind, the open-post event and the page template")
  func shippedEntryDeclaresThem() {
    for entry in [CoordinatorEntry.uikitProfile] {
      #expect(entry.userInvariants.map(\.name) == [
        "only-current-feed-scrolls-to-top", "current-tab-follows-pager", "post-opened-down-the-feed",
      ], "\(entry.name)")
      #expect(entry.userInvariants.map(\.kind) == [.always, .eventually(seconds: 0.5, after: .settled), .sometimes])
      #expect(entry.appEvents.map(\.name) == ["open-post"], "\(entry.name)")
      #expect(entry.template == .uikitProfile, "\(entry.name)")
      #expect(UserInvariantRules.problems(in: entry).isEmpty, "\(entry.name)")
    }
  }

  @Test("the shipped page keeps the team's rules, and some case opens a post down the feed")
  func shippedPageKeepsTheRules() {
    let report = checkNestedScrolling(.uikitProfile, cases: 150, disabling: Self.pagerGap)
    #expect(report.passed)
    #expect(report.reachedGoals.contains("post-opened-down-the-feed"))
    #expect(report.disabled.map(\.name) == ["current-tab-follows-pager"])
  }

  @Test("the page's pager gap is caught by the team's eventually rule, reading the page's own state")
  func pagerGapIsCaught() {
    var report = PropertyReport(coordinator: "uikit-profile", seed: 0)
    withKnownIssue("a swipe interrupted by a header reload and a touch leaves the pager on page 0 with tab 1 current") {
      report = checkNestedScrolling(.uikitProfile, cases: 100)
    }
    #expect(report.failure?.shrunkViolation.invariant == .user("current-tab-follows-pager"))
    #expect(report.failure?.shrunkViolation.message.contains("still wrong 0.5 s after the page came to rest") == true)
  }

  @Test("open-post plays through the team's page object: the header collapses and the feed scrolls to the post")
  func openPostPlaysOnThePage() throws {
    var world = WorldConfig()
    world.listCount = 3
    world.headerHeight = 240
    let steps: [Step] = [
      .wait(frames: 5), .appEvent("open-post", [AppArgument("row", .number(6)), AppArgument("animated", .text("no"))]),
      .wait(frames: 5),
    ]
    let result = Runner.run(.uikitProfile, world: world, steps: steps, options: RunOptions(recordTrace: true))
    #expect(result.verdict == .pass)
    let row = try #require(result.trace.first { $0.stepIndex == 1 })
    #expect(row.stepLabel == #"app open-post(animated: "no", row: 6)"#)
    #expect(row.outerY == row.maxOffsetY)
    let feed = try #require(row.listYs[row.currentIndex])
    #expect(feed > 100)
  }

  @Test("every generated case of the shipped page lies on its page template")
  func casesStayOnTheTemplate() throws {
    for entry in [CoordinatorEntry.uikitProfile] {
      let template = try #require(try entry.pageTemplate())
      for index in 0..<80 as Range<UInt64> {
        let generated = PropertyCheck.generatedCase(
          index: index, configuration: PropertyConfiguration(seed: 9), for: entry, template: template)
        let problems = template.problems(in: generated.world) + template.problems(in: generated.steps, on: generated.world)
        #expect(problems.isEmpty, "\(entry.name) case \(index): \(problems)")
      }
    }
  }
}
