// A ceiling computed above the top. The pin that holds the outer at `maxOffsetY` is right to write; the value it
// writes can be wrong. `maxOffsetY = headerHeight − pinOffset` with no floor goes negative when the header is shorter
// than the pin offset (a small header under a navigation bar, a header reloaded to 0), and a pin there puts the
// outer above its own top: UIKit springs it back (a scroll view's rubber band pulls any offset past an edge back to
// it), the pin writes it up again, and the page shakes, swallows drags and jumps. The same pin writes the outer for
// every other reason the lock has, so its call stack joins this fault with every other fault that decides to pin.
// The value tells it apart, as a wrong top's does (WrongTop.swift): a write of the outer at exactly the page's
// `headerHeight − pinSectionHeaderVerticalOffset` while that lies above the outer's top is the ceiling computed with
// no floor (the recorder notes it at the write: `CauseRecorder.Write.ceilingAboveTop`). Any other write above the top
// (an echo of a list's offset) is not this fault. The shipped coordinators floor the ceiling at the top.

import ScrollSim

extension RootCauses {
  /// The site of a ceiling-above-top cause: one identity for every carrier.
  public nonisolated static let ceilingAboveTopSite = "max-offset-y-above-top"

  /// A write that put the outer at an unfloored ceiling above its top, as a violation's cause; `nil` otherwise.
  static func ceilingAboveTop(
    written write: CauseRecorder.Write, frames: [CodeFrame], history: CaseHistory, callbacks: [String]
  ) -> RootCause? {
    guard write.ceilingAboveTop, let y = write.written, let top = history.state(at: write.frame)?.outerTop else { return nil }
    return RootCause(
      kind: .wrongValue, view: "outer", site: [ceilingAboveTopSite],
      location: "\(RootCause.shortName(frames[0].function)) at \(location(of: frames)) put the outer at \(fmt(y)), above its top \(fmt(top))",
      callbacks: ordered(callbacks).filter { $0 != "none" }, fromStack: CallStack.isAvailable)
  }
}
