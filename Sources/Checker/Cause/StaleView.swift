// A view kept past its life: code that holds a list the pager unloaded (a cache of views keyed by page) and goes
// on reading it decides on a view no longer shown, and the page shows the decision through whichever write or
// missing write follows: the lock pinning the outer for a kept list's old offset, a list not reset, a top edge
// held. A call stack at those writes names the shipped code that acted; the read of the kept view names the fault.
// The page world reports reads of its unloaded lists only during a root-cause replay (ScrollSim/CodeActivity.swift),
// and the shipped coordinators never read one, so the rule cannot fire on code that drops its views.

import ScrollSim

extension RootCauses {
  /// A violation whose window saw the code under test read an unloaded list: that read's site is the cause.
  static func staleViewCause(of question: CauseQuestion, recorder: CauseRecorder) -> RootCause? {
    let window = question.window
    for read in recorder.staleReads.reversed() where window.contains(frame: read.frame, step: read.step) {
      let frames = sitePath(CallStack.codeUnderTest(read.addresses))
      guard !frames.isEmpty else { continue }
      return RootCause(
        kind: .staleView, view: "list", site: frames.map(\.function),
        location: "\(RootCause.shortName(frames[0].function)) at \(location(of: frames)) read a list the page had unloaded",
        fromStack: CallStack.isAvailable)
    }
    return nil
  }
}
