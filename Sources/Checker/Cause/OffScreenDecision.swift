// A decision taken on a list the user cannot see. Both shipped designs hold the outer at its ceiling only while a
// list on screen is scrolled: that list's content is what the header must not come back over. Code that asks
// another list (a current index that lags the pager after a caught snap, the list that last scrolled kept as
// "current") pins the outer for a list off screen; the page shows it as a swallowed pull, and the list it asked
// is then left scrolled under a header that did come back, which the reset the pin replaced would have fixed.
// Every write of that pin names the shipped `pin(_:at:)`, and the reset it skipped is a missing write: two causes
// for one decision. The decision shows in what the callback read before it wrote: a list off screen, scrolled,
// while every list on screen stood at its top (CauseRecorder.Write.decidedOn). The shipped coordinators read only
// lists on screen before they hold the outer, so the rule cannot fire on them.

import ScrollSim

extension RootCauses {
  /// A violation whose window (or the window of the state it happened in) saw the outer held for a list off screen:
  /// the read of that list is the cause.
  static func offScreenCause(of question: CauseQuestion, recorder: CauseRecorder) -> RootCause? {
    let window = question.window
    for write in recorder.writes.reversed() where window.contains(frame: write.frame, step: write.step) {
      guard let read = write.decidedOn else { continue }
      let frames = sitePath(CallStack.codeUnderTest(read.addresses))
      guard !frames.isEmpty else { continue }
      return RootCause(
        kind: .offScreenList, view: "outer", site: frames.map(\.function),
        location: "\(RootCause.shortName(frames[0].function)) at \(location(of: frames)) read a list off screen and the outer was held for it",
        callbacks: [write.source.callbackName], fromStack: CallStack.isAvailable)
    }
    return nil
  }
}
