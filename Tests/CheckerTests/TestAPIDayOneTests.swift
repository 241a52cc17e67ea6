// What a new team meets on its first `swift test`: a package with no Tests/Regressions yet passes (with a note),
// a folder it names must exist, failures are saved where the test target can write them under names that never
// collide, and the report answers "did it pass, what was checked, what was reached" without a case count.

import Checker
import Coordinators
import Foundation
@testable import NestedCheckTesting
import Testing

@MainActor @Suite("the test API on day one")
struct TestAPIDayOneTests {
  static func freshFolder() throws -> String {
    let path = NSTemporaryDirectory() + "nestedcheck-dayone-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test("the default regression folder may be absent: a note, no failure")
  func absentDefaultFolderPasses() throws {
    let package = try Self.freshFolder()
    try Data("// swift-tools-version:6.2\n".utf8).write(to: URL(fileURLWithPath: package + "/Package.swift"))
    let replay = RegressionFolder.replay(
      URL(fileURLWithPath: package + "/Tests/Regressions"), registry: .builtIn, mayBeAbsent: true)
    #expect(replay.problems.isEmpty)
    #expect(replay.note?.contains("does not exist yet") == true)
    #expect(replay.note?.contains("promote") == true)
  }

  @Test("a folder named explicitly must exist and hold scenarios")
  func namedFolderMustExist() throws {
    let missing = try Self.freshFolder() + "/Regresions"
    let replay = RegressionFolder.replay(URL(fileURLWithPath: missing), registry: .builtIn, mayBeAbsent: false)
    #expect(replay.problems == ["\(missing): no such folder"])
    withKnownIssue("a misspelt folder must fail, not replay nothing") {
      let problems = checkRegressions(in: missing)
      #expect(problems.isEmpty)
    }
    let empty = try Self.freshFolder()
    #expect(RegressionFolder.replay(URL(fileURLWithPath: empty), registry: .builtIn, mayBeAbsent: false).problems
      == ["\(empty): holds no .json scenario files"])
    #expect(RegressionFolder.replay(URL(fileURLWithPath: empty), registry: .builtIn, mayBeAbsent: true).problems.isEmpty)
  }

  @Test("checkRegressions() with no folder replays this package's Tests/Regressions")
  func defaultFolderIsThePackages() {
    // This package has promoted files: the default call replays them (and they hold).
    #expect(checkRegressions().isEmpty)
  }

  @Test("failure files go to NESTEDCHECK_FAILURES_DIR, else the package's .build, else the temporary folder")
  func failureFolders() throws {
    let here = #filePath
    let package = try #require(PackageRoot.containing(sourceFile: here))
    let chosen = FailureFiles.candidateFolders(sourceFile: here, environment: ["NESTEDCHECK_FAILURES_DIR": "/x/y"])
    #expect(chosen.first == "/x/y")
    let defaults = FailureFiles.candidateFolders(sourceFile: here, environment: [:])
    #expect(defaults.first == package + "/.build/nestedcheck-failures")
    #expect(defaults.last?.hasSuffix("nestedcheck-failures") == true)
    #expect(defaults.last?.hasPrefix("/") == true, "an absolute path, so the printed replay command works anywhere")
    let outside = FailureFiles.candidateFolders(sourceFile: "/no/such/package/Tests/T.swift", environment: [:])
    #expect(outside.count == 1, "no package around the file: only the temporary folder")
  }

  @Test("failure names carry the coordinator, the signature, the seed and the case, so two never collide")
  func failureNames() {
    let a = FailureFiles.fileName(
      coordinator: "profile-page", signature: "header-visible-lists-at-top/list-off-screen/forward/severe/drag", seed: 0x5EED,
      caseIndex: 3)
    #expect(a == "profile-page-header-visible-lists-at-top-list-off-screen-forward-severe-drag-0x5eed-case3.json")
    let sameBugOtherCase = FailureFiles.fileName(
      coordinator: "profile-page", signature: "header-visible-lists-at-top/list-off-screen/forward/severe/drag", seed: 0x5EED,
      caseIndex: 4)
    let otherBand = FailureFiles.fileName(
      coordinator: "profile-page", signature: "header-visible-lists-at-top/list-off-screen/forward/small/drag", seed: 0x5EED,
      caseIndex: 3)
    #expect(Set([a, sameBugOtherCase, otherBand]).count == 3)
  }

  @Test("a failure is saved where the message says, as an absolute path with a replay command")
  func savedFailureMessage() throws {
    let folder = try Self.freshFolder()
    setenv("NESTEDCHECK_FAILURES_DIR", folder, 1)
    defer { unsetenv("NESTEDCHECK_FAILURES_DIR") }
    let entry = try #require(CoordinatorCatalog.entry(named: "no-max-clamp"))
    var report = PropertyReport(coordinator: "x", seed: 0)
    withKnownIssue("no-max-clamp must be reported") {
      report = checkNestedScrolling(entry, cases: 20)
    }
    #expect(!report.passed)
    let message = try #require(report.problems.first)
    let saved = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(saved.count == 1)
    #expect(message.contains("Saved: \(folder)/\(saved[0])"))
    #expect(message.contains("NESTEDCHECK_REPLAY=\(folder)/\(saved[0]) swift test"))
  }

  @Test("the report says what passed, what was checked and what was reached, with no case count to assert")
  func reportAnswers() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock"))
    let report = checkNestedScrolling(entry, cases: 60, reaching: [.pinned, .handoffInDrag])
    #expect(report.passed)
    #expect(report.source == .generated)
    #expect(report.reached(.pinned))
    #expect(report.invariantsChecked.contains(.headerVisibleListsAtTop))
    #expect(!report.invariantsChecked.contains(.momentumCarried), "offset-lock claims no momentum")
    let ownership = try #require(CoordinatorCatalog.entry(named: "ownership"))
    #expect(checkNestedScrolling(ownership, cases: 5).invariantsChecked.contains(.momentumCarried))
  }

  @Test("a state the check must reach and never does is a failure: never reached")
  func unreachedStateFails() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "offset-lock"))
    var report = PropertyReport(coordinator: "x", seed: 0)
    withKnownIssue("header-only mode is off in the default profile's first case") {
      report = checkNestedScrolling(entry, cases: 1, reaching: [.headerOnlyMode, .refreshSpinnerShown])
    }
    #expect(!report.passed)
    #expect(report.problems.contains { $0.contains("never reached refresh-spinner-shown in 1 cases") })
  }
}
