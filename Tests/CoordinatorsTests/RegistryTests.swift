// A team's coordinators are known by name next to the catalogue, under the same rules.

import Testing

@testable import Coordinators

@Suite("Coordinator registry")
struct RegistryTests {
  static func entry(_ name: String) -> CoordinatorEntry { CoordinatorEntry(name: name, make: { OffsetLockCoordinator() }) }

  @Test("a user's entry is found first; the catalogue stays known; role and summary default")
  func lookup() throws {
    let registry = try CoordinatorRegistry(user: [Self.entry("profile-page")])
    #expect(registry.entry(named: "profile-page")?.role == .user)
    #expect(registry.entry(named: "profile-page")?.summary == "")
    #expect(registry.entry(named: "offset-lock")?.role == .shipped)
    #expect(registry.names.first == "profile-page")
    #expect(registry.all.count == CoordinatorCatalog.all.count + 1)
    #expect(CoordinatorRegistry.builtIn.entry(named: "profile-page") == nil)
  }

  @Test(
    "bad names are refused with a reason",
    arguments: [
      (["offset-lock"], RegistryError.takenByCatalogue("offset-lock")), (["a", "a"], .duplicate("a")),
      ([""], .invalidName("")), (["-x"], .invalidName("-x")), (["has space"], .invalidName("has space")),
    ])
  func refused(names: [String], error: RegistryError) {
    #expect(throws: error) { try CoordinatorRegistry(user: names.map(Self.entry)) }
  }
}
