// Which cells and section views exist, and where, for the rows the table shows now: UIKit's layout pass for a table
// (run whenever it scrolls, since a scroll marks it for layout). Cells for rows that came on screen are asked of the
// data source (`cellForRowAt`), cells that left go back to their reuse pool; section headers float in plain style
// (Apple, `UITableView.Style.plain`: "Any section headers or footers are displayed as inline separators and float when
// the table view is scrolled"), pinned to the top of the adjusted content area while their section is under it and
// pushed up by the next
// (`y = clamp(offset + adjustedContentInset.top, header's place, section end − header height)`), footers likewise
// at the bottom. The table header and footer views keep the table's width (Apple, `tableHeaderView`: "The table view
// respects only the height of your view's frame rectangle; it adjusts the width of your header view automatically to
// match the table view's width").

extension UITableView {
  /// Places the table header and footer, tiles the visible rows, and floats the section views.
  func layoutTiles() {
    let width = bounds.width
    if let header = tableHeaderView {
      let frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
      if header.frame != frame { header.frame = frame }
    }
    if let footer = tableFooterView {
      let frame = CGRect(x: 0, y: metrics.tableFooterTop, width: width, height: footer.frame.height)
      if footer.frame != frame { footer.frame = frame }
    }
    if metrics.estimatedRows > 0, measureRowsOnScreen(width: width) { tiledRange = nil }
    tileRows(width: width)
    tileSectionViews(width: width)
  }

  /// The visible content band: the bounds in content coordinates.
  var visibleBand: (low: CGFloat, high: CGFloat) {
    let top = contentOffset.y
    return (top, top + bounds.height)
  }

  private func tileRows(width: CGFloat) {
    let band = visibleBand
    let rows = metrics.rows(from: band.low, to: band.high)
    let range = rows.first.map { ($0, rows.last!) }
    if let range, let tiled = tiledRange, tiled == range, tiledWidth == width { return }
    tiledRange = range
    tiledWidth = width
    recycleCells(keeping: Set(rows.map(\.indexPath)))
    guard let dataSource else { return }
    for position in rows {
      let path = position.indexPath
      let section = metrics.sections[position.section]
      let frame = CGRect(x: 0, y: section.rowTops[position.row], width: width, height: section.rowHeights[position.row])
      if let cell = visibleCellsByPath[path] {
        if cell.frame != frame { cell.frame = frame }
        continue
      }
      // A self-sizing row's cell was made when the row was measured (UITableView+Estimates.swift).
      let cell = sizingCells.removeValue(forKey: path) ?? dataSource.tableView(self, cellForRowAt: path)
      cell.frame = frame
      visibleCellsByPath[path] = cell
      if cell.superview !== self { insertSubview(cell, at: 0) }
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }
  }

  private func tileSectionViews(width: CGFloat) {
    let band = visibleBand
    let inset = adjustedContentInset
    let floats = style == .plain
    for (index, section) in metrics.sections.enumerated() {
      let onScreen = section.bottom > band.low && section.top < band.high
      // Header.
      if onScreen, section.headerHeight > 0 {
        let view = visibleHeaders[index] ?? makeSectionView(header: true, section: index)
        if let view {
          let natural = section.top + section.headerPadding
          var y = natural
          if floats { y = min(max(band.low + inset.top, natural), section.bottom - section.headerHeight) }
          place(view, frame: CGRect(x: 0, y: y, width: width, height: section.headerHeight))
          if visibleHeaders[index] == nil {
            visibleHeaders[index] = view
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: index)
          }
        }
      } else if let view = visibleHeaders.removeValue(forKey: index) {
        recycleSectionView(view)
        tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: index)
      }
      // Footer.
      if onScreen, section.footerHeight >= 0.5 {
        let view = visibleFooters[index] ?? makeSectionView(header: false, section: index)
        if let view {
          let natural = section.bottom - section.footerHeight
          var y = natural
          if floats { y = max(min(band.high - inset.bottom - section.footerHeight, natural), section.rowsTop) }
          place(view, frame: CGRect(x: 0, y: y, width: width, height: section.footerHeight))
          if visibleFooters[index] == nil {
            visibleFooters[index] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: index)
          }
        }
      } else if let view = visibleFooters.removeValue(forKey: index) {
        recycleSectionView(view)
      }
    }
  }

  /// Puts a section view at `frame`, in front of the cells (section views float above rows).
  private func place(_ view: UIView, frame: CGRect) {
    if view.frame != frame { view.frame = frame }
    if view.superview !== self { addSubview(view) } else if _subviews.last !== view, isBehindCells(view) { bringSubviewToFront(view) }
  }

  private func isBehindCells(_ view: UIView) -> Bool {
    guard let index = _subviews.firstIndex(where: { $0 === view }) else { return false }
    return _subviews[(index + 1)...].contains { $0 is UITableViewCell }
  }

  private func makeSectionView(header: Bool, section: Int) -> UIView? {
    if header {
      if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) { return view }
      guard let title = dataSource?.tableView(self, titleForHeaderInSection: section) else { return nil }
      return titledSectionView(title)
    }
    if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) { return view }
    guard let title = dataSource?.tableView(self, titleForFooterInSection: section) else { return nil }
    return titledSectionView(title)
  }

  private func titledSectionView(_ title: String) -> UIView {
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    let label = UILabel()
    label.text = title
    view.contentView.addSubview(label)
    return view
  }

  /// The cells of rows that left the screen go back to their pools, before any new row asks for a cell (a self-sizing
  /// row's measurement asks too), so new rows get them back.
  func recycleCells(keeping wanted: Set<IndexPath>) {
    // In row order, not the dictionary's (which changes from one process to the next): the delegate hears the rows
    // that left in order, and the reuse pool, hence which cell a new row gets, is the same in every replay.
    for path in visibleCellsByPath.keys.sorted() where !wanted.contains(path) {
      guard let cell = visibleCellsByPath.removeValue(forKey: path) else { continue }
      recycle(cell)
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
  }

  /// A cell left the screen: out of the tree, into its pool.
  func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }

  func recycleSectionView(_ view: UIView) {
    if view.superview === self { view.removeFromSuperview() }
    if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
      reusableHeaderFooters[identifier, default: []].append(reusable)
    }
  }
}
