// A team's coordinators declared once, in one type both its CLI and its tests import, so every tool builds the
// same entries by the same names, and a test emitted from a failure can build exactly the entry that failed.

/// A team's registered coordinators, declared once where its command-line executable and its test target both see
/// them (a small library target of the team's package).
///
/// ```swift
/// public enum ProfilePageEntries: CoordinatorEntries {
///   public static let entries = [CoordinatorEntry.profilePage, .profilePageBuggy]
/// }
/// NestedCheckCLI.main(ProfilePageEntries.self)         // the team's CLI
/// checkRegressions(coordinators: ProfilePageEntries.entries)   // its tests
/// ```
///
/// `nestedcheck replay FILE --emit-test` then writes `try #require(ProfilePageEntries.entry(named: "…"))`: the test
/// builds the entry exactly as registered (its initializer's arguments included), and fails loudly if the name is
/// ever removed or misspelt.
public protocol CoordinatorEntries {
  /// The team's entries, in the order tools list them (the first is the default where a command names none).
  static var entries: [CoordinatorEntry] { get }
}

extension CoordinatorEntries {
  /// The entry registered as `name`, or `nil`.
  public static func entry(named name: String) -> CoordinatorEntry? {
    entries.first { $0.name == name }
  }
}
