// The one order the shrinker minimises.
//
// Hypothesis's lesson: "simpler" must be a single explicit total preorder, and a
// candidate is accepted only when it is strictly simpler than the current one.
// Every accepted step then moves strictly down a well-founded order, so shrinking
// terminates whatever the oracle does, and every pass agrees on what progress is.

import ScrollSim

// MARK: - The order

/// Where a candidate sits in the simplicity order; keys compare lexicographically, smaller is simpler.
///
/// 1. `stepCount`: fewer steps. A shorter repro is the biggest win for a reader.
/// 2. `totalFrames`: fewer frames (sum of `Step.frameCount`). Less time to step through in a trace.
/// 3. `numericComplexity`: the sum of `numberComplexity` over every number in the steps (frames excepted,
///    they are key 2; a response's `afterFrames` is not frames the step takes, so it counts here), plus 1 per
///    `tapTab(animated: true)` and per `respond` carrying a `slotHeight`.
/// 4. `worldComplexity`: fewer lists, then fields and knobs at their defaults, then rounder values
///    (see `WorldConfig.shrinkComplexity`).
///
/// All four keys are non-negative and take finitely many values below any given key, so there is no infinite
/// strictly descending chain: that is the termination argument.
public struct SimplicityKey: Comparable, Hashable, Sendable {
  /// How many steps the case has: fewer is simpler, first of all.
  public var stepCount: Int
  /// How many frames its steps take, over all steps.
  public var totalFrames: Int
  /// How large and how unround the steps' numbers are.
  public var numericComplexity: Double
  /// How far the world is from the default world.
  public var worldComplexity: Double

  public static func < (a: SimplicityKey, b: SimplicityKey) -> Bool {
    if a.stepCount != b.stepCount { return a.stepCount < b.stepCount }
    if a.totalFrames != b.totalFrames { return a.totalFrames < b.totalFrames }
    if a.numericComplexity != b.numericComplexity { return a.numericComplexity < b.numericComplexity }
    return a.worldComplexity < b.worldComplexity
  }
}

extension ShrinkCandidate {
  /// This candidate's position in the simplicity order (an app event's arguments measured without their domains).
  public var simplicity: SimplicityKey { simplicity(appEvents: [:]) }

  /// This candidate's position in the simplicity order, an app event's arguments measured by how far each is from
  /// its parameter's simplest value (`AppEventParameter.distanceFromSimplest`) when `appEvents` declares the event.
  public func simplicity(appEvents: [String: AppEventShape]) -> SimplicityKey {
    SimplicityKey(
      stepCount: steps.count, totalFrames: totalFrames,
      numericComplexity: steps.reduce(0) { $0 + $1.numericComplexity(appEvents: appEvents) },
      worldComplexity: world.shrinkComplexity)
  }
}

/// Whether `a` is strictly simpler than `b`; a candidate is accepted only if this holds against the current one.
public func isSimpler(_ a: ShrinkCandidate, _ b: ShrinkCandidate) -> Bool {
  a.simplicity < b.simplicity
}

// MARK: - Numbers

/// How far a number is from simple: its distance from zero, where a non-integer also pays for its fraction.
///
/// An integer `n` scores `|n|`. A non-integer `v` scores `ceil(|v|) + 0.5`, so the integer just beyond a fraction
/// (138 for 137.3) is simpler than the fraction itself: that is the bonus for round numbers. Among integers distance
/// alone decides, so a search toward zero stops exactly at the boundary of the failure (`dy <= -137` ends at -137,
/// not at the "rounder" -140), which is the information a reader wants. Non-finite values score infinity.
public func numberComplexity(_ value: Double) -> Double {
  guard value.isFinite else { return .infinity }
  let magnitude = value.magnitude
  let whole = magnitude.rounded(.up)
  return whole == magnitude ? magnitude : whole + 0.5
}

/// How unround a number is, in [0, 1): 0 for multiples of 100, 0.25 of 10, 0.5 for other integers, 0.75 otherwise.
///
/// Used for world values, which have defaults rather than a natural zero: a reader prefers `headerHeight: 320`
/// to `headerHeight: 317.4` when both fail, and the penalty stays below 1 so a field at its default always wins.
public func roundnessPenalty(_ value: Double) -> Double {
  guard value.isFinite else { return 0.75 }
  if value.truncatingRemainder(dividingBy: 100) == 0 { return 0 }
  if value.truncatingRemainder(dividingBy: 10) == 0 { return 0.25 }
  if value.rounded() == value { return 0.5 }
  return 0.75
}

extension Step {
  /// Key 3's share of this step, an app event's arguments by their distance from their simplest values: a number's
  /// `numberComplexity` from it, a choice's position, a view role's rank. Without its declaration, an app event's
  /// numbers count as any step's and its strings nothing.
  func numericComplexity(appEvents: [String: AppEventShape]) -> Double {
    guard case .app(let name, let arguments) = self else { return numericComplexity }
    let shape = appEvents[name]
    var total = 0.0
    for argument in arguments {
      let parameter = shape?.parameter(named: argument.name)
      switch (argument.value, parameter?.simplest) {
      case (.number(let value), .number(let simplest)?): total += numberComplexity(value - simplest)
      case (.number(let value), _): total += numberComplexity(value)
      case (.text, _): total += parameter?.distanceFromSimplest(argument.value) ?? 0
      }
    }
    return total
  }

  /// This step's contribution to key 3 of the order: its numbers' complexity, frames excluded, plus 1 if animated.
  var numericComplexity: Double {
    var total = 0.0
    for (slot, field) in numberFields.enumerated() where field.domain != .frames {
      total += numberComplexity(number(at: slot))
    }
    if case .tapTab(_, animated: true) = self { total += 1 }
    // A response that carries a banner height says more than one that does not, even a height of 0.
    if case .respond(_, _, _, .some) = self { total += 1 }
    return total
  }
}
