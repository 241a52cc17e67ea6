// The name of a rule as reports, signatures and scenario files write it: a built-in invariant of the catalogue
// (Invariant.swift) or a team's own rule (Coordinators/Rules/UserInvariant.swift). Both are a kebab-case string in
// every file; the built-in case keeps the enum, so the per-frame checks still test a bit and switch on a case.

import Coordinators

/// A rule by name: a built-in invariant, or a team's own rule.
public enum InvariantID: Hashable, Sendable {
  /// An invariant of the built-in catalogue.
  case builtIn(Invariant)
  /// A team's own rule (`UserInvariant`), by its name.
  case user(String)

  /// The rule named `name`: the built-in invariant of that name, else a team's rule when the name is well formed
  /// (`UserInvariant.isValidName`); `nil` otherwise.
  public init?(_ name: String) {
    if let invariant = Invariant(rawValue: name) {
      self = .builtIn(invariant)
    } else if UserInvariant.isValidName(name) {
      self = .user(name)
    } else {
      return nil
    }
  }

  /// The stable name, as every report and file writes it.
  public var rawValue: String {
    switch self {
    case .builtIn(let invariant): invariant.rawValue
    case .user(let name): name
    }
  }

  /// The catalogue label (`I3`, `L1`), or `user` for a team's rule.
  public var code: String {
    switch self {
    case .builtIn(let invariant): invariant.code
    case .user: "user"
    }
  }

  /// The built-in invariant, or `nil` for a team's rule.
  public var builtIn: Invariant? {
    if case .builtIn(let invariant) = self { return invariant }
    return nil
  }

  /// Whether it is a team's own rule.
  public var isUser: Bool { builtIn == nil }

  /// Whether breaking it ends the page (a built-in fatal invariant); a team's rule never is.
  public var isFatal: Bool { builtIn?.isFatal ?? false }

  /// Catalogue order for built-ins, then team rules by name.
  static func precedes(_ a: InvariantID, _ b: InvariantID) -> Bool {
    switch (a, b) {
    case (.builtIn(let x), .builtIn(let y)): x.ordinal < y.ordinal
    case (.builtIn, .user): true
    case (.user, .builtIn): false
    case (.user(let x), .user(let y)): x < y
    }
  }

  /// Whether `id` is the built-in `invariant`.
  public static func == (id: InvariantID, invariant: Invariant) -> Bool { id.builtIn == invariant }
  /// Whether `id` is not the built-in `invariant`.
  public static func != (id: InvariantID, invariant: Invariant) -> Bool { id.builtIn != invariant }
}

extension InvariantID: CustomStringConvertible {
  public var description: String { rawValue }
}

extension InvariantID: Codable {
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let id = InvariantID(name) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "'\(name)' is neither a built-in invariant nor a rule name (lowercase words joined by '-')"))
    }
    self = id
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension Invariant {
  /// The invariant as a rule name.
  public var id: InvariantID { .builtIn(self) }
}

/// Whether `id` is the built-in `invariant` (`nil` is not): `result.verdict.violation?.invariant == .outerWithinMax`.
public func == (id: InvariantID?, invariant: Invariant) -> Bool { id?.builtIn == invariant }
/// Whether `id` is not the built-in `invariant`.
public func != (id: InvariantID?, invariant: Invariant) -> Bool { id?.builtIn != invariant }
