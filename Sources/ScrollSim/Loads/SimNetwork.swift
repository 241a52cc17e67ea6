// The simulated network: requests go out when the page's load logic sends them, and a
// response comes back only when a `respond` step says so, after as many frames as it
// says. That is how responses arrive late, out of order, or after a refresh.

/// Requests sent and responses on their way, with no clock but the frame counter.
///
/// The network does not know about cancellation: a cancelled request still awaits its
/// answer, because a cancelled task's bytes can still arrive (the Three Loaders article), and the page's
/// tokens, not the wire, must keep them off the page.
public struct SimNetwork: Sendable {
  /// Every request sent so far, in send order (`id` is the position plus one).
  public private(set) var sent: [NetworkRequest] = []
  /// Requests with no answer scheduled yet, in send order.
  public private(set) var awaiting: [NetworkRequest] = []
  /// Answers on their way, in the order they were scheduled, each with the frame it arrives in.
  public private(set) var inTransit: [(arrival: Int, response: NetworkResponse)] = []
  /// The earliest arrival in transit, so a frame with nothing due costs one comparison.
  private var nextArrival: Int = .max

  /// A network with nothing sent.
  public init() {}

  /// Sends a request in frame `frame`.
  mutating func send(_ kind: LoadKind, list: Int, page: Int, tag: UInt64, frame: Int) -> NetworkRequest {
    let request = NetworkRequest(id: sent.count + 1, kind: kind, list: list, page: page, tag: tag, sentAtFrame: frame)
    sent.append(request)
    awaiting.append(request)
    return request
  }

  /// Schedules the answer to the oldest awaiting request of `kind` to arrive `afterFrames` after frame `now`.
  /// Returns the request answered, or `nil` when none of that kind awaits (the step does nothing).
  mutating func schedule(
    _ kind: LoadKind, afterFrames: Int, outcome: ResponseOutcome, slotHeight: Double?, now: Int
  ) -> NetworkRequest? {
    guard let index = awaiting.firstIndex(where: { $0.kind == kind }) else { return nil }
    let request = awaiting.remove(at: index)
    let carriesHeight = outcome == .success && kind != .nextPage
    let response = NetworkResponse(request: request, outcome: outcome, slotHeight: carriesHeight ? slotHeight : nil)
    let arrival = now + afterFrames
    inTransit.append((arrival, response))
    nextArrival = min(nextArrival, arrival)
    return request
  }

  /// Whether some answer arrives in or before `frame`.
  @inline(__always)
  func hasArrivals(by frame: Int) -> Bool { nextArrival <= frame }

  /// Removes and returns the answers that arrive in or before `frame`: earliest arrival first, then scheduling order.
  mutating func takeArrivals(by frame: Int) -> [NetworkResponse] {
    guard hasArrivals(by: frame) else { return [] }
    var due: [(arrival: Int, order: Int, response: NetworkResponse)] = []
    var kept: [(arrival: Int, response: NetworkResponse)] = []
    for (order, entry) in inTransit.enumerated() {
      if entry.arrival <= frame { due.append((entry.arrival, order, entry.response)) } else { kept.append(entry) }
    }
    inTransit = kept
    nextArrival = kept.map(\.arrival).min() ?? .max
    return due.sorted { ($0.arrival, $0.order) < ($1.arrival, $1.order) }.map(\.response)
  }
}
