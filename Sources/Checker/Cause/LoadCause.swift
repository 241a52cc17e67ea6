// Causes of broken load rules that the action judged is not the place of (LoadLog.swift for why):
// - a response applied that was sent before the latest refresh (`no-stale-append`, `refresh-supersedes`), or whose
//   request had been cancelled, or asked for the right page and came back to a list that changed since (a page
//   appended out of order by such a response): the completion code that applied
//   it is correct code given the response; what is missing is the drop. Every such violation is one cause, a
//   missing drop, whichever of the load logic's completion paths (a page appended, a banner resized, a held height
//   released) carried the response in;
// - any other page appended out of order: the request asked for the wrong page when it was sent, so its send is the
//   cause;
// - a next page sent while another flies: when the one in flight was itself an extra request (sent while yet
//   another flew), that earlier send is the cause, and the correct trigger that fired next is not.
// Every other load rule (a request sent or a banner resized at the wrong moment) is its own action's doing, found
// as any write is (CauseAttribution.swift).

import ScrollSim

extension RootCauses {
  /// The site for a missing drop (one identity for every load design: see the file comment).
  static let missingDropSite = "outdated-response-applied"

  /// The cause of `violation` of a load rule when it lies outside the judged action (see the file comment), or `nil`.
  static func loadCause(of violation: Violation, recorder: CauseRecorder) -> RootCause? {
    let ids = requestIDs(in: violation.message)
    guard let subject = ids.first else { return nil }
    switch violation.invariant.builtIn {
    case .noStaleAppend, .refreshSupersedes:
      return missingDrop(of: subject, violation: violation, recorder: recorder)
    case .pagesInOrder:
      let send = recorder.loads.sends[subject]
      if recorder.loads.cancelled.contains(subject) || send?.askedForNextPage == true {
        return missingDrop(of: subject, violation: violation, recorder: recorder)
      }
      return send.flatMap(sendCause)
    case .singleFlightNextPage:
      guard ids.count > 1, let extra = recorder.loads.extraRequest(sent: subject, open: ids[1]) else { return nil }
      return sendCause(extra)
    default:
      return nil
    }
  }

  /// A missing drop of the response to request `id`, located at the action that applied it in the onset frame.
  static func missingDrop(of id: Int, violation: Violation, recorder: CauseRecorder) -> RootCause {
    let applied = recorder.writes.last { $0.frame == violation.frame && $0.property == .loadAction && $0.request == id }
    let frames = applied.flatMap(site)
    let location = frames.map { frames in
      "applied by \(RootCause.shortName(frames[0].function)) at \(Self.location(of: frames))"
    } ?? "applied in frame \(violation.frame)"
    return RootCause(
      kind: .missingDrop, view: "page", site: [missingDropSite], location: location,
      callbacks: applied.map { [$0.source.callbackName] } ?? [], fromStack: CallStack.isAvailable)
  }

  /// The send of a request, as a write to the page by the code that sent it; `nil` when no code under test sent it.
  static func sendCause(_ send: LoadLog.Send) -> RootCause? {
    let frames = sitePath(CallStack.codeUnderTest(send.addresses))
    guard !frames.isEmpty else { return nil }
    return RootCause(
      kind: .write, view: "page", site: frames.map(\.function),
      location: location(of: frames), callbacks: [send.source.callbackName],
      fromStack: CallStack.isAvailable)
  }

  /// The request ids a load rule's message names, in order (`nextPage#12 sent while nextPage#9 …` gives 12, 9): the
  /// rules write each request as `kind#id` (LoadInvariantTracker.swift), the request judged first.
  static func requestIDs(in message: String) -> [Int] {
    var ids: [Int] = []
    var rest = message[...]
    while let mark = rest.firstIndex(of: "#") {
      let digits = rest[rest.index(after: mark)...].prefix { $0.isASCII && $0.isNumber }
      if let id = Int(digits) { ids.append(id) }
      rest = rest[rest.index(after: mark)...]
    }
    return ids
  }
}
