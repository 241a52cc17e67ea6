// An animation the code started, running under a finger. UIKit runs an offset animation
// (`setContentOffset(_:animated: true)`) to its end unless something stops it, and a finger that drags the page
// while it runs is fought frame by frame: the drag is swallowed, a pull does not bring the header back. The writes
// in the violation's frames are the animation's steps and the coordinator answering them, so attribution named
// whichever missing write or correct reaction showed there (status-bar-under-finger, whose tap animates the outer to
// its top even while a finger drags it, was four groups). The cause is the write that started the animation: the
// recorder keeps every animated write of the outer, in every frame, as it keeps flag writes, and the history notes
// each frame that ended with the outer animating while a finger was down. The shipped coordinators never animate the
// outer under a finger (their tap answer checks `isDragging`), so the rule cannot fire on them.
// The animation counts anywhere in the touch the violation happened in, not only in its window: one that ran under the
// finger and ended takes the outer out of the drag, and a pull later in the same touch no longer moves it
// (status-bar-under-finger, case 39102: the pull two steps after the animation was a missing write of its own).

import ScrollSim

extension RootCauses {
  /// Rules a drag breaks when something other than the finger moves the page under it.
  static let dragRules: Set<Invariant> = [.noSwallowedGesture, .headerReturnsOnPull]

  /// For a drag rule broken while an animation of the outer that code started ran under the finger: that write.
  static func animationUnderFingerCause(of question: CauseQuestion, recorder: CauseRecorder, history: CaseHistory) -> RootCause? {
    let violation = question.violation
    guard violation.invariant.builtIn.map(dragRules.contains) == true else { return nil }
    let window = question.window
    let start = window.frames.lowerBound
    var frame = violation.frame
    var animated: Int?
    // The touch the violation happened in, when a finger is down at the onset: an animation that ran under it may have
    // ended before the window and still have taken the outer out of the drag (a pull that no longer moves it).
    let touching = history.state(at: violation.frame)?.fingerDown == true
    // The window's frames, back from the onset (a swallowed drag is judged over its whole step; the history has no
    // step for a settling frame), and every earlier frame of the same touch.
    while frame >= 0, let state = history.state(at: frame),
      frame >= start || (state.stepIndex.map { window.steps?.contains($0) ?? false } ?? false) || (touching && state.fingerDown) {
      if state.outerAnimatedUnderFinger {
        animated = frame
        break
      }
      frame -= 1
    }
    guard let animated else { return nil }
    guard let write = recorder.writes.last(where: { $0.frame <= animated && $0.view == "outer" && $0.property == .offset && $0.target != nil }),
      let frames = site(write)
    else { return nil }
    return RootCause(
      kind: .write, view: "outer", site: frames.map(\.function), location: location(of: frames),
      callbacks: [write.source.callbackName], fromStack: CallStack.isAvailable)
  }
}
