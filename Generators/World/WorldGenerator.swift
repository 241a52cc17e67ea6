// Random pages: sizes, safe areas, header, pin bar, lists and UIKit knobs.
//
// Every field is drawn as "keep the default, or vary it", with the default as the
// zero-bits answer, so an exhausted `ByteSource` yields exactly `WorldConfig()` and the
// default page keeps a large share of coverage. The varied values aim at the edges
// listed in docs/invariants.md, coverage of interesting states: a header shorter than the safe area (negative `maxOffsetY`),
// one exactly as tall (zero), lists shorter than the viewport, non-zero list insets,
// header-only mode, landscape. Every result passes `WorldConfig`'s decoding checks.

import ScrollSim

/// A random page configuration that `WorldConfig.init(from:)` accepts, inside `template` when one is given.
///
/// With no template (or the unconstrained one) the draws are exactly those of every earlier version, so a seed gives
/// the same world; a template's world is drawn the same way and then has each field outside the template drawn again
/// inside it (TemplateDrawing.swift), never rejected and retried.
public func generateWorld(
  using rng: inout some RandomSource, profile: GeneratorProfile = .default, template: PageTemplate? = nil
) -> WorldConfig {
  guard let template, !template.isUnconstrained else { return drawWorld(using: &rng, profile: profile) }
  var world = drawWorld(using: &rng, profile: template.adjusted(profile))
  template.fit(&world, using: &rng)
  return world
}

/// The world drawn with no template: each field kept at its default or varied.
func drawWorld(using rng: inout some RandomSource, profile: GeneratorProfile) -> WorldConfig {
  var world = WorldConfig()

  // MARK: Screen

  if rng.bool(probability: 0.75) {
    let size = rng.pick(DeviceGeometry.portraitSizes)
    let landscape = rng.bool(probability: 0.15)
    world.viewportWidth = landscape ? size.height : size.width
    world.viewportHeight = landscape ? size.width : size.height
  }
  let isLandscape = world.viewportWidth > world.viewportHeight
  if rng.bool(probability: 0.6) {
    world.safeAreaTop = rng.pick(isLandscape ? DeviceGeometry.landscapeSafeAreaTops : DeviceGeometry.safeAreaTops)
  }
  if rng.bool(probability: 0.4) { world.safeAreaBottom = rng.pick(DeviceGeometry.safeAreaBottoms) }

  // MARK: Header and pin bar

  world.pinBarHeight = rng.pick(DeviceGeometry.pinBarHeights)
  // nil (follow the safe area) mostly; a fixed 0 (page not under a navigation bar); rarely a fixed 44.
  let pinOffsets: [(Double?, Double)] = [(nil, 0.85), (0, 0.1), (44, 0.05)]
  world.pinOffset = rng.weighted(pinOffsets)
  if rng.bool(probability: 0.8) {
    world.headerHeight = drawHeaderHeight(
      safeAreaTop: world.safeAreaTop, pinOffset: world.effectivePinOffset, using: &rng)
  }

  // MARK: Lists

  if rng.bool(probability: profile.headerOnlyProbability) {
    world.headerOnly = true
    world.listCount = 1
    world.pinBarHeight = 0
    world.headerOnlyContentHeight = rng.readableDouble(in: 0...5000)
  } else {
    if rng.bool(probability: 0.6) { world.listCount = rng.int(in: 1...5) }
    if rng.bool(probability: 0.8) {
      world.lists = (0..<world.listCount).map { _ in drawListSpec(viewportHeight: world.viewportHeight, using: &rng) }
    }
    if rng.bool(probability: 0.25) { world.initialIndex = rng.int(in: 0...(world.listCount - 1)) }
  }
  world.backGestureEnabled = !rng.bool(probability: 0.1)

  // MARK: Knobs

  if rng.bool(probability: 1 - profile.defaultKnobsProbability) { world.knobs = generateKnobs(using: &rng, profile: profile) }

  // MARK: Loads (the Three Loaders article)

  world.maybeAddLoads(probability: profile.loadsProbability, using: &rng)

  // MARK: Header content (a carousel or chip row inside the header)

  if rng.bool(probability: profile.headerContentProbability) {
    let height = rng.bool(probability: 0.6) ? rng.pick([44.0, 100, 160]) : rng.readableDouble(in: 30...200)
    let top = rng.readableDouble(in: 0...max(world.headerHeight - height, 0))
    let width = rng.pick([world.viewportWidth * 2, 1600, 3000])
    world.headerContent = HeaderContentSpec(top: top, height: height, contentWidth: width)
  }
  return world
}

/// A header height in 0…600 (rarely up to 1,200), often round, sometimes shorter than or equal to the safe-area top.
func drawHeaderHeight(safeAreaTop: Double, pinOffset: Double, using rng: inout some RandomSource) -> Double {
  switch rng.weighted(HeaderShape.weights) {
  case .any: return rng.readableDouble(in: 0...600)
  case .round: return rng.pick(DeviceGeometry.roundHeaderHeights)
  case .belowSafeArea: return rng.readableDouble(in: 0...safeAreaTop)
  case .equalToPinOffset: return pinOffset  // maxOffsetY == 0: the header is gone at rest
  case .tall: return rng.readableDouble(in: 600...1200)
  }
}

/// One list's shape: short, medium or tall content, sometimes with insets.
func drawListSpec(viewportHeight: Double, using rng: inout some RandomSource) -> ListSpec {
  var spec = ListSpec()
  spec.contentHeight = drawContentHeight(viewportHeight: viewportHeight, using: &rng)
  if rng.bool(probability: 0.2) {
    spec.topInset =
      rng.bool(probability: 0.7) ? rng.pick(DeviceGeometry.listTopInsets) : rng.readableDouble(in: 1...120)
  }
  if rng.bool(probability: 0.15) { spec.bottomInset = rng.pick(DeviceGeometry.listBottomInsets) }
  return spec
}

/// A list content height: tall mostly, but often shorter than the viewport (0, 200, 600…) or right at its height.
func drawContentHeight(viewportHeight: Double, using rng: inout some RandomSource) -> Double {
  switch rng.weighted(ContentShape.weights) {
  case .medium: return rng.readableDouble(in: 600...5000)
  case .short: return rng.readableDouble(in: 0...viewportHeight)
  case .roundShort: return rng.pick([0, 200, 600])
  case .aboutViewport: return max(0, viewportHeight + rng.readableDouble(in: -100...100))
  case .tall: return rng.readableDouble(in: 5000...20_000)
  }
}

// MARK: - Shapes

/// The kinds of header height worth testing.
private enum HeaderShape {
  case any, round, belowSafeArea, equalToPinOffset, tall
  static let weights: [(Self, Double)] = [
    (.any, 0.55), (.round, 0.2), (.belowSafeArea, 0.12), (.equalToPinOffset, 0.06), (.tall, 0.07),
  ]
}

/// The kinds of list content height worth testing.
private enum ContentShape {
  case medium, short, roundShort, aboutViewport, tall
  static let weights: [(Self, Double)] = [
    (.medium, 0.4), (.short, 0.15), (.roundShort, 0.1), (.aboutViewport, 0.1), (.tall, 0.25),
  ]
}
