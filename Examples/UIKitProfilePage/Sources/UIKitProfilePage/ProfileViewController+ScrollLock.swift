// The scroll lock: the outer table and the feed under the finger both recognize a vertical drag, and these callbacks
// decide which one keeps the movement. The header scrolls away first; once the bar has pinned, the feed scrolls; a
// feed back at its top hands the drag back to the outer table, and the header returns. While the header shows, every
// feed is at its top, so switching tabs never shows a feed in the middle of its posts under a visible header.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

extension ProfileViewController {
  /// The outer offset at which the header has just left and the bar sits at its pin.
  public var maxOffsetY: CGFloat {
    let pin = headerHeight - effectivePinOffset
    // A header shorter than the pin offset would put the pin above the table's own top, where UIKit's bounce-back and
    // the lock would fight forever.
    return rules.floorsPinOffset ? max(pin, -outerTable.adjustedContentInset.top) : pin
  }

  /// Whether the header shows (the outer table below the pin).
  var isHeaderVisible: Bool {
    let y = outerTable.contentOffset.y
    return rules.toleratesRounding ? y < maxOffsetY - ScrollLockRules.tolerance : y < maxOffsetY
  }

  func isScrolledAwayFromTop(_ feed: FeedViewController) -> Bool {
    let distance = feed.tableView.contentOffset.y - feed.topOffsetY
    return rules.toleratesRounding ? distance > ScrollLockRules.tolerance : distance > 0
  }

  /// The feeds on screen: the pager's page, and during a swipe or an animated switch the one coming in.
  var feedsOnScreen: [FeedViewController] {
    guard rules.everyVisibleFeedHolds else { return feed(at: currentTab).map { [$0] } ?? [] }
    let width = max(pager.bounds.width, 1)
    let position = pager.contentOffset.x / width
    return feeds.indices.compactMap { index in
      abs(CGFloat(index) - position) * width < width - 1 ? feeds[index] : nil
    }
  }

  /// Whether a feed on screen is scrolled into its posts, which keeps the header away.
  var feedHoldsOuter: Bool { feedsOnScreen.contains(where: isScrolledAwayFromTop) }

  func outerDidScroll() {
    guard isViewLoaded, !isPinning else { return }
    if feedHoldsOuter {
      pin(outerTable, at: maxOffsetY)
    } else if isHeaderVisible {
      resetFeedsToTop()
    }
    if outerTable.contentOffset.y > maxOffsetY { pin(outerTable, at: maxOffsetY) }
    updateFeedFlags()
  }

  func feedDidScroll(_ feed: FeedViewController) {
    guard !isResettingFeeds, !isPinning else { return }
    if isHeaderVisible {
      resetFeedsToTop()
    } else {
      if !rules.pinsOnlyWhileHeld || feedHoldsOuter { pin(outerTable, at: maxOffsetY) }
      // While the bar is pinned, pulling a feed down past its top is the outer table's job (the header comes back).
      if rules.holdsFeedTopEdge, feed.tableView.contentOffset.y < feed.topOffsetY - ScrollLockRules.tolerance {
        pin(feed.tableView, at: feed.topOffsetY)
      }
    }
  }

  /// A status-bar tap scrolled the current feed to its top: the header comes back too.
  func feedDidScrollToTop(_ feed: FeedViewController) {
    guard rules.statusBarBringsHeaderBack, feed === self.feed(at: currentTab), !outerTable.isDragging else { return }
    let top = -outerTable.adjustedContentInset.top
    // A flick still coasting would carry the outer past its end; the tap means "rest at the top".
    if outerTable.isDecelerating, outerTable.contentOffset.y >= top {
      outerTable.setContentOffset(outerTable.contentOffset, animated: false)
    }
    guard outerTable.contentOffset.y > top else { return }
    outerTable.setContentOffset(CGPoint(x: outerTable.contentOffset.x, y: top), animated: true)
  }

  /// Writes `y`, with the view's own callback muted: a write that re-enters `scrollViewDidScroll` unguarded can loop
  /// (a value off the pixel grid never reads back equal).
  func pin(_ scrollView: UIScrollView, at y: CGFloat) {
    guard rules.guardsPinningWrites else {
      scrollView.contentOffset.y = y
      return
    }
    guard scrollView.contentOffset.y != y else { return }
    isPinning = true
    defer { isPinning = false }
    scrollView.contentOffset.y = y
  }

  /// Header visible: the feeds go back to their tops (within the tolerance they stay).
  func resetFeedsToTop() {
    isResettingFeeds = true
    defer { isResettingFeeds = false }
    let targets = rules.resetsEveryFeed ? feeds.compactMap { $0 } : feed(at: currentTab).map { [$0] } ?? []
    for feed in targets {
      let top = feed.topOffsetY
      let distance = feed.tableView.contentOffset.y - top
      let needsReset = rules.resetsFeedsAboveTop ? abs(distance) > ScrollLockRules.tolerance : distance > ScrollLockRules.tolerance
      if needsReset { feed.tableView.contentOffset.y = top }
    }
  }

  /// Only the current feed answers the status bar; feeds bounce only once the bar has pinned, and only the current one.
  func updateFeedFlags() {
    let isPinned = outerTable.contentOffset.y >= maxOffsetY - ScrollLockRules.tolerance
    for (index, feed) in feeds.enumerated() {
      guard let table = feed?.tableView else { continue }
      let isCurrent = index == currentTab
      if table.scrollsToTop != isCurrent { table.scrollsToTop = isCurrent }
      let bounces = isPinned && isCurrent
      if table.bounces != bounces { table.bounces = bounces }
    }
  }
}
