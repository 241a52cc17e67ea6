// The scenario / repro file (DESIGN.md §7): versioned JSON, self-contained, replays exactly.
//
// {"format": 1, "coordinator": "offset-lock", "world": {...}, "steps": [...],
//  "expect": {"offset-lock": "pass", "no-max-clamp": "outer-within-max"},
//  "found": {"invariant": "...", "frame": 41, "stepIndex": 6, "seed": 7, "profile": "default", ...}}

import Foundation
import ScrollSim

/// Where a saved failure came from: enough to regenerate the original case.
public struct FailureOrigin: Hashable, Sendable, Codable {
  public var invariant: String
  public var frame: Int
  public var stepIndex: Int?
  public var message: String
  public var seed: UInt64?
  public var caseIndex: UInt64?
  public var profile: String?
  public var shrunk: Bool?
  /// For `invariant` "crash": the signal that killed the process (0 for a non-zero exit without one).
  /// `invariant` is then "crash" or "hang" rather than an invariant name, and `message` the fatal-error line.
  public var signal: Int32?
  /// "guided" or "targeted" when a search made the case by mutating its corpus (absent for generated cases): such
  /// a case is not `nestedcheck case --seed S --index N`; this file is its only record.
  public var search: String?

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

/// A scenario: a coordinator, a world, steps, and optionally what is expected and where it came from.
public struct Scenario: Hashable, Sendable {
  /// The newest format this build reads and the one it writes.
  public static let currentFormat = 1

  public var format: Int = Scenario.currentFormat
  public var coordinator: String?
  public var description: String?
  public var world: WorldConfig = WorldConfig()
  public var steps: [Step] = []
  /// Invariants switched off for this scenario (to show what a mutant breaks after the first failure).
  public var disabledInvariants: [Invariant] = []
  /// Expected verdict per coordinator name: `"pass"` or the name of the invariant that must break.
  public var expect: [String: String] = [:]
  public var found: FailureOrigin?

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
    for invariant in disabledInvariants { set.remove(invariant) }
    return set
  }
}

extension Scenario: Codable {
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    let format: Int = try c.required("format")
    try c.check(format >= 1, "format", "must be >= 1, got \(format)")
    try c.check(
      format <= Scenario.currentFormat, "format",
      "is \(format), newer than this nestedcheck reads (\(Scenario.currentFormat)); update nestedcheck")
    try c.rejectUnknownKeys(allowed: Self.fieldNames)
    self.format = format
    coordinator = try c.decodeIfPresent(String.self, forKey: AnyCodingKey("coordinator"))
    description = try c.decodeIfPresent(String.self, forKey: AnyCodingKey("description"))
    world = try c.value("world", or: WorldConfig())
    steps = try c.required("steps")
    disabledInvariants = try c.value("disabledInvariants", or: [])
    expect = try c.value("expect", or: [:])
    found = try c.decodeIfPresent(FailureOrigin.self, forKey: AnyCodingKey("found"))
    for (name, verdict) in expect.sorted(by: { $0.key < $1.key }) {
      try c.check(
        verdict == "pass" || Invariant(rawValue: verdict) != nil, "expect",
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
  public init(_ description: String) { self.description = description }
}

extension Scenario {
  /// Decodes a scenario, turning `DecodingError`s into one line that names the field path.
  public static func decode(_ data: Data, source: String) throws(ScenarioError) -> Scenario {
    try decode(data, source: source, upgrades: Scenario.upgrades)
  }

  /// `decode` with an explicit upgrade table (tests exercise the upgrade path with their own).
  static func decode(_ data: Data, source: String, upgrades: [Int: ScenarioUpgrade]) throws(ScenarioError) -> Scenario {
    let data = try upgraded(data, source: source, upgrades: upgrades)
    do {
      return try JSONDecoder().decode(Scenario.self, from: data)
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty, let reason = jsonSyntaxProblem(data) {
        throw ScenarioError("\(source): not valid JSON: \(reason)")
      }
      throw ScenarioError("\(source): \(describe(error))")
    } catch {
      throw ScenarioError("\(source): \(error)")
    }
  }

  /// Reads and decodes a scenario file.
  public static func load(path: String) throws(ScenarioError) -> Scenario {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScenarioError("\(path): cannot read file")
    }
    return try decode(data, source: path)
  }

  /// Pretty, key-sorted JSON so saved files diff cleanly.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // A Scenario only holds finite numbers and strings, so encoding cannot fail.
    return (try? encoder.encode(self)) ?? Data()
  }

  /// The JSON parser's own account of a syntax error (it names the position), if the data is not JSON.
  static func jsonSyntaxProblem(_ data: Data) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: data)
      return nil
    } catch {
      let info = (error as NSError).userInfo
      return (info[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
    }
  }

  static func describe(_ error: DecodingError) -> String {
    func path(_ codingPath: [any CodingKey]) -> String {
      var text = ""
      for key in codingPath {
        if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
      }
      return text.isEmpty ? "(top level)" : text
    }
    switch error {
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        let reason = context.underlyingError.map { error -> String in
          let info = (error as NSError).userInfo
          return (info[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        }
        return "not valid JSON" + (reason.map { ": \($0)" } ?? "")
      }
      return "\(path(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + (context.codingPath.last?.stringValue == key.stringValue ? [] : [key]))): missing required field"
    case .typeMismatch(let type, let context):
      let name = "\(type)"
      let expected = name.hasPrefix("Dictionary") ? "a JSON object" : name.hasPrefix("Array") ? "a JSON array" : name
      return "\(path(context.codingPath)): expected \(expected)"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)): expected \(type), found null"
    @unknown default:
      return "\(error)"
    }
  }
}
