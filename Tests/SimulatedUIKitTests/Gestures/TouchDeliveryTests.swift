// Which recognizers and views hear a finger: UIKit hit-tests the touch to one view, hands it to the recognizers of
// that view and of its ancestors, and sends the view its own touch methods unless a recognizer that cancels touches
// in view has begun.

import SimulatedUIKit
import Testing

@Suite struct TouchDeliveryTests {
  /// Apple, `UIGestureRecognizer`: "A gesture recognizer operates on touches hit-tested to a specific view and all of
  /// that view's subviews" (https://developer.apple.com/documentation/uikit/uigesturerecognizer), so a touch reaches
  /// the recognizers of the hit view and its ancestors, and none on a sibling.
  @Test("a touch reaches the recognizers of the hit view and its ancestors, not a sibling's")
  func recognizersOfHitViewAndAncestors() {
    let screen = SimulatedScreen()
    let container = UIView(frame: screen.window.bounds)
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let sibling = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
    let onContainer = RecordingPan(), onChild = RecordingPan(), onSibling = RecordingPan()
    container.addGestureRecognizer(onContainer)
    child.addGestureRecognizer(onChild)
    sibling.addGestureRecognizer(onSibling)
    container.addSubview(child)
    container.addSubview(sibling)
    screen.show(container)

    screen.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -30), frames: 3)

    #expect(onChild.states.first == .began)
    #expect(onContainer.states == [.failed])
    #expect(onSibling.states.isEmpty)
  }

  /// Apple, `gestureRecognizer(_:shouldReceive:)`: returning false keeps the recognizer from being notified of the
  /// touch (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate).
  @Test("a recognizer whose delegate declines the touch never sees it, and the next one recognizes")
  func shouldReceiveDeclines() {
    let screen = SimulatedScreen()
    let container = UIView(frame: screen.window.bounds)
    let child = UIView(frame: container.bounds)
    let inner = RecordingPan(), outer = RecordingPan()
    let delegate = ScriptedGestureDelegate()
    delegate.shouldReceive = false
    inner.delegate = delegate
    child.addGestureRecognizer(inner)
    container.addGestureRecognizer(outer)
    container.addSubview(child)
    screen.show(container)

    screen.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -30), frames: 3)

    #expect(inner.states.isEmpty)
    #expect(outer.states.first == .began)
  }

  /// Apple, `UIResponder.touchesBegan(_:with:)` and friends: UIKit sends a touch's phases to the view it landed on
  /// (https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)).
  @Test("the hit view hears began, moved and ended when no recognizer takes the touch")
  func hitViewHearsEveryPhase() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let view = LoggingView(name: "view", log: log, frame: screen.window.bounds)
    screen.show(view)

    screen.drag(from: CGPoint(x: 10, y: 10), by: CGPoint(x: 4, y: 4), frames: 2)
    screen.lift()

    #expect(log.entries.filter { $0.contains("touches") } == [
      "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded",
    ])
  }

  /// Apple, `cancelsTouchesInView`: "When this property is true (the default) and the gesture recognizer recognizes
  /// its gesture, the touches of that gesture that are pending aren't delivered to the view and previously delivered
  /// touches are canceled through a touchesCancelled(_:with:) message"
  /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview).
  @Test("a recognizer that begins cancels the view's touch, unless cancelsTouchesInView is off", arguments: [true, false])
  func recognizerCancelsTouchesInView(cancels: Bool) {
    let screen = SimulatedScreen()
    let log = CallLog()
    let view = LoggingView(name: "view", log: log, frame: screen.window.bounds)
    let pan = RecordingPan()
    pan.cancelsTouchesInView = cancels
    view.addGestureRecognizer(pan)
    screen.show(view)

    screen.drag(from: CGPoint(x: 10, y: 10), by: CGPoint(x: 0, y: 20), frames: 2)
    screen.lift()

    let touches = log.entries.filter { $0.contains("touches") }
    if cancels {
      #expect(touches == ["view.touchesBegan", "view.touchesCancelled"])
    } else {
      #expect(touches == ["view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded"])
    }
    #expect(pan.states.first == .began)
  }

  /// Apple, `UIResponder.touchesBegan(_:with:)`: "The default implementation of this method forwards the message up
  /// the responder chain" (https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)).
  @Test("a view that does not handle touches passes them to its superview")
  func touchesTravelUpTheResponderChain() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let parent = LoggingView(name: "parent", log: log, frame: screen.window.bounds)
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    parent.addSubview(child)
    screen.show(parent)

    #expect(screen.touchDown(at: CGPoint(x: 50, y: 50)) === child)
    screen.lift()

    #expect(log.entries.filter { $0.contains("touches") } == ["parent.touchesBegan", "parent.touchesEnded"])
  }

  /// Apple, `UIResponder.next`: a view's next responder is its view controller when it is a controller's root view,
  /// otherwise its superview; a controller's is its view's superview
  /// (https://developer.apple.com/documentation/uikit/uiresponder/next).
  @Test("a root view's next responder is its controller, whose next is the view's superview")
  func responderChainThroughController() {
    let screen = SimulatedScreen()
    let controller = UIViewController()
    let root = controller.view!
    let child = UIView()
    root.addSubview(child)
    screen.show(root)

    #expect(child.next === root)
    #expect(root.next === controller)
    #expect(controller.next === screen.window)
  }
}
