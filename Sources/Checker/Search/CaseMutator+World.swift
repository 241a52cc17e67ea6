// Flipping one knob and swapping one world field, with the donor drawn by the generators (or taken from
// another corpus case), then repairing the world so the scenario decoder accepts it.

import Generators
import ScrollSim

extension SimulationKnobs {
  /// Copies one knob, chosen by `rng`, from `donor` (a freshly generated knob set: the generator's distribution).
  mutating func copyOne(from donor: SimulationKnobs, using rng: inout some RandomSource) {
    switch rng.int(in: 0...20) {
    case 0: frameRate = donor.frameRate
    case 1, 2: pixelScale = donor.pixelScale  // twice the weight: rounding is where tolerance bugs live
    case 3: pixelRoundingTies = donor.pixelRoundingTies
    case 4: roundsWrittenOffsets = donor.roundsWrittenOffsets
    case 5: didScrollOnEqualValue = donor.didScrollOnEqualValue
    case 6: dragDeltaMode = donor.dragDeltaMode
    case 7: panOrder = donor.panOrder
    case 8: momentumOrder = donor.momentumOrder
    case 9: animationDuration = donor.animationDuration
    case 10: animationCurve = donor.animationCurve
    case 11: animatedSetStopsDeceleration = donor.animatedSetStopsDeceleration
    case 12: springStiffness = donor.springStiffness
    case 13: springDampingRatio = donor.springDampingRatio
    case 14: pagingSpringFrequency = donor.pagingSpringFrequency
    case 15: pagingDampingRatio = donor.pagingDampingRatio
    case 16: pagingRule = donor.pagingRule; pagingVelocityThreshold = donor.pagingVelocityThreshold
    case 17: clampOnContentShrink = donor.clampOnContentShrink
    case 18: tablesAlwaysBounceVertical = donor.tablesAlwaysBounceVertical
    case 19: touchInterruptsAnimation = donor.touchInterruptsAnimation
    default: disablingBouncesStopsBounce = donor.disablingBouncesStopsBounce
    }
  }
}

extension WorldConfig {
  /// Copies one field (or a group that only makes sense together, like the viewport's two sides), chosen by
  /// `rng`, from `donor`. The result may need `repaired()`.
  mutating func copyOneField(from donor: WorldConfig, using rng: inout some RandomSource) {
    switch rng.int(in: 0...9) {
    case 0:
      viewportWidth = donor.viewportWidth
      viewportHeight = donor.viewportHeight
    case 1: safeAreaTop = donor.safeAreaTop; safeAreaBottom = donor.safeAreaBottom
    case 2, 3: headerHeight = donor.headerHeight
    case 4: pinBarHeight = donor.pinBarHeight
    case 5: pinOffset = donor.pinOffset
    case 6:
      listCount = donor.listCount
      lists = donor.lists
      headerOnly = donor.headerOnly
      headerOnlyContentHeight = donor.headerOnlyContentHeight
    case 7:
      // One list's shape.
      guard !donor.lists.isEmpty, !headerOnly else { return }
      let index = rng.int(in: 0...(listCount - 1))
      while lists.count <= index { lists.append(ListSpec()) }
      lists[index] = donor.lists[rng.int(in: 0...(donor.lists.count - 1))]
    case 8: initialIndex = donor.initialIndex; backGestureEnabled = donor.backGestureEnabled
    default: knobs = donor.knobs
    }
  }

  /// Moves one length of the page's geometry (the header, the safe area, the pin offset, a list's insets or
  /// content) by a pixel-scale distance or a ratio (`CaseMutator.nudged`). A step's nudge puts a gesture a pixel
  /// from an edge; this puts the edge itself off the pixel grid, where a view can no longer rest exactly on it
  /// and every comparison with it meets a sub-pixel residue. The result may need `repaired()`.
  mutating func nudgeOneLength(using rng: inout SeededSource) {
    switch rng.int(in: 0...5) {
    case 0: headerHeight = max(0, CaseMutator.nudged(headerHeight, using: &rng))
    case 1: safeAreaTop = max(0, CaseMutator.nudged(safeAreaTop, using: &rng))
    case 2: pinOffset = max(0, CaseMutator.nudged(effectivePinOffset, using: &rng))
    default:
      guard !headerOnly else { return }
      let index = rng.int(in: 0...(listCount - 1))
      while lists.count <= index { lists.append(ListSpec()) }
      switch rng.int(in: 0...2) {
      case 0: lists[index].topInset = min(max(0, CaseMutator.nudged(lists[index].topInset, using: &rng)), 10_000)
      case 1: lists[index].bottomInset = min(max(0, CaseMutator.nudged(lists[index].bottomInset, using: &rng)), 10_000)
      default: lists[index].contentHeight = min(max(0, CaseMutator.nudged(lists[index].contentHeight, using: &rng)), 1e7)
      }
    }
  }

  /// The nearest world `WorldConfig.init(from:)` accepts: sizes clamped to their ranges, the list array and the
  /// initial page within the list count, header-only mode with its one list.
  public func repaired() -> WorldConfig {
    var world = self
    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
      value.isFinite ? min(max(value, low), high) : low
    }
    world.viewportWidth = clamp(world.viewportWidth, 100, 3000)
    world.viewportHeight = clamp(world.viewportHeight, 100, 3000)
    let half = world.viewportHeight / 2
    world.safeAreaTop = clamp(world.safeAreaTop, 0, half)
    world.safeAreaBottom = clamp(world.safeAreaBottom, 0, half)
    world.headerHeight = clamp(world.headerHeight, 0, 10_000)
    world.pinBarHeight = clamp(world.pinBarHeight, 0, half)
    world.pinOffset = world.pinOffset.map { clamp($0, 0, half) }
    world.headerOnlyContentHeight = clamp(world.headerOnlyContentHeight, 0, 1e7)
    if world.headerOnly { world.listCount = 1 }
    world.listCount = min(max(world.listCount, 1), 10)
    if world.lists.count > world.listCount { world.lists.removeLast(world.lists.count - world.listCount) }
    world.initialIndex = min(max(world.initialIndex, 0), world.listCount - 1)
    return world
  }
}
