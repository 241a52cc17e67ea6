// Finds the handoffs of a run frame by frame and measures each (`handoff` report, `momentum-carried`).
//
// A handoff starts at the boundary frame: the outer table reaches `maxOffsetY` moving forward (the
// list on screen should take over), or the list on screen reaches its top moving back while the
// outer is pinned (the outer should take over). The giver's speed is its motion in the last full
// frame before the boundary. Then the receiver is watched: frames in which it does not move are the
// seam; from its first moving frame its travel over a short window (1/20 s) is compared with what a
// continuation would cover. Anything that changes the page meanwhile (a touch during momentum, a
// lift during a drag, a layout step, a tab switch, a status-bar tap, another page on screen, the
// receiver running out of room) drops the measurement: it would measure that, not the handoff.

import ScrollSim

/// Detects and measures handoffs; one per case run.
@MainActor
struct HandoffTracker {
  /// The gesture's origin: where the last touch landed.
  private var origin: HandoffOrigin = .list
  private var lastOuterDelta: Double = 0
  private var lastListDelta: Double = 0
  private var lastListIndex: Int = -1
  /// Each view's deceleration velocity at the end of the previous frame (`nil`: not coasting).
  private var lastOuterMomentum: Double?
  private var lastListMomentum: Double?
  /// Something changed the page since the gesture's touch (a layout step, a tab switch, a status-bar tap): a
  /// handoff in that gesture or its momentum measures the change, not the coordinator.
  private var disturbed = false
  /// Which views the gesture's pan drove: the list at this index, and the outer.
  private var panList: Int?
  private var panOuter = false
  private var pending: Pending?

  private struct Pending {
    var direction: HandoffDirection
    var mode: HandoffMode
    var origin: HandoffOrigin
    var givingSpeed: Double
    var boundaryFrame: Int
    var listIndex: Int
    var seam = 0
    var started = false
    var frames = 0
    var travel: Double = 0
    var fingerTravel: Double = 0
  }

  /// Seconds over which the receiver's motion is measured.
  static let window: Double = 1.0 / 20
  /// Seconds without the receiver moving after which the motion counts as lost.
  static let seamLimit: Double = 0.25
  /// Slowest giver speed (pt/s) measured at all: slower motion is mostly pixel rounding.
  static let slowest: Double = 50

  /// Follows one frame; returns a handoff whose measurement completed in it.
  mutating func observe(_ world: PageWorld) -> HandoffSample? {
    let facts = world.facts
    if let region = facts.touchDown, world.finger != nil {
      if case .list = region { origin = .list } else { origin = .header }
      disturbed = false
      panList = nil
      panOuter = false
    }
    if let finger = world.finger, case .vertical(let list, let outer) = finger.recognition {
      panList = list
      panOuter = outer
    }
    if facts.isLayoutFrame || facts.tabSwitchRequested || facts.statusBarScrolled != nil || facts.insetChanged {
      disturbed = true
    }
    let outer = world.outerView
    let dOuter = outer.position - outer.frameStartPosition
    let index = world.visiblePage
    let list = index == facts.visiblePageAtStart ? world.listView(at: index) : nil
    // An if-let, not `Optional.map { … }`: a closure handed to a generic function from main-actor code paid a dynamic
    // isolation check (swift_task_isCurrentExecutor) and its context on every frame, 0.28 M instructions of a fuzz
    // worker's 2.14 M per random case.
    var dList = 0.0
    if let list { dList = list.position - list.frameStartPosition }
    defer {
      lastOuterDelta = dOuter
      lastListDelta = list == nil ? 0 : dList
      lastListIndex = list == nil ? -1 : index
      lastOuterMomentum = outer.momentumVelocity
      lastListMomentum = list?.momentumVelocity
    }
    let frameRate = Double(world.config.knobs.frameRate)
    var completed: HandoffSample?
    if var current = pending {
      pending = nil
      if let sample = advance(&current, world: world, list: list, listIndex: index, dOuter: dOuter, dList: dList,
                              frameRate: frameRate) {
        completed = sample
      } else if current.boundaryFrame >= 0 {
        pending = current
      }
    }
    if pending == nil, completed == nil, let list, !world.isHeaderOnly, !disturbed {
      detect(world, list: list, listIndex: index, dOuter: dOuter, dList: dList, frameRate: frameRate)
    }
    return completed
  }

  /// One frame of a pending measurement. Returns the sample when it completes; sets `boundaryFrame` to -1 to drop it.
  private func advance(
    _ p: inout Pending, world: PageWorld, list: SimScrollView?, listIndex: Int, dOuter: Double, dList: Double,
    frameRate: Double
  ) -> HandoffSample? {
    let facts = world.facts
    let interrupted = facts.isLayoutFrame || facts.tabSwitchRequested || facts.statusBarScrolled != nil
      || list == nil || listIndex != p.listIndex || (p.mode == .momentum && facts.touchDown != nil)
    if interrupted { p.boundaryFrame = -1; return nil }
    if p.mode == .drag, world.finger == nil || facts.lift != nil {
      // The finger lifted: a drag handoff is measured over the frames it was still down.
      if p.started, p.frames > 0 { return sample(p, frameRate: frameRate) }
      p.boundaryFrame = -1
      return nil
    }
    let sign: Double = p.direction == .outerToList ? 1 : -1
    let receiver = p.direction == .outerToList ? dList : dOuter
    if p.mode == .drag {
      // A drag is judged on the frames its finger moves on the same way: a pause is no seam, a reversal is no handoff.
      let finger = -Double(facts.fingerDelta.y) * sign
      if finger < 0 { p.boundaryFrame = -1; return nil }
      if finger == 0, receiver * sign <= 0 { return nil }
    }
    if !p.started {
      if receiver * sign > 0 {
        p.started = true
      } else {
        p.seam += 1
        if Double(p.seam) > Self.seamLimit * frameRate {
          var lost = p
          lost.frames = 0
          return sample(lost, frameRate: frameRate)
        }
        return nil
      }
    }
    p.frames += 1
    p.travel += receiver * sign
    p.fingerTravel += -Double(facts.fingerDelta.y) * sign
    // The receiver reached its far edge: it had no room to show what it carried.
    let outer = world.outerView
    let atEdge = p.direction == .outerToList
      ? list.map { $0.position >= $0.maxPosition - offsetTolerance } ?? true
      : outer.position <= outer.minPosition + offsetTolerance
    if atEdge { p.boundaryFrame = -1; return nil }
    if receiver * sign <= 0 || Double(p.frames) >= Self.window * frameRate { return sample(p, frameRate: frameRate) }
    return nil
  }

  private func sample(_ p: Pending, frameRate: Double) -> HandoffSample {
    let carried: Double
    if p.frames == 0 {
      carried = 0
    } else if p.mode == .momentum {
      carried = max(p.travel, 0) / (Double(p.frames) / frameRate) / p.givingSpeed
    } else {
      carried = p.fingerTravel > 0 ? max(p.travel, 0) / p.fingerTravel : 0
    }
    return HandoffSample(
      direction: p.direction, mode: p.mode, origin: p.origin, givingSpeed: p.givingSpeed, carried: carried,
      seamFrames: p.seam, frame: p.boundaryFrame)
  }

  /// Whether a momentum handoff to this receiver measures the coordinator: the receiver was still coasting the
  /// right way as the boundary frame began, or the gesture's pan never drove it (then it has only what the
  /// coordinator gives it: the flick-from-the-header case). A receiver the pan drove whose own momentum already
  /// ended (an overscroll of a fraction of a pixel turned it into a spring at the lift) is not judged.
  private func receiverCanCarry(list: Int?, coasting: Bool?) -> Bool {
    if coasting == true { return true }
    return list.map { panList != $0 } ?? !panOuter
  }

  /// Starts a measurement when this frame is a boundary frame.
  private mutating func detect(
    _ world: PageWorld, list: SimScrollView, listIndex: Int, dOuter: Double, dList: Double, frameRate: Double
  ) {
    let outer = world.outerView
    let max = world.maxOffsetY
    let mode: HandoffMode
    if let finger = world.finger {
      guard case .vertical = finger.recognition else { return }
      mode = .drag
    } else {
      mode = .momentum
    }
    // The pager resting between pages puts two lists on screen; which one receives is then not the page's question.
    guard pagerDistanceFromPage(world.pager.position, width: world.viewportWidth) <= offsetTolerance else { return }
    // A pin position beyond the outer's own range (a viewport too short for the pin bar and a cell) leaves the outer
    // overscrolled while pinned: it can only spring back, never coast, so there is no handoff to measure.
    guard outer.maxPosition >= max - offsetTolerance else { return }
    // A pan that drives a list other than the one on screen (its touch landed on a page a tab switch then moved
    // away) hands off out of sight: not judged, as `no-swallowed-gesture` does not judge it either.
    if let panList, panList != listIndex, mode == .drag || panOuter { return }
    let sameList = lastListIndex == listIndex
    let direction: HandoffDirection
    let speed: Double
    let room: Double
    if outer.frameStartPosition < max - offsetTolerance, outer.position >= max - offsetTolerance, dOuter > 0 {
      direction = .outerToList
      // Momentum: the giver's deceleration velocity as the frame began (a giver springing back from a rubber band,
      // or animating, is not coasting: not a momentum handoff). A drag: its last full frame's motion.
      if mode == .momentum {
        guard let v = lastOuterMomentum, v > 0, receiverCanCarry(list: listIndex, coasting: lastListMomentum.map { $0 > 0 })
        else { return }
        speed = v
      } else {
        speed = (lastOuterDelta > 0 ? lastOuterDelta : dOuter) * frameRate
      }
      room = list.maxPosition - list.position
    } else if outer.frameStartPosition >= max - offsetTolerance,
      list.frameStartPosition > list.minPosition + offsetTolerance, list.position <= list.minPosition + offsetTolerance,
      dList < 0
    {
      direction = .listToOuter
      if mode == .momentum {
        guard sameList, let v = lastListMomentum, v < 0, receiverCanCarry(list: nil, coasting: lastOuterMomentum.map { $0 < 0 })
        else { return }
        speed = -v
      } else {
        speed = (sameList && lastListDelta < 0 ? -lastListDelta : -dList) * frameRate
      }
      room = outer.position - outer.minPosition
    } else {
      return
    }
    guard speed >= Self.slowest else { return }
    // A receiver with less room than a continuation would cover in the window cannot show what it carried.
    let needed = speed * Self.window * 1.5 + offsetTolerance
    guard room >= needed else { return }
    var p = Pending(
      direction: direction, mode: mode, origin: origin, givingSpeed: speed, boundaryFrame: world.facts.frame,
      listIndex: listIndex)
    // The receiver may already move in the boundary frame (it ticked after the giver stopped): that is its first frame.
    let receiver = direction == .outerToList ? dList : -dOuter
    if receiver > 0 {
      p.started = true
      p.frames = 1
      p.travel = receiver
      p.fingerTravel = direction == .outerToList ? -Double(world.facts.fingerDelta.y) : Double(world.facts.fingerDelta.y)
    }
    pending = p
  }
}
