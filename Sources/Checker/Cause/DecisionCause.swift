// A pan given to the wrong view: the gesture decision taken when the pan was recognized. A pan is recognized at its
// first movement and may break a rule many frames later, so the recorder keeps every decision of the run
// (CauseRecorder.decisions) and the cause is the last recognition at or before the onset.

import ScrollSim

extension RootCauses {
  /// A decision that gave the pan to the wrong view, for the rules a decision can break: the answers of the last pan
  /// recognized at or before the onset (a pan is recognized at its first movement and may break a rule much later).
  static func decisionCause(of violation: Violation, recorder: CauseRecorder) -> RootCause? {
    guard let frame = recorder.decisions.last(where: { $0.frame <= violation.frame })?.frame else { return nil }
    let recognition = recorder.decisions.filter { $0.frame == frame }
    func made(_ decision: GestureDecision, _ answer: Bool) -> RootCause? {
      guard recognition.contains(where: { $0.decision == decision && $0.answer == answer }) else { return nil }
      let target =
        switch decision {
        case .pagerShouldBegin: "pager"
        case .outerJoinsList, .outerJoinsHeaderContent: "outer"
        case .headerContentShouldBegin: "page"
        }
      return RootCause(
        kind: .decision, view: target, site: ["\(decision.rawValue)=\(answer)"],
        location: "\(recorder.coordinatorType).\(decision.rawValue) answered \(answer) at frame \(frame)")
    }
    switch violation.invariant.builtIn {
    case .pagingGates:
      return made(.pagerShouldBegin, true)
    case .headerContentGates:
      return made(.outerJoinsHeaderContent, true) ?? made(.headerContentShouldBegin, true)
    case .noSwallowedGesture:
      // The pan went to the pager or the carousel, or the outer refused to follow the list.
      return made(.pagerShouldBegin, true) ?? made(.headerContentShouldBegin, true) ?? made(.outerJoinsList, false)
    case .headerReturnsOnPull:
      // The outer refused to follow the list, or (a write, found elsewhere) a callback pinned it back.
      return made(.outerJoinsList, false)
    default:
      return nil
    }
  }
}
