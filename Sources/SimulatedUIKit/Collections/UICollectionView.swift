// UICollectionView: a scroll view whose items the layout places, with cells dequeued by reuse identifier for the
// items in the visible rect and returned to their pools when they leave it. `cellForItem(at:)` is `nil` for an item
// off screen, as in UIKit (JXPagingView's list container relies on it). The layout pass runs when the view scrolls
// (a scroll marks it for layout), as UIKit's does; items are laid out for the bounds exactly (no prefetching margin,
// the behaviour with `isPrefetchingEnabled = false`; docs/uikit.md).

/// `UICollectionView`.
@MainActor
open class UICollectionView: UIScrollView {
  /// `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Put the item's top edge at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centre the item vertically in the view.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Put the item's bottom edge at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// Put the item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centre the item horizontally in the view.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// Put the item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The object that places the items; a new one is prepared at the next layout.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }
  /// The object that gives the view its sections, items and cells; the counts are asked again after a reload.
  open weak var dataSource: (any UICollectionViewDataSource)? { didSet { countsAreStale = true } }
  /// Whether cells are prepared ahead of coming on screen.
  /// Stored only: the simulation makes cells for the visible bounds exactly, as with prefetching off.
  open var isPrefetchingEnabled: Bool = true
  /// Whether a tap may select an item.
  /// Stored only: a tap does not select an item in the simulation.
  open var allowsSelection: Bool = true
  /// Whether more than one item may be selected at once.
  /// Stored only: `selectItem` keeps one selected item.
  open var allowsMultipleSelection: Bool = false
  /// A view behind the items.
  /// Stored only: it is not added to the view in the simulation.
  open var backgroundView: UIView?
  /// Whether focus returns to the last focused item.
  /// Inert in the simulation: there is no focus engine.
  open var remembersLastFocusedIndexPath: Bool = false
  /// How quickly items move aside while one is dragged to reorder.
  /// Inert in the simulation: stored only.
  open var reorderingCadence: Int = 0

  private var cellClasses: [String: AnyClass] = [:]
  private var reusableCells: [String: [UICollectionViewCell]] = [:]
  private var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
  /// The cell the last dequeue applied its item's attributes to, and the item: the layout pass does not apply them twice.
  private var appliedAtDequeue: (cell: ObjectIdentifier, path: IndexPath)?
  private var itemCounts: [Int] = []
  private var countsAreStale = true
  private var selectedPaths: [IndexPath] = []

  /// A collection view with the given frame, whose items `layout` places.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

  // MARK: - Registration and reuse

  /// Registers the cell class `dequeueReusableCell` builds for `identifier` (`UICollectionViewCell` for `nil`).
  /// A subclass is built through `ReusableViewFactories`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass ?? UICollectionViewCell.self
  }

  /// Registers a class for headers, footers or other supplementary views.
  /// Inert in the simulation: there are no supplementary views.
  open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}

  /// A reusable cell for `identifier` after its `prepareForReuse()`, else a new one; the identifier must be registered.
  /// Either way it comes out with the item's layout attributes applied (its frame, then `apply(_:)`), so a data source
  /// that sizes what it puts in the cell from `cell.bounds` inside `collectionView(_:cellForItemAt:)` sees the item's
  /// size, a new cell's as much as a reused one's. UIKit applies them during the dequeue (the index path "to perform
  /// additional configuration based on the cell's position", Apple's `UITableView.dequeueReusableCell(withIdentifier:for:)`;
  /// measured on UIKit for collection views by PSTCollectionView, github.com/steipete/PSTCollectionView pull 155), and
  /// JXPagingView's list container sizes each list from the new cell's bounds there: with a zero frame its lists
  /// stayed 0 by 0 for good (docs/uikit.md).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    let cell: UICollectionViewCell
    if var pool = reusableCells[identifier], let reused = pool.popLast() {
      reusableCells[identifier] = pool
      reused.prepareForReuse()
      cell = reused
    } else {
      guard let cellClass = cellClasses[identifier] else {
        preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
      }
      cell = ReusableViewFactories.make(cellClass, identifier: identifier) as! UICollectionViewCell
      cell.reuseIdentifier = identifier
    }
    prepareLayoutIfNeeded()
    if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
      if cell.frame != attributes.frame { cell.frame = attributes.frame }
      cell.apply(attributes)
      appliedAtDequeue = (ObjectIdentifier(cell), indexPath)
    }
    return cell
  }

  // MARK: - Reloading

  /// Forgets every cell on screen and asks the data source again at the next layout pass.
  open func reloadData() {
    // In index order, so the reuse pool comes out the same in every replay (a dictionary's order differs per process).
    for path in visibleCellsByPath.keys.sorted() { recycle(visibleCellsByPath[path]!) }
    visibleCellsByPath.removeAll()
    countsAreStale = true
    collectionViewLayout.invalidateLayout()
  }

  /// Reloads the given items. The simulation reloads the whole view, without animation.
  open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Inserts items the data source now counts. The simulation reloads the whole view, without animation.
  open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Deletes items the data source no longer counts. The simulation reloads the whole view, without animation.
  open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Reloads the given sections. The simulation reloads the whole view, without animation.
  open func reloadSections(_ sections: IndexSet) { reloadData() }
  /// Applies `updates`, reloads, and calls `completion` with true.
  /// Nothing animates in the simulation: the completion runs at once.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }

  func layoutWasInvalidated() { setNeedsLayout() }

  // MARK: - Queries

  /// The number of sections, as the data source last told it.
  open var numberOfSections: Int {
    refreshCounts()
    return itemCounts.count
  }

  /// The number of items in `section`, as the data source last told it.
  open func numberOfItems(inSection section: Int) -> Int {
    refreshCounts()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  private func refreshCounts() {
    guard countsAreStale else { return }
    countsAreStale = false
    guard let dataSource else {
      itemCounts = []
      return
    }
    itemCounts = (0..<max(dataSource.numberOfSections(in: self), 0)).map {
      max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
    }
  }

  /// The cell of an item on screen; `nil` for an item off screen (Apple: "nil if the cell is not visible or indexPath
  /// is out of range").
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByPath[indexPath] }
  /// The cells on screen, in index-path order.
  open var visibleCells: [UICollectionViewCell] { visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value) }
  /// The index paths of the items on screen, in order.
  open var indexPathsForVisibleItems: [IndexPath] { visibleCellsByPath.keys.sorted() }
  /// The index path of a cell on screen.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visibleCellsByPath.first { $0.value === cell }?.key }

  /// The item at `point` (content coordinates), if any, as the layout places it.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 0.001, height: 0.001)))?
      .first?.indexPath
  }

  /// The layout's attributes for an item (its frame among them), the layout prepared first if it must be.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Scrolls so the item sits where `scrollPosition` says (its left or top edge by default), clamped to the content.
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    let inset = adjustedContentInset
    var target = contentOffset
    if scrollPosition.contains(.centeredHorizontally) {
      target.x = frame.midX - bounds.width / 2
    } else if scrollPosition.contains(.right) {
      target.x = frame.maxX - bounds.width + inset.right
    } else if scrollPosition.contains(.left) || frame.width > 0 && contentSize.width > bounds.width {
      target.x = frame.minX - inset.left
    }
    if scrollPosition.contains(.centeredVertically) {
      target.y = frame.midY - bounds.height / 2
    } else if scrollPosition.contains(.bottom) {
      target.y = frame.maxY - bounds.height + inset.bottom
    } else if scrollPosition.contains(.top) || contentSize.height > bounds.height {
      target.y = frame.minY - inset.top
    }
    target.x = min(max(target.x, -inset.left), max(contentSize.width + inset.right - bounds.width, -inset.left))
    target.y = min(max(target.y, -inset.top), max(contentSize.height + inset.bottom - bounds.height, -inset.top))
    setContentOffset(target, animated: animated)
  }

  /// The selected items.
  open var indexPathsForSelectedItems: [IndexPath]? { selectedPaths }
  /// Selects an item (or clears the selection for `nil`).
  /// Recorded only: no scroll, no highlight, no delegate call.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    selectedPaths = indexPath.map { [$0] } ?? []
  }
  /// Deselects an item.
  /// Recorded only: no delegate call.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) { selectedPaths.removeAll { $0 == indexPath } }

  // MARK: - Layout

  private func prepareLayoutIfNeeded() {
    refreshCounts()
    guard collectionViewLayout.needsPreparation else { return }
    collectionViewLayout.needsPreparation = false
    collectionViewLayout.prepare()
    let size = collectionViewLayout.collectionViewContentSize
    if contentSize != size { contentSize = size }
  }

  override func sizeDidChange() {
    super.sizeDidChange()
    collectionViewLayout.needsPreparation = true  // a flow layout lines items up against the bounds
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    prepareLayoutIfNeeded()
    let visible = CGRect(origin: contentOffset, size: bounds.size)
    let attributes = collectionViewLayout.layoutAttributesForElements(in: visible) ?? []
    let wanted = Set(attributes.map(\.indexPath))
    for path in visibleCellsByPath.keys.sorted() where !wanted.contains(path) {
      guard let cell = visibleCellsByPath.removeValue(forKey: path) else { continue }
      recycle(cell)
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }
    guard let dataSource else { return }
    for attribute in attributes where !attribute.isHidden {
      if let cell = visibleCellsByPath[attribute.indexPath] {
        if cell.frame != attribute.frame { cell.frame = attribute.frame }
        continue
      }
      appliedAtDequeue = nil
      let cell = dataSource.collectionView(self, cellForItemAt: attribute.indexPath)
      // Applied already if the data source dequeued it for this item (above); not if it handed out some other cell.
      if let applied = appliedAtDequeue, applied.cell == ObjectIdentifier(cell), applied.path == attribute.indexPath {
        if cell.frame != attribute.frame { cell.frame = attribute.frame }
      } else {
        cell.frame = attribute.frame
        cell.apply(attribute)
      }
      appliedAtDequeue = nil
      visibleCellsByPath[attribute.indexPath] = cell
      if cell.superview !== self { insertSubview(cell, at: 0) }
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attribute.indexPath)
    }
  }

  private func recycle(_ cell: UICollectionViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }
}
