// The per-frame observer of a guided or targeted search: each frame's page state, read coarsely, counted as
// features in a feature map, and the invariants' near misses (NearMiss.swift).
//
// The state is deliberately coarse (a few bits per view) so that a feature means a situation, not an offset:
// the outer at the header, partly scrolled, pinned or past the pin; the list on screen at its top, above it,
// scrolled or past its bottom, whether it can scroll and bounce; each view's motion (at rest, dragged,
// decelerating, bouncing, snapping, animating) and whether a write moved it; whether an off-screen list is
// scrolled or still moving; which coordinator callback wrote which view (`FrameFacts.codeWrites`: the
// coordinator's decision branches); how deep callbacks re-entered; the step, the finger's recognition and
// speed, and the screen's pixel scale. Features are small projections of this state (their full product
// never saturates: a first version keyed on the whole state added one case in six to the corpus forever).

import ScrollSim

/// What a run tells a search beyond its verdict.
public struct SearchFeedback: Hashable, Sendable {
  public var features = FeatureMap()
  public var nearMisses = NearMisses()

  public init() {}
}

/// Feeds a run's frames into `SearchFeedback`.
@MainActor
struct SearchObserver {
  var feedback = SearchFeedback()
  var tracker = NearMissTracker()
  private var previous: UInt64 = 0
  private var stepIndex: Int16 = 0

  mutating func observe(_ world: PageWorld, step: Step?, stepIndex: Int?) {
    // An if-let, not `Optional.map { … }`: a closure handed to the standard library from main-actor code checks the
    // executor when it runs (Swift 6's dynamic isolation check), which was 8 % of a guided search's instructions.
    if let stepIndex { self.stepIndex = Int16(clamping: stepIndex) } else { self.stepIndex = .max }
    let stepIndex = stepIndex ?? -1
    let state = Self.state(of: world, step: step)
    // The situation itself, in small projections (their product would never saturate): where the outer and the
    // list on screen are and what moves them; what kind of list it is; what the finger does there, and how fast.
    hit(1, state.zones | state.motions << 8)
    hit(5, state.zones | state.listKind << 8 | state.pixelScale << 12)
    hit(6, state.zones | state.stepCode << 8 | state.recognition << 12)
    hit(7, state.zones | state.fingerSpeed << 8 | state.pixelScale << 12)
    // The page's geometry against the pixel grid, with where the views are: an edge a view cannot rest on exactly
    // is where sub-pixel residues come from, and the world decides it before any gesture does. Without this the
    // first case to reach a residue was usually already the failure, with no stepping stone kept before it.
    hit(8, state.zones | state.gridFit << 8 | state.pixelScale << 12 | (state.listKind & 3) << 14)
    // The transition of the page's coarse layout state from the previous frame.
    hit(2, previous << 16 | state.layout)
    previous = state.layout
    // The coordinator's decisions: each (callback, written view) pair, in the layout state it happened in.
    var writes = state.codeWrites
    while writes != 0 {
      let bit = UInt64(writes.trailingZeroBitCount)
      hit(3, bit << 16 | state.layout)
      writes &= writes - 1
    }
    hit(4, state.depth << 8 | (state.codeWrites == 0 ? 0 : 1) << 4 | state.stepCode)
    tracker.observe(world, step: step, stepIndex: stepIndex, context: UInt8(truncatingIfNeeded: state.zones | (state.pixelScale & 3) << 6))
  }

  /// Counts the feature `(kind, value)` at a hashed index.
  @inline(__always)
  private mutating func hit(_ kind: UInt64, _ value: UInt64) {
    var h = (value &+ kind &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
    h ^= h >> 31
    h = h &* 0x94D0_49BB_1331_11EB
    feedback.features.hit(Int(truncatingIfNeeded: h >> UInt64(64 - 14)), step: stepIndex)
  }

  /// The run is over: the near misses it reached.
  mutating func finish() -> SearchFeedback {
    feedback.nearMisses = tracker.misses
    return feedback
  }

  /// A frame's page state in parts (see the file comment).
  struct FrameState {
    /// The outer's zone and the list on screen's zone (`outer | list << 3`).
    var zones: UInt64
    /// The outer's and the list's motion codes, each with a bit for "moved without its drivers".
    var motions: UInt64
    /// Whether the list on screen can scroll, bounces, and the pager's motion.
    var listKind: UInt64
    var recognition: UInt64
    /// The finger's speed this frame (0, < 0.5, < 1, < 5, ≥ 5 points) and the screen's pixel scale.
    var fingerSpeed: UInt64
    var pixelScale: UInt64
    /// Whether the list on screen's top (bit 0) and `maxOffsetY` (bit 1) lie off the pixel grid.
    var gridFit: UInt64
    /// Outer zone, the list on screen's zone, off-screen lists scrolled or moving, pager between pages.
    var layout: UInt64
    var codeWrites: UInt32
    var depth: UInt64
    var stepCode: UInt64
  }

  static func state(of world: PageWorld, step: Step?) -> FrameState {
    let outer = world.outerView
    let y = outer.position
    let maxY = world.maxOffsetY
    let outerZone = zone(y, low: outer.minPosition, high: maxY)
    var listZone: UInt64 = 7
    var listMotion: UInt64 = 15
    var listKind: UInt64 = 3
    let scale = world.physics.pixelScale
    var gridFit: UInt64 = offGrid(maxY, scale: scale) ? 2 : 0
    let visible = world.visiblePage  // read once: the loop below compared every index with a fresh read
    if let list = world.listView(at: visible) {
      if offGrid(list.minPosition, scale: scale) { gridFit |= 1 }
      listZone = zone(list.position, low: list.minPosition, high: list.maxPosition)
      listMotion = list.motionCode | (movedWithoutDrivers(list) ? 8 : 0)
      listKind = (list.maxPosition > list.minPosition ? 1 : 0) | (list.canBounce ? 2 : 0)
    }
    var others: UInt64 = 0
    for index in 0..<world.listCount where index != visible {
      guard let list = world.listView(at: index) else { continue }
      if abs(list.position - list.minPosition) > offsetTolerance { others |= 1 }
      if list.isMoving { others |= 2 }
    }
    let pager = world.pager
    let width = world.viewportWidth
    let betweenPages: UInt64 = width > 0 && pagerDistanceFromPage(pager.position, width: width) > offsetTolerance ? 1 : 0
    let layout = outerZone | listZone << 3 | others << 6 | betweenPages << 8 | (world.facts.isLayoutFrame ? 1 << 9 : 0)
    let outerMotion = outer.motionCode | (movedWithoutDrivers(outer) ? 8 : 0)
    let finger = abs(Double(world.facts.fingerDelta.y))
    let fingerSpeed: UInt64 = finger == 0 ? 0 : finger < 0.5 ? 1 : finger < 1 ? 2 : finger < 5 ? 3 : 4
    let depth = world.facts.maxCallbackDepth
    return FrameState(
      zones: outerZone | listZone << 3, motions: outerMotion | listMotion << 4,
      listKind: listKind | pager.motionCode << 2, recognition: recognitionCode(world.finger), fingerSpeed: fingerSpeed,
      pixelScale: UInt64(min(max(world.physics.pixelScale, 1), 3)), gridFit: gridFit, layout: layout, codeWrites: world.facts.codeWrites,
      depth: depth <= 1 ? 0 : depth == 2 ? 1 : depth <= 4 ? 2 : 3, stepCode: stepCode(step))
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
