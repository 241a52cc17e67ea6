// A scroll view taken out of its superview while it moves: it stops, and UIKit pins it. `-[UIScrollView
// removeFromSuperview]` calls `_stopScrollingNotify:NO pin:YES` before `super`; with `pin:` a snapping pager is put on
// its page and an offset out of range is clamped into it (`_adjustContentOffsetIfNecessary`), each a plain offset write
// the delegate hears; `notify: NO` sends no `scrollViewDidEndDecelerating` (iOS 26.1's UIKitCore, decompiled;
// docs/uikit.md, "A scroll view taken out of its superview").

import SimulatedUIKit
import Testing

@Suite struct RemovalPinTests {
  private let start = CGPoint(x: 200, y: 400)

  /// A short list flicked past its end and bouncing back (a page recycled by a pager while its list springs back).
  @Test("a view bouncing back past its end, taken out of its superview, rests at its end and says so once")
  func bounceBackPinnedToTheEnd() {
    let screen = SimulatedScreen()
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 200)
    view.alwaysBounceVertical = true
    screen.show(view)
    screen.drag(from: start, by: CGPoint(x: 0, y: -150), frames: 6)
    screen.lift()
    screen.frames(2)
    #expect(view.isDecelerating && view.contentOffset.y > 0)
    let log = ScrollEventLog()
    view.delegate = log

    view.removeFromSuperview()

    #expect(view.contentOffset.y == 0)
    #expect(!view.isDecelerating)
    #expect(log.events == ["didScroll"])
    screen.frames(30)
    #expect(view.contentOffset.y == 0)
    #expect(log.events == ["didScroll"])
  }

  @Test("a view springing back from past its top, taken out of its superview, rests at its top")
  func pullPinnedToTheTop() {
    let screen = SimulatedScreen()
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 3_000)
    screen.show(view)
    screen.drag(from: start, by: CGPoint(x: 0, y: 120), frames: 6)
    screen.lift()
    screen.frames(2)
    #expect(view.contentOffset.y < 0)
    let log = ScrollEventLog()
    view.delegate = log

    view.removeFromSuperview()

    #expect(view.contentOffset.y == 0)
    #expect(log.events == ["didScroll"])
  }

  @Test("a pager taken out of its superview mid-snap is put on the page it was snapping to")
  func snapPinnedToItsPage() {
    let screen = SimulatedScreen()
    let pager = screen.pagerSnappingAfterASwipe()
    #expect(pager.isDecelerating && pager.contentOffset.x > 0 && pager.contentOffset.x < 390)
    let log = ScrollEventLog()
    pager.delegate = log

    pager.removeFromSuperview()

    #expect(pager.contentOffset.x == 390)
    #expect(!pager.isDecelerating)
    #expect(log.events == ["didScroll"])
  }

  /// Inside its range a coasting view is only stopped: nothing to pin, nothing written, nothing said.
  @Test("a view coasting inside its range, taken out of its superview, stops where it is without a callback")
  func coastingStopsSilently() {
    let screen = SimulatedScreen()
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 20_000)
    screen.show(view)
    screen.flick(from: start, by: CGPoint(x: 0, y: -80), velocity: CGPoint(x: 0, y: -3_000))
    screen.frames(10)
    let log = ScrollEventLog()
    view.delegate = log

    view.removeFromSuperview()
    let stopped = view.contentOffset.y
    screen.frames(10)

    #expect(!view.isDecelerating && stopped > 0)
    #expect(view.contentOffset.y == stopped)
    #expect(log.events.isEmpty)
  }
}
