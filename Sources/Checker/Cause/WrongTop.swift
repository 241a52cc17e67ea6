// A wrong value, not a wrong write: code that computes a view's top wrong (0 for `-adjustedContentInset.top`, a top
// cached before the inset changed) hands the value to every place that puts a view at its top: the reset of the
// lists, the pin that holds a list's top edge, the scroll to the top after a status-bar tap. A call stack at
// the write cannot show the function that computed the value (it returned before the write), so grouping by write
// site split one fault into as many groups as it has carriers. The value itself can be recognized: a view that stands
// is put where it would be at its top if the inset were ignored, or where a top was before an inset change or is
// another list's, and not at its top now. That is the cause; the site that carried it stays in its location.
//
// Only a write is judged by its value. A view merely *left* at such a value looks the same as a view nobody moved
// when its inset changed (a list at 0 when an inset appears, a missing write of any fault that skips the list), and
// judging those by value split single-fault mutants that skip writes (reset-current-only, no-reset-on-tab-switch,
// unforwarded-list) into two groups each; so a wrong top that no write carried stays a missing write.

import ScrollSim

extension RootCauses {
  /// The site of a wrong-top cause: one identity for every carrier.
  static let wrongTopSite = "top-computed-wrong"

  /// A write that put its view at a wrong top, as the cause of a violation of `rule`: a write to a list, and a write
  /// to the outer for a status-bar tap (whose rule is about the outer's top); `nil` otherwise.
  static func wrongTop(
    written write: CauseRecorder.Write, frames: [CodeFrame], rule: InvariantID, history: CaseHistory, callbacks: [String]
  ) -> RootCause? {
    guard write.property == .offset, write.view == "list" || (write.view == "outer" && rule == .statusBarShowsTop) else { return nil }
    let y = write.target ?? write.after ?? write.before
    guard history.isWrongTop(y, list: write.view == "list" ? write.list : nil, at: write.frame) else { return nil }
    return RootCause(
      kind: .wrongValue, view: write.view, site: [wrongTopSite],
      location: "\(RootCause.shortName(frames[0].function)) at \(location(of: frames)) put it at \(fmt(y))",
      callbacks: ordered(callbacks).filter { $0 != "none" }, fromStack: CallStack.isAvailable)
  }
}
