// `--disable NAME=REASON`: switching a rule off from the command line, with the reason written down, so the run
// summary, the scenario files and every replay show the rule as disabled and why (Coordinators/Rules/DisabledInvariant.swift).

import Checker
import Coordinators
import Foundation

enum DisableOption {
  /// Parses `NAME=REASON` values: a rule name and a non-empty reason.
  static func parse(_ values: [String]) throws -> [DisabledInvariant] {
    try values.map { value in
      guard let equals = value.firstIndex(of: "="), !value[value.index(after: equals)...].trimmingCharacters(in: .whitespaces).isEmpty
      else {
        throw UsageError("--disable: '\(value)' must be NAME=REASON (a rule and why it is off)")
      }
      let name = String(value[..<equals])
      guard UserInvariant.isValidName(name) else { throw UsageError("--disable: '\(name)' is not a rule name") }
      return DisabledInvariant(name, reason: String(value[value.index(after: equals)...]))
    }
  }

  /// `entries` with each of `disabled` switched off on every entry that knows it; a rule no entry knows is an error.
  static func apply(_ disabled: [DisabledInvariant], to entries: [CoordinatorEntry]) throws -> [CoordinatorEntry] {
    for rule in disabled where !entries.contains(where: { UserInvariantRules.knows(rule.name, in: $0) }) {
      throw UsageError("--disable: '\(rule.name)' is neither a built-in invariant nor a rule of \(entries.map(\.name).joined(separator: ", "))")
    }
    return entries.map { entry in entry.disabling(disabled.filter { UserInvariantRules.knows($0.name, in: entry) }) }
  }

  /// Applies the worker-internal `--disabled COORDINATOR/NAME=REASON` values to the entries they name.
  static func applyPerEntry(_ values: [String], to entries: [CoordinatorEntry]) throws -> [CoordinatorEntry] {
    var entries = entries
    for value in values {
      guard let slash = value.firstIndex(of: "/"), let equals = value.firstIndex(of: "="), slash < equals else {
        throw UsageError("--disabled must look like COORDINATOR/NAME=REASON")
      }
      let coordinator = String(value[..<slash])
      let name = String(value[value.index(after: slash)..<equals])
      let reason = String(value[value.index(after: equals)...])
      for index in entries.indices where entries[index].name == coordinator {
        entries[index] = entries[index].disabling([DisabledInvariant(name, reason: reason.isEmpty ? nil : reason)])
      }
    }
    return entries
  }
}
