// `nestedcheck import-bytes FILE`: a libFuzzer input (the raw bytes it saved as crash-…, or any corpus file)
// as a scenario file, decoded exactly as the harness decoded it (`FuzzerInput`), so `replay`, `shrink` and
// `promote` work on what the fuzzer found.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import NestedCheckFuzz
import Checker
import Coordinators
import Foundation
import Generators

@MainActor
enum ImportBytesCommand {
  static let usage = """
    usage: nestedcheck import-bytes FILE [--coordinator NAME] [--profile NAME] [--max-steps N] [--out FILE]
      Decodes a libFuzzer input as the FuzzTesting harnesses do (the generators read their choices from its bytes)
      and writes the case as a scenario (default: stdout). --profile and --max-steps must match the harness's
      (NESTEDCHECK_PROFILE, NESTEDCHECK_MAX_STEPS; defaults: default, 60). With --coordinator, the case lies inside
      its page template, as the harness drew it, and is replayed there, the verdict recorded in the file's expect
      map (exit 1 if an invariant broke).
    """

  static func run(_ arguments: [String]) throws -> ExitCode {
    let args = try Arguments(arguments, options: ["coordinator", "profile", "max-steps", "out"], switches: [])
    let path = try args.single("input FILE")
    guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read \(path)") }
    let profileName = args.value("profile") ?? FuzzerInput.defaultProfile.name
    guard let profile = GeneratorProfile.named(profileName) else { throw UsageError("unknown profile '\(profileName)'") }
    let maxSteps = try args.int("max-steps", range: 1...10_000) ?? FuzzerInput.defaultMaxSteps
    let entry = try args.value("coordinator").map { name in
      guard let entry = registry.entry(named: name) else { throw UsageError("unknown coordinator '\(name)'") }
      return entry
    }
    let template = try FuzzCommand.runTemplate(for: entry.map { [$0] } ?? [], file: nil)
    let drawn = profile.drawing(entry.map { $0.appEvents.map(\.shape) } ?? [])
    let generated = FuzzerInput.generatedCase(bytes: [UInt8](data), profile: drawn, maxSteps: maxSteps, template: template)
    let world = entry.map { Runner.normalized(generated.world, for: $0) } ?? generated.world
    var scenario = Scenario(coordinator: entry?.name, world: world, steps: generated.steps)
    scenario.description = "libFuzzer input \(PathText.lastComponent(of: path)) (\(data.count) bytes), profile \(profile.name)"
    var result: RunResult?
    if let entry {
      let run = Runner.run(entry, world: world, steps: generated.steps)
      scenario.expect = [entry.name: run.verdict.violation?.invariant.rawValue ?? "pass"]
      result = run
    }
    if let out = args.value("out") {
      try AtomicFile.write(scenario.encoded(), to: out)
      print("wrote \(out) (\(scenario.steps.count) steps)")
    } else {
      print(String(decoding: scenario.encoded(), as: UTF8.self))
    }
    guard let entry, let result else { return .success }
    return ReplayCommand.report(result, scenario: scenario, coordinator: entry.name)
  }
}
#endif
