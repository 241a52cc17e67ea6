// The page's loads as UIKit and the backend would run them: the refresh control fires on
// release, answers arrive when their frame comes, and every change the load logic makes
// to the page is recorded with what the page looked like at that moment.

import Foundation

extension PageWorld: LoadingPage {
  public var loadSettings: LoadSettings { loads?.settings ?? LoadSettings() }

  /// The coordinator's word when it is `LoadAwareCoordinator`; otherwise the header has scrolled away.
  public var contentOwnsScrolling: Bool {
    if let loadAware { return loadAware.contentOwnsScrolling }
    return !config.headerOnly && outerView.position >= maxOffsetY - offsetTolerance
  }

  /// The page as a load decision sees it now.
  public var loadMoment: LoadMoment {
    LoadMoment(
      contentOwnsScrolling: contentOwnsScrolling, containerDistanceFromTop: outerView.position - outerView.minPosition)
  }

  public func loadedPages(ofList index: Int) -> Int {
    guard let loads, loads.pagesShown.indices.contains(index) else { return 1 }
    return loads.pagesShown[index]
  }

  public func send(_ kind: LoadKind, forList list: Int, page: Int, tag: UInt64) -> NetworkRequest {
    let page = kind == .nextPage ? page : kind == .refresh ? 1 : 0
    guard loads != nil else {
      return NetworkRequest(id: 0, kind: kind, list: list, page: page, tag: tag, sentAtFrame: frameCount)
    }
    let moment = loadMoment
    let request = loads!.network.send(kind, list: list, page: page, tag: tag, frame: frameCount)
    if probeArmed { tellProbe(loadAction: "sent", list: list, request: request) }
    loads!.events.append(.sent(request, moment))
    // A refresh sent while the spinner spins replaces the one it waits for (the old one is cancelled by the app).
    if kind == .refresh, loads!.spinnerRequest != nil { loads!.spinnerRequest = request.id }
    return request
  }

  public func cancel(_ request: NetworkRequest) {
    if probeArmed { tellProbe(loadAction: "cancelled", list: request.list, request: request) }
    loads?.events.append(.cancelled(request))
  }

  public func applyBannerHeight(_ height: Double, from response: NetworkResponse) {
    guard loads != nil, height.isFinite, height >= 0 else { return }
    let before = config.headerHeight
    if probeArmed { tellProbe(loadAction: "banner", list: nil, request: response.request) }
    loads!.events.append(.bannerResized(from: before, to: height, source: response.request, moment: loadMoment))
    guard height != before else { return }
    facts.isLayoutFrame = true
    relayout { $0.headerHeight = height }
  }

  public func appendPage(from response: NetworkResponse) {
    let list = response.request.list
    guard loads != nil, loads!.pagesShown.indices.contains(list) else { return }
    if probeArmed { tellProbe(loadAction: "appended", list: list, request: response.request) }
    loads!.events.append(.appended(source: response.request, pagesBefore: loads!.pagesShown[list]))
    loads!.pagesShown[list] += 1
    guard !config.headerOnly else { return }
    // Appending rows moves nothing (a table keeps its offset when content grows), so the frame keeps its motion rules.
    setListContentHeight(index: list, height: min(config.list(list).contentHeight + loads!.settings.pageHeight, 1e7))
  }

  public func resetToFirstPage(from response: NetworkResponse) {
    let list = response.request.list
    guard loads != nil, loads!.pagesShown.indices.contains(list) else { return }
    if probeArmed { tellProbe(loadAction: "reset", list: list, request: response.request) }
    loads!.events.append(.reset(source: response.request))
    loads!.pagesShown[list] = 1
    guard !config.headerOnly else { return }
    facts.isLayoutFrame = true
    setListContentHeight(index: list, height: loads!.firstPageHeights[list])
  }

  // MARK: - The world's side

  /// Hands every answer due by this frame to the load logic, earliest first.
  func deliverArrivals() {
    guard let arrivals = loads?.network.takeArrivals(by: frameCount) else { return }
    for response in arrivals {
      loads?.events.append(.delivered(response))
      if probeArmed { tellProbe(loadAction: "delivered", list: response.request.list, request: response.request) }
      if let loadController { delivering(.loads) { loadController.didReceive(response) } }
      // The app ends refreshing when the refresh the spinner waits for completes, whatever its outcome.
      if response.request.id == loads?.spinnerRequest { endRefreshing() }
    }
  }

  /// `UIRefreshControl`: a finger lifting from the container pulled at least the threshold past its top fires it.
  /// Whether the page refreshes is the load logic's call (the Three Loaders article arms it only from the top, with the container owning).
  ///
  /// UIKit then shows the spinner (`isRefreshing`); an app whose policy declines the refresh calls `endRefreshing()`
  /// at once, so the spinner stays only when a refresh request went out. A refreshing control does not fire again.
  func releaseRefreshControl() {
    guard let loads, loads.spinnerRequest == nil, outerView.isDragging else { return }
    let pull = outerView.minPosition - outerView.position
    guard pull >= loads.settings.refreshThreshold else { return }
    self.loads?.events.append(.refreshControlFired(pull: pull))
    let sentBefore = loads.network.sent.count
    if let loadController { delivering(.loads) { loadController.refreshControlDidFire() } }
    if let sent = self.loads?.network.sent, sent.count > sentBefore,
      let refresh = sent[sentBefore...].last(where: { $0.kind == .refresh })
    {
      beginRefreshing(for: refresh.id)
    }
  }
}
