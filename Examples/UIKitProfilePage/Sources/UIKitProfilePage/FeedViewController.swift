// One tab's feed: a table of posts that tells the page when it scrolls (the page's scroll lock needs every callback,
// synchronously, as UIKit makes them).

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

/// The feed table. Its own class so the outer table can recognize its pan by the view it is on.
public final class FeedTableView: UITableView {}

/// A post in a feed.
public final class PostCell: UITableViewCell {
  static let reuseIdentifier = "Post"
  let titleLabel = UILabel()

  public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { nil }

  public override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 8)
  }
}

/// The feed of one tab.
public final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  public let tableView = FeedTableView(frame: .zero, style: .plain)
  public private(set) var postHeights: [CGFloat]
  /// The feed's own inset; the page adds the home indicator's height at the bottom.
  public private(set) var ownInset: UIEdgeInsets
  /// Called from every `scrollViewDidScroll` of the feed.
  var onScroll: ((FeedViewController) -> Void)?
  /// Called when a status-bar tap has scrolled the feed to its top.
  var onScrollToTop: ((FeedViewController) -> Void)?
  /// The bottom inset the page added for the home indicator, kept so a new own inset keeps it.
  private var addedBottomInset: CGFloat = 0

  public init(tab: ProfileTab) {
    postHeights = tab.postHeights
    ownInset = tab.contentInset
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  public override func loadView() {
    tableView.dataSource = self
    tableView.delegate = self
    // The page owns the safe area: the feed takes exactly the insets it is given.
    tableView.contentInsetAdjustmentBehavior = .never
    tableView.estimatedRowHeight = 0
    tableView.separatorStyle = .none
    tableView.contentInset = ownInset
    tableView.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
    view = tableView
  }

  /// New posts arrived, or some were removed.
  public func setPostHeights(_ heights: [CGFloat]) {
    postHeights = heights
    tableView.reloadData()
  }

  /// A new own inset (a keyboard, a composer bar); the home indicator's part stays.
  public func setOwnInset(_ inset: UIEdgeInsets) {
    ownInset = inset
    applyInset()
  }

  /// The part of the bottom inset that the page adds (the home indicator).
  func setAddedBottomInset(_ bottom: CGFloat) {
    guard bottom != addedBottomInset else { return }
    addedBottomInset = bottom
    applyInset()
  }

  private func applyInset() {
    var inset = ownInset
    inset.bottom += addedBottomInset
    if tableView.contentInset != inset { tableView.contentInset = inset }
  }

  /// The offset at which the feed shows its first post: above zero by its top inset.
  public var topOffsetY: CGFloat { -tableView.adjustedContentInset.top }

  // MARK: - UITableViewDataSource, UITableViewDelegate

  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { postHeights.count }

  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    postHeights[indexPath.row]
  }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: PostCell.reuseIdentifier, for: indexPath)
    (cell as? PostCell)?.titleLabel.text = "Post \(indexPath.row + 1)"
    return cell
  }

  public func scrollViewDidScroll(_ scrollView: UIScrollView) { onScroll?(self) }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { onScrollToTop?(self) }
}
