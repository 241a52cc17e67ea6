// Checks the Three Loaders article's load invariants (L1-L7) from the events the world recorded in a frame.
//
// The world writes an event at the moment the load logic calls it, with the page as it was
// just then (who owned the pan, where the container sat), so these checks never rely on the
// load logic's own bookkeeping. On a world without loads there are no events: all vacuous.

import ScrollSim

/// Follows requests across frames and judges each load event as it comes.
@MainActor
struct LoadInvariantTracker {
  /// Next-page requests sent and neither answered nor cancelled, by id.
  var openNextPages: [Int] = []
  /// The id of the most recently sent refresh (0: none yet). Ids grow in send order.
  var latestRefresh: Int = 0

  /// Judges `events` in order; returns every broken rule (among `enabled`), at most one per event.
  ///
  /// Severity: a banner resize moves everything below the banner by the change in its height, so it is measured
  /// in points; every other load rule is a wrong request, append or reset, a decision (Severity.swift).
  mutating func observe(_ events: [LoadEvent], enabled: InvariantSet) -> [Finding] {
    var findings: [Finding] = []
    for event in events {
      guard let (invariant, message) = judge(event, enabled: enabled) else { continue }
      switch event {
      case .bannerResized(let from, let to, _, _):
        findings.append(Finding(invariant, view: .page, points: to - from, detail: "banner") { message })
      case .reset:
        findings.append(.decision(invariant, view: .page, detail: "reset") { message })
      case .appended:
        findings.append(.decision(invariant, view: .page, detail: "append") { message })
      case .sent(let request, _):
        findings.append(.decision(invariant, view: .page, detail: "\(request.kind)-sent") { message })
      default:
        findings.append(.decision(invariant, view: .page) { message })
      }
    }
    return findings
  }

  private mutating func judge(_ event: LoadEvent, enabled: InvariantSet) -> (Invariant, String)? {
    switch event {
    case .refreshControlFired:
      return nil

    case .sent(let request, let moment):
      switch request.kind {
      case .refresh:
        latestRefresh = request.id
        if enabled.contains(.refreshArmsAtTop),
          moment.contentOwnsScrolling || moment.containerDistanceFromTop > offsetTolerance
        {
          return (.refreshArmsAtTop, "\(request) sent while \(describe(moment))")
        }
      case .nextPage:
        defer { openNextPages.append(request.id) }
        if enabled.contains(.bottomHitArmsWithContent), !moment.contentOwnsScrolling {
          return (.bottomHitArmsWithContent, "\(request) (page \(request.page)) sent while \(describe(moment))")
        }
        if enabled.contains(.singleFlightNextPage), let open = openNextPages.first {
          return (.singleFlightNextPage, "\(request) sent while nextPage#\(open) was still in flight")
        }
      case .slots:
        break
      }
      return nil

    case .cancelled(let request):
      openNextPages.removeAll { $0 == request.id }
      return nil

    case .delivered(let response):
      openNextPages.removeAll { $0 == response.request.id }
      return nil

    case .bannerResized(let from, let to, let source, let moment):
      if enabled.contains(.refreshSupersedes), let stale = supersededMessage(source) {
        return (.refreshSupersedes, "banner resized \(fmt(from)) -> \(fmt(to)) by \(stale)")
      }
      if enabled.contains(.ceilingStillWhileContentOwns), source.kind != .refresh, moment.contentOwnsScrolling,
        abs(to - from) > offsetTolerance
      {
        return (
          .ceilingStillWhileContentOwns,
          "banner resized \(fmt(from)) -> \(fmt(to)) by \(source) while the content owns the pan"
        )
      }
      return nil

    case .appended(let source, let pagesBefore):
      if enabled.contains(.noStaleAppend), let stale = supersededMessage(source) {
        return (.noStaleAppend, "page \(source.page) appended by \(stale)")
      }
      if enabled.contains(.pagesInOrder), source.page != pagesBefore + 1 {
        return (
          .pagesInOrder,
          "list\(source.list) showed pages 1...\(pagesBefore) and \(source) appended page \(source.page)"
        )
      }
      return nil

    case .reset(let source):
      if enabled.contains(.refreshSupersedes), let stale = supersededMessage(source) {
        return (.refreshSupersedes, "list\(source.list) reset to page one by \(stale)")
      }
      return nil
    }
  }

  /// When `source` was sent before the latest refresh started, says so; otherwise `nil`.
  private func supersededMessage(_ source: NetworkRequest) -> String? {
    guard latestRefresh > source.id else { return nil }
    return "\(source), sent before refresh#\(latestRefresh) started"
  }

  private func describe(_ moment: LoadMoment) -> String {
    let owner = moment.contentOwnsScrolling ? "the content owns the pan" : "the container owns the pan"
    return "\(owner), container \(fmt(moment.containerDistanceFromTop)) pt below its top"
  }
}
