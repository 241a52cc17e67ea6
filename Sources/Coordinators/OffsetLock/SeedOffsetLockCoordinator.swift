// NestedPaging's `resetAllListsToTop` exactly as seed 001 prints it, kept as a named
// variant because the simulation shows it breaking an invariant (README § Findings).

import Foundation
import ScrollSim

/// Offset-lock with seed 001's one-sided reset guard (`contentOffset.y − minOffsetY > 0.5`).
///
/// Breaks `header-visible-lists-at-top` when UIKit lets the list's pan handle a frame before the outer's
/// (knob `simultaneousOrder = innerFirst`): dragging down on a pinned list at its top rubber-bands it past
/// the top (its bounce is on while pinned), the outer then starts walking the header back, and the reset
/// skips the list because it is *above* its top, not below.
final class SeedOffsetLockCoordinator: OffsetLockCoordinator {
  override func needsReset(offsetY: CGFloat, top: CGFloat) -> Bool {
    offsetY - top > offsetTolerance
  }
}
