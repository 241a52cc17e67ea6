// The frame loop: each step's action at the start of a frame, then one tick of every
// view's own motion, then the observer (the invariant checker) sees the frame.

import Foundation

/// Sees every frame the world runs. Generic so the per-frame call is statically dispatched.
@MainActor
public protocol FrameObserver {
  /// Called after each frame; return `false` to stop the run (a violation was found).
  mutating func frameDidEnd(_ world: PageWorld) -> Bool
}

extension PageWorld {
  /// Runs every frame of `step`, reporting each to `observer`. Returns `false` if the observer stopped the run.
  ///
  /// Inlinable so the runner's module specializes it for its observer: unspecialized, every frame called the observer
  /// through its protocol witness table and could not inline it.
  @discardableResult @inlinable
  public func run<Observer: FrameObserver>(_ step: Step, index: Int, observer: inout Observer) -> Bool {
    if let host = _host { return runHosted(step, index: index, host: host, observer: &observer) }
    let frames = step.frameCount
    for frameInStep in 0..<frames {
      beginFrame(stepIndex: index, frameInStep: frameInStep, isLast: frameInStep == frames - 1)
      act(step, frameInStep: frameInStep, frames: frames)
      deliverDueArrivals()
      tickViews()
      _frameCount += 1
      if !observer.frameDidEnd(self) { return false }
    }
    return true
  }

  /// The frame loop of a hosted page: the world begins each frame, the host plays the step's share and the display
  /// refresh (the page's own code runs there), the observer sees the frame.
  @inlinable
  func runHosted<Observer: FrameObserver>(_ step: Step, index: Int, host: any PageHost, observer: inout Observer) -> Bool {
    let frames = step.frameCount
    for frameInStep in 0..<frames {
      beginFrame(stepIndex: index, frameInStep: frameInStep, isLast: frameInStep == frames - 1)
      host.act(step, frameInStep: frameInStep, frames: frames)
      host.endFrame()
      _frameCount += 1
      if !observer.frameDidEnd(self) { return false }
    }
    return true
  }

  /// Hands the load logic the answers due by this frame, if any.
  @usableFromInline
  func deliverDueArrivals() {
    // `hasLoads` first: `loads` is a computed property, and reading it copied the whole optional load state (arrays
    // retained and released) every frame, even on worlds without loads.
    if hasLoads, _loads?.network.hasArrivals(by: _frameCount) == true { deliverArrivals() }
  }

  @usableFromInline
  func beginFrame(stepIndex: Int, frameInStep: Int, isLast: Bool) {
    // A loop during page set-up (attach, first reload) is reported in the first frame.
    // Stored fields directly, not the `facts`/`frameCount` accessors: this runs every frame.
    if _frameCount == 0 {
      let setUp = _facts
      _facts = FrameFacts()
      _facts.feedbackLoop = setUp.feedbackLoop
      _facts.feedbackLoopCut = setUp.feedbackLoopCut
      _facts.maxCallbackDepth = setUp.maxCallbackDepth
      _facts.callbacks = setUp.callbacks
    } else {
      _facts = FrameFacts()
    }
    _facts.frame = _frameCount
    _facts.stepIndex = stepIndex
    _facts.frameInStep = frameInStep
    _facts.isLastFrameOfStep = isLast
    _facts.currentIndexAtStart = _currentIndex
    _facts.visiblePageAtStart = visiblePage
    // `forEachView`'s order, without the closure.
    outerView.beginFrame()
    pager.beginFrame()
    headerContentView?.beginFrame()
    for list in _lists { list?.beginFrame() }
    if hasLoads { _loads?.beginFrame() }
  }

  /// The step's effect in this frame. Steps that do not apply (a move with no finger, a tab out of range) do nothing.
  ///
  /// The steps that act on every frame (a finger moving, a wait) are handled here, inlined into `run`; the others act
  /// on their first frame only, out of line in `actOnce` (the whole switch in one function cost a dozen instructions
  /// of prologue and epilogue on every frame).
  @inlinable
  func act(_ step: Step, frameInStep: Int, frames: Int) {
    switch step {
    case .move(let dx, let dy, _):
      let slice = Step.moveSlice(dx: dx, dy: dy, frameInStep: frameInStep, frames: frames)
      moveFinger(dx: slice.dx, dy: slice.dy)
    case .wait:
      break
    default:
      if frameInStep == 0 { actOnce(step) }
    }
  }

  /// A step that acts on its first frame only.
  @usableFromInline
  func actOnce(_ step: Step) {
    switch step {
    case .move, .wait:
      break
    case .touchDown(let x, let y):
      touchDown(x: x, y: y)
    case .lift(let vx, let vy):
      liftFinger(vx: vx, vy: vy)
    case .tapTab(let index, let animated):
      setCurrentListIndex(index, animated: animated)
    case .reloadHeader(let height):
      facts.isLayoutFrame = true
      relayout { $0.headerHeight = height }
    case .setSafeArea(let top, let bottom):
      relayoutIfChanged { Self.apply(safeAreaTop: top, bottom: bottom, to: &$0) }
    case .resize(let width, let height):
      relayoutIfChanged { Self.apply(width: width, height: height, to: &$0) }
    case .setListContent(let index, let height):
      guard index >= 0, index < _config.listCount, !_config.headerOnly else { return }
      facts.isLayoutFrame = true
      setListContentHeight(index: index, height: height)
    case .tapStatusBar:
      tapStatusBar()
    case .requestSlots:
      if let loadController { delivering(.loads) { loadController.slotsWanted() } }
    case .respond(let load, let afterFrames, let outcome, let slotHeight):
      _ = loads?.network.schedule(load, afterFrames: afterFrames, outcome: outcome, slotHeight: slotHeight, now: frameCount)
    case .setContentInset(let view, let top, let bottom):
      setContentInset(of: view, top: top, bottom: bottom)
    case .reloadPager:
      reloadPager()
    case .unloadDistantLists:
      unloadDistantLists()
    case .app(let name, let arguments):
      playAppEvent(name: name, arguments: arguments)
    }
  }

  /// Advances every view's own motion; the knob `momentumOrder` decides whether the lists or the outer table go first.
  ///
  /// Views at rest are skipped before the call (`tick` does nothing for them): most lists rest on most frames, and
  /// calling into each one retained and released it.
  @usableFromInline
  func tickViews() {
    if _config.knobs.momentumOrder == .innerFirst {
      if anyListMoving { tickMovingLists() }
      if pager.isMoving { pager.tick() }
      if let headerContentView, headerContentView.isMoving { headerContentView.tick() }
      if outerView.isMoving { outerView.tick() }
    } else {
      if outerView.isMoving { outerView.tick() }
      if let headerContentView, headerContentView.isMoving { headerContentView.tick() }
      if pager.isMoving { pager.tick() }
      if anyListMoving { tickMovingLists() }
    }
  }

  /// Whether a created list moves by itself: plain loads, which the optimizer keeps free of retains.
  ///
  /// Asked before `tickMovingLists`, whose loop over a snapshot of `_lists` (a tick calls the coordinator, which may
  /// change the page) retains the array, about 40 instructions a frame. On most frames no list moves and the loop is
  /// skipped. Skipping it changes nothing: when no list moves as it starts, none ticks, so no callback runs that could
  /// set one moving before the loop ends. Inlinable: the search observer asks it on most frames, from another module.
  @inline(__always)
  @inlinable public var anyListMoving: Bool {
    for index in _lists.indices where _lists[index]?.isMoving == true { return true }
    return false
  }

  /// Ticks the moving lists in index order, over the lists created when the loop starts.
  ///
  /// The snapshot `lists` keeps every list it names alive until the loop ends, so each is ticked through an unretained
  /// borrow: the plain `for list in _lists` loop retained and released each ticked list on top of the snapshot.
  @inline(never)
  func tickMovingLists() {
    let lists = _lists
    for index in lists.indices {
      guard let list = unretained(lists[index]) else { continue }
      list.borrow { if $0.isMoving { $0.tick() } }
    }
    extendLifetime(lists)
  }

  /// `setCurrentListIndex(_:animated:)`: moves the pager; the page becomes current at once, or when the animation ends.
  /// A tab tap (the `tapTab` step) calls it: the bar's control has selected the tapped tab already.
  public func setCurrentListIndex(_ index: Int, animated: Bool) {
    guard !_config.headerOnly, index >= 0, index < _config.listCount else { return }
    facts.tabSwitchRequested = true
    _selectedTabIndex = index
    let target = CGPoint(x: Double(index) * _config.viewportWidth, y: 0)
    // A swipe's snap this stops ends inside the call, and its page is not the one the tab chose (`placingPager`).
    placingPager = true
    if animated, target != pager.contentOffset {
      pendingAnimatedIndex = index
      pager.setContentOffset(target, animated: true)
      placingPager = false
    } else {
      pendingAnimatedIndex = nil
      pager.setContentOffset(target, animated: false)
      placingPager = false
      setCurrentIndex(index)
    }
  }

  /// A list's rows change (pagination appends, or content shrinks). The list reloads; the container does not.
  func setListContentHeight(index: Int, height: Double) {
    while _config.lists.count <= index { _config.lists.append(ListSpec()) }
    _config.lists[index].contentHeight = height
    guard let list = _lists[index] else { return }
    layoutList(list, index: index)
    if _config.knobs.clampOnContentShrink, !list.isTracking, !list.isMoving, list.overscroll != 0 {
      list.write(x: list.offsetX, y: min(max(list.position, list.minPosition), list.maxPosition))
    }
  }

  /// A device change (safe area, size), clamped as a device would; shared with the UIKit host so both read a step alike.
  public static func apply(safeAreaTop top: Double, bottom: Double, to config: inout WorldConfig) {
    config.safeAreaTop = min(top, config.viewportHeight / 2)
    config.safeAreaBottom = min(bottom, config.viewportHeight / 2)
  }

  /// A new window size: the safe area and the bar no taller than half of it.
  public static func apply(width: Double, height: Double, to config: inout WorldConfig) {
    config.viewportWidth = max(width, 100)
    config.viewportHeight = max(height, 100)
    config.safeAreaTop = min(config.safeAreaTop, config.viewportHeight / 2)
    config.safeAreaBottom = min(config.safeAreaBottom, config.viewportHeight / 2)
    config.pinBarHeight = min(config.pinBarHeight, config.viewportHeight / 2)
  }

  /// A device change that leaves the page as it is (a safe area or size it already has) is no layout: UIKit calls
  /// `safeAreaInsetsDidChange()` and lays out only when the insets or the bounds changed (Apple,
  /// `safeAreaInsetsDidChange()`: "Called when the safe area of the view changes"), so the container hears nothing.
  func relayoutIfChanged(_ change: (inout WorldConfig) -> Void) {
    var changed = _config
    change(&changed)
    guard changed != _config else { return }
    facts.isLayoutFrame = true
    relayout(change)
  }

  /// UIKit scrolls to top only when exactly one on-screen scroll view has `scrollsToTop` on. A view under the
  /// finger is left alone (assumption: UIKit does not pull content from under a touch; docs/simulation.md).
  /// "On-screen" is vertical too: the pager and its lists count only while some of the pager's cell shows in the
  /// window (Apple, `UIScrollView.scrollsToTop`: "the scroll-to-top gesture has no effect if there is more than one
  /// scroll view on-screen that has scrollsToTop set to true"; UIScrollView.h: "we execute this gesture only if
  /// there's one on-screen scroll view with `scrollsToTop` == YES"). A header taller than the screen hides them.
  func tapStatusBar() {
    var candidates = 0
    var chosen: SimScrollView?
    func consider(_ view: SimScrollView) {
      guard view.scrollsToTop else { return }
      candidates += 1
      chosen = view
    }
    consider(outerView)
    if !_config.headerOnly, isPagerCellOnScreen {
      consider(pager)
      if let visible = visibleListRange() { for index in visible { if let list = _lists[index] { consider(list) } } }
    }
    facts.statusBarScrolled = candidates == 1 ? 1 : 0
    guard candidates == 1, let chosen, !chosen.isTracking else { return }
    if chosen.position == chosen.minPosition {
      // Apple (`scrollViewDidScrollToTop(_:)`): "It might call it immediately if the top of the content is already shown."
      // The scroll to the top replaces whatever was moving the view (as the animation does below): it rests there.
      chosen.motion = .idle
      scrollViewDidScrollToTop(chosen)
    } else {
      chosen.scrollToTop()
    }
  }

  /// Whether some of the cell that holds the pager shows in the window: more than half a point of its height between
  /// the window's top and bottom (the simulated UIKit's test of a view on screen, `isVisibleOnScreen`).
  var isPagerCellOnScreen: Bool {
    let top = _config.headerHeight + _config.pinBarHeight - outerView.position
    return min(top + cellHeight, _config.viewportHeight) - max(top, 0) > 0.5
  }
}
