// Batches of generated cases shared by the statistical tests.

import Generators

/// `count` cases of `profile`, case i seeded with `deriveSeed(runSeed: testRunSeed, caseIndex: i)`.
func generateCases(_ profile: GeneratorProfile, count: Int, maxSteps: Int = 100) -> [GeneratedCase] {
  (0..<UInt64(count)).map { index in
    generateCase(seed: deriveSeed(runSeed: testRunSeed, caseIndex: index), profile: profile, maxSteps: maxSteps)
  }
}
