// `nestedcheck fuzz --guided --corpus DIR` and `--target` end to end: the corpus folder is written, read back by
// the next run, and a targeted run against a mutant finds a failure and writes it as the search made it.

import Checker
import Coordinators
import Foundation
import Generators
import NestedCheckFuzz
import Testing

/// Serialized: each test launches a fuzz run; side by side on a small machine they would only slow each other.
@Suite("nestedcheck fuzz --guided / --target", .serialized)
struct GuidedFuzzCommandTests {
  @Test("--guided --corpus DIR writes the corpus to DIR; a second run with DIR starts from it and adds to it")
  func corpusGrowsAcrossRuns() throws {
    let corpus = try FuzzRuns.freshDirectory("corpus").appendingPathComponent("corpus")
    let arguments = ["--guided", "--corpus", corpus.path, "--cases", "200", "--coordinator", "offset-lock", "--seed", "5", "--jobs", "1"]
    let first = try FuzzRuns.fuzz("guided1", arguments)
    #expect(first.result.status == 0, "\(first.result.stdout)\(first.result.stderr)")
    #expect(first.result.stdout.contains("guided search"))
    let files = try CorpusStore.files(in: corpus.path)
    #expect(files.count >= 20, "\(files.count) corpus files")
    #expect(first.result.stdout.contains("\(files.count) new case(s) saved to \(corpus.path)/ (0 loaded)"), "\(first.result.stdout)")
    // Every file is a scenario without a coordinator, named by its content.
    for file in files {
      let scenario = try Scenario.load(path: file)
      #expect(scenario.coordinator == nil && !scenario.steps.isEmpty)
      let generated = GeneratedCase(world: scenario.world, steps: scenario.steps, profileName: "default", seed: nil)
      #expect(CorpusStore.fileName(for: generated) == URL(fileURLWithPath: file).lastPathComponent)
    }
    #expect(first.cases.count == 200)

    let second = try FuzzRuns.fuzz("guided2", arguments)
    #expect(second.result.status == 0, "\(second.result.stdout)\(second.result.stderr)")
    #expect(second.result.stdout.contains("corpus: \(files.count) case(s) from \(corpus.path)/"), "\(second.result.stdout)")
    #expect(second.result.stdout.contains("(\(files.count) loaded)"), "\(second.result.stdout)")
    let after = try CorpusStore.files(in: corpus.path)
    #expect(Set(files).isSubset(of: Set(after)), "nothing saved before is lost")
    #expect(after.count > files.count, "the second run found cases new even to the loaded corpus")
    // Same seed, another starting corpus: the second run played other cases (it mutated the loaded ones).
    #expect(first.summary?.frames != second.summary?.frames, "the runs played different cases")
  }

  @Test("--target against a mutant finds and writes a failure; the written case is the search's, and replays")
  @MainActor func targetFindsMutant() throws {
    let run = try FuzzRuns.fuzz(
      "target", [
        "--target", "--cases", "40", "--coordinator", "reset-current-only", "--seed", "5", "--jobs", "1", "--shrink-limit", "1",
        "--warmup", "0",
      ])
    #expect(run.result.status == 1, "\(run.result.stdout)\(run.result.stderr)")
    #expect(run.result.stdout.contains("targeted search"))
    let summary = try #require(run.summary)
    let failure = try #require(summary.failures.first)
    #expect(failure.coordinator == "reset-current-only")
    // Rebuild the job's search in this process: the same seed and case indices make the same cases, so the written
    // original is exactly the case the worker ran (rebuilt by the parent from its recipe).
    let originals = FuzzRuns.jsonFiles(in: run.directory).filter { $0.lastPathComponent.hasSuffix(".original.json") }
    #expect(!originals.isEmpty)
    let cases = try Self.searchCases(count: 40)
    var fromCorpus = 0
    for original in originals {
      let scenario = try Scenario.load(path: original.path)
      let caseIndex = try #require(Int(original.lastPathComponent.split(separator: "-").last!.dropFirst().prefix { $0.isNumber }))
      #expect(scenario.steps == cases[caseIndex].generated.steps, "\(original.lastPathComponent)")
      if case .fresh = cases[caseIndex].recipe {} else { fromCorpus += 1 }
      let replay = try CLI.run(["replay", original.path, "--coordinator", "reset-current-only"])
      #expect(replay.status == 1 && replay.stdout.contains("FAIL reset-current-only"), "\(replay.stdout)\(replay.stderr)")
    }
    // Two cases in three are random's own, so in 40 cases every witness (a signature's lowest case) may be a fresh one;
    // CaseRecipeTests rebuilds mutated cases from the corpus as the parent does.
    print("targeted run: \(originals.count) originals, \(fromCorpus) of them mutated cases")
  }

  /// The cases of a one-job targeted run with seed 5 on reset-current-only, as its worker makes them.
  @MainActor
  static func searchCases(count: Int) throws -> [(generated: GeneratedCase, recipe: CaseRecipe)] {
    let entry = try #require(CoordinatorCatalog.entry(named: "reset-current-only"))
    var settings = SearchSettings(mode: .targeted, seed: 5)
    settings.warmupCases = 0  // as the run's --warmup 0: the worker must have received it to mutate this early
    let search = GuidedSearch(settings: settings, coordinators: [entry])
    return (0..<UInt64(count)).map { index in
      let (generated, recipe) = search.next(caseIndex: index)
      search.record(caseIndex: index, generated: generated, results: search.run(generated, caseIndex: index))
      return (generated, recipe)
    }
  }
}
