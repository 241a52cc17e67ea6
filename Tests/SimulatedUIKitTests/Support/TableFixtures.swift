// A table data source and delegate with heights and section titles a test chooses, which counts what the table
// asks for, and cells that count their reuse.

import SimulatedUIKit

/// A cell that counts how often `prepareForReuse` ran on it.
@MainActor
final class CountingCell: UITableViewCell {
  private(set) var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

@MainActor
final class CountingCollectionCell: UICollectionViewCell {
  private(set) var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// Registers the test cells with the simulation's factory once (a registered class is built through it).
@MainActor
enum TestCells {
  static func register() {
    ReusableViewFactories.register(CountingCell.self) { CountingCell(style: .default, reuseIdentifier: $0) }
    ReusableViewFactories.register(CountingCollectionCell.self) { _ in CountingCollectionCell(frame: .zero) }
  }
}

@MainActor
final class TableFixture: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rowsPerSection: [Int]
  /// Height of each row by section and row (absent: `UITableView.automaticDimension`).
  var rowHeight: ((IndexPath) -> CGFloat)?
  /// Estimate of each row's height (absent: `UITableView.automaticDimension`, no estimate).
  var estimatedRowHeight: ((IndexPath) -> CGFloat)?
  /// Rows the delegate was asked a height for, in order.
  private(set) var heightRequests: [IndexPath] = []
  var headerHeight: CGFloat?
  var headerTitles: [String?] = []
  var footerTitles: [String?] = []
  var footerHeight: CGFloat?
  /// Rows the data source was asked a cell for, in order.
  private(set) var cellRequests: [IndexPath] = []
  private(set) var displayed: [IndexPath] = []
  private(set) var endedDisplaying: [IndexPath] = []
  /// Cells handed out, by identity, to tell a new cell from a recycled one.
  private(set) var cellsHandedOut: [ObjectIdentifier] = []

  init(rows: [Int]) {
    rowsPerSection = rows
    super.init()
    SimulatedScreen.keepAlive(self)
  }

  func numberOfSections(in tableView: UITableView) -> Int { rowsPerSection.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection[section] }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cellsHandedOut.append(ObjectIdentifier(cell))
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section < headerTitles.count ? headerTitles[section] : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section < footerTitles.count ? footerTitles[section] : nil
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    footerHeight ?? UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heightRequests.append(indexPath)
    return rowHeight?(indexPath) ?? UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    estimatedRowHeight?(indexPath) ?? UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerHeight ?? UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    displayed.append(indexPath)
  }

  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    endedDisplaying.append(indexPath)
  }

  /// A plain table in a screen-sized frame, with this fixture as its data source and delegate.
  func makeTable(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), style: UITableView.Style = .plain)
    -> UITableView
  {
    TestCells.register()
    let table = UITableView(frame: frame, style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    table.delegate = self
    return table
  }
}

/// A collection data source with a fixed item count that counts its cell requests.
@MainActor
final class CollectionFixture: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var items: Int
  var sizeForItem: ((IndexPath) -> CGSize)?
  private(set) var cellRequests: [IndexPath] = []
  private(set) var cellsHandedOut: [ObjectIdentifier] = []
  /// Each handed-out cell's size as `cellForItemAt` saw it, right after the dequeue.
  private(set) var sizesSeenInCellForItem: [CGSize] = []

  init(items: Int) {
    self.items = items
    super.init()
    SimulatedScreen.keepAlive(self)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    cellRequests.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    cellsHandedOut.append(ObjectIdentifier(cell))
    sizesSeenInCellForItem.append(cell.bounds.size)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizeForItem?(indexPath) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  func makeCollection(frame: CGRect, layout: UICollectionViewFlowLayout) -> UICollectionView {
    TestCells.register()
    let view = UICollectionView(frame: frame, collectionViewLayout: layout)
    view.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "item")
    view.dataSource = self
    view.delegate = self
    return view
  }
}
