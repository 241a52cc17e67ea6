// Which cells a table has and where its section headers float: cells exist only for the rows on screen, leave for a
// reuse pool as rows scroll away and come back through `dequeueReusableCell`; in the plain style a section header
// sticks to the top while its section is under it.

import SimulatedUIKit
import Testing

@Suite struct TableTilingTests {
  private func rows(_ range: Range<Int>, section: Int = 0) -> [IndexPath] {
    range.map { IndexPath(row: $0, section: section) }
  }

  /// Apple, `tableView(_:cellForRowAt:)`: the table asks for cells of the rows it displays; `cellForRow(at:)` gives
  /// "nil if the cell is not visible" (https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:),
  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows).
  @Test("only the rows on screen get cells, and only they are visible rows")
  func cellsForVisibleRowsOnly() {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [100])
    let table = fixture.makeTable()
    screen.show(table)

    // 844 pt of 44 pt rows: rows 0 to 19 show (the 20th only in part).
    #expect(fixture.cellRequests == rows(0..<20))
    #expect(table.indexPathsForVisibleRows == rows(0..<20))
    #expect(table.visibleCells.count == 20)
    #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
    #expect(fixture.displayed == rows(0..<20))
  }

  /// Apple, `dequeueReusableCell(withIdentifier:for:)` and `UITableViewCell.prepareForReuse()`: a cell that scrolled
  /// away is handed out again, `prepareForReuse` "invoked just before the object is returned"
  /// (https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()); the delegate hears
  /// `didEndDisplaying` for the rows that left.
  @Test("rows scrolled away leave their cells for reuse, and new rows get those same cells back")
  func cellsAreReused() {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [100])
    let table = fixture.makeTable()
    screen.show(table)
    let firstCells = Set(fixture.cellsHandedOut)

    table.contentOffset = CGPoint(x: 0, y: 440)
    screen.frame()

    #expect(table.indexPathsForVisibleRows == rows(10..<30))
    #expect(fixture.endedDisplaying == rows(0..<10))
    #expect(fixture.cellRequests.suffix(10) == rows(20..<30))
    let reused = fixture.cellsHandedOut.suffix(10)
    #expect(reused.allSatisfy { firstCells.contains($0) })
    #expect(table.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.reuses == 1 }.count == 10)
  }

  /// Apple, `dequeueReusableCell(withIdentifier:)`: "A UITableViewCell object with the associated identifier or nil if
  /// no such object exists in the reusable-cell queue" when no class is registered for it
  /// (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)).
  @Test("dequeuing an identifier with no registration and no free cell gives nil")
  func unregisteredIdentifierGivesNil() {
    _ = SimulatedScreen()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    #expect(table.dequeueReusableCell(withIdentifier: "never registered") == nil)
  }

  /// Apple, `UITableView.Style.plain`: "Any section headers or footers are displayed as inline separators and float
  /// when the table view is scrolled" (https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain):
  /// a header sticks to the top of the visible area (below `adjustedContentInset.top`) while its section is under it,
  /// and the section's end pushes it up.
  @Test("in a plain table a section header sticks to the top while its section shows, pushed up by the section's end")
  func plainHeadersFloat() throws {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [20, 20, 20])
    fixture.headerTitles = ["A", "B", "C"]
    fixture.headerHeight = 30
    let table = fixture.makeTable()
    screen.show(table)
    // Section 0: header 0..<30, rows 30..<910.

    table.contentOffset = CGPoint(x: 0, y: 300)
    screen.frame()
    #expect(try #require(table.headerView(forSection: 0)).frame.minY == 300)

    table.contentOffset = CGPoint(x: 0, y: 900)
    screen.frame()
    #expect(try #require(table.headerView(forSection: 0)).frame.minY == CGFloat(910 - 30))
    #expect(try #require(table.headerView(forSection: 1)).frame.minY == 910)

    table.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
    table.contentOffset = CGPoint(x: 0, y: 300)
    screen.frame()
    #expect(try #require(table.headerView(forSection: 0)).frame.minY == 350)
  }

  /// Apple, `UITableView.Style.grouped`: section headers scroll with their section (they float only in the plain
  /// style, above) (https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped).
  @Test("in a grouped table a section header scrolls with its section")
  func groupedHeadersScroll() throws {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [20, 20])
    fixture.headerTitles = ["A", "B"]
    fixture.headerHeight = 30
    let table = fixture.makeTable(style: .grouped)
    screen.show(table)

    table.contentOffset = CGPoint(x: 0, y: 300)
    screen.frame()

    #expect(try #require(table.headerView(forSection: 0)).frame.minY == 0)
  }

  /// Apple, `reloadData()`: the table discards what it shows and asks its data source again, and "For efficiency, the
  /// table view redisplays only those rows that are visible"; it does so in its next layout pass, not inside the call
  /// (UIKit's table lays out its rows in `layoutSubviews`; `layoutIfNeeded()` forces it at once)
  /// (https://developer.apple.com/documentation/uikit/uitableview/reloaddata()).
  @Test("reloadData asks the data source again at the next layout pass, for the visible rows only")
  func reloadDataIsLazy() {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [100])
    let table = fixture.makeTable()
    screen.show(table)
    #expect(fixture.cellRequests.count == 20)

    fixture.rowsPerSection = [5]
    table.reloadData()
    #expect(fixture.cellRequests.count == 20)
    table.layoutIfNeeded()

    #expect(fixture.cellRequests.suffix(5) == rows(0..<5))
    #expect(fixture.cellRequests.count == 25)
    #expect(table.contentSize.height == CGFloat(5 * 44))
  }
}
