// A paging scroll view comes to rest on a multiple of its bounds, one page per flick at most.

import SimulatedUIKit
import Testing

@Suite struct PagingTests {
  private func pager(on screen: SimulatedScreen, pages: Int = 4) -> UIScrollView {
    let view = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
    view.contentSize = CGSize(width: 390 * CGFloat(pages), height: 300)
    view.isPagingEnabled = true
    screen.show(view)
    return view
  }

  /// Apple, `isPagingEnabled`: "If the value of this property is true, the scroll view stops on multiples of the
  /// scroll view's bounds when the user scrolls" (https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled).
  @Test("a flick to the left lands on the next page; a short slow drag returns to the page it left")
  func landsOnPages() {
    let screen = SimulatedScreen()
    let view = pager(on: screen)
    let log = ScrollEventLog()
    view.delegate = log

    screen.flick(from: CGPoint(x: 300, y: 350), by: CGPoint(x: -120, y: 0), velocity: CGPoint(x: -900, y: 0))
    screen.settle()
    #expect(view.contentOffset == CGPoint(x: 390, y: 0))
    #expect(log.phases.suffix(2) == ["willBeginDecelerating", "didEndDecelerating"])

    screen.drag(from: CGPoint(x: 300, y: 350), by: CGPoint(x: -60, y: 0), frames: 6)
    screen.lift(velocity: .zero)
    screen.settle()
    #expect(view.contentOffset == CGPoint(x: 390, y: 0))
  }

  /// The same documentation, and UIKit's rule that one flick moves a pager at most one page (docs/fidelity.md,
  /// "How a pager moves to its page").
  @Test("however fast the flick, a pager moves one page")
  func onePagePerFlick() {
    let screen = SimulatedScreen()
    let view = pager(on: screen, pages: 6)

    screen.flick(from: CGPoint(x: 300, y: 350), by: CGPoint(x: -150, y: 0), velocity: CGPoint(x: -8_000, y: 0))
    screen.settle()

    #expect(view.contentOffset == CGPoint(x: 390, y: 0))
  }
}
