// The coordinators one program knows by name: the built-in catalogue plus a team's own.
//
// Every tool that takes a coordinator name (the CLI's commands, scenario expectations, the
// regression-folder replay) resolves it here, so a team's coordinator is found by the same
// rules as a shipped one, in the team's own test target and in the team's own CLI executable.

/// The built-in catalogue together with the coordinators a user registered.
public struct CoordinatorRegistry: Sendable {
  /// The user's entries, in the order given; their names never collide with the catalogue's.
  public let user: [CoordinatorEntry]

  /// The catalogue alone: what the project's own `nestedcheck` knows.
  public static let builtIn = CoordinatorRegistry(validated: [])

  /// A registry with `user` entries next to the catalogue; throws on an empty, duplicated or catalogue name.
  public init(user: [CoordinatorEntry]) throws {
    var seen = Set(CoordinatorCatalog.names)
    for entry in user {
      guard Self.isValidName(entry.name) else { throw RegistryError.invalidName(entry.name) }
      guard !CoordinatorCatalog.names.contains(entry.name) else { throw RegistryError.takenByCatalogue(entry.name) }
      guard seen.insert(entry.name).inserted else { throw RegistryError.duplicate(entry.name) }
    }
    self.user = user
  }

  private init(validated user: [CoordinatorEntry]) { self.user = user }

  /// Every entry: the user's first (they are what the user came for), then the catalogue.
  public var all: [CoordinatorEntry] { user + CoordinatorCatalog.all }

  /// Looks a coordinator up by name, the user's entries first; `NAME@uikit` is NAME's coordinator in the shipped UIKit
  /// container, where a program knows that container (`CoordinatorRegistry.containerVariant`).
  public func entry(named name: String) -> CoordinatorEntry? {
    if let entry = user.first(where: { $0.name == name }) ?? CoordinatorCatalog.entry(named: name) { return entry }
    let suffix = Self.containerSuffix
    guard name.hasSuffix(suffix), let variant = Self.containerVariant,
      let base = entry(named: String(name.dropLast(suffix.count))), !base.isHostedPage
    else { return nil }
    return variant(base)
  }

  /// The suffix that names a coordinator's container variant.
  public static let containerSuffix = "@uikit"

  /// Builds an entry's container variant (set by programs that link the UIKit container: the CLI, the test API).
  nonisolated(unsafe) public static var containerVariant: (@Sendable (CoordinatorEntry) -> CoordinatorEntry)?

  /// Every name, for error messages.
  public var names: [String] { all.map(\.name) }

  /// A name usable on a command line and in a file name: letters, digits, `-`, `_` and `.`, not starting with `-`.
  public static func isValidName(_ name: String) -> Bool {
    guard let first = name.first, first != "-", name.count <= 80 else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
  }
}

/// Why a set of user coordinators cannot be registered.
public enum RegistryError: Error, CustomStringConvertible, Equatable {
  /// The name is empty, or has characters a file name or a command line would mangle.
  case invalidName(String)
  /// The name is one of the built-in catalogue's.
  case takenByCatalogue(String)
  /// Two of the program's own entries have this name.
  case duplicate(String)

  public var description: String {
    switch self {
    case .invalidName(let name):
      "coordinator name '\(name)' must be non-empty ASCII letters, digits, '-', '_' or '.', not starting with '-'"
    case .takenByCatalogue(let name): "coordinator name '\(name)' is a built-in coordinator's; choose another"
    case .duplicate(let name): "coordinator name '\(name)' is registered twice"
    }
  }
}
