// What a shrink run hands back: the smallest failing case found and an account of how.
//
// Counters are part of the product (Hypothesis prints its passes' calls and successes):
// they show which passes earn their replays, and they make determinism testable.

import ScrollSim

// MARK: - Per-pass accounting

/// What one pass did over a whole shrink run; every field is deterministic for a given input and oracle.
public struct PassCounters: Hashable, Sendable {
  /// Rounds in which the pass ran.
  public var runs: Int = 0
  /// Candidates the pass proposed that were strictly simpler and valid, so reached the cache or the oracle.
  public var attempts: Int = 0
  /// Proposals dropped before the cache: not strictly simpler, or a world the decoder rejects.
  public var discarded: Int = 0
  /// Attempts that still failed and became the current candidate.
  public var successes: Int = 0
  /// Oracle calls (replays) the pass caused.
  public var replays: Int = 0
  /// Attempts answered from the verdict cache without a replay.
  public var cacheHits: Int = 0

  /// Counters at zero.
  public init() {}
}

/// One pass's name, counters and time; the time is for reports only and never steers a decision.
public struct PassStats: Sendable {
  /// The pass's name, e.g. `deleteChunks`.
  public let name: String
  /// Deterministic counters.
  public var counters: PassCounters
  /// Wall-clock time spent in the pass (including its replays), measured with `ContinuousClock`.
  public var elapsed: Duration

  /// The statistics of the pass named `name`.
  public init(name: String, counters: PassCounters = PassCounters(), elapsed: Duration = .zero) {
    self.name = name
    self.counters = counters
    self.elapsed = elapsed
  }
}

// MARK: - The result

/// The outcome of `Shrinker.shrink`: the final candidate and how it was reached.
public struct ShrinkResult: Sendable {
  /// The simplest failing candidate found (the input itself if nothing simpler failed).
  public var candidate: ShrinkCandidate
  /// Oracle calls made, in total.
  public var replays: Int
  /// Candidates whose verdict came from the cache instead of a replay.
  public var cacheHits: Int
  /// Full rounds of all passes run; the last round made no progress unless the budget ran out.
  public var rounds: Int
  /// Per-pass statistics, in the order the passes run.
  public var passes: [PassStats]
  /// Whether shrinking stopped because `maxReplays` was reached rather than at a fixpoint.
  public var stoppedByBudget: Bool

  /// A small table of the passes, one line each, for logs and benchmarks.
  public var report: String {
    var lines = [
      "shrunk to \(candidate.steps.count) steps, \(candidate.totalFrames) frames in \(replays) replays "
        + "(\(cacheHits) cache hits, \(rounds) rounds\(stoppedByBudget ? ", budget exhausted" : ""))"
    ]
    for pass in passes {
      let c = pass.counters
      lines.append(
        "  \(pass.name.padding(toLength: 22, withPad: " ", startingAt: 0)) attempts \(c.attempts), "
          + "successes \(c.successes), replays \(c.replays), cache hits \(c.cacheHits), \(milliseconds(pass.elapsed))")
    }
    return lines.joined(separator: "\n")
  }
}

/// `duration` as milliseconds with two decimals, e.g. `1.29 ms`.
private func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let hundredths = (Double(seconds) * 1e5 + Double(attoseconds) / 1e13).rounded()
  return "\(Int(hundredths) / 100).\(String(Int(hundredths) % 100).leftPadded(to: 2)) ms"
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
