// What the step generator knows about the page: its layout at rest, not its scroll state.
//
// The generator never runs the simulation, so it cannot know where the outer table
// or a list is scrolled. It does know the layout it started from and every layout
// step it emitted since (a reload, a rotation), which is enough to aim touches at the
// header, the pin bar at rest or pinned, and the lists, and to keep sizes plausible.

import ScrollSim

/// The page's layout at rest as the generator last left it.
struct PageSketch: Hashable, Sendable {
  var viewportWidth: Double
  var viewportHeight: Double
  var safeAreaTop: Double
  var safeAreaBottom: Double
  var headerHeight: Double
  var pinBarHeight: Double
  /// The world's fixed pin offset, or nil when the pin bar pins under the safe area.
  var fixedPinOffset: Double?
  var listCount: Int
  /// Each list's content height, as set by the world and by `setListContent` steps.
  var listContentHeights: [Double]
  /// The header's scroll view, if the world has one.
  var headerContent: HeaderContentSpec?

  /// The sketch of `world` before any step.
  init(world: WorldConfig) {
    viewportWidth = world.viewportWidth
    viewportHeight = world.viewportHeight
    safeAreaTop = world.safeAreaTop
    safeAreaBottom = world.safeAreaBottom
    headerHeight = world.headerHeight
    pinBarHeight = world.pinBarHeight
    fixedPinOffset = world.pinOffset
    listCount = world.listCount
    listContentHeights = (0..<world.listCount).map { world.list($0).contentHeight }
    headerContent = world.headerContent
  }

  /// Where the pin bar's top sits once pinned: `WorldConfig.effectivePinOffset` for the current safe area.
  var pinOffset: Double { fixedPinOffset ?? safeAreaTop }

  /// Whether the viewport is wider than tall.
  var isLandscape: Bool { viewportWidth > viewportHeight }

  /// Follows a layout step; gesture and time steps leave the layout at rest unchanged.
  mutating func apply(_ step: Step) {
    switch step {
    case .reloadHeader(let height): headerHeight = height
    case .setSafeArea(let top, let bottom):
      safeAreaTop = top
      safeAreaBottom = bottom
    case .resize(let width, let height):
      viewportWidth = width
      viewportHeight = height
    case .setListContent(let index, let height):
      if listContentHeights.indices.contains(index) { listContentHeights[index] = height }
    // A slot response may or may not resize the banner (tokens, the gate): the sketch keeps the height it knows.
    case .touchDown, .move, .lift, .wait, .tapTab, .tapStatusBar, .requestSlots, .respond, .setContentInset, .reloadPager,
      .unloadDistantLists, .app:
      break
    }
  }
}
