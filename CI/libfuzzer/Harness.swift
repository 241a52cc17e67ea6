// Coverage-guided fuzzing of the shipped coordinators with libFuzzer: the fuzzer's bytes drive the very
// same generators through `ByteSource`, so every input is a valid case, and any broken invariant traps
// (libFuzzer saves the crashing input; `nestedcheck` cannot read raw bytes, so the trap message prints the
// case as a scenario file to replay). Built by CI/libfuzzer/build.sh, outside SwiftPM (it needs
// `-sanitize=fuzzer`, which SwiftPM only allows as an unsafe flag).

#if canImport(Glibc)
import Glibc
#endif
import Checker
import Coordinators
import Generators
import ScrollSim

/// The coordinators under test: the shipped ones, or the one named by NESTEDCHECK_COORDINATOR (e.g. a mutant,
/// to see the fuzzer find something).
let coordinators: [CoordinatorEntry] = {
  guard let name = getenv("NESTEDCHECK_COORDINATOR").map({ String(cString: $0) }) else { return CoordinatorCatalog.shipped }
  guard let entry = CoordinatorCatalog.entry(named: name) else { fatalError("unknown coordinator \(name)") }
  return [entry]
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var source = ByteSource(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
  let generated = generateCase(using: &source, profile: .default, maxSteps: 60)
  for entry in coordinators {
    let world = Runner.normalized(generated.world, for: entry)
    if let violation = Runner.run(entry, world: world, steps: generated.steps).verdict.violation {
      var scenario = Scenario(coordinator: entry.name, world: world, steps: generated.steps)
      scenario.expect = [entry.name: violation.invariant.rawValue]
      fatalError("\(entry.name) broke \(violation.invariant.rawValue): \(violation.message)\n\(String(decoding: scenario.encoded(), as: UTF8.self))")
    }
  }
  return 0
}
