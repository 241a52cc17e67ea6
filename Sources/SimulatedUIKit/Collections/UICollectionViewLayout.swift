// The collection view's layout objects, with the API a custom layout subclass overrides (`prepare`,
// `collectionViewContentSize`, `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)`), and the flow
// layout most nested-scrolling pagers use: items in lines along the scroll direction, sized by `itemSize` or the
// delegate, with line and item spacing and section insets (Apple, "Using a Flow Layout").

/// `UICollectionViewLayoutAttributes`.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The item's rectangle in the collection view's content coordinates.
  open var frame: CGRect = .zero
  /// The middle of the frame; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The size of the frame.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// The item's place in front of or behind the others.
  /// Inert in the simulation: cells are added behind the view's other subviews in the order they come on screen.
  open var zIndex: Int = 0
  /// Whether the item is hidden; a hidden item gets no cell.
  open var isHidden: Bool = false
  /// The item's opacity.
  /// Inert in the simulation: not applied to the cell.
  open var alpha: CGFloat = 1
  /// The item the attributes describe.
  open var indexPath: IndexPath

  /// Attributes for the cell of the item at `indexPath`, with a zero frame.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    super.init()
  }
}

/// `UICollectionViewLayout`.
@MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using this layout.
  public internal(set) weak var collectionView: UICollectionView?
  /// Whether `prepare()` must run before the next question.
  var needsPreparation = true

  /// A layout not yet used by a collection view.
  public override init() { super.init() }
  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) { super.init() }

  /// Override point: computes the layout, before the collection view asks for the content size and attributes.
  open func prepare() {}
  /// The size of all the content, which becomes the collection view's `contentSize`.
  open var collectionViewContentSize: CGSize { .zero }
  /// The attributes of the items in `rect` (content coordinates).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
  /// The attributes of one item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// Whether a bounds change needs a new layout.
  /// Not consulted by the simulation, which prepares the layout again when the view's size changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  /// The offset to show after a layout change, given the one proposed.
  /// Not consulted by the simulation.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
  /// Where a flick should come to rest, given where it would.
  /// Not consulted by the simulation: the scroll physics decides (and the delegate may move the target).
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    proposedContentOffset
  }
  /// Whether the layout mirrors for right-to-left languages.
  /// The simulation lays out left to right only.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// Marks the layout to be prepared again and its collection view for layout.
  open func invalidateLayout() {
    needsPreparation = true
    collectionView?.layoutWasInvalidated()
  }
}

/// `UICollectionView.ScrollDirection`.
extension UICollectionView {
  /// The direction a flow layout's content scrolls.
  public enum ScrollDirection: Int, Sendable {
    /// Lines of items stack downward; the content scrolls vertically.
    case vertical
    /// Lines of items stack rightward; the content scrolls horizontally.
    case horizontal
  }
}

/// `UICollectionViewFlowLayout`.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the content scrolls, along which lines of items follow one another.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
  /// The size of each item the delegate gives no size for.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// An item size to assume before cells size themselves.
  /// Ignored in the simulation: items take `itemSize` or the delegate's size.
  open var estimatedItemSize: CGSize = .zero
  /// The least space between lines of items.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items in a line; a full line spreads its items wider.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The margins around each section.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// The size of section headers.
  /// Inert in the simulation: there are no supplementary views.
  open var headerReferenceSize: CGSize = .zero
  /// The size of section footers.
  /// Inert in the simulation: there are no supplementary views.
  open var footerReferenceSize: CGSize = .zero
  /// Whether section headers stay pinned to the top while their section scrolls.
  /// Inert in the simulation: there are no supplementary views.
  open var sectionHeadersPinToVisibleBounds: Bool = false
  /// What the section insets are measured from.
  /// Stored only: the simulation measures them from the content inset.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset

  /// `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: Int, Sendable {
    /// From the content inset.
    case fromContentInset
    /// From the safe area.
    case fromSafeArea
    /// From the layout margins.
    case fromLayoutMargins
  }

  /// An estimated size that asks cells to size themselves.
  /// Ignored in the simulation, as is `estimatedItemSize`.
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

  /// Every item's attributes, in order, and the content size, from the last `prepare()`.
  private var items: [UICollectionViewLayoutAttributes] = []
  private var contentSize: CGSize = .zero

  /// A vertical flow layout of 50 × 50 pt items, 10 pt apart.
  public override init() { super.init() }
  /// Never used in the simulation (no storyboards); present because UIKit declares it.
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
