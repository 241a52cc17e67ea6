// Offset-lock reads `maxOffsetY` once per scroll callback (`lockOffsetY`) and must read it again after anything that
// may have changed it. The case that matters: the coordinator's own pin of the outer calls back, and in that callback
// the page's loads release a held banner height (the Three Loaders article's arbiter does this in `containerDidScroll`), so the clamp
// that follows in the same callback must use the new, lower `maxOffsetY`.

import Foundation
import Testing

@testable import Coordinators
import ScrollSim

/// Pins by writing the offset directly, as the NestedPaging article does: no `isPinning`, no forgetting inside `pin`, so only the
/// nested callback's own bookkeeping keeps the cached value fresh.
private final class DirectPinCoordinator: OffsetLockCoordinator {
  override func pin(_ view: any ScrollSurface, at y: CGFloat) {
    guard view.contentOffset.y != y else { return }
    view.contentOffset.y = y
  }
}

@MainActor
@Suite struct OffsetLockReadOnceTests {
  /// Header 300, pin offset 103 (maxOffsetY 197); list 0 scrolled, so the lock pins the outer at the pin. When the outer
  /// first lands on 197, a "load" shrinks the header to 200 (maxOffsetY 97) inside that write's callback.
  private static func pinThenShrink(_ coordinator: OffsetLockCoordinator) -> (outerY: CGFloat, listBounces: Bool) {
    let page = FakePage(outerY: 0, lists: [FakeSurface("list0", y: 100), nil, nil])
    page.connect(coordinator)
    let routed = page.outerSurface.onDidScroll
    var released = false
    page.outerSurface.onDidScroll = { [unowned page] in
      routed?()  // the coordinator first, then the page's loads, as PageWorld delivers them
      if !released, page.outerSurface.y == 197 {
        released = true
        page.headerHeight = 200
      }
    }
    return withExtendedLifetime(page) {
      page.outerSurface.contentOffset.y = 150  // a finger moves the outer; the scrolled list locks it at the pin
      return (page.outerSurface.y, page.fake(0).bounces)
    }
  }

  @Test("a held banner height released by the pin's own callback: the clamp in the same callback uses the new maxOffsetY")
  func clampAfterRelease() {
    for coordinator in [OffsetLockCoordinator(), DirectPinCoordinator()] {
      let result = Self.pinThenShrink(coordinator)
      // Pinned at 197 first, then clamped to the new maxOffsetY, and the flags judge "pinned" against it too.
      #expect(result.outerY == 97, "\(type(of: coordinator))")
      #expect(result.listBounces, "\(type(of: coordinator))")
    }
  }

  @Test("outside a callback maxOffsetY is read afresh (a subclass's code before super, a test)")
  func freshOutsideCallbacks() {
    let page = FakePage(outerY: 197)
    let coordinator = OffsetLockCoordinator()
    page.connect(coordinator)
    withExtendedLifetime(page) {
      #expect(coordinator.maxOffsetY == 197)
      #expect(!coordinator.isHeaderVisible(outerY: 197))
      page.headerHeight = 200
      #expect(coordinator.maxOffsetY == 97)
      #expect(!coordinator.isHeaderVisible(outerY: 97))
      #expect(coordinator.isHeaderVisible(outerY: 96))
    }
  }
}
