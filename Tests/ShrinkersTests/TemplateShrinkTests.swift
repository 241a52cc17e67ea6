// A shrunk case stays inside its page template: fewer lists, defaults and smaller numbers only as far as the template
// allows, and no candidate outside it is ever replayed.

import ScrollSim
import Testing

@testable import Shrinkers

@Suite struct TemplateShrinkTests {
  static let template = PageTemplate(
    listCount: 3...5, headerHeight: 240...320, pinOffset: 80...100,
    viewports: [ViewportSize(width: 390, height: 844), ViewportSize(width: 428, height: 926)],
    listContentHeight: 1_000...4_000)

  static let steps: [Step] = Noise.steps(30, around: [.reloadHeader(height: 317.4), .resize(width: 428, height: 926)], seed: 3)

  /// Any case with a header reload fails: the shrinker is free to simplify everything else as far as it is allowed.
  static func failsOnReload(_ candidate: ShrinkCandidate) -> Bool { candidate.steps.contains { $0.kind == .reloadHeader } }

  @Test("with a template, the shrunk case and every replayed candidate lie inside it")
  func staysInside() throws {
    let start = ShrinkCandidate(world: Self.template.clamped(Noise.busyWorld), steps: Self.steps)
    #expect(Self.template.admits(start.world), "\(Self.template.problems(in: start.world))")
    let oracle = RecordingOracle(Self.failsOnReload)
    let result = Shrinker(oracle: { oracle($0) }, template: Self.template).shrink(start)
    let shrunk = result.candidate
    #expect(shrunk.steps == [.reloadHeader(height: 240)], "the header stops at the range's lower end, not at 0")
    #expect(shrunk.world.listCount == 3, "lists stop at the template's least")
    #expect(Self.template.admits(shrunk.world, steps: shrunk.steps), "\(Self.template.problems(in: shrunk.world))")
    #expect(!oracle.calls.isEmpty)
    for candidate in oracle.calls {
      #expect(Self.template.admits(candidate.world, steps: candidate.steps), "replayed outside: \(candidate)")
    }
    #expect(roundTrips(shrunk.world))
  }

  @Test("the same case without a template shrinks past it: the template is what held it")
  func withoutTemplateLeaves() {
    let start = ShrinkCandidate(world: Self.template.clamped(Noise.busyWorld), steps: Self.steps)
    let result = RecordingOracle(Self.failsOnReload).shrink(start)
    #expect(result.candidate.steps == [.reloadHeader(height: 0)])
    #expect(result.candidate.world.listCount == 1)
    #expect(!Self.template.admits(result.candidate.world))
  }
}
