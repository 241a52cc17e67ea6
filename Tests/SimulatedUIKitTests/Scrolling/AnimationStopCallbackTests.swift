// Code or a touch that stops a running offset animation, as the delegate hears it: knob `codeStopEndsAnimation`.
//
// iOS 26.1's UIKitCore, decompiled (github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore, UIScrollView.m and
// UIAnimator.m; docs/fidelity.md, "Code moving a view"): `_setContentOffset:animated:…` stops a running animation
// before it compares or writes the offset; UIAnimator's `stopAnimation:` tells the scroll view, whose
// `_scrollViewAnimationEnded:finished:` ignores `finished` and calls `scrollViewDidScrollToTop:` for a status-bar
// scroll, else `scrollViewDidEndScrollingAnimation:`. The plain `contentOffset` setter stops nothing: the animation's
// next frame moves the view on.

import ScrollSim
import SimulatedUIKit
import Testing

/// A delegate that notes each callback and, at an animation's end, where the view was.
@MainActor
private final class AnimationWatcher: UIScrollViewDelegate {
  var events: [String] = []
  var offsetsAtEnd: [CGPoint] = []

  init() { SimulatedScreen.keepAlive(self) }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    events.append("didEndScrollingAnimation")
    offsetsAtEnd.append(scrollView.contentOffset)
  }
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }

  /// The callbacks but the scrolls.
  var ends: [String] { events.filter { $0 != "didScroll" } }
}

@Suite struct AnimationStopCallbackTests {
  private func screen(callsBack: Bool, touchStops: Bool = false) -> SimulatedScreen {
    var knobs = SimulationKnobs()
    knobs.codeStopEndsAnimation = callsBack
    knobs.touchInterruptsAnimation = touchStops
    return SimulatedScreen(knobs: knobs)
  }

  /// A vertical view part-way through an animated set from the top to y = 1,000.
  private func animatingView(on screen: SimulatedScreen, watcher: AnimationWatcher) -> UIScrollView {
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 10_000)
    screen.show(view)
    view.delegate = watcher
    view.setContentOffset(CGPoint(x: 0, y: 1_000), animated: true)
    screen.frames(5)
    return view
  }

  @Test("an animated set during an animation ends the first one inside the call, before anything moves; off, silently",
    arguments: [true, false])
  func animatedOverAnimated(callsBack: Bool) {
    let screen = screen(callsBack: callsBack)
    let watcher = AnimationWatcher()
    let view = animatingView(on: screen, watcher: watcher)
    let partWay = view.contentOffset
    #expect(partWay.y > 0 && partWay.y < 1_000)

    view.setContentOffset(CGPoint(x: 0, y: 2_000), animated: true)
    #expect(watcher.ends == (callsBack ? ["didEndScrollingAnimation"] : []))
    if callsBack { #expect(watcher.offsetsAtEnd == [partWay]) }
    screen.settle()

    #expect(view.contentOffset.y == 2_000)
    #expect(watcher.ends == (callsBack ? ["didEndScrollingAnimation", "didEndScrollingAnimation"] : ["didEndScrollingAnimation"]))
  }

  @Test("an unanimated set during an animation ends it, then jumps; off, the jump alone", arguments: [true, false])
  func unanimatedOverAnimated(callsBack: Bool) {
    let screen = screen(callsBack: callsBack)
    let watcher = AnimationWatcher()
    let view = animatingView(on: screen, watcher: watcher)
    watcher.events.removeAll()

    view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    screen.frames(60)

    #expect(view.contentOffset.y == 300)
    #expect(watcher.events == (callsBack ? ["didEndScrollingAnimation", "didScroll"] : ["didScroll"]))
  }

  /// UIKit stops the animation before it compares offsets: a set to where the animation has brought the view stops it
  /// there and animates nothing. Before the knob such a set returned early and the animation ran on to its target.
  @Test("an animated set to the offset an animating view has stops it there; off, the animation runs on", arguments: [true, false])
  func animatedSetInPlace(callsBack: Bool) {
    let screen = screen(callsBack: callsBack)
    let watcher = AnimationWatcher()
    let view = animatingView(on: screen, watcher: watcher)
    let here = view.contentOffset

    view.setContentOffset(here, animated: true)
    screen.settle()

    #expect(view.contentOffset.y == (callsBack ? here.y : 1_000))
    #expect(watcher.ends == ["didEndScrollingAnimation"])
  }

  @Test("the plain contentOffset setter stops no animation: the next frame moves the view on, and it ends at its target")
  func plainSetterDoesNotStop() {
    let screen = screen(callsBack: true)
    let watcher = AnimationWatcher()
    let view = animatingView(on: screen, watcher: watcher)

    view.contentOffset = CGPoint(x: 0, y: 50)
    #expect(watcher.ends.isEmpty)
    screen.frames(1)
    #expect(view.contentOffset.y > 50)
    screen.settle()

    #expect(view.contentOffset.y == 1_000)
    #expect(watcher.ends == ["didEndScrollingAnimation"])
  }

  @Test("a touch that stops an animation (touchInterruptsAnimation) ends it with the callback; off, silently",
    arguments: [true, false])
  func touchStops(callsBack: Bool) {
    let screen = screen(callsBack: callsBack, touchStops: true)
    let watcher = AnimationWatcher()
    let view = animatingView(on: screen, watcher: watcher)

    _ = screen.touchDown(at: CGPoint(x: 200, y: 400))
    let stopped = view.contentOffset
    screen.frames(60)
    screen.lift()

    #expect(view.contentOffset == stopped && stopped.y < 1_000)
    #expect(watcher.ends == (callsBack ? ["didEndScrollingAnimation"] : []))
  }

  /// A status-bar scroll stopped by code ends as a status-bar scroll: `scrollViewDidScrollToTop`.
  @Test("a set during a scroll-to-top ends it with scrollViewDidScrollToTop")
  func scrollToTopStopped() {
    let screen = screen(callsBack: true)
    let watcher = AnimationWatcher()
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 10_000)
    screen.show(view)
    view.contentOffset = CGPoint(x: 0, y: 3_000)
    view.delegate = watcher
    #expect(screen.window.simulateStatusBarTap() === view)
    screen.frames(5)
    #expect(view.contentOffset.y < 3_000 && view.contentOffset.y > 0)

    view.setContentOffset(CGPoint(x: 0, y: 2_000), animated: false)

    #expect(watcher.ends == ["didScrollToTop"])
    #expect(view.contentOffset.y == 2_000)
  }

  /// UIKit 26.1's `_scrollToTopIfPossible:` clears a running animation (reported as ended) before it starts the scroll
  /// to the top, which then ends as a scroll to the top. Off, the scroll to the top replaces the animation silently.
  @Test("a status-bar tap during an animated set ends that animation first, then scrolls to the top; off, silently",
    arguments: [true, false])
  func statusBarTapDuringAnimation(callsBack: Bool) {
    let screen = screen(callsBack: callsBack)
    let watcher = AnimationWatcher()
    let view = animatingView(on: screen, watcher: watcher)

    #expect(screen.window.simulateStatusBarTap() === view)
    #expect(watcher.ends == (callsBack ? ["didEndScrollingAnimation"] : []))
    screen.settle()

    #expect(view.contentOffset.y == -view.adjustedContentInset.top)
    #expect(watcher.ends == (callsBack ? ["didEndScrollingAnimation", "didScrollToTop"] : ["didScrollToTop"]))
  }
}
