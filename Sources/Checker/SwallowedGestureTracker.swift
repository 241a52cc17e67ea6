// I8, no swallowed gesture: judged over a whole `move` step, because one frame's
// sub-pixel finger motion may legitimately round to no visible movement.

import Foundation
import ScrollSim

/// Tracks one vertical `move` step on a list and reports if it moved nothing that could have moved.
@MainActor
struct SwallowedGestureTracker {
  /// Finger travel (points) below which a move step is too small to judge.
  static let minimumTravel: Double = 20

  private var watching = false
  private var direction: Double = 0
  private var listIndex: Int?
  private var outerStart: Double = 0
  private var listStart: Double = 0
  private var movedForward = false
  /// The step's finger travel (points): what a swallowed drag lost, its severity.
  private var travel: Double = 0
  private var outerCouldMove = false
  private var listCouldMove = false

  /// Whether `observe` has anything to do in this frame: a step's first frame (it may start watching), or a frame of
  /// the step it watches. Tested inline by the checker: on the other frames (nine in ten of a generated case) the
  /// call returned `nil` and changed nothing, and cost 45 instructions with the `Step?` copied to pass it.
  @inline(__always)
  func hasWork(_ world: PageWorld) -> Bool { watching || world.facts.frameInStep == 0 }

  /// Reads `world.facts` field by field (one load each), not as a copy of the whole struct.
  mutating func observe(_ world: PageWorld, move: (dx: Double, dy: Double)?) -> Finding? {
    if world.facts.frameInStep == 0 { begin(world, move: move) }
    guard watching else { return nil }
    // Movement in the finger's direction at any frame of the step counts: a view may follow the finger and later be
    // clamped back (its page animated away mid-drag), which a net displacement would misread as swallowed.
    if (world.outerView.position - world.outerView.frameStartPosition) * direction > 0 { movedForward = true }
    if let listIndex, let list = world.listView(at: listIndex), (list.position - list.frameStartPosition) * direction > 0 {
      movedForward = true
    }
    guard world.facts.isLastFrameOfStep else { return nil }
    watching = false
    guard isVerticalListPan(world.finger), !movedForward, outerCouldMove || listCouldMove else { return nil }
    let way = direction > 0 ? "up" : "down"
    let who = [outerCouldMove ? "outer" : nil, listCouldMove ? "list\(listIndex ?? -1)" : nil].compactMap { $0 }
    let outerY = world.outerView.position
    // The view concerned: the list under the finger when it could have moved, else the outer table.
    return Finding(
      .noSwallowedGesture, view: listCouldMove ? .listOnScreen : .outer, direction: direction > 0 ? .forward : .backward,
      points: travel
    ) {
      "a \(way) drag on a list moved nothing although \(who.joined(separator: " and ")) could move that way (outer y \(fmt(outerY)))"
    }
  }

  /// At the first frame of a vertical `move` on a list, records what could move, from the frame-start state.
  private mutating func begin(_ world: PageWorld, move: (dx: Double, dy: Double)?) {
    watching = false
    movedForward = false
    guard let (dx, dy) = move, abs(dy) >= Self.minimumTravel, abs(dy) >= abs(dx),
      let finger = world.finger, case .list(let page) = finger.region, !world.isHeaderOnly
    else { return }
    // A drag that starts while the pager rests between pages (caught mid-snap) is not judged: two lists are on
    // screen, and a coordinator that cannot move the pager has no handoff that is both jump-free and responsive.
    // Judged from where the pager was when the step's first frame began: the finger acted then.
    let pagerOffGrid = pagerDistanceFromPage(world.pager.frameStartPosition, width: world.viewportWidth) > offsetTolerance
    // Nor one whose finger drives a list that is not the one on screen (it landed on a sliver that layout moved away).
    if pagerOffGrid || page != world.facts.visiblePageAtStart { return }
    // Offset direction: a finger moving up (dy < 0) scrolls content forward (offset increasing).
    direction = dy < 0 ? 1 : -1
    travel = abs(dy)
    let outer = world.outerView
    outerStart = outer.frameStartPosition
    outerCouldMove = Self.canMove(outer, from: outerStart, direction: direction, bounces: outer.frameStartBounces,
                                  limit: direction > 0 ? world.maxOffsetY : nil)
    listIndex = world.listView(at: page) == nil ? nil : page
    listCouldMove = false
    // A list that lost the touch, or never had it (a hosted UIKit page: its view left the window under the finger, or
    // UIKit's own rules gave its pan nothing to scroll when the finger first moved), cannot move by this finger, and a
    // list made since never joins the touch (UIKit binds a touch's recognizers when it lands): only the outer is judged.
    // The outer then comes down only if no list on screen is scrolled: the header returning over one would break
    // header-visible-lists-at-top, which the page is right to refuse.
    if finger.lostItsList, direction < 0, Self.aListOnScreenIsScrolled(world) { outerCouldMove = false }
    if let list = world.listView(at: page), !finger.lostItsList {
      listStart = list.frameStartPosition
      listCouldMove = Self.canMove(list, from: listStart, direction: direction, bounces: list.frameStartBounces, limit: nil)
      if Self.deepInBand(list, at: listStart) { return }
    }
    // A step that starts deep in a rubber band is not judged: the band may absorb the whole move below a pixel.
    if Self.deepInBand(outer, at: outerStart) { return }
    watching = true
  }

  /// Whether a list the pager shows (at its frame-start position) is scrolled away from its top.
  static func aListOnScreenIsScrolled(_ world: PageWorld) -> Bool {
    let width = max(world.viewportWidth, 1)
    let position = world.pager.frameStartPosition / width
    for index in 0..<world.config.listCount where abs(Double(index) - position) < 1 - 1 / width {
      if let list = world.listView(at: index), list.frameStartPosition - list.minPosition > offsetTolerance { return true }
    }
    return false
  }

  private func isVerticalListPan(_ finger: Finger?) -> Bool {
    guard let finger, let velocity = finger.beganVelocity else { return false }
    return abs(velocity.y) >= abs(velocity.x)
  }

  /// Overscrolled by more than half the view's size, where the band turns each finger point into < 0.14 pt.
  static func deepInBand(_ view: SimScrollView, at position: Double) -> Bool {
    let half = view.bounds.height / 2
    return position < view.minPosition - half || position > view.maxPosition + half
  }

  /// Whether `view` at `position` could move in `direction`: it has room inside its range, or it is already
  /// rubber-banding past that edge ("bouncing there") by less than half its size: beyond that the band moves the
  /// view under 0.14 pt per finger point, which pixel rounding may legitimately swallow.
  ///
  /// A view resting exactly at an edge does not count even with `bounces` on: coordinators may clamp an edge on
  /// purpose (the Three Loaders article pins the content's top so the container owns the only top rubber band).
  static func canMove(_ view: SimScrollView, from position: Double, direction: Double, bounces: Bool, limit: Double?) -> Bool {
    let low = view.minPosition
    let high = min(view.maxPosition, limit ?? .infinity)
    // UIKit rubber-bands only when bouncing is on and the content overflows (or `alwaysBounce…` is set).
    let canBand = bounces && (view.alwaysBounce || view.maxPosition > view.minPosition)
    if direction > 0 {
      if position < high - offsetTolerance { return true }
      return limit == nil && canBand && position > high + offsetTolerance && position - high < view.bounds.height / 2
    } else {
      if position > low + offsetTolerance { return true }
      return canBand && position < low - offsetTolerance && low - position < view.bounds.height / 2
    }
  }
}
