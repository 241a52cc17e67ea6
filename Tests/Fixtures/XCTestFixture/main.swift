// A real XCTest run, as a process, for CLITests to observe: proves that `checkNestedScrolling` records a buggy
// coordinator's failure in XCTest with no framework argument (the run must fail), that a sound coordinator
// passes, and that a check outside any test stops the process instead of passing silently.
//
//   nestedcheck-xctest-fixture xctest-buggy   XCTMain over a case checking `no-max-clamp`: must exit non-zero
//   nestedcheck-xctest-fixture xctest-sound   the same over `offset-lock`: must exit 0
//   nestedcheck-xctest-fixture outside-test   calls the check from plain code: must die with the message

import Foundation
import NestedCheckTesting
import XCTest

final class FixtureCase: XCTestCase {
  static let coordinator = ProcessInfo.processInfo.environment["FIXTURE_COORDINATOR"] ?? "no-max-clamp"

  /// XCTest runs test methods on the main thread, so the check may assume the main actor.
  func testCheck() throws {
    let name = Self.coordinator
    try MainActor.assumeIsolated {
      let entry = try XCTUnwrap(CoordinatorCatalog.entry(named: name))
      checkNestedScrolling(entry, cases: 50)
    }
  }

  nonisolated(unsafe) static let allTests: [(String, (FixtureCase) -> () throws -> Void)] = [("testCheck", testCheck)]
}

let mode = CommandLine.arguments.dropFirst().first ?? ""
switch mode {
case "xctest-buggy", "xctest-sound":
  setenv("FIXTURE_COORDINATOR", mode == "xctest-buggy" ? "no-max-clamp" : "offset-lock", 1)
  #if os(Linux)
  XCTMain([testCase(FixtureCase.allTests)], arguments: [CommandLine.arguments[0]])
  #else
  fatalError("XCTMain is Linux-only; on Apple platforms XCTestPathTests uses XCTExpectFailure in-process")
  #endif
case "outside-test":
  MainActor.assumeIsolated {
    _ = checkNestedScrolling(CoordinatorCatalog.entry(named: "no-max-clamp")!, cases: 50)
  }
  print("returned normally: a silent pass")
  exit(0)
default:
  print("usage: nestedcheck-xctest-fixture xctest-buggy|xctest-sound|outside-test")
  exit(2)
}
