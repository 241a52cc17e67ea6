// The container's outer table: its own data source and delegate (one section whose floating header is the category
// bar, one row holding the pager), the delegate of its own pan, and the place the coordinator's answer to
// `shouldRecognizeSimultaneously(outerWith:)` is given to UIKit.

#if canImport(UIKit)
public import UIKit
#else
public import SimulatedUIKit
#endif
import NestedScrolling

/// The outer table of a `NestedScrollingView`.
@MainActor
public final class NestedScrollingOuterTable: UITableView, UITableViewDataSource, UITableViewDelegate,
  UIGestureRecognizerDelegate
{
  weak var container: NestedScrollingView?

  /// A plain-style outer table whose pan asks the container's coordinator about simultaneous recognition.
  public override init(frame: CGRect, style: UITableView.Style) {
    super.init(frame: frame, style: style)
    panGestureRecognizer.delegate = self
  }

  @available(*, unavailable)
  public required init?(coder: NSCoder) { nil }

  // MARK: - Data source and delegate

  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    container?.cellHeight ?? 0
  }

  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    guard let container else { return 0 }
    return container.dataSource?.pinBarHeight(in: container) ?? 0
  }

  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard let container else { return nil }
    return container.dataSource?.pinBarView(in: container)
  }

  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: NestedScrollingView.rowIdentifier, for: indexPath)
    cell.selectionStyle = .none
    if let pager = container?.pagerView, pager.superview !== cell.contentView {
      pager.removeFromSuperview()
      cell.contentView.addSubview(pager)
    }
    return cell
  }

  public func scrollViewDidScroll(_ scrollView: UIScrollView) { container?.outerDidScroll() }
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    container?.dragDidEnd()
  }

  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    container?.outerDidChangeAdjustedContentInset()
  }

  // MARK: - The outer pan

  /// The coordinator decides, per candidate: a list's pan, the pager's, or another (a carousel in the header).
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === panGestureRecognizer, let container else { return false }
    guard let candidate = container.panCandidate(for: otherGestureRecognizer) else { return false }
    return container.coordinator.shouldRecognizeSimultaneously(outerWith: candidate)
  }
}

/// The container's pager: a horizontal paging scroll view whose pan asks the coordinator before it begins, and
/// whose own delegate reports scrolling and settling to the container.
@MainActor
public final class NestedScrollingPager: UIScrollView, UIScrollViewDelegate {
  weak var container: NestedScrollingView?

  /// A pager whose pan asks the container's coordinator before it begins.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  @available(*, unavailable)
  public required init?(coder: NSCoder) { nil }

  /// The pager's pan begins when the coordinator says so, given the finger's velocity (NestedPaging overrides this
  /// UIView method the same way: it is also the pan's delegate method).
  public override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === panGestureRecognizer, let container else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    return container.coordinator.pagerShouldBegin(velocity: panGestureRecognizer.velocity(in: self))
  }

  public func scrollViewDidScroll(_ scrollView: UIScrollView) { container?.pagerDidScroll() }
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { container?.pagerWillBeginDragging() }
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    container?.dragDidEnd()
  }
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { container?.pagerDidEndDecelerating() }
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { container?.pagerDidSettle() }
}
