// swift-tools-version:6.2
// NestedCheck: property-based testing of nested-scrolling coordinators in a deterministic UIKit simulation.
// The package has no dependencies beyond the Swift toolchain, by the project owner's wish.
import PackageDescription

/// Platforms without UIKit, where UIKit code builds on the simulated UIKit.
let nonUIKitPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]

/// Code that drives the simulation is main-actor isolated, as code driving UIKit is.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "NestedCheck",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    // What an app target depends on: the coordinator protocol, `ScrollSurface` and the `UIScrollView` conformance.
    .library(name: "NestedScrolling", targets: ["NestedScrolling"]),
    // The UIKit container for any coordinator, as an app ships it (real UIKit on iOS, the simulated one here).
    .library(name: "NestedScrollingUIKit", targets: ["NestedScrollingUIKit"]),
    // The shipped coordinators (offset-lock, ownership), as an app links them: the protocol and nothing simulated.
    .library(name: "NestedScrollingCoordinators", targets: ["NestedScrollingCoordinators"]),
    // `import NestedCheck`: everything a coordinator author needs (simulation, shipped coordinators, scenarios).
    .library(name: "NestedCheck", targets: ["NestedCheck"]),
    // UIKit's classes over the simulation, for UIKit pages under test (`import SimulatedUIKit` where UIKit is absent).
    .library(name: "SimulatedUIKit", targets: ["SimulatedUIKit"]),
    // `checkNestedScrolling(...)` and the regression-folder replay for a team's own `swift test`.
    .library(name: "NestedCheckTesting", targets: ["NestedCheckTesting"]),
    // The whole `nestedcheck` command line for a team's own coordinators: `NestedCheckCLI.main(coordinators:)`.
    .library(name: "NestedCheckCLI", targets: ["NestedCheckCLI"]),
    .executable(name: "nestedcheck", targets: ["nestedcheck"]),
    .executable(name: "nestedcheck-bench", targets: ["nestedcheck-bench"]),
  ],
  targets: [
    // The extension point, with no simulation: what a coordinator is written against, on device and here.
    .target(name: "NestedScrolling", path: "Sources/NestedScrolling"),
    // The UIKit container for any coordinator; on platforms without UIKit it builds on the simulated UIKit.
    .target(
      name: "NestedScrollingUIKit",
      dependencies: ["NestedScrolling", .target(name: "SimulatedUIKit", condition: .when(platforms: nonUIKitPlatforms))],
      path: "Sources/NestedScrollingUIKit"),
    // The shipped coordinators, written against the protocol alone so an app target can link them.
    .target(name: "NestedScrollingCoordinators", dependencies: ["NestedScrolling"], path: "Sources/NestedScrollingCoordinators"),
    // UIKit's names and signatures over the simulation: a page written for iOS compiles here with its import line swapped.
    .target(name: "SimulatedUIKit", dependencies: ["NestedScrolling", "ScrollSim"], path: "Sources/SimulatedUIKit"),
    // UIKit pages under test: `UIKitTestPage`, `CoordinatorEntry(name:uikitPage:)`, and the host that runs one.
    .target(
      name: "UIKitPages", dependencies: ["SimulatedUIKit", "ScrollSim", "Coordinators", "Checker", "NestedScrollingUIKit"],
      path: "Sources/UIKitPages"),
    // The simulated UIKit scroll views, the page world and the step vocabulary.
    .target(name: "ScrollSim", dependencies: ["NestedScrolling"], path: "Sources/ScrollSim"),
    // The shipped coordinators and their deliberately faulty variants (mutants).
    .target(name: "Coordinators", dependencies: ["ScrollSim", "NestedScrollingCoordinators"], path: "Sources/Coordinators"),
    // Seeded randomness and the step / world generators.
    .target(name: "Generators", dependencies: ["ScrollSim"], path: "Generators"),
    // Test-case reduction. Never imports Generators: shrinking needs only a replay oracle.
    .target(name: "Shrinkers", dependencies: ["ScrollSim"], path: "Shrinkers"),
    // The runner, the invariant catalogue, scenario files, reports and the property core.
    .target(name: "Checker", dependencies: ["ScrollSim", "Coordinators", "Generators", "Shrinkers"], path: "Sources/Checker"),
    // Process orchestration for nightly fuzzing: workers, shards, crash/hang isolation, reports (macOS and Linux).
    .target(name: "NestedCheckFuzz", dependencies: ["Checker"], path: "Sources/NestedCheckFuzz"),
    // The umbrella module behind `import NestedCheck`.
    .target(
      name: "NestedCheck",
      dependencies: [
        "NestedScrolling", "NestedScrollingCoordinators", "ScrollSim", "Coordinators", "Generators", "Shrinkers", "Checker",
        "UIKitPages",
      ],
      path: "Sources/NestedCheck"),
    .target(name: "NestedCheckTesting", dependencies: ["NestedCheck"], path: "Sources/NestedCheckTesting"),
    .target(name: "NestedCheckCLI", dependencies: ["NestedCheck", "NestedCheckFuzz"], path: "Sources/NestedCheckCLI"),
    .executableTarget(name: "nestedcheck", dependencies: ["NestedCheckCLI"], path: "Sources/nestedcheck"),
    .executableTarget(name: "nestedcheck-bench", dependencies: ["NestedCheck"], path: "Sources/nestedcheck-bench"),

    // Malformed and extreme scenario files made from Tests/Scenarios (standard library only; CI/mutation/run.sh
    // compiles it on its own to tally any build's exit codes).
    .target(name: "ScenarioMutation", path: "Tests/ScenarioMutation"),
    // The simulation's and the coordinators' tests drive main-actor types throughout, as an app's tests would.
    .testTarget(
      name: "ScrollSimTests", dependencies: ["ScrollSim"], path: "Tests/ScrollSimTests", swiftSettings: mainActorByDefault),
    .testTarget(
      name: "CoordinatorsTests", dependencies: ["Coordinators", "ScrollSim"], path: "Tests/CoordinatorsTests",
      swiftSettings: mainActorByDefault),
    // The UIKit container against the page world, and UIKit pages under test.
    .testTarget(
      name: "UIKitPagesTests",
      dependencies: ["UIKitPages", "Checker", "Coordinators", "Generators", "ScrollSim", "SimulatedUIKit", "NestedCheckFuzz"],
      path: "Tests/UIKitPagesTests", swiftSettings: mainActorByDefault),
    // The container's behaviour in UIKit's terms only: here against the simulated UIKit, on an iOS Simulator against
    // UIKit (CI/ios-device-side.yml).
    .testTarget(
      name: "NestedScrollingUIKitTests",
      dependencies: [
        "NestedScrollingUIKit", "NestedScrollingCoordinators", "NestedScrolling",
        .target(name: "SimulatedUIKit", condition: .when(platforms: nonUIKitPlatforms)),
      ],
      path: "Tests/NestedScrollingUIKitTests"),
    .testTarget(
      name: "SimulatedUIKitTests", dependencies: ["SimulatedUIKit", "ScrollSim"], path: "Tests/SimulatedUIKitTests",
      swiftSettings: mainActorByDefault),
    .testTarget(name: "GeneratorsTests", dependencies: ["Generators", "ScrollSim"], path: "Tests/GeneratorsTests"),
    .testTarget(name: "ShrinkersTests", dependencies: ["Shrinkers", "ScrollSim"], path: "Tests/ShrinkersTests"),
    .testTarget(
      name: "CheckerTests",
      dependencies: [
        "Checker", "NestedCheckFuzz", "Coordinators", "ScrollSim", "Generators", "Shrinkers", "NestedCheckTesting", "ScenarioMutation",
      ],
      path: "Tests/CheckerTests"),
    // A real XCTest process (XCTMain) for CLITests to observe: a failure is recorded with no framework argument.
    .executableTarget(
      name: "nestedcheck-xctest-fixture", dependencies: ["NestedCheckTesting"], path: "Tests/Fixtures/XCTestFixture"),
    // End-to-end: runs the real `nestedcheck` binary and checks its output and exit status.
    .testTarget(
      name: "CLITests",
      dependencies: ["nestedcheck", "nestedcheck-xctest-fixture", "NestedCheckCLI", "Checker", "NestedCheckFuzz", "ScenarioMutation"],
      path: "Tests/CLITests"),
  ]
)
