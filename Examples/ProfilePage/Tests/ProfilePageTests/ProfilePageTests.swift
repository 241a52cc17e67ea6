// The team's checks under Swift Testing. The target is main-actor by default, so the checks are plain calls.
// They assert what matters (nothing broke, the rules were on, the situations came up), never a case count:
// NESTEDCHECK_CASES, NESTEDCHECK_DURATION and NESTEDCHECK_REPLAY change it on purpose.

import NestedCheckTesting
import ProfilePageChecks
import Testing

@Suite("Profile page")
struct ProfilePageTests {
  /// Why the screen's checks switch `category-bar-follows-page` off: the gap it finds is known and not fixed yet.
  static let barGap = [
    "category-bar-follows-page": "the container reports no change of page, so the bar follows taps only (known gap)"
  ]

  @Test("the profile page keeps every invariant over generated gestures")
  func keepsItsInvariants() {
    let report = checkNestedScrolling(
      .profilePage, cases: 300, reaching: [.headerPartlyVisible, .pinned, .handoffInDrag, .tabSwitchHeaderVisibleOtherScrolled])
    #expect(report.passed)
    #expect(report.invariantsChecked.contains(.headerVisibleListsAtTop))
    // The team's own rules were on, and the situation its tab rule speaks of came up.
    #expect(ProfilePageEntries.entry(named: "profile-page")?.activeUserInvariants.map(\.name) == [
      "tab-opens-at-top", "tab-tapped-with-header-shown", "opened-post-shows",
    ])
    // The team's app event is declared, so the checks drew it.
    #expect(ProfilePageEntries.entry(named: "profile-page")?.appEvents.map(\.name) == ["open-post"])
    #expect(report.reachedGoals.contains("tab-tapped-with-header-shown"))
  }

  @Test("the bug the team fixed is caught: a list left scrolled on another tab")
  func buggyVariantIsCaught() {
    withKnownIssue("profile-page-buggy forgets off-screen lists when the header comes back") {
      let report = checkNestedScrolling(.profilePageBuggy, cases: 300)
      #expect(report.failure?.shrunkViolation.invariant == .headerVisibleListsAtTop)
    }
  }

  @Test("the app's screen (the coordinator in the UIKit container) keeps every invariant the coordinator keeps alone")
  func screenKeepsItsInvariants() {
    let report = checkNestedScrolling(
      .profileScreen, cases: 300, reaching: [.headerPartlyVisible, .pinned, .handoffInDrag, .tabSwitchHeaderVisibleOtherScrolled],
      disabling: Self.barGap)
    #expect(report.passed)
    #expect(report.invariantsChecked.contains(.headerVisibleListsAtTop))
    #expect(report.disabled.map(\.name) == ["category-bar-follows-page"])
  }

  @Test("the screen's category bar gap is caught by the team's eventually rule, reading the bar's selection")
  func categoryBarGapIsCaught() {
    var report = PropertyReport(coordinator: "profile-screen", seed: 0)
    withKnownIssue("an interrupted animated tab tap leaves the bar on the new tab and the pager on the old page") {
      report = checkNestedScrolling(.profileScreen, cases: 100)
    }
    #expect(report.failure?.shrunkViolation.invariant == .user("category-bar-follows-page"))
    #expect(report.failure?.shrunkViolation.message.contains("still wrong 0.5 s after the page came to rest") == true)
  }

  @Test("the fixed bug is caught through the app's screen too")
  func buggyScreenIsCaught() {
    withKnownIssue("profile-screen-buggy forgets off-screen lists when the header comes back") {
      let report = checkNestedScrolling(.profileScreenBuggy, cases: 300, disabling: Self.barGap)
      #expect(report.failure?.shrunkViolation.invariant == .headerVisibleListsAtTop)
    }
  }

  @Test("every promoted regression gives the verdict it records")
  func regressions() {
    checkRegressions(coordinators: ProfilePageEntries.entries)
  }
}
