// Opening a post from the profile's preview: the app's own action on the page, not a gesture. The header collapses
// (the bar pins, as a feed scrolled under it needs) and the current tab's feed scrolls the post to its top.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

extension ProfileViewController {
  /// Opens post `row` of the current tab: the header collapses, then the feed scrolls the post's row to its top
  /// (never past the feed's end), animated or not.
  public func openPost(row: Int, animated: Bool) {
    guard let feed = feed(at: currentTab) else { return }
    if outerTable.contentOffset.y < maxOffsetY {
      outerTable.setContentOffset(CGPoint(x: outerTable.contentOffset.x, y: maxOffsetY), animated: false)
    }
    let table = feed.tableView
    let rowTop = feed.postHeights.prefix(max(0, min(row, feed.postHeights.count))).reduce(0, +)
    let bottom = table.contentSize.height - table.bounds.height + table.adjustedContentInset.bottom
    let y = min(feed.topOffsetY + rowTop, max(bottom, feed.topOffsetY))
    table.setContentOffset(CGPoint(x: table.contentOffset.x, y: y), animated: animated)
  }
}
