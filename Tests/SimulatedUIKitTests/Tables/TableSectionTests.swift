// Section furniture and height changes: footers that float at the bottom of a plain table, the padding above a
// section header, the height of a titled header, and `beginUpdates`/`endUpdates` applying new row heights at once.

import SimulatedUIKit
import Testing

@Suite struct TableSectionTests {
  /// Apple, `UITableView.Style.plain`: "Any section headers or footers are displayed as inline separators and float
  /// when the table view is scrolled" (https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain):
  /// a footer sticks to the bottom of the visible area while its section's rows are on screen.
  @Test("in a plain table a section footer sticks to the bottom while its section shows")
  func plainFootersFloat() throws {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [20, 20])
    fixture.footerTitles = ["end of A", "end of B"]
    fixture.footerHeight = 30
    let table = fixture.makeTable()
    screen.show(table)
    // Section 0: rows 0..<880, footer 880..<910.

    #expect(try #require(table.footerView(forSection: 0)).frame.minY == CGFloat(844 - 30))
    table.contentOffset = CGPoint(x: 0, y: 200)
    screen.frame()
    #expect(try #require(table.footerView(forSection: 0)).frame.minY == 880)
  }

  /// Apple, `sectionHeaderTopPadding`: "Padding above each section header"
  /// (https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding). An explicit value moves the
  /// header and its rows down; the default (`automaticDimension`) is resolved as none (docs/uikit.md).
  @Test("an explicit section header top padding moves the header and its rows down")
  func headerTopPadding() throws {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [5, 5])
    fixture.headerTitles = ["A", "B"]
    fixture.headerHeight = 30
    let table = fixture.makeTable()
    screen.show(table)
    #expect(table.rectForHeader(inSection: 1).minY == CGFloat(30 + 5 * 44))

    table.sectionHeaderTopPadding = 10

    #expect(table.rectForHeader(inSection: 0).minY == 10)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 40)
    #expect(table.rectForHeader(inSection: 1).minY == CGFloat(40 + 5 * 44 + 10))
  }

  /// A titled section header without a height answer is 28 pt, an untitled one takes no room (the simulation's
  /// modelled assumption: no public source gives the standard titled-header height; docs/uikit.md).
  @Test("a titled header without a height is 28 pt; an untitled one takes no room")
  func titledHeaderHeight() {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [3, 3])
    fixture.headerTitles = ["A", nil]
    let table = fixture.makeTable()
    screen.show(table)

    #expect(table.rectForHeader(inSection: 0).height == 28)
    #expect(table.rectForHeader(inSection: 1).height == 0)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(28 + 3 * 44))
  }

  /// Apple, `beginUpdates()`: "You can also use this method followed by the endUpdates() method to animate the change
  /// in the row heights without reloading the cell" (https://developer.apple.com/documentation/uikit/uitableview/beginupdates()):
  /// the new heights apply when `endUpdates` returns, to the cells on screen too, and no cell is asked for again.
  @Test("endUpdates asks the heights again and moves the visible cells, without reloading them")
  func endUpdatesAppliesHeights() throws {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [10])
    var tall = false
    fixture.rowHeight = { $0.row == 0 && tall ? 100 : 44 }
    let table = fixture.makeTable()
    screen.show(table)
    let requests = fixture.cellRequests.count

    tall = true
    table.beginUpdates()
    table.endUpdates()

    #expect(try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))).frame.minY == 100)
    #expect(table.contentSize.height == CGFloat(100 + 9 * 44))
    #expect(fixture.cellRequests.count == requests)
  }
}
