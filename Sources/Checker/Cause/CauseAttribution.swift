// From a replay's recorded activity to one root cause per violation.
//
// The rules, by what broke:
// - a pan given to the wrong view (`paging-gates`, `header-content-gates`, a drag swallowed because the outer
//   refused to follow a list): the gesture decision taken when the pan was recognized;
// - otherwise, a write of the code under test to the kind of view concerned: in the onset frame the last such
//   write (it moved the view into violation); in a rule judged over a span (a swallowed drag, a status-bar tap
//   until the page rests, a momentum handoff, a page that never settles), the site that wrote most in the span.
//   The flag rule counts flag writes (`scrollsToTop`), every other rule offset writes;
// - no such write, but callbacks ran: a missing write, keyed by the rule and the kind of view, since which
//   callbacks a frame delivers depends on the gesture, not on the code (they are listed in its location);
// - nothing of the code under test ran: no cause (reports group by signature).
//
// A write's site is its innermost code-under-test frames up to the callback that made it, not including the
// callback unless the write is in the callback itself: a helper every write goes through (`pin(_:at:)`) is
// told apart by its caller (`clampOuterToMax`, `holdTopEdge`), and one helper reached from two callbacks (the
// reset, from the outer's and a list's) is one site.

import Coordinators
import ScrollSim

/// Root causes of violations, found by replaying their case with a `CauseRecorder` (see the file comment).
@MainActor
public enum RootCauses {
  /// Callbacks of the coordinator and load protocols: where a write site stops climbing.
  static let callbackNames: Set<String> = [
    "attach", "outerDidScroll", "listDidScroll", "currentPageDidChange", "pageDidReload", "listDidLoad",
    "listDidScrollToTop", "containerDidScroll", "contentDidScroll", "didReceive", "refreshControlDidFire", "slotsWanted",
  ]

  /// Replays `steps` on `world` with a recorder for `violations`' windows and returns each one's cause, by signature.
  /// The replay is deterministic, so it shows the same violations at the same frames as the run that found them.
  public static func attribute(
    _ entry: CoordinatorEntry, world: WorldConfig, steps: [Step], violations: [Violation], options: RunOptions = RunOptions()
  ) -> [BugSignature: RootCause] {
    guard !violations.isEmpty else { return [:] }
    let recorder = CauseRecorder(windows: violations.map { window(of: $0, steps: steps) }, settlingStep: steps.count)
    var replay = options
    replay.recordTrace = false
    replay.trackCoverage = false
    replay.trackSearchFeedback = false
    _ = Runner.run(entry, world: world, steps: steps, options: replay, probe: recorder)
    var causes: [BugSignature: RootCause] = [:]
    for violation in violations {
      causes[violation.signature] = cause(of: violation, steps: steps, recorder: recorder)
    }
    return causes
  }

  /// The cause of one violation: `attribute` for one.
  public static func attribute(
    _ entry: CoordinatorEntry, world: WorldConfig, steps: [Step], violation: Violation, options: RunOptions = RunOptions()
  ) -> RootCause {
    attribute(entry, world: world, steps: steps, violations: [violation], options: options)[violation.signature] ?? .none
  }

  /// The frames and steps a violation's cause may lie in.
  static func window(of violation: Violation, steps: [Step]) -> CauseWindow {
    let onset = violation.frame
    let step = violation.stepIndex ?? steps.count
    switch violation.invariant {
    case .noSwallowedGesture:
      return CauseWindow(frames: onset...onset, steps: step...step)
    case .statusBarShowsTop:
      // From the tap to the frame the page came to rest.
      let tap = (0...min(step, steps.count - 1)).last { steps[$0].kind == .tapStatusBar } ?? step
      return CauseWindow(frames: onset...onset, steps: tap...step)
    case .momentumCarried:
      return CauseWindow(frames: max(onset - 4, 0)...onset)
    case .settles:
      return CauseWindow(frames: max(onset - 120, 0)...onset)
    default:
      return CauseWindow(frames: onset...onset)
    }
  }

  static func kind(of view: ConcernedView) -> String {
    switch view {
    case .outer: "outer"
    case .listOnScreen, .listOffScreen: "list"
    case .pager: "pager"
    case .page: "page"
    }
  }

  static func cause(of violation: Violation, steps: [Step], recorder: CauseRecorder) -> RootCause {
    let window = window(of: violation, steps: steps)
    let view = kind(of: violation.view)
    if let decision = decisionCause(of: violation, recorder: recorder) { return decision }
    let inWindow = { (frame: Int, step: Int) in window.frames.contains(frame) || (window.steps?.contains(step) ?? false) }
    let flagRule = violation.invariant == .singleScrollsToTop
    let kinds: Set<String> =
      violation.invariant == .noSwallowedGesture ? ["outer", "list"] : view == "page" ? ["outer", "list", "pager", "page"] : [view]
    let candidates = recorder.writes.filter { write in
      inWindow(write.frame, write.step) && kinds.contains(write.view)
        && (flagRule ? write.property == .scrollsToTop : write.property == .offset)
    }
    // Sites of the candidates, innermost first; a write with no code-under-test frame (a step's own write) is no cause.
    // Symbolized lazily: in the onset frame from the last write back until one is located; in a span, the latest 64.
    func site(_ write: CauseRecorder.Write) -> [CodeFrame]? {
      let frames = sitePath(CallStack.codeUnderTest(write.addresses))
      if !frames.isEmpty { return frames }
      return !CallStack.isAvailable && write.source != .none ? [CodeFrame(function: write.source.callbackName)] : nil
    }
    var chosen: (write: CauseRecorder.Write, frames: [CodeFrame])?
    var located: [(write: CauseRecorder.Write, frames: [CodeFrame])] = []
    for write in candidates.reversed() where write.frame == violation.frame {
      if let frames = site(write) {
        chosen = (write, frames)
        break
      }
    }
    if chosen == nil {
      for write in candidates.suffix(64) { if let frames = site(write) { located.append((write, frames)) } }
      // The site that wrote most in the span; ties go to the latest.
      var counts: [[String]: Int] = [:]
      for item in located { counts[item.frames.map(\.function), default: 0] += 1 }
      chosen = located.reversed().max { counts[$0.frames.map(\.function)]! < counts[$1.frames.map(\.function)]! }
    } else {
      located = [chosen!]
    }
    if let chosen {
      let callbacks = located.filter { $0.frames.map(\.function) == chosen.frames.map(\.function) }
        .map(\.write.source.callbackName)
      return RootCause(
        kind: .write, view: chosen.write.view, site: chosen.frames.map(\.function),
        location: (chosen.frames.first { ($0.line ?? 0) > 0 } ?? chosen.frames[0]).location,
        callbacks: ordered(callbacks), fromStack: CallStack.isAvailable)
    }
    // Callbacks that ran in the window without writing the view.
    // The window's callbacks; if none ran there, those of the frames after the onset while the violation may last
    // (`CauseWindow.lookahead`): a rule broken by the simulation's own motion is the code's to mend at its next call.
    var ran: [String] = []
    for (frame, entry) in recorder.callbacks.sorted(by: { $0.key < $1.key }) where inWindow(frame, entry.step) {
      ran += entry.names
    }
    if ran.isEmpty, let next = recorder.callbacks.keys.filter({ window.lookahead.contains($0) }).min() {
      ran = recorder.callbacks[next]!.names
    }
    let callbacks = ordered(ran).filter { $0 != "none" }
    guard !callbacks.isEmpty else { return .none }
    return RootCause(
      kind: .missingWrite, view: view, site: [violation.invariant.rawValue],
      location: "returned without writing the \(view): " + callbacks.joined(separator: ", "), callbacks: callbacks,
      fromStack: CallStack.isAvailable)
  }

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
    switch violation.invariant {
    case .pagingGates:
      return made(.pagerShouldBegin, true)
    case .headerContentGates:
      return made(.outerJoinsHeaderContent, true) ?? made(.headerContentShouldBegin, true)
    case .noSwallowedGesture:
      // The pan went to the pager or the carousel, or the outer refused to follow the list.
      return made(.pagerShouldBegin, true) ?? made(.headerContentShouldBegin, true) ?? made(.outerJoinsList, false)
    default:
      return nil
    }
  }

  /// A write's site: its code-under-test frames up to, not including, the callback that made it (the callback itself
  /// when the write is in it).
  static func sitePath(_ frames: [CodeFrame]) -> [CodeFrame] {
    guard !frames.isEmpty else { return [] }
    var site: [CodeFrame] = []
    for (index, frame) in frames.enumerated() {
      if index > 0, isCallback(frame.function) { break }
      // A same-named overload that forwards (`resetListsToTop()` to `resetListsToTop(on:)`) is the same site.
      if let last = site.last, baseName(last.function) == baseName(frame.function) { continue }
      site.append(frame)
    }
    return site
  }

  /// `resetListsToTop` from `NestedScrollingCoordinators.OffsetLockCoordinator.resetListsToTop(on:)`.
  static func baseName(_ function: String) -> Substring {
    function.prefix { $0 != "(" }.split(separator: ".").last ?? Substring(function)
  }

  /// Whether `function` (`Module.Type.name(labels)`) is a coordinator or load callback.
  static func isCallback(_ function: String) -> Bool {
    let head = function.prefix { $0 != "(" }
    guard let name = head.split(separator: ".").last else { return false }
    return callbackNames.contains(String(name))
  }

  /// Names once each, in first-seen order.
  static func ordered(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
