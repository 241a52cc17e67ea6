// A declined write, told apart by a counterfactual. A view left breaking a state rule, with no write to blame, is a
// missing write; but when code read the view just as it was left and wrote nothing, the code decided, and no call
// stack shows why. Two reasons leave the same state:
// - the code's test declines on that side (the NestedPaging article's one-sided `y − top > 0.5` reset guard leaves a
//   list standing above its top): a missing write, the test's to fix;
// - the code aims the view exactly where it stood, so the write looked unneeded (a top cached before the inset
//   shrank; overshoot-and-wipe's clamp to `maxOffsetY + 1` finding the outer already there): the same wrong target
//   the code writes everywhere else, so the same cause as those writes.
// Values cannot tell them apart: a one-sided guard and a cached top leave a list at the same old top. A replay can.
// The case is played again and, at the very read, the view is moved a little further from where the rule wants it
// (`SimScrollView.moveUnannounced`: no callback, no probe), so the code that is reading sees it elsewhere. Code that
// aims at where the view stood now writes it back there, and its decline takes that write's cause; code that declines
// for its test's sign declines again, and code that aims at the right value writes that: both stay missing writes.
//
// The same question, asked of a write, shows a decision taken on a wrong top: the shipped pin holding the outer for a
// list that stands at its true top, because the code measures the list against a top cached before its inset shrank.
// Shown the list halfway up to that former top, such code still holds; shown it at the former top, it lets go. Code
// that holds whatever the list does (a pin that ignores it) or that tests the top strictly (it lets go a point above)
// answers otherwise, and keeps its own cause.

import Coordinators
import ScrollSim

/// The case a root-cause replay explains, to play again with a view moved at one read (see the file comment).
@MainActor
final class Counterfactuals {
  let entry: CoordinatorEntry
  let world: WorldConfig
  let steps: [Step]
  /// The root-cause replay's own options (`RunOptions.forCauseReplay`).
  let options: RunOptions
  /// Outcomes already replayed, by read (`frame`, view, ordinal): several violations often ask about one read.
  private var outcomes: [Key: CauseRecorder.Write?] = [:]
  /// How far a counterfactual moves the view: more than the rules' tolerance and any pixel rounding, less than the
  /// smallest band of positions a rule judges (a rubber band of a few points).
  static let nudge = 10.0
  /// Replays per question at most, latest read first: each is a whole replay of the case.
  static let readsTried = 3

  /// One counterfactual: the read at which a view is moved (the `ordinal`-th read of list `list`, or of the outer,
  /// in `frame`), how far, and which view's next write is watched (the view moved, or the outer).
  struct Key: Hashable {
    var frame: Int
    var list: Int?
    var ordinal: Int
    var delta: Double
    var watchesOuter = false
  }

  init(entry: CoordinatorEntry, world: WorldConfig, steps: [Step], options: RunOptions) {
    self.entry = entry
    self.world = world
    self.steps = steps
    self.options = options
  }

  /// The first offset write the code made, in the frame of the read `key` and after it, to the view read (or to the
  /// outer, with `key.watchesOuter`) when the view read was moved by `key.delta` at that read; `nil` when it wrote none.
  func writeAfterMoving(_ key: Key) -> CauseRecorder.Write? {
    if let known = outcomes[key] { return known }
    let probe = CounterfactualProbe(key: key)
    _ = Runner.run(entry, world: world, steps: steps, options: options, probe: probe)
    probe.finish()
    outcomes[key] = probe.write
    return probe.write
  }
}

/// Moves one view at one read and records the code's next offset write to it (or to the outer) in the same call, before
/// any other callback begins (see the file comment).
@MainActor
final class CounterfactualProbe: CodeActivityProbe {
  let key: Counterfactuals.Key
  private var readsSeen = 0
  private var moved = false
  private var done = false
  private(set) var write: CauseRecorder.Write?
  /// The view of an animated write, whose target is read at the next event (the animation starts after the probe is told).
  private var animatedView: SimScrollView?

  init(key: Counterfactuals.Key) {
    self.key = key
  }

  /// Whether `view` is the view read (list `key.list`, or the outer), in the frame of the read.
  private func isRead(_ view: SimScrollView, in world: PageWorld) -> Bool {
    guard world.facts.frame == key.frame else { return false }
    let role = world.role(of: view)
    return key.list == nil ? view === world.outerView : role.kind == "list" && role.list == key.list
  }

  func codeDidRead(_ view: SimScrollView, in world: PageWorld) {
    settle()
    guard !moved, isRead(view, in: world) else { return }
    readsSeen += 1
    guard readsSeen == key.ordinal else { return }
    view.moveUnannounced(by: key.delta)
    moved = true
  }

  func codeWillWrite(_ view: SimScrollView, _ property: WrittenProperty, source: CallbackSource, in world: PageWorld) {
    settle()
    let written = view.codeWrittenPosition
    view.codeWrittenPosition = nil
    guard moved, !done, property == .offset else { return }
    if world.facts.frame != key.frame {
      done = true
      return
    }
    guard key.watchesOuter ? view === world.outerView : isRead(view, in: world) else { return }
    done = true
    let role = world.role(of: view)
    write = CauseRecorder.Write(
      frame: world.facts.frame, step: world.facts.stepIndex, view: role.kind, list: role.list, property: .offset,
      before: view.position, after: nil, written: written, target: nil, reactsTo: nil, corrects: nil, source: source,
      addresses: CallStack.returnAddresses())
    if written == nil { animatedView = view }
  }

  func decisionWasMade(_ decision: GestureDecision, answer: Bool, in world: PageWorld) { settle() }

  /// A callback that begins after the move ends the watch: the write must come from the call that read the view.
  func callbackWillRun(_ name: String, in world: PageWorld) {
    settle()
    if moved { done = true }
  }

  /// Reads the target of the animated write just made, once the animation has started.
  func finish() { settle() }

  private func settle() {
    guard let view = animatedView else { return }
    animatedView = nil
    write?.target = view.animationTargetPosition
  }
}

extension RootCauses {
  /// A view left breaking a state rule by code that read it as it was left and wrote nothing, whose code, shown the
  /// view a little further off, writes it back where it stood: that write's cause (see the file comment). `nil`
  /// otherwise, or for rules other than a list off its top under a visible header and the outer past `maxOffsetY`.
  static func declinedOwnTarget(
    _ question: CauseQuestion, recorder: CauseRecorder, history: CaseHistory, counterfactuals: Counterfactuals,
    inWindow: (Int, Int) -> Bool, callbacks: [String]
  ) -> RootCause? {
    guard let state = history.state(at: question.violation.frame) else { return nil }
    let list: Int?
    let y: Double
    let top: Double
    let delta: Double
    switch question.violation.invariant.builtIn {
    case .headerVisibleListsAtTop:
      guard let index = question.list, index < state.lists.count, let stood = state.lists[index] else { return nil }
      (list, y, top) = (index, stood.y, stood.top)
      // Further from its top, on the side it stands.
      delta = stood.y < stood.top ? -Counterfactuals.nudge : Counterfactuals.nudge
    case .outerWithinMax:
      guard state.outerPastMax else { return nil }
      (list, y, top, delta) = (nil, state.outerY, state.outerTop, Counterfactuals.nudge)
    default:
      return nil
    }
    let reads = recorder.seenReads.filter { read in
      read.list == list && inWindow(read.frame, read.step) && abs(read.y - y) <= offsetTolerance
        && abs(read.top - top) <= offsetTolerance
    }
    for read in reads.suffix(Counterfactuals.readsTried).reversed() {
      let key = Counterfactuals.Key(frame: read.frame, list: list, ordinal: read.ordinal, delta: delta)
      guard let write = counterfactuals.writeAfterMoving(key),
        abs((write.target ?? write.written ?? write.before) - y) <= offsetTolerance,
        let frames = site(write)
      else { continue }
      let view = list == nil ? "outer" : "list"
      let declined =
        "\(RootCause.shortName(frames[0].function)) at \(location(of: frames)) read it and left it at \(fmt(y)); shown it "
        + "\(fmt(abs(delta))) pt further off at that read (frame \(read.frame)), it wrote it back there"
      // The target is the cause the code's writes of it have: a wrong top, or the site.
      if var wrong = wrongTop(
        written: write, frames: frames, rule: question.violation.invariant, history: history, recorder: recorder,
        callbacks: callbacks) {
        wrong.location = declined
        return wrong
      }
      return RootCause(
        kind: .write, view: view, site: frames.map(\.function), location: declined, callbacks: callbacks,
        fromStack: CallStack.isAvailable)
    }
    return nil
  }
}

extension RootCauses {
  /// A write that held the outer for a list on screen standing at its top, where the code took the list's top to be
  /// a top it had before an inset change (a cached top): the list's wrong top is the cause, not the pin that carried
  /// it. Told by two counterfactuals at the read the hold was decided on: shown the list halfway from its top to that
  /// former top the code still holds the outer, shown it at the former top it lets go. Code holding for any other
  /// reason (a hold that ignores the list, a strict test at the top) fails one of the two. `nil` otherwise.
  static func heldForWrongTop(
    written write: CauseRecorder.Write, frames: [CodeFrame], recorder: CauseRecorder, counterfactuals: Counterfactuals,
    callbacks: [String]
  ) -> RootCause? {
    guard write.view == "outer", let read = write.heldFor, let list = read.list else { return nil }
    // A former top above the one the list has: code measuring against it finds the list at its top scrolled away.
    let former = (recorder.topsRead[list] ?? []).filter { $0 < read.top - offsetTolerance }
    for top in former.suffix(2).reversed() {
      let holds = { (y: Double) -> Bool in
        let key = Counterfactuals.Key(frame: read.frame, list: list, ordinal: read.ordinal, delta: y - read.y, watchesOuter: true)
        guard let held = counterfactuals.writeAfterMoving(key), let written = held.written else { return false }
        return written >= held.before - offsetTolerance
      }
      let halfway = (top + read.top) / 2
      guard holds(halfway), !holds(top) else { continue }
      return RootCause(
        kind: .wrongValue, view: "list", site: [wrongTopSite],
        location: "\(RootCause.shortName(frames[0].function)) at \(location(of: frames)) held the outer for list \(list) at "
          + "its top \(fmt(read.top)) as if its top were \(fmt(top)): shown the list at \(fmt(halfway)) it still held, at "
          + "\(fmt(top)) it let go",
        callbacks: ordered(callbacks).filter { $0 != "none" }, fromStack: CallStack.isAvailable)
    }
    return nil
  }
}
