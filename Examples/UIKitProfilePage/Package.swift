// swift-tools-version:6.2
// An app team's package whose profile page is plain UIKit code (a table with a header and a pinned category bar, a
// paging collection view, one feed table per tab), checked by NestedCheck as it ships: the page's sources import
// UIKit on iOS and NestedCheck's simulated UIKit elsewhere, and nothing else about them changes.
import Foundation
import PackageDescription

// A team writes `.package(path: "../NestedCheck")` (or a URL) and `package: "NestedCheck"`. This example lives inside
// the NestedCheck checkout, whose folder name is whatever the clone was called, so it names the dependency by that
// folder (SwiftPM identifies a path dependency by its last path component).
let nestedCheckRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
let nestedCheck = nestedCheckRoot.lastPathComponent
/// Where UIKit is missing, the page's `import SimulatedUIKit` needs the product.
let nonUIKitPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]

let package = Package(
  name: "UIKitProfilePage",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    // What the app links: the page, UIKit code and nothing of NestedCheck's on iOS.
    .library(name: "UIKitProfilePage", targets: ["UIKitProfilePage"]),
    // The page's entries for NestedCheck: its test page and the variants the CLI and the tests check.
    .library(name: "UIKitProfilePageChecks", targets: ["UIKitProfilePageChecks"]),
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "UIKitProfilePage",
      dependencies: [
        .product(name: "SimulatedUIKit", package: nestedCheck, condition: .when(platforms: nonUIKitPlatforms))
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .target(
      name: "UIKitProfilePageChecks",
      dependencies: ["UIKitProfilePage", .product(name: "NestedCheck", package: nestedCheck)]),
    .executableTarget(
      name: "uikit-profile-check",
      dependencies: ["UIKitProfilePageChecks", .product(name: "NestedCheckCLI", package: nestedCheck)]),
    .testTarget(
      name: "UIKitProfilePageTests",
      dependencies: ["UIKitProfilePageChecks", .product(name: "NestedCheckTesting", package: nestedCheck)],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
  ]
)
