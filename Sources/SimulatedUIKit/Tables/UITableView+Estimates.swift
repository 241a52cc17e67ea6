// Estimated row heights and self-sizing rows: a table that estimates asks a row's real height only when the row first
// comes on screen, and sizes a row that has no height answer from its cell's constraints.
//
// Apple, `estimatedRowHeight`: "Estimation allows you to defer some of the cost of geometry calculation from load time
// to scrolling time. The default value is automaticDimension, which means that the table view selects an estimated
// height to use on your behalf. Setting the value to 0 disables estimated heights, which causes the table view to
// request the actual height for each cell. If your table uses self-sizing cells, the value of this property must not
// be 0." And: "When using height estimates, the table view actively manages the contentOffset and contentInset
// properties inherited from its scroll view." Apple, `rowHeight`: its default, `automaticDimension`, "causes the table
// view to choose an appropriate height based on your cell's content"; "Self-sizing table view cells" asks for "an
// unbroken chain of constraints and views" between the content view's top and bottom edges.
//
// So, while `estimatedRowHeight` is not 0: every row starts at its estimate (the delegate's
// `estimatedHeightForRowAt`, else `estimatedRowHeight`, else a `rowHeight` the app set, else the knob
// `automaticRowHeightEstimate`, since Apple does not say what the table selects), and `contentSize` adds those up.
// When a row first meets the visible band its real height is asked (`heightForRowAt`, else `rowHeight`); a row with
// neither is sized by its cell
// (`systemLayoutSizeFitting` at the table's width, the cell then displayed as it is), and a cell whose constraints
// give it no height takes the standard 44 pt (UIKit logs that it is "considering the collapse unintentional and using
// standard height instead"). The rows below move by the difference and `contentSize` follows; a row that lies above
// the visible band when it is measured moves the offset by the difference too, so the rows on screen stay where they
// were (the knob `tableKeepsVisibleRowsWhenMeasuring`: how UIKit "manages the contentOffset" is not documented). That
// move is UIKit's, with the content: it counts with the scroll view's drivers, not as the app's write.
// Measuring can bring further rows into the band (a row shorter than its estimate); they are measured in the same
// pass. A reload or a new width starts again from the estimates, as UIKit's jump after `reloadData` on an estimating
// table shows; `endUpdates` measures the rows on screen again and keeps the others' heights. Section headers and
// footers keep exact heights (their estimates are not modelled).

extension UITableView {
  /// Whether rows start at estimates and are measured on screen (Apple: `estimatedRowHeight` 0 disables it).
  var usesEstimatedRowHeights: Bool { estimatedRowHeight != 0 }

  /// A row's estimate: the delegate's, the table's `estimatedRowHeight`, or what the table "selects on your behalf":
  /// the table's `rowHeight` when the app set one (every row without a delegate height has it, so there is nothing to
  /// guess: a modelled assumption), else the knob `automaticRowHeightEstimate`.
  func estimatedRowHeight(at indexPath: IndexPath) -> CGFloat {
    if let answer = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath), answer > 0 { return answer }
    if estimatedRowHeight > 0 { return estimatedRowHeight }
    if rowHeight >= 0 { return rowHeight }
    return CGFloat(UIKitSimulation.current.uikitKnobs.automaticRowHeightEstimate)
  }

  /// Measures the rows in the visible band that still hold estimates, until every row in it is measured, and keeps
  /// the rows on screen in place (see the file comment). Returns whether any height changed.
  func measureRowsOnScreen(width: CGFloat) -> Bool {
    guard metrics.estimatedRows > 0, !isMeasuringRows else { return false }
    isMeasuringRows = true
    defer { isMeasuringRows = false }
    var changed = false
    // Each pass measures at least one row, so the loop ends; the bound only guards against a band that never settles.
    for _ in 0..<(metrics.estimatedRows + 1) {
      let band = visibleBand
      let inBand = metrics.rows(from: band.low, to: band.high)
      guard let position = inBand.first(where: { !metrics.isMeasured($0) }) else { break }
      recycleCells(keeping: Set(inBand.map(\.indexPath)))
      let height = measuredRowHeight(at: position.indexPath, width: width)
      let top = metrics.sections[position.section].rowTops[position.row]
      let delta = metrics.setHeight(height, of: position, measured: true)
      guard delta != 0 else { continue }
      changed = true
      contentSize = CGSize(width: width, height: metrics.contentHeight)
      if top < contentOffset.y, UIKitSimulation.current.uikitKnobs.tableKeepsVisibleRowsWhenMeasuring {
        motion.follow(contentShift: Double(delta))
      }
    }
    // Cells made to measure rows that then left the band (a row above shrank) go back to their pools undisplayed.
    let band = visibleBand
    let shown = Set(metrics.rows(from: band.low, to: band.high).map(\.indexPath))
    for path in sizingCells.keys.sorted() where !shown.contains(path) {
      recycle(sizingCells.removeValue(forKey: path)!)
    }
    return changed
  }

  /// After `endUpdates`, every row measured before it keeps that height, when the sections hold the same rows
  /// (UIKit's own `endUpdates` does not send the rows above the screen back to their estimates; how it keeps them is
  /// not documented: a modelled assumption). The rows on screen hold theirs as estimates and are measured again, so
  /// only a real change of height moves anything.
  func keepMeasuredHeights(of before: TableMetrics) {
    guard metrics.estimatedRows > 0, before.sections.map(\.rowHeights.count) == metrics.sections.map(\.rowHeights.count)
    else { return }
    for (section, old) in before.sections.enumerated() {
      for row in old.rowHeights.indices {
        let position = TableMetrics.RowPosition(section: section, row: row)
        guard before.isMeasured(position) else { continue }
        let onScreen = visibleCellsByPath[IndexPath(row: row, section: section)] != nil
        _ = metrics.assignHeight(old.rowHeights[row], of: position, measured: !onScreen)
      }
    }
    metrics.restack()
    contentSize = CGSize(width: bounds.width, height: metrics.contentHeight)
  }

  /// A row's real height: the delegate's or the table's, else its cell's fitting height at the table's width.
  private func measuredRowHeight(at indexPath: IndexPath, width: CGFloat) -> CGFloat {
    if let answer = tableDelegate?.tableView(self, heightForRowAt: indexPath), answer >= 0 { return answer }
    if rowHeight >= 0 { return rowHeight }
    // A row on screen is measured in the cell it shows (`endUpdates` after its content changed); another gets its cell
    // now, which the tiling then displays.
    let cell: UITableViewCell
    if let shown = visibleCellsByPath[indexPath] {
      cell = shown
    } else {
      guard let dataSource else { return 44 }
      cell = dataSource.tableView(self, cellForRowAt: indexPath)
      sizingCells[indexPath] = cell
    }
    if cell.frame.width != width { cell.frame.size.width = width }
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
    return fitted > 0 ? fitted : 44
  }
}

extension TableMetrics {
  /// Gives a row a height, its real one (`measured`) or an estimate, and returns the change; everything below it
  /// moves at the next `restack()`, which `setHeight(_:of:measured:)` runs when the height changed.
  mutating func assignHeight(_ height: CGFloat, of position: RowPosition, measured: Bool) -> CGFloat {
    if measured, !isMeasured(position) {
      rowMeasured[position.section][position.row] = true
      estimatedRows -= 1
    }
    let delta = height - sections[position.section].rowHeights[position.row]
    if delta != 0 { sections[position.section].rowHeights[position.row] = height }
    return delta
  }

  /// Gives a row a height, moving everything below it, and returns the change.
  mutating func setHeight(_ height: CGFloat, of position: RowPosition, measured: Bool) -> CGFloat {
    let delta = assignHeight(height, of: position, measured: measured)
    if delta != 0 { restack() }
    return delta
  }
}
