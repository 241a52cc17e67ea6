// The world seen as a list of independently resettable fields, with the world's place in the order.
//
// World passes change one field at a time ("each knob toward its default"), so each
// field is described once here: how much it costs in the simplicity order, how to put
// it back to its default, and which rounder values to try. The decoder stays the judge
// of validity, because its cross-field rules (safe area <= half the viewport, header-only
// means one list) are easy to get subtly wrong in a second copy.

import Foundation
import ScrollSim

// MARK: - Fields

/// One resettable part of a world: a field of `WorldConfig`, of one of its `lists`, or a knob.
struct WorldField {
  /// The field's path as a reader would write it, e.g. `knobs.frameRate` or `lists[1].contentHeight`.
  let name: String
  /// This field's share of `WorldConfig.shrinkComplexity`; 0 at the default.
  let cost: (WorldConfig) -> Double
  /// The world with this field at its default.
  let reset: (WorldConfig) -> WorldConfig
  /// Rounder values for the field, roundest first (multiples of 100, 10, 1); empty for non-numbers.
  let rounder: (WorldConfig) -> [WorldConfig]

  /// A field compared with its default: cost 0 when equal, 1 otherwise.
  static func plain<Value: Equatable>(
    _ name: String, _ path: WritableKeyPath<WorldConfig, Value>, default defaultValue: Value
  ) -> WorldField {
    WorldField(
      name: name, cost: { $0[keyPath: path] == defaultValue ? 0 : 1 },
      reset: { var w = $0; w[keyPath: path] = defaultValue; return w }, rounder: { _ in [] })
  }

  /// A number: cost 0 at the default, otherwise 1 plus how unround it is; rounder values are the nearest multiples.
  static func number(_ name: String, _ path: WritableKeyPath<WorldConfig, Double>, default defaultValue: Double)
    -> WorldField
  {
    WorldField(
      name: name, cost: { $0[keyPath: path] == defaultValue ? 0 : 1 + roundnessPenalty($0[keyPath: path]) },
      reset: { var w = $0; w[keyPath: path] = defaultValue; return w },
      rounder: { world in
        nearestRoundValues(world[keyPath: path]).map { var w = world; w[keyPath: path] = $0; return w }
      })
  }

  /// An optional number whose default is `nil` (`pinOffset`).
  static func optionalNumber(_ name: String, _ path: WritableKeyPath<WorldConfig, Double?>) -> WorldField {
    WorldField(
      name: name, cost: { $0[keyPath: path].map { 1 + roundnessPenalty($0) } ?? 0 },
      reset: { var w = $0; w[keyPath: path] = nil; return w },
      rounder: { world in
        guard let value = world[keyPath: path] else { return [] }
        return nearestRoundValues(value).map { var w = world; w[keyPath: path] = $0; return w }
      })
  }
}

/// The nearest multiples of 100, 10 and 1 to `value` that differ from it, roundest first, without repeats.
func nearestRoundValues(_ value: Double) -> [Double] {
  guard value.isFinite else { return [] }
  var result: [Double] = []
  for unit in [100.0, 10, 1] {
    let rounded = (value / unit).rounded() * unit
    if rounded != value, !result.contains(rounded) { result.append(rounded) }
  }
  return result
}

// MARK: - The catalogue

extension WorldConfig {
  /// Every top-level field except `listCount` and `lists` (those belong to the fewer-lists pass), in declaration order.
  static var shrinkFields: [WorldField] {
    let d = WorldConfig()
    return [
      .number("viewportWidth", \.viewportWidth, default: d.viewportWidth),
      .number("viewportHeight", \.viewportHeight, default: d.viewportHeight),
      .number("safeAreaTop", \.safeAreaTop, default: d.safeAreaTop),
      .number("safeAreaBottom", \.safeAreaBottom, default: d.safeAreaBottom),
      .number("headerHeight", \.headerHeight, default: d.headerHeight),
      .number("pinBarHeight", \.pinBarHeight, default: d.pinBarHeight),
      .optionalNumber("pinOffset", \.pinOffset),
      .plain("headerOnly", \.headerOnly, default: d.headerOnly),
      .number("headerOnlyContentHeight", \.headerOnlyContentHeight, default: d.headerOnlyContentHeight),
      WorldField(
        name: "initialIndex", cost: { Double($0.initialIndex) },
        reset: { var w = $0; w.initialIndex = 0; return w }, rounder: { _ in [] }),
      .plain("backGestureEnabled", \.backGestureEnabled, default: d.backGestureEnabled),
      .number("outerTopInset", \.outerTopInset, default: d.outerTopInset),
      .number("outerBottomInset", \.outerBottomInset, default: d.outerBottomInset),
      .plain("headerContent", \.headerContent, default: d.headerContent),
    ]
  }

  /// Every knob, in `SimulationKnobs.names` order.
  static var knobFields: [WorldField] {
    let d = SimulationKnobs()
    return [
      .plain("knobs.frameRate", \.knobs.frameRate, default: d.frameRate),
      .plain("knobs.pixelScale", \.knobs.pixelScale, default: d.pixelScale),
      .plain("knobs.pixelRoundingTies", \.knobs.pixelRoundingTies, default: d.pixelRoundingTies),
      .plain("knobs.roundsWrittenOffsets", \.knobs.roundsWrittenOffsets, default: d.roundsWrittenOffsets),
      .plain("knobs.didScrollOnEqualValue", \.knobs.didScrollOnEqualValue, default: d.didScrollOnEqualValue),
      .plain("knobs.dragDeltaMode", \.knobs.dragDeltaMode, default: d.dragDeltaMode),
      .plain("knobs.panOrder", \.knobs.panOrder, default: d.panOrder),
      .plain("knobs.momentumOrder", \.knobs.momentumOrder, default: d.momentumOrder),
      .number("knobs.animationDuration", \.knobs.animationDuration, default: d.animationDuration),
      .plain("knobs.animationCurve", \.knobs.animationCurve, default: d.animationCurve),
      .plain(
        "knobs.animatedSetStopsDeceleration", \.knobs.animatedSetStopsDeceleration,
        default: d.animatedSetStopsDeceleration),
      .number("knobs.springStiffness", \.knobs.springStiffness, default: d.springStiffness),
      .number("knobs.springDampingRatio", \.knobs.springDampingRatio, default: d.springDampingRatio),
      .number("knobs.pagingSpringFrequency", \.knobs.pagingSpringFrequency, default: d.pagingSpringFrequency),
      .number("knobs.pagingDampingRatio", \.knobs.pagingDampingRatio, default: d.pagingDampingRatio),
      .plain("knobs.pagingRule", \.knobs.pagingRule, default: d.pagingRule),
      .number("knobs.pagingVelocityThreshold", \.knobs.pagingVelocityThreshold, default: d.pagingVelocityThreshold),
      .plain("knobs.clampOnContentShrink", \.knobs.clampOnContentShrink, default: d.clampOnContentShrink),
      .plain("knobs.tablesAlwaysBounceVertical", \.knobs.tablesAlwaysBounceVertical, default: d.tablesAlwaysBounceVertical),
      .plain("knobs.touchInterruptsAnimation", \.knobs.touchInterruptsAnimation, default: d.touchInterruptsAnimation),
      .plain(
        "knobs.disablingBouncesStopsBounce", \.knobs.disablingBouncesStopsBounce,
        default: d.disablingBouncesStopsBounce),
    ]
  }

  /// The fields of each entry of `lists`, entry by entry.
  var listFields: [WorldField] {
    let d = ListSpec()
    return lists.indices.flatMap { i in
      [
        WorldField.number("lists[\(i)].contentHeight", \.lists[i].contentHeight, default: d.contentHeight),
        .number("lists[\(i)].topInset", \.lists[i].topInset, default: d.topInset),
        .number("lists[\(i)].bottomInset", \.lists[i].bottomInset, default: d.bottomInset),
      ]
    }
  }

  /// The Three Loaders article's loads: the setting itself (off is simpler: a failure that does not need loads loses them), then each
  /// of its numbers toward `LoadSettings()`. Empty for a world without loads.
  var loadFields: [WorldField] {
    guard loads != nil else { return [] }
    let d = LoadSettings()
    func number(_ name: String, _ path: WritableKeyPath<LoadSettings, Double>, _ defaultValue: Double) -> WorldField {
      WorldField(
        name: "loads.\(name)",
        cost: { world in world.loads.map { $0[keyPath: path] == defaultValue ? 0 : 1 + roundnessPenalty($0[keyPath: path]) } ?? 0 },
        reset: { var w = $0; w.loads?[keyPath: path] = defaultValue; return w },
        rounder: { world in
          guard let value = world.loads?[keyPath: path] else { return [] }
          return nearestRoundValues(value).map { var w = world; w.loads?[keyPath: path] = $0; return w }
        })
    }
    return [
      WorldField(
        name: "loads", cost: { $0.loads == nil ? 0 : 1 }, reset: { var w = $0; w.loads = nil; return w },
        rounder: { _ in [] }),
      number("refreshThreshold", \.refreshThreshold, d.refreshThreshold),
      number("bottomHitDistance", \.bottomHitDistance, d.bottomHitDistance),
      number("pageHeight", \.pageHeight, d.pageHeight),
    ]
  }

  /// Every resettable field of this world: top-level fields, then list entries, then loads, then knobs.
  var allShrinkFields: [WorldField] { Self.shrinkFields + listFields + loadFields + Self.knobFields }
}

// MARK: - Complexity and validity

extension WorldConfig {
  /// Key 4 of the simplicity order: `listCount`, plus one per `lists` entry, plus every field's cost.
  ///
  /// Fewer lists is simpler even below the default of three (the brief's "fewer lists"); a field at its default costs
  /// nothing, any other value costs 1 plus its `roundnessPenalty` (< 1), and `initialIndex` costs its value.
  public var shrinkComplexity: Double {
    allShrinkFields.reduce(Double(listCount + lists.count)) { $0 + $1.cost(self) }
  }

  /// Whether the scenario decoder accepts this world unchanged: encoded to JSON, decoded back, and equal.
  var isAcceptedByDecoder: Bool {
    guard let data = try? JSONEncoder().encode(self),
      let decoded = try? StrictJSONDecoder().decode(WorldConfig.self, from: data)
    else { return false }
    return decoded == self
  }
}
