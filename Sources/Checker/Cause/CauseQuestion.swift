// What a root-cause replay is asked about one violation, or about the state an earlier frame left that the
// violation reacts to: the rule, the onset frame, the view (the very list when the rule names one), and the frames
// whose writes may hold the cause (CauseAttribution.swift). Built from the first replay's history, before the
// second replay, which records exactly those frames.

import ScrollSim

/// One question for the cause recorder (see the file comment).
struct CauseQuestion {
  /// The rule broken, its onset frame and step, the kind of view concerned.
  var violation: Violation
  /// The list concerned, when the rule names one (`nil`: any view of the kind).
  var list: Int?
  /// For a state rule, the frame in which the concerned view took the value it broke the rule with (a list's offset;
  /// for the flag rule, any earlier frame: flag writes are recorded in all of them).
  var departure: Int?
  /// The frames and steps whose writes may hold the cause.
  var window: CauseWindow

  /// Every window the recorder must record for this question.
  var windows: [CauseWindow] {
    guard let departure, departure != violation.frame, violation.invariant != .singleScrollsToTop else { return [window] }
    return [window, CauseWindow(frames: departure...departure)]
  }

  /// A question about `violation` itself.
  init(_ violation: Violation, steps: [Step], history: CaseHistory, handoffs: [HandoffSample]) {
    self.violation = violation
    list = Self.listIndex(in: violation)
    window = Self.window(of: violation, steps: steps, handoffs: handoffs)
    switch violation.invariant.builtIn {
    case .headerVisibleListsAtTop:
      departure = list.map { history.departure(ofList: $0, at: violation.frame) }
    case .outerWithinMax:
      departure = history.departureOfOuter(at: violation.frame)
    case .singleScrollsToTop:
      departure = violation.frame
    default:
      departure = nil
    }
  }

  /// A question about the state a violation reacts to: the rule as it broke at the state's onset.
  init(left: CaseHistory.LeftState, steps: [Step], history: CaseHistory) {
    let view: ConcernedView = left.list == nil ? .outer : .listOffScreen
    let onset = Violation(
      signature: BugSignature(invariant: .builtIn(left.invariant), view: view, direction: .forward, band: .severe, step: "left"),
      frame: left.onset, stepIndex: left.stepIndex, severity: 0, message: "state left before a later violation")
    self.init(onset, steps: steps, history: history, handoffs: [])
    list = left.list
    departure = left.list.map { history.departure(ofList: $0, at: left.onset) } ?? history.departureOfOuter(at: left.onset)
  }

  /// The list a violation's message names (`list2 y 300 != top 0`, `list1 moved …`, `list0 scrollsToTop is …`): the
  /// checker writes each list by its view's name. `nil` for other views, or a message naming none.
  static func listIndex(in violation: Violation) -> Int? {
    guard violation.view == .listOnScreen || violation.view == .listOffScreen else { return nil }
    guard let range = violation.message.range(of: "list") else { return nil }
    let digits = violation.message[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
    return Int(digits)
  }

  /// The frames and steps a violation's cause may lie in.
  static func window(of violation: Violation, steps: [Step], handoffs: [HandoffSample]) -> CauseWindow {
    let onset = violation.frame
    let step = violation.stepIndex ?? steps.count
    switch violation.invariant.builtIn {
    case .noSwallowedGesture, .headerReturnsOnPull:
      return CauseWindow(frames: onset...onset, steps: step...step)
    case .statusBarShowsTop:
      // From the tap to the frame the page came to rest.
      let tap = (0...min(step, max(steps.count - 1, 0))).last { steps.indices.contains($0) && steps[$0].kind == .tapStatusBar } ?? step
      return CauseWindow(frames: onset...onset, steps: tap...step)
    case .momentumCarried:
      // From the boundary frame of the handoff measured last before the onset (the receiver is judged frames later).
      let boundary = handoffs.last { $0.frame <= onset }?.frame ?? (onset - 4)
      return CauseWindow(frames: max(min(boundary, onset), 0)...onset)
    case .settles:
      return CauseWindow(frames: max(onset - 120, 0)...onset)
    default:
      return CauseWindow(frames: onset...onset)
    }
  }
}
