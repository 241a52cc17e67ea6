// World reduction: fewer lists, fields and knobs back to their defaults, rounder sizes.
//
// A repro that says "default world except knobs.dragDeltaMode = fromStart" points
// straight at the cause; one that differs from the default in nine places hides it.
// Every change is one field at a time, and the decoder judges each resulting world
// (`ShrinkState.consider` discards worlds it rejects).

import ScrollSim

/// Removes lists: `listCount` straight to 1, else one fewer at a time; then `lists` entries from the end.
///
/// Steps that name a removed list (`tapTab(index: 4)`) stay valid, since every step is valid in any context, so the
/// pass does not look at them: the oracle decides. Trimming keeps the world decodable: `lists` is cut to `listCount`
/// entries and `initialIndex` is clamped below `listCount`.
struct FewerLists: ShrinkPass {
  var name: String { "fewerLists" }

  func run(_ state: inout ShrinkState) {
    if state.current.world.listCount > 2 {
      state.consider(state.current.with(world: Self.trimmed(state.current.world, to: 1)))
    }
    while state.current.world.listCount > 1, !state.budgetExhausted {
      let fewer = Self.trimmed(state.current.world, to: state.current.world.listCount - 1)
      guard state.consider(state.current.with(world: fewer)) else { break }
    }
    while !state.current.world.lists.isEmpty, !state.budgetExhausted {
      var world = state.current.world
      world.lists.removeLast()
      guard state.consider(state.current.with(world: world)) else { break }
    }
  }

  /// `world` with `count` lists, its `lists` and `initialIndex` cut to fit.
  static func trimmed(_ world: WorldConfig, to count: Int) -> WorldConfig {
    var w = world
    w.listCount = count
    w.lists = Array(w.lists.prefix(count))
    w.initialIndex = min(w.initialIndex, count - 1)
    return w
  }
}

/// Puts each field of `fields` back to its default, one at a time, in catalogue order.
struct ResetWorldFields: ShrinkPass {
  let name: String
  /// The fields to reset, read from the current world when the pass starts.
  let fields: @Sendable (WorldConfig) -> [WorldField]

  func run(_ state: inout ShrinkState) {
    for field in fields(state.current.world) where !state.budgetExhausted {
      guard field.cost(state.current.world) > 0 else { continue }
      state.consider(state.current.with(world: field.reset(state.current.world)))
    }
  }

  /// Top-level fields, list entries and loads toward `WorldConfig()`, `ListSpec()` and `LoadSettings()` values.
  static let worldFields = ResetWorldFields(name: "worldFieldsToDefaults") {
    WorldConfig.shrinkFields + $0.listFields + $0.loadFields
  }

  /// Each knob toward its `SimulationKnobs()` value.
  static let knobs = ResetWorldFields(name: "knobsToDefaults") { _ in WorldConfig.knobFields }
}

/// Moves each non-default number of the world (sizes, list heights, numeric knobs) to the nearest multiple of 100,
/// else of 10, else to the nearest whole number.
struct RoundWorldNumbers: ShrinkPass {
  var name: String { "roundWorldNumbers" }

  func run(_ state: inout ShrinkState) {
    for field in state.current.world.allShrinkFields where !state.budgetExhausted {
      guard field.cost(state.current.world) > 0 else { continue }  // a default is simpler than any rounder value
      for world in field.rounder(state.current.world) {
        if state.consider(state.current.with(world: world)) { break }
      }
    }
  }
}
