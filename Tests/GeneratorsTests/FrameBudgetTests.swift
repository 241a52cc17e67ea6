// Generated cases stay inside the scenario frame budget: `--max-steps` is at most 1000 and no
// generated step takes more than 600 frames, so a fuzz case plays at most 600,000 frames of steps, well inside
// `maximumScenarioFrames`; the fuzz worker never needs to stop one at the budget.

import Generators
import ScrollSim
import Testing

@Suite struct FrameBudgetTests {
  static let longestGeneratedStep = 600

  @Test("no generated step takes more than 600 frames, in any profile, so 1000 steps fit the frame budget")
  func stepsFitTheBudget() {
    var longest = 0
    for profile in GeneratorProfile.all {
      for generated in generateCases(profile, count: 60, maxSteps: 1000) {
        longest = max(longest, generated.steps.map(\.frameCount).max() ?? 0)
        #expect(generated.steps.count <= 1000)
      }
    }
    #expect(longest <= Self.longestGeneratedStep)
    #expect(longest >= 300, "long waits are drawn at all (else this test proves little): longest \(longest)")
    #expect(1000 * Self.longestGeneratedStep <= maximumScenarioFrames)
  }
}
