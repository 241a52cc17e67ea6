// The XCTest face of the property API: the same check, with the framework detected (no argument), from a
// synchronous test method on the main thread and from an async one. (Linux's XCTest test discovery cannot call
// `@MainActor` test methods, so the synchronous method asserts the main actor it runs on; on Apple platforms a
// `@MainActor func test…()` works as well.)

import NestedCheckTesting
import XCTest

final class XCTestPathTests: XCTestCase {
  func testShippedOffsetLockHoldsThroughXCTest() throws {
    try MainActor.assumeIsolated {
      let entry = try XCTUnwrap(CoordinatorCatalog.entry(named: "offset-lock"))
      let report = checkNestedScrolling(entry, cases: 100)
      XCTAssertEqual(report.casesRun, 100)
      XCTAssertNil(report.failure)
    }
  }

  #if canImport(ObjectiveC)
  /// A buggy coordinator's failure reaches XCTest with no framework argument: XCTest's expected-failure
  /// mechanism keeps the suite green only if the failure was really recorded in this test case. (On Linux, where
  /// XCTest has no `XCTExpectFailure`, CLITests runs the same check in a real XCTest process and reads its verdict.)
  @MainActor
  func testBrokenCoordinatorIsRecordedInXCTestWithoutAFrameworkArgument() throws {
    let entry = try XCTUnwrap(CoordinatorCatalog.entry(named: "no-max-clamp"))
    XCTExpectFailure("no-max-clamp must be reported through XCTFail") {
      let report = checkNestedScrolling(entry, cases: 50)
      XCTAssertNotNil(report.failure)
    }
  }
  #endif

  func testAsyncOverloadFromANonisolatedTest() async throws {
    let entry = try XCTUnwrap(CoordinatorCatalog.entry(named: "ownership"))
    let report = await checkNestedScrolling(entry, cases: 40)
    XCTAssertEqual(report.casesRun, 40)
    XCTAssertNil(report.failure)
  }
}
