// The device pixel grid and the comparison tolerance the simulation and the checker share.

import NestedScrolling

/// Rounds a coordinate to the device pixel grid, as UIKit does when it lays out scroll view bounds.
@inline(__always)
func pixelRounded(_ value: Double, scale: Double) -> Double {
  (value * scale).rounded(.toNearestOrEven) / scale
}

/// The tolerance the seeds use when they compare offsets ("> 0.5" in `resetAllListsToTop`).
public let offsetTolerance: Double = 0.5
