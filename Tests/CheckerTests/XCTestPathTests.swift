// The XCTest face of the property API: the same check, reporting through XCTFail.

import Coordinators
import NestedCheckTesting
import XCTest

final class XCTestPathTests: XCTestCase {
  func testShippedOffsetLockHoldsThroughXCTest() throws {
    let entry = try XCTUnwrap(CoordinatorCatalog.entry(named: "offset-lock"))
    let report = checkNestedScrolling(entry, cases: 100, framework: .xcTest)
    XCTAssertEqual(report.casesRun, 100)
    XCTAssertNil(report.failure)
  }
}
