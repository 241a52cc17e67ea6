// The Three Loaders article's load logic on a real page: scroll callbacks and the refresh control become
// triggers, gated by who owns the pan; every trigger and every response passes the
// arbiter; slot heights wait in the gate for a moment that cannot move the page.

import Foundation
import ScrollSim

/// The page controller's load half from the Three Loaders article: three loads, one arbiter, ownership-gated triggers.
///
/// - Pull-to-refresh arms only while the container owns the pan and sits at its top.
/// - Bottom-hit pagination is evaluated from the content's scroll callbacks, only while the content owns
///   (before the handoff those callbacks are the coordinator's pinning writes, not the user).
/// - Responses land only with an active token; a refresh cancels what is in flight, on the wire too.
/// - A slot height is applied only at a safe moment (`SlotHeightGate`), and one held when a refresh starts is
///   forgotten: the refresh refetches the placements, and nothing from before it may land after it.
///
/// `open`, with each decision in its own method, so a mutant overrides exactly one idea.
open class ArbitratedLoadController: PageLoadController {
  /// The page; it owns this controller and outlives it (see `OwnershipCoordinator.page`).
  @exclusivity(unchecked) public private(set) unowned(unsafe) var page: (any LoadingPage)?
  /// Which loads may start and which responses may land.
  @exclusivity(unchecked) public var arbiter = LoadArbiter()
  /// Holds a received banner height until applying it cannot move what the user sees.
  @exclusivity(unchecked) public var gate = SlotHeightGate()
  /// The response whose height the gate holds, so the page can say where a late-applied height came from.
  @exclusivity(unchecked) public var heldSource: NetworkResponse?
  /// Requests whose tokens are active, so a refresh can cancel them on the wire.
  @exclusivity(unchecked) public internal(set) var pending: [NetworkRequest] = []

  /// A controller with nothing loading.
  public init() {}

  // MARK: - PageLoadController

  open func attach(to page: any LoadingPage) { self.page = page }

  open func refreshControlDidFire() {
    guard let page, refreshArmed() else { return }
    trigger(.refresh, list: page.currentIndex)
  }

  open func slotsWanted() {
    guard let page else { return }
    trigger(.slots, list: page.currentIndex)
  }

  open func containerDidScroll() { releaseHeldHeight() }

  open func contentDidScroll(at index: Int) {
    guard let page, index == page.currentIndex, bottomHitArmed(), let list = page.list(at: index), isNearBottom(list)
    else { return }
    trigger(.nextPage, list: index)
  }

  open func didReceive(_ response: NetworkResponse) {
    pending.removeAll { $0.id == response.request.id }
    switch decide(response) {
    case .apply(let load):
      apply(response, as: load)
      loadDidEnd(load)
    case .discard(let load):
      loadDidEnd(load)
    case .drop:
      break
    }
  }

  // MARK: - Gates

  /// The Three Loaders article: a refresh arms only while the container owns the pan and sits at (or is pulled past) its top.
  open func refreshArmed() -> Bool {
    guard let page else { return false }
    return !page.contentOwnsScrolling && containerDistanceFromTop(page) <= gate.tolerance
  }

  /// The Three Loaders article: the bottom-hit trigger arms only while the content owns the pan.
  open func bottomHitArmed() -> Bool { page?.contentOwnsScrolling ?? false }

  /// Whether `list` has come within the page's bottom-hit distance of its maximum offset.
  open func isNearBottom(_ list: any ScrollSurface) -> Bool {
    guard let page else { return false }
    let inset = list.adjustedContentInset
    let maxY = max(list.contentSize.height + inset.bottom - list.bounds.height, -inset.top)
    return Double(list.contentOffset.y) >= Double(maxY) - page.loadSettings.bottomHitDistance
  }

  // MARK: - Triggers

  /// Asks the arbiter; cancels what a refresh supersedes; sends what starts.
  open func trigger(_ load: PageLoad, list: Int) {
    guard let page else { return }
    let decision = arbiter.request(load)
    if case .reject(let reason) = decision {
      triggerWasRejected(load, list: list, reason: reason)
      return
    }
    cancelSuperseded(decision.cancelled)
    if load == .refresh { forgetHeldHeight() }
    guard let token = decision.startedToken else { return }
    let pageNumber = load == .nextPage ? page.loadedPages(ofList: list) + 1 : 1
    pending.append(page.send(load.kind, forList: list, page: pageNumber, tag: token.rawValue))
  }

  /// A rejected trigger is dropped, never queued (the Three Loaders article): the request in flight already fetches what it wants.
  open func triggerWasRejected(_ load: PageLoad, list: Int, reason: LoadRejection) {}

  /// Cancels superseded requests on the wire (their bytes may still arrive; their tokens are already inactive).
  open func cancelSuperseded(_ tickets: [LoadTicket]) {
    guard let page else { return }
    for ticket in tickets {
      guard let index = pending.firstIndex(where: { $0.tag == ticket.token.rawValue }) else { continue }
      page.cancel(pending.remove(at: index))
    }
  }

  /// Called when a load's request ended (applied or failed), after its effect.
  open func loadDidEnd(_ load: PageLoad) {}

  // MARK: - Responses

  /// The arbiter's verdict on a response: only an active token lands.
  open func decide(_ response: NetworkResponse) -> CompletionDecision {
    arbiter.complete(LoadToken(rawValue: response.request.tag), outcome: LoadOutcome(response.outcome))
  }

  /// Applies a current, successful response.
  open func apply(_ response: NetworkResponse, as load: PageLoad) {
    guard let page else { return }
    switch load {
    case .refresh:
      page.resetToFirstPage(from: response)
      if let height = response.slotHeight { receiveSlotHeight(height, from: response, insideRefresh: true) }
    case .slots:
      if let height = response.slotHeight { receiveSlotHeight(height, from: response, insideRefresh: false) }
    case .nextPage:
      page.appendPage(from: response)
    }
  }

  /// Passes a received banner height through the gate: applied now, or held for a safe moment.
  open func receiveSlotHeight(_ height: Double, from response: NetworkResponse, insideRefresh: Bool) {
    guard let page else { return }
    switch gate.receive(height, at: moment(page, insideRefresh: insideRefresh)) {
    case .apply(let height):
      heldSource = nil
      page.applyBannerHeight(height, from: response)
    case .hold:
      heldSource = response
    }
  }

  /// Applies the held height once the page reaches a safe moment (typically the user back at the top).
  open func releaseHeldHeight() {
    guard gate.isHolding, let page, let source = heldSource,
      let height = gate.settle(at: moment(page, insideRefresh: false))
    else { return }
    heldSource = nil
    page.applyBannerHeight(height, from: source)
  }

  /// A refresh started: a height held from before it must not land after it.
  open func forgetHeldHeight() {
    gate.discardHeld()
    heldSource = nil
  }

  // MARK: - Reading the page

  func containerDistanceFromTop(_ page: any LoadingPage) -> Double {
    Double(page.outer.contentOffset.y + page.outer.adjustedContentInset.top)
  }

  func moment(_ page: any LoadingPage, insideRefresh: Bool) -> SlotHeightMoment {
    SlotHeightMoment(
      contentOwnsScrolling: page.contentOwnsScrolling, containerDistanceFromTop: containerDistanceFromTop(page),
      insideRefresh: insideRefresh)
  }
}
