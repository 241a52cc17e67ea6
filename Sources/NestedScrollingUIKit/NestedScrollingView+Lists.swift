// The lists: created when their page first shows (at least partly) in the pager, each told to forward its scroll
// callbacks, started at its top and configured by the coordinator (`listDidLoad`); destroyed with `listWillUnload`
// first. With a coordinator that asks for it (`listPanCoversHeader`), the list on screen also listens on the
// header: its pan recognizer moves onto the outer table (WWDC 2014 session 235: a scroll view's pan may be added to
// a larger view to widen where it listens), and back home when another page shows.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif
import NestedScrolling

extension NestedScrollingView {
  /// Creates every list whose page is at least partly on screen.
  func loadListsNearPager() {
    let width = pagerView.bounds.width
    guard width > 0, !lists.isEmpty else { return }
    let progress = pagerView.contentOffset.x / width
    guard progress.isFinite, progress > -1, progress < CGFloat(lists.count) else { return }
    let low = max(Int(progress.rounded(.down)), 0)
    let high = min(Int(progress.rounded(.up)), lists.count - 1)
    guard low <= high else { return }
    for index in low...high where lists[index] == nil { loadList(at: index) }
  }

  private func loadList(at index: Int) {
    guard let dataSource else { return }
    let list = dataSource.nestedScrollingView(self, listAt: index)
    let scrollView = list.listScrollView
    // The container owns the safe area: lists take exactly the insets the page and the container give them.
    scrollView.contentInsetAdjustmentBehavior = .never
    appliedListBottomInsets[index] = 0
    layoutList(list, at: index)
    pagerView.addSubview(list.listView)
    // A new list starts at its top, before it reports anything.
    scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
    lists[index] = list
    list.forwardScrollEvents(to: NestedScrollingListEvents(container: self, index: index))
    coordinator.listDidLoad(at: index)
    movePanForHeader()
  }

  /// Tells the coordinator, then removes the list: it stops calling back and `list(at:)` is `nil` from now on. The
  /// list is forgotten before it is removed, since UIKit's removal may report one more scroll (a list bouncing back is
  /// pinned to its edge, `UIScrollView.removeFromSuperview`), which the page world's destroyed lists never send.
  func unloadList(at index: Int) {
    coordinator.listWillUnload(at: index)
    guard let list = lists[index] else { return }
    lists[index] = nil
    let scrollView = list.listScrollView
    if scrollView.panGestureRecognizer.view !== scrollView { scrollView.addGestureRecognizer(scrollView.panGestureRecognizer) }
    list.listView.removeFromSuperview()
  }

  /// Moves the pan of the list on screen onto the outer table when the coordinator asks for it, and every other
  /// list's pan back onto its list.
  func movePanForHeader() {
    let covering = coordinator.listPanCoversHeader
    let shown = visiblePage
    for (index, list) in lists.enumerated() {
      guard let scrollView = list?.listScrollView else { continue }
      let pan = scrollView.panGestureRecognizer
      let home: UIView = covering && index == shown ? outerTable : scrollView
      if pan.view !== home { home.addGestureRecognizer(pan) }
    }
  }

  /// The candidate the coordinator is asked about for another recognizer that wants to recognize with the outer pan.
  func panCandidate(for recognizer: UIGestureRecognizer) -> PanCandidate? {
    if recognizer === pagerView.panGestureRecognizer { return .pager }
    for (index, list) in lists.enumerated() where list?.listScrollView.panGestureRecognizer === recognizer {
      return .list(index)
    }
    guard recognizer is UIPanGestureRecognizer else { return nil }
    if let view = recognizer.view, let header = outerTable.tableHeaderView, view.isDescendant(of: header) { return .headerContent }
    return nil
  }
}
