// What every NestedCheck libFuzzer harness does with one input, and how it makes sure libFuzzer keeps the
// inputs that break something.
//
// Inputs: the generators read their choices from the bytes (`FuzzerInput`, `ByteSource`), so every input is a
// valid case and `nestedcheck import-bytes crash-…` turns a saved input back into the very same case.
//
// Crashes: Swift's runtime installs its backtracer's signal handlers at start-up, and libFuzzer does not replace a
// handler that is already installed: a trap then prints a backtrace and exits 132 without libFuzzer ever seeing
// it, so no `crash-…` file is written (only `SWIFT_BACKTRACE=enable=no` used to save it). `LLVMFuzzerInitialize`
// runs before libFuzzer installs its handlers; resetting the trap signals to their defaults there lets libFuzzer
// install its own, so a broken invariant (reported by a trap, after the scenario is printed) is always saved.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NestedCheck

public enum LibFuzzerHarness {
  /// The coordinators a harness runs: `defaults`, unless NESTEDCHECK_COORDINATOR names one of `known` or of the
  /// catalogue (a mutant, say, to watch the fuzzer find it).
  public static func coordinators(defaults: [CoordinatorEntry], known: [CoordinatorEntry] = []) -> [CoordinatorEntry] {
    guard let name = getenv("NESTEDCHECK_COORDINATOR").map({ String(cString: $0) }) else { return defaults }
    guard let entry = (known + defaults).first(where: { $0.name == name }) ?? CoordinatorCatalog.entry(named: name) else {
      fatalError("NESTEDCHECK_COORDINATOR: unknown coordinator \(name)")
    }
    return [entry]
  }

  /// The generator profile and step budget (NESTEDCHECK_PROFILE, NESTEDCHECK_MAX_STEPS; `FuzzerInput`'s defaults).
  /// `nestedcheck import-bytes` needs the same values to rebuild an input's case.
  public static let profile: GeneratorProfile = {
    guard let name = getenv("NESTEDCHECK_PROFILE").map({ String(cString: $0) }) else { return FuzzerInput.defaultProfile }
    guard let profile = GeneratorProfile.named(name) else { fatalError("NESTEDCHECK_PROFILE: unknown profile \(name)") }
    return profile
  }()
  public static let maxSteps: Int = {
    guard let text = getenv("NESTEDCHECK_MAX_STEPS").map({ String(cString: $0) }) else { return FuzzerInput.defaultMaxSteps }
    // The range `import-bytes --max-steps` accepts: a value it refuses would make the saved inputs unreadable.
    guard let steps = Int(text), (1...10_000).contains(steps) else {
      fatalError("NESTEDCHECK_MAX_STEPS: '\(text)' is not a whole number in 1...10000")
    }
    return steps
  }()

  /// libFuzzer's input as bytes (copied: the buffer is libFuzzer's, and only valid during the call).
  public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    [UInt8](UnsafeBufferPointer(start: data, count: size))
  }

  /// Call from `LLVMFuzzerInitialize`: checks the environment (a bad NESTEDCHECK_PROFILE or NESTEDCHECK_MAX_STEPS
  /// stops the run here, before any input, instead of being saved as the first input's crash) and hands the trap
  /// signals back to their defaults so libFuzzer installs its own handlers for them (see the file comment).
  /// SIGSEGV and SIGBUS are left alone: AddressSanitizer owns them.
  public static func prepareForLibFuzzer() {
    _ = (profile, maxSteps)
    for signal in [SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
      var action = sigaction()
      #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = SIG_DFL
      #else
      action.__sigaction_u.__sa_handler = SIG_DFL
      #endif
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  /// The command that rebuilds a saved input's scenario: `cli` (`nestedcheck`, or a team's own CLI, which knows its
  /// coordinators) with the profile and step budget this harness ran with whenever they are not the defaults.
  public static func importCommand(cli: String, coordinator: String) -> String {
    var command = "\(cli) import-bytes FILE --coordinator \(coordinator)"
    if profile.name != FuzzerInput.defaultProfile.name { command += " --profile \(profile.name)" }
    if maxSteps != FuzzerInput.defaultMaxSteps { command += " --max-steps \(maxSteps)" }
    return command
  }

  /// One input: its case on every coordinator. A broken invariant prints the case as a scenario file and traps,
  /// which libFuzzer records as a crash (the input is saved as `crash-…`). `cli` names the command line that knows
  /// these coordinators, for the printed reproduction command.
  ///
  /// The case lies inside the coordinators' page template (`CoordinatorEntry.runTemplate`) and draws their app events,
  /// as `import-bytes --coordinator` rebuilds it.
  @MainActor
  public static func run(_ bytes: [UInt8], coordinators: [CoordinatorEntry], cli: String = "nestedcheck") {
    let template: PageTemplate?
    do { template = try CoordinatorEntry.runTemplate(for: coordinators) } catch { fatalError("NestedCheck: \(error)") }
    // The coordinators' app events are drawn too, as `import-bytes --coordinator` draws them.
    let drawn = profile.drawing(CoordinatorEntry.appEventShapes(of: coordinators))
    let generated = FuzzerInput.generatedCase(bytes: bytes, profile: drawn, maxSteps: maxSteps, template: template)
    for entry in coordinators {
      let world = Runner.normalized(generated.world, for: entry)
      let steps = Runner.playable(generated.steps, for: entry)
      guard let violation = Runner.run(entry, world: world, steps: steps).verdict.violation else { continue }
      var scenario = Scenario(coordinator: entry.name, world: world, steps: steps)
      scenario.expect = [entry.name: violation.invariant.rawValue]
      let json = String(decoding: scenario.encoded(), as: UTF8.self)
      FileHandle.standardError.write(Data("""
        NestedCheck: \(entry.name) broke \(violation.invariant.rawValue) at frame \(violation.frame): \(violation.message)
        \(json)
        (libFuzzer saves this input; `\(importCommand(cli: cli, coordinator: entry.name))` rebuilds the scenario)

        """.utf8))
      fatalError("\(entry.name) broke \(violation.invariant.rawValue)")
    }
  }
}
