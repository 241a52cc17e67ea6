// The same check under XCTest. `async` and `await` work on every platform (Linux's XCTest cannot call `@MainActor`
// methods directly).

import NestedCheckTesting
import UIKitProfilePageChecks
import XCTest

nonisolated final class UIKitProfilePageXCTests: XCTestCase {
  func testProfilePageKeepsItsInvariants() async {
    let report = await checkNestedScrolling(.uikitProfile, cases: 100)
    XCTAssertTrue(report.passed, report.description)
  }
}
