// Where everything in a table lies, in content coordinates: the table header, each section (its header, rows and
// footer), the table footer. Asked of the data source and delegate when the table reloads (`reloadData`,
// `endUpdates`, a width change), then answered from arrays: finding the rows on screen is a binary search. With
// estimated heights (UITableView+Estimates.swift) a row holds its estimate until it first comes on screen.

/// The table's content geometry.
struct TableMetrics {
  struct Section {
    var top: CGFloat = 0
    var headerPadding: CGFloat = 0
    var headerHeight: CGFloat = 0
    var rowTops: [CGFloat] = []
    var rowHeights: [CGFloat] = []
    var footerHeight: CGFloat = 0
    var bottom: CGFloat = 0
    var rowsTop: CGFloat { top + headerPadding + headerHeight }
    var rowsBottom: CGFloat { bottom - footerHeight }
  }

  /// A row, ordered by section then row.
  struct RowPosition: Comparable, Hashable {
    var section: Int
    var row: Int
    static func < (a: Self, b: Self) -> Bool { (a.section, a.row) < (b.section, b.row) }
    /// The row as UIKit names it.
    var indexPath: IndexPath { IndexPath(row: row, section: section) }
  }

  var tableHeaderHeight: CGFloat = 0
  var sections: [Section] = []
  var tableFooterTop: CGFloat = 0
  var tableFooterHeight: CGFloat = 0
  /// How many rows still hold an estimate (0 without estimated heights): the tiling measures none while it is 0.
  var estimatedRows = 0
  /// Per section, whether each row's height is its real one (false: an estimate, until the row first comes on
  /// screen); empty without estimated heights. Kept apart from `Section`, which the tiling copies on every layout.
  var rowMeasured: [[Bool]] = []

  /// Whether a row's height is its real one.
  func isMeasured(_ position: RowPosition) -> Bool {
    rowMeasured.isEmpty || rowMeasured[position.section][position.row]
  }
  var contentHeight: CGFloat { tableFooterTop + tableFooterHeight }

  /// Places the sections and their rows one after another from their heights, below the table header, and the table
  /// footer after them: after a reload, and whenever a row's height changes.
  mutating func restack() {
    var y = tableHeaderHeight
    for index in sections.indices {
      sections[index].top = y
      y += sections[index].headerPadding + sections[index].headerHeight
      sections[index].rowTops = sections[index].rowHeights.map { height in
        defer { y += height }
        return y
      }
      y += sections[index].footerHeight
      sections[index].bottom = y
    }
    tableFooterTop = y
  }

  func row(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat)? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard section.rowTops.indices.contains(indexPath.row) else { return nil }
    return (section.rowTops[indexPath.row], section.rowHeights[indexPath.row])
  }

  /// The row whose frame contains `y`, if any.
  func rowPosition(containing y: CGFloat) -> RowPosition? {
    for (index, section) in sections.enumerated() where y >= section.rowsTop && y < section.rowsBottom {
      let row = Self.lastIndex(in: section.rowTops, notAbove: y)
      if let row, y < section.rowTops[row] + section.rowHeights[row] { return RowPosition(section: index, row: row) }
    }
    return nil
  }

  /// Every row whose frame intersects `low..<high`, in order.
  func rows(from low: CGFloat, to high: CGFloat) -> [RowPosition] {
    var rows: [RowPosition] = []
    for (index, section) in sections.enumerated() where section.rowsBottom > low && section.rowsTop < high {
      guard !section.rowTops.isEmpty else { continue }
      var row = Self.lastIndex(in: section.rowTops, notAbove: low) ?? 0
      while row < section.rowTops.count, section.rowTops[row] < high {
        if section.rowTops[row] + section.rowHeights[row] > low { rows.append(RowPosition(section: index, row: row)) }
        row += 1
      }
    }
    return rows
  }

  /// The last index whose value is at most `value` (values ascending), or `nil` when all are above it.
  static func lastIndex(in values: [CGFloat], notAbove value: CGFloat) -> Int? {
    var low = 0, high = values.count - 1, found: Int?
    while low <= high {
      let middle = (low + high) / 2
      if values[middle] <= value {
        found = middle
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    return found
  }
}

extension UITableView {
  /// Asks the data source and delegate for the whole geometry again when it is stale, and sets `contentSize`.
  func refreshGeometry() {
    guard geometryIsStale else { return }
    geometryIsStale = false
    var metrics = TableMetrics()
    let estimates = usesEstimatedRowHeights
    metrics.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
    let sectionCount = dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0
    for section in 0..<sectionCount {
      var entry = TableMetrics.Section()
      entry.headerHeight = headerHeight(forSection: section)
      entry.headerPadding = entry.headerHeight > 0 && sectionHeaderTopPadding > 0 ? sectionHeaderTopPadding : 0
      let rows = max(dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0, 0)
      entry.rowHeights = (0..<rows).map { row in
        let path = IndexPath(row: row, section: section)
        return estimates ? estimatedRowHeight(at: path) : rowHeight(at: path)
      }
      if estimates {
        metrics.rowMeasured.append(Array(repeating: false, count: rows))
        metrics.estimatedRows += rows
      }
      entry.footerHeight = footerHeight(forSection: section)
      metrics.sections.append(entry)
    }
    metrics.tableFooterHeight = tableFooterView?.frame.height ?? 0
    metrics.restack()
    self.metrics = metrics
    tiledRange = nil
    tiledWidth = bounds.width
    contentSize = CGSize(width: bounds.width, height: metrics.contentHeight)
  }

  /// A height answer: the delegate's, else the table's own, else `fallback` (UIKit's defaults: 44 pt rows).
  private func resolved(_ answer: CGFloat?, table: CGFloat, fallback: CGFloat) -> CGFloat {
    if let answer, answer >= 0 { return answer }
    if table >= 0 { return table }
    return fallback
  }

  /// A row's real height without measuring its cell: the delegate's, else the table's `rowHeight`, else 44 pt (a
  /// self-sizing row in a table without estimates; with them `measuredRowHeight` sizes its cell instead).
  func rowHeight(at indexPath: IndexPath) -> CGFloat {
    resolved(tableDelegate?.tableView(self, heightForRowAt: indexPath), table: rowHeight, fallback: 44)
  }

  /// A section header's height: the delegate's, the table's, or (automatic) 28 pt for a title and none otherwise.
  func headerHeight(forSection section: Int) -> CGFloat {
    let automatic: CGFloat = dataSource?.tableView(self, titleForHeaderInSection: section) != nil ? 28 : 0
    return resolved(tableDelegate?.tableView(self, heightForHeaderInSection: section), table: sectionHeaderHeight, fallback: automatic)
  }

  func footerHeight(forSection section: Int) -> CGFloat {
    let automatic: CGFloat = dataSource?.tableView(self, titleForFooterInSection: section) != nil ? 28 : 0
    return resolved(tableDelegate?.tableView(self, heightForFooterInSection: section), table: sectionFooterHeight, fallback: automatic)
  }
}
