// I13, the header returns on a pull: judged over a whole `move` step, as I8 is, because pixel rounding may give the
// outer a frame's travel a frame late.
//
// I8 (`no-swallowed-gesture`) counts any movement in the finger's direction, a list's rubber band included. So a
// page whose header is hidden and whose list on screen sits at its top passes I8 when a pull down only stretches
// that list while the outer table, which could come down, stays pinned: the header can never come back. That is the
// symptom of a coordinator whose idea of "the current list" is stale (a list scrolled on the previous page still
// holds the outer), and I8 cannot see it. This rule can: while the list under the finger cannot scroll toward its
// top any more, a pull down is the outer's, point for point, until the outer reaches its own top.

import Foundation
import ScrollSim

/// Tracks one `move` step and sums the pull's travel the outer table did not take while it should have.
@MainActor
struct HeaderReturnTracker {
  /// Travel (points) a step may lose before it is a violation: one pixel of rounding at a step's end (a whole point
  /// on a 1x screen), plus the tolerance every offset rule allows.
  static let allowance: Double = 1 + offsetTolerance

  /// The step the totals below belong to.
  private var stepIndex = -1
  /// The pull's travel in the judged frames: what the outer should have taken.
  private var owed: Double = 0
  /// What the outer took in those frames (toward its top; a move away counts against it). Summed over the step, not
  /// frame by frame: on the pixel grid a slow pull moves the outer a whole pixel every few frames.
  private var taken: Double = 0
  /// Judged frames in which the outer sat at `maxOffsetY` (the header hidden) when the frame began.
  private var fromPinned = false

  /// Whether `observe` has anything to do in this frame: the finger moved down (only a `move` step moves it), or a
  /// step that owes the outer travel ends. Tested inline by the checker: on most frames neither holds.
  @inline(__always)
  func hasWork(_ world: PageWorld) -> Bool {
    world.facts.fingerDelta.y > 0 || (owed > 0 && world.facts.isLastFrameOfStep)
  }

  /// Adds this frame's owed and taken travel when it is judged, and reports at the step's last frame.
  mutating func observe(_ world: PageWorld, hasStep: Bool, isMove: Bool, maxOffsetY: Double) -> Finding? {
    if world.facts.stepIndex != stepIndex || !hasStep {
      stepIndex = !hasStep ? -1 : world.facts.stepIndex
      owed = 0
      taken = 0
      fromPinned = false
    }
    guard isMove, !world.isHeaderOnly else { return nil }
    if let credit = Self.owedTravel(world) {
      let outer = world.outerView
      owed += credit
      taken += outer.frameStartPosition - outer.position
      if outer.frameStartPosition >= maxOffsetY - offsetTolerance { fromPinned = true }
    }
    guard world.facts.isLastFrameOfStep else { return nil }
    let lostTravel = owed - taken, owedTravel = owed, pinned = fromPinned
    owed = 0
    taken = 0
    guard lostTravel > Self.allowance else { return nil }
    let outerY = world.outerView.position
    let page = world.facts.visiblePageAtStart
    return Finding(
      .headerReturnsOnPull, view: .outer, direction: .backward, points: lostTravel,
      detail: pinned ? "header-hidden" : "header-partly-shown"
    ) {
      "a pull down with list\(page) at its top gave the outer \(fmt(owedTravel - lostTravel)) of the \(fmt(owedTravel)) pt "
        + "it could take (outer y \(fmt(outerY))): the header did not come back"
    }
  }

  /// The travel this frame owes the outer, or `nil` when the frame is not judged.
  ///
  /// Judged: the finger moved down in the frame, its pan is the page's vertical pan and was already recognized when
  /// the frame began (a recognizer that has not begun moves nothing yet: not a pager pan, not the header carousel's,
  /// not the back gesture), the pager rested on a page (one list on screen), the list on screen (the one under the
  /// finger, or the one the page shows for a touch on the bar) sat at or above its top, and the outer sat below
  /// its top and not past its far edge. Owed: the finger's travel, up to the outer's room to its top (beyond it the
  /// outer's own band begins).
  static func owedTravel(_ world: PageWorld) -> Double? {
    let dy = Double(world.facts.fingerDelta.y)
    guard dy > 0, !world.facts.panBegan, !world.facts.isLayoutFrame, let finger = world.finger,
      case .vertical = finger.recognition
    else { return nil }
    let outer = world.outerView
    let room = outer.frameStartPosition - outer.minPosition
    // Past its far edge the outer is in its own rubber band, where a finger point moves it less than a point (and a
    // coordinator that let it get there breaks `outer-within-max`).
    guard room > offsetTolerance, outer.frameStartPosition <= outer.maxPosition + offsetTolerance else { return nil }
    let page = world.facts.visiblePageAtStart
    if case .list(let touched) = finger.region, touched != page { return nil }
    guard pagerDistanceFromPage(world.pager.frameStartPosition, width: world.viewportWidth) <= offsetTolerance else {
      return nil
    }
    if let list = world.listView(at: page), list.frameStartPosition > list.minPosition + offsetTolerance { return nil }
    return min(dy, room)
  }

  /// Whether this frame is a judged pull with the header hidden (the outer at `maxOffsetY` when it began): coverage.
  static func isPullWithHeaderHidden(_ world: PageWorld, maxOffsetY: Double) -> Bool {
    world.outerView.frameStartPosition >= maxOffsetY - offsetTolerance && owedTravel(world) != nil
  }
}
