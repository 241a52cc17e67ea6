// The line protocol a worker process speaks to its parent on standard output.
//
// One message per line, space-separated fields, the free-text violation message last:
//
//   start <case> <coordinator>                     about to run <coordinator> on <case> (flushed before running; a
//                                                  worker given a shared page announces runs there instead,
//                                                  InFlightRecord.swift)
//   pass <case> <coordinator> <frames> <coverage>  every invariant held; <coverage> is `ReachedStates.bits`
//   fail <case> <coordinator> <frames> <coverage> <signature> <frame> <step|-> <severity> <peak> <message…>
//                                                  the run's first violation (its verdict)
//   also <case> <coordinator> <signature> <frame> <step|-> <severity> <peak> <message…>
//                                                  each further signature the same run showed (a run goes on
//                                                  past its first violation), after its `fail`
//   handoffstats <coordinator> <json>              the coordinator's handoffs since the last such line
//                                                  (`HandoffReport`, one line of JSON), with each batch and at the end
//   cause <case> <coordinator> <signature> <json>  the root cause of <signature> in this run (Checker/Cause), one
//                                                  line of JSON; sent before the run's `fail`, for each signature
//                                                  the worker sees for the first time
//   goal <case> <coordinator> <rule>               <case> reached the coordinator's `sometimes` rule <rule>; sent
//                                                  the first time this worker sees it reached, before the run's
//                                                  pass or fail
//   done <case>                                    every coordinator of <case> ran
//   end <cases|time>                               the slice is exhausted, or the time budget ran out
//
// <signature> is a bug signature (Checker/BugSignature.swift), which names the invariant; <severity>
// and <peak> are points, written so they read back exactly.
//
// A guided or targeted worker (`--search`) adds two:
//
//   recipe <case> <recipe…>                        how <case> was made (`CaseRecipe.text`), before its first start
//   corpus <case> <slot> <reason> <0|1>            <case> joined the corpus in <slot> (1: it failed somewhere); the
//                                                  parent rebuilds the case from its recipe and its mirror of the
//                                                  corpus (encoding it as JSON was a seventh of a guided worker's
//                                                  time, and decoding it more than half of the parent's)
//
// Why lines on a pipe: text keeps the protocol debuggable (`nestedcheck fuzz-worker …` prints it). The parent must
// know the case in flight when a worker dies (a trap, a kill after a timeout): `start` written before each run was
// that, at a write per run; the shared page of InFlightRecord.swift is that now, at none, and the lines go in batches.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation

/// One message from a worker to its parent.
public enum WorkerMessage: Hashable, Sendable {
  case start(caseIndex: UInt64, coordinator: String)
  case pass(caseIndex: UInt64, coordinator: String, frames: Int, coverage: UInt32)
  case fail(caseIndex: UInt64, coordinator: String, frames: Int, coverage: UInt32, violation: Violation)
  case handoffStats(coordinator: String, report: HandoffReport)
  case also(caseIndex: UInt64, coordinator: String, violation: Violation)
  case cause(caseIndex: UInt64, coordinator: String, signature: BugSignature, cause: RootCause)
  case goal(caseIndex: UInt64, coordinator: String, rule: String)
  case done(caseIndex: UInt64)
  case end(reason: EndReason)
  case recipe(caseIndex: UInt64, recipe: CaseRecipe)
  case corpus(caseIndex: UInt64, slot: Int, reason: CorpusReason, failing: Bool)

  /// Why a worker stopped on its own.
  public enum EndReason: String, Sendable {
    /// Its slice of `--cases` is exhausted.
    case cases
    /// The run's time budget ran out.
    case time
  }

  /// `<signature> <frame> <step|-> <severity> <peak> <message>`, the message on one line.
  static func fields(_ v: Violation) -> String {
    let message = String(v.message.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    return "\(v.signature) \(v.frame) \(v.stepIndex.map(String.init) ?? "-") \(v.severity) \(v.peakSeverity) \(message)"
  }

  /// Reads the fields `fields(_:)` wrote, starting at `fields[first]`; `nil` if any is malformed.
  static func violation(_ fields: [Substring], from first: Int) -> Violation? {
    guard fields.count >= first + 5, let signature = BugSignature(String(fields[first])), let frame = Int(fields[first + 1]),
      let severity = Double(fields[first + 3]), let peak = Double(fields[first + 4])
    else { return nil }
    let stepField = fields[first + 2]
    let step: Int? = stepField == "-" ? nil : Int(stepField)
    guard stepField == "-" || step != nil else { return nil }
    let message = fields.count > first + 5 ? String(fields[first + 5]) : ""
    var violation = Violation(signature: signature, frame: frame, stepIndex: step, severity: severity, message: message)
    violation.peakSeverity = peak
    return violation
  }

  /// The message as one line, without the newline.
  public var line: String {
    switch self {
    case .start(let k, let c): return "start \(k) \(c)"
    case .pass(let k, let c, let frames, let bits): return "pass \(k) \(c) \(frames) \(bits)"
    case .fail(let k, let c, let frames, let bits, let v): return "fail \(k) \(c) \(frames) \(bits) \(Self.fields(v))"
    case .also(let k, let c, let v): return "also \(k) \(c) \(Self.fields(v))"
    case .cause(let k, let c, let signature, let cause): return "cause \(k) \(c) \(signature) \(cause.wireJSON)"
    case .handoffStats(let c, let report): return "handoffstats \(c) \(Self.encode(report))"
    case .goal(let k, let c, let rule): return "goal \(k) \(c) \(rule)"
    case .done(let k): return "done \(k)"
    case .end(let reason): return "end \(reason.rawValue)"
    case .recipe(let k, let recipe): return "recipe \(k) \(recipe.text)"
    case .corpus(let k, let slot, let reason, let failing):
      return "corpus \(k) \(slot) \(reason.rawValue) \(failing ? 1 : 0)"
    }
  }

  /// A handoff report as one line of JSON (keys sorted, so the same report is the same line).
  static func encode(_ report: HandoffReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// Parses one line; `nil` for anything that is not a well-formed message (stray output is ignored, not fatal).
  public init?(line: Substring) {
    if line.utf8.starts(with: "recipe ".utf8) || line.utf8.starts(with: "corpus ".utf8) {
      self.init(searchLine: line)
      return
    }
    // The message is last and may hold spaces: split only as far as the fields before it.
    let fields = Self.fields(of: line, maxSplits: line.utf8.starts(with: "fail ".utf8) ? 10 : 8)
    guard let verb = fields.first, !verb.isEmpty else { return nil }
    func uint(_ i: Int) -> UInt64? { i < fields.count ? UInt64(fields[i]) : nil }
    func int(_ i: Int) -> Int? { i < fields.count ? Int(fields[i]) : nil }
    switch verb {
    case "start":
      guard fields.count == 3, let k = uint(1) else { return nil }
      self = .start(caseIndex: k, coordinator: String(fields[2]))
    case "pass":
      guard fields.count == 5, let k = uint(1), let frames = int(3), let bits = UInt32(fields[4]) else { return nil }
      self = .pass(caseIndex: k, coordinator: String(fields[2]), frames: frames, coverage: bits)
    case "fail":
      guard fields.count >= 10, let k = uint(1), let frames = int(3), let bits = UInt32(fields[4]),
        let violation = Self.violation(fields, from: 5)
      else { return nil }
      self = .fail(caseIndex: k, coordinator: String(fields[2]), frames: frames, coverage: bits, violation: violation)
    case "also":
      guard fields.count >= 8, let k = uint(1), let violation = Self.violation(fields, from: 3) else { return nil }
      self = .also(caseIndex: k, coordinator: String(fields[2]), violation: violation)
    case "handoffstats":
      let parts = Self.fields(of: line, maxSplits: 2)
      guard parts.count == 3, let report = try? JSONDecoder().decode(HandoffReport.self, from: Data(parts[2].utf8)) else {
        return nil
      }
      self = .handoffStats(coordinator: String(parts[1]), report: report)
    case "cause":
      let parts = Self.fields(of: line, maxSplits: 4)
      guard parts.count == 5, let k = UInt64(parts[1]), let signature = BugSignature(String(parts[3])),
        let cause = RootCause(wireJSON: parts[4])
      else { return nil }
      self = .cause(caseIndex: k, coordinator: String(parts[2]), signature: signature, cause: cause)
    case "goal":
      guard fields.count == 4, let k = uint(1) else { return nil }
      self = .goal(caseIndex: k, coordinator: String(fields[2]), rule: String(fields[3]))
    case "done":
      guard fields.count == 2, let k = uint(1) else { return nil }
      self = .done(caseIndex: k)
    case "end":
      guard fields.count == 2, let reason = EndReason(rawValue: String(fields[1])) else { return nil }
      self = .end(reason: reason)
    default:
      return nil
    }
  }
}

extension WorkerMessage {
  /// The fields of a line between single spaces, the last holding the rest. Split on UTF-8 bytes: split on
  /// `Character`s, every byte of every worker line went through grapheme breaking, and parsing lines was half of a
  /// guided run's parent (`perf record -g -p PARENT`).
  static func fields(of line: Substring, maxSplits: Int) -> [Substring] {
    var fields: [Substring] = []
    fields.reserveCapacity(min(maxSplits, 10) + 1)
    let bytes = line.utf8
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex, fields.count < maxSplits {
      if bytes[index] == UInt8(ascii: " ") {
        fields.append(line[start..<index])
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    fields.append(line[start...])
    return fields
  }

  /// Parses a `recipe` or `corpus` line.
  private init?(searchLine line: Substring) {
    let fields = Self.fields(of: line, maxSplits: 5)
    guard fields.count >= 3, let k = UInt64(fields[1]) else { return nil }
    if fields[0] == "recipe" {
      guard let recipe = CaseRecipe(text: line[fields[2].startIndex...]) else { return nil }
      self = .recipe(caseIndex: k, recipe: recipe)
      return
    }
    guard fields.count == 5, let slot = Int(fields[2]), let reason = CorpusReason(rawValue: String(fields[3])),
      fields[4] == "0" || fields[4] == "1"
    else { return nil }
    self = .corpus(caseIndex: k, slot: slot, reason: reason, failing: fields[4] == "1")
  }
}

/// Splits a byte stream into lines across reads: feed chunks, get complete lines back.
public struct LineSplitter: Sendable {
  private var pending: [UInt8] = []

  public init() {}

  /// The complete lines in `chunk` (plus what was pending), without their newlines.
  public mutating func feed(_ chunk: some Collection<UInt8>) -> [String] {
    pending.append(contentsOf: chunk)
    guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
    let lines = pending[..<last].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    pending.removeSubrange(...last)
    return lines
  }

  /// What is left after the stream ended without a final newline.
  public mutating func finish() -> String? {
    defer { pending = [] }
    return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
  }
}
#endif
