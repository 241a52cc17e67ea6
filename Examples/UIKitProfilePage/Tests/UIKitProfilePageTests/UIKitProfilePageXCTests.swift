// The same check under XCTest. `async` and `await` work on every platform (Linux's XCTest cannot call `@MainActor`
// methods directly). The team's rule `current-tab-follows-pager` is switched off with its reason here as in the Swift
// Testing checks: the pager gap it finds is known, and `UIKitProfileRulesTests` keeps it as a known issue.

import NestedCheckTesting
import UIKitProfilePageChecks
import XCTest

nonisolated final class UIKitProfilePageXCTests: XCTestCase {
  func testProfilePageKeepsItsInvariants() async {
    let report = await checkNestedScrolling(
      .uikitProfile, cases: 100,
      disabling: ["current-tab-follows-pager": "a swipe interrupted by a touch can leave the pager on the old page (known gap)"])
    XCTAssertTrue(report.passed, report.description)
  }
}
