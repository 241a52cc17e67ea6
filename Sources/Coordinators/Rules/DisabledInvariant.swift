// Switching a rule off, with the reason written down: a design that gives a quality up on purpose (a page whose
// category bar follows the finger, not the page) says why next to the switch, and every report that judged the
// entry shows the rule as disabled with that reason, so a reader never mistakes "not checked" for "held".

import ScrollSim

/// A rule switched off, by name (a built-in invariant's or a team's own), and why.
public struct DisabledInvariant: Hashable, Sendable {
  /// The rule's stable name.
  public var name: String
  /// Why it is off, in words; `nil` in files written before reasons were recorded.
  public var reason: String?

  /// `name` switched off because of `reason`.
  public init(_ name: String, reason: String?) {
    self.name = name
    self.reason = reason
  }

  /// `name` (reason), as summaries and failure messages print it.
  public var text: String { reason.map { "\(name) (\($0))" } ?? name }
}

extension DisabledInvariant: Codable {
  private enum Keys: String, CodingKey { case invariant, reason }

  /// Reads `"name"` (files written before reasons) or `{"invariant": "name", "reason": "why"}`.
  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      self.init(name, reason: nil)
    } else {
      let object = try decoder.container(keyedBy: AnyCodingKey.self)
      try object.rejectUnknownKeys(allowed: ["invariant", "reason"])
      self.init(try object.required("invariant"), reason: try object.value("reason", or: nil))
    }
    guard UserInvariant.isValidName(name) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "'\(name)' is neither a built-in invariant nor a rule name (lowercase words joined by '-')"))
    }
  }

  /// Writes the bare name when there is no reason (as older files do), else the object.
  public func encode(to encoder: any Encoder) throws {
    guard let reason else {
      var single = encoder.singleValueContainer()
      try single.encode(name)
      return
    }
    var object = encoder.container(keyedBy: Keys.self)
    try object.encode(name, forKey: .invariant)
    try object.encode(reason, forKey: .reason)
  }
}

extension CoordinatorEntry {
  /// The entry with `rules` checked too, after any it already checks.
  public func checking(_ rules: UserInvariant...) -> CoordinatorEntry { checking(rules) }

  /// The entry with `rules` checked too, after any it already checks.
  public func checking(_ rules: [UserInvariant]) -> CoordinatorEntry {
    var entry = self
    entry.userInvariants += rules
    return entry
  }

  /// The entry with the rule `name` (a built-in invariant's or one of its own) switched off, because of `reason`.
  /// Reports that judge the entry list the rule as disabled, with the reason.
  public func disabling(_ name: String, because reason: String) -> CoordinatorEntry {
    disabling([DisabledInvariant(name, reason: reason)])
  }

  /// The entry with each of `rules` switched off (a rule already off keeps its first reason).
  public func disabling(_ rules: [DisabledInvariant]) -> CoordinatorEntry {
    var entry = self
    for rule in rules where !entry.disabledInvariants.contains(where: { $0.name == rule.name }) {
      entry.disabledInvariants.append(rule)
    }
    return entry
  }

  /// Whether the rule `name` is switched off for this entry.
  public func isDisabled(_ name: String) -> Bool { disabledInvariants.contains { $0.name == name } }

  /// The entry's own rules that are on.
  public var activeUserInvariants: [UserInvariant] { userInvariants.filter { !isDisabled($0.name) } }
}
