// Responses: the second half of the arbiter. A response lands only while its token is
// active, which is what keeps a cancelled next page off a freshly refreshed list.

extension LoadArbiter {
  /// Decides what to do with the response to `token`, and frees its load's slot if current.
  ///
  /// - A current success is applied; a current failure is discarded. Either way the load is
  ///   no longer in flight, so single flight reopens (the Three Loaders article: the gate reopens only once the
  ///   response is applied; a failure must reopen it too, or the list could never load again).
  /// - Anything else is dropped and changes nothing but `counters.dropped`: a response to a
  ///   cancelled or superseded request answers a question the page no longer asks.
  public mutating func complete(_ token: LoadToken, outcome: LoadOutcome) -> CompletionDecision {
    guard let load = load(of: token) else {
      counters.dropped += 1
      return .drop(dropReason(for: token))
    }
    setToken(nil, for: load)
    switch outcome {
    case .success:
      counters.applied += 1
      return .apply(load)
    case .failure:
      counters.failed += 1
      return .discard(load)
    }
  }

  private mutating func dropReason(for token: LoadToken) -> DropReason {
    guard let lastIssued, token.rawValue >= 1, token <= lastIssued else { return .unknown }
    return forgetCancelled(token) ? .cancelled : .stale
  }
}

/// Running totals of an arbiter's decisions.
///
/// Every started request ends exactly one way, so at any moment
/// `started == applied + failed + cancelled + inFlight.count`.
public struct LoadCounters: Sendable, Hashable, Codable {
  /// Requests started (including refreshes that cancelled others).
  public var started: Int = 0
  /// Triggers rejected: during a refresh, or while the same load was in flight.
  public var rejected: Int = 0
  /// In-flight requests cancelled by a refresh.
  public var cancelled: Int = 0
  /// Current responses applied.
  public var applied: Int = 0
  /// Current requests that failed and were discarded.
  public var failed: Int = 0
  /// Responses dropped because their token was not active.
  public var dropped: Int = 0

  /// Counters at zero.
  public init() {}

  /// Started requests that have ended one way or another.
  public var ended: Int { applied + failed + cancelled }
}
