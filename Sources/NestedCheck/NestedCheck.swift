// `import NestedCheck`: one import for a coordinator author.
//
// It brings the coordinator protocol (`NestedScrollCoordinator`, `ScrollSurface`, `NestedPage`),
// the simulated page world and step vocabulary, the shipped coordinators to subclass or compare
// against (`OffsetLockCoordinator`, `OwnershipCoordinator`, `CoordinatorEntry`), scenario files,
// the runner and reports. Process orchestration (nightly fuzzing) is `NestedCheckCLI`'s job, and the
// test-framework glue is `NestedCheckTesting`'s, so this module neither spawns processes nor links XCTest.

@_exported import Checker
@_exported import Coordinators
@_exported import Generators
@_exported import NestedScrolling
@_exported import NestedScrollingCoordinators
@_exported import ScrollSim
@_exported import Shrinkers
@_exported import UIKitPages
