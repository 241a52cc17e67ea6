// Estimated row heights and self-sizing rows (UITableView+Estimates.swift): an estimating table, UIKit's default,
// asks a row's height only when the row comes on screen and counts estimates for the rest; a row without a height
// answer is sized by its cell's constraints; measuring a row at the top of the screen keeps the rows below it in place.
// The table is 390 × 844 at offset 0; the fixture's rows are 100 pt unless said otherwise.

import SimulatedUIKit
import Testing

/// A cell whose content view holds a box `boxHeight` tall, 12 pt from its top and bottom: a row of `boxHeight + 24`.
@MainActor
final class ChainCell: UITableViewCell {
  let box = UIView()
  private(set) lazy var boxHeight = box.heightAnchor.constraint(equalToConstant: 50)

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(box)
    box.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      boxHeight,
    ])
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor @Suite struct EstimatedRowHeightTests {
  private func rows(_ range: Range<Int>) -> [IndexPath] { range.map { IndexPath(row: $0, section: 0) } }

  /// 30 self-sizing rows of `ChainCell`s (no height answers), shown on the screen returned with them.
  private func selfSizingTable() -> (SimulatedScreen, TableFixture, UITableView) {
    let screen = SimulatedScreen()
    let fixture = TableFixture(rows: [30])
    let table = fixture.makeTable()
    ReusableViewFactories.register(ChainCell.self) { ChainCell(style: .default, reuseIdentifier: $0) }
    table.register(ChainCell.self, forCellReuseIdentifier: "row")
    screen.show(table)
    return (screen, fixture, table)
  }

  /// A fixture of `count` rows of 100 pt.
  private func fixture(_ count: Int = 100) -> TableFixture {
    let fixture = TableFixture(rows: [count])
    fixture.rowHeight = { _ in 100 }
    return fixture
  }

  /// Apple, `estimatedRowHeight`: "Estimation allows you to defer some of the cost of geometry calculation from load
  /// time to scrolling time"; its default, `automaticDimension`, lets the table select the estimate (the knob
  /// `automaticRowHeightEstimate`, 44 pt).
  @Test("an estimating table asks a row's height when it comes on screen, and contentSize counts estimates for the rest")
  func heightsAskedOnScreen() {
    let screen = SimulatedScreen()
    let fixture = fixture()
    let table = fixture.makeTable()
    screen.show(table)
    // Rows 0 to 8 reach the screen's 844 points once measured (row 8 begins at 800).
    #expect(fixture.heightRequests == rows(0..<9))
    #expect(table.contentSize.height == CGFloat(9 * 100 + 91 * 44))
    #expect(table.rectForRow(at: IndexPath(row: 20, section: 0)) == CGRect(x: 0, y: 900 + 11 * 44, width: 390, height: 44))

    table.contentOffset = CGPoint(x: 0, y: 500)
    screen.frame()
    #expect(fixture.heightRequests == rows(0..<14), "rows 9 to 13 came on screen")
    #expect(table.contentSize.height == CGFloat(14 * 100 + 86 * 44))
    #expect(table.contentOffset.y == 500, "nothing above the screen changed")
  }

  /// Apple, `estimatedRowHeight`: with `automaticDimension` "the table view selects an estimated height to use on your
  /// behalf", not saying which: the knob `automaticRowHeightEstimate`, here at its default and at 30.
  @Test("the estimate the table selects is the knob automaticRowHeightEstimate", arguments: [44.0, 30.0])
  func selectedEstimateIsTheKnob(estimate: Double) {
    let screen = SimulatedScreen(uikit: { $0.automaticRowHeightEstimate = estimate })
    let table = fixture().makeTable()
    screen.show(table)
    #expect(table.contentSize.height == CGFloat(900 + 91 * estimate), "rows 0 to 8 measured, 91 estimated")
  }

  /// Apple, `estimatedRowHeight`: "Setting the value to 0 disables estimated heights, which causes the table view to
  /// request the actual height for each cell."
  @Test("estimatedRowHeight = 0 asks every row's height when the table loads")
  func zeroAsksEveryRow() {
    let screen = SimulatedScreen()
    let fixture = fixture()
    let table = fixture.makeTable()
    table.estimatedRowHeight = 0
    screen.show(table)
    #expect(fixture.heightRequests == rows(0..<100))
    #expect(table.contentSize.height == CGFloat(100 * 100))
  }

  /// Apple, `tableView(_:estimatedHeightForRowAt:)` and `estimatedRowHeight`: the delegate's estimate, else the
  /// table's; a `rowHeight` the app set is the estimate when neither gives one (modelled assumption).
  @Test("the delegate's estimate comes first, then the table's estimatedRowHeight, then a rowHeight the app set")
  func estimateSources() {
    let screen = SimulatedScreen()
    let byDelegate = fixture()
    byDelegate.estimatedRowHeight = { _ in 80 }
    let first = byDelegate.makeTable()
    first.estimatedRowHeight = 60
    screen.show(first)
    #expect(first.contentSize.height == CGFloat(9 * 100 + 91 * 80))

    let byTable = fixture()
    let second = byTable.makeTable()
    second.estimatedRowHeight = 60
    screen.show(second)
    #expect(second.contentSize.height == CGFloat(9 * 100 + 91 * 60))

    let byRowHeight = TableFixture(rows: [100])
    let third = byRowHeight.makeTable()
    third.rowHeight = 70
    screen.show(third)
    #expect(third.contentSize.height == CGFloat(100 * 70), "every row is 70, estimated or measured")
  }

  /// Apple, `rowHeight` ("automaticDimension … causes the table view to choose an appropriate height based on your
  /// cell's content") and "Self-sizing table view cells" (an unbroken chain of constraints and views between the content
  /// view's top and bottom edges). The cell made to measure the row is the one displayed.
  @Test("a row without a height answer takes its cell's height from the content view's constraints, in the cell it shows")
  func selfSizingRows() {
    let (screen, fixture, table) = selfSizingTable()
    defer { withExtendedLifetime(screen) {} }
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 148, width: 390, height: 74), "12 + 50 + 12")
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as? ChainCell
    #expect(cell?.frame == CGRect(x: 0, y: 148, width: 390, height: 74))
    #expect(cell?.box.frame == CGRect(x: 0, y: 12, width: 390, height: 50))
    // 844 / 74: rows 0 to 11 on screen, each asked a cell once.
    #expect(fixture.cellRequests == rows(0..<12))
    #expect(table.contentSize.height == CGFloat(12 * 74 + 18 * 44))
  }

  /// Apple, `beginUpdates()`: row heights are asked again "without reloading the cell"; the classic way to resize a
  /// self-sizing row whose content changed. The other rows keep their measured heights.
  @Test("endUpdates measures a row on screen again in its own cell, and the others keep their heights")
  func endUpdatesRemeasures() {
    let (screen, fixture, table) = selfSizingTable()
    defer { withExtendedLifetime(screen) {} }
    let requests = fixture.cellRequests.count
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ChainCell
    cell?.boxHeight.constant = 80
    table.beginUpdates()
    table.endUpdates()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 104)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 104, width: 390, height: 74))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    #expect(fixture.cellRequests.count == requests, "no cell asked again")
    #expect(table.contentSize.height == CGFloat(104 + 11 * 74 + 18 * 44), "row 11 left the screen and keeps its measured 74")
  }

  /// Apple, `estimatedRowHeight`: "the table view actively manages the contentOffset"; how is the knob
  /// `tableKeepsVisibleRowsWhenMeasuring`. Jump to 3,000 (rows 9 on are estimated at 44), then scroll up 100: the row
  /// entering at the top grows from 44 to 100. On, the offset moves by its growth and the rows below move by exactly
  /// the 100 scrolled; off, they jump by the growth of each row measured above them as well.
  @Test("measuring a row that enters at the top keeps the rows below in place; off, they jump", arguments: [true, false])
  func measuringKeepsRowsOnScreen(keeps: Bool) {
    let screen = SimulatedScreen(uikit: { $0.tableKeepsVisibleRowsWhenMeasuring = keeps })
    let fixture = fixture()
    let table = fixture.makeTable()
    screen.show(table)
    table.contentOffset = CGPoint(x: 0, y: 3000)
    screen.frame()
    let anchor = table.indexPathsForVisibleRows![1]
    let before = table.rectForRow(at: anchor).minY - table.contentOffset.y
    let measured = fixture.heightRequests.count
    let driven = table.motion.driverMotion

    table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y - 100)
    screen.frame()
    let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
    let grownAbove = CGFloat(fixture.heightRequests.count - measured) * 56
    #expect(grownAbove > 0, "a row above the anchor was measured")
    #expect(after == before + 100 + (keeps ? 0 : grownAbove))
    // The table's move is UIKit's, with the content: counted with the view's drivers, not as a write of the app's.
    #expect(table.motion.driverMotion - driven == (keeps ? Double(grownAbove) : 0))
  }
}
