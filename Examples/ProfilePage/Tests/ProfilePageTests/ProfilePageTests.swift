// The team's checks under Swift Testing. The target is main-actor by default, so the checks are plain calls.

import NestedCheckTesting
import Testing

@Suite("Profile page")
struct ProfilePageTests {
  @Test("the profile page keeps every invariant over generated gestures")
  func keepsItsInvariants() {
    let report = checkNestedScrolling(.profilePage, cases: 300)
    #expect(report.casesRun == 300)
  }

  @Test("the bug the team fixed is caught: a list left scrolled on another tab")
  func buggyVariantIsCaught() {
    withKnownIssue("profile-page-buggy forgets off-screen lists when the header comes back") {
      let report = checkNestedScrolling(.profilePageBuggy, cases: 300)
      #expect(report.failure?.shrunkViolation.invariant == .headerVisibleListsAtTop)
    }
  }

  @Test("every promoted regression gives the verdict it records")
  func regressions() {
    checkRegressions(coordinators: [.profilePage, .profilePageBuggy])
  }
}
