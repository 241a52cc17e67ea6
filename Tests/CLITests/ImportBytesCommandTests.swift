// `nestedcheck import-bytes FILE`: a libFuzzer input becomes the scenario the harness ran (the generators read their
// choices from the bytes), one that `replay` plays; bad flags are one-line usage errors.

import Checker
import Coordinators
import Foundation
import Testing

@Suite("nestedcheck import-bytes")
struct ImportBytesCommandTests {
  /// `count` fixed pseudo-random bytes (a linear congruential sequence from `seed`).
  static func bytes(_ count: Int, seed: UInt32) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 1_103_515_245 &+ 12_345
      return UInt8(truncatingIfNeeded: state >> 16)
    }
  }

  static func write(_ bytes: [UInt8]) throws -> String {
    let url = try CLI.temporaryDirectory().appendingPathComponent("crash-fixed")
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test("a fixed byte file imports to the harness's case, and replay plays it (exit 0 or 1, never 2)")
  func importAndReplay() throws {
    let bytes = Self.bytes(512, seed: 12_345)
    let input = try Self.write(bytes)
    let out = URL(fileURLWithPath: input).deletingLastPathComponent().appendingPathComponent("case.json").path
    let imported = try CLI.run(["import-bytes", input, "--coordinator", "offset-lock", "--out", out])
    #expect([0, 1].contains(imported.status), "\(imported.stdout)\(imported.stderr)")
    let scenario = try Scenario.load(path: out)
    let expected = FuzzerInput.generatedCase(bytes: bytes)
    #expect(scenario.steps == expected.steps && !scenario.steps.isEmpty)
    #expect(scenario.coordinator == "offset-lock" && scenario.expect["offset-lock"] != nil)
    let replay = try CLI.run(["replay", out])
    #expect([0, 1].contains(replay.status), "\(replay.stdout)\(replay.stderr)")
    #expect(replay.status == imported.status, "the import's verdict is the replay's")
    // Without --out, the same scenario on stdout; without --coordinator, no verdict and exit 0.
    let printed = try CLI.run(["import-bytes", input])
    #expect(printed.status == 0)
    let decoded = try Scenario.decode(Data(printed.stdout.utf8), source: "stdout")
    #expect(decoded.steps == scenario.steps && decoded.coordinator == nil)
  }

  @Test("an input on which a mutant breaks an invariant: import-bytes and replay both report it, exit 1")
  @MainActor func failingInput() throws {
    let entry = try #require(CoordinatorCatalog.entry(named: "reset-current-only"))
    // The first of a fixed series of inputs that the mutant fails on (what libFuzzer would have saved).
    let found = (UInt32(1)...400).lazy.map { Self.bytes(400, seed: $0) }.first { bytes in
      let generated = FuzzerInput.generatedCase(bytes: bytes)
      return Runner.run(entry, world: Runner.normalized(generated.world, for: entry), steps: generated.steps).verdict.violation != nil
    }
    let bytes = try #require(found, "reset-current-only fails on one of 400 inputs")
    let input = try Self.write(bytes)
    let out = URL(fileURLWithPath: input).deletingLastPathComponent().appendingPathComponent("crash.json").path
    let imported = try CLI.run(["import-bytes", input, "--coordinator", "reset-current-only", "--out", out])
    #expect(imported.status == 1 && imported.stdout.contains("FAIL reset-current-only"), "\(imported.stdout)\(imported.stderr)")
    let replay = try CLI.run(["replay", out, "--trace"])
    #expect(replay.status == 1 && replay.stdout.contains("FAIL reset-current-only"), "\(replay.stdout)\(replay.stderr)")
    let invariant = try Scenario.load(path: out).expect["reset-current-only"]
    #expect(invariant != nil && invariant != "pass" && replay.stdout.contains("FAIL reset-current-only: \(invariant!)"))
  }

  @Test("bad flags and inputs: exit 2, one error line and the usage hint", arguments: [
    (["import-bytes"], "error: missing input FILE"),
    (["import-bytes", "/no/such/file"], "error: cannot read /no/such/file"),
    (["import-bytes", "FIXED", "--bogus"], "error: unknown option '--bogus'"),
    (["import-bytes", "FIXED", "--profile", "nope"], "error: unknown profile 'nope'"),
    (["import-bytes", "FIXED", "--max-steps", "0"], "error: --max-steps must be"),
    (["import-bytes", "FIXED", "--coordinator", "nope"], "error: unknown coordinator 'nope'"),
    (["import-bytes", "FIXED", "FIXED"], "error:"),
  ])
  func usage(_ arguments: [String], _ message: String) throws {
    let input = try Self.write(Self.bytes(64, seed: 1))
    let result = try CLI.run(arguments.map { $0 == "FIXED" ? input : $0 })
    #expect(result.status == 2 && result.stdout.isEmpty, "\(result)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 2 && lines[0].hasPrefix(message), "\(result.stderr)")
    #expect(lines.last?.hasSuffix("import-bytes --help' for usage.") == true, "\(result.stderr)")
  }
}
