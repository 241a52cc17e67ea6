// Random UIKit behaviours, so a coordinator must hold its invariants under every plausible UIKit.
//
// Each knob is drawn over the range its evidence brackets (`SimulationKnobs.evidence`, docs/fidelity.md).
// Values the evidence rules out (`KnobEvidence.ruledOut`) are drawn only by profiles that ask for them
// (`pessimistic`), so the default profiles never report a failure that needs a UIKit devices contradict.

import ScrollSim

/// Every plausible knob drawn from its range, each knob's default listed first (the zero-bits answer).
/// With `profile.drawsRuledOutKnobValues`, ruled-out values are drawn too.
public func generateKnobs(using rng: inout some RandomSource, profile: GeneratorProfile = .default) -> SimulationKnobs {
  var knobs = SimulationKnobs()
  let pessimistic = profile.drawsRuledOutKnobValues
  knobs.frameRate = rng.pick([120, 60])
  knobs.pixelScale = rng.pick([3, 2, 1])
  knobs.pixelRoundingTies = rng.pick([.awayFromZero, .toEven])
  // Ruled out (SimulationKnobs.evidence): written offsets that keep fractions, UIKit calling back on an equal
  // value, and drags that undo writes made during them. Only a pessimistic profile draws them.
  if pessimistic {
    knobs.roundsWrittenOffsets = !rng.bool(probability: 0.5)
    knobs.didScrollOnEqualValue = rng.bool(probability: 0.5)
    knobs.dragDeltaMode = rng.pick([.incremental, .fromStart])
  }
  knobs.panOrder = rng.pick([.innerFirst, .outerFirst])
  knobs.momentumOrder = rng.pick([.innerFirst, .outerFirst])
  // Hundredths drawn as integers, so 0.3 prints as 0.3 rather than 0.30000000000000004.
  knobs.animationDuration = Double(rng.readableInt(in: 20...50)) / 100
  knobs.animationCurve = rng.pick([.linear, .easeInOut])
  knobs.animatedSetStopsDeceleration = !rng.bool(probability: 0.5)
  knobs.springStiffness = rng.readableDouble(in: 100...300)
  knobs.springDampingRatio = Double(rng.readableInt(in: 100...130)) / 100
  knobs.pagingSpringFrequency = Double(rng.readableInt(in: 130...180)) / 10
  knobs.pagingDampingRatio = Double(rng.readableInt(in: 85...110)) / 100
  knobs.pagingRule = rng.pick([.velocityThreshold, .nearest])
  knobs.pagingVelocityThreshold = rng.pick([300, 0, 100, 500, 1000])
  knobs.clampOnContentShrink = !rng.bool(probability: 0.5)
  knobs.tablesAlwaysBounceVertical = !rng.bool(probability: 0.5)
  knobs.touchInterruptsAnimation = !rng.bool(probability: 0.5)
  knobs.disablingBouncesStopsBounce = rng.bool(probability: 0.5)
  return knobs
}
