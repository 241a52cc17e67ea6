// libFuzzer harness: the shipped coordinators (NESTEDCHECK_COORDINATOR=name picks one catalogue entry instead).
//   .build/release/FuzzShippedCoordinators corpus/ -max_total_time=60

import NestedCheck
import NestedCheckFuzzing

@MainActor let coordinators = LibFuzzerHarness.coordinators(defaults: CoordinatorCatalog.shipped)

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
  LibFuzzerHarness.prepareForLibFuzzer()
  MainActor.assumeIsolated { _ = coordinators }  // an unknown NESTEDCHECK_COORDINATOR stops here, not on an input
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = LibFuzzerHarness.bytes(data, size)
  MainActor.assumeIsolated { LibFuzzerHarness.run(bytes, coordinators: coordinators) }
  return 0
}
