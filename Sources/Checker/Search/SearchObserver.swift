// The per-frame observer of a guided or targeted search: each frame's page state, read coarsely, counted as
// features in a feature map, and the invariants' near misses (NearMiss.swift).
//
// The state is deliberately coarse (a few bits per view) so that a feature means a situation, not an offset:
// the outer at the header, partly scrolled, pinned or past the pin; the list on screen at its top, above it,
// scrolled or past its bottom, whether it can scroll and bounce; each view's motion (at rest, dragged,
// decelerating, bouncing, snapping, animating) and whether a write moved it; whether an off-screen list is
// scrolled or still moving; which coordinator callback wrote which view (`FrameFacts.codeWrites`: the
// coordinator's decision branches); how deep callbacks re-entered; the step, the finger's recognition and
// speed, and the screen's pixel scale; what moves at once (with the pager's jump in pages and the tab count) and
// the order in which those motions begin and end. Features are small projections of this state (their full product
// never saturates: a first version keyed on the whole state added one case in six to the corpus forever).

import ScrollSim

/// What a run tells a search beyond its verdict.
public struct SearchFeedback: Hashable, Sendable {
  /// The features the run hit.
  public var features = FeatureMap()
  /// How close the run came to breaking each invariant (targeted search).
  public var nearMisses = NearMisses()

  /// Feedback of a run that has not started.
  public init() {}
}

/// The search observer of a run, held by reference: the run's frame observer tested an optional struct this large
/// for `nil` through an outlined tag reader on every frame; an optional reference is one comparison.
@MainActor
final class SearchObserverBox {
  @exclusivity(unchecked) var observer: SearchObserver
  init(_ observer: SearchObserver) { self.observer = observer }
}

/// Feeds a run's frames into `SearchFeedback`.
///
/// It runs on every frame of every guided case, and a guided case must cost what a random one does, so it reads each
/// thing once and computes nothing twice: a feature whose value is the one it had last frame is not hashed again (its
/// bucket is already set, and its first step was that earlier frame's), the pixel scale is read once a run and the
/// step's code once a step, the grid fit and the pager's distance from a page only when their inputs changed, and one
/// walk over the lists serves the list on screen, the layout ("off-screen lists scrolled or moving") and the
/// near-miss distance to `header-visible-lists-at-top`.
///
/// A frame in which nothing happened after a frame in which nothing happened is not read at all: nearly half of a
/// generated case's frames are such (a wait after the page came to rest). "Nothing" is no scroll callback (so no view
/// moved), no layout, no coordinator write, no finger motion, no list moving by itself, neither the first nor the last
/// frame of a step, and the outer's, the list on screen's and the pager's motion as it was. Such a frame's state is
/// the previous frame's, so are its features (already hit) and its near-miss distances (already recorded).
@MainActor
struct SearchObserver {
  var feedback = SearchFeedback()
  /// Near misses are measured for a targeted search only: a guided one kept a case for a closer band in 2 of
  /// 1,800 additions per 10,000 cases, and measuring them was a sixth of the observer's work. The tracker is held
  /// unwrapped, with a flag: testing an optional this large for `nil` copied it through an outlined helper twice a
  /// frame.
  var tracker = NearMissTracker()
  let measuresNearMisses: Bool
  private var previous: UInt64 = 0
  private var stepIndex: Int16 = 0
  /// Each kind's value at its last hit (`.max`: none yet), and the writes and layout kind 3 last hit.
  private var last1: UInt64 = .max, last2: UInt64 = .max, last4: UInt64 = .max, last5: UInt64 = .max
  private var last6: UInt64 = .max, last7: UInt64 = .max, last8: UInt64 = .max
  private var lastWrites: (writes: UInt32, layout: UInt64) = (0, .max)
  /// Kinds 9 and 10: what moves by itself at once, and the order in which such motions begin and end (see `observe`).
  private var last9: UInt64 = .max
  private var lastPhases: UInt64 = 0
  /// The pager's running animation in pages (0: none, 1, 2, 3 or more), read when the pager's motion changed.
  private var pagerSpan: UInt64 = 0
  private var lastPagerCode: UInt64 = .max
  /// Every input of kinds 1 and 4 to 8 packed in one word, as it was in the last frame read (`.max`: none yet). When
  /// it is unchanged each of those kinds has the value it had then, which is its value at its last hit: six tests in
  /// one.
  private var lastInputs: UInt64 = .max
  /// The run's pixel scale (a knob: fixed for the run), as read and as the 2-bit code the features use.
  private var scale = Double.nan
  private var scaleCode: UInt64 = 0
  /// The current step's code, set when the step begins.
  private var currentStepCode: UInt64 = 15
  /// The grid fit, with the inputs it was computed from.
  private var gridInputs = (maxY: Double.nan, listTop: Double.nan)
  private var gridFit: UInt64 = 0
  /// The pager's "between pages" bit and the page on screen, with the inputs they were computed from: the pager is
  /// at rest in most frames, and `PageWorld.visiblePage` (a call) was a twentieth of the observer's
  /// instructions.
  private var pagerInputs = (position: Double.nan, width: Double.nan, count: -1)
  private var betweenPages: UInt64 = 0
  private var pagerVisible = 0
  /// Whether the previous frame was one in which nothing happened, its views' motion, and the page it showed.
  private var previousWasQuiet = false
  private var quietMotions: UInt64 = 0
  private var lastVisible = 0
  /// The two shortcuts, each on unless a test turns it off to check that it changes nothing (`RunOptions`): skipping a
  /// frame in which nothing happened, and skipping kinds 1 and 4 to 8 when their packed inputs did not change. Off,
  /// each sets bit 63 in the value it remembers (`quietMotions`, `lastInputs`), which no frame's value has, so no
  /// frame matches it: a test of its own on every frame would cost the searches that keep them on.
  private let quietMask: UInt64
  private let inputsMask: UInt64

  init(nearMisses: Bool = true, skipsQuietFrames: Bool = true, skipsUnchangedInputs: Bool = true) {
    measuresNearMisses = nearMisses
    quietMask = skipsQuietFrames ? 0 : 1 << 63
    inputsMask = skipsUnchangedInputs ? 0 : 1 << 63
  }

  /// A step begins (`nil`, `nil`: the settling after the last one): what the frames need of it, read once. The runner
  /// calls this instead of handing the `Step` to every frame, which copied a value that can carry an app event's name
  /// and arguments on each of them.
  mutating func begin(step: Step?, index: Int?) {
    let index = index ?? -1
    stepIndex = index < 0 ? .max : Int16(clamping: index)
    currentStepCode = Self.stepCode(step)
    if measuresNearMisses { tracker.begin(step: step, index: index) }
  }

  /// One frame: its state read once (see the file comment), in one pass with no intermediate value returned through
  /// memory, then the features it hits and, in a targeted search, its near misses.
  mutating func observe(_ world: PageWorld, maxOffsetY maxY: Double) {
    if isQuiet(world) { return }
    if scale.isNaN {
      scale = world.physics.pixelScale
      scaleCode = UInt64(min(max(scale, 1), 3))
    }
    // The page on screen, read once (the state and the near misses both need it), and again only when the pager's
    // position or the page's width or count changed (with no width or no list it is the current index, which may
    // change alone).
    let pagerPosition = world.pager.position, width = world.viewportWidth, count = world.listCount
    if pagerPosition != pagerInputs.position || width != pagerInputs.width || count != pagerInputs.count || !(width > 0) || count <= 0 {
      pagerInputs = (pagerPosition, width, count)
      pagerVisible = world.visiblePage
      betweenPages = width > 0 && pagerDistanceFromPage(pagerPosition, width: width) > offsetTolerance ? 1 : 0
    }
    let visible = pagerVisible
    lastVisible = visible

    // The frame's state. One walk over the lists: the list on screen's zone, motion and kind; the others' "scrolled"
    // and "moving"; every list's distance from its top (the near-miss distance to `header-visible-lists-at-top`).
    let outer = world.outerView
    let outerY = outer.position
    let outerZone = Self.zone(outerY, low: outer.minPosition, high: maxY)
    var listZone: UInt64 = 7
    var listMotion: UInt64 = 15
    var listKind: UInt64 = 3
    var listTop = Double.nan
    var others: UInt64 = 0
    var deviation = 0.0
    for index in 0..<count {
      guard let list = world.listView(at: index) else { continue }
      let position = list.position, top = list.minPosition
      let away = abs(position - top)
      if away > deviation { deviation = away }
      if index == visible {
        let bottom = list.maxPosition
        listTop = top
        listZone = Self.zone(position, low: top, high: bottom)
        listMotion = list.motionCode | (Self.movedWithoutDrivers(list) ? 8 : 0)
        listKind = (bottom > top ? 1 : 0) | (list.bounces && (list.alwaysBounce || bottom > top) ? 2 : 0)
      } else {
        if away > offsetTolerance { others |= 1 }
        if list.isMoving { others |= 2 }
      }
    }
    if maxY != gridInputs.maxY || !(listTop == gridInputs.listTop || (listTop.isNaN && gridInputs.listTop.isNaN)) {
      gridInputs = (maxY, listTop)
      gridFit = (Self.offGrid(maxY, scale: scale) ? 2 : 0) | (!listTop.isNaN && Self.offGrid(listTop, scale: scale) ? 1 : 0)
    }
    // The coarse layout: both zones, off-screen lists scrolled (1) or moving (2), the pager between pages, a layout
    // frame.
    let zones = outerZone | listZone << 3
    let layout = zones | others << 6 | betweenPages << 8 | (world.facts.isLayoutFrame ? 1 << 9 : 0)
    let codeWrites = world.facts.codeWrites
    let wrote: UInt64 = codeWrites == 0 ? 0 : 1

    // The situation itself, in small projections (their product would never saturate): where the outer and the
    // list on screen are and what moves them; what kind of list it is; what the finger does there, and how fast.
    // The grid kind: the page's geometry against the pixel grid, with where the views are: an edge a view cannot
    // rest on exactly is where sub-pixel residues come from, and the world decides it before any gesture does.
    // Without it the first case to reach a residue was usually already the failure, with no stepping stone kept
    // before it. Kinds 1 and 4 to 8 are tested only when one of their inputs changed (`lastInputs`).
    let motions = outer.motionCode | (Self.movedWithoutDrivers(outer) ? 8 : 0) | listMotion << 4
    let pagerCode = world.pager.motionCode
    let kind = listKind | pagerCode << 2
    // The page's shape in its number of tabs: 0, 1, 2, 3 or 4, 5 or more.
    let countCode: UInt64 = count <= 2 ? UInt64(max(count, 0)) : count <= 4 ? 3 : 4
    let recognition = Self.recognitionCode(world.finger)
    // The finger's speed this frame (0, < 0.5, < 1, < 5, ≥ 5 points); how deep callbacks re-entered (≤ 1, 2, ≤ 4, more).
    let finger = abs(Double(world.facts.fingerDelta.y))
    let fingerSpeed: UInt64 = finger == 0 ? 0 : finger < 0.5 ? 1 : finger < 1 ? 2 : finger < 5 ? 3 : 4
    let rawDepth = world.facts.maxCallbackDepth
    let depth: UInt64 = rawDepth <= 1 ? 0 : rawDepth == 2 ? 1 : rawDepth <= 4 ? 2 : 3
    // Widths: zones 6 bits, motions 8, recognition 3, finger speed 3, grid fit 2, depth 2, wrote 1, step code 4; the
    // list kind (2 bits and the pager's 3-bit motion), the off-screen lists (2) and the tab count (3) on top. The pixel
    // scale is fixed for the run.
    let inputs = zones | motions << 6 | recognition << 14 | fingerSpeed << 17 | gridFit << 20 | depth << 22
      | wrote << 24 | currentStepCode << 25 | kind << 29 | others << 34 | countCode << 36
    let inputsChanged = inputs != lastInputs
    if inputsChanged {
      lastInputs = inputs | inputsMask
      if Self.changed(zones | motions << 8, &last1) { hashHit(1, last1) }
      if Self.changed(zones | kind << 8 | scaleCode << 12, &last5) { hashHit(5, last5) }
      if Self.changed(zones | currentStepCode << 8 | recognition << 12, &last6) { hashHit(6, last6) }
      if Self.changed(zones | fingerSpeed << 8 | scaleCode << 12, &last7) { hashHit(7, last7) }
      if Self.changed(zones | gridFit << 8 | scaleCode << 12 | (kind & 3) << 14, &last8) { hashHit(8, last8) }
      // Kind 9: what moves at once (the outer, the list on screen, the pager and how many pages its jump spans), with
      // the off-screen lists and the tab count. Kind 10: each change of those motions, from what to what, and whether
      // a layout (an inset or size change) came in that frame. Faults of an order of events (a scroll that ends while
      // a jump across pages runs; an inset that changes as an animation ends) sit in these combinations; the kinds
      // above see each view on its own, so a case that first reached such a combination was not kept for it.
      if pagerCode != lastPagerCode {
        lastPagerCode = pagerCode
        pagerSpan = pagerCode == 5 && width > 0 ? UInt64(min((world.pager.animationDistance / width).rounded(), 3)) : 0
      }
      let phases = outer.motionCode | (listMotion & 7) << 3 | pagerCode << 6 | pagerSpan << 9
      if Self.changed(phases | others << 11 | countCode << 13, &last9) { hashHit(9, last9) }
      if phases != lastPhases {
        hashHit(10, lastPhases << 16 | phases | (world.facts.isLayoutFrame ? 1 << 11 : 0) | countCode << 12)
        lastPhases = phases
      }
    }
    // The transition of the page's coarse layout state from the previous frame.
    if Self.changed(previous << 16 | layout, &last2) { hashHit(2, last2) }
    previous = layout
    // The coordinator's decisions: each (callback, written view) pair, in the layout state it happened in.
    if codeWrites != 0, codeWrites != lastWrites.writes || layout != lastWrites.layout {
      lastWrites = (codeWrites, layout)
      var writes = codeWrites
      while writes != 0 {
        let bit = UInt64(writes.trailingZeroBitCount)
        hashHit(3, bit << 16 | layout)
        writes &= writes - 1
      }
    }
    // How deep callbacks re-entered, whether the coordinator wrote, in which step (hashed last: the order of first hits
    // is the order a run's features are kept in).
    if inputsChanged, Self.changed(depth << 8 | wrote << 4 | currentStepCode, &last4) { hashHit(4, last4) }
    if measuresNearMisses {
      tracker.observe(
        world, context: UInt8(truncatingIfNeeded: zones | (scaleCode & 3) << 6), outer: outer, outerY: outerY,
        maxY: maxY, visible: visible, deviation: deviation)
    }
  }

  /// Whether this frame repeats the previous one (see the type's comment), noting whether nothing happened in it.
  @inline(__always)
  private mutating func isQuiet(_ world: PageWorld) -> Bool {
    // `world.facts.x` each: a local copy of the whole struct was a `memcpy` every frame.
    guard world.facts.callbacks == 0, !world.facts.isLayoutFrame, world.facts.codeWrites == 0, world.facts.frameInStep != 0,
      !world.facts.isLastFrameOfStep, world.facts.fingerDelta.x == 0, world.facts.fingerDelta.y == 0, !world.anyListMoving
    else {
      previousWasQuiet = false
      return false
    }
    let outer = world.outerView
    var motions = outer.motionCode | (Self.movedWithoutDrivers(outer) ? 8 : 0) | world.pager.motionCode << 4
    if let list = world.listView(at: lastVisible) { motions |= (list.motionCode | (Self.movedWithoutDrivers(list) ? 8 : 0)) << 8 }
    defer {
      previousWasQuiet = true
      quietMotions = motions | quietMask
    }
    return previousWasQuiet && motions == quietMotions
  }

  /// Whether `value` differs from `last`, the value its kind had at its last hit, which it then becomes: a value that
  /// repeats the last frame's is not hashed again.
  @inline(__always)
  private static func changed(_ value: UInt64, _ last: inout UInt64) -> Bool {
    guard last != value else { return false }
    last = value
    return true
  }

  /// Counts the feature `(kind, value)` at a hashed index.
  @inline(__always)
  private mutating func hashHit(_ kind: UInt64, _ value: UInt64) {
    var h = (value &+ kind &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
    h ^= h >> 31
    h = h &* 0x94D0_49BB_1331_11EB
    feedback.features.hit(Int(truncatingIfNeeded: h >> UInt64(64 - 14)), step: stepIndex)
  }

  /// The run is over: the near misses it reached.
  mutating func finish() -> SearchFeedback {
    if measuresNearMisses { feedback.nearMisses = tracker.misses }
    return feedback
  }

  /// Where `position` lies against its edges: 0 exactly at `low`, 1 within the tolerance of it but off it (a residue:
  /// a pixel left by rounding or a spring), 2 past it, 3 between the edges, 4 within the tolerance of `high` but off
  /// it, 5 exactly at `high`, 6 past `high`. Tolerance bugs live in the residues, which are otherwise invisible.
  @inline(__always)
  static func zone(_ position: Double, low: Double, high: Double?) -> UInt64 {
    let exact = 1e-6
    if abs(position - low) <= exact { return 0 }
    if abs(position - low) <= offsetTolerance { return 1 }
    if position < low { return 2 }
    guard let high else { return 3 }
    if abs(position - high) <= exact { return 5 }
    if abs(position - high) <= offsetTolerance { return 4 }
    return position > high ? 6 : 3
  }

  /// Whether `position` is off the grid of device pixels (`1 / scale` points).
  @inline(__always)
  static func offGrid(_ position: Double, scale: Double) -> Bool {
    pixelGridResidue(position, scale: scale) > 1e-6
  }

  /// Whether the view moved by more than the tolerance beyond what its drivers moved it (a write moved it).
  @inline(__always)
  static func movedWithoutDrivers(_ view: SimScrollView) -> Bool {
    abs(view.position - view.frameStartPosition - view.driverMotion) > offsetTolerance
  }

  static func stepCode(_ step: Step?) -> UInt64 {
    guard let step else { return 15 }
    switch step {
    case .touchDown: return 0
    case .move(let dx, let dy, _): return abs(dy) >= abs(dx) ? 1 : 2
    case .lift: return 3
    case .wait: return 4
    case .tapTab(_, let animated): return animated ? 5 : 6
    case .reloadHeader: return 7
    case .setSafeArea: return 8
    case .resize: return 9
    case .setListContent: return 10
    case .tapStatusBar: return 11
    case .requestSlots: return 12
    case .respond: return 13
    // The page-model steps share codes with their nearest kin: the step code is four bits, 15 is "no step".
    case .setContentInset: return 8
    case .reloadPager, .unloadDistantLists: return 14
    // An app event scrolls or changes the page by the app's own code, as a status-bar tap does by UIKit's.
    case .app: return 11
    }
  }

  static func recognitionCode(_ finger: Finger?) -> UInt64 {
    guard let finger else { return 0 }
    switch finger.recognition {
    case .pending: return 1
    case .vertical(let list, let outer): return list == nil ? 2 : outer ? 3 : 4
    case .pager: return 5
    case .headerContent: return 5  // a horizontal pan of the header's carousel: the pager's kin, within three bits
    case .backGesture: return 6
    case .none: return 7
    }
  }
}
