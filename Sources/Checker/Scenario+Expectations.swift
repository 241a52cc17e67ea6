// A scenario's `expect` map, played: what each named coordinator gives today against what the file
// records. Shared by `nestedcheck promote` (which records verdicts) and the regression corpus test
// (which asserts them), so both read a verdict the same way.

import Coordinators

extension Verdict {
  /// The verdict as written in `expect`: `"pass"` or the broken invariant's name.
  public var expectationValue: String { violation?.invariant.rawValue ?? "pass" }
}

/// One `expect` entry checked against a replay.
public struct ExpectationCheck: Hashable, Sendable {
  /// The coordinator the expectation is for.
  public var coordinator: String
  /// What the file records.
  public var expected: String
  /// What the replay gave (`nil` when the coordinator is not in the catalogue).
  public var verdict: Verdict?

  /// Whether the verdict is the one the file expects.
  public var holds: Bool { verdict?.expectationValue == expected }

  /// One line for a failure report, e.g. `expect.no-max-clamp: expected pass, got outer-within-max at frame 10 (…)`.
  public var explanation: String {
    guard let verdict else {
      return "expect.\(coordinator): unknown coordinator '\(coordinator)'"
    }
    let detail = verdict.violation.map { " at frame \($0.frame) (\($0.message))" } ?? ""
    return "expect.\(coordinator): expected \(expected), got \(verdict.expectationValue)\(detail)"
  }
}

extension Scenario {
  /// Plays the scenario with `entry` under the scenario's own invariant selection.
  @MainActor public func verdict(with entry: CoordinatorEntry) -> Verdict {
    Runner.run(applied(to: entry), world: world, steps: steps, options: RunOptions(invariants: invariants)).verdict
  }

  /// Replays every `expect` entry, in coordinator-name order, resolving names in `registry`
  /// (the built-in catalogue by default; a team passes its own coordinators).
  @MainActor public func checkExpectations(in registry: CoordinatorRegistry = .builtIn) -> [ExpectationCheck] {
    expect.sorted { $0.key < $1.key }.map { name, expected in
      ExpectationCheck(coordinator: name, expected: expected, verdict: registry.entry(named: name).map(verdict(with:)))
    }
  }
}
