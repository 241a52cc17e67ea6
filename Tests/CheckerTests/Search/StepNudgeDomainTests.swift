// A nudge moves one number of a step by a pixel, a frame or a ratio; nudges stack along a corpus lineage (a tuned
// case is tuned again, night after night). However many stack, every number must stay inside the domain the
// scenario decoder accepts, or the case could not be saved to a corpus folder, reported, or replayed.

@testable import Checker
import Generators
import ScrollSim
import Testing

@Suite("Step nudges stay in their domains")
struct StepNudgeDomainTests {
  @Test("50 stacked nudges of every step of 40 generated cases decode")
  func stackedNudges() throws {
    var problems: [String] = []
    var kinds: Set<StepKind> = []
    for index in UInt64(0)..<40 {
      let profile = [GeneratorProfile.default, .reloadsHeavy, .loads, .pessimistic][Int(index % 4)]
      let generated = generateCase(seed: deriveSeed(runSeed: 77, caseIndex: index), profile: profile, maxSteps: 30)
      var rng = SeededSource(seed: index)
      for original in generated.steps {
        kinds.insert(original.kind)
        // The step after 1, 2, … 50 nudges, each nudge applied to the previous one: a lineage of tunes.
        var lineage: [Step] = []
        var step = original
        for _ in 0..<50 {
          step = CaseMutator.nudged(step, using: &rng)
          lineage.append(step)
        }
        let scenario = Scenario(coordinator: nil, world: generated.world, steps: lineage)
        do {
          let decoded = try Scenario.decode(scenario.encoded(), source: "nudges of \(original.kind)")
          if decoded.steps != lineage { problems.append("\(original.kind): steps change through the file") }
        } catch {
          problems.append("\(error)")
        }
      }
    }
    #expect(kinds.count >= 12, "the cases hold many step kinds: \(kinds.sorted { $0.rawValue < $1.rawValue })")
    #expect(problems.isEmpty, "\(problems.count) out of domain: \(problems.prefix(6))")
  }

  @Test("a nudged flick changes its speed by a little, not by a factor of ten")
  func flickNudgeIsSmall() {
    var rng = SeededSource(seed: 3)
    var ratios: [Double] = []
    for _ in 0..<400 {
      guard case .lift(_, let vy) = CaseMutator.nudged(.lift(vx: 0, vy: -2400), using: &rng), vy != 0 else { continue }
      ratios.append(abs(vy / -2400))
    }
    // The nudge's own menu: a few tens of points per second, or a ratio of 0.5, 0.9, 1.1, 2 (or a sign flip).
    #expect(ratios.allSatisfy { $0 <= 2 }, "largest ratio \(ratios.max() ?? 0)")
    #expect(ratios.filter { abs($0 - 1) < 0.05 }.count > ratios.count / 2, "most nudges are small")
  }
}
