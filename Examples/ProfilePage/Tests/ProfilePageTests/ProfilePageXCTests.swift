// The same check under XCTest, with no framework argument: the failure of a buggy coordinator would reach
// XCTest by itself. `async` and `await` work on every platform (Linux's XCTest cannot call `@MainActor` methods).

import NestedCheckTesting
import ProfilePageChecks
import XCTest

nonisolated final class ProfilePageXCTests: XCTestCase {
  func testProfilePageKeepsItsInvariants() async {
    let report = await checkNestedScrolling(.profilePage, cases: 200)
    XCTAssertTrue(report.passed)
  }
}
