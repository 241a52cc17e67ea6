// UITableView (plain style, and grouped with the same geometry): rows from the data source, heights from the
// delegate or the table, a table header and footer view, section headers and footers that float in plain style,
// cell reuse as rows leave the screen. Geometry is in `UITableView+Geometry.swift`, tiling (which cells and headers
// exist and where) in `UITableView+Tiling.swift`.
//
// Heights are exact: the table asks every row's height when it reloads (as with `estimatedRowHeight = 0`, which
// nested-scrolling libraries set); a self-sizing row without a height answer takes `rowHeight`, or 44 pt.

/// `UITableView`.
@MainActor
open class UITableView: UIScrollView {
  /// `UITableView.Style`.
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  /// `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
  /// `UITableView.RowAnimation`.
  public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

  /// `UITableView.automaticDimension`: "use the table's default" for a height.
  public static let automaticDimension: CGFloat = -1

  public let style: Style
  open weak var dataSource: (any UITableViewDataSource)? { didSet { geometryIsStale = true } }
  open var rowHeight: CGFloat = UITableView.automaticDimension
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Padding above each section header (iOS 15). Its default is resolved as none here (docs/uikit.md).
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { geometryIsStale = true } }
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  open var separatorColor: UIColor?
  open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  open var allowsSelection: Bool = true
  open var allowsMultipleSelection: Bool = false
  open var isEditing: Bool = false
  open var backgroundView: UIView?
  open var cellLayoutMarginsFollowReadableWidth: Bool = false
  open var insetsContentViewsToSafeArea: Bool = true
  open var isPrefetchingEnabled: Bool = true
  open var remembersLastFocusedIndexPath: Bool = false
  open var dragInteractionEnabled: Bool = false
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
  var metrics = TableMetrics()
  /// Cell classes and reuse pools by identifier.
  var cellClasses: [String: AnyClass] = [:]
  var headerFooterClasses: [String: AnyClass] = [:]
  var reusableCells: [String: [UITableViewCell]] = [:]
  var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
  /// The cells on screen, by index path, and the section header and footer views on screen, by section.
  var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
  var visibleHeaders: [Int: UIView] = [:]
  var visibleFooters: [Int: UIView] = [:]
  /// The rows the tiling last showed, to skip work when the visible range has not changed.
  var tiledRange: (first: TableMetrics.RowPosition, last: TableMetrics.RowPosition)?
  var tiledWidth: CGFloat = -1
  var selectedPaths: [IndexPath] = []

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    // UITableView bounces vertically with short content in practice (knob `tablesAlwaysBounceVertical`).
    alwaysBounceVertical = UIKitSimulation.current.knobs.tablesAlwaysBounceVertical
  }

  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The delegate as a table delegate, when it is one.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  // MARK: - Registration and reuse

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass ?? UITableViewCell.self
  }

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
  open func endUpdates() {
    geometryIsStale = true
    tiledRange = nil
    refreshGeometry()
    layoutTiles()
  }

  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    endUpdates()
    completion?(true)
  }

  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

  // MARK: - Queries

  open var numberOfSections: Int {
    refreshGeometry()
    return metrics.sections.count
  }

  open func numberOfRows(inSection section: Int) -> Int {
    refreshGeometry()
    return metrics.sections.indices.contains(section) ? metrics.sections[section].rowHeights.count : 0
  }

  open func rect(forSection section: Int) -> CGRect {
    refreshGeometry()
    guard metrics.sections.indices.contains(section) else { return .zero }
    let metrics = metrics.sections[section]
    return CGRect(x: 0, y: metrics.top, width: bounds.width, height: metrics.bottom - metrics.top)
  }

  open func rectForHeader(inSection section: Int) -> CGRect {
    refreshGeometry()
    guard metrics.sections.indices.contains(section) else { return .zero }
    let metrics = metrics.sections[section]
    return CGRect(x: 0, y: metrics.top + metrics.headerPadding, width: bounds.width, height: metrics.headerHeight)
  }

  open func rectForFooter(inSection section: Int) -> CGRect {
    refreshGeometry()
    guard metrics.sections.indices.contains(section) else { return .zero }
    let metrics = metrics.sections[section]
    return CGRect(x: 0, y: metrics.bottom - metrics.footerHeight, width: bounds.width, height: metrics.footerHeight)
  }

  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    refreshGeometry()
    guard let (top, height) = metrics.row(indexPath) else { return .zero }
    return CGRect(x: 0, y: top, width: bounds.width, height: height)
  }

  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    refreshGeometry()
    return metrics.rowPosition(containing: point.y).map { IndexPath(row: $0.row, section: $0.section) }
  }

  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    refreshGeometry()
    return metrics.rows(from: rect.minY, to: rect.maxY).map { IndexPath(row: $0.row, section: $0.section) }
  }

  open var visibleCells: [UITableViewCell] {
    visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
  }

  open var indexPathsForVisibleRows: [IndexPath]? { visibleCellsByPath.keys.sorted() }

  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByPath[indexPath] }

  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByPath.first { $0.value === cell }?.key
  }

  /// The header view of `section` on screen, whatever its class (the simulation's host reads the pin bar this way).
  package func sectionHeaderOnScreen(_ section: Int) -> UIView? { visibleHeaders[section] }

  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleHeaders[section] as? UITableViewHeaderFooterView
  }

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

  open var indexPathForSelectedRow: IndexPath? { selectedPaths.first }
  open var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    selectedPaths = indexPath.map { [$0] } ?? []
  }
  open func deselectRow(at indexPath: IndexPath, animated: Bool) { selectedPaths.removeAll { $0 == indexPath } }

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

extension UITableViewCell {
  /// `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}
