// `nestedcheck corpus merge DIR... --into DIR`: shards' and nights' corpus folders merge into their union, each case
// once (files are named by their content); a folder holding a file that is not a scenario is refused before
// anything is written.

import Checker
import Foundation
import Generators
import NestedCheckFuzz
import Testing

@Suite("nestedcheck corpus merge")
struct CorpusMergeCommandTests {
  static func cases(_ range: Range<UInt64>) -> [GeneratedCase] {
    range.map { generateCase(seed: deriveSeed(runSeed: 61, caseIndex: $0), profile: .default, maxSteps: 12) }
  }

  static func names(in directory: URL) throws -> Set<String> {
    Set(try CorpusStore.files(in: directory.path).map { URL(fileURLWithPath: $0).lastPathComponent })
  }

  @Test("two folders sharing some cases merge into their union, without duplicates; merging again adds nothing")
  func union() throws {
    let root = try CLI.temporaryDirectory()
    let a = root.appendingPathComponent("a"), b = root.appendingPathComponent("b"), merged = root.appendingPathComponent("merged")
    for generated in Self.cases(0..<8) { try CorpusStore.save(generated, into: a.path) }
    for generated in Self.cases(5..<12) { try CorpusStore.save(generated, into: b.path) }
    let namesA = try Self.names(in: a), namesB = try Self.names(in: b)
    #expect(namesA.count == 8 && namesB.count == 7 && namesA.intersection(namesB).count == 3)

    let result = try CLI.run(["corpus", "merge", a.path, b.path, "--into", merged.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("12 new case(s), 3 already there; 12 in all"), "\(result.stdout)")
    #expect(try Self.names(in: merged) == namesA.union(namesB))
    // The merged files are the very cases, byte for byte.
    for name in namesA {
      #expect(FileManager.default.contents(atPath: merged.appendingPathComponent(name).path)
        == FileManager.default.contents(atPath: a.appendingPathComponent(name).path))
    }
    let loaded = try CorpusStore.load(merged.path, profileName: "default")
    #expect(Set(loaded.map(\.steps)) == Set(Self.cases(0..<12).map(\.steps)))

    let again = try CLI.run(["corpus", "merge", b.path, "--into", merged.path])
    #expect(again.status == 0 && again.stdout.contains("0 new case(s), 7 already there; 12 in all"), "\(again.stdout)")
  }

  @Test("a file that is not a scenario: exit 2 naming it, and nothing written")
  func badFile() throws {
    let root = try CLI.temporaryDirectory()
    let a = root.appendingPathComponent("a"), merged = root.appendingPathComponent("merged")
    for generated in Self.cases(0..<3) { try CorpusStore.save(generated, into: a.path) }
    let bad = a.appendingPathComponent("zz-broken.json")
    try Data("{\"format\": 1, \"steps\": [{\"fly\": {}}]}".utf8).write(to: bad)
    let result = try CLI.run(["corpus", "merge", a.path, "--into", merged.path])
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("zz-broken.json"), "\(result.stderr)")
    #expect(try CorpusStore.files(in: merged.path).isEmpty)
  }

  @Test("usage errors: no subcommand, an unknown one, no source, no --into", arguments: [
    (["corpus"], "error: missing subcommand"), (["corpus", "split", "x"], "error: unknown subcommand 'split'"),
    (["corpus", "merge", "--into", "x"], "error: corpus merge needs at least one source folder"),
    (["corpus", "merge", "a"], "error: --into is required"),
  ])
  func usage(_ arguments: [String], _ message: String) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2 && result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 2 && lines[0].hasPrefix(message) && lines[1].hasPrefix("Run '"), "\(result.stderr)")
  }
}
