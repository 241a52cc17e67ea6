// The Three Loaders article's load arbiter: every request for the page's three loads passes through one
// pure state machine whose priority order follows blast radius. No clock, no I/O, no
// Foundation: the same calls in the same order always give the same decisions.

/// Decides which of a page's loads may start, and which responses may land.
///
/// The rules, each kept because a real race broke the page without it (the Three Loaders article):
/// - **Refresh supersedes.** It always starts, and cancels whatever is in flight, since it
///   refetches the slots and the first page anyway. A stale next page landing after a
///   refresh is how "page one followed by page N" happens.
/// - **Refresh blocks.** While it flies, slot and next-page triggers are rejected.
/// - **Single flight.** A slot or next-page trigger is rejected while the same load flies;
///   the gate reopens only when that request completes (applied or failed) or is cancelled,
///   so "next page" never fetches the same page twice.
/// - **Tokens.** A response is honoured only while its token is active.
///
/// A second refresh while one flies restarts: the new refresh gets a new token and the
/// old one is cancelled. Refresh is the page's founding event, and the latest pull is the
/// one the user is waiting for; the older response answers a pull that has been replaced.
public struct LoadArbiter: Sendable, Equatable {
  /// How many cancelled tokens are remembered so a late response reads as `cancelled`
  /// rather than `stale` (both are dropped; the memory only sharpens the reason).
  /// Bounded so that memory stays flat however long the arbiter lives.
  public static let cancelledMemory: Int = 32

  /// The request fetching the whole page, if any.
  public private(set) var refresh: LoadToken?
  /// The request fetching the banner placements, if any.
  public private(set) var slots: LoadToken?
  /// The request fetching the next content page, if any.
  public private(set) var nextPage: LoadToken?
  /// The token of the most recently started refresh, in flight or not.
  public private(set) var latestRefresh: LoadToken?
  /// Running totals, for invariants and reports.
  public internal(set) var counters = LoadCounters()

  /// The last token issued; the next one is its successor.
  public private(set) var lastIssued: LoadToken?
  /// Recently cancelled tokens not yet reported, oldest first.
  private(set) var recentlyCancelled: [LoadToken] = []

  /// An arbiter with nothing in flight.
  public init() {}

  // MARK: - Reading state

  /// The active token of `load`, or `nil` when it is not in flight.
  public func token(for load: PageLoad) -> LoadToken? {
    switch load {
    case .refresh: refresh
    case .slots: slots
    case .nextPage: nextPage
    }
  }

  /// Whether a request for `load` is in flight.
  public func isInFlight(_ load: PageLoad) -> Bool { token(for: load) != nil }

  /// Every request in flight, in start order.
  public var inFlight: [LoadTicket] {
    PageLoad.allCases.compactMap { load in token(for: load).map { LoadTicket(load, $0) } }
      .sorted { $0.token < $1.token }
  }

  /// The tokens whose responses would currently be honoured, in start order.
  public var activeTokens: [LoadToken] { inFlight.map(\.token) }

  /// Whether `token` is the active token of some load.
  public func isActive(_ token: LoadToken) -> Bool { load(of: token) != nil }

  /// The load `token` is currently fetching, or `nil` when it is not active.
  public func load(of token: LoadToken) -> PageLoad? {
    PageLoad.allCases.first { self.token(for: $0) == token }
  }

  // MARK: - Triggers

  /// Decides a trigger for `load` and, when it starts, records the new request.
  public mutating func request(_ load: PageLoad) -> LoadDecision {
    switch load {
    case .refresh:
      // Founding event: cancel everything, including an older refresh, and start.
      let superseded = inFlight
      for ticket in superseded { cancel(ticket) }
      let token = start(.refresh)
      latestRefresh = token
      return superseded.isEmpty ? .start(token) : .startCancelling(token, cancelled: superseded)

    case .slots, .nextPage:
      // Slots ride along with the refresh; a next page must not append to a list about to be replaced.
      if refresh != nil { return reject(.refreshInFlight) }
      // Single flight: the request in the air already fetches what this trigger wants.
      if isInFlight(load) { return reject(.alreadyInFlight) }
      return .start(start(load))
    }
  }

  // MARK: - Bookkeeping

  private mutating func start(_ load: PageLoad) -> LoadToken {
    let token = LoadToken(rawValue: (lastIssued?.rawValue ?? 0) + 1)
    lastIssued = token
    setToken(token, for: load)
    counters.started += 1
    return token
  }

  private mutating func reject(_ reason: LoadRejection) -> LoadDecision {
    counters.rejected += 1
    return .reject(reason)
  }

  private mutating func cancel(_ ticket: LoadTicket) {
    setToken(nil, for: ticket.load)
    counters.cancelled += 1
    recentlyCancelled.append(ticket.token)
    if recentlyCancelled.count > Self.cancelledMemory { recentlyCancelled.removeFirst() }
  }

  mutating func setToken(_ token: LoadToken?, for load: PageLoad) {
    switch load {
    case .refresh: refresh = token
    case .slots: slots = token
    case .nextPage: nextPage = token
    }
  }

  /// Forgets `token` as a cancelled one; returns whether it was remembered.
  mutating func forgetCancelled(_ token: LoadToken) -> Bool {
    guard let index = recentlyCancelled.firstIndex(of: token) else { return false }
    recentlyCancelled.remove(at: index)
    return true
  }
}
