// The one tolerance every decision about offsets uses: the shipped coordinators, the checker's invariants and the
// simulation's snaps compare with the same half point, so "at the top" means the same thing to all of them.

import Foundation

/// Offsets within half a point of each other are the same position.
///
/// UIKit rounds offsets to device pixels (a third of a point on a 3× screen), so a list "at its top" may read a pixel
/// away from `-adjustedContentInset.top`; NestedPaging's `resetAllListsToTop` compares with the same 0.5 pt
/// (github.com/shenxiang11/NestedPaging). A coordinator that uses one tolerance for every comparison never finds a
/// view both "at the top" and "scrolled" at once.
public let offsetTolerance: CGFloat = 0.5
