// The de-duplication policy: the `shrinkLimit` lowest-indexed failures of each class are shrunk,
// whatever order they arrive in; the rest are counted; signatures group shrunk shapes.

import Checker
import NestedCheckFuzz
import ScrollSim
import Shrinkers
import Testing

@Suite("Failure ledger")
struct FailureLedgerTests {
  static func failure(_ k: UInt64, _ coordinator: String = "m", _ kind: FailureKind = .invariant(.outerWithinMax)) -> FoundFailure {
    FoundFailure(caseIndex: k, coordinator: coordinator, kind: kind)
  }

  /// Feeds `arrivals` (case, class) in order, advancing the watermark as a run would (a case is complete once it
  /// and every lower case arrived), and returns the released cases per class.
  static func released(_ arrivals: [FoundFailure], allCases: UInt64, limit: Int) -> [String: [UInt64]] {
    var ledger = FailureLedger(shrinkLimit: limit)
    var result: [String: [UInt64]] = [:]
    var completed: Set<UInt64> = []
    // Each arrival completes its case; cases with no failure complete in index order alongside.
    var order = arrivals.map(\.caseIndex)
    for k in 0..<allCases where !order.contains(k) { order.append(k) }
    for k in order {
      for failure in arrivals where failure.caseIndex == k { ledger.record(failure) }
      completed.insert(k)
      var watermark: UInt64 = 0
      while completed.contains(watermark) { watermark += 1 }
      for released in ledger.release(completedBelow: watermark) {
        result[released.failureClass.coordinator + " " + released.failureClass.kind, default: []].append(released.caseIndex)
      }
    }
    for released in ledger.releaseAll() {
      result[released.failureClass.coordinator + " " + released.failureClass.kind, default: []].append(released.caseIndex)
    }
    return result
  }

  @Test("the lowest-indexed failures of each class are released, in any arrival order")
  func lowestIndicesWhateverTheOrder() {
    let cases: [UInt64] = [3, 5, 8, 9, 13, 21, 22, 30]
    let failures = cases.map { Self.failure($0) } + [Self.failure(4, "n"), Self.failure(2, "m", .hang)]
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      let released = Self.released(failures.shuffled(using: &rng), allCases: 32, limit: 3)
      #expect(released["m outer-within-max"] == [3, 5, 8])
      #expect(released["n outer-within-max"] == [4])
      #expect(released["m hang"] == [2])
    }
  }

  @Test("hits, duplicates and their case indices are counted per class")
  func duplicates() {
    var ledger = FailureLedger(shrinkLimit: 2)
    for k: UInt64 in [9, 1, 7, 3, 5] { ledger.record(Self.failure(k)) }
    #expect(ledger.release(completedBelow: 4).map(\.caseIndex) == [1, 3])
    #expect(ledger.releaseAll().isEmpty)
    let record = ledger.classes.values.first!
    #expect(record.hits == 5 && record.duplicates == 3)
    #expect(record.listedDuplicateCases == [5, 7, 9])
    #expect(ledger.totalHits == 5)
  }

  @Test("a limit of zero shrinks nothing and counts everything")
  func zeroLimit() {
    var ledger = FailureLedger(shrinkLimit: 0)
    ledger.record(Self.failure(1))
    #expect(ledger.releaseAll().isEmpty)
    #expect(ledger.classes.values.first?.duplicates == 1)
  }

  static func outcome(_ shape: [String], steps: Int, shrunk: Bool = true, path: String) -> ShrinkOutcome {
    ShrinkOutcome(
      shape: shape, simplicity: ShrinkCandidate(steps: Array(repeating: .wait(frames: 1), count: steps)).simplicity,
      shrunk: shrunk, path: path, originalPath: path + ".original", message: "m")
  }

  @Test("signatures group shrunk shapes; the simplest scenario, then the lowest case, represents each")
  func signatures() {
    var ledger = FailureLedger(shrinkLimit: 4)
    for k: UInt64 in [1, 2, 3, 4] { ledger.record(Self.failure(k)) }
    let released = ledger.releaseAll()
    ledger.resolve(released[0], outcome: Self.outcome(["touchDown", "move"], steps: 2, path: "c1"))
    ledger.resolve(released[1], outcome: Self.outcome(["reloadHeader"], steps: 1, path: "c2"))
    ledger.resolve(released[2], outcome: Self.outcome(["touchDown", "move"], steps: 2, path: "c3"))
    ledger.resolve(released[3], outcome: Self.outcome(["touchDown", "move", "lift"], steps: 40, shrunk: false, path: "c4"))
    #expect(ledger.unresolved.isEmpty)
    let groups = ledger.signatures()
    #expect(groups.map(\.signature) == [
      "outer-within-max m reloadHeader", "outer-within-max m touchDown,move", "outer-within-max m unshrunk:touchDown,move,lift",
    ])
    #expect(groups.map(\.hits) == [1, 2, 1])
    #expect(groups[1].cases == [1, 3])
    #expect(groups[1].representative.path == "c1")
  }

  @Test("exit codes: crash > hang > invariant > nothing")
  func exitCodes() {
    #expect(FailureKind.exitCode(for: []) == 0)
    #expect(FailureKind.exitCode(for: [.invariant(.settles)]) == 1)
    #expect(FailureKind.exitCode(for: [.invariant(.settles), .hang]) == 3)
    #expect(FailureKind.exitCode(for: [.hang, .crash(signal: 4), .invariant(.settles)]) == 4)
  }

  @Test("fatal-error lines compare by trap site and words, not by the numbers they quote")
  func fatalMessages() {
    let a = "Coordinators/ProcessFaultMutants.swift:48: Fatal error: traps-on-reload: header height 37.5 is below 60.0"
    let b = "/other/path/Coordinators/ProcessFaultMutants.swift:48: Fatal error: traps-on-reload: header height 0.0 is below 60.0"
    #expect(FatalMessage.normalized(a) == FatalMessage.normalized(b))
    #expect(FatalMessage.normalized(a) == "ProcessFaultMutants.swift: Fatal error: traps-on-reload: header height # is below #")
    #expect(FatalMessage.normalized("X.swift:3: Fatal error: Index out of range") != FatalMessage.normalized(a))
    #expect(FatalMessage.firstLine(in: "noise\n\(a)\nmore") == a)
    #expect(FatalMessage.firstLine(in: "nothing here") == nil)
    #expect(ReplayOutcome.crash(signal: 4, fatal: b).matches(.crash(signal: 4, fatal: a)))
    #expect(!ReplayOutcome.crash(signal: 11, fatal: b).matches(.crash(signal: 4, fatal: a)))
    #expect(!ReplayOutcome.invariant("settles").matches(.crash(signal: 4, fatal: nil)))
    #expect(ReplayOutcome.hang.matches(.hang) && !ReplayOutcome.pass.matches(.hang))
  }
}
