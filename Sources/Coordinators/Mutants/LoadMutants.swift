// One-idea faults in the page's load logic (the Three Loaders article's arbiter, gate and trigger gates).
// Each runs with the shipped ownership coordinator: only the load half is broken.

import Foundation
import ScrollSim

/// Bottom hits that arrive while a next page flies are queued, not dropped, and replayed when it ends.
/// Breaks `pages-in-order`: the queued hit asked for the page already in flight, so the list shows it twice
/// (the Three Loaders article: "one gesture at the end of the list queued the same next page three or four times").
final class QueuedNextPageLoads: ArbitratedLoadController {
  /// The list and page the latest rejected bottom hit asked for.
  var queued: (list: Int, page: Int)?

  override func triggerWasRejected(_ load: PageLoad, list: Int, reason: LoadRejection) {
    guard load == .nextPage, reason == .alreadyInFlight, let page else { return }
    queued = (list, page.loadedPages(ofList: list) + 1)
  }

  override func loadDidEnd(_ load: PageLoad) {
    guard load == .nextPage, let queued, let page else { return }
    self.queued = nil
    guard let token = arbiter.request(.nextPage).startedToken else { return }
    pending.append(page.send(.nextPage, forList: queued.list, page: queued.page, tag: token.rawValue))
  }
}

/// Responses are applied whatever their token: a cancelled request's late bytes land too.
/// Breaks `no-stale-append`: a next page fetched before a refresh appends to the refreshed list.
final class NoTokenCheckLoads: ArbitratedLoadController {
  override func decide(_ response: NetworkResponse) -> CompletionDecision {
    let decision = super.decide(response)
    guard case .drop = decision, response.outcome == .success else { return decision }
    return .apply(PageLoad(response.request.kind))
  }
}

/// A slot height is applied the moment it arrives, without waiting for a safe moment.
/// Breaks `ceiling-still-while-content-owns`: a late slot response moves the ceiling under the content's pan.
final class EagerSlotsLoads: ArbitratedLoadController {
  override func receiveSlotHeight(_ height: Double, from response: NetworkResponse, insideRefresh: Bool) {
    page?.applyBannerHeight(height, from: response)
  }
}

/// Bottom-hit pagination is evaluated on every content callback, whoever owns the pan.
/// Breaks `bottom-hit-arms-with-content`: the coordinator's pinning writes to a short list fire it while the
/// container owns (the Three Loaders article: "evaluating the pagination trigger during those frames would fire it spuriously").
final class UngatedBottomHitLoads: ArbitratedLoadController {
  override func bottomHitArmed() -> Bool { true }
}

/// A bottom hit rejected because a next page flies is sent anyway, outside the arbiter.
/// Breaks `single-flight-next-page`: the bounce frames after one bottom hit each start a request.
final class DoubleFetchLoads: ArbitratedLoadController {
  override func triggerWasRejected(_ load: PageLoad, list: Int, reason: LoadRejection) {
    guard load == .nextPage, reason == .alreadyInFlight, let page else { return }
    // Tag 0 is no token the arbiter ever issues: its response will be dropped, but the request flies.
    _ = page.send(.nextPage, forList: list, page: page.loadedPages(ofList: list) + 1, tag: 0)
  }
}

/// A refresh lets the slot request in flight ride along instead of cancelling it, and honours its response.
/// Breaks `refresh-supersedes`: placements fetched before the refresh land after it started.
final class SlotsRideRefreshLoads: ArbitratedLoadController {
  /// The slots token a refresh superseded, still honoured.
  var riding: LoadToken?

  override func cancelSuperseded(_ tickets: [LoadTicket]) {
    if let slots = tickets.first(where: { $0.load == .slots }) { riding = slots.token }
    super.cancelSuperseded(tickets.filter { $0.load != .slots })
  }

  override func decide(_ response: NetworkResponse) -> CompletionDecision {
    let token = LoadToken(rawValue: response.request.tag)
    guard token == riding else { return super.decide(response) }
    riding = nil
    return response.outcome == .success ? .apply(.slots) : .discard(.slots)
  }
}
