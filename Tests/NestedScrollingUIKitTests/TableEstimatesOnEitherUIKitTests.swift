// An estimating table in UIKit's own terms: the readings of the simulation's estimated and self-sizing row heights
// (SimulatedUIKit's UITableView+Estimates.swift) written with nothing but UIKit's API, so the same file runs here
// against the simulated UIKit and on an iOS Simulator against UIKit itself (CI/ios-device-side.yml). Two of them check
// recorded knobs whose values Apple does not give: a failure there on a device is the reading to correct, with the
// knob's default (`automaticRowHeightEstimate`, `tableKeepsVisibleRowsWhenMeasuring`).

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif
import XCTest

/// Linux's XCTest cannot call `@MainActor` test methods: the tests are `async` and run their body on the main actor.
nonisolated final class TableEstimatesOnEitherUIKitTests: XCTestCase {
  /// Apple, `estimatedRowHeight`: estimation defers "the cost of geometry calculation from load time to scrolling
  /// time"; rows off screen count at their estimate until they come on screen.
  func testAnEstimatingTableAsksHeightsOfTheRowsOnScreenOnly() async {
    await MainActor.run {
      let feed = Feed(rows: 100, height: 100, estimate: 60)
      let asked = feed.heightsAsked.count
      XCTAssertTrue((9..<30).contains(asked), "the rows on screen (and perhaps a few more), not all 100: \(asked)")
      XCTAssertEqual(feed.table.contentSize.height, CGFloat(asked) * 100 + CGFloat(100 - asked) * 60, accuracy: 0.5)
    }
  }

  /// Apple, `estimatedRowHeight`: `automaticDimension`, the default, "means that the table view selects an estimated
  /// height to use on your behalf". The simulation's reading is 44 pt (knob `automaticRowHeightEstimate`).
  func testTheEstimateTheTableSelectsIs44Points() async {
    await MainActor.run {
      let feed = Feed(rows: 100, height: 100, estimate: nil)
      let asked = feed.heightsAsked.count
      XCTAssertLessThan(asked, 100)
      XCTAssertEqual(feed.table.contentSize.height, CGFloat(asked) * 100 + CGFloat(100 - asked) * 44, accuracy: 0.5)
    }
  }

  /// Apple, `rowHeight` (`automaticDimension`: a height "based on your cell's content") and "Self-sizing table view
  /// cells": a box 50 pt tall, 12 pt from the content view's top and bottom, makes a row of 74.
  func testASelfSizingRowTakesItsHeightFromItsCellsConstraints() async {
    await MainActor.run {
      let feed = Feed(rows: 30, height: nil, estimate: 44)
      let rect = feed.table.rectForRow(at: IndexPath(row: 2, section: 0))
      XCTAssertEqual(rect.minY, 148, accuracy: 0.5)
      XCTAssertEqual(rect.height, 74, accuracy: 0.5)
    }
  }

  /// Apple, `estimatedRowHeight`: "the table view actively manages the contentOffset". Scrolled up by 100 pt into rows
  /// taller than their estimates, the rows on screen move by the 100 pt and no more (knob
  /// `tableKeepsVisibleRowsWhenMeasuring`).
  func testScrollingUpIntoTallerRowsMovesTheRowsOnScreenByTheScrollOnly() async throws {
    try await MainActor.run {
      let feed = Feed(rows: 100, height: 100, estimate: 44)
      let table = feed.table
      table.contentOffset = CGPoint(x: 0, y: 3000)
      table.layoutIfNeeded()
      let anchor = try XCTUnwrap(table.indexPathsForVisibleRows?.dropFirst().first)
      let before = table.rectForRow(at: anchor).minY - table.contentOffset.y
      table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y - 100)
      table.layoutIfNeeded()
      let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
      XCTAssertEqual(after, before + 100, accuracy: 0.5)
    }
  }
}

/// A plain table of `rows` rows in a 390 × 844 window, with no inset adjustment and no separators: rows `height`
/// tall (nil: self-sizing, each cell holding a 50 pt box 12 pt from its top and bottom), estimated at `estimate` (nil:
/// the table's own choice). It notes the rows whose height it was asked.
@MainActor
private final class Feed: NSObject, UITableViewDataSource, UITableViewDelegate {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let table: UITableView
  let rows: Int
  let height: CGFloat?
  private(set) var heightsAsked = Set<Int>()

  init(rows: Int, height: CGFloat?, estimate: CGFloat?) {
    self.rows = rows
    self.height = height
    table = UITableView(frame: window.bounds, style: .plain)
    super.init()
    if let estimate { table.estimatedRowHeight = estimate }
    table.contentInsetAdjustmentBehavior = .never
    table.separatorStyle = .none
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    table.delegate = self
    window.addSubview(table)
    window.makeKeyAndVisible()
    table.reloadData()
    window.layoutIfNeeded()
  }

  deinit {
    MainActor.assumeIsolated { table.removeFromSuperview() }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heightsAsked.insert(indexPath.row)
    return height ?? UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    if height == nil, cell.contentView.viewWithTag(74) == nil {
      let box = UIView()
      box.tag = 74
      box.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 12),
        box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -12),
        box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
        box.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
    return cell
  }
}
