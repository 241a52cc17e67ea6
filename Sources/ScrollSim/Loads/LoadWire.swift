// What travels on the simulated network between the page and its backend: requests the
// page's load logic sends, and the responses `respond` steps schedule for them.
//
// These are the wire's own words, kept apart from the app's arbitration vocabulary
// (`PageLoad`, `LoadToken` in Coordinators) because the network knows nothing of
// priorities or cancellation: it delivers whatever bytes a step says arrive.

/// Which of the Three Loaders article's three loads a request fetches.
public enum LoadKind: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// The whole page: banner placements and the first content page together.
  case refresh
  /// The banner placements; their response may carry a new banner height.
  case slots
  /// One more content page, appended to the list.
  case nextPage

  public var description: String { rawValue }
}

/// How a response ended, as a `respond` step dictates it.
public enum ResponseOutcome: String, CaseIterable, Codable, Hashable, Sendable {
  /// The response carried its data.
  case success
  /// The request failed.
  case failure
}

/// One request the page sent, as the network (and the checker) sees it.
public struct NetworkRequest: Hashable, Sendable, CustomStringConvertible {
  /// Position in send order, from 1: a larger id was sent later.
  public let id: Int
  /// Which of the three loads it fetches.
  public let kind: LoadKind
  /// The list the request is for: the one that hit its bottom, or the content list when the page refreshed.
  public let list: Int
  /// For a next page, the page number it fetches (page one is the first page); 1 for a refresh; 0 for slots.
  public let page: Int
  /// An opaque number the sender chose (the app's arbiter token), handed back with the response.
  public let tag: UInt64
  /// The frame in which it was sent.
  public let sentAtFrame: Int

  /// A request from its parts.
  public init(id: Int, kind: LoadKind, list: Int, page: Int, tag: UInt64, sentAtFrame: Int) {
    self.id = id
    self.kind = kind
    self.list = list
    self.page = page
    self.tag = tag
    self.sentAtFrame = sentAtFrame
  }

  public var description: String { "\(kind)#\(id)" }
}

/// A response arriving for a request.
public struct NetworkResponse: Hashable, Sendable, CustomStringConvertible {
  /// The request answered.
  public let request: NetworkRequest
  /// Whether it succeeded.
  public let outcome: ResponseOutcome
  /// The banner height the placements need, for a successful slots or refresh response that carries one.
  public let slotHeight: Double?

  /// A response to `request`.
  public init(request: NetworkRequest, outcome: ResponseOutcome, slotHeight: Double? = nil) {
    self.request = request
    self.outcome = outcome
    self.slotHeight = slotHeight
  }

  public var description: String {
    "\(request) \(outcome)" + (slotHeight.map { " slotHeight \(fmt($0))" } ?? "")
  }
}
