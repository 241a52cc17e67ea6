// Where a table puts things: the table header view at the top at the table's width, each section's header and rows
// at the heights its delegate gives, and the queries that answer from that geometry.

import SimulatedUIKit
import Testing

@Suite struct TableGeometryTests {
  /// Apple, `tableView(_:heightForRowAt:)`, `rectForRow(at:)`, `tableHeaderView`: each row is as tall as the delegate
  /// says; rows follow the table header view (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:),
  /// https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)).
  @Test("rows take the delegate's exact heights below the table header, and contentSize adds them up")
  func exactRowHeights() {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [6])
    fixture.rowHeight = { 50 + CGFloat($0.row) * 10 }
    let table = fixture.makeTable()
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    screen.show(table)

    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 280, width: 390, height: 80))
    #expect(table.contentSize == CGSize(width: 390, height: 100 + 50 + 60 + 70 + 80 + 90 + 100))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 280, width: 390, height: 80))
  }

  /// Apple, `tableHeaderView`: "The table view respects only the height of your view's frame rectangle; it adjusts the
  /// width of your header view automatically to match the table view's width"
  /// (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview).
  @Test("the table header view keeps its height and takes the table's width")
  func tableHeaderViewWidth() {
    let screen = SimulatedScreen()
    let table = TableFixture(rows: [3]).makeTable()
    let header = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 150))
    table.tableHeaderView = header
    screen.show(table)

    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 150))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 150)
  }

  /// Apple, `rowHeight`: "The default value of this property is automaticDimension, which causes the table view to
  /// choose an appropriate height based on your cell's content"; "The table view ignores the value of this property if
  /// its delegate implements the tableView(_:heightForRowAt:)" (https://developer.apple.com/documentation/uikit/uitableview/rowheight).
  /// These cells hold no constraints, so a self-sizing row falls back to 44 pt, UIKit's standard cell height (rows
  /// sized by their cells' constraints: EstimatedRowHeightTests), and a `rowHeight` the app sets applies to every row.
  @Test("rows without a delegate height are 44 pt, or the table's rowHeight when set")
  func defaultRowHeight() {
    let screen = SimulatedScreen()
    let table = TableFixture(rows: [10]).makeTable()
    screen.show(table)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 390, height: 44))

    table.rowHeight = 60
    table.reloadData()
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 120, width: 390, height: 60))
  }

  /// Apple, `indexPathForRow(at:)` and `rect(forSection:)`: the row under a point in the table's coordinates, and the
  /// section's whole extent (https://developer.apple.com/documentation/uikit/uitableview/indexpathforrow(at:)).
  @Test("indexPathForRow(at:) finds the row under a point, across sections and their headers")
  func rowAtPoint() {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [5, 5])
    fixture.headerHeight = 30
    let table = fixture.makeTable()
    screen.show(table)

    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 31)) == IndexPath(row: 0, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30 + 44 * 5 + 10)) == nil)  // section 1's header
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30 + 44 * 5 + 30 + 50)) == IndexPath(row: 1, section: 1))
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 250, width: 390, height: 30 + 220))
  }

  /// Apple, `scrollToRow(at:at:animated:)` with `.top`: "The table view scrolls the row of interest to the top of the
  /// visible table view"; the offset stays inside the content (https://developer.apple.com/documentation/uikit/uitableview/scrollposition/top).
  @Test("scrollToRow(.top) puts the row at the top of the visible area, clamped to the content's end")
  func scrollToRowTop() {
    let screen = SimulatedScreen()
    let table = TableFixture(rows: [100]).makeTable()
    screen.show(table)

    table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 440)
    table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == CGFloat(4_400 - 844))
  }
}
