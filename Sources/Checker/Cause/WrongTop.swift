// A wrong value, not a wrong write: code that computes a view's top wrong (0 for `-adjustedContentInset.top`, a top
// cached before the inset changed) hands the value to every place that puts a view at its top: the reset of the
// lists, the pin that holds a list's top edge, the scroll to the top after a status-bar tap. A call stack at
// the write cannot show the function that computed the value (it returned before the write), so grouping by write
// site split one fault into as many groups as it has carriers. The value itself can be recognized: a view that stands
// is put where it would be at its top if the inset were ignored, or where a top was before an inset change or is
// another list's, and not at its top now. That is the cause; the site that carried it stays in its location.
//
// A view merely *left* at such a value looks the same as a view nobody moved when its inset changed (a list at 0
// when an inset appears, a missing write of any fault that skips the list), and judging those by value alone split
// single-fault mutants that skip writes (reset-current-only, no-reset-on-tab-switch, unforwarded-list) into two
// groups each. What tells them apart is whether code looked: a reset that reads a list's offset and, measuring it
// against a wrong top, finds nothing to do has declined the write the value made look unneeded, while a fault that
// skips the list never reads it. So a list left at a wrong top is that cause only when code under test read it in
// the violation's window (`CauseRecorder.reads`); otherwise it stays a missing write.

import ScrollSim

extension RootCauses {
  /// The site of a wrong-top cause: one identity for every carrier.
  static let wrongTopSite = "top-computed-wrong"

  /// A write that put its view at a wrong top, as the cause of a violation of `rule`: a write to a list, and a write
  /// to the outer for a status-bar tap (whose rule is about the outer's top); `nil` otherwise.
  static func wrongTop(
    written write: CauseRecorder.Write, frames: [CodeFrame], rule: InvariantID, history: CaseHistory,
    recorder: CauseRecorder, callbacks: [String]
  ) -> RootCause? {
    guard write.property == .offset, write.view == "list" || (write.view == "outer" && rule == .statusBarShowsTop) else { return nil }
    let y = write.target ?? write.written ?? write.after ?? write.before
    guard history.isWrongTop(y, list: write.view == "list" ? write.list : nil, at: write.frame, topsRead: recorder.topsRead)
    else { return nil }
    return RootCause(
      kind: .wrongValue, view: write.view, site: [wrongTopSite],
      location: "\(RootCause.shortName(frames[0].function)) at \(location(of: frames)) put it at \(fmt(y))",
      callbacks: ordered(callbacks).filter { $0 != "none" }, fromStack: CallStack.isAvailable)
  }

  /// A view a rule finds off its top, left at a wrong top by code that read it in the window and did not write it:
  /// the wrong value made the write look unneeded (see the file comment). A list for `header-visible-lists-at-top`;
  /// the outer for `status-bar-shows-top`, read by the code answering the tap (`listDidScrollToTop`: code that reads
  /// the outer on every scroll callback looked at it for another reason). `nil` otherwise.
  static func declinedWrongTop(
    _ question: CauseQuestion, recorder: CauseRecorder, history: CaseHistory, inWindow: (Int, Int) -> Bool,
    callbacks: [String]
  ) -> RootCause? {
    let violation = question.violation
    guard let state = history.state(at: violation.frame) else { return nil }
    let list: Int?
    let y: Double
    let top: Double
    let reads: [CauseRecorder.Read]
    switch violation.invariant.builtIn {
    case .headerVisibleListsAtTop:
      // A list above its top is in its rubber band: a reset that leaves it there declined for its test's sign (the
      // NestedPaging article's one-sided `y − top > 0.5`), whatever top it measured against.
      guard let index = question.list, index < state.lists.count, let stood = state.lists[index], stood.y > stood.top
      else { return nil }
      (list, y, top, reads) = (index, stood.y, stood.top, recorder.reads.filter { $0.list == index })
    case .statusBarShowsTop:
      (list, y, top, reads) = (nil, state.outerY, state.outerTop, recorder.outerReads)
    default:
      return nil
    }
    // The outer left between its top and 0 by code that read it there in the tap's callback: no comparison with its
    // true top finds it at its top, one with 0 (a top that ignores the inset) does (outer-top-at-zero's `y > 0`).
    let shortOfZero = { (y: Double) in list == nil && top < -offsetTolerance && y > top + offsetTolerance && y < -offsetTolerance }
    guard shortOfZero(y) || history.isWrongTop(y, list: list, at: violation.frame, topsRead: recorder.topsRead) else { return nil }
    // A read counts only if it saw the view as it was left: where it stands (or, for an outer short of 0, anywhere
    // from its top to 0: a coast may carry it on after the read, and a comparison with 0 declines to scroll or stop it
    // anywhere there), with the top it has (a read before the inset moved the top judged another state; the code that
    // should have answered the change is a missing write).
    let fromTopToZero = { (read: Double) in read >= top - offsetTolerance && read < -offsetTolerance }
    let sawItAsLeft = { (read: CauseRecorder.Read) in abs(read.y - y) <= offsetTolerance || (shortOfZero(y) && fromTopToZero(read.y)) }
    // A read the code followed with a write of the same view in that frame was no decline: the tap's code that animated
    // the outer toward its true top (a container the fault then pinned back) read it and acted.
    let actedOn = { (read: CauseRecorder.Read) in
      recorder.writes.contains { write in
        write.frame == read.frame && write.sequence > read.sequence && write.property == .offset
          && (list == nil ? write.view == "outer" : write.list == list)
      }
    }
    for read in reads.reversed()
    where inWindow(read.frame, read.step) && sawItAsLeft(read) && abs(read.top - top) <= offsetTolerance && !actedOn(read) {
      let code = CallStack.codeUnderTest(read.addresses)
      if list == nil, !code.contains(where: { baseName($0.function) == "listDidScrollToTop" }) { continue }
      let frames = sitePath(code)
      guard !frames.isEmpty else { continue }
      return RootCause(
        kind: .wrongValue, view: list == nil ? "outer" : "list", site: [wrongTopSite],
        location: "\(RootCause.shortName(frames[0].function)) at \(location(of: frames)) read it and left it at \(fmt(y))",
        callbacks: callbacks, fromStack: CallStack.isAvailable)
    }
    return nil
  }
}
