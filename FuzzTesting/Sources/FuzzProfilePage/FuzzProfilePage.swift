// libFuzzer harness for a team's own coordinators: the very entries its CLI and its tests register
// (Examples/ProfilePage/Sources/ProfilePageChecks). A team copies this file into its own fuzz package and imports
// its own entries module; nothing else changes.
//   .build/release/FuzzProfilePage corpus/ -max_total_time=60
//   NESTEDCHECK_COORDINATOR=profile-page-buggy .build/release/FuzzProfilePage -max_total_time=60

import NestedCheck
import NestedCheckFuzzing
import ProfilePageChecks

@MainActor let entries = ProfilePageEntries.entries
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
