// The pager: a horizontally paging collection view, one page per tab, whose pan begins only on a mostly horizontal
// swipe that has a page to go to (a rightward swipe on the first tab leaves the screen-edge back gesture alone).

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

/// The paging collection view in the outer table's row.
public final class FeedPagerView: UICollectionView {
  let flowLayout: UICollectionViewFlowLayout
  /// The page the profile treats as current. The edge rules go by it, not by the pager's position: halfway through an
  /// animated switch away from the first tab, a rightward swipe from the screen's edge is still the back gesture's.
  var currentPage = 0

  public init() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    flowLayout = layout
    super.init(frame: .zero, collectionViewLayout: layout)
    isPagingEnabled = true
    scrollsToTop = false
    showsHorizontalScrollIndicator = false
    contentInsetAdjustmentBehavior = .never
    register(FeedPageCell.self, forCellWithReuseIdentifier: FeedPageCell.reuseIdentifier)
  }

  required init?(coder: NSCoder) { nil }

  public override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
    let velocity = panGestureRecognizer.velocity(in: self)
    guard abs(velocity.x) > abs(velocity.y) else { return false }
    let lastPage = max(numberOfItems(inSection: 0) - 1, 0)
    if currentPage <= 0, velocity.x > 0 { return false }
    if currentPage >= lastPage, velocity.x < 0 { return false }
    return true
  }
}

/// A page of the pager: it hosts the view of the feed shown on it.
public final class FeedPageCell: UICollectionViewCell {
  static let reuseIdentifier = "FeedPage"

  /// Puts `feedView` on this page, pinned to its edges with anchors (deactivated when the feed moves to another page,
  /// as a feed's view is hosted by whichever cell shows its tab).
  func host(_ feedView: UIView) {
    guard feedView.superview !== contentView else { return }
    feedView.removeFromSuperview()
    feedView.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(feedView)
    NSLayoutConstraint.activate([
      feedView.topAnchor.constraint(equalTo: contentView.topAnchor),
      feedView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      feedView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      feedView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }
}
