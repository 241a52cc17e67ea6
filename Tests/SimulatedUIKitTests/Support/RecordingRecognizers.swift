// Gesture recognizers that remember every state they were put in, and a delegate with scripted answers, so a test
// can read how UIKit's arbitration moved each recognizer through its documented state machine.

import SimulatedUIKit

/// Records the states a recognizer passes through (`state` as it reads after each transition that changed it, and
/// every `.changed`) and its resets. An attempt that leaves it `.possible` (waiting for another to fail) is not a state.
@MainActor
protocol StateRecording: AnyObject {
  var states: [UIGestureRecognizer.State] { get }
  var resets: Int { get }
}

@MainActor
final class RecordingPan: UIPanGestureRecognizer, StateRecording {
  private(set) var states: [UIGestureRecognizer.State] = []
  private(set) var resets = 0
  /// The translation read in each `.changed` state.
  private(set) var translations: [CGPoint] = []

  override var state: UIGestureRecognizer.State {
    didSet {
      guard state != oldValue || state == .changed else { return }
      states.append(state)
      if state == .changed { translations.append(translation(in: nil)) }
    }
  }

  override func reset() {
    super.reset()
    resets += 1
  }
}

@MainActor
final class RecordingTap: UITapGestureRecognizer, StateRecording {
  private(set) var states: [UIGestureRecognizer.State] = []
  private(set) var resets = 0
  override var state: UIGestureRecognizer.State { didSet { if state != oldValue { states.append(state) } } }
  override func reset() {
    super.reset()
    resets += 1
  }
}

@MainActor
final class RecordingLongPress: UILongPressGestureRecognizer, StateRecording {
  private(set) var states: [UIGestureRecognizer.State] = []
  private(set) var resets = 0
  override var state: UIGestureRecognizer.State { didSet { if state != oldValue { states.append(state) } } }
}

@MainActor
final class RecordingEdgePan: UIScreenEdgePanGestureRecognizer, StateRecording {
  private(set) var states: [UIGestureRecognizer.State] = []
  private(set) var resets = 0
  override var state: UIGestureRecognizer.State { didSet { if state != oldValue { states.append(state) } } }
}

/// A gesture delegate whose answers a test sets, and which logs the questions it is asked.
@MainActor
final class ScriptedGestureDelegate: UIGestureRecognizerDelegate {
  var shouldBegin = true
  var shouldReceive = true
  var simultaneous = false
  /// Shared with other askers to show who was asked first.
  var log: ((String) -> Void)?
  private(set) var beginQuestions = 0

  init() { SimulatedScreen.keepAlive(self) }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    beginQuestions += 1
    log?("delegate")
    return shouldBegin
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
}
