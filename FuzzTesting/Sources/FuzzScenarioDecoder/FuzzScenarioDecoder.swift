// libFuzzer harness for the scenario decoder: whatever the bytes, `Scenario.decode` returns a scenario or throws a
// `ScenarioError` naming the problem; it never traps. A decoded scenario must encode and decode to itself.
//   mkdir -p corpus && .build/release/FuzzScenarioDecoder corpus ../Tests/Scenarios -max_total_time=60
// (libFuzzer writes the inputs it finds into its first folder: name a scratch one first, never Tests/Scenarios.)

import Foundation
import NestedCheck
import NestedCheckFuzzing

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
  LibFuzzerHarness.prepareForLibFuzzer()
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  guard let scenario = try? Scenario.decode(bytes, source: "input") else { return 0 }
  let again: Scenario
  do {
    again = try Scenario.decode(scenario.encoded(), source: "re-encoded input")
  } catch {
    fatalError("a decoded scenario does not decode after encoding: \(error)")
  }
  if again != scenario { fatalError("a scenario changed in an encode/decode round trip") }
  return 0
}
