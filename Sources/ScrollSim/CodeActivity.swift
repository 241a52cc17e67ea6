// What the code under test did, as a root-cause replay needs to see it: each offset or flag it wrote (with the
// callback that was running), each gesture decision it answered, and each callback the page delivered to it.
//
// A fuzz run does not pay for this. The checker finds a violation after its frame has ended, when the write that
// caused it has returned; the simulation is deterministic, so the run is replayed with a probe set, and the probe
// captures the call stack of the writes in the frames that matter (Checker/Cause). With no probe, each write tests
// one flag (`probeArmed`) and moves on.

/// What a write changed.
public enum WrittenProperty: String, Sendable {
  /// The view's content offset.
  case offset
  /// The view's `scrollsToTop` flag.
  case scrollsToTop
  /// The view's `bounces` flag.
  case bounces
  /// Not a view's property: the load logic acted on the page (sent or cancelled a request, applied a response),
  /// the event the load rules judge.
  case loadAction = "load action"
}

/// The gesture-delegate questions the page asks the coordinator when a pan is recognized (PageWorld+Touch.swift).
public enum GestureDecision: String, Sendable, CaseIterable {
  /// `pagerShouldBegin(velocity:)`: may the horizontal pager take the pan?
  case pagerShouldBegin
  /// `shouldRecognizeSimultaneously(outerWith: .list)`: does the outer table follow a pan on a list?
  case outerJoinsList = "shouldRecognizeSimultaneously(outerWith:list)"
  /// `shouldRecognizeSimultaneously(outerWith: .headerContent)`: does the outer follow the header's carousel?
  case outerJoinsHeaderContent = "shouldRecognizeSimultaneously(outerWith:headerContent)"
  /// `headerContentShouldBegin(velocity:)`: may the header's carousel take the pan?
  case headerContentShouldBegin
}

/// Receives the activity of the code under test during a replay (see the file comment). Called synchronously, inside
/// the write or the decision, so a probe can capture the call stack that led to it.
@MainActor
public protocol CodeActivityProbe: AnyObject {
  /// `view` is about to take a value written by the app while `source` runs.
  func codeWillWrite(_ view: SimScrollView, _ property: WrittenProperty, source: CallbackSource, in world: PageWorld)
  /// The coordinator answered `decision` with `answer`.
  func decisionWasMade(_ decision: GestureDecision, answer: Bool, in world: PageWorld)
  /// The page is about to deliver the callback `name` (`CallbackSource.callbackName`) to the coordinator or its loads.
  func callbackWillRun(_ name: String, in world: PageWorld)
  /// The load logic is about to act on the page (`action`: sent, cancelled, banner, appended, reset) for list `list`,
  /// while `source` runs: the event the load rules judge, so its call stack is the cause of a broken load rule.
  /// `request` is the request sent or cancelled, or the one whose response is applied; the page also reports
  /// `delivered` (a response handed to the load logic, before it decides), so a probe can follow which requests fly.
  func loadActionWillRun(_ action: String, list: Int?, request: NetworkRequest?, source: CallbackSource, in world: PageWorld)
  /// The code read `view`'s `contentOffset`. A decision not to write shows no write; the read it was made from does,
  /// with its call stack (a reset that looked at a list and, with a wrong top, found nothing to do).
  func codeDidRead(_ view: SimScrollView, in world: PageWorld)
}

extension CodeActivityProbe {
  /// Default: a probe that does not follow the load logic ignores its actions.
  public func loadActionWillRun(
    _ action: String, list: Int?, request: NetworkRequest?, source: CallbackSource, in world: PageWorld
  ) {}

  /// Default: a probe that does not follow reads ignores them.
  public func codeDidRead(_ view: SimScrollView, in world: PageWorld) {}
}

extension CallbackSource {
  /// The callback's name as the coordinator protocol spells it (`loads`: the page's load logic; `pagerDidScroll()`: a
  /// hosted UIKit page's pager delegate, which the protocol does not have).
  public var callbackName: String {
    switch self {
    case .none: "none"
    case .outerDidScroll: "outerDidScroll()"
    case .listDidScroll: "listDidScroll(at:)"
    case .currentPageDidChange: "currentPageDidChange(to:)"
    case .pageDidReload: "pageDidReload()"
    case .listDidLoad: "listDidLoad(at:)"
    case .loads: "loads"
    case .pagerDidScroll: "pagerDidScroll()"
    }
  }
}

extension PageWorld {
  /// A hosted page's scroll view is about to deliver `source` to the page's code (the page world's `delivering`).
  package func hostedCallbackWillRun(_ source: CallbackSource) {
    if probeArmed { activityProbe?.callbackWillRun(source.callbackName, in: self) }
  }

  /// The host is about to call the hosted page's own code for a step (`reloadHeader(height:)`, a layout pass).
  package func hostedCallbackWillRun(named name: String) {
    if probeArmed { activityProbe?.callbackWillRun(name, in: self) }
  }

  /// A view's `contentOffset` was read (only while the probe watches reads: `watchReads`).
  package func codeDidRead(_ view: SimScrollView) {
    if probeArmed { activityProbe?.codeDidRead(view, in: self) }
  }

  /// Makes every scroll view of the page tell the probe of reads of its offset (lists made later take it when made):
  /// set with the probe, for a root-cause replay that asks which code looked at a view it left where it was.
  func watchReads(_ on: Bool) {
    watchReads(of: outerView, on)
    watchReads(of: pager, on)
    for index in 0..<listCount { listView(at: index).map { watchReads(of: $0, on) } }
  }

  func watchReads(of view: SimScrollView, _ on: Bool) {
    view.readsWatched = on
    view.readWatcher = on ? self : nil
  }

  /// A view's flag is about to change (`SimScrollView.tellFlagWillBeWritten`, or a hosted page's view).
  package func flagWillBeWritten(_ view: SimScrollView, _ property: WrittenProperty) {
    if probeArmed { tellProbe(write: view, property) }
  }

  /// Tells the probe, when one is set, how the coordinator answered a gesture question; returns the answer.
  @inline(__always)
  func decided(_ decision: GestureDecision, _ answer: Bool) -> Bool {
    if probeArmed { activityProbe?.decisionWasMade(decision, answer: answer, in: self) }
    return answer
  }

  /// Which way the page sees `view` now: the outer table, the pager, the header's carousel, or list `index`.
  public func role(of view: SimScrollView) -> (kind: String, list: Int?) {
    if view === outerView { return ("outer", nil) }
    if view === pager { return ("pager", nil) }
    if let index = listIndex(of: view) { return ("list", index) }
    return ("page", nil)
  }
}

extension SimScrollView {
  /// Moves the view along its axis by `delta` without telling anyone: no `scrollViewDidScroll`, no probe, no change
  /// of motion. Only a root-cause replay's counterfactual uses it (Checker/Cause/Counterfactual.swift), inside a read
  /// of `contentOffset`, so the code that is reading sees the view elsewhere than the run left it and the replay
  /// shows what that code does then. No fuzz run calls it.
  package func moveUnannounced(by delta: Double) {
    if _axis == .vertical { offsetY += delta } else { offsetX += delta }
  }
}
