// Random UIKit behaviours, so a coordinator must hold its invariants under every plausible UIKit.

import ScrollSim

/// Every plausible knob drawn from its range, each knob's default listed first (the zero-bits answer).
public func generateKnobs(using rng: inout some RandomSource) -> SimulationKnobs {
  var knobs = SimulationKnobs()
  knobs.frameRate = rng.pick([120, 60])
  knobs.pixelScale = rng.pick([3, 2, 1])
  knobs.didScrollOnEqualValue = rng.bool(probability: 0.5)
  // `dragDeltaMode` stays `.incremental`: shipping lock-based containers (seed 000) only work on device if a
  // write made during a drag sticks, which `.fromStart` would undo every sample. It remains a what-if knob.
  knobs.simultaneousOrder = rng.pick([.innerFirst, .outerFirst])
  // Hundredths drawn as integers, so 0.3 prints as 0.3 rather than 0.30000000000000004.
  knobs.animationDuration = Double(rng.readableInt(in: 20...50)) / 100
  knobs.springStiffness = rng.readableDouble(in: 60...200)
  knobs.pagingRule = rng.pick([.velocityThreshold, .nearest])
  knobs.pagingVelocityThreshold = rng.pick([300, 0, 100, 500, 1000])
  knobs.clampOnContentShrink = !rng.bool(probability: 0.5)
  knobs.tablesAlwaysBounceVertical = !rng.bool(probability: 0.5)
  knobs.touchInterruptsAnimation = rng.bool(probability: 0.5)
  knobs.disablingBouncesStopsBounce = rng.bool(probability: 0.5)
  return knobs
}
