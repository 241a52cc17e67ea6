// swift-tools-version:6.0
// NestedCheck: property-based testing of nested-scrolling coordinators in a deterministic UIKit simulation.
// The package has no dependencies beyond the Swift toolchain, by the project owner's wish.
import PackageDescription

let package = Package(
  name: "NestedCheck",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "NestedCheck", targets: ["ScrollSim", "Coordinators", "Generators", "Shrinkers", "Checker"]),
    // `checkNestedScrolling(...)` for a team's own `swift test` (Swift Testing and XCTest).
    .library(name: "NestedCheckTesting", targets: ["NestedCheckTesting"]),
    .executable(name: "nestedcheck", targets: ["nestedcheck"]),
    .executable(name: "nestedcheck-bench", targets: ["nestedcheck-bench"]),
  ],
  targets: [
    // The simulated UIKit scroll views, the page world and the step vocabulary.
    .target(name: "ScrollSim", path: "Sources/ScrollSim"),
    // The shipped coordinators and their deliberately faulty variants (mutants).
    .target(name: "Coordinators", dependencies: ["ScrollSim"], path: "Sources/Coordinators"),
    // Seeded randomness and the step / world generators.
    .target(name: "Generators", dependencies: ["ScrollSim"], path: "Generators"),
    // Test-case reduction. Never imports Generators: shrinking needs only a replay oracle.
    .target(name: "Shrinkers", dependencies: ["ScrollSim"], path: "Shrinkers"),
    // The runner, the invariant catalogue, scenario files and the property API.
    .target(name: "Checker", dependencies: ["ScrollSim", "Coordinators", "Generators", "Shrinkers"], path: "Sources/Checker"),
    .target(name: "NestedCheckTesting", dependencies: ["Checker", "Coordinators", "Generators", "ScrollSim"], path: "Sources/NestedCheckTesting"),
    .executableTarget(name: "nestedcheck", dependencies: ["Checker"], path: "Sources/nestedcheck"),
    .executableTarget(name: "nestedcheck-bench", dependencies: ["Checker"], path: "Sources/nestedcheck-bench"),

    .testTarget(name: "ScrollSimTests", dependencies: ["ScrollSim"], path: "Tests/ScrollSimTests"),
    .testTarget(name: "CoordinatorsTests", dependencies: ["Coordinators", "ScrollSim"], path: "Tests/CoordinatorsTests"),
    .testTarget(name: "GeneratorsTests", dependencies: ["Generators", "ScrollSim"], path: "Tests/GeneratorsTests"),
    .testTarget(name: "ShrinkersTests", dependencies: ["Shrinkers", "ScrollSim"], path: "Tests/ShrinkersTests"),
    .testTarget(
      name: "CheckerTests", dependencies: ["Checker", "Coordinators", "ScrollSim", "Generators", "Shrinkers", "NestedCheckTesting"],
      path: "Tests/CheckerTests"),
    // End-to-end: runs the real `nestedcheck` binary and checks its output and exit status.
    .testTarget(name: "CLITests", dependencies: ["nestedcheck", "Checker"], path: "Tests/CLITests"),
  ]
)
