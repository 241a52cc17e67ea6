// UITableView (plain style, and grouped with the same geometry): rows from the data source, heights from the
// delegate or the table, a table header and footer view, section headers and footers that float in plain style,
// cell reuse as rows leave the screen. Geometry is in `UITableView+Geometry.swift`, tiling (which cells and headers
// exist and where) in `UITableView+Tiling.swift`.
//
// Heights: with `estimatedRowHeight = 0` (which nested-scrolling libraries set) the table asks every row's height
// when it reloads, and a row without a height answer takes `rowHeight`, or 44 pt; otherwise (UIKit's default) rows
// start at estimates and are measured, self-sizing ones from their cells, as they come on screen
// (`UITableView+Estimates.swift`).

/// `UITableView`.
@MainActor
open class UITableView: UIScrollView {
  /// `UITableView.automaticDimension`: "use the table's default" for a height.
  public static let automaticDimension: CGFloat = -1

  /// The table's style, fixed at creation.
  /// Grouped styles take the plain geometry in the simulation, with headers that do not float.
  public let style: Style
  /// The object that gives the table its sections, rows and cells; the table asks it again at the next layout.
  open weak var dataSource: (any UITableViewDataSource)? { didSet { geometryIsStale = true } }
  /// The height of a row the delegate gives no height for; `automaticDimension` (the default) sizes the row from its
  /// cell's constraints while estimates are on, and makes it 44 pt with `estimatedRowHeight = 0`.
  open var rowHeight: CGFloat = UITableView.automaticDimension
  /// The height of a section header the delegate gives no height for; `automaticDimension` fits a title, if any.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The height of a section footer the delegate gives no height for; `automaticDimension` fits a title, if any.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// A row height to assume until the row first comes on screen; `automaticDimension` (the default) lets the table
  /// choose one, and 0 turns estimates off: every row's height is then asked when the table reloads.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { geometryIsStale = true } }
  /// A header height to assume before the real one is asked.
  /// Ignored in the simulation: every header's real height is asked when the table reloads.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// A footer height to assume before the real one is asked.
  /// Ignored in the simulation: every footer's real height is asked when the table reloads.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Padding above each section header (iOS 15). Its default is resolved as none here (docs/uikit.md).
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { geometryIsStale = true } }
  /// Whether lines are drawn between rows.
  /// Inert in the simulation: stored, never drawn.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  /// The colour of the lines between rows.
  /// Inert in the simulation: stored, never drawn.
  open var separatorColor: UIColor?
  /// The default inset of the lines between rows.
  /// Inert in the simulation: stored, never drawn.
  open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  /// Whether a tap may select a row.
  /// Stored only: a tap does not select a row in the simulation.
  open var allowsSelection: Bool = true
  /// Whether more than one row may be selected at once.
  /// Stored only: `selectRow` keeps one selected row.
  open var allowsMultipleSelection: Bool = false
  /// Whether the table is in editing mode.
  /// Stored only: no editing controls appear.
  open var isEditing: Bool = false
  /// A view behind the table's content.
  /// Stored only: it is not added to the table in the simulation.
  open var backgroundView: UIView?
  /// Whether cell margins follow the readable content width.
  /// Inert in the simulation: stored only.
  open var cellLayoutMarginsFollowReadableWidth: Bool = false
  /// Whether cells' content views are inset to stay in the safe area.
  /// Inert in the simulation: stored only.
  open var insetsContentViewsToSafeArea: Bool = true
  /// Whether the data source's prefetching methods are called.
  /// Inert in the simulation: there is no prefetching.
  open var isPrefetchingEnabled: Bool = true
  /// Whether focus returns to the last focused row.
  /// Inert in the simulation: there is no focus engine.
  open var remembersLastFocusedIndexPath: Bool = false
  /// Whether rows can be dragged and dropped.
  /// Inert in the simulation: stored only.
  open var dragInteractionEnabled: Bool = false
  /// The colour of the section index's text.
  /// Inert in the simulation: stored, never drawn.
  open var sectionIndexColor: UIColor?

  /// The view above the first section: kept at the table's width, at the top of the content.
  open var tableHeaderView: UIView? {
    didSet {
      if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
      if let tableHeaderView, tableHeaderView.superview !== self { addSubview(tableHeaderView) }
      geometryIsStale = true
      setNeedsLayout()
    }
  }

  /// The view below the last section.
  open var tableFooterView: UIView? {
    didSet {
      if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
      if let tableFooterView, tableFooterView.superview !== self { addSubview(tableFooterView) }
      geometryIsStale = true
      setNeedsLayout()
    }
  }

  // MARK: - State the tiling keeps (UITableView+Tiling.swift)

  /// Whether the metrics must be asked again before the next use.
  var geometryIsStale = true
  /// Read on every layout pass: unchecked, as the scroll view's own hot state is (the exclusivity check cost more than
  /// the read; the table is main-actor code that never hands the metrics out while it changes them).
  @exclusivity(unchecked) var metrics = TableMetrics()
  /// Cell classes and reuse pools by identifier.
  var cellClasses: [String: AnyClass] = [:]
  var headerFooterClasses: [String: AnyClass] = [:]
  var reusableCells: [String: [UITableViewCell]] = [:]
  var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
  /// The cells on screen, by index path, and the section header and footer views on screen, by section.
  var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
  var visibleHeaders: [Int: UIView] = [:]
  var visibleFooters: [Int: UIView] = [:]
  /// Cells made to measure self-sizing rows, until the tiling displays them (UITableView+Estimates.swift).
  var sizingCells: [IndexPath: UITableViewCell] = [:]
  /// Whether rows are being measured: the offset the measuring moves calls back into code that may lay out again.
  var isMeasuringRows = false
  /// The rows the tiling last showed, to skip work when the visible range has not changed.
  var tiledRange: (first: TableMetrics.RowPosition, last: TableMetrics.RowPosition)?
  var tiledWidth: CGFloat = -1
  var selectedPaths: [IndexPath] = []

  /// A table with the given frame and style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    // UITableView bounces vertically with short content in practice (knob `tablesAlwaysBounceVertical`).
    alwaysBounceVertical = UIKitSimulation.current.knobs.tablesAlwaysBounceVertical
  }

  /// A plain table with the given frame.
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The delegate as a table delegate, when it is one.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  // MARK: - Registration and reuse

  /// Registers the cell class `dequeueReusableCell` builds for `identifier` (`UITableViewCell` for `nil`).
  /// A subclass is built through `ReusableViewFactories`.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass ?? UITableViewCell.self
  }

  /// Registers the header or footer class `dequeueReusableHeaderFooterView` builds for `identifier`.
  /// A subclass is built through `ReusableViewFactories`.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterClasses[identifier] = aClass ?? UITableViewHeaderFooterView.self
  }

  /// A reusable cell for `identifier` after its `prepareForReuse()` (Apple: it "is invoked just before the object is
  /// returned from the UITableView method dequeueReusableCell(withIdentifier:)"), a new one of the registered class, or
  /// `nil` when none is free and no class is registered for it.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = reusableCells[identifier], let cell = pool.popLast() {
      reusableCells[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = cellClasses[identifier] else { return nil }
    return ReusableViewFactories.make(cellClass, identifier: identifier) as? UITableViewCell
  }

  /// A cell for `identifier`, sized for the row at `indexPath`. An unregistered identifier is a programmer error, as
  /// in UIKit ("unable to dequeue a cell with identifier").
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
    }
    let rect = rectForRow(at: indexPath)
    cell.frame = CGRect(x: 0, y: rect.minY, width: bounds.width, height: rect.height)
    return cell
  }

  /// A reusable header or footer view for `identifier` after its `prepareForReuse()`, else a new one (`nil` when no
  /// class is registered for it).
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    if var pool = reusableHeaderFooters[identifier], let view = pool.popLast() {
      reusableHeaderFooters[identifier] = pool
      view.prepareForReuse()
      return view
    }
    guard let viewClass = headerFooterClasses[identifier] else { return nil }
    return ReusableViewFactories.make(viewClass, identifier: identifier) as? UITableViewHeaderFooterView
  }

  // MARK: - Reloading

  /// Forgets every row and section view, and asks the data source again at the next layout pass (UIKit's timing: the
  /// table tiles in `layoutSubviews`; Apple, `reloadData()`: "the table view redisplays only those rows that are
  /// visible").
  open func reloadData() {
    // In index order, so the reuse pools come out the same in every replay (a dictionary's order differs per process).
    for path in visibleCellsByPath.keys.sorted() { recycle(visibleCellsByPath[path]!) }
    visibleCellsByPath.removeAll()
    for path in sizingCells.keys.sorted() { recycle(sizingCells[path]!) }
    sizingCells.removeAll()
    for section in visibleHeaders.keys.sorted() { recycleSectionView(visibleHeaders[section]!) }
    for section in visibleFooters.keys.sorted() { recycleSectionView(visibleFooters[section]!) }
    visibleHeaders.removeAll()
    visibleFooters.removeAll()
    tiledRange = nil
    geometryIsStale = true
    setNeedsLayout()
  }

  /// `beginUpdates`/`endUpdates`: the heights are asked again and the visible rows move to their new places.
  open func beginUpdates() {}
  /// Ends a group of updates: the heights are asked again and the visible rows move to their new places. An
  /// estimating table measures its rows on screen again and keeps the heights it measured for the others.
  open func endUpdates() {
    let before = metrics
    geometryIsStale = true
    tiledRange = nil
    refreshGeometry()
    keepMeasuredHeights(of: before)
    layoutTiles()
  }

  /// Applies `updates`, then refreshes as `endUpdates()` does, and calls `completion` with true.
  /// Nothing animates in the simulation: the completion runs at once.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Reloads the given rows. The simulation reloads the whole table, without animation.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Reloads the given sections. The simulation reloads the whole table, without animation.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Inserts rows the data source now counts. The simulation reloads the whole table, without animation.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Deletes rows the data source no longer counts. The simulation reloads the whole table, without animation.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Inserts sections the data source now counts. The simulation reloads the whole table, without animation.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Deletes sections the data source no longer counts. The simulation reloads the whole table, without animation.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

  // MARK: - Queries

  /// The number of sections, as the data source last told it.
  open var numberOfSections: Int {
    refreshGeometry()
    return metrics.sections.count
  }

  /// The number of rows in `section`, as the data source last told it.
  open func numberOfRows(inSection section: Int) -> Int {
    refreshGeometry()
    return metrics.sections.indices.contains(section) ? metrics.sections[section].rowHeights.count : 0
  }

  /// The rectangle of a section, header and footer included, in the table's content coordinates.
  open func rect(forSection section: Int) -> CGRect {
    refreshGeometry()
    guard metrics.sections.indices.contains(section) else { return .zero }
    let metrics = metrics.sections[section]
    return CGRect(x: 0, y: metrics.top, width: bounds.width, height: metrics.bottom - metrics.top)
  }

  /// The rectangle of a section's header in content coordinates, where it lies before any floating.
  open func rectForHeader(inSection section: Int) -> CGRect {
    refreshGeometry()
    guard metrics.sections.indices.contains(section) else { return .zero }
    let metrics = metrics.sections[section]
    return CGRect(x: 0, y: metrics.top + metrics.headerPadding, width: bounds.width, height: metrics.headerHeight)
  }

  /// The rectangle of a section's footer in content coordinates.
  open func rectForFooter(inSection section: Int) -> CGRect {
    refreshGeometry()
    guard metrics.sections.indices.contains(section) else { return .zero }
    let metrics = metrics.sections[section]
    return CGRect(x: 0, y: metrics.bottom - metrics.footerHeight, width: bounds.width, height: metrics.footerHeight)
  }

  /// The rectangle of a row in content coordinates; zero for a row that does not exist.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    refreshGeometry()
    guard let (top, height) = metrics.row(indexPath) else { return .zero }
    return CGRect(x: 0, y: top, width: bounds.width, height: height)
  }

  /// The row at `point` (content coordinates), if any.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    refreshGeometry()
    return metrics.rowPosition(containing: point.y).map(\.indexPath)
  }

  /// The rows that meet `rect` (content coordinates).
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    refreshGeometry()
    return metrics.rows(from: rect.minY, to: rect.maxY).map(\.indexPath)
  }

  /// The cells on screen, in index-path order.
  open var visibleCells: [UITableViewCell] {
    visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the rows on screen, in order.
  open var indexPathsForVisibleRows: [IndexPath]? { visibleCellsByPath.keys.sorted() }

  /// The cell of a row on screen; `nil` for a row off screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByPath[indexPath] }

  /// The index path of a cell on screen.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByPath.first { $0.value === cell }?.key
  }

  /// The header view of `section` on screen, whatever its class (the simulation's host reads the pin bar this way).
  package func sectionHeaderOnScreen(_ section: Int) -> UIView? { visibleHeaders[section] }

  /// The header view of a section on screen, when it is a `UITableViewHeaderFooterView`.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleHeaders[section] as? UITableViewHeaderFooterView
  }

  /// The footer view of a section on screen, when it is a `UITableViewHeaderFooterView`.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleFooters[section] as? UITableViewHeaderFooterView
  }

  /// Scrolls so the row sits at `scrollPosition` (`.none`: the least scroll that shows it).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    let rect = rectForRow(at: indexPath)
    let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
    var y: CGFloat
    switch scrollPosition {
    case .top: y = rect.minY - adjustedContentInset.top
    case .middle: y = rect.midY - adjustedContentInset.top - visibleHeight / 2
    case .bottom: y = rect.maxY - adjustedContentInset.top - visibleHeight
    case .none:
      scrollRectToVisible(rect, animated: animated)
      return
    }
    y = min(max(y, -adjustedContentInset.top), max(contentSize.height + adjustedContentInset.bottom - bounds.height, -adjustedContentInset.top))
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  /// The selected row, if any.
  open var indexPathForSelectedRow: IndexPath? { selectedPaths.first }
  /// The selected rows, or `nil` when none is.
  open var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }
  /// Selects a row (or clears the selection for `nil`).
  /// Recorded only: no scroll, no highlight, no delegate call.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    selectedPaths = indexPath.map { [$0] } ?? []
  }
  /// Deselects a row.
  /// Recorded only: no delegate call.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) { selectedPaths.removeAll { $0 == indexPath } }

  /// Turns editing mode on or off.
  /// Stored only: no editing controls appear.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  // MARK: - Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    refreshGeometry()
    layoutTiles()
  }

  override func sizeDidChange() {
    super.sizeDidChange()
    if tiledWidth != bounds.width { geometryIsStale = true }
  }
}
