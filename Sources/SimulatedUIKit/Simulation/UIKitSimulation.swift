// The simulation behind the façade: the clock, the physics every new scroll view is built with, the layout passes
// due, the work scheduled for later frames, and the hooks through which a host (the checker's page world) counts
// callbacks and learns what the gesture system decided. One simulation is current at a time, as one UIKit runs in an
// app; a host makes a fresh one for every run, so runs never share state and replay exactly.

package import ScrollSim

/// The simulated UIKit's run loop and environment. Not a UIKit type: the checker drives it, pages never see it.
@MainActor
package final class UIKitSimulation {
  /// The simulation new views join. A host replaces it before building each page.
  @exclusivity(unchecked) package static var current = UIKitSimulation(knobs: SimulationKnobs())

  /// Physics every scroll view built in this simulation uses (frame rate, pixel scale, springs, rates).
  package let physics: PhysicsConstants
  package let knobs: SimulationKnobs
  /// Behaviours of UIKit itself that are uncertain, each with its evidence (`UIKitKnobs`).
  @exclusivity(unchecked) package var uikitKnobs: UIKitKnobs
  /// Seconds since the simulation started; advanced one frame at a time by the host.
  @exclusivity(unchecked) package private(set) var time: TimeInterval = 0
  @exclusivity(unchecked) package private(set) var frame = 0
  /// Incremented whenever a view joins or leaves a window's tree: the host finds the page's roles again.
  @exclusivity(unchecked) package var treeGeneration = 0
  /// Receives what the gesture system and the scroll views report (see `UIKitSimulationHost`).
  @exclusivity(unchecked) package weak var host: (any UIKitSimulationHost)?
  /// `scrollViewDidScroll` nesting and count while no host listens (a page's set-up, before the checker's world
  /// exists), bounded by the page world's limits so a page that loops while it is built is cut, not a stack overflow.
  @exclusivity(unchecked) var unhostedCallbackDepth = 0
  @exclusivity(unchecked) var unhostedCallbacks = 0
  /// Whether a callback was cut while no host listened: the host reports it as a feedback loop in the first frame.
  package private(set) var setUpFeedbackLoop = false

  /// Counts a `scrollViewDidScroll` about to be delivered with no host, and says whether it may be.
  func beginUnhostedCallback() -> Bool {
    unhostedCallbackDepth += 1
    unhostedCallbacks += 1
    let allowed = unhostedCallbackDepth <= PageWorld.callbackDepthLimit
      && unhostedCallbacks <= PageWorld.callbacksPerFrameLimit
    if !allowed { setUpFeedbackLoop = true }
    return allowed
  }

  /// The responder that took the keyboard focus (inert: nothing types).
  var firstResponder: UIResponder?
  /// The window `makeKey()` chose, which `UIScreen` and `UIApplication` report.
  package var keyWindow: UIWindow?

  /// Windows whose tree has a view marked for layout.
  @exclusivity(unchecked) private var windowsNeedingLayout: [UIWindow] = []
  /// Every scroll view of the simulation, in a window or not (a pager in a table row a tall header keeps off screen
  /// still animates and decelerates), unretained: each removes itself when it is deallocated.
  @exclusivity(unchecked) private var scrollViews: [Unmanaged<UIScrollView>] = []
  @exclusivity(unchecked) private var orderedScrollViews: [UIScrollView] = []
  @exclusivity(unchecked) private var scrollViewOrderGeneration = -1
  /// Work waiting for a later frame (`MainScheduler`, `UIView.animate` completions), in time then arrival order.
  @exclusivity(unchecked) private var scheduled: [ScheduledWork] = []
  @exclusivity(unchecked) private var scheduleSerial = 0

  /// A simulation with `knobs`' physics and UIKit readings; `uikitKnobs`, when given, replaces the readings (a test of
  /// one reading against the other).
  package init(knobs: SimulationKnobs, uikitKnobs: UIKitKnobs? = nil) {
    self.knobs = knobs
    self.physics = PhysicsConstants(knobs: knobs)
    self.uikitKnobs = uikitKnobs ?? UIKitKnobs(knobs)
    UITraitCollection.simulatedDisplayScale = CGFloat(knobs.pixelScale)
  }

  // MARK: - The frame

  /// The end of a frame, after touches and scroll animation: work that is due runs, then the layout pass (UIKit's
  /// run-loop order: timers and display links, then the transaction commit that lays out marked views).
  package func endFrame() {
    runDueWork()
    layoutWindows()
  }

  /// Advances the clock by one frame (`physics.frameDuration`).
  package func advanceClock() {
    unhostedCallbacks = 0
    frame += 1
    time += physics.frameDuration
  }

  /// Lays out every window that has marked views.
  package func layoutWindows() {
    guard !windowsNeedingLayout.isEmpty else { return }
    let windows = windowsNeedingLayout
    windowsNeedingLayout.removeAll(keepingCapacity: true)
    runLayoutPass {
      for window in windows { window.layoutSubtreeIfNeeded() }
    }
  }

  /// The layout pass under way: each top-level pass (a frame's, or a `layoutIfNeeded` from outside layout) gets a new
  /// number; a `layoutIfNeeded` inside a `layoutSubviews` belongs to the pass that runs it. A view's layout limit
  /// counts within one pass (`UIView.layoutPassLimit`).
  private(set) var layoutPass = 0
  private var layoutPassDepth = 0

  func runLayoutPass(_ body: () -> Void) {
    if layoutPassDepth == 0 { layoutPass &+= 1 }
    layoutPassDepth += 1
    defer { layoutPassDepth -= 1 }
    body()
  }

  func windowNeedsLayout(_ window: UIWindow) {
    if !windowsNeedingLayout.contains(where: { $0 === window }) { windowsNeedingLayout.append(window) }
  }

  // MARK: - Scroll views

  func scrollViewCreated(_ view: UIScrollView) {
    scrollViews.append(Unmanaged.passUnretained(view))
    treeGeneration &+= 1
  }

  func scrollViewDeallocated(_ view: UIScrollView) {
    scrollViews.removeAll { $0.toOpaque() == Unmanaged.passUnretained(view).toOpaque() }
    treeGeneration &+= 1
  }

  /// Every scroll view, deepest first (ties in the order they were made): the order in which the inner of two nested
  /// scroll views goes first, as the knobs `panOrder` and `momentumOrder` say by default; views outside every window
  /// before those in one. Recomputed when the tree changed.
  package var scrollViewsByDepth: [UIScrollView] {
    if scrollViewOrderGeneration != treeGeneration || orderedScrollViews.count != scrollViews.count {
      scrollViewOrderGeneration = treeGeneration
      let views = scrollViews.map { $0.takeUnretainedValue() }
      // A scroll view outside every window (a pager in a row the table recycled while a tall header covers it, and
      // its lists) is page content, inner to every view still in the window: counted from its detached root, its
      // depth would tie with the outer table's and put it outside it.
      let depths = views.map { $0._window == nil ? Int.max / 2 + $0.depth : $0.depth }
      orderedScrollViews = views.indices.sorted { depths[$0] != depths[$1] ? depths[$0] > depths[$1] : $0 < $1 }.map { views[$0] }
    }
    return orderedScrollViews
  }

  // MARK: - Scheduled work

  struct ScheduledWork {
    var due: TimeInterval
    var serial: Int
    var work: @MainActor () -> Void
  }

  /// Runs `work` at the end of the first frame at or after `delay` seconds from now (0: the end of this frame).
  func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    scheduleSerial += 1
    let item = ScheduledWork(due: time + max(delay, 0), serial: scheduleSerial, work: work)
    let index = scheduled.firstIndex { ($0.due, $0.serial) > (item.due, item.serial) } ?? scheduled.count
    scheduled.insert(item, at: index)
  }

  /// Runs the work that is due, in time then arrival order; work scheduled meanwhile for now runs in the same frame.
  private func runDueWork() {
    var ran = 0
    while let first = scheduled.first, first.due <= time + 1e-9, ran < 10_000 {
      scheduled.removeFirst()
      ran += 1
      first.work()
    }
  }

  /// Whether work is still waiting (the page has not settled while it is).
  package var hasScheduledWork: Bool { !scheduled.isEmpty }
}

/// What a host learns from the simulated UIKit while it runs a page.
@MainActor
package protocol UIKitSimulationHost: AnyObject {
  /// A scroll view is about to call `scrollViewDidScroll`; `false` stops the call (a feedback loop was cut).
  func scrollViewWillReportScroll(_ scrollView: UIScrollView) -> Bool
  /// The call that `scrollViewWillReportScroll` allowed has returned.
  func scrollViewDidReportScroll(_ scrollView: UIScrollView)
  /// Page code is about to write a scroll view's offset.
  func scrollViewWillBeWrittenFromCode(_ scrollView: UIScrollView)
  /// Page code is about to change a scroll view's `scrollsToTop` or `bounces`.
  func scrollViewFlagWillBeWritten(_ scrollView: UIScrollView, _ property: WrittenProperty)
  /// A touch's gesture recognizers decided, on its first movement, which of them begin.
  func gesturesDidBegin(_ began: [UIGestureRecognizer], touch: UITouch, velocity: CGPoint)
  /// A scroll view's deceleration or animation ended (the pager settling is the page becoming current).
  func scrollViewDidSettle(_ scrollView: UIScrollView)
}
