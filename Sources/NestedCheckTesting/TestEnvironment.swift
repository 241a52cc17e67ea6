// The environment variables that widen a `swift test` run without code changes, parsed strictly: a value
// that cannot be read is a recorded failure, never silently ignored (a nightly job would otherwise run
// the default seed and report green).

import Checker

/// `NESTEDCHECK_SEED`, `NESTEDCHECK_CASES`, `NESTEDCHECK_DURATION` and `NESTEDCHECK_REPLAY`.
struct TestEnvironment {
  var seed: UInt64?
  var cases: Int?
  var duration: Double?
  var replayPath: String?

  init(_ environment: [String: String]) throws {
    if let text = environment["NESTEDCHECK_SEED"] {
      guard let seed = SeedText.parse(text) else { throw EnvironmentError("NESTEDCHECK_SEED", text, SeedText.expected) }
      self.seed = seed
    }
    if let text = environment["NESTEDCHECK_CASES"] {
      guard let cases = Int(text), cases >= 1, cases <= 100_000_000 else {
        throw EnvironmentError("NESTEDCHECK_CASES", text, "a whole number in 1...100000000")
      }
      self.cases = cases
    }
    if let text = environment["NESTEDCHECK_DURATION"] {
      guard let duration = DurationText.parse(text) else {
        throw EnvironmentError("NESTEDCHECK_DURATION", text, DurationText.expected)
      }
      self.duration = duration
    }
    if let text = environment["NESTEDCHECK_REPLAY"], !text.isEmpty { replayPath = text }
  }
}

/// An environment variable whose value cannot be read.
struct EnvironmentError: Error, CustomStringConvertible {
  var description: String
  init(_ name: String, _ value: String, _ expected: String) {
    description = "\(name) must be \(expected), got '\(value)'"
  }
}
