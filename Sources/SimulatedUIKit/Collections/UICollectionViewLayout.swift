// The collection view's layout objects, with the API a custom layout subclass overrides (`prepare`,
// `collectionViewContentSize`, `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)`), and the flow
// layout most nested-scrolling pagers use: items in lines along the scroll direction, sized by `itemSize` or the
// delegate, with line and item spacing and section insets (Apple, "Using a Flow Layout").

/// `UICollectionViewLayoutAttributes`.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  open var frame: CGRect = .zero
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  open var zIndex: Int = 0
  open var isHidden: Bool = false
  open var alpha: CGFloat = 1
  open var indexPath: IndexPath

  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    super.init()
  }
}

/// `UICollectionViewLayout`.
@MainActor
open class UICollectionViewLayout: NSObject {
  public internal(set) weak var collectionView: UICollectionView?
  /// Whether `prepare()` must run before the next question.
  var needsPreparation = true

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  open func prepare() {}
  open var collectionViewContentSize: CGSize { .zero }
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    proposedContentOffset
  }
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// Marks the layout to be prepared again and its collection view for layout.
  open func invalidateLayout() {
    needsPreparation = true
    collectionView?.layoutWasInvalidated()
  }
}

/// `UICollectionView.ScrollDirection`.
extension UICollectionView {
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// `UICollectionViewFlowLayout`.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  open var estimatedItemSize: CGSize = .zero
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  open var headerReferenceSize: CGSize = .zero
  open var footerReferenceSize: CGSize = .zero
  open var sectionHeadersPinToVisibleBounds: Bool = false
  open var sectionInsetReference: SectionInsetReference = .fromContentInset

  /// `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

  /// Every item's attributes, in order, and the content size, from the last `prepare()`.
  private var items: [UICollectionViewLayoutAttributes] = []
  private var contentSize: CGSize = .zero

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// Lines of items along the scroll direction: a line fills across the view (columns when scrolling horizontally,
  /// rows when vertically); the next line starts after the longest item plus `minimumLineSpacing`. A full line spreads
  /// its items over the whole width (Apple, `minimumInteritemSpacing`: "This spacing is used to compute how many items
  /// can fit in a single line, but after the number of items is determined, the actual spacing may possibly be
  /// adjusted upward"); a section's last line keeps the minimum spacing from its start (modelled assumption).
  open override func prepare() {
    items.removeAll(keepingCapacity: true)
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let horizontal = scrollDirection == .horizontal
    let inset = collectionView.adjustedContentInset
    let across = horizontal ? collectionView.bounds.height - inset.top - inset.bottom : collectionView.bounds.width - inset.left - inset.right
    var along: CGFloat = 0
    var widest: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let sectionInset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? self.sectionInset
      let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
      let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      along += horizontal ? sectionInset.left : sectionInset.top
      let start = horizontal ? sectionInset.top : sectionInset.left
      let limit = across - (horizontal ? sectionInset.bottom : sectionInset.right)
      var position = start
      var lineLength: CGFloat = 0
      var lineStart = items.count
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
        let extent = horizontal ? size.height : size.width
        let length = horizontal ? size.width : size.height
        if position > start, position + extent > limit + 0.001 {
          Self.spread(items[lineStart...], from: start, to: limit, horizontal: horizontal)
          lineStart = items.count
          along += lineLength + lineSpacing
          position = start
          lineLength = 0
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.frame = horizontal
          ? CGRect(x: along, y: position, width: size.width, height: size.height)
          : CGRect(x: position, y: along, width: size.width, height: size.height)
        items.append(attributes)
        position += extent + itemSpacing
        lineLength = max(lineLength, length)
        widest = max(widest, position - itemSpacing)
      }
      along += lineLength + (horizontal ? sectionInset.right : sectionInset.bottom)
    }
    contentSize = horizontal ? CGSize(width: along, height: max(widest, across)) : CGSize(width: max(widest, across), height: along)
  }

  /// Spreads a full line's items so the first starts at `start` and the last ends at `limit`, the gaps all equal.
  private static func spread(
    _ line: ArraySlice<UICollectionViewLayoutAttributes>, from start: CGFloat, to limit: CGFloat, horizontal: Bool
  ) {
    guard line.count > 1 else { return }
    let extents = line.map { horizontal ? $0.frame.height : $0.frame.width }
    let gap = (limit - start - extents.reduce(0, +)) / CGFloat(line.count - 1)
    var position = start
    for (attributes, extent) in zip(line, extents) {
      if horizontal { attributes.frame.origin.y = position } else { attributes.frame.origin.x = position }
      position += extent + gap
    }
  }

  /// The items that overlap `rect` by some area: an item that only touches its edge (the page beside a pager at rest)
  /// is not in it. Foundation's `CGRect.intersects` on Linux counts touching edges, which would give a pager at rest
  /// cells for both neighbouring pages; UIKit shows a full-page pager at rest with one visible cell.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    items.filter { item in
      let frame = item.frame
      return frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY && frame.maxY > rect.minY
    }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    items.first { $0.indexPath == indexPath }
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size != collectionView.bounds.size
  }
}
