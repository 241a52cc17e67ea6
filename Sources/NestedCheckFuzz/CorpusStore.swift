// A corpus folder: the cases guided runs found new, one scenario file per case, named by a hash of its
// content so the same case is never stored twice and folders merge by copying (Hypothesis's example
// database and libFuzzer's corpus directory work the same way). The nightly workflow restores the folder
// before fuzzing and saves it after, so night N starts from what night N−1 found.
//
// Each file is an ordinary scenario without a coordinator (`nestedcheck replay FILE --coordinator NAME` plays
// it); a run seeded from the folder loads the files in name order, so every worker starts from the same
// corpus in the same slots.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation
import Generators
import ScrollSim

/// Reads, writes and merges corpus folders.
public enum CorpusStore {
  /// The file name of `generated` in a corpus folder: 16 hex digits of FNV-1a over its world and steps.
  public static func fileName(for generated: GeneratedCase) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in scenario(for: generated).encoded() {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex + ".json"
  }

  /// The scenario file stored for `generated`.
  public static func scenario(for generated: GeneratedCase) -> Scenario {
    var scenario = Scenario(coordinator: nil, world: generated.world, steps: generated.steps)
    scenario.description = "corpus entry: a case a guided search kept because it reached something new"
    return scenario
  }

  /// The corpus files in `directory`, sorted by name; a missing folder is an empty corpus.
  public static func files(in directory: String) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { throw ScenarioError("\(directory): not a folder") }
    return try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
      .sorted()
      .map { PathText.join(directory, $0) }
  }

  /// Every case in `directory`, in file-name order. A file that is not a scenario is an error naming it.
  public static func load(_ directory: String, profileName: String) throws -> [GeneratedCase] {
    try files(in: directory).map { path in
      let scenario = try Scenario.load(path: path)
      return GeneratedCase(world: scenario.world, steps: scenario.steps, profileName: profileName, seed: nil)
    }
  }

  /// Writes `generated` into `directory` unless a file of its name is there; returns whether it wrote one.
  @discardableResult
  public static func save(_ generated: GeneratedCase, into directory: String) throws -> Bool {
    let path = PathText.join(directory, fileName(for: generated))
    guard !FileManager.default.fileExists(atPath: path) else { return false }
    try RawFile.makeDirectory(directory)
    try AtomicFile.write(scenario(for: generated).encoded(), to: path)
    return true
  }

  /// Copies every case of `sources` into `target` (created if missing) under its content name; returns how many
  /// were new there and how many it already held. Every source file is read and checked before anything is written.
  public static func merge(_ sources: [String], into target: String) throws -> (added: Int, present: Int) {
    var cases: [GeneratedCase] = []
    for source in sources { cases += try load(source, profileName: "corpus") }
    var added = 0
    for generated in cases {
      if try save(generated, into: target) { added += 1 }
    }
    return (added, cases.count - added)
  }
}
#endif
