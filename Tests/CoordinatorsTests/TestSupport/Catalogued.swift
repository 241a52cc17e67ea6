// Builds catalogued coordinators by name, so the tests exercise exactly what the CLI and
// scenario files get.

import Coordinators
import ScrollSim

enum Catalogued {
  /// A fresh instance of the catalogued coordinator `name`.
  static func make(_ name: String) -> any NestedScrollCoordinator {
    guard let entry = CoordinatorCatalog.entry(named: name) else { fatalError("no catalogue entry \(name)") }
    return entry.make()
  }

  /// A fresh instance of the catalogued entry `name`'s load logic.
  static func loads(_ name: String) -> any PageLoadController {
    guard let entry = CoordinatorCatalog.entry(named: name) else { fatalError("no catalogue entry \(name)") }
    return entry.makeLoads()
  }

  /// A fake page connected to a fresh `name` coordinator.
  static func page(_ name: String, _ page: FakePage) -> (FakePage, any NestedScrollCoordinator) {
    let coordinator = make(name)
    page.connect(coordinator)
    return (page, coordinator)
  }
}
