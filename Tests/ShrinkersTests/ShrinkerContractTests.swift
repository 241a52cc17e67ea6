// The driver's contract: deterministic, cached, within budget, never worse than its input, always decodable.

import ScrollSim
import Testing

@testable import Shrinkers

/// A named failing case and the synthetic oracle that says it fails, shared by the contract tests.
struct ShrinkCase: Sendable, CustomTestStringConvertible {
  let name: String
  let input: ShrinkCandidate
  let oracle: @Sendable (ShrinkCandidate) -> Bool
  var testDescription: String { name }

  static let all: [ShrinkCase] = [
    ShrinkCase(
      name: "move then tap",
      input: ShrinkCandidate(
        world: Noise.busyWorld,
        steps: Noise.steps(
          80, around: [.move(dx: 5, dy: -640.5, frames: 9), .tapTab(index: 2, animated: true)], seed: 21)),
      oracle: moveThenTap(dyBelow: -300)),
    ShrinkCase(
      name: "three step kinds anywhere", input: ShrinkCandidate(steps: Noise.steps(120, seed: 22)),
      oracle: { c in
        [StepKind.reloadHeader, .resize, .setListContent].allSatisfy { kind in c.steps.contains { $0.kind == kind } }
      }),
    ShrinkCase(
      name: "many frames and a knob", input: ShrinkCandidate(world: Noise.busyWorld, steps: Noise.steps(60, seed: 23)),
      oracle: { c in c.totalFrames >= 200 && c.world.knobs.frameRate == 60 }),
  ]
}

@Suite struct ShrinkerContractTests {
  @Test("two runs give the same candidate, replay count and pass counters", arguments: ShrinkCase.all)
  func deterministic(shrinkCase: ShrinkCase) {
    let (input, oracle) = (shrinkCase.input, shrinkCase.oracle)
    let first = Shrinker(oracle: oracle).shrink(input)
    let second = Shrinker(oracle: oracle).shrink(input)
    #expect(first.candidate == second.candidate)
    #expect(first.replays == second.replays)
    #expect(first.cacheHits == second.cacheHits)
    #expect(first.passes.map(\.counters) == second.passes.map(\.counters))
  }

  @Test("the oracle is never asked twice about the same candidate, and every call is counted", arguments: ShrinkCase.all)
  func noRepeatedReplays(shrinkCase: ShrinkCase) {
    let (input, predicate) = (shrinkCase.input, shrinkCase.oracle)
    let oracle = RecordingOracle(predicate)
    let result = oracle.shrink(input)
    #expect(oracle.repeats == 0)
    #expect(oracle.calls.count == result.replays)
    #expect(result.passes.reduce(0) { $0 + $1.counters.replays } == result.replays)
    #expect(!oracle.calls.contains(input), "the input is assumed to fail and never replayed")
  }

  @Test("the result still fails and is never less simple than the input", arguments: ShrinkCase.all)
  func failsAndSimpler(shrinkCase: ShrinkCase) {
    let (input, oracle) = (shrinkCase.input, shrinkCase.oracle)
    let result = Shrinker(oracle: oracle).shrink(input)
    #expect(oracle(result.candidate))
    #expect(!isSimpler(input, result.candidate))
    #expect(isSimpler(result.candidate, input))
    #expect(!result.stoppedByBudget)
  }

  @Test("the replay budget is respected and reported", arguments: [0, 1, 10, 40])
  func budget(maxReplays: Int) {
    let (input, predicate) = (ShrinkCase.all[0].input, ShrinkCase.all[0].oracle)
    let oracle = RecordingOracle(predicate)
    let result = oracle.shrink(input, maxReplays: maxReplays)
    #expect(result.replays <= maxReplays)
    #expect(oracle.calls.count == result.replays)
    #expect(result.stoppedByBudget)
    #expect(predicate(result.candidate))
    #expect(!isSimpler(input, result.candidate))
  }

  @Test("every step the oracle sees, and every step of the result, round-trips through the JSON decoder",
        arguments: ShrinkCase.all)
  func decodableSteps(shrinkCase: ShrinkCase) {
    let (input, predicate) = (shrinkCase.input, shrinkCase.oracle)
    let oracle = RecordingOracle(predicate)
    let result = oracle.shrink(input)
    #expect(result.candidate.steps.allSatisfy(roundTrips))
    #expect(roundTrips(result.candidate.world))
    let seen = Set(oracle.calls.flatMap(\.steps))
    let rejected = seen.filter { !roundTrips($0) }
    #expect(rejected.isEmpty, "not decodable: \(rejected.map(\.description).sorted().prefix(5))")
  }

  @Test("a case that fails with no steps at all loses every step in its first replay")
  func emptySequence() {
    let oracle = RecordingOracle { _ in true }
    let result = oracle.shrink(ShrinkCandidate(steps: Noise.steps(50, seed: 9)))
    #expect(oracle.calls.first == ShrinkCandidate(steps: []))
    var oneList = WorldConfig()
    oneList.listCount = 1
    #expect(result.candidate == ShrinkCandidate(world: oneList, steps: []))
  }
}

@Suite struct CapriciousOracleTests {
  /// An oracle with no structure at all: a candidate fails iff a seeded hash of its description is even.
  static func capricious(_ c: ShrinkCandidate) -> Bool {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in c.description.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return hash % 2 == 0 || c.steps.count > 40
  }

  @Test("an oracle with no structure still terminates at a fixpoint, never repeats, and the result fails")
  func terminates() {
    let oracle = RecordingOracle(Self.capricious)
    let input = ShrinkCandidate(world: Noise.busyWorld, steps: Noise.steps(60, seed: 31))
    let result = oracle.shrink(input, maxReplays: 100_000)
    #expect(!result.stoppedByBudget)
    #expect(oracle.repeats == 0)
    #expect(Self.capricious(result.candidate))
    #expect(isSimpler(result.candidate, input))
    print("capricious oracle: \(result.replays) replays, \(result.rounds) rounds, \(result.candidate.steps.count) steps left")
  }
}
