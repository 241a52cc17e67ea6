// What the arbiter answers: to a trigger (start, start while cancelling, reject) and to a
// response (apply, discard, drop). Both are plain values so the policy tests as a table.

/// The arbiter's answer to a load trigger.
public enum LoadDecision: Sendable, Hashable {
  /// Start the request; quote `token` when it completes.
  case start(LoadToken)
  /// Start the request after cancelling the listed ones; their responses will be dropped.
  case startCancelling(LoadToken, cancelled: [LoadTicket])
  /// Do nothing. Rejected triggers are dropped, never queued (the Three Loaders article): by the time a
  /// queued load ran, its answer would be to a question nobody is asking any more.
  case reject(LoadRejection)

  /// The token of the started request, or `nil` when the trigger was rejected.
  public var startedToken: LoadToken? {
    switch self {
    case .start(let token), .startCancelling(let token, _): token
    case .reject: nil
    }
  }

  /// The requests this decision cancelled (empty unless `startCancelling`).
  public var cancelled: [LoadTicket] {
    if case .startCancelling(_, let cancelled) = self { return cancelled }
    return []
  }
}

/// Why a trigger was rejected.
public enum LoadRejection: String, Sendable, Hashable, Codable {
  /// A refresh is in flight. It refetches the slots itself, and nothing may append to a
  /// list that is about to be replaced, so every other trigger waits it out (and is dropped).
  case refreshInFlight
  /// The same load is already in flight. It is fetching exactly what the trigger asks for:
  /// the bounce frames after a bottom hit re-evaluate the trigger many times per gesture.
  case alreadyInFlight
}

/// How a request ended, as reported by the transport.
public enum LoadOutcome: String, Sendable, Hashable, Codable {
  /// The response arrived and carried data.
  case success
  /// The request failed.
  case failure
}

/// The arbiter's answer to a completed request.
public enum CompletionDecision: Sendable, Hashable {
  /// The response is current: apply it. The load's slot is free again.
  case apply(PageLoad)
  /// The request failed while current: nothing to apply, and the slot is free again, so the
  /// next trigger (the user scrolling or pulling again) starts afresh.
  case discard(PageLoad)
  /// The token is not active: ignore the response entirely; no state changes but a counter.
  case drop(DropReason)
}

/// Why a response was dropped.
public enum DropReason: String, Sendable, Hashable, Codable {
  /// The request was cancelled by a refresh that superseded it.
  case cancelled
  /// The token was issued but is no longer active: it already completed, or it was
  /// cancelled so long ago that the arbiter no longer remembers it individually.
  case stale
  /// The token was never issued by this arbiter.
  case unknown
}
