// I8, no swallowed gesture: judged over a whole `move` step, because one frame's
// sub-pixel finger motion may legitimately round to no visible movement.

import Foundation
import ScrollSim

/// Tracks one vertical `move` step on a list and reports if it moved nothing that could have moved.
struct SwallowedGestureTracker {
  /// Finger travel (points) below which a move step is too small to judge.
  static let minimumTravel: Double = 20

  private var watching = false
  private var direction: Double = 0
  private var listIndex: Int?
  private var outerStart: Double = 0
  private var listStart: Double = 0
  private var outerCouldMove = false
  private var listCouldMove = false

  mutating func observe(_ world: PageWorld, step: Step?) -> String? {
    let facts = world.facts
    if facts.frameInStep == 0 { begin(world, step: step) }
    guard watching, facts.isLastFrameOfStep else { return nil }
    watching = false
    guard isVerticalListPan(world.finger) else { return nil }
    let outerMoved = (world.outerView.position - outerStart) * direction > 0
    var listMoved = false
    if let listIndex, let list = world.lists[listIndex] { listMoved = (list.position - listStart) * direction > 0 }
    guard !outerMoved, !listMoved, outerCouldMove || listCouldMove else { return nil }
    let way = direction > 0 ? "up" : "down"
    let who = [outerCouldMove ? "outer" : nil, listCouldMove ? "list\(listIndex ?? -1)" : nil].compactMap { $0 }
    return "a \(way) drag on a list moved nothing although \(who.joined(separator: " and ")) could move that way (outer y \(fmt(world.outerView.position)))"
  }

  /// At the first frame of a vertical `move` on a list, records what could move, from the frame-start state.
  private mutating func begin(_ world: PageWorld, step: Step?) {
    watching = false
    guard case .move(let dx, let dy, _) = step, abs(dy) >= Self.minimumTravel, abs(dy) >= abs(dx),
      let finger = world.finger, case .list(let page) = finger.region, !world.config.headerOnly
    else { return }
    // Offset direction: a finger moving up (dy < 0) scrolls content forward (offset increasing).
    direction = dy < 0 ? 1 : -1
    let outer = world.outerView
    outerStart = outer.frameStartPosition
    outerCouldMove = Self.canMove(outer, from: outerStart, direction: direction, bounces: outer.frameStartBounces,
                                  limit: direction > 0 ? world.maxOffsetY : nil)
    listIndex = world.lists[page] == nil ? nil : page
    listCouldMove = false
    if let list = world.lists[page] {
      listStart = list.frameStartPosition
      listCouldMove = Self.canMove(list, from: listStart, direction: direction, bounces: list.frameStartBounces, limit: nil)
    }
    watching = true
  }

  private func isVerticalListPan(_ finger: Finger?) -> Bool {
    guard let finger, let velocity = finger.beganVelocity else { return false }
    return abs(velocity.y) >= abs(velocity.x)
  }

  /// Whether `view` at `position` has room to move in `direction`: inside its range, or able to rubber-band
  /// (not already pulled past the edge by more than its own size, where the band is too stiff to judge).
  static func canMove(_ view: SimScrollView, from position: Double, direction: Double, bounces: Bool, limit: Double?) -> Bool {
    let low = view.minPosition
    let high = min(view.maxPosition, limit ?? .infinity)
    let bounceAllowed = bounces && (view.alwaysBounce || view.maxPosition > view.minPosition)
    if direction > 0 {
      if position < high - offsetTolerance { return true }
      return limit == nil && bounceAllowed && position - high < view.bounds.height
    } else {
      if position > low + offsetTolerance { return true }
      return bounceAllowed && low - position < view.bounds.height
    }
  }
}
