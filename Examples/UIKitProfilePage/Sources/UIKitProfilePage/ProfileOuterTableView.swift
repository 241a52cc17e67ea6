// The page's outer table. It is the delegate of its own pan (as every UIScrollView is) and lets that pan run together
// with a feed's, so one vertical drag moves whichever of the two the scroll lock allows.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

/// The outer table: header, category bar, one row holding the pager.
public final class ProfileOuterTableView: UITableView, UIGestureRecognizerDelegate {
  /// A feed's pan recognizes with the outer table's; the pager's (horizontal) and any other do not.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer.view is FeedTableView
  }
}
