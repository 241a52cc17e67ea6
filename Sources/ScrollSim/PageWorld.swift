// The simulated profile page: an outer table (header, pin bar, one cell), a
// horizontal pager in that cell, and child lists created lazily as their page nears.
//
// The world plays the part of UIKit and of the page container: it owns the views,
// routes their callbacks to the coordinator under test, and tracks re-entrancy so
// a coordinator that ping-pongs between views is reported instead of overflowing the stack.

import Foundation

/// The page, its views and the coordinator under test.
///
/// Per-frame state is `@exclusivity(unchecked)`: one world belongs to one single-threaded run.
@MainActor
public final class PageWorld: NestedPage, SimScrollViewDelegate {
  /// Re-entrant `scrollViewDidScroll` depth beyond which the world stops delivering callbacks and flags a feedback loop.
  /// Well-behaved coordinators stay under 4 (the Three Loaders article: a pinning write "re-enters once with the pinned value").
  public static let callbackDepthLimit = 32
  /// `scrollViewDidScroll` calls one frame may make, all views and depths together, beyond which the world stops
  /// delivering callbacks for the rest of the frame and flags a feedback loop.
  ///
  /// The depth limit alone does not bound a loop: a coordinator that writes two offsets unconditionally in each
  /// callback, on a UIKit that calls back for equal values (`didScrollOnEqualValue`), branches into two callbacks
  /// at every level, 2^32 of them under the depth limit, and a replay then never returns. The shipped
  /// coordinators make at most 9 calls in a frame over 1,800 generated cases (about a million frames) of every
  /// profile with every knob drawn (`LoopBoundTests.legitimateBreadth`), so 256 leaves a wide margin for a
  /// legitimate page while keeping a looping frame cheap (a run goes on after a loop).
  public static let callbacksPerFrameLimit = 256

  @exclusivity(unchecked) @usableFromInline var _config: WorldConfig
  /// The world's configuration, as the last layout step left it.
  public package(set) var config: WorldConfig {
    @inlinable get { _config }
    set { _config = newValue }
    _modify { yield &_config }
  }
  /// The physics constants derived from the world's knobs.
  public let physics: PhysicsConstants
  /// The coordinator under test.
  public let coordinator: any NestedScrollCoordinator
  /// The outer table.
  public let outerView: SimScrollView
  /// The horizontal paging scroll view that holds the lists.
  public let pager: SimScrollView
  /// The horizontal scroll view inside the header, when the world has `headerContent`.
  public let headerContentView: SimScrollView?
  /// The lists created so far (`nil`: not created yet, or header-only mode).
  @exclusivity(unchecked) @usableFromInline var _lists: [SimScrollView?]
  /// The lists created so far (`nil`: not created yet, or header-only mode).
  public package(set) var lists: [SimScrollView?] {
    @inlinable get { _lists }
    set { _lists = newValue }
    _modify { yield &_lists }
  }
  @exclusivity(unchecked) @usableFromInline var _currentIndex: Int
  public package(set) var currentIndex: Int {
    @inlinable get { _currentIndex }
    set { _currentIndex = newValue }
    _modify { yield &_currentIndex }
  }
  /// The category bar's selected tab, as the app shows it (`NestedPage.selectedTabIndex`).
  @exclusivity(unchecked) @usableFromInline var _selectedTabIndex: Int
  /// The category bar's selected tab, as the app shows it: a tab tap selects it, the page selects the settled page's
  /// tab when the pager comes to rest (unless the coordinator `selectsTabs`), and the coordinator may write it.
  /// A hosted page reports its own bar's selection here (`PageHost`), or the page on screen when it has none.
  public var selectedTabIndex: Int {
    @inlinable get { _selectedTabIndex }
    set { _selectedTabIndex = newValue }
  }
  /// `coordinator.selectsTabs`, read once when the coordinator is attached.
  let coordinatorSelectsTabs: Bool
  /// The finger on the screen, if any.
  @exclusivity(unchecked) @usableFromInline var _finger: Finger?
  /// The finger on the screen, if any.
  public package(set) var finger: Finger? {
    @inlinable get { _finger }
    set { _finger = newValue }
    _modify { yield &_finger }
  }
  /// Facts about the frame being run or just run.
  @exclusivity(unchecked) @usableFromInline var _facts = FrameFacts()
  /// Facts about the frame being run or just run.
  public package(set) var facts: FrameFacts {
    @inlinable get { _facts }
    set { _facts = newValue }
    _modify { yield &_facts }
  }
  /// Frames run so far.
  @exclusivity(unchecked) @usableFromInline var _frameCount: Int = 0
  /// Frames run so far.
  public internal(set) var frameCount: Int {
    @inlinable get { _frameCount }
    set { _frameCount = newValue }
    _modify { yield &_frameCount }
  }
  /// Current callback nesting depth.
  @exclusivity(unchecked) var _callbackDepth: Int = 0
  /// Current callback nesting depth.
  public internal(set) var callbackDepth: Int {
    get { _callbackDepth }
    set { _callbackDepth = newValue }
    _modify { yield &_callbackDepth }
  }
  /// The coordinator or load callback being delivered, for `FrameFacts.codeWrites`.
  @exclusivity(unchecked) package var callbackSource: CallbackSource = .none
  /// Told of every write, decision and callback of the code under test while set (CodeActivity.swift): only a replay
  /// that looks for a violation's root cause sets it, so a normal run pays one untaken branch per write.
  @exclusivity(unchecked) public var activityProbe: (any CodeActivityProbe)? {
    didSet {
      probeArmed = activityProbe != nil
      watchReads(probeArmed)
    }
  }
  /// `activityProbe != nil`, as a plain flag the per-write path tests.
  @exclusivity(unchecked) @usableFromInline var probeArmed = false
  /// The page a pending animated `setCurrentListIndex` will land on.
  @exclusivity(unchecked) var pendingAnimatedIndex: Int?
  /// Whether the page is moving its pager itself (a tab switch): the end of a snap or of an earlier switch's animation
  /// that this stops (`scrollViewDidEndDecelerating` or `scrollViewDidEndScrollingAnimation` inside `setContentOffset`,
  /// knobs `codeStopEndsDecelerating` and `codeStopEndsAnimation`) is not the pager settling on a page.
  var placingPager = false
  /// The network, page counts and this frame's load events; `nil` when the world has no `loads` setting.
  @exclusivity(unchecked) var _loads: PageLoadState?
  /// The network, page counts and this frame's load events; `nil` when the world has no `loads` setting.
  public internal(set) var loads: PageLoadState? {
    get { _loads }
    set { _loads = newValue }
    _modify { yield &_loads }
  }
  /// Whether the world has `loads` (fixed at creation): a plain flag the per-frame path tests first.
  public let hasLoads: Bool
  /// The app's load logic, when the world has loads.
  public let loadController: (any PageLoadController)?
  /// The coordinator, when it can say who owns the pan (read by the loads).
  let loadAware: (any LoadAwareCoordinator)?
  /// The hosted page's frame work, for a page the world did not build (a UIKit page); `nil` for the built-in page.
  @usableFromInline let _host: (any PageHost)?
  /// The team's own page object, for a hosted page that shows one (`PageHost.hostedPage`): what a team's rule reads
  /// its page's state from. `nil` for the built-in page.
  public var hostedPage: AnyObject? { _host?.hostedPage }
  /// The app events the page's entry declares (`CoordinatorEntry.declaring(_:)`): what an `.app` step plays. An
  /// `.app` step naming none of them does nothing, as any step that does not apply.
  public var appEvents: [AppEvent] = []

  // MARK: - NestedPage

  public var outer: any ScrollSurface { outerView }
  @inlinable public var listCount: Int { _config.listCount }
  public func list(at index: Int) -> (any ScrollSurface)? {
    index >= 0 && index < _lists.count ? _lists[index] : nil
  }
  public var currentListScrollProgress: CGFloat {
    _config.viewportWidth > 0 ? CGFloat(pager.position / _config.viewportWidth) : 0
  }
  public var headerHeight: CGFloat { CGFloat(_config.headerHeight) }
  public var pinSectionHeaderVerticalOffset: CGFloat { CGFloat(_config.effectivePinOffset) }
  @inlinable public var isHeaderOnly: Bool { _config.headerOnly }

  /// This frame's load events (empty without loads), read without copying the whole `PageLoadState`.
  public var loadEvents: [LoadEvent] { hasLoads ? _loads?.events ?? [] : [] }

  /// Whether the refresh spinner shows (`loads.spinnerRequest` set), read without copying the whole `PageLoadState`:
  /// coverage asks every frame, and `loads?.spinnerRequest` from another module copied the state (100 instructions a frame).
  public var isRefreshSpinnerShown: Bool { hasLoads && _loads?.spinnerRequest != nil }

  /// The container's width (one page of the pager).
  @inlinable public var viewportWidth: Double { _config.viewportWidth }

  /// The simulated list at `index`, if created: for checkers that read the simulation directly, without
  /// copying the `lists` array.
  @inlinable public func listView(at index: Int) -> SimScrollView? {
    index >= 0 && index < _lists.count ? _lists[index] : nil
  }

  /// `headerHeight − pinOffset`, from the page's own geometry (not from any coordinator), and never above the
  /// outer table's top: a header shorter than the pin offset leaves nothing to scroll away (docs/findings.md).
  @inlinable public var maxOffsetY: Double { max(_config.maxOffsetY, outerView.minPosition) }
  /// Height of the cell that holds the pager: the viewport below the pinned bar (the NestedPaging article's `listContainerSize`).
  public var cellHeight: Double {
    _config.headerOnly
      ? _config.headerOnlyContentHeight
      : max(_config.viewportHeight - _config.pinBarHeight - _config.effectivePinOffset, 0)
  }

  isolated deinit {
    // A hosted page's views belong to the page, with its own delegates.
    if _host == nil { forEachView { $0.delegate = nil } }
  }

  /// Builds the page and calls `attach`, then `reloadData()` as a page controller does in `viewDidLoad`; then, when
  /// the world has `loads` and a controller is given, attaches the app's load logic.
  public init(
    config: WorldConfig, coordinator: any NestedScrollCoordinator, loads controller: (any PageLoadController)? = nil,
    probe: (any CodeActivityProbe)? = nil
  ) {
    _config = config
    self.physics = PhysicsConstants(knobs: config.knobs)
    self.coordinator = coordinator
    _loads = config.loads.map { PageLoadState(settings: $0, config: config) }
    hasLoads = config.loads != nil
    loadController = config.loads == nil ? nil : controller
    loadAware = coordinator as? any LoadAwareCoordinator
    outerView = SimScrollView(axis: .vertical, name: "outer", physics: physics)
    pager = SimScrollView(axis: .horizontal, name: "pager", physics: physics)
    headerContentView = config.headerContent == nil ? nil : SimScrollView(axis: .horizontal, name: "carousel", physics: physics)
    _lists = Array(repeating: nil, count: _config.listCount)
    _currentIndex = min(max(_config.initialIndex, 0), _config.listCount - 1)
    _selectedTabIndex = _currentIndex
    coordinatorSelectsTabs = coordinator.selectsTabs
    _host = nil
    // The NestedPaging article: the outer table turns its own scrollsToTop off; the pager is a plain paging scroll view
    // the container configures the same way so only lists compete for the status-bar tap.
    outerView.scrollsToTop = false
    pager.scrollsToTop = false
    pager.isPagingEnabled = true
    // UIKit turns scrollsToTop on for every scroll view; a header carousel left on would make every status-bar tap
    // ambiguous (two candidates: nothing scrolls), so the page's header code turns it off, as apps must.
    headerContentView?.scrollsToTop = false
    applyLayout()
    outerView.delegate = self
    pager.delegate = self
    headerContentView?.delegate = self
    // Set before the coordinator sees the page: a root-cause replay sees what `attach` and the first reload write.
    activityProbe = probe
    probeArmed = probe != nil  // `didSet` does not run in an initializer
    watchReads(probeArmed)
    if probeArmed { probe?.callbackWillRun("attach(to:)", in: self) }
    coordinator.attach(to: self)
    pager.write(x: Double(currentIndex) * _config.viewportWidth, y: 0)
    loadListsNearPager()
    if probeArmed { probe?.callbackWillRun("pageDidReload()", in: self) }
    coordinator.pageDidReload()
    loadController?.attach(to: self)
  }

  /// A world around a page the world did not build (a UIKit page under test): `host` built and laid it out, and
  /// found its role views. The world never calls the page's code; it keeps the facts the checker reads.
  public init(config: WorldConfig, host: any PageHost) {
    _config = config
    physics = PhysicsConstants(knobs: config.knobs)
    coordinator = HostedPageCoordinator()
    _loads = nil
    hasLoads = false
    loadController = nil
    loadAware = nil
    let roles = host.roles
    outerView = roles.outer
    pager = roles.pager
    headerContentView = nil
    var lists = Array(roles.lists.prefix(config.listCount))
    while lists.count < config.listCount { lists.append(nil) }
    _lists = lists
    _currentIndex = min(max(config.initialIndex, 0), config.listCount - 1)
    _selectedTabIndex = _currentIndex
    coordinatorSelectsTabs = false
    _host = host
    host.attach(to: self)
  }

  // MARK: - Callback routing

  /// Counts a `scrollViewDidScroll` about to be delivered (depth and calls this frame) and says whether it may be:
  /// beyond either bound the call is cut and the frame records a feedback loop. Every call is paired with
  /// `endScrollCallback()`, cut or not. A hosted page's scroll views count their callbacks through these too.
  @inline(__always)
  package func beginScrollCallback() -> Bool {
    callbackDepth += 1
    if callbackDepth > facts.maxCallbackDepth { facts.maxCallbackDepth = callbackDepth }
    facts.callbacks += 1
    guard callbackDepth <= Self.callbackDepthLimit else {
      if !facts.feedbackLoop { facts.feedbackLoopCut = .depth }
      facts.feedbackLoop = true
      return false
    }
    guard facts.callbacks <= Self.callbacksPerFrameLimit else {
      // A fan-out reaches the depth limit first, down its first branch; running out of calls is what tells it apart.
      facts.feedbackLoopCut = .breadth
      facts.feedbackLoop = true
      return false
    }
    return true
  }

  @inline(__always)
  package func endScrollCallback() { callbackDepth -= 1 }

  public func scrollViewDidScroll(_ scrollView: SimScrollView) {
    defer { endScrollCallback() }
    guard beginScrollCallback() else { return }
    if scrollView === outerView {
      delivering(.outerDidScroll) { coordinator.outerDidScroll() }
      if let loadController { delivering(.loads) { loadController.containerDidScroll() } }
    } else if scrollView === pager {
      loadListsNearPager()
      coordinator.pagerDidScroll(pager)
    } else if let index = listIndex(of: scrollView) {
      delivering(.listDidScroll) { coordinator.listDidScroll(at: index) }
      if let loadController { delivering(.loads) { loadController.contentDidScroll(at: index) } }
    }
  }

  public func scrollViewDidEndDecelerating(_ scrollView: SimScrollView) {
    if scrollView === pager, !placingPager { settleCurrentPage() }
  }

  public func scrollViewDidEndScrollingAnimation(_ scrollView: SimScrollView) {
    if scrollView === pager, !placingPager {
      pendingAnimatedIndex = nil
      settleCurrentPage()
    }
  }

  /// A status-bar scroll to the top finished (`scrollViewDidScrollToTop`): only lists report it to the coordinator.
  public func scrollViewDidScrollToTop(_ scrollView: SimScrollView) {
    if let index = listIndex(of: scrollView) {
      if probeArmed { activityProbe?.callbackWillRun("listDidScrollToTop(at:)", in: self) }
      coordinator.listDidScrollToTop(at: index)
    }
  }

  /// The pager came to rest: the page under it becomes current (NestedPaging updates `currentListIndex` here).
  func settleCurrentPage() {
    setCurrentIndex(visiblePage)
  }

  /// The page `index` becomes current (the pager settled on it, or a tab switch without animation): the page selects
  /// its tab first (a coordinator that `selectsTabs` does it itself), even when it was current already (a swipe
  /// that came back, a tab switch a touch interrupted).
  func setCurrentIndex(_ index: Int) {
    if !coordinatorSelectsTabs, _selectedTabIndex != index { _selectedTabIndex = index }
    guard index != currentIndex else { return }
    currentIndex = index
    delivering(.currentPageDidChange) { coordinator.currentPageDidChange(to: index) }
  }

  func listIndex(of view: SimScrollView) -> Int? {
    for (index, list) in _lists.enumerated() where list === view { return index }
    return nil
  }

  /// All views in a fixed order (outer, pager, created lists by index): used for ticking and checks.
  public func forEachView(_ body: (SimScrollView) -> Void) {
    body(outerView)
    body(pager)
    if let headerContentView { body(headerContentView) }
    for list in _lists { if let list { body(list) } }
  }

  /// Whether any view is still moving by itself (momentum, bounce, paging, animation). The checker asks every frame
  /// a settle rule is armed: plain loads, without `forEachView`'s closure.
  public var isSettled: Bool {
    if outerView.isMoving || pager.isMoving || headerContentView?.isMoving == true { return false }
    if let _host, _host.isBusy { return false }
    return !anyListMoving
  }
}
