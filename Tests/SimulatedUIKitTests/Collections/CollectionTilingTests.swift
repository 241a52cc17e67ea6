// A collection view's cells: made for the items in its bounds, returned to a reuse pool when they leave, handed out
// again with `prepareForReuse`; a horizontal paging collection (the common pager) lands on whole pages.

import SimulatedUIKit
import Testing

@Suite struct CollectionTilingTests {
  private func pager(_ fixture: CollectionFixture, on screen: SimulatedScreen) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 390, height: 600)
    layout.minimumLineSpacing = 0
    let view = fixture.makeCollection(frame: CGRect(x: 0, y: 100, width: 390, height: 600), layout: layout)
    view.isPagingEnabled = true
    screen.show(view)
    return view
  }

  /// Apple, `cellForItem(at:)`: "The cell object at the corresponding index path or nil if the cell is not visible or
  /// indexPath is out of range" (https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:));
  /// Apple, `isPagingEnabled`: the view "stops on multiples of the scroll view's bounds".
  @Test("a paging collection lands on the next page after a flick, and only the page on screen has a cell")
  func pagingCollection() {
    let screen = SimulatedScreen()
    let fixture = CollectionFixture(items: 4)
    let view = pager(fixture, on: screen)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) == nil)

    screen.flick(from: CGPoint(x: 300, y: 400), by: CGPoint(x: -120, y: 0), velocity: CGPoint(x: -1_000, y: 0))
    screen.settle()

    #expect(view.contentOffset == CGPoint(x: 390, y: 0))
    #expect(view.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) != nil)
  }

  /// Apple, `dequeueReusableCell(withReuseIdentifier:for:)`: a cell available for reuse is handed out again after its
  /// `prepareForReuse()` runs
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)).
  @Test("a cell that left the bounds is handed out again for the next item, after prepareForReuse")
  func cellsAreReused() {
    let screen = SimulatedScreen()
    let fixture = CollectionFixture(items: 4)
    let view = pager(fixture, on: screen)

    // Item 1 comes on screen beside item 0, item 0 leaves, then item 2 comes.
    for x: CGFloat in [200, 390, 600] {
      view.contentOffset = CGPoint(x: x, y: 0)
      screen.frame()
    }

    #expect(fixture.cellRequests == [0, 1, 2].map { IndexPath(item: $0, section: 0) })
    #expect(fixture.cellsHandedOut[2] == fixture.cellsHandedOut[0])
    #expect((view.cellForItem(at: IndexPath(item: 2, section: 0)) as? CountingCollectionCell)?.reuses == 1)
  }

  /// Apple, `reloadData()`: reloads all of the collection view's items, discarding the visible ones and asking the data
  /// source again (https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()).
  @Test("reloadData asks the data source again for the count and the visible items")
  func reloadData() {
    let screen = SimulatedScreen()
    let fixture = CollectionFixture(items: 4)
    let view = pager(fixture, on: screen)

    fixture.items = 2
    view.reloadData()
    screen.frame()

    #expect(view.numberOfItems(inSection: 0) == 2)
    #expect(view.contentSize.width == 780)
    #expect(fixture.cellRequests.count == 2)
  }

  /// UIKit applies an item's layout attributes while dequeuing its cell, so `cellForItemAt` sees the item's size in a
  /// new cell and in a reused one (PSTCollectionView, a reimplementation checked against UIKit, moved its attributes
  /// into the dequeue for that reason: github.com/steipete/PSTCollectionView pull 155; Apple's table-view dequeue "uses
  /// the index path to perform additional configuration based on the cell's position",
  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)).
  /// JXPagingView sizes each list from the cell's bounds there.
  @Test("cellForItemAt sees the item's size in the cell it dequeued, new or reused, and the cell keeps it")
  func dequeuedCellsAreSized() {
    let screen = SimulatedScreen()
    let fixture = CollectionFixture(items: 6)
    let heights: [CGFloat] = [300, 250, 400, 150, 350, 200]
    fixture.sizeForItem = { CGSize(width: 390, height: heights[$0.item]) }
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    let view = fixture.makeCollection(frame: CGRect(x: 0, y: 0, width: 390, height: 500), layout: layout)
    screen.show(view)
    for y: CGFloat in [200, 450, 700, 900, 1150] {
      view.contentOffset = CGPoint(x: 0, y: y)
      screen.frame()
    }

    let requested = fixture.cellRequests.map(\.item)
    #expect(requested == [0, 1, 2, 3, 4, 5])
    #expect(fixture.sizesSeenInCellForItem == requested.map { CGSize(width: 390, height: heights[$0]) })
    // At least one of them was a reused cell, dequeued with its earlier item's size still on it.
    #expect(Set(fixture.cellsHandedOut).count < fixture.cellsHandedOut.count)
    for path in view.indexPathsForVisibleItems {
      #expect(view.cellForItem(at: path)?.frame.size == CGSize(width: 390, height: heights[path.item]))
    }
  }
}
