// The flow layout: items in lines along the scroll direction, each line filling across the view, with the spacing
// and insets the layout or its delegate gives; the collection view's content is the layout's size.

import SimulatedUIKit
import Testing

@Suite struct FlowLayoutTests {
  /// Apple, "Using a Flow Layout" / `UICollectionViewFlowLayout`: a horizontal flow lays its lines side by side, one
  /// column of items per line, `minimumLineSpacing` between lines
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout).
  @Test("a horizontal flow of full-size items lays them side by side, one page each")
  func horizontalPages() throws {
    let screen = SimulatedScreen()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 390, height: 600)
    layout.minimumLineSpacing = 0
    let fixture = CollectionFixture(items: 5)
    let view = fixture.makeCollection(frame: CGRect(x: 0, y: 100, width: 390, height: 600), layout: layout)
    screen.show(view)

    #expect(view.contentSize == CGSize(width: 1_950, height: 600))
    let third = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(third.frame == CGRect(x: 780, y: 0, width: 390, height: 600))
    #expect(fixture.cellRequests == [IndexPath(item: 0, section: 0)])
  }

  /// Apple, `minimumInteritemSpacing` and `minimumLineSpacing`: the least space between items of a line and between
  /// lines; as many items fit on a line as the width allows
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing).
  @Test("a vertical flow fills each row with as many items as fit, then starts the next row")
  func verticalRows() throws {
    let screen = SimulatedScreen()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 20
    let fixture = CollectionFixture(items: 7)
    let view = fixture.makeCollection(frame: screen.window.bounds, layout: layout)
    screen.show(view)

    let fourth = try #require(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    #expect(fourth.frame.origin == CGPoint(x: 0, y: 120))
    #expect(view.contentSize.height == CGFloat(3 * 100 + 2 * 20))
    #expect(view.indexPathsForVisibleItems.count == 7)
  }

  /// Apple, `minimumInteritemSpacing`: "This spacing is used to compute how many items can fit in a single line, but
  /// after the number of items is determined, the actual spacing may possibly be adjusted upward"
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing): a full
  /// line spreads its items across the width, its first item at the leading edge and its last at the trailing one.
  @Test("a full row spreads its items across the width")
  func fullRowsAreJustified() throws {
    let screen = SimulatedScreen()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    let fixture = CollectionFixture(items: 7)
    let view = fixture.makeCollection(frame: screen.window.bounds, layout: layout)
    screen.show(view)

    let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let third = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(first.frame.minX == 0)
    #expect(third.frame.maxX == 390)
  }

  /// Apple, `collectionView(_:layout:sizeForItemAt:)`: the delegate's answer sizes the item; without the method the
  /// flow layout uses its `itemSize`
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)).
  @Test("the delegate's item size wins over the layout's itemSize")
  func delegateItemSize() throws {
    let screen = SimulatedScreen()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    let fixture = CollectionFixture(items: 3)
    fixture.sizeForItem = { CGSize(width: 100 + 50 * CGFloat($0.item), height: 300) }
    let view = fixture.makeCollection(frame: CGRect(x: 0, y: 0, width: 390, height: 300), layout: layout)
    screen.show(view)

    let last = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(last.frame == CGRect(x: 250, y: 0, width: 200, height: 300))
    #expect(view.contentSize.width == 450)
  }

  /// Apple, `scrollToItem(at:at:animated:)` with `UICollectionView.ScrollPosition.left`: the item is scrolled to the
  /// left edge of the visible area (https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/left).
  @Test("scrollToItem(.left) puts the item at the left edge")
  func scrollToItemLeft() {
    let screen = SimulatedScreen()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 390, height: 600)
    layout.minimumLineSpacing = 0
    let view = CollectionFixture(items: 5).makeCollection(frame: CGRect(x: 0, y: 0, width: 390, height: 600), layout: layout)
    screen.show(view)

    view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .left, animated: false)

    #expect(view.contentOffset == CGPoint(x: 1_170, y: 0))
  }
}
