// What a fuzz run emphasises: how often each step family occurs and how often
// events land inside gestures.
//
// A profile is plain data, recorded by name in every repro file, so a failure can be
// re-found with the same emphasis that first found it.

import ScrollSim

/// Weights and rates that steer the step and world generators toward one kind of trouble.
public struct GeneratorProfile: Hashable, Sendable {
  /// The name used on the command line and in repro files (`default`, `gestures-only`, …).
  public var name: String
  /// Relative weight of each family; a family with weight 0 (or absent) is never emitted.
  /// Always read through `StepFamily.allCases` so no result depends on dictionary order.
  public var weights: [StepFamily: Double] { didSet { tabulateWeights() } }
  /// Chance, at each gap inside a gesture (after the touch-down and after each move), of an event landing there.
  public var midGestureEventProbability: Double = 0.1
  /// Chance that a flick's lift is followed at once (or after a few frames) by an event: a tab tap, a reload…
  public var afterFlickEventProbability: Double = 0.35
  /// Chance that a gesture is followed by a wait, letting deceleration, bounces and animations play out.
  public var trailingWaitProbability: Double = 0.35
  /// Whether each case first switches off a random subset of families (swarm testing).
  public var swarm: Bool = false
  /// The families this case switched off; filled in by `resolved(using:)` for swarm profiles.
  public var disabledFamilies: [StepFamily] = [] { didSet { tabulateWeights() } }
  /// Chance that a generated world is in header-only mode.
  public var headerOnlyProbability: Double = 0.08
  /// Chance that a generated world keeps every UIKit knob at its default, so defaults get most coverage.
  public var defaultKnobsProbability: Double = 0.5
  /// Whether drawn knobs may take values the evidence rules out (`KnobEvidence.ruledOut`): a UIKit that calls
  /// `scrollViewDidScroll` for equal values, drags that undo writes, unrounded written offsets. Only `pessimistic`.
  public var drawsRuledOutKnobValues: Bool = false
  /// Chance that a generated world has the Three Loaders article's loads (refresh control, pagination, network). At 0 the
  /// world generator draws nothing for loads, so profiles without them generate exactly what they always did.
  public var loadsProbability: Double = 0
  /// Chance that a generated world has a horizontal scroll view in its header (a carousel, a chip row).
  public var headerContentProbability: Double = 0.3
  /// The app events the checked entries declare (`CoordinatorEntry.declaring(_:)`), drawn beside the families by
  /// their weights. Empty in every named profile: a run adds its entries' events (`drawing(_:)`), so a run whose
  /// entries declare none draws exactly the cases it always did.
  public var appEvents: [AppEventShape] = []

  /// A profile with the given family weights and default rates.
  /// `weight(of:)` for every family by `StepFamily.ordinal`, and the enabled families in `allCases` order, derived
  /// from `weights` and `disabledFamilies` whenever either changes: the generator asks for them several times per
  /// step, and each answer was a dictionary lookup (a hash) per family and a new array (3% of a fuzz run).
  private var weightTable: [Double] = []
  private var enabledTable: [StepFamily] = []

  /// A profile named `name` that draws each step family with the given relative weight.
  public init(name: String, weights: [StepFamily: Double]) {
    self.name = name
    self.weights = weights
    tabulateWeights()
  }

  private mutating func tabulateWeights() {
    weightTable = StepFamily.allCases.map { family in
      guard !disabledFamilies.contains(family), let weight = weights[family], weight > 0 else { return 0 }
      return weight
    }
    enabledTable = StepFamily.allCases.filter { weightTable[$0.ordinal] > 0 }
  }

  /// The weight of `family`, 0 when it is absent, disabled or not positive.
  public func weight(of family: StepFamily) -> Double { weightTable[family.ordinal] }

  /// Whether `family` can be emitted.
  public func isEnabled(_ family: StepFamily) -> Bool { weight(of: family) > 0 }

  /// The families that can be emitted, in `StepFamily.allCases` order.
  public var enabledFamilies: [StepFamily] { enabledTable }

  /// Every step kind this profile can emit. For an unresolved swarm profile this is the most any of its cases emits.
  /// With app events, `.app` too.
  public var enabledKinds: Set<StepKind> {
    Set(enabledFamilies.flatMap(\.stepKinds) + (appEvents.contains { $0.weight > 0 } ? [.app] : []))
  }
}

extension GeneratorProfile {
  /// The profile drawing `events` too (those with a positive weight), after any it already draws; the same profile
  /// when there are none.
  public func drawing(_ events: [AppEventShape]) -> GeneratorProfile {
    var profile = self
    for event in events where event.weight > 0 && !profile.appEvents.contains(where: { $0.name == event.name }) {
      profile.appEvents.append(event)
    }
    return profile
  }
}

extension GeneratorProfile: CustomStringConvertible {
  /// The profile's name, as on the command line.
  public var description: String { name }
}
