// Records a property failure in the test framework that is running the current test, so a check can never
// pass silently: an `Issue.record` outside Swift Testing, or an `XCTFail` outside an XCTest case, is dropped
// without a trace by both frameworks, which is how a broken coordinator once "passed" inside an XCTestCase.
//
// Swift Testing says whether it runs a test (`Test.current`). XCTest does not, so the recorder calls `XCTFail`
// and then checks, through an `XCTestObservation` observer, that XCTest received the failure. If neither
// framework took it, the process stops with the message: a loud failure is the only honest outcome left.

import Foundation
import Testing
import XCTest

/// Where the check was called from, in the forms both frameworks want.
struct RecordLocation {
  var fileID: String
  var filePath: StaticString
  var line: UInt
  var column: UInt
}

/// Sends failures to the running test's framework, or a named one.
@MainActor
struct FailureRecorder {
  /// A framework the caller insisted on; `nil` detects it.
  var framework: TestFramework?
  var location: RecordLocation

  func record(_ message: String) {
    switch framework ?? (Test.current != nil ? .swiftTesting : .xcTest) {
    case .swiftTesting:
      let source = SourceLocation(
        fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line), column: Int(location.column))
      Issue.record(Comment(rawValue: message), sourceLocation: source)
    case .xcTest:
      let before = XCTestFailureProbe.shared.failuresSeen
      XCTFail(message, file: location.filePath, line: location.line)
      guard XCTestFailureProbe.shared.failuresSeen == before else { return }
      Self.failLoudly(message)
    }
  }

  /// Something the user should know that is not a failure: a warning in Swift Testing (where the toolchain has issue
  /// severities), a printed line otherwise.
  func note(_ message: String) {
    #if compiler(>=6.3)
    if (framework ?? (Test.current != nil ? .swiftTesting : .xcTest)) == .swiftTesting {
      let source = SourceLocation(
        fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line), column: Int(location.column))
      Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: source)
      return
    }
    #endif
    print(message)
  }

  /// Neither framework is running a test here: print the failure and stop, rather than let the caller pass.
  static func failLoudly(_ message: String) -> Never {
    let text = """
      NestedCheck: a check failed outside any running Swift Testing test or XCTest case, so no framework could \
      record it. Call checkNestedScrolling from inside a test.
      \(message)

      """
    FileHandle.standardError.write(Data(text.utf8))
    fatalError("NestedCheck: unrecorded failure (see above)")
  }
}

/// Counts the failures XCTest reports to its observers, to confirm that an `XCTFail` reached a running test case.
final class XCTestFailureProbe: NSObject, XCTestObservation, @unchecked Sendable {
  /// Registered once, on first use, on the main actor (where XCTest reports failures of main-thread tests).
  @MainActor static let shared: XCTestFailureProbe = {
    let probe = XCTestFailureProbe()
    XCTestObservationCenter.shared.addTestObserver(probe)
    return probe
  }()

  /// Only read and written on the main thread, where both XCTest and the recorder run.
  nonisolated(unsafe) private(set) var failuresSeen = 0

  #if canImport(ObjectiveC)
  func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) { failuresSeen += 1 }
  #else
  func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
    failuresSeen += 1
  }
  #endif
}
