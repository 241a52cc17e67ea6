// A scroll view delegate that writes down what UIKit tells it, in order, so a test can compare the sequence with the
// one Apple documents. It can also move the resting point of a release (`targetContentOffset`) or refuse a
// status-bar scroll, as an app's delegate does.

import SimulatedUIKit

@MainActor
final class ScrollEventLog: UIScrollViewDelegate {
  /// The callbacks heard, by name, in order (`didScroll` entries collapse nothing: one per call).
  private(set) var events: [String] = []
  /// The offsets `scrollViewDidScroll` saw.
  private(set) var scrolledOffsets: [CGPoint] = []
  /// The last `scrollViewWillEndDragging` arguments.
  private(set) var releaseVelocity: CGPoint?
  private(set) var proposedTarget: CGPoint?
  /// `didEndDragging`'s `willDecelerate` answers.
  private(set) var willDecelerate: [Bool] = []
  /// Where the release should land instead (written into `targetContentOffset`).
  var redirectTarget: CGPoint?
  /// The answer to `scrollViewShouldScrollToTop`.
  var allowsScrollToTop = true
  /// Runs inside each `scrollViewDidScroll` (a page that reacts to scrolling).
  var onScroll: ((UIScrollView) -> Void)?

  init() { SimulatedScreen.keepAlive(self) }

  func count(_ name: String) -> Int { events.filter { $0 == name }.count }

  /// The events without the `didScroll` entries: the phases of a gesture.
  var phases: [String] { events.filter { $0 != "didScroll" } }

  func clear() {
    events.removeAll()
    scrolledOffsets.removeAll()
    willDecelerate.removeAll()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    events.append("didScroll")
    scrolledOffsets.append(scrollView.contentOffset)
    onScroll?(scrollView)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    events.append("willEndDragging")
    releaseVelocity = velocity
    proposedTarget = targetContentOffset.pointee
    if let redirectTarget { targetContentOffset.pointee = redirectTarget }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging")
    willDecelerate.append(decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }

  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    events.append("shouldScrollToTop")
    return allowsScrollToTop
  }

  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    events.append("didChangeAdjustedContentInset")
  }
}

/// One log shared by several views' delegates, each entry prefixed with the view's name: shows which of two scroll
/// views heard a callback first.
@MainActor
final class SharedScrollLog {
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }

  /// A delegate for one named view, writing into this log.
  func delegate(named name: String) -> NamedScrollDelegate { NamedScrollDelegate(name: name, log: self) }
}

@MainActor
final class NamedScrollDelegate: UIScrollViewDelegate {
  let name: String
  unowned let log: SharedScrollLog
  init(name: String, log: SharedScrollLog) {
    self.name = name
    self.log = log
    SimulatedScreen.keepAlive(self)
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("\(name).didScroll") }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("\(name).willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.append("\(name).didEndDragging")
  }
}
