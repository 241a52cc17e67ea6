// Content insets that change while the page is alive: the app's own (`setContentInset`:
// keyboards, tab bars, a list header that grows) and the refresh control's spinner.
//
// Apple documents `contentInset` as extra scrollable space around the content; changing it
// does not move `contentOffset`, so a view resting at its old top now sits inside its range,
// and one that falls outside it is clamped by UIScrollView's private
// `_adjustContentOffsetIfNecessary` (knob `clampOnContentShrink`). The view's delegate hears
// `scrollViewDidChangeAdjustedContentInset(_:)`, which the page forwards to the coordinator.

extension PageWorld {
  /// Applies a `setContentInset` step: the view's own inset in the configuration (so relayouts and re-created lists
  /// keep it), then UIKit's clamp, then the coordinator's inset callback.
  ///
  /// An inset set to the value it already has changes nothing and calls nothing back: UIKit tells the delegate only
  /// when the adjusted inset changed (Apple, `scrollViewDidChangeAdjustedContentInset(_:)`: "Tells the delegate that
  /// the adjusted content inset of the scroll view changed"), and a `contentInset` assigned its own value leaves it.
  func setContentInset(of target: InsetTarget, top: Double, bottom: Double) {
    switch target {
    case .outer:
      guard top != _config.outerTopInset || bottom != _config.outerBottomInset else { return }
      facts.isLayoutFrame = true
      facts.insetChanged = true
      _config.outerTopInset = top
      _config.outerBottomInset = bottom
      applyLayout()
      clampIfIdle(outerView)
      if probeArmed { activityProbe?.callbackWillRun("outerDidChangeAdjustedContentInset()", in: self) }
      coordinator.outerDidChangeAdjustedContentInset()
    case .list(let index):
      guard index >= 0, index < _config.listCount, !_config.headerOnly else { return }
      let current = index < _config.lists.count ? _config.lists[index] : ListSpec()
      guard top != current.topInset || bottom != current.bottomInset else { return }
      facts.isLayoutFrame = true
      facts.insetChanged = true
      while _config.lists.count <= index { _config.lists.append(ListSpec()) }
      _config.lists[index].topInset = top
      _config.lists[index].bottomInset = bottom
      guard let list = _lists[index] else { return }
      layoutList(list, index: index)
      clampIfIdle(list)
      if probeArmed { activityProbe?.callbackWillRun("listDidChangeAdjustedContentInset(at:)", in: self) }
      coordinator.listDidChangeAdjustedContentInset(at: index)
    }
  }

  /// UIKit's clamp after a range change, for a view nobody is touching and nothing is moving (knob).
  func clampIfIdle(_ view: SimScrollView) {
    guard _config.knobs.clampOnContentShrink, !view.isTracking, !view.isMoving, view.overscroll != 0 else { return }
    view.write(x: view.offsetX, y: min(max(view.position, view.minPosition), view.maxPosition))
  }

  // MARK: - The refresh control's spinner

  /// `UIRefreshControl` began refreshing for `request`: its spinner's height joins the container's top inset, so the
  /// released container springs back to `-spinnerHeight` and rests there with the spinner in view.
  func beginRefreshing(for request: Int) {
    guard loads != nil else { return }
    let wasRefreshing = loads!.spinnerRequest != nil
    loads!.spinnerRequest = request
    guard !wasRefreshing else { return }
    // An inset change is a layout change: a coordinator re-pinning against the moved top is not a jump.
    facts.isLayoutFrame = true
    facts.insetChanged = true
    applyLayout()
    if probeArmed { activityProbe?.callbackWillRun("outerDidChangeAdjustedContentInset()", in: self) }
    coordinator.outerDidChangeAdjustedContentInset()
  }

  /// `endRefreshing()`: the spinner's inset goes, and a container resting above its new top springs back to it
  /// (UIKit animates the inset away rather than jumping).
  func endRefreshing() {
    guard loads?.spinnerRequest != nil else { return }
    loads!.spinnerRequest = nil
    facts.isLayoutFrame = true
    facts.insetChanged = true
    applyLayout()
    if !outerView.isTracking, !outerView.isMoving, outerView.overscroll < 0 { outerView.motion = .bouncing(velocity: 0) }
    if probeArmed { activityProbe?.callbackWillRun("outerDidChangeAdjustedContentInset()", in: self) }
    coordinator.outerDidChangeAdjustedContentInset()
  }
}
