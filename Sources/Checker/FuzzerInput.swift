// How a coverage-guided fuzzer's bytes become a case: the one mapping the libFuzzer harnesses
// (FuzzTesting/) and `nestedcheck import-bytes` share, so an input a fuzzer saved replays as the case it ran.

import Generators
import ScrollSim

/// A libFuzzer input (bytes) as a case: the bytes drive the same generators a seed drives.
public enum FuzzerInput {
  /// The profile and step budget a harness uses unless told otherwise (`NESTEDCHECK_PROFILE`, `NESTEDCHECK_MAX_STEPS`).
  public static let defaultProfile = GeneratorProfile.default
  /// The most steps a case made from bytes has, as a fuzz run's default `--max-steps`.
  public static let defaultMaxSteps = 60

  /// The case `bytes` decode to: the generators read their choices from the bytes (`ByteSource`), so every
  /// input is a valid case, a short input a simple one; inside `template` (the coordinators' page template), if any.
  public static func generatedCase(
    bytes: [UInt8], profile: GeneratorProfile = defaultProfile, maxSteps: Int = defaultMaxSteps,
    template: PageTemplate? = nil
  ) -> GeneratedCase {
    var source = ByteSource(bytes: bytes)
    return generateCase(using: &source, profile: profile, maxSteps: maxSteps, template: template)
  }
}
