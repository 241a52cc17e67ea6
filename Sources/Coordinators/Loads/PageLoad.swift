// The vocabulary of the Three Loaders article's load arbitration: the three loads that feed one page,
// and the tokens that tie each response back to the request that asked for it.

/// One of the three loads that feed a banner-plus-content page.
///
/// They are listed in priority order, which follows blast radius (the Three Loaders article): the load that
/// replaces the page outranks the one that reshapes it, which outranks the one that extends it.
public enum PageLoad: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
  /// Pull-to-refresh: refetches the slot data and the first content page together, replacing the page.
  case refresh
  /// The banner placements; their count decides the banner height, hence the gesture ceiling.
  case slots
  /// Bottom-hit pagination: one more page appended to the content list.
  case nextPage

  public var description: String { rawValue }
}

/// The id of one started request; ids strictly increase in the order requests start.
///
/// Every completion reports its token back to the arbiter. Because a token can only be
/// active once, a response that outlived its request (cancelled by a refresh, or answering
/// an older refresh) is recognised by its token alone, however late its bytes arrive.
public struct LoadToken: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The position of this request in the arbiter's start order; the first token is 1.
  public let rawValue: UInt64

  /// The token with this number.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static func < (lhs: LoadToken, rhs: LoadToken) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "#\(rawValue)" }

  // Encoded as a bare number so repro files stay readable.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt64.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// A load together with the token of the request that is fetching it.
public struct LoadTicket: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Which of the three loads this request fetches.
  public let load: PageLoad
  /// The request's id, to be quoted when its response (or failure) comes back.
  public let token: LoadToken

  /// The ticket of `load`'s request, issued with `token`.
  public init(_ load: PageLoad, _ token: LoadToken) {
    self.load = load
    self.token = token
  }

  public var description: String { "\(load)\(token)" }
}
