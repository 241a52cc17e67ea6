// What the page's loads did in a frame, in order: the evidence the load invariants read.
//
// The world records these itself, at the moment the load logic calls it, together with
// what the page looked like just then; the checker never has to trust the load logic's
// own account of where the finger was or who owned the pan.

/// The page as a load decision saw it.
public struct LoadMoment: Hashable, Sendable {
  /// Whether the content list owned the vertical pan (the coordinator's word, or `outer.y >= maxOffsetY`).
  public var contentOwnsScrolling: Bool
  /// The container's offset above its resting top (offset − minimum offset); negative while pulled down.
  public var containerDistanceFromTop: Double

  /// The moment a load event happened: who owned the pan and how far the container was from its top.
  public init(contentOwnsScrolling: Bool, containerDistanceFromTop: Double) {
    self.contentOwnsScrolling = contentOwnsScrolling
    self.containerDistanceFromTop = containerDistanceFromTop
  }
}

/// One thing the page's loads did.
public enum LoadEvent: Hashable, Sendable {
  /// The refresh control fired: the container was released this far (points) past its top.
  case refreshControlFired(pull: Double)
  /// The load logic sent a request.
  case sent(NetworkRequest, LoadMoment)
  /// The load logic cancelled a request (its bytes may still arrive).
  case cancelled(NetworkRequest)
  /// A response reached the load logic.
  case delivered(NetworkResponse)
  /// The banner was resized to a response's slot height; from a refresh response, or a slots one (perhaps held).
  case bannerResized(from: Double, to: Double, source: NetworkRequest, moment: LoadMoment)
  /// A page was appended to a list that showed `pagesBefore` pages.
  case appended(source: NetworkRequest, pagesBefore: Int)
  /// A refresh put a list back to page one.
  case reset(source: NetworkRequest)
}

extension LoadEvent: CustomStringConvertible {
  /// A few words for traces, e.g. `sent nextPage#3 p2`, `appended nextPage#3 after 1`.
  public var description: String {
    switch self {
    case .refreshControlFired(let pull): "refresh control fired (pull \(fmt(pull)))"
    case .sent(let request, let moment):
      "sent \(request)" + (request.kind == .nextPage ? " p\(request.page)" : "")
        + (moment.contentOwnsScrolling ? " (content owns)" : " (container owns)")
    case .cancelled(let request): "cancelled \(request)"
    case .delivered(let response): "delivered \(response)"
    case .bannerResized(let from, let to, let source, _): "banner \(fmt(from))->\(fmt(to)) by \(source)"
    case .appended(let source, let pagesBefore): "appended \(source) p\(source.page) after \(pagesBefore)"
    case .reset(let source): "reset by \(source)"
    }
  }
}
