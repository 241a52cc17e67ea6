// Drawing inside a page template (`PageTemplate`): a world drawn as usual, then each field outside the template drawn
// again inside it, and each runtime step outside it drawn again inside it. Never rejection and retry: every redraw
// lands inside by construction (a value within the range, a screen from the allowed list), so generation costs the
// same whatever the template. The redraws keep the generator's habits: round numbers, and a range's two ends often
// (a template's edge is where a page's layout is most likely to be off by a pixel).

import ScrollSim

extension PageTemplate {
  /// `profile` with the chances the template settles made certain: header-only mode, loads and header content on or
  /// off, and how knobs are drawn.
  func adjusted(_ profile: GeneratorProfile) -> GeneratorProfile {
    var profile = profile
    if headerOnly == false || !(listCount?.contains(1) ?? true) { profile.headerOnlyProbability = 0 }
    if headerOnly == true { profile.headerOnlyProbability = 1 }
    if let loads { profile.loadsProbability = loads ? 1 : 0 }
    if let headerContent { profile.headerContentProbability = headerContent ? 1 : 0 }
    switch knobs {
    case .defaults?: profile.defaultKnobsProbability = 1
    case .plausible?: profile.drawsRuledOutKnobValues = false
    case .pessimistic?: profile.drawsRuledOutKnobValues = true
    case .fixed?, nil: break
    }
    return profile
  }

  /// Draws again, inside the template, each field of `world` that lies outside it, in dependency order (the screen,
  /// then what must fit half its height, the pin, the header, the lists), then clamps as a last guard.
  func fit(_ world: inout WorldConfig, using rng: inout some RandomSource) {
    if !admitsViewport(width: world.viewportWidth, height: world.viewportHeight) {
      let size = drawViewport(using: &rng)
      (world.viewportWidth, world.viewportHeight) = (size.width, size.height)
    }
    let half = world.viewportHeight / 2
    world.safeAreaTop = drawIfOutside(world.safeAreaTop, safeAreaTop, within: 0...half, using: &rng)
    world.safeAreaBottom = drawIfOutside(world.safeAreaBottom, safeAreaBottom, within: 0...half, using: &rng)
    world.pinBarHeight = drawIfOutside(world.pinBarHeight, pinBarHeight, within: 0...half, using: &rng)
    if let fixed = world.pinOffset, fixed > half { world.pinOffset = half }
    if let pinOffset, !pinOffset.contains(world.effectivePinOffset) {
      // Under the safe area when the two ranges meet (a navigation-bar pin), else at a fixed offset.
      if let both = Self.intersection(safeAreaTop ?? 0...half, pinOffset, 0...half), rng.bool(probability: 0.8) {
        world.pinOffset = nil
        world.safeAreaTop = draw(inside: both, using: &rng)
      } else if let fixed = Self.intersection(pinOffset, 0...half) {
        world.pinOffset = draw(inside: fixed, using: &rng)
      }
    }
    if let headerHeight, !headerHeight.contains(world.headerHeight) {
      // Sometimes exactly the pin offset: the header is gone at rest (maxOffsetY 0), as the generator aims for.
      world.headerHeight =
        headerHeight.contains(world.effectivePinOffset) && rng.bool(probability: 0.1)
        ? world.effectivePinOffset : draw(inside: headerHeight, using: &rng)
    }
    if !world.headerOnly, let listCount, !listCount.contains(world.listCount) {
      world.listCount = rng.int(in: listCount)
      if world.lists.count > world.listCount { world.lists.removeLast(world.lists.count - world.listCount) }
      while !world.lists.isEmpty, world.lists.count < world.listCount {
        world.lists.append(drawListSpec(viewportHeight: world.viewportHeight, using: &rng))
      }
      if world.initialIndex >= world.listCount { world.initialIndex = rng.int(in: 0...(world.listCount - 1)) }
    }
    if let listContentHeight {
      if world.headerOnly {
        world.headerOnlyContentHeight = drawIfOutside(world.headerOnlyContentHeight, listContentHeight, within: 0...1e7, using: &rng)
      } else {
        for index in 0..<world.listCount where !listContentHeight.contains(world.list(index).contentHeight) {
          while world.lists.count <= index { world.lists.append(ListSpec()) }
          world.lists[index].contentHeight = draw(inside: listContentHeight, using: &rng)
        }
      }
    }
    if case .fixed(let knobs) = knobs { world.knobs = knobs }
    world = clamped(world)
  }

  /// `step` if it lies inside the template on `world`, else the same kind of step drawn again inside it; the layout
  /// `sketch` left by the steps before tells how tall the screen is now.
  func fitted(_ step: Step, on world: WorldConfig, sketch: PageSketch, using rng: inout some RandomSource) -> Step {
    let inside = clamped(step, on: world)
    guard inside != step else { return step }
    switch step {
    case .reloadHeader:
      guard let headerHeight else { return inside }
      return .reloadHeader(height: draw(inside: headerHeight, using: &rng))
    case .respond(let load, let afterFrames, let outcome, .some):
      guard let headerHeight else { return inside }
      return .respond(load: load, afterFrames: afterFrames, outcome: outcome, slotHeight: draw(inside: headerHeight, using: &rng))
    case .setSafeArea(let top, let bottom):
      let half = sketch.viewportHeight / 2
      return .setSafeArea(
        top: drawIfOutside(top, safeAreaTopRange(on: world), within: 0...half, using: &rng),
        bottom: drawIfOutside(bottom, safeAreaBottom, within: 0...half, using: &rng))
    case .resize:
      let size = drawViewport(using: &rng)
      return .resize(width: size.width, height: size.height)
    case .setListContent(let index, _):
      guard let listContentHeight else { return inside }
      return .setListContent(index: index, height: draw(inside: listContentHeight, using: &rng))
    default:
      return inside
    }
  }

  // MARK: - Values

  /// One of the template's screens: a listed one; else a real iPhone size (portrait or landscape) inside the ranges;
  /// else a size drawn inside the ranges.
  func drawViewport(using rng: inout some RandomSource) -> ViewportSize {
    if let admitted = admittedViewports, !admitted.isEmpty { return rng.pick(admitted) }
    let devices = DeviceGeometry.portraitSizes.flatMap { [ViewportSize(width: $0.width, height: $0.height), ViewportSize(width: $0.height, height: $0.width)] }
      .filter { admitsViewport(width: $0.width, height: $0.height) }
    if !devices.isEmpty, rng.bool(probability: 0.8) || viewportWidth == nil { return rng.pick(devices) }
    let widths = Self.intersection(viewportWidth ?? 320...430, 100...3_000) ?? 100...3_000
    let heights = Self.intersection(viewportHeight ?? 568...932, max(100, 2 * requiredHalfHeight)...3_000)
      ?? max(100, 2 * requiredHalfHeight)...3_000
    return nearestViewport(
      to: ViewportSize(width: draw(inside: widths, using: &rng), height: draw(inside: heights, using: &rng)))
  }

  /// `value` when it lies in `range` and `limit`, else a value drawn inside both (inside `limit` alone with no range).
  func drawIfOutside(
    _ value: Double, _ range: ClosedRange<Double>?, within limit: ClosedRange<Double>, using rng: inout some RandomSource
  ) -> Double {
    guard !((range?.contains(value) ?? true) && limit.contains(value)) else { return value }
    guard let range else { return min(max(value, limit.lowerBound), limit.upperBound) }
    return draw(inside: Self.intersection(range, limit) ?? range, using: &rng)
  }

  /// A value in `range`: its lower or upper end one time in ten each, else a readable value inside it.
  func draw(inside range: ClosedRange<Double>, using rng: inout some RandomSource) -> Double {
    switch rng.weighted([(0, 0.1), (1, 0.1), (2, 0.8)]) {
    case 0: return range.lowerBound
    case 1: return range.upperBound
    default: return rng.readableDouble(in: range)
    }
  }
}
