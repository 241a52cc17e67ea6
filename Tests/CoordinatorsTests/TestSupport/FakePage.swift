// A page with no world: the outer table and the lists as fake surfaces, the layout numbers as
// plain fields, and the wiring that routes each surface's `scrollViewDidScroll` to the coordinator.
// The Three Loaders article: "given a container offset, a content offset, and the current owner, assert the next
// owner and the pinned values. No table view required."

import Foundation
import ScrollSim

/// A `NestedPage` for table tests. Default numbers: header 300, pin offset 103, so maxOffsetY = 197.
final class FakePage: NestedPage {
  let outerSurface: FakeSurface
  /// `nil` entries are lists not created yet.
  var lists: [FakeSurface?]
  var currentIndex: Int
  /// The pager's position in pages; follows `currentIndex` unless a test sets it.
  var pagerProgress: CGFloat?
  var currentListScrollProgress: CGFloat { pagerProgress ?? CGFloat(currentIndex) }
  /// The category bar's selection: what a coordinator that `selectsTabs` writes (nothing else changes it here).
  var selectedTabIndex = 0
  var headerHeight: CGFloat
  var pinSectionHeaderVerticalOffset: CGFloat
  var isHeaderOnly: Bool
  /// Re-entrant callbacks deeper than this are cut and counted (a ping-pong would never end).
  let depthLimit = 64
  private(set) var depth = 0
  private(set) var loopCut = false

  var outer: any ScrollSurface { outerSurface }
  var listCount: Int { lists.count }
  func list(at index: Int) -> (any ScrollSurface)? {
    index >= 0 && index < lists.count ? lists[index] : nil
  }

  init(
    outerY: CGFloat = 0, lists: [FakeSurface?] = [FakeSurface("list0"), nil, nil], current: Int = 0,
    header: CGFloat = 300, pinOffset: CGFloat = 103, headerOnly: Bool = false
  ) {
    outerSurface = FakeSurface("outer", y: outerY, contentHeight: 1049, height: 852)
    self.lists = lists
    currentIndex = current
    headerHeight = header
    pinSectionHeaderVerticalOffset = pinOffset
    isHeaderOnly = headerOnly
  }

  /// The fake list at `index` (which must exist).
  func fake(_ index: Int) -> FakeSurface { lists[index]! }

  /// Attaches `coordinator` and routes every surface's changes to it, as the page container does.
  func connect(_ coordinator: any NestedScrollCoordinator) {
    coordinator.attach(to: self)
    outerSurface.onDidScroll = { [unowned self] in self.deliver { coordinator.outerDidScroll() } }
    for (index, list) in lists.enumerated() {
      list?.onDidScroll = { [unowned self] in self.deliver { coordinator.listDidScroll(at: index) } }
    }
  }

  private func deliver(_ callback: () -> Void) {
    depth += 1
    defer { depth -= 1 }
    guard depth <= depthLimit else {
      loopCut = true
      return
    }
    callback()
  }
}
