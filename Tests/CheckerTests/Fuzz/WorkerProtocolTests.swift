// The worker line protocol round-trips, ignores stray output, and the worker loop's verdicts do
// not depend on how the cases are split across jobs.

import Checker
@testable import NestedCheckFuzz
import Foundation
import Coordinators
import Generators
import Testing

@MainActor @Suite("Worker protocol and loop")
struct WorkerProtocolTests {
  @Test("every message survives line encoding, messages with spaces and newlines included")
  func roundTrip() {
    let violation = Violation(invariant: .outerWithinMax, frame: 41, stepIndex: 6, message: "outer y 3 > max 0\nsecond line")
    var jump = Violation(
      signature: BugSignature(
        invariant: .noUnexplainedJump, view: .listOnScreen, direction: .backward, band: .severe, step: "drag",
        detail: "breadth"),
      frame: 7, stepIndex: 2, severity: 396.33333333333337, message: "list0 moved -396.33 (from 396.33 to 0)")
    jump.peakSeverity = 400.1
    let messages: [WorkerMessage] = [
      .start(caseIndex: 12, coordinator: "offset-lock"),
      .pass(caseIndex: 12, coordinator: "offset-lock", frames: 900, coverage: 0x7_FFFF),
      .fail(caseIndex: 13, coordinator: "no-max-clamp", frames: 12, coverage: 5, violation: violation),
      .fail(caseIndex: 14, coordinator: "x", frames: 1, coverage: 0,
            violation: Violation(invariant: .settles, frame: 3, stepIndex: nil, message: "")),
      .also(caseIndex: 14, coordinator: "x", violation: jump),
      // A team rule's violation and a reached goal travel by name.
      .also(
        caseIndex: 14, coordinator: "x",
        violation: Violation(
          signature: BugSignature(invariant: .user("tab-opens-at-top"), view: .listOffScreen, direction: .forward, band: .severe, step: "tab"),
          frame: 9, stepIndex: 3, severity: 120, message: "tab 1 opens 120 pt down its feed")),
      .goal(caseIndex: 15, coordinator: "x", rule: "tab-tapped-with-header-shown"),
      .done(caseIndex: 13), .end(reason: .cases), .end(reason: .time),
      .recipe(caseIndex: 16, recipe: .fresh(caseIndex: 9)),
      .recipe(caseIndex: 17, recipe: .mutated(parent: 3, partner: -1, seed: 12_345_678_901, focus: -1)),
      .recipe(caseIndex: 18, recipe: .tuned(parent: 0, seed: 7, focus: 4)),
      .corpus(caseIndex: 17, slot: 5, reason: .feature, failing: false),
      .corpus(caseIndex: 18, slot: 6, reason: .signature, failing: true),
    ]
    for message in messages {
      #expect(!message.line.contains("\n"))
      var expected = message
      if case .fail(let k, let c, let f, let b, var v) = message {
        v.message = v.message.replacingOccurrences(of: "\n", with: " ")
        expected = .fail(caseIndex: k, coordinator: c, frames: f, coverage: b, violation: v)
      }
      #expect(WorkerMessage(line: Substring(message.line)) == expected, "\(message.line)")
    }
  }

  @Test("stray or truncated lines are not messages")
  func strayLines() {
    for line in ["", "hello", "start", "start x y", "pass 1 a 2", "fail 1 a 2 3 not-an-invariant 4 - 0 0 m", "also 1 a outer-within-max/outer/forward 4 - 0 0 m", "done -1", "end maybe"] {
      #expect(WorkerMessage(line: Substring(line)) == nil, "\(line)")
    }
  }

  @Test("a line's fields are split at single spaces on its bytes: empty fields kept, the last holding the rest")
  func fields() {
    #expect(WorkerMessage.fields(of: "a b c d", maxSplits: 2) == ["a", "b", "c d"])
    #expect(WorkerMessage.fields(of: "a  b ", maxSplits: 8) == ["a", "", "b", ""])
    #expect(WorkerMessage.fields(of: "", maxSplits: 3) == [""])
    #expect(WorkerMessage.fields(of: "fail 1 é ü x", maxSplits: 3) == ["fail", "1", "é", "ü x"])
    // The same fields as splitting on `Character`s, which it replaces.
    for line in ["pass 12 offset-lock 900 524287", "recipe 3 mut 1 -1 99 2", "corpus 3 4 feature 0", " x  y "] {
      let old = Substring(line).split(separator: " ", maxSplits: 8, omittingEmptySubsequences: false)
      #expect(WorkerMessage.fields(of: Substring(line), maxSplits: 8) == old, "\(line)")
    }
  }

  @Test("the line splitter reassembles lines across arbitrary chunk boundaries")
  func splitter() {
    let text = Array("start 1 a\npass 1 a 2 3\ndone 1\nend cases".utf8)
    for chunk in 1...7 {
      var splitter = LineSplitter()
      var lines: [String] = []
      var index = 0
      while index < text.count {
        lines += splitter.feed(text[index..<min(index + chunk, text.count)])
        index += chunk
      }
      if let rest = splitter.finish() { lines.append(rest) }
      #expect(lines == ["start 1 a", "pass 1 a 2 3", "done 1", "end cases"])
    }
  }

  /// Each (case, coordinator) verdict from a worker loop, keyed for comparison.
  static func verdicts(jobs: Int, cases: UInt64, coordinators: [String]) -> [String] {
    var result: [String] = []
    for job in 0..<jobs {
      var configuration = WorkerConfiguration(
        coordinators: coordinators.map { CoordinatorCatalog.entry(named: $0)! }, seed: 11, profile: .default, maxSteps: 30,
        plan: ShardPlan(jobs: jobs), job: job)
      configuration.caseLimit = cases
      var output = CollectedWorkerOutput()
      #expect(FuzzWorker(configuration: configuration).run(output: &output) == .cases)
      for message in output.messages {
        switch message {
        case .pass(let k, let c, let f, let b): result.append("\(k) \(c) pass \(f) \(b)")
        case .fail(let k, let c, let f, let b, let v): result.append("\(k) \(c) \(v.invariant.rawValue) \(f) \(b)")
        default: break
        }
      }
    }
    return result.sorted()
  }

  @Test("one job or three, every run gives the same verdict, frames and coverage")
  func verdictsIndependentOfJobs() {
    let coordinators = ["offset-lock", "no-max-clamp"]
    let one = Self.verdicts(jobs: 1, cases: 12, coordinators: coordinators)
    #expect(one.count == 24)
    #expect(one == Self.verdicts(jobs: 3, cases: 12, coordinators: coordinators))
  }

  @Test("a restarted worker resumes at its position and coordinator, and announces each run before it")
  func resume() {
    var configuration = WorkerConfiguration(
      coordinators: ["offset-lock", "no-max-clamp"].map { CoordinatorCatalog.entry(named: $0)! }, seed: 11, profile: .default,
      maxSteps: 30, plan: ShardPlan(jobs: 2), job: 1)
    configuration.caseLimit = 6
    configuration.startPosition = 1
    configuration.firstCoordinator = 1
    var output = CollectedWorkerOutput()
    FuzzWorker(configuration: configuration).run(output: &output)
    let kinds = output.messages.compactMap { message -> String? in
      switch message {
      case .start(let k, let c): "start \(k) \(c)"
      case .pass(let k, let c, _, _), .fail(let k, let c, _, _, _): "ran \(k) \(c)"
      case .handoffStats, .recipe, .corpus, .cause, .goal: nil
      case .also(let k, let c, _): "also \(k) \(c)"
      case .done(let k): "done \(k)"
      case .end(let reason): "end \(reason.rawValue)"
      }
    }.filter { !$0.hasPrefix("also") }
    // Job 1 of 2 owns cases 1, 3, 5; position 1 is case 3, restarted at its second coordinator. Case 3 fails
    // no-max-clamp with signatures new to the worker: it is announced again before the replays that find their
    // causes, so the parent's case time limit starts afresh for them.
    #expect(kinds == [
      "start 3 no-max-clamp", "start 3 no-max-clamp", "ran 3 no-max-clamp", "done 3",
      "start 5 offset-lock", "ran 5 offset-lock", "start 5 no-max-clamp", "ran 5 no-max-clamp", "done 5", "end cases",
    ])
  }

  @Test("a cause line round-trips, and precedes its run's fail line")
  func causeLine() throws {
    let cause = RootCause(
      kind: .write, view: "outer", site: ["NestedScrollingCoordinators.OffsetLockCoordinator.pin(_:at:)"],
      location: "OffsetLockCoordinator.swift:219", callbacks: ["outerDidScroll()"])
    let signature = try #require(BugSignature("outer-within-max/outer/forward/small/drag"))
    let message = WorkerMessage.cause(caseIndex: 4, coordinator: "no-max-clamp", signature: signature, cause: cause)
    #expect(WorkerMessage(line: Substring(message.line)) == message)
    var configuration = WorkerConfiguration(
      coordinators: [CoordinatorCatalog.entry(named: "no-max-clamp")!], seed: 11, profile: .default, maxSteps: 30,
      plan: ShardPlan(jobs: 1), job: 0)
    configuration.caseLimit = 8
    var output = CollectedWorkerOutput()
    FuzzWorker(configuration: configuration).run(output: &output)
    var attributed: Set<BugSignature> = []
    var pending: Set<BugSignature> = []
    for message in output.messages {
      switch message {
      case .cause(_, _, let signature, _):
        #expect(!attributed.contains(signature), "each signature's cause is sent once per worker")
        attributed.insert(signature)
        pending.insert(signature)
      case .fail(_, _, _, _, let violation), .also(_, _, let violation):
        pending.remove(violation.signature)
        #expect(attributed.contains(violation.signature), "a violation's signature was attributed at or before its run")
      default: break
      }
    }
    #expect(!attributed.isEmpty && pending.isEmpty)
  }

  @Test("a handoffstats line round-trips a coordinator's merged handoff report")
  func handoffStatsLine() throws {
    var report = HandoffReport()
    report.add([
      HandoffSample(direction: .outerToList, mode: .momentum, origin: .header, givingSpeed: 1234.5, carried: 0.93, seamFrames: 0, frame: 0),
      HandoffSample(direction: .listToOuter, mode: .drag, origin: .list, givingSpeed: 600, carried: 0, seamFrames: 31, frame: 0),
    ])
    let message = WorkerMessage.handoffStats(coordinator: "ownership", report: report)
    #expect(message.line.hasPrefix("handoffstats ownership {"))
    #expect(!message.line.contains("\n"), "one line")
    #expect(WorkerMessage(line: Substring(message.line)) == message)
    #expect(WorkerMessage(line: "handoffstats ownership {not json") == nil, "a malformed report rejects the line")
  }
}
