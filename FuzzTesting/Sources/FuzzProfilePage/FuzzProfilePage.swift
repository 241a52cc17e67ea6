// libFuzzer harness for a team's own coordinators: the same entries its CLI registers
// (Examples/ProfilePage/Sources/profile-page-check/main.swift). A team copies this file into its own fuzz
// package, imports its coordinator module and lists its entries; nothing else changes.
//   .build/release/FuzzProfilePage corpus/ -max_total_time=60
//   NESTEDCHECK_COORDINATOR=profile-page-buggy .build/release/FuzzProfilePage -max_total_time=60

import NestedCheck
import NestedCheckFuzzing
import ProfilePage

@MainActor let entries = [
  CoordinatorEntry(name: "profile-page", make: { ProfilePageCoordinator() }),
  CoordinatorEntry(name: "profile-page-buggy", make: { ProfilePageCoordinator(variant: .forgetsOffscreenLists) }),
]
@MainActor let coordinators = LibFuzzerHarness.coordinators(defaults: [entries[0]], known: entries)

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
  LibFuzzerHarness.prepareForLibFuzzer()
  MainActor.assumeIsolated { _ = coordinators }  // an unknown NESTEDCHECK_COORDINATOR stops here, not on an input
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = LibFuzzerHarness.bytes(data, size)
  MainActor.assumeIsolated { LibFuzzerHarness.run(bytes, coordinators: coordinators, cli: "profile-page-check") }
  return 0
}
