// The requests of a root-cause replay, followed from the first frame: each send with its call stack, which next
// page was still in flight when another was sent, and which requests were cancelled before their answer came.
//
// A broken load rule is judged at one event, but the request that made it wrong may have been sent many frames
// before, outside every recorded window: a next page sent while another flies (`single-flight-next-page`) may be
// the correct trigger firing while an extra request the fault sent earlier still flies, and a page appended out of
// order was asked for when its request was sent, not when the correct completion code applied it.

import ScrollSim

/// The requests of one replay (see the file comment).
struct LoadLog {
  struct Send {
    /// For a next page: the id of a next page that was still in flight when this one was sent (`nil`: none).
    var sentWhileOpen: Int?
    /// For a next page: whether it asked for the page after the ones its list showed when it was sent. A page
    /// appended out of order by a request that asked for the right page came back to a list that changed since
    /// (reloaded, or reset by a refresh): its response was outdated and needed dropping.
    var askedForNextPage: Bool
    var source: CallbackSource
    var addresses: [UInt]
  }

  /// Sends by request id; at most `capacity` (a fault that sends on every frame repeats its first stacks).
  private(set) var sends: [Int: Send] = [:]
  /// Requests cancelled before their response was delivered.
  private(set) var cancelled: Set<Int> = []
  private var delivered: Set<Int> = []
  /// Next pages sent and neither delivered nor cancelled, in send order (as the load rules count them).
  private var openNextPages: [Int] = []
  static let capacity = 512

  /// Notes `action` on `request`; `pagesShown` is how many pages the request's list shows now.
  mutating func follow(_ action: String, _ request: NetworkRequest, source: CallbackSource, pagesShown: Int) {
    switch action {
    case "sent":
      let open = request.kind == .nextPage ? openNextPages.first : nil
      if request.kind == .nextPage { openNextPages.append(request.id) }
      guard sends.count < Self.capacity else { return }
      sends[request.id] = Send(
        sentWhileOpen: open,
        askedForNextPage: request.kind == .nextPage && request.page == pagesShown + 1, source: source,
        addresses: CallStack.returnAddresses())
    case "cancelled":
      if !delivered.contains(request.id) { cancelled.insert(request.id) }
      openNextPages.removeAll { $0 == request.id }
    case "delivered":
      delivered.insert(request.id)
      openNextPages.removeAll { $0 == request.id }
    default:
      break
    }
  }

  /// The send that broke single flight first in the chain behind `sent`, a next page sent while `open` flew: when
  /// `open` was itself sent while another flew, it is the extra request and `sent` the correct code's next one.
  func extraRequest(sent: Int, open: Int) -> Send? {
    var culprit = sends[sent]
    var open = open
    var seen: Set<Int> = []
    while let earlier = sends[open], let before = earlier.sentWhileOpen, seen.insert(open).inserted {
      culprit = earlier
      open = before
    }
    return culprit
  }
}
