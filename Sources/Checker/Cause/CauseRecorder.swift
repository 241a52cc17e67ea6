// The probe a root-cause replay sets on the page (ScrollSim/CodeActivity.swift): it keeps, for the frames a
// violation's cause may lie in, every write of the code under test with its call stack's return addresses,
// every callback delivered, and every gesture decision of the run (decisions are few, and one taken at a
// pan's first movement may break a rule many frames later). `scrollsToTop` writes are kept in every frame: a
// flag keeps the value its last write gave it, however many frames ago, and flags change a few times a case.

import ScrollSim

/// Which frames a replay records writes in: a violation's onset frame, and for rules judged over a span, the span.
struct CauseWindow: Hashable {
  var frames: ClosedRange<Int>
  /// Steps whose every frame is recorded too (a swallowed drag is judged over its whole `move`); settling after
  /// the last step counts as step `steps.count`.
  var steps: ClosedRange<Int>?
  /// Whether the window covers a frame, or the step it belongs to.
  func contains(frame: Int, step: Int) -> Bool { frames.contains(frame) || (steps?.contains(step) ?? false) }

  /// Frames after the onset whose callbacks are recorded (not their writes): for a missing write, the calls that had
  /// the chance to mend the violation when nothing of the code under test ran in the onset frame.
  var lookahead: ClosedRange<Int> {
    let end = frames.upperBound
    return end...(end + 30)
  }
}

/// Records the activity of the code under test in the frames of its windows (see the file comment).
@MainActor
final class CauseRecorder: CodeActivityProbe {
  struct Write {
    var frame: Int
    var step: Int
    var view: String
    /// The list written, `nil` for any other view.
    var list: Int?
    var property: WrittenProperty
    /// The view's position before the write, and after it (read at the next thing the probe is told; `nil` when
    /// nothing followed in the replay).
    var before: Double
    var after: Double?
    /// The value the code wrote, for a write that sets the offset (the view may move on before `after` is read).
    var written: Double? = nil
    /// For an animated write, where the animation ends (read with `after`); `nil` for a write that sets the offset.
    var target: Double?
    /// A state rule another view broke just before the write (a list off its top under a visible header; the outer
    /// past `maxOffsetY`), which the write may be reacting to; `nil` when none. Lists are checked first, in order.
    var reactsTo: (invariant: Invariant, list: Int?)?
    /// The state rule the written view itself broke just before the write: a write that ends it is a correction
    /// (the reset bringing a list back under a visible header), whose jump is that state's doing.
    var corrects: (invariant: Invariant, list: Int?)?
    var source: CallbackSource
    var addresses: [UInt]
    /// For a load action, the request sent or cancelled, or the one whose response it applies.
    var request: Int? = nil
    /// `events` when it was kept: a read with a smaller one came before it.
    var sequence = 0
    /// For a write that held the outer while every list on screen stood at its top: the scrolled list off screen the
    /// same callback read before it (OffScreenDecision.swift).
    var decidedOn: OffScreenRead? = nil
    /// For a write of the outer: it put the outer at `headerHeight − pinOffset` (the page's ceiling with no floor),
    /// which lay above the outer's top (CeilingAboveTop.swift).
    var ceilingAboveTop = false
    /// `setContentOffset(_:animated: false)` to the offset the view had: a stop, which moves nothing.
    var isStop = false
    /// For a write that held the outer while every list on screen stood at its top: the last of those lists the same
    /// callback read before it (Counterfactual.swift asks where that code takes the list's top to be).
    var heldFor: SeenRead? = nil
  }

  /// A read of a list that was off screen and scrolled away from its top, in the callback running then.
  struct OffScreenRead {
    var list: Int
    var addresses: [UInt]
    /// `callbackCount` at the read: a write made before the next callback began was decided in the same call.
    var callback: Int
  }

  /// The code under test read a list's offset: a decision not to write it was taken from a read like this one.
  struct Read {
    var frame: Int
    var step: Int
    var list: Int
    /// Where the list stood and where its top was when read: a decision taken before an inset change moved the top
    /// was taken on another state than the one the list was left in.
    var y: Double
    var top: Double
    var addresses: [UInt]
    /// `events` when it was kept: a write with a larger one came after it.
    var sequence = 0
  }

  /// A read of the outer or of a loaded list in a recorded frame, without its call stack: a read a counterfactual may
  /// move the view at (Counterfactual.swift). `ordinal` numbers the view's reads in the frame from 1, as the
  /// counterfactual's replay counts them.
  struct SeenRead {
    var frame: Int
    var step: Int
    /// The list read, `nil` for the outer.
    var list: Int?
    var ordinal: Int
    var y: Double
    var top: Double
    /// `callbackCount` at the read.
    var callback = 0
  }

  struct Decision {
    var frame: Int
    var decision: GestureDecision
    var answer: Bool
  }

  let windows: [CauseWindow]
  /// The step index the page reports while settling (`Runner.settle` plays its waits as step -1).
  let settlingStep: Int
  private(set) var writes: [Write] = []
  /// The last write and its view, whose position `after` is read at the next event, and the target of the animation
  /// the view ran before the write (a write that sets the offset leaves a running animation's target in place).
  private var pending: (index: Int, view: SimScrollView, targetBefore: Double?)?
  private(set) var decisions: [Decision] = []
  /// Reads of lists' offsets in recorded frames, the first `readsPerList` of each list a frame.
  private(set) var reads: [Read] = []
  /// A reset reads every list once or twice a callback; the first reads of a frame show the code that looked.
  static let readsPerList = 2
  /// Reads kept in the current frame, by `keep`'s key.
  private var readCounts: (frame: Int, perList: [Int: Int]) = (-1, [:])
  /// Reads of the outer and the lists in recorded frames, the first `seenPerView` of each view a frame.
  private(set) var seenReads: [SeenRead] = []
  static let seenPerView = 16
  /// Reads of each view so far in the current frame (-1: the outer), kept or not.
  private var seenCounts: (frame: Int, perView: [Int: Int]) = (-1, [:])
  /// Reads of the outer's offset in recorded frames, the first two of each frame; `list` is -1.
  private(set) var outerReads: [Read] = []
  /// Reads of a list the page had unloaded (code that kept the view), the first of each recorded frame; `list` is -1.
  private(set) var staleReads: [Read] = []
  /// Every top a list had when code read it, in any frame: a top cached by code is one it read, possibly within a
  /// frame (the list's first layout, before an inset step), so no frame's end shows it (WrongTop.swift).
  private(set) var topsRead: [Int: [Double]] = [:]
  /// The requests of the replay: who sent each, and which flew at once (LoadLog.swift).
  private(set) var loads = LoadLog()
  /// Callbacks delivered in recorded frames, by frame: the frame's step and the callbacks' names.
  private(set) var callbacks: [Int: (step: Int, names: [String])] = [:]
  /// The coordinator's type, for a decision's location (`UngatedPagerCoordinator.pagerShouldBegin`).
  private(set) var coordinatorType = "coordinator"
  /// Writes kept per frame, the latest: a feedback loop writes hundreds of times a frame, each capture a stack walk
  /// and each distinct stack a symbolization, and the writes that left the view where it is are the last ones.
  static let writesPerFrame = 8
  /// Writes captured per frame at most: a feedback loop writes thousands of times a frame (until the world cuts it),
  /// each capture a stack walk of tens of microseconds, and its first writes show the same sites as its last.
  static let capturesPerFrame = 32
  private var capturedFrame = -1
  private var capturedInFrame = 0
  /// Callbacks begun so far in the replay, and the latest read of a scrolled list off screen in a recorded frame.
  private var callbackCount = 0
  /// Reads and writes kept so far, to order them within a frame.
  private var events = 0
  private var lastOffScreenRead: OffScreenRead?
  /// The latest read, in a recorded frame, of a list on screen standing at its top.
  private var lastAtTopRead: SeenRead?

  init(windows: [CauseWindow], settlingStep: Int) {
    self.windows = windows
    self.settlingStep = settlingStep
  }

  private func isRecorded(_ world: PageWorld) -> Bool {
    let frame = world.facts.frame
    let step = step(world)
    return windows.contains { $0.frames.contains(frame) || ($0.steps?.contains(step) ?? false) }
  }

  private func step(_ world: PageWorld) -> Int {
    world.facts.stepIndex < 0 ? settlingStep : world.facts.stepIndex
  }

  /// Completes the pending write with where its view went.
  private func settlePending() {
    guard let (index, view, targetBefore) = pending else { return }
    pending = nil
    guard index < writes.count else { return }
    writes[index].after = view.position
    // Only an animation the write started (or re-aimed) is its target.
    if let target = view.animationTargetPosition, target != targetBefore { writes[index].target = target }
  }

  func codeWillWrite(_ view: SimScrollView, _ property: WrittenProperty, source: CallbackSource, in world: PageWorld) {
    settlePending()
    // Taken at once, so a write the recorder skips (or an animated one, which sets no value) leaves none behind.
    let written = view.codeWrittenPosition
    view.codeWrittenPosition = nil
    // An animated write of the outer is kept in every frame, as flags are: the animation it starts may run on into a
    // window many frames later (AnimationUnderFinger.swift). An animated write sets no value (`written` is nil).
    let startsOuterAnimation = property == .offset && written == nil && view === world.outerView
    guard property == .scrollsToTop || startsOuterAnimation || isRecorded(world) else { return }
    let frame = world.facts.frame
    if frame != capturedFrame { (capturedFrame, capturedInFrame) = (frame, 0) }
    guard capturedInFrame < Self.capturesPerFrame else { return }
    capturedInFrame += 1
    if writes.count >= Self.writesPerFrame, writes[writes.count - Self.writesPerFrame].frame == frame {
      writes.remove(at: writes.count - Self.writesPerFrame)
    }
    let role = world.role(of: view)
    writes.append(
      Write(
        frame: world.facts.frame, step: step(world), view: role.kind, list: role.list, property: property,
        before: view.position, after: nil, reactsTo: property == .offset ? Self.brokenState(in: world, besides: view) : nil,
        corrects: property == .offset ? Self.brokenState(of: view, role: role.list, in: world) : nil,
        source: source, addresses: CallStack.returnAddresses(), sequence: events + 1))
    events += 1
    if property == .offset {
      writes[writes.count - 1].written = written
      writes[writes.count - 1].isStop = view.codeIsStopping
      if role.kind == "outer", let written {
        let ceiling = Double(world.headerHeight - world.pinSectionHeaderVerticalOffset)
        writes[writes.count - 1].ceilingAboveTop =
          abs(written - ceiling) <= offsetTolerance && ceiling < view.minPosition - offsetTolerance
        if written >= view.position - offsetTolerance, Self.listsOnScreenAtTop(in: world) {
          if let read = lastOffScreenRead, read.callback == callbackCount { writes[writes.count - 1].decidedOn = read }
          if let read = lastAtTopRead, read.callback == callbackCount { writes[writes.count - 1].heldFor = read }
        }
      }
    }
    pending = (writes.count - 1, view, view.animationTargetPosition)
  }

  /// A load action (a request sent or cancelled, a response applied): recorded as a write to the page, with the call
  /// stack of the load logic that made it, for the load rules to blame. Every request's send, cancel and delivery is
  /// followed in every frame (`loads`): a broken load rule may be the doing of a request sent long before.
  func loadActionWillRun(_ action: String, list: Int?, request: NetworkRequest?, source: CallbackSource, in world: PageWorld) {
    settlePending()
    if let request {
      loads.follow(action, request, source: source, pagesShown: world.loadedPages(ofList: request.list))
    }
    guard action != "delivered", isRecorded(world) else { return }
    let frame = world.facts.frame
    if frame != capturedFrame { (capturedFrame, capturedInFrame) = (frame, 0) }
    guard capturedInFrame < Self.capturesPerFrame else { return }
    capturedInFrame += 1
    writes.append(
      Write(
        frame: frame, step: step(world), view: "page", list: list, property: .loadAction, before: 0, after: 0,
        reactsTo: nil, corrects: nil, source: source, addresses: CallStack.returnAddresses(), request: request?.id))
  }

  /// The state rule a view other than `written` breaks now (see `Write.reactsTo`).
  static func brokenState(in world: PageWorld, besides written: SimScrollView) -> (invariant: Invariant, list: Int?)? {
    guard !world.isHeaderOnly else { return nil }
    let outer = world.outerView
    let maxOffsetY = world.maxOffsetY
    if outer.position < maxOffsetY - offsetTolerance {
      for index in 0..<world.listCount {
        guard let list = world.listView(at: index), list !== written else { continue }
        if abs(list.position - list.minPosition) > offsetTolerance { return (.headerVisibleListsAtTop, index) }
      }
    }
    if outer !== written, outer.position > maxOffsetY + offsetTolerance { return (.outerWithinMax, nil) }
    return nil
  }

  /// Whether list `index`'s page shows at least a point of itself: a sliver narrower than that (a snap caught a
  /// pixel short of its page) shows nothing a finger can act on. The shipped lock's `visibleListHoldsOuter` uses the
  /// same bound.
  static func isOnScreen(list index: Int, in world: PageWorld) -> Bool {
    let width = world.viewportWidth
    guard width > 0 else { return index == world.visiblePage }
    return abs(Double(index) * width - world.pager.position) < width - 1
  }

  /// Whether every loaded list on screen stands at its top (within the tolerance).
  static func listsOnScreenAtTop(in world: PageWorld) -> Bool {
    for index in 0..<world.listCount where isOnScreen(list: index, in: world) {
      if let list = world.listView(at: index), abs(list.position - list.minPosition) > offsetTolerance { return false }
    }
    return true
  }

  /// The state rule `view` (list `list`, or the outer) breaks now (see `Write.corrects`).
  static func brokenState(of view: SimScrollView, role list: Int?, in world: PageWorld) -> (invariant: Invariant, list: Int?)? {
    guard !world.isHeaderOnly else { return nil }
    let outer = world.outerView
    let maxOffsetY = world.maxOffsetY
    if view === outer { return outer.position > maxOffsetY + offsetTolerance ? (.outerWithinMax, nil) : nil }
    guard let list, outer.position < maxOffsetY - offsetTolerance else { return nil }
    return abs(view.position - view.minPosition) > offsetTolerance ? (.headerVisibleListsAtTop, list) : nil
  }

  func codeDidRead(_ view: SimScrollView, in world: PageWorld) {
    let list = world.role(of: view).list
    if let list, topsRead[list]?.last != view.minPosition {
      topsRead[list, default: []].append(view.minPosition)
      // A new top starts a new count: the reads after an inset step in the frame are the ones that judged the list
      // as it was left (a reset that read it at its old top first, at its first layout, read another state).
      if readCounts.frame == world.facts.frame { readCounts.perList[list] = 0 }
    }
    guard isRecorded(world) else { return }
    if list != nil || view === world.outerView {
      let frame = world.facts.frame
      if seenCounts.frame != frame { seenCounts = (frame, [:]) }
      let ordinal = seenCounts.perView[list ?? -1, default: 0] + 1
      seenCounts.perView[list ?? -1] = ordinal
      let read = SeenRead(
        frame: frame, step: step(world), list: list, ordinal: ordinal, y: view.position, top: view.minPosition,
        callback: callbackCount)
      if ordinal <= Self.seenPerView { seenReads.append(read) }
      if let list, abs(read.y - read.top) <= offsetTolerance, Self.isOnScreen(list: list, in: world) { lastAtTopRead = read }
    }
    if let list {
      if view.position - view.minPosition > offsetTolerance, !Self.isOnScreen(list: list, in: world) {
        lastOffScreenRead = OffScreenRead(list: list, addresses: CallStack.returnAddresses(), callback: callbackCount)
      }
      keep(view, list: list, key: list, cap: Self.readsPerList, in: world, into: \.reads)
    } else if view === world.outerView {
      keep(view, list: -1, key: -1, cap: 2, in: world, into: \.outerReads)
    } else if view.wasUnloaded {
      keep(view, list: -1, key: -2, cap: 1, in: world, into: \.staleReads)
    }
  }

  /// Appends a read of `view` to `reads` unless `cap` reads under `key` (a list's index, -1 the outer, -2 unloaded
  /// lists) were kept in this frame already.
  private func keep(
    _ view: SimScrollView, list: Int, key: Int, cap: Int, in world: PageWorld,
    into reads: ReferenceWritableKeyPath<CauseRecorder, [Read]>
  ) {
    let frame = world.facts.frame
    if readCounts.frame != frame { readCounts = (frame, [:]) }
    let count = readCounts.perList[key, default: 0]
    guard count < cap else { return }
    readCounts.perList[key] = count + 1
    self[keyPath: reads].append(
      Read(
        frame: frame, step: step(world), list: list, y: view.position, top: view.minPosition,
        addresses: CallStack.returnAddresses(), sequence: events + 1))
    events += 1
  }

  func decisionWasMade(_ decision: GestureDecision, answer: Bool, in world: PageWorld) {
    settlePending()
    coordinatorType = String(describing: type(of: world.coordinator))
    decisions.append(Decision(frame: world.facts.frame, decision: decision, answer: answer))
  }

  func callbackWillRun(_ name: String, in world: PageWorld) {
    settlePending()
    callbackCount += 1
    let frame = world.facts.frame
    guard isRecorded(world) || windows.contains(where: { $0.lookahead.contains(frame) }) else { return }
    var entry = callbacks[frame] ?? (step(world), [])
    if !entry.names.contains(name) { entry.names.append(name) }
    callbacks[frame] = entry
  }
}
