// From a replay's recorded activity to one root cause per violation.
//
// The rules, by what broke:
// - a pan given to the wrong view (`paging-gates`, `header-content-gates`, a drag swallowed because the outer
//   refused to follow a list): the gesture decision taken when the pan was recognized (DecisionCause.swift);
// - a violation that happens while a state an earlier frame left still breaks a rule (an outer left past
//   `maxOffsetY`, a list left off its top under a visible header: CaseHistory.swift) takes that state's cause: the
//   write it shows is correct code reacting to the state (the lock pinning the outer for the list, the clamp
//   pulling the outer back), and the fix is wherever the state came from; likewise within a frame, when the write
//   that moved the view was made while another view broke such a rule (the recorder notes it at each write), or
//   ended the view's own breaking of one (the reset bringing back a list the finger scrolled under the header);
// - otherwise, a write of the code under test to the view concerned (the same list, when the rule names one): in
//   the onset frame the last such write (it moved the view into violation); in a rule judged over a span (a
//   swallowed drag, a status-bar tap until the page rests, a momentum handoff, a page that never settles), the site
//   that wrote most in the span. The flag rule counts flag writes (`scrollsToTop`), every other rule offset writes;
//   a status-bar tap counts only writes that did not move the outer toward its top (the lock pulling an outer
//   back to the pin is not what kept the header hidden; a write that stops the scroll to the top is);
// - for a state rule whose onset frame shows no such write, the write that gave the view the value it has: a list
//   that has not moved since a write put it there (a top written wrong while the header was hidden); for a flag, the
//   last flag write to any list (the code that keeps the flags did not update this one);
// - no such write, but callbacks ran: a missing write, keyed by the write that was needed (the rule's name, or what
//   the write does where two rules miss the same one: MissingWrite.swift) and the kind of view, since which
//   callbacks a frame delivers depends on the gesture, not on the code (they are listed in its location); on a
//   UIKit page the pager's delegate is such a callback (`pagerDidScroll()`): a container that loads a list there
//   and leaves it UIKit's default `scrollsToTop` ran, and missed the write;
// - nothing of the code under test ran: no cause (reports group by signature);
// - a view written to a wrong top (0 for `-adjustedContentInset.top`, a top from before an inset change): one cause
//   whatever carried the value (WrongTop.swift); likewise the outer written above its own top, a ceiling computed
//   below zero (CeilingAboveTop.swift);
// - a load rule broken by a request sent earlier, or by a response that should have been dropped: LoadCause.swift;
// - any rule broken in a window where the code read a list the page had unloaded: that read (StaleView.swift);
// - a drag swallowed, or a pull that did not bring the header back, while an animation the code started ran on under
//   the finger: the write that started it (AnimationUnderFinger.swift);
// - any rule broken in a window (or in a state left by one) where the outer was held for a list off screen while
//   the lists on screen stood at their tops: the read of that list (OffScreenDecision.swift);
// - a view left breaking a state rule by code that read it there and wrote nothing, when that code, shown the view
//   further off at that read, writes it back where it stood: the cause its write has; and a hold of the outer for a
//   list at its true top that a cached former top explains: that wrong top (Counterfactual.swift).
//
// A stop (`setContentOffset(_:animated: false)` to the offset the view had) is keyed without its view: it moves
// nothing, and which view's scroll it ends is the gesture's doing (zeroes-handoff-velocity's one line stops the outer
// at list-to-outer handoffs and the list at outer-to-list ones). A plain assignment of an equal offset (the seeds'
// unconditional pins) is not a stop: it ends no scroll.
//
// A write's site is its innermost code-under-test frames up to the callback that made it, not including the
// callback unless the write is in it: a helper every write goes through (`pin(_:at:)`) is told apart by its caller
// (`clampOuterToMax`, `holdTopEdge`), and one helper reached from two callbacks (the reset, from the outer's and a
// list's) is one site.
//
// Two replays: the first records the history (CaseHistory.swift), the second the code's activity in the frames
// the first showed to matter. Both are the deterministic run that found the violations.

import Coordinators
import ScrollSim

/// Root causes of violations, found by replaying their case with a `CauseRecorder` (see the file comment).
@MainActor
public enum RootCauses {
  /// Callbacks of the coordinator and load protocols: where a write site stops climbing.
  static let callbackNames: Set<String> = [
    "attach", "outerDidScroll", "listDidScroll", "currentPageDidChange", "pageDidReload", "listDidLoad",
    "listDidScrollToTop", "containerDidScroll", "contentDidScroll", "didReceive", "refreshControlDidFire", "slotsWanted",
    "listDidChangeAdjustedContentInset", "outerDidChangeAdjustedContentInset",
  ]

  /// The rules judged from the load logic's events (LoadInvariantTracker.swift).
  static let loadRules: Set<Invariant> = [
    .refreshSupersedes, .singleFlightNextPage, .noStaleAppend, .refreshArmsAtTop, .bottomHitArmsWithContent, .pagesInOrder,
    .ceilingStillWhileContentOwns,
  ]

  /// Rules whose violation may be correct code reacting to a state an earlier frame left. Not the flag rule (its
  /// evidence is flags, not offsets), the gesture decisions, a feedback loop (the code's own writes, within the
  /// frame), a non-finite state, nor the load rules (events of the load logic).
  static let reactingRules: Set<Invariant> = [
    .headerVisibleListsAtTop, .outerWithinMax, .noUnexplainedJump, .noSwallowedGesture, .statusBarShowsTop, .settles,
    .momentumCarried, .headerReturnsOnPull,
  ]

  /// Replays `steps` on `world` with a recorder for `violations`' windows and returns each one's cause, by signature.
  /// The replay is deterministic, so it shows the same violations at the same frames as the run that found them.
  public static func attribute(
    _ entry: CoordinatorEntry, world: WorldConfig, steps: [Step], violations: [Violation], options: RunOptions = RunOptions()
  ) -> [BugSignature: RootCause] {
    guard !violations.isEmpty else { return [:] }
    let replay = options.forCauseReplay
    var traced = replay
    traced.recordHistory = true
    let first = Runner.run(entry, world: world, steps: steps, options: traced, probe: nil)
    let history = first.history
    var questions: [(own: CauseQuestion, left: CauseQuestion?)] = []
    for violation in violations {
      let own = CauseQuestion(violation, steps: steps, history: history, handoffs: first.handoffs)
      let left = violation.invariant.builtIn.map(reactingRules.contains) == true
        ? history.leftState(before: violation.frame).map { CauseQuestion(left: $0, steps: steps, history: history) } : nil
      questions.append((own, left))
    }
    let windows = questions.flatMap { [$0.own] + ($0.left.map { [$0] } ?? []) }.flatMap(\.windows)
    let recorder = CauseRecorder(windows: windows, settlingStep: steps.count)
    _ = Runner.run(entry, world: world, steps: steps, options: replay, probe: recorder)
    let counterfactuals = Counterfactuals(entry: entry, world: world, steps: steps, options: replay)
    var causes: [BugSignature: RootCause] = [:]
    for (violation, question) in zip(violations, questions) {
      if let stale = staleViewCause(of: question.own, recorder: recorder) {
        causes[violation.signature] = stale
      } else if let offScreen = offScreenCause(of: question.own, recorder: recorder)
        ?? question.left.flatMap({ offScreenCause(of: $0, recorder: recorder) }) {
        causes[violation.signature] = offScreen
      } else if let decision = decisionCause(of: violation, recorder: recorder) {
        causes[violation.signature] = decision
      } else if let animation = animationUnderFingerCause(of: question.own, recorder: recorder, history: history) {
        causes[violation.signature] = animation
      } else if violation.invariant.builtIn.map(loadRules.contains) == true, let load = loadCause(of: violation, recorder: recorder) {
        causes[violation.signature] = load
      } else if let left = question.left, case let cause = cause(
        of: left, recorder: recorder, history: history, counterfactuals: counterfactuals, reacting: false), cause.isLocated {
        causes[violation.signature] = cause
      } else {
        causes[violation.signature] = cause(
          of: question.own, recorder: recorder, history: history, counterfactuals: counterfactuals, reacting: violation.invariant.builtIn.map(reactingRules.contains) == true)
      }
    }
    return causes
  }

  /// The cause of one violation: `attribute` for one.
  public static func attribute(
    _ entry: CoordinatorEntry, world: WorldConfig, steps: [Step], violation: Violation, options: RunOptions = RunOptions()
  ) -> RootCause {
    attribute(entry, world: world, steps: steps, violations: [violation], options: options)[violation.signature] ?? .none
  }

  static func kind(of view: ConcernedView) -> String {
    switch view {
    case .outer: "outer"
    case .listOnScreen, .listOffScreen: "list"
    case .pager: "pager"
    case .page: "page"
    }
  }

  /// The cause `question` asks for; with `reacting`, a write that reacted to another view's broken state hands over to
  /// that state's cause.
  /// With `askingOuter`, the question is about the outer's write for a list the header came back over
  /// (MissingWrite.swift), asked once the list itself showed no cause.
  /// `counterfactuals` plays the case again with a view moved at a read, for a write the code declined
  /// (Counterfactual.swift).
  static func cause(
    of question: CauseQuestion, recorder: CauseRecorder, history: CaseHistory, counterfactuals: Counterfactuals,
    reacting: Bool, askingOuter: Bool = false
  ) -> RootCause {
    let violation = question.violation
    let window = question.window
    let headerReturned = askingOuter
    let view = headerReturned ? "outer" : kind(of: violation.view)
    let inWindow = { (frame: Int, step: Int) in window.contains(frame: frame, step: step) }
    let flagRule = violation.invariant == .singleScrollsToTop
    // A load rule judges an event of the load logic: the action that made it (its call stack) is the cause, not a
    // view write that happened in the same frame.
    let loadRule = violation.invariant.builtIn.map(loadRules.contains) == true
    let kinds: Set<String> =
      violation.invariant == .noSwallowedGesture ? ["outer", "list"] : view == "page" ? ["outer", "list", "pager", "page"] : [view]
    let concerns = { (write: CauseRecorder.Write) in
      kinds.contains(write.view) && (question.list == nil || write.list == nil || write.list == question.list)
        && (loadRule ? write.property == .loadAction : flagRule ? write.property == .scrollsToTop : write.property == .offset)
    }
    // A state rule's write must have left the view breaking it (the finger may move a list after a reset put it at
    // its top). A status-bar tap's must have kept the header away: moved the outer away from its top, other than by
    // carrying on the outer's own motion (the lock's pin meeting a coast that arrives at `maxOffsetY`: the coast kept
    // the header hidden, and stopping it was the tap's code's to do), or held it where it was (a stop ends the scroll
    // to the top, or the momentum a handoff would have given it). A pin that pulls the outer back from its own creep
    // away from the top keeps nothing away.
    let stateRule = violation.invariant == .headerVisibleListsAtTop || violation.invariant == .outerWithinMax
    let effective = { (write: CauseRecorder.Write) in
      let after = write.after ?? write.before
      if headerReturned { return history.state(at: write.frame).map { after < $0.maxOffsetY - offsetTolerance } ?? true }
      if stateRule, let invariant = violation.invariant.builtIn { return history.breaks(invariant, list: question.list, y: after, at: write.frame) }
      if violation.invariant == .statusBarShowsTop {
        // An animated scroll that aimed where the page came to rest, short of its top (the tap's code animating the
        // outer to 0, not to `-adjustedContentInset.top`): the write that kept the header from showing in full.
        if let target = write.target { return history.state(at: violation.frame).map { abs($0.outerY - target) <= offsetTolerance } ?? false }
        // Holding the outer where it was keeps the header away only if it ends a scroll: a stop does, an assignment
        // of the offset it already had (the seeds' unconditional pins) ends nothing, whatever moves the outer after it
        // in the frame (offset-lock-seed, case 188: the pin's equal assignment, then another write a third of a point
        // further, judged by where the outer went next, kept the tap's finding in the pin's group).
        if let written = write.written, abs(written - write.before) < 1e-9, !write.isStop { return false }
        let motion = history.outerMotion(before: write.frame, at: write.before)
        if after > write.before { return !(motion.now > 0 || motion.previous > 0) }
        return motion.now <= 0 && after >= write.before - offsetTolerance
      }
      return true
    }
    // A status-bar tap whose own callback read the outer at a wrong top and declined to scroll it: what held the
    // outer afterwards (the lock's pin repeating itself) held an outer nothing had asked to move.
    if violation.invariant == .statusBarShowsTop,
      case let callbacks = callbacksThatRan(in: window, recorder: recorder, inWindow: inWindow), !callbacks.isEmpty,
      let declined = declinedWrongTop(question, recorder: recorder, history: history, inWindow: inWindow, callbacks: callbacks) {
      return declined
    }
    // A tap that came to rest with the outer at its top and the list on screen off its own: the list's last write in
    // the window, when it put the list at a wrong top (a top cached before an inset change), is the cause.
    if violation.invariant == .statusBarShowsTop, let state = history.state(at: violation.frame),
      abs(state.outerY - state.outerTop) <= offsetTolerance, state.listOffTop(state.visiblePage),
      let write = recorder.writes.last(where: { write in
        inWindow(write.frame, write.step) && write.view == "list" && write.list == state.visiblePage && write.property == .offset
      }),
      let frames = site(write),
      let wrong = wrongTop(
        written: write, frames: frames, rule: violation.invariant, history: history, recorder: recorder,
        callbacks: [write.source.callbackName]) {
      return wrong
    }
    var candidates = recorder.writes.filter { write in inWindow(write.frame, write.step) && concerns(write) && effective(write) }
    // A scroll that aimed at where the tap's page came to rest is that tap's cause before any write that only held it.
    if violation.invariant == .statusBarShowsTop, case let aimed = candidates.filter({ $0.target != nil }), !aimed.isEmpty {
      candidates = aimed
    }
    // A swallowed drag: a write that brought the outer back from past `maxOffsetY` is the pin doing its job against the
    // finger's push, not what kept the finger's view still; whatever else wrote in the span did that (offset-lock-seed,
    // case 126: at an off-grid ceiling the pin puts the outer back a third of a point short of it, and the seed's strict
    // header test, seeing the header, resets the list under the finger every frame).
    if violation.invariant == .noSwallowedGesture,
      case let others = candidates.filter({ $0.view != "outer" || $0.corrects?.invariant != .outerWithinMax }),
      !others.isEmpty {
      candidates = others
    }
    // A state rule's view with no write at the onset: the write that gave it its value. For the flag rule, the last
    // flag write to any list: one piece of code keeps the lists' flags, and a flag nobody wrote (a list left with
    // the default) is that code's to set.
    if !headerReturned, !candidates.contains(where: { $0.frame == violation.frame }), let departure = question.departure {
      let earlier = recorder.writes.filter { write in
        flagRule
          ? kinds.contains(write.view) && write.property == .scrollsToTop && write.frame <= violation.frame
          : concerns(write) && write.frame == departure && effective(write)
      }
      if let last = earlier.last(where: { site($0) != nil }) { candidates = [last] }
    }
    var chosen: (write: CauseRecorder.Write, frames: [CodeFrame])?
    var located: [(write: CauseRecorder.Write, frames: [CodeFrame])] = []
    if candidates.count == 1, let only = candidates.first, let frames = site(only), only.frame != violation.frame {
      chosen = (only, frames)
    }
    // Sites of the candidates, innermost first; a write with no code-under-test frame (a step's own write) is no cause.
    // Symbolized lazily: in the onset frame from the last write back until one is located; in a span, the latest 64.
    for write in candidates.reversed() where chosen == nil && write.frame == violation.frame {
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
      // Correct code reacting, within the frame, to a state another view broke just before (the lock pinning the
      // outer for a list the finger scrolled under a visible header): that state's cause.
      let write = chosen.write
      // A correction hands over only a state that outlived a frame: one the finger made within this frame and the
      // code undid before the frame ended (the pin bringing back an outer the finger pushed past `maxOffsetY`) is
      // the code doing its job in time, whatever else the write did.
      let corrected = write.corrects.flatMap { state in
        history.breaks(state.invariant, list: state.list, y: write.after ?? write.before, at: write.frame)
          || !history.broke(state.invariant, list: state.list, atEndOf: write.frame - 1) ? nil : state
      }
      let callbacks = located.filter { $0.frames.map(\.function) == chosen.frames.map(\.function) }
        .map(\.write.source.callbackName)
      // A write of a wrong top is the cause even where it reacts to another view's state: the reaction was right to
      // write, and wrong in the value it wrote.
      if let wrong = wrongTop(
        written: write, frames: chosen.frames, rule: violation.invariant, history: history, recorder: recorder, callbacks: callbacks) {
        return wrong
      }
      if let ceiling = ceilingAboveTop(written: write, frames: chosen.frames, history: history, callbacks: callbacks) {
        return ceiling
      }
      if let held = heldForWrongTop(
        written: write, frames: chosen.frames, recorder: recorder, counterfactuals: counterfactuals, callbacks: callbacks) {
        return held
      }
      if reacting, let state = write.reactsTo ?? corrected {
        let left = CaseHistory.LeftState(
          invariant: state.invariant, list: state.list, onset: chosen.write.frame, stepIndex: violation.stepIndex)
        let cause = cause(
          of: CauseQuestion(left: left, steps: [], history: history), recorder: recorder, history: history,
          counterfactuals: counterfactuals, reacting: false)
        if cause.isLocated { return cause }
      }
      return RootCause(
        kind: .write, view: chosen.write.isStop ? "view" : chosen.write.view, site: chosen.frames.map(\.function),
        location: location(of: chosen.frames),
        callbacks: ordered(callbacks), fromStack: CallStack.isAvailable)
    }
    let callbacks = callbacksThatRan(in: window, recorder: recorder, inWindow: inWindow)
    guard !callbacks.isEmpty else { return .none }
    if let declined = declinedWrongTop(question, recorder: recorder, history: history, inWindow: inWindow, callbacks: callbacks) {
      return declined
    }
    if let declined = declinedOwnTarget(
      question, recorder: recorder, history: history, counterfactuals: counterfactuals, inWindow: inWindow, callbacks: callbacks) {
      return declined
    }
    if !askingOuter, headerReturnedOverScrolledList(question, history: history),
      !wroteList(question.list, inFrame: violation.frame, recorder: recorder) {
      return cause(
        of: question, recorder: recorder, history: history, counterfactuals: counterfactuals, reacting: reacting,
        askingOuter: true)
    }
    let needed = neededWrite(question, askingOuter: askingOuter)
    return RootCause(
      kind: .missingWrite, view: needed.view, site: [needed.site],
      location: "returned without writing the \(needed.view): " + callbacks.joined(separator: ", "), callbacks: callbacks,
      fromStack: CallStack.isAvailable)
  }

  /// The callbacks that ran in the window without writing the view; if none ran there, those of the frames after the
  /// onset while the violation may last (`CauseWindow.lookahead`): a rule broken by the simulation's own motion is the
  /// code's to mend at its next call.
  static func callbacksThatRan(in window: CauseWindow, recorder: CauseRecorder, inWindow: (Int, Int) -> Bool) -> [String] {
    var ran: [String] = []
    for (frame, entry) in recorder.callbacks.sorted(by: { $0.key < $1.key }) where inWindow(frame, entry.step) {
      ran += entry.names
    }
    if ran.isEmpty, let next = recorder.callbacks.keys.filter({ window.lookahead.contains($0) }).min() {
      ran = recorder.callbacks[next]!.names
    }
    return ordered(ran).filter { $0 != "none" }
  }

  /// Where to look for a site: its innermost frame with a known line (`file:line`), else its innermost frame.
  static func location(of frames: [CodeFrame]) -> String {
    (frames.first { ($0.line ?? 0) > 0 } ?? frames[0]).location
  }

  /// A write's site (`sitePath` of its code-under-test frames), or `nil` for a write no code under test made.
  static func site(_ write: CauseRecorder.Write) -> [CodeFrame]? {
    let frames = sitePath(CallStack.codeUnderTest(write.addresses))
    if !frames.isEmpty { return frames }
    return !CallStack.isAvailable && write.source != .none ? [CodeFrame(function: write.source.callbackName)] : nil
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

extension RunOptions {
  /// These options for a root-cause replay: the case plays as in the run that found it, with nothing recorded that
  /// attribution does not read (no trace, no coverage, no search feedback).
  var forCauseReplay: RunOptions {
    var replay = self
    replay.recordTrace = false
    replay.trackCoverage = false
    replay.trackSearchFeedback = false
    return replay
  }
}
