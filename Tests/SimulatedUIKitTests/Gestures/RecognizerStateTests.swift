// The state machines UIKit documents for gesture recognizers: a continuous recognizer goes possible → began →
// changed → ended (or cancelled), a discrete one possible → recognized, either may fail; after the touch it is reset
// to possible. Each recognizer kind decides its transitions from the one simulated finger.

import SimulatedUIKit
import Testing

@Suite struct RecognizerStateTests {
  private func viewWith(_ recognizer: UIGestureRecognizer, on screen: SimulatedScreen) -> UIView {
    let view = UIView(frame: screen.window.bounds)
    view.addGestureRecognizer(recognizer)
    screen.show(view)
    return view
  }

  /// Apple, "Implementing a continuous gesture recognizer": began, changed as the touch moves, ended when it lifts;
  /// `reset()` runs after the recognizer reached its final state
  /// (https://developer.apple.com/documentation/uikit/implementing-a-continuous-gesture-recognizer,
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/reset()). That a pan begins on the first
  /// movement, without UIKit's ~10 pt hysteresis, is the simulation's modelled assumption (docs/fidelity.md).
  @Test("a pan stays possible while the finger rests, begins on its first movement, ends on lift and is reset")
  func panStateMachine() {
    let screen = SimulatedScreen()
    let pan = RecordingPan()
    _ = viewWith(pan, on: screen)

    screen.touchDown(at: CGPoint(x: 100, y: 300))
    screen.frames(10)
    #expect(pan.states.isEmpty)
    #expect(pan.state == .possible)

    screen.move(by: CGPoint(x: 0, y: -30), frames: 3)
    screen.lift()

    #expect(pan.states == [.began, .changed, .changed, .ended])
    #expect(pan.resets == 1)
    #expect(pan.state == .possible)
  }

  /// Apple, `UIPanGestureRecognizer.translation(in:)`, `setTranslation(_:in:)` and `velocity(in:)`: the translation
  /// of the pan from where it started, a new base for it, and the speed in points per second
  /// (https://developer.apple.com/documentation/uikit/uipangesturerecognizer).
  @Test("a pan reports the finger's translation since touch-down, restarts it on setTranslation, and its velocity")
  func panTranslationAndVelocity() {
    let screen = SimulatedScreen()
    let pan = RecordingPan()
    _ = viewWith(pan, on: screen)

    screen.touchDown(at: CGPoint(x: 100, y: 300))
    screen.move(by: CGPoint(x: 6, y: -12), frames: 2)
    #expect(pan.translation(in: nil) == CGPoint(x: 6, y: -12))
    #expect(pan.velocity(in: nil) == CGPoint(x: 3 * screen.frameRate, y: -6 * screen.frameRate))

    pan.setTranslation(.zero, in: nil)
    screen.move(by: CGPoint(x: 0, y: -5))
    #expect(pan.translation(in: nil) == CGPoint(x: 0, y: -5))
  }

  /// Apple, `UITapGestureRecognizer`: a discrete recognizer that recognizes when the finger lifts where it landed
  /// (https://developer.apple.com/documentation/uikit/uitapgesturerecognizer).
  @Test("a tap recognizes on a lift without movement and fails when the finger moves")
  func tapRecognizesOnlyWithoutMovement() {
    let screen = SimulatedScreen()
    let tap = RecordingTap()
    _ = viewWith(tap, on: screen)

    screen.touchDown(at: CGPoint(x: 100, y: 300))
    screen.lift()
    #expect(tap.states == [.ended])
    #expect(tap.resets == 1)

    screen.touchDown(at: CGPoint(x: 100, y: 300))
    screen.move(by: CGPoint(x: 0, y: 8))
    screen.lift()
    #expect(tap.states == [.ended, .failed])
  }

  /// Apple, `UILongPressGestureRecognizer.allowableMovement`: "The maximum movement of the fingers on the view before
  /// the gesture fails", 10 points by default
  /// (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement).
  @Test("a long press fails once the finger moves beyond its allowable movement")
  func longPressAllowableMovement() {
    let screen = SimulatedScreen()
    let press = RecordingLongPress()
    _ = viewWith(press, on: screen)

    screen.touchDown(at: CGPoint(x: 100, y: 300))
    screen.move(by: CGPoint(x: 6, y: 0))
    #expect(press.states.isEmpty)
    screen.move(by: CGPoint(x: 6, y: 0))
    #expect(press.states == [.failed])
  }

  /// Apple, `UIScreenEdgePanGestureRecognizer`: "looks for panning (dragging) gestures that start near an edge of the
  /// screen" (https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer); the simulation's
  /// "near" is 20 pt, the width of the system's edge area (modelled assumption).
  @Test("a screen-edge pan begins for a touch that starts at its edge and fails for one that starts inside")
  func edgePanNeedsTheEdge() {
    let screen = SimulatedScreen()
    let edge = RecordingEdgePan()
    edge.edges = .left
    _ = viewWith(edge, on: screen)

    screen.drag(from: CGPoint(x: 5, y: 300), by: CGPoint(x: 30, y: 0), frames: 2)
    screen.lift()
    #expect(edge.states.first == .began)

    screen.drag(from: CGPoint(x: 150, y: 300), by: CGPoint(x: 30, y: 0), frames: 2)
    screen.lift()
    #expect(edge.states.last == .failed)
  }

  /// Apple, `UIGestureRecognizer.isEnabled`: a recognizer disabled while it is recognizing a gesture moves to the
  /// cancelled state (https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled).
  @Test("disabling a recognizer while it recognizes cancels it; later movement leaves it alone")
  func disablingCancels() {
    let screen = SimulatedScreen()
    let pan = RecordingPan()
    _ = viewWith(pan, on: screen)

    screen.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: -20), frames: 2)
    pan.isEnabled = false
    screen.move(by: CGPoint(x: 0, y: -20), frames: 2)

    #expect(pan.states == [.began, .changed, .cancelled])
  }
}
