// The device pixel grid and the comparison tolerance the simulation and the checker share.

import NestedScrolling

/// Rounds a coordinate to the device pixel grid, as UIKit does when it lays out scroll view bounds; `rule` breaks
/// ties halfway between two pixels (knob `pixelRoundingTies`).
@inline(__always)
func pixelRounded(_ value: Double, scale: Double, rule: FloatingPointRoundingRule) -> Double {
  (value * scale).rounded(rule) / scale
}

/// The tolerance the seeds use when they compare offsets ("> 0.5" in `resetAllListsToTop`).
public let offsetTolerance: Double = 0.5
