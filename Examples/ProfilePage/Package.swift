// swift-tools-version:6.2
// An app team's package, as it would check its own profile-page coordinator with NestedCheck:
// the coordinator in a main-actor library (what an app target links), one CLI executable for nightly fuzzing
// and reproducing failures, and a test target with Swift Testing and XCTest checks plus replayed regressions.
import Foundation
import PackageDescription

// A team writes `.package(path: "../NestedCheck")` (or a URL) and `package: "NestedCheck"`. This example lives
// inside the NestedCheck checkout, whose folder name is whatever the clone was called, so it names the
// dependency by that folder (SwiftPM identifies a path dependency by its last path component).
let nestedCheckRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
let nestedCheck = nestedCheckRoot.lastPathComponent
/// Where UIKit is missing, the screen's `import SimulatedUIKit` needs the product.
let nonUIKitPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]

let package = Package(
  name: "ProfilePage",
  platforms: [.macOS(.v13), .iOS(.v16)],
  // The coordinator as a library for the app; its entries for NestedCheck's libFuzzer harness (FuzzTesting/FuzzProfilePage).
  products: [
    .library(name: "ProfilePage", targets: ["ProfilePage"]),
    .library(name: "ProfileScreen", targets: ["ProfileScreen"]),
    .library(name: "ProfilePageChecks", targets: ["ProfilePageChecks"]),
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    // What the app links: the coordinator, written against the protocol only. Main-actor by default, as new
    // Xcode 26 app targets are.
    .target(
      name: "ProfilePage", dependencies: [.product(name: "NestedScrolling", package: nestedCheck)],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // The app's screen: the coordinator inside NestedCheck's UIKit container, UIKit code that builds for iOS as is.
    .target(
      name: "ProfileScreen",
      dependencies: [
        "ProfilePage", .product(name: "NestedScrollingUIKit", package: nestedCheck),
        .product(name: "SimulatedUIKit", package: nestedCheck, condition: .when(platforms: nonUIKitPlatforms)),
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // The team's coordinator entries, declared once for the CLI and the tests (and for tests emitted from failures).
    .target(
      name: "ProfilePageChecks",
      dependencies: [
        "ProfilePage", "ProfileScreen", .product(name: "NestedCheck", package: nestedCheck),
        .product(name: "SimulatedUIKit", package: nestedCheck, condition: .when(platforms: nonUIKitPlatforms)),
      ]),
    // The team's own `nestedcheck`: every command, knowing the team's coordinators by name.
    .executableTarget(
      name: "profile-page-check",
      dependencies: ["ProfilePageChecks", .product(name: "NestedCheckCLI", package: nestedCheck)]),
    .testTarget(
      name: "ProfilePageTests",
      dependencies: ["ProfilePage", "ProfilePageChecks", .product(name: "NestedCheckTesting", package: nestedCheck)],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
  ]
)
