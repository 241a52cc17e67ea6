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

  init(config: WorldConfig, cellHeight: Double) {
    if config.headerOnly { reached.insert(.headerOnlyMode) }
    for index in 0..<config.listCount {
      let spec = config.list(index)
      if spec.contentHeight + spec.topInset + spec.bottomInset < cellHeight { reached.insert(.shortList) }
      if spec.topInset > 0 { reached.insert(.listTopInset) }
    }
  }

  mutating func observe(_ world: PageWorld) {
    let facts = world.facts
    let max = world.maxOffsetY
    let outer = world.outerView
    let outerY = outer.position
    let wasPinned = outer.frameStartPosition >= max - offsetTolerance
    let isPinned = outerY >= max - offsetTolerance
    if outerY <= offsetTolerance { reached.insert(.headerFullyVisible) } else if !isPinned { reached.insert(.headerPartlyVisible) }
    if isPinned { reached.insert(.pinned) }
    let current = world.listView(at: world.currentIndex)
    let listScrolled = current.map { $0.position > $0.minPosition + offsetTolerance } ?? false
    if listScrolled, world.currentIndex < 64 { everScrolled |= 1 << UInt64(world.currentIndex) }
    let listMoved = current.map { abs($0.position - $0.frameStartPosition) > offsetTolerance } ?? false

    // Handoffs: the outer reaches the pin and the list then moves, within one pan or one momentum phase.
    let dragging: Bool
    if let finger = world.finger, case .vertical(let list?, true) = finger.recognition, list == world.currentIndex {
      dragging = true
    } else {
      dragging = false
    }
    if facts.touchDown != nil || facts.panBegan { pinnedDuringPan = false; unpinnedDuringPan = false }
    if facts.lift != nil { pinnedByMomentum = false; unpinnedByMomentum = false }
    if dragging {
      if !wasPinned && isPinned { pinnedDuringPan = true }
      if pinnedDuringPan && listMoved && listScrolled { reached.insert(.handoffInDrag) }
      if wasPinned && !isPinned { unpinnedDuringPan = true }
      if unpinnedDuringPan { reached.insert(.reverseHandoffInDrag) }
    } else if world.finger == nil {
      if !wasPinned && isPinned && outer.isDecelerating { pinnedByMomentum = true }
      if !wasPinned && isPinned && outer.driverMotion > 0 { pinnedByMomentum = true }
      if pinnedByMomentum && listMoved && listScrolled && (current?.isDecelerating ?? false) { reached.insert(.handoffInDeceleration) }
      if wasPinned && !isPinned && outer.driverMotion < 0 { unpinnedByMomentum = true }
      if unpinnedByMomentum && outer.isDecelerating { reached.insert(.reverseHandoffInDeceleration) }
    }

    if facts.tabSwitchRequested {
      if !isPinned, everScrolled & ~(1 << UInt64(min(facts.currentIndexAtStart, 63))) != 0 {
        reached.insert(.tabSwitchHeaderVisibleOtherScrolled)
      }
      var moving = false
      world.forEachView { if $0 !== world.pager, $0.isDecelerating { moving = true } }
      if moving { reached.insert(.tabSwitchDuringDeceleration) }
    }
    if facts.touchDown == .pinBar, listScrolled { reached.insert(.dragFromPinBarWhileListScrolled) }
    if facts.isLayoutFrame {
      if world.finger?.recognition.isPan == true { reached.insert(.reloadMidDrag) }
      var decelerating = false
      world.forEachView { if $0 !== world.pager, $0.isDecelerating { decelerating = true } }
      if decelerating { reached.insert(.reloadMidDeceleration) }
      if wasPinned { reached.insert(.reloadWhilePinned) }
    }
    if facts.panBegan, let velocity = world.finger?.beganVelocity {
      let vx = Double(velocity.x), vy = Double(velocity.y)
      if facts.currentIndexAtStart == 0, vx > abs(vy), !world.isHeaderOnly { reached.insert(.firstPageRightSwipe) }
      if vx != 0, vy != 0, abs(vy / vx) > 0.5, abs(vy / vx) < 2 { reached.insert(.diagonalPan) }
    }
    if facts.statusBarScrolled != nil { reached.insert(.statusBarTap) }
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
