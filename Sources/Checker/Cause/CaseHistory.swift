// Where the page's views stood at the end of every frame of a case, as a root-cause replay reads it to look back
// in time: a violation often shows correct code reacting to a state an earlier frame left (the lock pins the outer
// because a list was left scrolled under a visible header; the clamp pulls back an outer left past `maxOffsetY`),
// and a state rule's onset often shows no write at all because the view got its value frames earlier.
//
// Recorded by a first replay (`RunOptions.recordHistory`), so the fuzz run's own frames pay nothing: the runner tests
// one flag a frame for the trace and the history together, as it tested one for the trace alone.

import ScrollSim

/// The views' positions frame by frame (see the file comment).
struct CaseHistory: Sendable {
  /// The end of one frame.
  struct FrameState: Sendable {
    var stepIndex: Int?
    var outerY: Double
    /// The outer's top, `-adjustedContentInset.top`.
    var outerTop: Double
    var maxOffsetY: Double
    var headerOnly: Bool
    /// The page mostly on screen (`PageWorld.visiblePage`): its list is the one the outer holds for.
    var visiblePage: Int
    /// Each list's offset and top (`-adjustedContentInset.top`), `nil` while not created.
    var lists: [(y: Double, top: Double)?]
    /// Whether the outer ran an offset animation (`setContentOffset(_:animated: true)`) and a finger dragged the page.
    var outerAnimatedUnderFinger = false
    /// Whether a finger was on the page.
    var fingerDown = false

    var headerVisible: Bool { outerY < maxOffsetY - offsetTolerance }
    var outerPastMax: Bool { !headerOnly && outerY > maxOffsetY + offsetTolerance }
    func listOffTop(_ index: Int) -> Bool {
      guard !headerOnly, index < lists.count, let list = lists[index] else { return false }
      return abs(list.y - list.top) > offsetTolerance
    }
    func listY(_ index: Int) -> Double? { index < lists.count ? lists[index]?.y : nil }
  }

  /// A state rule broken by a state an earlier frame left, and still broken at the start of a later frame.
  struct LeftState: Hashable {
    var invariant: Invariant
    /// The list concerned, `nil` for the outer table.
    var list: Int?
    /// The frame the rule first broke on that state, and its step (`nil` while settling).
    var onset: Int
    var stepIndex: Int?
  }

  private(set) var frames: [FrameState] = []

  init() {}

  /// Appends the end of the frame `world` just played (the runner calls it once a frame, from frame 0).
  @MainActor mutating func append(_ world: PageWorld, maxOffsetY: Double, stepIndex: Int?) {
    // One row per frame from frame 0; a gap would be a runner bug, and the history then stops there.
    guard world.facts.frame == frames.count else { return }
    var lists: [(y: Double, top: Double)?] = []
    lists.reserveCapacity(world.listCount)
    for index in 0..<world.listCount {
      lists.append(world.listView(at: index).map { ($0.position, $0.minPosition) })
    }
    frames.append(
      FrameState(
        stepIndex: stepIndex, outerY: world.outerView.position, outerTop: world.outerView.minPosition,
        maxOffsetY: maxOffsetY, headerOnly: world.isHeaderOnly, visiblePage: world.visiblePage, lists: lists,
        outerAnimatedUnderFinger: world.outerView.animationTargetPosition != nil && world.finger != nil,
        fingerDown: world.finger != nil))
  }

  func state(at frame: Int) -> FrameState? { frames.indices.contains(frame) ? frames[frame] : nil }

  /// The state left before `frame` that breaks a rule: an outer still past `maxOffsetY` at the end of the previous
  /// frame, or a list still off its top that has not moved since a frame where the header showed (the rule applied
  /// and was broken then; hiding the header only stopped it being judged). The earliest onset when several.
  func leftState(before frame: Int) -> LeftState? {
    let last = frame - 1
    guard let end = state(at: last) else { return nil }
    var found: [LeftState] = []
    if end.outerPastMax {
      var onset = last
      while onset > 0, frames[onset - 1].outerPastMax { onset -= 1 }
      found.append(LeftState(invariant: .outerWithinMax, list: nil, onset: onset, stepIndex: frames[onset].stepIndex))
    }
    for index in end.lists.indices where end.listOffTop(index) {
      // Back over the frames where the list was off its top and either the rule applied (the header showed) or the
      // list stood still; the earliest frame of that stretch where the header showed is where the rule broke.
      var cursor = last
      var onset: Int? = end.headerVisible ? last : nil
      while cursor > 0 {
        let earlier = frames[cursor - 1]
        guard earlier.listOffTop(index) else { break }
        let stood = earlier.listY(index) == frames[cursor].listY(index)
        guard earlier.headerVisible || stood else { break }
        cursor -= 1
        if earlier.headerVisible { onset = cursor }
      }
      if let onset {
        found.append(LeftState(invariant: .headerVisibleListsAtTop, list: index, onset: onset, stepIndex: frames[onset].stepIndex))
      }
    }
    return found.min { ($0.onset, $0.list ?? -1) < ($1.onset, $1.list ?? -1) }
  }

  /// How the outer moved by itself around a write in `frame` made at `y`: `now` in this frame before the write, and
  /// `previous` in the frame before (a coast arriving at the pin ends its motion in the frame the pin meets it).
  /// Positive is away from its top; zero where the history has no such frame.
  func outerMotion(before frame: Int, at y: Double) -> (now: Double, previous: Double) {
    guard let last = state(at: frame - 1)?.outerY else { return (0, 0) }
    guard let earlier = state(at: frame - 2)?.outerY else { return (y - last, 0) }
    return (y - last, last - earlier)
  }

  /// The frame in which the outer took the offset it has at the end of `frame` (as `departure(ofList:at:)`).
  func departureOfOuter(at frame: Int) -> Int {
    guard let y = state(at: frame)?.outerY else { return frame }
    var cursor = frame
    while cursor > 0, frames[cursor - 1].outerY == y { cursor -= 1 }
    return cursor
  }

  /// Whether a view at `y` at the end of `frame` breaks the state rule `invariant` there (list `list`, or the outer).
  func breaks(_ invariant: Invariant, list: Int?, y: Double, at frame: Int) -> Bool {
    guard let state = state(at: frame) else { return true }
    switch invariant {
    case .headerVisibleListsAtTop:
      guard let list, list < state.lists.count, let top = state.lists[list]?.top else { return true }
      return abs(y - top) > offsetTolerance
    case .outerWithinMax:
      return y > state.maxOffsetY + offsetTolerance
    default:
      return true
    }
  }

  /// Whether the view a state rule concerns (list `list`, or the outer) broke it at the end of `frame`, as it stood.
  func broke(_ invariant: Invariant, list: Int?, atEndOf frame: Int) -> Bool {
    guard let state = state(at: frame) else { return false }
    guard let list else { return breaks(invariant, list: nil, y: state.outerY, at: frame) }
    guard let y = state.listY(list) else { return false }
    return breaks(invariant, list: list, y: y, at: frame)
  }

  /// Whether `y`, where list `list` (or the outer, `nil`) stood or was put in `frame`, is a wrong top (WrongTop.swift):
  /// not its top, but 0 while its top is not (a top that ignores the inset), or a value that was a top of the page's
  /// scroll views in this or an earlier frame (a top cached before an inset change, or another list's), or a top a
  /// list had when code read it (`topsRead`, by list: within a frame, before an inset the frame ended with).
  func isWrongTop(_ y: Double, list: Int?, at frame: Int, topsRead: [Int: [Double]] = [:]) -> Bool {
    guard let state = state(at: frame) else { return false }
    let now = list.map { $0 < state.lists.count ? state.lists[$0]?.top : nil } ?? state.outerTop
    guard let now, abs(y - now) > offsetTolerance else { return false }
    // The outer at its ceiling is held there, not sent to a top: a ceiling of 0 (a header as tall as the pin offset)
    // is no top computed wrong (never-hand-back's pin at a ceiling of 0 after a status-bar tap).
    if list == nil, abs(y - state.maxOffsetY) <= offsetTolerance { return false }
    if abs(y) <= offsetTolerance { return true }
    if list != nil, topsRead.values.contains(where: { $0.contains { abs($0 - y) <= offsetTolerance } }) { return true }
    for cursor in stride(from: frame, through: 0, by: -1) {
      let earlier = frames[cursor]
      if list == nil, abs(earlier.outerTop - y) <= offsetTolerance { return true }
      if list != nil, earlier.lists.contains(where: { $0.map { abs($0.top - y) <= offsetTolerance } ?? false }) { return true }
    }
    return false
  }

  /// The frame in which list `index` took the offset it has at the end of `frame`: the first of the frames up to
  /// `frame` that end with that same offset.
  func departure(ofList index: Int, at frame: Int) -> Int {
    guard let y = state(at: frame)?.listY(index) else { return frame }
    var cursor = frame
    while cursor > 0, frames[cursor - 1].listY(index) == y { cursor -= 1 }
    return cursor
  }
}
