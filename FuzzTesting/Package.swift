// swift-tools-version:6.2
// NestedCheck's libFuzzer harnesses, in a package of their own (as swift-protobuf keeps its FuzzTesting/): it
// depends on NestedCheck by path, nobody depends on it, so the fuzzer's compiler flags are ordinary settings
// here and never make NestedCheck itself unusable as a dependency.
//
//   cd FuzzTesting && swift build -c release --sanitize=fuzzer      (every target instrumented: see README.md)
//   .build/release/FuzzShippedCoordinators corpus/ -max_total_time=60
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the NestedCheck clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("..").standardized
  .lastPathComponent

// A harness executable: libFuzzer's `main` drives it, so its own file is a library file (no top-level code),
// and it links libFuzzer. `--sanitize=fuzzer` on the command line instruments the dependencies as well; these
// flags alone make a working fuzzer with coverage of the harness only.
let harness: [SwiftSetting] = [.unsafeFlags(["-parse-as-library", "-sanitize=fuzzer"])]
let fuzzerLink: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer"])]

let package = Package(
  name: "NestedCheckFuzzTesting",
  platforms: [.macOS(.v13)],
  products: [.library(name: "NestedCheckFuzzing", targets: ["NestedCheckFuzzing"])],
  dependencies: [.package(path: ".."), .package(path: "../Examples/ProfilePage")],
  targets: [
    // The shared entry point: bytes → case (`FuzzerInput`, as `nestedcheck import-bytes` decodes them) → every
    // coordinator, every invariant, every frame; a broken invariant reports the input to libFuzzer as a crash.
    .target(
      name: "NestedCheckFuzzing", dependencies: [.product(name: "NestedCheck", package: root)],
      swiftSettings: [.unsafeFlags(["-sanitize=fuzzer"])]),
    // The shipped coordinators (or the catalogue entry NESTEDCHECK_COORDINATOR names).
    .executableTarget(
      name: "FuzzShippedCoordinators", dependencies: ["NestedCheckFuzzing"], swiftSettings: harness,
      linkerSettings: fuzzerLink),
    // The scenario decoder: any bytes are either a scenario or a clean `ScenarioError`, never a crash.
    .executableTarget(
      name: "FuzzScenarioDecoder", dependencies: ["NestedCheckFuzzing"], swiftSettings: harness,
      linkerSettings: fuzzerLink),
    // A team's own coordinators: Examples/ProfilePage's, registered exactly as its CLI registers them.
    .executableTarget(
      name: "FuzzProfilePage",
      dependencies: ["NestedCheckFuzzing", .product(name: "ProfilePageChecks", package: "ProfilePage")],
      swiftSettings: harness, linkerSettings: fuzzerLink),
  ]
)
