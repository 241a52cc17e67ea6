// Detects the interesting states frame by frame.

import ScrollSim

/// Watches frames and records which interesting states the case reached.
@MainActor
struct CoverageTracker {
  var reached = ReachedStates()
  /// Within the current pan: the outer crossed into the pinned position / back out of it.
  private var pinnedDuringPan = false
  private var unpinnedDuringPan = false
  /// After the finger lifted: the outer crossed into / out of the pinned position by momentum.
  private var pinnedByMomentum = false
  private var unpinnedByMomentum = false
  /// Lists that were scrolled away from their top at some point.
  private var everScrolled: UInt64 = 0
  /// Whether the list on screen was scrolled away from its top at the end of the previous frame.
  private var listWasScrolled = false
  /// Lists created at some point, and lists destroyed since (waiting to be created again).
  private var created: UInt64 = 0
  private var unloaded: UInt64 = 0
  /// A pager swipe began since the last tab tap: the next change of page is its settle.
  private var pagerSwiped = false

  init(config: WorldConfig, cellHeight: Double) {
    if config.headerOnly { reached.insert(.headerOnlyMode) }
    for index in 0..<config.listCount {
      let spec = config.list(index)
      if spec.contentHeight + spec.topInset + spec.bottomInset < cellHeight { reached.insert(.shortList) }
      if spec.topInset > 0 { reached.insert(.listTopInset) }
    }
  }

  /// `maxOffsetY`: `world.maxOffsetY`, read once a frame by the runner. `world.facts` is read field by field (one load
  /// each): a copy of the whole struct was a `memcpy` every frame.
  mutating func observe(_ world: PageWorld, maxOffsetY max: Double) {
    let outer = world.outerView
    let outerY = outer.position
    let wasPinned = outer.frameStartPosition >= max - offsetTolerance
    let isPinned = outerY >= max - offsetTolerance
    if outerY <= offsetTolerance { reached.insert(.headerFullyVisible) } else if !isPinned { reached.insert(.headerPartlyVisible) }
    if isPinned { reached.insert(.pinned) }
    // If-lets, not `Optional.map { … }`: a closure handed to a generic function from main-actor code pays a dynamic
    // isolation check (swift_task_isCurrentExecutor) on every call, 8% of a fuzz run's time when it was per frame.
    // The current list is read here and not held: kept for the rare `isDecelerating` below (a call), it was retained
    // and released every frame; that branch asks `world` for it again (observers change nothing in the world).
    var listScrolled = false
    var listMoved = false
    if let current = world.listView(at: world.currentIndex) {
      listScrolled = current.position > current.minPosition + offsetTolerance
      listMoved = abs(current.position - current.frameStartPosition) > offsetTolerance
    }
    if listScrolled, world.currentIndex < 64 { everScrolled |= 1 << UInt64(world.currentIndex) }

    // Handoffs: the outer reaches the pin and the list then moves, within one pan or one momentum phase.
    let dragging: Bool
    if let finger = world.finger, case .vertical(let list?, true) = finger.recognition, list == world.currentIndex {
      dragging = true
    } else {
      dragging = false
    }
    if world.facts.touchDown != nil || world.facts.panBegan { pinnedDuringPan = false; unpinnedDuringPan = false }
    if world.facts.lift != nil { pinnedByMomentum = false; unpinnedByMomentum = false }
    if dragging {
      if !wasPinned && isPinned { pinnedDuringPan = true }
      if pinnedDuringPan && listMoved && listScrolled { reached.insert(.handoffInDrag) }
      if wasPinned && !isPinned { unpinnedDuringPan = true }
      if unpinnedDuringPan { reached.insert(.reverseHandoffInDrag) }
    } else if world.finger == nil {
      if !wasPinned && isPinned && outer.isDecelerating { pinnedByMomentum = true }
      if !wasPinned && isPinned && outer.driverMotion > 0 { pinnedByMomentum = true }
      if pinnedByMomentum && listMoved && listScrolled && (world.listView(at: world.currentIndex)?.isDecelerating ?? false) {
        reached.insert(.handoffInDeceleration)
      }
      if wasPinned && !isPinned && outer.driverMotion < 0 { unpinnedByMomentum = true }
      if unpinnedByMomentum && outer.isDecelerating { reached.insert(.reverseHandoffInDeceleration) }
    }

    if world.facts.tabSwitchRequested {
      if !isPinned, everScrolled & ~(1 << UInt64(min(world.facts.currentIndexAtStart, 63))) != 0 {
        reached.insert(.tabSwitchHeaderVisibleOtherScrolled)
      }
      var moving = false
      world.forEachView { if $0 !== world.pager, $0.isDecelerating { moving = true } }
      if moving { reached.insert(.tabSwitchDuringDeceleration) }
    }
    if world.facts.touchDown == .pinBar, listScrolled { reached.insert(.dragFromPinBarWhileListScrolled) }
    if world.facts.isLayoutFrame {
      if world.finger?.recognition.isPan == true { reached.insert(.reloadMidDrag) }
      var decelerating = false
      world.forEachView { if $0 !== world.pager, $0.isDecelerating { decelerating = true } }
      if decelerating { reached.insert(.reloadMidDeceleration) }
      if wasPinned { reached.insert(.reloadWhilePinned) }
    }
    if world.facts.panBegan, let velocity = world.finger?.beganVelocity {
      let vx = Double(velocity.x), vy = Double(velocity.y)
      if world.facts.currentIndexAtStart == 0, vx > abs(vy), !world.isHeaderOnly { reached.insert(.firstPageRightSwipe) }
      if vx != 0, vy != 0, abs(vy / vx) > 0.5, abs(vy / vx) < 2 { reached.insert(.diagonalPan) }
    }
    if world.facts.statusBarScrolled != nil { reached.insert(.statusBarTap) }
    observePageModel(world, maxOffsetY: max, wasPinned: wasPinned, listScrolled: listScrolled)
    listWasScrolled = listScrolled
  }

  /// The page-model states: the status bar while pinned, runtime insets, the refresh spinner, the header's carousel,
  /// and lists destroyed and created again.
  @inline(__always)
  private mutating func observePageModel(_ world: PageWorld, maxOffsetY max: Double, wasPinned: Bool, listScrolled: Bool) {
    if world.facts.statusBarScrolled == 1, wasPinned { reached.insert(.statusBarTapWhilePinned) }
    if world.facts.fingerDelta.y > 0, wasPinned, HeaderReturnTracker.isPullWithHeaderHidden(world, maxOffsetY: max) {
      reached.insert(.pullAtListTopHeaderHidden)
    }
    if world.facts.pagerBegan != nil { pagerSwiped = true }
    if world.facts.tabSwitchRequested { pagerSwiped = false }
    if pagerSwiped, world.currentIndex != world.facts.currentIndexAtStart {
      reached.insert(.settledAfterPageSwipe)
      pagerSwiped = false
    }
    if world.facts.insetChanged {
      let outer = world.outerView
      if listWasScrolled || outer.frameStartPosition > outer.minPosition + offsetTolerance {
        reached.insert(.insetChangedWhileScrolled)
      }
    }
    if world.isRefreshSpinnerShown { reached.insert(.refreshSpinnerShown) }
    if let pan = world.facts.headerContentPan {
      let horizontal = abs(Double(pan.velocity.x)) > abs(Double(pan.velocity.y))
      if pan.taken, horizontal { reached.insert(.headerContentHorizontalPan) }
      if !pan.taken, !horizontal, pan.velocity.y != 0 { reached.insert(.headerContentVerticalPan) }
    }
    if world.facts.listsUnloaded > 0 || unloaded != 0 || created == 0 {
      var present: UInt64 = 0
      for index in 0..<min(world.listCount, 64) where world.listView(at: index) != nil { present |= 1 << UInt64(index) }
      if world.facts.listsUnloaded > 0 {
        unloaded |= created & ~present
        if listWasScrolled, world.facts.pagerReloaded { reached.insert(.pagerReloadedWhileScrolled) }
      }
      if unloaded & present != 0 && world.facts.listsUnloaded == 0 { reached.insert(.listRecreatedAfterUnload) }
      unloaded &= ~present
      created |= present
    } else if world.facts.frameInStep == 0 {
      for index in 0..<min(world.listCount, 64) where world.listView(at: index) != nil { created |= 1 << UInt64(index) }
    }
  }
}

extension PanRecognition {
  /// Whether a scroll view is following the finger.
  var isPan: Bool {
    switch self {
    case .vertical, .pager: true
    default: false
    }
  }
}
