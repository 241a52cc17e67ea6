// The de-duplication policy: one witness per distinct bug (the lowest-indexed hit of its signature),
// whatever order failures arrive in; a budget of signatures shrunk per coordinator, given out in case
// order; every hit counted; ignored signatures counted but never released.

import Checker
import NestedCheckFuzz
import ScrollSim
import Shrinkers
import Testing

@Suite("Failure ledger")
struct FailureLedgerTests {
  /// A violation of `invariant` with a signature that differs by band, so tests can make distinct bugs of one invariant.
  static func violation(_ invariant: Invariant = .outerWithinMax, band: SeverityBand = .small, points: Double = 2) -> Violation {
    Violation(
      signature: BugSignature(invariant: invariant, view: .outer, direction: .forward, band: band, step: "drag"),
      frame: 3, stepIndex: 1, severity: points, message: "m")
  }

  static func failure(
    _ k: UInt64, _ coordinator: String = "m", _ kind: FailureKind = .invariant(.builtIn(.outerWithinMax)), band: SeverityBand = .small,
    points: Double = 2
  ) -> FoundFailure {
    guard case .invariant(let invariant) = kind else { return FoundFailure(caseIndex: k, coordinator: coordinator, kind: kind) }
    return FoundFailure(
      caseIndex: k, coordinator: coordinator, kind: kind, violation: violation(invariant.builtIn!, band: band, points: points))
  }

  /// Feeds `arrivals` in order, advancing the watermark as a run would (a case is complete once it and every lower
  /// case arrived), and returns the released witnesses, in release order, as `coordinator signature case budget`.
  static func released(_ arrivals: [FoundFailure], allCases: UInt64, limit: Int) -> [String] {
    var ledger = FailureLedger(shrinkLimit: limit)
    var result: [String] = []
    var completed: Set<UInt64> = []
    func note(_ failures: [FoundFailure]) {
      for failure in failures {
        result.append("\(failure.coordinator) \(failure.signatureKey) \(failure.caseIndex) \(ledger.isWithinBudget(failure))")
      }
    }
    var order = arrivals.map(\.caseIndex)
    for k in 0..<allCases where !order.contains(k) { order.append(k) }
    for k in order {
      for failure in arrivals where failure.caseIndex == k { ledger.record(failure) }
      completed.insert(k)
      var watermark: UInt64 = 0
      while completed.contains(watermark) { watermark += 1 }
      note(ledger.release(completedBelow: watermark))
    }
    note(ledger.releaseAll())
    return result
  }

  @Test("each bug's lowest-indexed hit is its witness, and the budget goes in case order, whatever the arrival order")
  func lowestIndicesWhateverTheOrder() {
    let failures = [3, 5, 8].map { Self.failure($0) } + [9, 4].map { Self.failure($0, band: .severe, points: 90) }
      + [Self.failure(4, "n"), Self.failure(2, "m", .hang), Self.failure(7, band: .visible, points: 10)]
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      let released = Self.released(failures.shuffled(using: &rng), allCases: 32, limit: 3)
      #expect(released == [
        "m hang 2 true",
        "m outer-within-max/outer/forward/small/drag 3 true",
        "m outer-within-max/outer/forward/severe/drag 4 true",
        "n outer-within-max/outer/forward/small/drag 4 true",
        "m outer-within-max/outer/forward/visible/drag 7 false",
      ])
    }
  }

  @Test("hits, worst severity, duplicates and their case indices are counted per bug")
  func duplicates() {
    var ledger = FailureLedger(shrinkLimit: 2)
    for (k, points): (UInt64, Double) in [(9, 2), (1, 1.5), (7, 3.5), (3, 2), (5, 3.5)] {
      ledger.record(Self.failure(k, points: points))
    }
    #expect(ledger.release(completedBelow: 4).map(\.caseIndex) == [1])
    #expect(ledger.releaseAll().isEmpty)
    let record = ledger.classes.values.first!
    #expect(record.hits == 5 && record.duplicates == 4)
    #expect(record.listedDuplicateCases == [3, 5, 7, 9])
    #expect(record.worstSeverity == 3.5 && record.worstCase == 5, "the lower case wins a tie")
    #expect(ledger.totalHits == 5 && ledger.bugCount == 1)
  }

  @Test("a budget of zero shrinks nothing, but every bug is still released with its original and counted")
  func zeroLimit() {
    var ledger = FailureLedger(shrinkLimit: 0)
    ledger.record(Self.failure(1))
    let released = ledger.releaseAll()
    #expect(released.map(\.caseIndex) == [1])
    #expect(!ledger.isWithinBudget(released[0]))
  }

  @Test("an ignored signature, invariant or pattern is counted, never released, and leaves the exit code")
  func ignored() {
    for pattern in ["outer-within-max/outer/forward/small/drag", "outer-within-max", "outer-within-max/*/*/small", "*/outer"] {
      var ledger = FailureLedger(shrinkLimit: 3, ignore: [pattern])
      ledger.record(Self.failure(1))
      ledger.record(Self.failure(2))
      ledger.record(Self.failure(3, "m", .invariant(.builtIn(.settles))))
      let released = ledger.releaseAll()
      let expectSettles = !pattern.hasPrefix("*")
      #expect(released.map(\.caseIndex) == (expectSettles ? [3] : []), "\(pattern)")
      #expect(ledger.ignoredClasses.first?.1.hits == 2, "\(pattern)")
      #expect(ledger.kinds == (expectSettles ? [.invariant(.builtIn(.settles))] : []), "\(pattern)")
    }
    var ledger = FailureLedger(ignore: ["hang"])
    ledger.record(Self.failure(1, "m", .hang))
    #expect(ledger.releaseAll().isEmpty && ledger.kinds.isEmpty)
  }

  static func outcome(_ shape: [String], steps: Int, shrunk: Bool = true, path: String, severity: Double? = nil) -> ShrinkOutcome {
    ShrinkOutcome(
      shape: shape, simplicity: ShrinkCandidate(steps: Array(repeating: .wait(frames: 1), count: steps)).simplicity,
      shrunk: shrunk, path: path, originalPath: path + ".original", message: "m", severity: severity)
  }

  @Test("one group per bug, worst first: crash, hang, then by band and worst severity")
  func signatures() {
    var ledger = FailureLedger(shrinkLimit: 4)
    let failures = [
      Self.failure(1), Self.failure(2, band: .severe, points: 300), Self.failure(3, band: .severe, points: 50),
      Self.failure(4, "m", .hang), Self.failure(5, band: .decision, points: 0), Self.failure(6, band: .visible, points: 9),
    ]
    for failure in failures { ledger.record(failure) }
    for failure in ledger.releaseAll() {
      ledger.resolve(failure, outcome: Self.outcome(["move"], steps: 1, path: "c\(failure.caseIndex)"))
    }
    #expect(ledger.unresolved.isEmpty)
    let groups = ledger.signatures()
    #expect(groups.map(\.representative.path) == ["c4", "c2", "c6", "c1", "c5"], "the two severe hits are one bug")
    #expect(groups[1].hits == 2 && groups[1].worstSeverity == 300 && groups[1].representativeCase == 2)
    #expect(groups[1].signature == "outer-within-max/outer/forward/severe/drag m")
  }

  @Test("exit codes: crash > hang > invariant > nothing")
  func exitCodes() {
    #expect(FailureKind.exitCode(for: []) == 0)
    #expect(FailureKind.exitCode(for: [.invariant(.builtIn(.settles))]) == 1)
    #expect(FailureKind.exitCode(for: [.invariant(.builtIn(.settles)), .hang]) == 3)
    #expect(FailureKind.exitCode(for: [.hang, .crash(signal: 4), .invariant(.builtIn(.settles))]) == 4)
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
