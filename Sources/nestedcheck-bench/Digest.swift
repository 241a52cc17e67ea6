// `nestedcheck-bench digest N`: one hash over the outcomes (frames, invariant, frame, message) of N generated cases
// per profile on every coordinator of the original catalogue. Two builds that print the same digest gave the same
// verdicts, frame by frame: how a performance change is shown not to change behaviour. `--without` leaves invariants
// out, so a build that adds one can be compared with a build before it.

import Checker
import Coordinators
import Generators
import ScrollSim

/// The catalogue as it stood before this work, so an older build computes a comparable digest.
let digestCoordinators = [
  "offset-lock", "ownership", "offset-lock-seed", "ownership-seed", "reset-current-only", "no-reset-on-tab-switch",
  "no-max-clamp", "unforwarded-list", "ignores-inset", "ungated-pager", "no-simultaneous", "stale-scrolls-to-top",
  "echoing-lock", "never-hand-back", "unpinned-container", "queued-next-page", "no-token-check", "eager-slots",
  "ungated-bottom-hit", "double-fetch", "slots-ride-refresh",
]

@MainActor
func outcomeDigest(cases: Int, without: [Invariant] = []) -> (digest: UInt64, runs: Int, failures: Int, frames: Int) {
  var options = RunOptions()
  for invariant in without { options.invariants.remove(invariant) }
  var hash: UInt64 = 0xCBF2_9CE4_8422_2325
  func mix(_ text: String) {
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
  }
  var runs = 0, failures = 0, frames = 0
  let entries = digestCoordinators.compactMap { CoordinatorCatalog.entry(named: $0) }
  for profile in [GeneratorProfile.default, .loads, .swarm, .pessimistic] {
    for index in 0..<UInt64(cases) {
      let generated = generateCase(seed: deriveSeed(runSeed: 11, caseIndex: index), profile: profile, maxSteps: 60)
      for entry in entries {
        let result = Runner.run(
          entry, world: Runner.normalized(generated.world, for: entry), steps: generated.steps, options: options)
        runs += 1
        frames += result.frames
        mix("\(entry.name) \(index) \(result.frames)")
        if let violation = result.verdict.violation {
          failures += 1
          mix(" \(violation.invariant.rawValue) \(violation.frame) \(violation.stepIndex ?? -1) \(violation.message)")
        }
        mix("\n")
      }
    }
  }
  return (hash, runs, failures, frames)
}
