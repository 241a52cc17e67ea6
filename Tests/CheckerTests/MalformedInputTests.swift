// The malformed-input fuzz target, which keeps the input hardening fixed: a few thousand deterministic mutants of the files in
// Tests/Scenarios (byte flips, extreme numbers, duplicate keys, truncations, wrong kinds, deep nesting, long waits;
// Tests/ScenarioMutation) go through the decoder and, when they decode, the replay path, in this process. A trap
// anywhere would end the test run (0 signal deaths); every replay is bounded by a frame budget (0 timeouts); every
// rejection names the field, the syntax position or the reason. The mix is measured: a target that never reaches
// the decoder's checks proves nothing about them.

import Checker
import Coordinators
import Foundation
import ScenarioMutation
import ScrollSim
import Testing

@Suite("malformed scenario files")
@MainActor
struct MalformedInputTests {
  /// The seed files, as the mutator and CI/mutation/run.sh read them.
  static var seeds: [(name: String, bytes: [UInt8])] {
    Corpus.files(in: Corpus.scenariosDirectory).map { url in
      (name: url.deletingPathExtension().lastPathComponent, bytes: Array((try? Data(contentsOf: url)) ?? Data()))
    }
  }

  @Test("thousands of mutants: no trap, bounded replays, and every error names a field or a reason")
  func mutants() throws {
    let seeds = Self.seeds
    try #require(seeds.count >= 25)
    let mutants = ScenarioMutator.mutants(of: seeds, count: 100)
    var tally: [String: Int] = [:]
    var unclear: [String] = []
    var options = RunOptions()
    options.frameBudget = 20_000  // bounds the work of each replay here; the CLI's budget is maximumScenarioFrames
    for mutant in mutants {
      let source = mutant.name + ".json"
      do {
        let scenario = try Scenario.decode(Data(mutant.bytes), source: source)
        tally["decoded", default: 0] += 1
        guard let name = scenario.coordinator, let entry = CoordinatorRegistry.builtIn.entry(named: name), !entry.isProcessFault
        else { continue }
        let result = Runner.run(entry, world: scenario.world, steps: scenario.steps, options: options)
        tally["replayed", default: 0] += 1
        #expect(result.frames <= options.frameBudget)
        if result.exceededFrameBudget { tally["replay stopped at the frame budget", default: 0] += 1 }
        #expect(result.verdict.violation?.invariant != .finiteState, "\(mutant.name): \(String(describing: result.verdict))")
      } catch {
        let message = error.description
        if let problem = ErrorMessageCheck.problem(in: message, source: source) {
          unclear.append("\(mutant.name): \(problem): \(message)")
        }
        tally[Self.category(message), default: 0] += 1
      }
    }
    print("malformed-input tally over \(mutants.count) mutants: \(tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
    #expect(unclear.isEmpty, "\(unclear.count) errors name no field or reason:\n\(unclear.prefix(10).joined(separator: "\n"))")
    // Each kind of check is reached, often: the mix below is deterministic (the same mutants every run).
    let floors = [
      "decoded": 200, "replayed": 200, "syntax": 150, "duplicate key": 100, "outside a domain": 150, "numeric kind": 30,
      "wrong kind": 100, "unknown field": 100, "frame budget": 5, "nesting": 5,
    ]
    for (category, floor) in floors {
      #expect(tally[category, default: 0] >= floor, "\(category): \(tally[category, default: 0]) < \(floor); tally \(tally)")
    }
    #expect(mutants.count == 100 * seeds.count)
  }

  /// Which check rejected a mutant, from its message.
  static func category(_ message: String) -> String {
    if message.contains("nested deeper") { return "nesting" }
    if message.contains("not valid JSON") { return "syntax" }
    if message.contains("duplicate key") { return "duplicate key" }
    if message.contains("a scenario may take at most") { return "frame budget" }
    if message.contains("must be a whole number") || message.contains("floating-point") { return "numeric kind" }
    if message.contains("must be in") || message.contains("must be >=") { return "outside a domain" }
    if message.contains("unknown field") || message.contains("unknown step") { return "unknown field" }
    if message.contains("expected ") { return "wrong kind" }
    return "other"
  }

  @Test("the mutants are the same on every run (so the CLI tally of one build compares with another's)")
  func deterministic() {
    let seeds = Array(Self.seeds.prefix(3))
    let first = ScenarioMutator.mutants(of: seeds, count: 20).map(\.bytes)
    let second = ScenarioMutator.mutants(of: seeds, count: 20).map(\.bytes)
    #expect(first == second)
    let all = ScenarioMutator.mutants(of: Self.seeds, count: 20)
    #expect(Set(all.map(\.mutation)).count == ScenarioMutation.allCases.count, "every kind of damage is drawn")
  }

  @Test("the message check accepts field paths, syntax positions and reasons, and rejects Foundation's text")
  func messageCheck() {
    #expect(ErrorMessageCheck.problem(in: "error: F: steps[3].move.frames: must be in 1...72000", source: "F") == nil)
    #expect(ErrorMessageCheck.problem(in: #"F: world["a b: c"].x: unknown field 'x'"#, source: "F") == nil)
    #expect(ErrorMessageCheck.problem(in: "F: not valid JSON: line 2, column 7: expected a value", source: "F") == nil)
    #expect(ErrorMessageCheck.problem(in: "F: cannot read: permission denied", source: "F") == nil)
    #expect(ErrorMessageCheck.problem(in: "F: (top level): expected an object, found an array", source: "F") == nil)
    #expect(ErrorMessageCheck.problem(in: "F: not valid JSON", source: "F") != nil)
    #expect(ErrorMessageCheck.problem(in: "F: The given data was not valid JSON.", source: "F") != nil)
    #expect(ErrorMessageCheck.problem(in: "error: unknown coordinator 'x'", source: "F") != nil)
  }
}
