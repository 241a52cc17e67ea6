// Controls: a touch that lands on a control and lifts inside it sends `.touchUpInside` and the primary action; one
// that lifts outside sends `.touchUpOutside`; one a recognizer takes away sends `.touchCancel`.

import SimulatedUIKit
import Testing

@Suite struct ControlTests {
  private func button(on screen: SimulatedScreen, events: CallLog) -> UIButton {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
    let names: [(UIControl.Event, String)] = [
      (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
      (.touchCancel, "touchCancel"), (.primaryActionTriggered, "primaryActionTriggered"),
    ]
    for (event, name) in names { button.addAction(UIAction { _ in events.append(name) }, for: event) }
    return button
  }

  /// Apple, `UIControl.Event`: `touchDown` "A touch-down event in the control", `touchUpInside` "A touch-up event in
  /// the control where the finger is inside the bounds of the control", `primaryActionTriggered` "A semantic action
  /// triggered by buttons" (https://developer.apple.com/documentation/uikit/uicontrol/event).
  @Test("a tap on a button sends touchDown, then touchUpInside and its primary action")
  func tapInside() {
    let screen = SimulatedScreen()
    let events = CallLog()
    screen.window.addSubview(button(on: screen, events: events))

    screen.touchDown(at: CGPoint(x: 150, y: 120))
    screen.lift()

    #expect(events.entries.first == "touchDown")
    #expect(Set(events.entries.dropFirst()) == ["touchUpInside", "primaryActionTriggered"])
  }

  /// Apple, `UIControl.Event.touchUpOutside`: "A touch-up event in the control where the finger is outside the bounds
  /// of the control" (https://developer.apple.com/documentation/uikit/uicontrol/event/touchupoutside).
  @Test("a touch that lifts outside the button sends touchUpOutside and no primary action")
  func liftOutside() {
    let screen = SimulatedScreen()
    let events = CallLog()
    screen.window.addSubview(button(on: screen, events: events))

    screen.drag(from: CGPoint(x: 150, y: 120), by: CGPoint(x: 0, y: 200), frames: 2)
    screen.lift()

    #expect(events.entries == ["touchDown", "touchUpOutside"])
  }

  /// Apple, `UIControl.Event.touchCancel`: "A system event canceling the current touches for the control"; a recognizer
  /// that begins cancels the touches of the view it landed on (`cancelsTouchesInView`)
  /// (https://developer.apple.com/documentation/uikit/uicontrol/event/touchcancel).
  @Test("a pan that takes the touch from a button cancels it: touchCancel, no touchUpInside")
  func recognizerCancelsTheControl() {
    let screen = SimulatedScreen()
    let events = CallLog()
    let container = UIView(frame: screen.window.bounds)
    container.addGestureRecognizer(RecordingPan())
    container.addSubview(button(on: screen, events: events))
    screen.show(container)

    screen.drag(from: CGPoint(x: 150, y: 120), by: CGPoint(x: 0, y: 20), frames: 2)
    screen.lift()

    #expect(events.entries == ["touchDown", "touchCancel"])
  }
}
