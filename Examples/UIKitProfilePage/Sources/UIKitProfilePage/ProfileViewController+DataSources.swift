// The outer table's one section (the category bar as its floating header, one row holding the pager) and the pager's
// pages (one feed each), with the scroll callbacks of both routed to the scroll lock.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

extension ProfileViewController: UITableViewDataSource, UITableViewDelegate {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { pageHeight }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { categoryBarHeight }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { categoryBar }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.pagerRowIdentifier, for: indexPath)
    cell.selectionStyle = .none
    if pager.superview !== cell.contentView {
      pager.removeFromSuperview()
      pager.frame = pagerFrame
      cell.contentView.addSubview(pager)
    }
    return cell
  }
}

extension ProfileViewController: UICollectionViewDataSource, UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    tabs.count
  }

  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FeedPageCell.reuseIdentifier, for: indexPath)
    (cell as? FeedPageCell)?.host(loadFeed(at: indexPath.item).view)
    return cell
  }

  // MARK: - UIScrollViewDelegate, for both the outer table and the pager

  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if scrollView === outerTable {
      outerDidScroll()
    } else if scrollView === pager {
      let width = pager.bounds.width
      categoryBar.setProgress(width > 0 ? pager.contentOffset.x / width : 0)
    }
  }

  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    // A finger on the pager takes over from an animated tab switch.
    if scrollView === pager { pendingTab = nil }
  }

  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    if scrollView === pager { pagerDidSettle() }
  }

  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if scrollView === pager, !decelerate { pagerDidSettle() }
  }

  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    if scrollView === pager { pagerDidSettle() }
  }
}
