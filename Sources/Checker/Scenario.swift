// The scenario / repro file (docs/scenarios.md): versioned JSON, self-contained, replays exactly.
//
// {"format": 1, "coordinator": "offset-lock", "world": {...}, "steps": [...],
//  "expect": {"offset-lock": "pass", "no-max-clamp": "outer-within-max"},
//  "found": {"invariant": "...", "frame": 41, "stepIndex": 6, "seed": 7, "profile": "default", ...}}

import Coordinators
import Foundation
import ScrollSim

/// Where a saved failure came from: enough to regenerate the original case.
public struct FailureOrigin: Hashable, Sendable, Codable {
  /// The invariant broken, or `crash` or `hang`.
  public var invariant: String
  /// The frame of the violation.
  public var frame: Int
  /// The step under way at that frame, or `nil` while settling.
  public var stepIndex: Int?
  /// The violation's message, or the fatal-error line of a crash.
  public var message: String
  /// The run's seed, for a generated case.
  public var seed: UInt64?
  /// The case's index in its run.
  public var caseIndex: UInt64?
  /// The generator profile's name.
  public var profile: String?
  /// Whether this file is a shrunk witness (not the original case).
  public var shrunk: Bool?
  /// For `invariant` "crash": the signal that killed the process (0 for a non-zero exit without one).
  /// `invariant` is then "crash" or "hang" rather than an invariant name, and `message` the fatal-error line.
  public var signal: Int32?
  /// For an invariant: the bug signature (BugSignature.swift), the severity in points and its band, the view
  /// concerned; and which oracle a shrunk file answers to (`signature`, or `simplest-of-invariant`).
  public var signature: String?
  /// The severity in points.
  public var severity: Double?
  /// The severity band.
  public var band: String?
  /// The view concerned.
  public var view: String?
  /// Which oracle a shrunk file answers to: the bug's signature, or the simplest case of its invariant.
  public var witness: WitnessKind?
  /// "guided" or "targeted" when a search made the case by mutating its corpus (absent for generated cases): such
  /// a case is not `nestedcheck case --seed S --index N`; this file is its only record.
  public var search: String?
  /// The root cause this file witnesses (Cause/RootCause.swift) and its group's identifier: the cause's `id`, or the
  /// signature for a failure with no location in the code under test. Absent in files written before causes.
  public var cause: RootCause?
  /// The identifier of the root-cause group the failure belongs to.
  public var group: String?

  /// A record of where a failure was found.
  public init(
    invariant: String, frame: Int, stepIndex: Int?, message: String, seed: UInt64? = nil, caseIndex: UInt64? = nil,
    profile: String? = nil, shrunk: Bool? = nil, signal: Int32? = nil, search: String? = nil
  ) {
    self.invariant = invariant
    self.frame = frame
    self.stepIndex = stepIndex
    self.message = message
    self.seed = seed
    self.caseIndex = caseIndex
    self.profile = profile
    self.shrunk = shrunk
    self.signal = signal
    self.search = search
  }
}

extension FailureOrigin {
  /// `found` is a record, not an input to the simulation, but its numbers still have domains: a frame or step is
  /// never negative, and a crash's signal is a signal number (0 for an exit without one).
  func checkDomains(in c: KeyedDecodingContainer<AnyCodingKey>) throws {
    let found = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("found"))
    try found.check(frame >= 0, "frame", "must be >= 0, got \(frame)")
    if let stepIndex { try found.check(stepIndex >= 0, "stepIndex", "must be >= 0, got \(stepIndex)") }
    if let signal { try found.check((0...127).contains(signal), "signal", "must be a signal number in 0...127, got \(signal)") }
  }
  /// Records `violation`'s signature, severity, band and view.
  public mutating func describe(_ violation: Violation) {
    signature = violation.signature.description
    severity = (violation.severity * 100).rounded() / 100
    band = violation.band.rawValue
    view = violation.view.rawValue
  }

  /// The recorded signature, if any and well formed.
  public var bugSignature: BugSignature? { signature.flatMap(BugSignature.init) }
}

/// A scenario: a coordinator, a world, steps, and optionally what is expected and where it came from.
public struct Scenario: Hashable, Sendable {
  /// The newest format this build reads and the one it writes.
  public static let currentFormat = 1

  /// The file format's version; older files are upgraded when read.
  public var format: Int = Scenario.currentFormat
  /// The coordinator the file is for, when it names one.
  public var coordinator: String?
  /// What the scenario shows, in words.
  public var description: String?
  /// The page and UIKit's uncertain behaviours; every field has a default.
  public var world: WorldConfig = WorldConfig()
  /// The steps, played in order.
  public var steps: [Step] = []
  /// Rules switched off for this scenario (to show what a mutant breaks after the first failure, or a rule a team
  /// gives up), each with its reason when the file gives one: `"name"` or `{"invariant": "name", "reason": "why"}`.
  public var disabledInvariants: [DisabledInvariant] = []
  /// Expected verdict per coordinator name: `"pass"` or the name of the invariant (or team rule) that must break.
  public var expect: [String: String] = [:]
  /// Where a fuzz run found the failure, for a saved failure.
  public var found: FailureOrigin?

  /// A scenario of `steps` on `world` for `coordinator`.
  public init(coordinator: String?, world: WorldConfig = WorldConfig(), steps: [Step]) {
    self.coordinator = coordinator
    self.world = world
    self.steps = steps
  }

  static let fieldNames: Set<String> = [
    "format", "coordinator", "description", "world", "steps", "disabledInvariants", "expect", "found",
  ]

  /// The invariants this scenario enforces.
  public var invariants: InvariantSet {
    var set = InvariantSet.all
    for disabled in disabledInvariants { if let invariant = Invariant(rawValue: disabled.name) { set.remove(invariant) } }
    return set
  }

  /// `entry` with this scenario's disabled rules switched off too (its own rules among them).
  public func applied(to entry: CoordinatorEntry) -> CoordinatorEntry { entry.disabling(disabledInvariants) }

  /// `entry` as the scenario judges it (`applied(to:)`), once every rule the file names is one `entry` knows;
  /// otherwise an error naming `source`, the field and the unknown rule.
  public func judging(_ entry: CoordinatorEntry, source: String) throws(ScenarioError) -> CoordinatorEntry {
    let problems = unknownRules(for: entry)
    guard problems.isEmpty else { throw ScenarioError("\(source): \(problems.joined(separator: "; "))") }
    return applied(to: entry)
  }

  /// The rules the file names that `entry` does not know (in `disabledInvariants` when the file is `entry`'s, in
  /// `expect` for `entry`'s name, in `found`), one line each: a team's rule renamed or removed since the file was written.
  /// Also each app event step `entry` does not declare, or whose arguments do not fit its parameters.
  public func unknownRules(for entry: CoordinatorEntry) -> [String] {
    var problems: [String] = []
    func check(_ name: String, _ field: String) {
      guard !UserInvariantRules.knows(name, in: entry) else { return }
      let own = entry.userInvariants.map(\.name)
      problems.append(
        "\(field): '\(name)' is neither a built-in invariant nor a rule of \(entry.name)"
          + (own.isEmpty ? " (it declares none)" : " (its rules: \(own.joined(separator: ", ")))"))
    }
    // Disabled names are the file's coordinator's: another coordinator in `expect` may lack a team's rule.
    if coordinator == nil || coordinator == entry.name {
      for disabled in disabledInvariants { check(disabled.name, "disabledInvariants") }
    }
    if let expected = expect[entry.name], expected != "pass" { check(expected, "expect.\(entry.name)") }
    if let found, coordinator == nil || coordinator == entry.name, InvariantID(found.invariant)?.isUser == true {
      check(found.invariant, "found.invariant")
    }
    // Every coordinator the file judges plays its steps: each must declare the app events they name.
    return problems + entry.appEventProblems(in: steps)
  }
}

extension Scenario: Codable {
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    let formatNumber: Double = try c.required("format")
    try c.check(
      formatNumber >= 1 && formatNumber == formatNumber.rounded() && formatNumber < 1e9, "format",
      "must be a whole number >= 1, got \(numberText(formatNumber))")
    let format = Int(formatNumber)
    try c.check(
      format <= Scenario.currentFormat, "format",
      "is \(format), newer than this nestedcheck reads (\(Scenario.currentFormat)); update nestedcheck")
    try c.rejectUnknownKeys(allowed: Self.fieldNames)
    self.format = format
    coordinator = try c.decodeIfPresent(String.self, forKey: AnyCodingKey("coordinator"))
    description = try c.decodeIfPresent(String.self, forKey: AnyCodingKey("description"))
    world = try c.value("world", or: WorldConfig())
    steps = try c.required("steps")
    let frames = steps.totalFrames
    try c.check(
      frames <= maximumScenarioFrames, "steps",
      "the steps take \(frames) frames together; a scenario may take at most \(maximumScenarioFrames) "
        + "(about 2.3 hours at 120 frames per second)")
    disabledInvariants = try c.value("disabledInvariants", or: [])
    expect = try c.value("expect", or: [:])
    found = try c.decodeIfPresent(FailureOrigin.self, forKey: AnyCodingKey("found"))
    if let found { try found.checkDomains(in: c) }
    for (name, verdict) in expect.sorted(by: { $0.key < $1.key }) {
      try c.check(
        verdict == "pass" || InvariantID(verdict) != nil, "expect",
        "'\(name)': expected \"pass\" or an invariant name, got '\(verdict)'")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(format, "format")
    if let coordinator { try c.put(coordinator, "coordinator") }
    if let description { try c.put(description, "description") }
    try c.put(world, "world")
    try c.put(steps, "steps")
    if !disabledInvariants.isEmpty { try c.put(disabledInvariants, "disabledInvariants") }
    if !expect.isEmpty { try c.put(expect, "expect") }
    if let found { try c.put(found, "found") }
  }
}

/// A scenario file that could not be read, with a message naming the file and the field.
public struct ScenarioError: Error, CustomStringConvertible, Sendable {
  public var description: String
  /// An error that says `description`.
  public init(_ description: String) { self.description = description }
}

extension Scenario {
  /// Decodes a scenario, turning every problem into one line that names the field path (or the line and
  /// column of a syntax error, or the duplicate key).
  public static func decode(_ data: Data, source: String) throws(ScenarioError) -> Scenario {
    try decode(data, source: source, upgrades: Scenario.upgrades)
  }

  /// `decode` with an explicit upgrade table (tests exercise the upgrade path with their own).
  static func decode(_ data: Data, source: String, upgrades: [Int: ScenarioUpgrade]) throws(ScenarioError) -> Scenario {
    let data = try upgraded(data, source: source, upgrades: upgrades)
    let value: JSONValue
    do {
      value = try JSONReader.read(Array(data))
    } catch {
      throw ScenarioError("\(source): \(error)")
    }
    do {
      return try StrictJSONDecoder().decode(Scenario.self, from: value)
    } catch let error as DecodingError {
      throw ScenarioError("\(source): \(describe(error))")
    } catch {
      throw ScenarioError("\(source): \(error)")
    }
  }

  /// Reads and decodes a scenario file; a file that cannot be read says why (missing, a directory, permission).
  public static func load(path: String) throws(ScenarioError) -> Scenario {
    let bytes: [UInt8]
    do {
      bytes = try FileAccess.read(path)
    } catch {
      throw ScenarioError(error.description)
    }
    return try decode(Data(bytes), source: path)
  }

  /// Pretty, key-sorted JSON so saved files diff cleanly.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // A Scenario only holds finite numbers and strings, so encoding cannot fail.
    return (try? encoder.encode(self)) ?? Data()
  }

  /// One line for a decoding error: the field path, then what is wrong with it.
  static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context):
      return "\(codingPathDescription(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      let path = context.codingPath.last?.stringValue == key.stringValue ? context.codingPath : context.codingPath + [key]
      return "\(codingPathDescription(path)): missing required field"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(codingPathDescription(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
