// An oracle wrapper that remembers every candidate it was asked about, so tests can check
// what the shrinker replayed: no repeats, only decodable values, the count it reported.

import Foundation
import ScrollSim
import Shrinkers

/// Wraps a synthetic oracle and records its calls.
final class RecordingOracle {
  private let predicate: (ShrinkCandidate) -> Bool
  /// Every candidate asked about, in call order.
  private(set) var calls: [ShrinkCandidate] = []
  /// Candidates asked about more than once.
  private(set) var repeats = 0
  private var seen: Set<ShrinkCandidate> = []

  init(_ predicate: @escaping (ShrinkCandidate) -> Bool) { self.predicate = predicate }

  func callAsFunction(_ candidate: ShrinkCandidate) -> Bool {
    calls.append(candidate)
    if !seen.insert(candidate).inserted { repeats += 1 }
    return predicate(candidate)
  }

  /// Shrinks `candidate` with a shrinker that calls this oracle.
  func shrink(_ candidate: ShrinkCandidate, maxReplays: Int = 5_000) -> ShrinkResult {
    Shrinker(oracle: { self($0) }, maxReplays: maxReplays).shrink(candidate)
  }
}

// MARK: - Decoder checks

/// Whether `value` survives JSON encoding and strict decoding unchanged.
func roundTrips<T: Codable & Equatable>(_ value: T) -> Bool {
  guard let data = try? JSONEncoder().encode(value), let back = try? JSONDecoder().decode(T.self, from: data) else {
    return false
  }
  return back == value
}

// MARK: - Step predicates for synthetic oracles

extension Step {
  /// The `dy` of a move, else nil.
  var moveDY: Double? { if case .move(_, let dy, _) = self { dy } else { nil } }
  /// The `vy` of a lift, else nil.
  var liftVY: Double? { if case .lift(_, let vy) = self { vy } else { nil } }
  /// The index of a tab tap, else nil.
  var tappedTab: Int? { if case .tapTab(let index, _) = self { index } else { nil } }
}

/// "Fails iff some move has dy < `threshold` and a later tapTab has index `tab`" (any tab when `tab` is nil).
func moveThenTap(dyBelow threshold: Double, tab: Int? = nil) -> @Sendable (ShrinkCandidate) -> Bool {
  { candidate in
    guard let first = candidate.steps.firstIndex(where: { ($0.moveDY ?? 0) < threshold }) else { return false }
    return candidate.steps[(first + 1)...].contains { step in
      step.tappedTab.map { tab == nil || $0 == tab } ?? false
    }
  }
}
