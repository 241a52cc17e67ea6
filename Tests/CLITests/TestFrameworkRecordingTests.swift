// A check can never pass silently: in a real XCTest process (XCTMain, the fixture executable) a buggy
// coordinator's failure is recorded with no framework argument and the run fails; a sound one passes; and a
// check called outside any test stops the process with the failure instead of returning.

import Foundation
import Testing

@Suite("Failures reach the running test framework")
struct TestFrameworkRecordingTests {
  static let fixture = "nestedcheck-xctest-fixture"
  /// Without the backtracer a deliberate trap prints only its message, so the pipes stay small.
  static let quiet = ["SWIFT_BACKTRACE": "enable=no"]

  #if os(Linux)
  @Test("XCTest: a buggy coordinator fails the XCTest run with no framework argument")
  func buggyFailsXCTest() throws {
    let result = try CLI.run(["xctest-buggy"], in: CLI.temporaryDirectory(), executable: Self.fixture, environment: Self.quiet)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    let output = result.stdout + result.stderr
    #expect(output.contains("error: FixtureCase.testCheck : failed - no-max-clamp broke outer-within-max"), "\(output)")
    #expect(output.contains("with 1 failure"), "\(output)")
  }

  @Test("XCTest: a sound coordinator passes the same XCTest run")
  func soundPassesXCTest() throws {
    let result = try CLI.run(["xctest-sound"], in: CLI.temporaryDirectory(), executable: Self.fixture, environment: Self.quiet)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect((result.stdout + result.stderr).contains("with 0 failures"))
  }
  #endif

  @Test("outside any test, a failing check stops the process with the failure, never returns")
  func outsideAnyTestFailsLoudly() throws {
    let result = try CLI.run(["outside-test"], in: CLI.temporaryDirectory(), executable: Self.fixture, environment: Self.quiet)
    #expect(result.status != 0)
    #expect(!result.stdout.contains("returned normally"))
    #expect(result.stderr.contains("a check failed outside any running Swift Testing test or XCTest case"), "\(result.stderr)")
    #expect(result.stderr.contains("no-max-clamp broke outer-within-max"))
  }
}
