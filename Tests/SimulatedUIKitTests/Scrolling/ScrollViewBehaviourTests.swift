// What a scroll view does with its offset and its edges: bounce or stop at an edge, let short content bounce only
// when asked, stop coasting under a finger, call the delegate synchronously for offsets written in code, and end an
// animated offset change with its own callback.

import SimulatedUIKit
import Testing

@Suite struct ScrollViewBehaviourTests {
  private let start = CGPoint(x: 200, y: 400)

  private func scrollView(on screen: SimulatedScreen, contentHeight: CGFloat = 3_000) -> UIScrollView {
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: contentHeight)
    screen.show(view)
    return view
  }

  /// Apple, `UIScrollView.bounces`: "If the value of this property is true, the scroll view bounces when it encounters
  /// a boundary of the content … If the value is false, scrolling stops immediately at the content boundary without
  /// bouncing" (https://developer.apple.com/documentation/uikit/uiscrollview/bounces).
  @Test("pulled past its top, a bouncing view follows the finger less than 1:1 and springs back; without bounces it stops at the edge")
  func bouncesAtTheEdge() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen)

    screen.drag(from: start, by: CGPoint(x: 0, y: 120), frames: 6)
    let pulled = view.contentOffset.y
    #expect(pulled < 0 && pulled > -120)
    screen.lift()
    screen.settle()
    #expect(view.contentOffset.y == 0)

    view.bounces = false
    screen.drag(from: start, by: CGPoint(x: 0, y: 120), frames: 6)
    #expect(view.contentOffset.y == 0)
    screen.lift()
  }

  /// Apple, `alwaysBounceVertical`: "If this property is set to true and bounces is true, vertical dragging is
  /// allowed even if the content is smaller than the bounds of the scroll view. The default value is false"
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical).
  @Test("short content drags only with alwaysBounceVertical", arguments: [false, true])
  func shortContentBouncesOnlyWhenAsked(alwaysBounce: Bool) {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen, contentHeight: 300)
    view.alwaysBounceVertical = alwaysBounce

    screen.drag(from: start, by: CGPoint(x: 0, y: -60), frames: 3)

    #expect((view.contentOffset.y > 0) == alwaysBounce)
    screen.lift()
    screen.settle()
    #expect(view.contentOffset.y == 0)
  }

  /// Apple, Human Interface Guidelines, "Scroll views": touching scrolling content stops it; the simulation stops a
  /// decelerating view where it is when a finger lands on it (docs/fidelity.md).
  @Test("a finger landing on a decelerating view stops it where it is")
  func touchStopsDeceleration() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen, contentHeight: 20_000)
    screen.flick(from: start, by: CGPoint(x: 0, y: -80), velocity: CGPoint(x: 0, y: -3_000))
    screen.frames(10)
    #expect(view.isDecelerating)

    screen.touchDown(at: start)
    let stopped = view.contentOffset.y
    screen.frames(10)

    #expect(!view.isDecelerating)
    #expect(view.contentOffset.y == stopped)
  }

  /// Apple, `contentOffset`: setting it moves the content at once, and the delegate hears `scrollViewDidScroll`
  /// during the assignment (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset,
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)); an equal value is
  /// no change, so no call (knob `didScrollOnEqualValue`, default off, docs/fidelity.md).
  @Test("an offset written in code calls scrollViewDidScroll before the assignment returns, once per change")
  func writtenOffsetCallsBackSynchronously() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen)
    let log = ScrollEventLog()
    view.delegate = log

    view.contentOffset = CGPoint(x: 0, y: 250)
    #expect(log.scrolledOffsets == [CGPoint(x: 0, y: 250)])
    view.contentOffset = CGPoint(x: 0, y: 250)
    #expect(log.count("didScroll") == 1)
    view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(log.scrolledOffsets.last == CGPoint(x: 0, y: 100))
    #expect(log.count("didEndScrollingAnimation") == 0)
  }

  /// Apple, `scrollViewDidEndScrollingAnimation(_:)`: "The scroll view calls this method at the end of its
  /// implementations of the setContentOffset(_:animated:) and scrollRectToVisible(_:animated:) methods, but only if
  /// animations are requested" (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:));
  /// the animation lasts the knob `animationDuration` (0.3 s by default).
  @Test("an animated offset change arrives after the animation's duration and ends with didEndScrollingAnimation")
  func animatedOffsetChange() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen)
    let log = ScrollEventLog()
    view.delegate = log

    view.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    #expect(view.contentOffset.y == 0)
    let frames = screen.settle()

    #expect(view.contentOffset.y == 600)
    #expect(log.phases == ["didEndScrollingAnimation"])
    let expected = Int((screen.simulation.knobs.animationDuration * screen.frameRate).rounded())
    #expect(abs(frames - expected) <= 1)
  }

  /// Apple, `scrollRectToVisible(_:animated:)`: "This method scrolls the content view so that the area defined by rect
  /// is just visible inside the scroll view. If the area is already visible, the method does nothing"
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)).
  @Test("scrollRectToVisible scrolls the least distance that shows the rectangle, and not at all when it shows")
  func scrollRectToVisible() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen)

    view.scrollRectToVisible(CGRect(x: 0, y: 1_000, width: 10, height: 100), animated: false)
    #expect(view.contentOffset.y == CGFloat(1_100 - 844))
    view.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 100), animated: false)
    #expect(view.contentOffset.y == CGFloat(1_100 - 844))
    view.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
    #expect(view.contentOffset.y == 100)
  }

  /// Apple, `isScrollEnabled`: "When scrolling is disabled, the scroll view doesn't accept touch events; it forwards
  /// them up the responder chain" (https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled).
  @Test("a scroll view with scrolling disabled does not move, and the touch goes to the enclosing recognizer")
  func scrollingDisabled() {
    let screen = SimulatedScreen()
    let container = UIView(frame: screen.window.bounds)
    let outerPan = RecordingPan()
    container.addGestureRecognizer(outerPan)
    let view = UIScrollView.vertical(frame: container.bounds, contentHeight: 3_000)
    view.isScrollEnabled = false
    container.addSubview(view)
    screen.show(container)

    screen.drag(from: start, by: CGPoint(x: 0, y: -60), frames: 3)

    #expect(view.contentOffset.y == 0)
    #expect(!view.isDragging)
    #expect(outerPan.states.first == .began)
  }

  /// Apple, `touchesShouldCancel(in:)`: "The default returned value is true if view is not a UIControl object;
  /// otherwise, it returns false" (https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:)).
  @Test("by default a scroll view would cancel a plain view's touches but not a control's")
  func touchesShouldCancelDefault() {
    _ = SimulatedScreen()
    let view = UIScrollView(frame: .zero)
    #expect(view.touchesShouldCancel(in: UIView()))
    #expect(!view.touchesShouldCancel(in: UIButton(type: .system)))
  }

  /// A view whose content scrolls both ways moves along the dominant axis of the pan that moves it (the simulation
  /// scrolls one axis at a time, as `isDirectionalLockEnabled` does on device: Apple, "If this property is true and
  /// the user begins dragging in one general direction … the scroll view disables scrolling in the other direction",
  /// https://developer.apple.com/documentation/uikit/uiscrollview/isdirectionallockenabled).
  @Test("a view that scrolls both ways follows the pan's dominant axis only")
  func dominantAxis() {
    let screen = SimulatedScreen()
    let view = UIScrollView(frame: screen.window.bounds)
    view.contentSize = CGSize(width: 2_000, height: 2_000)
    screen.show(view)

    screen.drag(from: start, by: CGPoint(x: -60, y: -10), frames: 3)
    #expect(view.contentOffset == CGPoint(x: 60, y: 0))
    screen.lift()
    screen.settle()

    screen.drag(from: start, by: CGPoint(x: -10, y: -60), frames: 3)
    #expect(view.contentOffset == CGPoint(x: 60, y: 60))
    screen.lift()
  }
}
