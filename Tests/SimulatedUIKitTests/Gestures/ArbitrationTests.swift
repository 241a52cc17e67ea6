// How UIKit decides, on a touch's first movement, which of its recognizers begin: the deepest view's first, one at a
// time unless a delegate allows simultaneous recognition, after the recognizers they must wait for have failed, and
// only when `gestureRecognizerShouldBegin` agrees.

import SimulatedUIKit
import Testing

@Suite struct ArbitrationTests {
  /// Two pans on nested views, both wanting the same touch.
  private func nestedPans(screen: SimulatedScreen) -> (inner: RecordingPan, outer: RecordingPan) {
    let container = UIView(frame: screen.window.bounds)
    let child = UIView(frame: container.bounds)
    let inner = RecordingPan(), outer = RecordingPan()
    child.addGestureRecognizer(inner)
    container.addGestureRecognizer(outer)
    container.addSubview(child)
    screen.show(container)
    return (inner, outer)
  }

  /// Apple, `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: "The default implementation returns false—no
  /// two gestures can be recognized simultaneously"
  /// (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate); the recognizer of the deepest
  /// view is asked first, so it wins and the enclosing one fails.
  @Test("of two recognizers on nested views the inner one begins and the outer one fails")
  func innerRecognizerWins() {
    let screen = SimulatedScreen()
    let (inner, outer) = nestedPans(screen: screen)

    screen.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -30), frames: 3)

    #expect(inner.states == [.began, .changed, .changed])
    #expect(outer.states == [.failed])
  }

  /// Apple, `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: "Returning true is guaranteed to allow
  /// simultaneous recognition" (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate).
  @Test("a delegate that allows simultaneous recognition lets both recognizers run")
  func simultaneousRecognition() {
    let screen = SimulatedScreen()
    let (inner, outer) = nestedPans(screen: screen)
    let delegate = ScriptedGestureDelegate()
    delegate.simultaneous = true
    outer.delegate = delegate

    screen.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -30), frames: 3)

    #expect(inner.states.first == .began)
    #expect(outer.states.first == .began)
    #expect(screen.window.recognizersOfCurrentTouch.count == 2)
  }

  /// Apple, `require(toFail:)`: a dependency in which the receiver waits in `.possible` for the other recognizer; it
  /// fails if the other one recognizes, and goes on to its own next state if the other one fails
  /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)).
  @Test("a recognizer required to wait for another fails when that one recognizes")
  func requiredFailureThatRecognizes() {
    let screen = SimulatedScreen()
    let (inner, outer) = nestedPans(screen: screen)
    inner.require(toFail: outer)

    screen.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -30), frames: 3)

    #expect(outer.states.first == .began)
    #expect(inner.states == [.failed])
  }

  /// Apple, `require(toFail:)` (above): once the other recognizer fails, the waiting one proceeds. A tap fails as soon
  /// as the finger moves, so a pan waiting for it begins in the same movement.
  @Test("a recognizer required to wait for a tap begins once the tap fails")
  func requiredFailureThatFails() {
    let screen = SimulatedScreen()
    let view = UIView(frame: screen.window.bounds)
    let pan = RecordingPan(), tap = RecordingTap()
    view.addGestureRecognizer(pan)  // asked first: it must wait
    view.addGestureRecognizer(tap)
    pan.require(toFail: tap)
    screen.show(view)

    screen.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -30), frames: 3)

    #expect(tap.states == [.failed])
    #expect(pan.states.first == .began)
  }

  /// Apple, `gestureRecognizerShouldBegin(_:)`: asked when the recognizer tries to leave `.possible`; answering false
  /// sends it to `.failed` (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate); the touch is
  /// then free for the enclosing recognizer.
  @Test("a recognizer whose delegate refuses to begin fails, and the enclosing one takes the touch")
  func shouldBeginRefuses() {
    let screen = SimulatedScreen()
    let (inner, outer) = nestedPans(screen: screen)
    let delegate = ScriptedGestureDelegate()
    delegate.shouldBegin = false
    inner.delegate = delegate

    screen.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -30), frames: 3)

    #expect(delegate.beginQuestions == 1)
    #expect(inner.states == [.failed])
    #expect(outer.states.first == .began)
  }

  /// Apple, `UIView.gestureRecognizerShouldBegin(_:)`: a view may keep a recognizer attached to it from beginning
  /// (https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)).
  @Test("the view a recognizer is attached to can refuse to let it begin")
  func viewRefusesToBegin() {
    final class RefusingView: UIView {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }
    let screen = SimulatedScreen()
    let view = RefusingView(frame: screen.window.bounds)
    let pan = RecordingPan()
    view.addGestureRecognizer(pan)
    screen.show(view)

    screen.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -30), frames: 2)

    #expect(pan.states == [.failed])
  }

  /// WWDC 2014 session 235, "Advanced Scrollviews and Touch Handling Techniques": a scroll view's pan recognizer can
  /// be added to another view to widen where the scroll view listens, and it still scrolls its own scroll view.
  @Test("a scroll view's pan moved onto a larger view still scrolls that scroll view")
  func movedScrollViewPanDrivesItsScrollView() {
    let screen = SimulatedScreen()
    let container = UIView(frame: screen.window.bounds)
    let scrollView = UIScrollView.vertical(frame: CGRect(x: 0, y: 400, width: 390, height: 300), contentHeight: 2_000)
    container.addSubview(scrollView)
    container.addGestureRecognizer(scrollView.panGestureRecognizer)
    screen.show(container)

    screen.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -40), frames: 4)

    #expect(scrollView.panGestureRecognizer.view === container)
    #expect(scrollView.contentOffset.y == 40)
    #expect(scrollView.isDragging)
  }

  /// Apple, `UIGestureRecognizer`: a recognizer receives the touches hit-tested to the view it is attached to and that
  /// view's subviews. A scroll view whose pan was moved onto a larger view, and which then leaves the window (its cell
  /// recycled), has no touch of its own to lose: the pan, on a view still in the window, keeps the finger and keeps
  /// scrolling it. With its pan at home, the same removal cancels the drag.
  @Test("a scroll view leaving the window keeps the drag of its pan while the pan is on a view still in the window")
  func movedPanOutlivesItsScrollViewsWindow() {
    for moved in [true, false] {
      let screen = SimulatedScreen()
      let container = UIView(frame: screen.window.bounds)
      let holder = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 300))
      let scrollView = UIScrollView.vertical(frame: holder.bounds, contentHeight: 2_000)
      holder.addSubview(scrollView)
      container.addSubview(holder)
      if moved { container.addGestureRecognizer(scrollView.panGestureRecognizer) }
      screen.show(container)

      screen.drag(from: CGPoint(x: 100, y: 500), by: CGPoint(x: 0, y: -40), frames: 4)
      holder.removeFromSuperview()
      screen.move(by: CGPoint(x: 0, y: -20), frames: 2)

      #expect(scrollView.window == nil)
      #expect(scrollView.isDragging == moved, "pan moved: \(moved)")
      #expect(scrollView.contentOffset.y == (moved ? 60 : 40), "pan moved: \(moved)")
    }
  }

  /// Apple, `addGestureRecognizer(_:)` and `UIGestureRecognizer.view`: a recognizer belongs to one view at a time;
  /// attaching it to another takes it off the first
  /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/view).
  @Test("attaching a recognizer to a second view takes it off the first")
  func recognizerHasOneView() {
    _ = SimulatedScreen()
    let first = UIView(), second = UIView()
    let pan = UIPanGestureRecognizer()
    first.addGestureRecognizer(pan)
    second.addGestureRecognizer(pan)
    #expect(pan.view === second)
    #expect(first.gestureRecognizers == nil)
    #expect(second.gestureRecognizers?.count == 1)
  }
}
