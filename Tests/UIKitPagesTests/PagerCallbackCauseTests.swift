// On a UIKit page the pager's delegate is the container's code: a container that loads a page's list when the pager
// scrolls, and leaves the new list UIKit's default `scrollsToTop` (true), has run and missed the write that turns it
// off. NestedPaging does exactly this (its flags follow the current page only, docs/uikit.md); before the pager's
// delegate counted as a callback (`CallbackSource.pagerDidScroll`), every such failure was "nothing of the code under
// test ran" and its report had a group per signature.

import Checker
import Coordinators
import ScrollSim
import SimulatedUIKit
import Testing
import UIKitPages

/// A page that loads a list for each page the pager shows, as lazy paging containers do; `setsFlags` false leaves
/// each new list's `scrollsToTop` at UIKit's default.
private final class LazyPagerPage: UIKitTestPage {
  let root: UIView
  let outer: UIScrollView
  let pager: UIScrollView
  var lists: [Int: UIScrollView] = [:]
  private let world: WorldConfig
  private let setsFlags: Bool
  private let loader = Loader()

  init(world: WorldConfig, setsFlags: Bool) {
    self.world = world
    self.setsFlags = setsFlags
    let width = CGFloat(world.viewportWidth), height = CGFloat(world.viewportHeight)
    let top = CGFloat(world.headerHeight + world.pinBarHeight)
    root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    outer = UIScrollView(frame: root.bounds)
    outer.contentSize = CGSize(width: width, height: top + height)
    outer.scrollsToTop = false
    pager = UIScrollView(frame: CGRect(x: 0, y: top, width: width, height: height))
    pager.isPagingEnabled = true
    pager.scrollsToTop = false
    pager.contentSize = CGSize(width: width * CGFloat(world.listCount), height: height)
    root.addSubview(outer)
    outer.addSubview(pager)
    loader.page = self
    pager.delegate = loader
    load(0, current: true)
  }

  /// The list of page `index`, made the first time the pager shows part of it.
  func load(_ index: Int, current: Bool = false) {
    guard lists[index] == nil, index >= 0, index < world.listCount else { return }
    let list = UIScrollView(frame: CGRect(
      x: CGFloat(index) * pager.bounds.width, y: 0, width: pager.bounds.width, height: pager.bounds.height))
    list.contentSize = CGSize(width: pager.bounds.width, height: CGFloat(world.list(index).contentHeight))
    if setsFlags { list.scrollsToTop = current }
    lists[index] = list
    pager.addSubview(list)
  }

  final class Loader: NSObject, UIScrollViewDelegate {
    weak var page: LazyPagerPage?
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      guard let page else { return }
      let width = scrollView.bounds.width
      let first = Int((scrollView.contentOffset.x / width).rounded(.down))
      let last = Int(((scrollView.contentOffset.x + width - 1) / width).rounded(.down))
      for index in first...last { page.load(index) }
    }
  }

  var view: UIView { root }
  var roles: UIKitPageRoles? { UIKitPageRoles(outer: outer, pager: pager) { [unowned self] in lists[$0] } }
  func reloadHeader(height: CGFloat) {}
  func selectTab(_ index: Int, animated: Bool) {}
}

@Suite struct PagerCallbackCauseTests {
  private func entry(setsFlags: Bool) -> CoordinatorEntry {
    CoordinatorEntry(name: setsFlags ? "lazy-pager-fixed" : "lazy-pager") { world in
      LazyPagerPage(world: world, setsFlags: setsFlags)
    }
  }

  private var world: WorldConfig {
    var world = WorldConfig()
    world.listCount = 3
    world.headerHeight = 200
    world.pinBarHeight = 44
    return world
  }

  /// A finger that moves the pager 40 pt left: the page's pager delegate loads list 1, which keeps UIKit's default flag
  /// while page 0 is current (Apple, `scrollsToTop`: "The default value is true", and the status-bar tap "only works if
  /// there is a single scroll view with scrollsToTop = YES",
  /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop).
  private let steps: [Step] = [.touchDown(x: 100, y: 400), .move(dx: -40, dy: 0, frames: 4), .lift(vx: 0, vy: 0), .wait(frames: 60)]

  @Test("a list the pager's delegate loads with UIKit's default flag is a missing write, located in pagerDidScroll()")
  func defaultFlagOnALazyList() throws {
    let entry = entry(setsFlags: false)
    let result = Runner.run(entry, world: world, steps: steps)
    let violation = try #require(result.violations.first { $0.invariant == .singleScrollsToTop })
    let cause = RootCauses.attribute(entry, world: world, steps: steps, violation: violation)
    #expect(cause.kind == .missingWrite)
    #expect(cause.view == "list")
    #expect(cause.site == [Invariant.singleScrollsToTop.rawValue])
    #expect(cause.callbacks.contains("pagerDidScroll()"), "\(cause.callbacks)")
  }

  /// The pager's kind is the eighth: every pair of callback kind and written view must still have a bit of its own in
  /// the frame's 32-bit record, or the search would read one write as another.
  @Test("every callback kind, the pager's included, has its own bit for each kind of view written")
  func writeBitsStayDistinct() {
    let bits = CallbackSource.allCases.flatMap { source in
      WrittenView.allCases.map { FrameFacts.codeWriteBit(source, $0) }
    }
    #expect(!bits.contains(0))
    #expect(Set(bits).count == CallbackSource.allCases.count * WrittenView.allCases.count)
  }

  @Test("the same page turning each new list's flag off breaks no flag rule")
  func flagsSetAtLoad() {
    let result = Runner.run(entry(setsFlags: true), world: world, steps: steps)
    #expect(!result.violations.contains { $0.invariant == .singleScrollsToTop })
  }
}
