// The collection view's data source and delegates, Objective-C optional methods as requirements with defaults.

/// `UICollectionViewDataSource`.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for an item coming on screen, dequeued from the collection view.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// The number of sections; one by default.
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// `UICollectionViewDelegate`.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// An item's cell is about to come on screen.
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// An item's cell went off screen (or the view reloaded).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// The user selected an item.
  /// Never called in the simulation: a tap does not select an item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether a tap may select the item; true by default.
  /// Never asked in the simulation: a tap does not select an item.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
}

/// `UICollectionViewDelegateFlowLayout`: `nil` answers mean "use the layout's own value".
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The item's size; the flow layout's `itemSize` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The section's margins; the flow layout's `sectionInset` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The least space between the section's lines; the flow layout's `minimumLineSpacing` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The least space between items in the section's lines; the flow layout's `minimumInteritemSpacing` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
}

/// `UICollectionReusableView` and `UICollectionViewCell`.
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the collection view dequeues this view by.
  public internal(set) var reuseIdentifier: String?
  /// Called before the collection view hands the view out again.
  open func prepareForReuse() {}
  /// Override point: the layout's attributes for this view, applied as it comes on screen.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// A collection view's item view, with a content view for what it shows.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view content goes in; it fills the cell.
  public let contentView: UIView
  /// Whether the cell is selected.
  open var isSelected: Bool = false
  /// Whether the cell is highlighted.
  open var isHighlighted: Bool = false
  /// A view behind the cell's content.
  /// Stored only: it is not added to the cell in the simulation.
  open var backgroundView: UIView?
  /// A view behind the content while the cell is selected.
  /// Stored only: it is not added to the cell in the simulation.
  open var selectedBackgroundView: UIView?
  /// The configuration of the cell's content.
  /// Stored, never rendered.
  open var contentConfiguration: (any UIContentConfiguration)?

  /// A cell with the given frame and a content view that fills it.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) {
    contentView = UIView()
    super.init(coder: coder)
    addSubview(contentView)
  }
}
