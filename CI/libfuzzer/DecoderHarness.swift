// Coverage-guided fuzzing of the scenario decoder and the replay path (issue 10): the fuzzer's bytes are a
// scenario file. Reading it must end in a scenario or in an error that names a field, a syntax position or a
// reason (never Foundation's text), and a scenario that decodes must replay without trapping, within a frame
// budget. Anything else traps, and libFuzzer keeps the input. Seed the corpus with Tests/Scenarios:
//   CI/libfuzzer/build.sh decoder && .build-libfuzzer/nestedcheck-libfuzzer-decoder corpus/ Tests/Scenarios -max_total_time=60

import Checker
import Coordinators
import Foundation
import ScrollSim

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  let scenario: Scenario
  do {
    scenario = try Scenario.decode(bytes, source: "input")
  } catch {
    let message = error.description
    for phrase in ["Error Domain=", "NSCocoaErrorDomain", "The given data was not valid JSON", "The operation could not"]
    where message.contains(phrase) {
      fatalError("Foundation's text in an error: \(message)")
    }
    guard message.hasPrefix("input: "), message.count > "input: x: y".count else { fatalError("an error naming nothing: \(message)") }
    return 0
  }
  guard let name = scenario.coordinator, let entry = CoordinatorRegistry.builtIn.entry(named: name), !entry.isProcessFault
  else { return 0 }
  MainActor.assumeIsolated {
    var options = RunOptions(invariants: scenario.invariants)
    options.frameBudget = 20_000
    let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: options)
    if result.frames > options.frameBudget { fatalError("a replay ran past its frame budget: \(result.frames) frames") }
    if result.verdict.violation?.invariant == .finiteState { fatalError("a valid scenario reached a non-finite state") }
  }
  return 0
}
