// Code that stops a moving scroll view, as its delegate hears it: knob `codeStopEndsDecelerating`.
//
// iOS 26.1's UIKitCore, decompiled (github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore, UIScrollView.m;
// docs/fidelity.md, "Code moving a view"): `_setContentOffset:animated:…` begins with `_stopScrollingNotify:1 pin:0`
// when the view's deceleration display link runs, and that sends the delegate `scrollViewDidEndDecelerating:` before
// the new offset is written, for an animated set as for an unanimated one; `pin: 0` leaves a pager where the code
// puts it. The plain `contentOffset` setter stops nothing (`AnimationTests` in ScrollSimTests).

import ScrollSim
import SimulatedUIKit
import Testing

/// A delegate that notes, at `scrollViewDidEndDecelerating`, what the view looked like then.
@MainActor
private final class StopWatcher: UIScrollViewDelegate {
  var events: [String] = []
  /// `(isDecelerating, contentOffset)` at each `scrollViewDidEndDecelerating`.
  var atEnd: [(decelerating: Bool, offset: CGPoint)] = []

  init() { SimulatedScreen.keepAlive(self) }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll") }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    events.append("didEndDecelerating")
    atEnd.append((scrollView.isDecelerating, scrollView.contentOffset))
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}

@Suite struct CodeStopCallbackTests {
  private func screen(callsBack: Bool) -> SimulatedScreen {
    var knobs = SimulationKnobs()
    knobs.codeStopEndsDecelerating = callsBack
    return SimulatedScreen(knobs: knobs)
  }

  /// A vertical view coasting after an upward flick, with `watcher` as its delegate from the lift on.
  private func coastingView(on screen: SimulatedScreen, watcher: StopWatcher) -> UIScrollView {
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 10_000)
    screen.show(view)
    screen.flick(from: CGPoint(x: 200, y: 500), by: CGPoint(x: 0, y: -80), velocity: CGPoint(x: 0, y: -2_000))
    screen.frames(3)
    view.delegate = watcher
    return view
  }

  @Test("an unanimated set stops a coasting view and first tells its delegate, at rest and not yet moved; off, silently",
    arguments: [true, false])
  func unanimatedSet(callsBack: Bool) {
    let screen = screen(callsBack: callsBack)
    let watcher = StopWatcher()
    let view = coastingView(on: screen, watcher: watcher)
    #expect(view.isDecelerating)
    let before = view.contentOffset

    view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    screen.frames(30)

    #expect(!view.isDecelerating && view.contentOffset.y == 300)
    if callsBack {
      #expect(watcher.events == ["didEndDecelerating", "didScroll"])
      #expect(watcher.atEnd.count == 1 && watcher.atEnd[0].decelerating == false && watcher.atEnd[0].offset == before)
    } else {
      #expect(watcher.events == ["didScroll"])
    }
  }

  /// The common "stop scrolling" idiom, `setContentOffset(contentOffset, animated: false)`, writes no new offset but
  /// still stops the view, and so does its animated twin: UIKit's stop comes before its check for an unchanged offset,
  /// and nothing is then written or animated.
  @Test("setting the offset a coasting view already has stops it with the callback, animated or not", arguments: [false, true])
  func stopInPlace(animated: Bool) {
    let screen = screen(callsBack: true)
    let watcher = StopWatcher()
    let view = coastingView(on: screen, watcher: watcher)
    let here = view.contentOffset

    view.setContentOffset(here, animated: animated)
    screen.frames(60)

    #expect(!view.isDecelerating && view.contentOffset == here)
    #expect(watcher.events == ["didEndDecelerating"])
  }

  @Test("an animated set that stops a coasting view sends didEndDecelerating at the set, then its animation's end")
  func animatedSet() {
    let screen = screen(callsBack: true)
    let watcher = StopWatcher()
    let view = coastingView(on: screen, watcher: watcher)

    view.setContentOffset(CGPoint(x: 0, y: 1_500), animated: true)
    #expect(watcher.events == ["didEndDecelerating"])
    screen.settle()

    #expect(view.contentOffset.y == 1_500)
    #expect(watcher.events.filter { $0 != "didScroll" } == ["didEndDecelerating", "didEndScrollingAnimation"])
  }

  @Test("a view at rest hears nothing but the scroll when code sets its offset")
  func atRest() {
    let screen = screen(callsBack: true)
    let watcher = StopWatcher()
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 10_000)
    view.delegate = watcher
    screen.show(view)

    view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)

    #expect(watcher.events == ["didScroll"])
  }

  /// A pager snapping to its page after a swipe is decelerating too (`isDecelerating`); code that moves it (a tab tap
  /// without animation) ends the snap with the callback, and the pager stays on the code's page (`pin: 0`).
  @Test("an unanimated set during a pager's snap ends the snap with the callback and keeps the code's offset")
  func pagerSnap() {
    let screen = screen(callsBack: true)
    let watcher = StopWatcher()
    let pager = screen.pagerSnappingAfterASwipe()
    #expect(pager.isDecelerating)
    pager.delegate = watcher

    pager.setContentOffset(CGPoint(x: 390 * 3, y: 0), animated: false)
    screen.frames(60)

    #expect(pager.contentOffset.x == 390 * 3 && !pager.isDecelerating)
    #expect(watcher.events == ["didEndDecelerating", "didScroll"])
  }
}
