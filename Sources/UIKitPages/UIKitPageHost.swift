// The host of a UIKit page: a fresh simulated UIKit for the run, a window of the world's device with a navigation
// bar above the pin line, the team's page in it, and the page's role views found in its tree. Each frame it plays
// the step's share through the window (`UIKitPageHost+Steps.swift`), then the display refresh: every moving scroll
// view advances (knob `momentumOrder`), due work runs, the layout pass, and the world learns the role views and the
// page on screen anew. What the gesture system decided and every scroll callback reach the world's frame facts
// (`UIKitPageHost+Facts.swift`), so the invariants judge a UIKit page exactly as they judge a coordinator.

import Coordinators
import ScrollSim
import SimulatedUIKit

/// Runs one UIKit page for one world.
@MainActor
final class UIKitPageHost: PageHost {
  let simulation: UIKitSimulation
  let window: UIWindow
  let page: any UIKitTestPage
  /// The team's page, for its own rules (`UserInvariant`) to read.
  var hostedPage: AnyObject? { page }
  /// Covers the window above the pin line, where the world puts its navigation bar: touches there reach no page view.
  let navigationBar: UIView
  /// The navigation controller's interactive pop, on the window, when the world has it.
  let backGesture: InteractivePopGestureRecognizer?
  private(set) var roles: HostedRoles
  let outerScrollView: UIScrollView
  let pagerScrollView: UIScrollView
  /// The page's list scroll views by page index, as last found.
  @exclusivity(unchecked) var listScrollViews: [UIScrollView?]
  /// Set once the world exists.
  unowned(unsafe) var world: PageWorld!
  @exclusivity(unchecked) private var rolesGeneration: Int
  /// Whether the page gives its role views itself (`UIKitTestPage.roles`).
  private let namesItsRoles: Bool
  /// The role of the scroll view whose `scrollViewDidScroll` runs, innermost last (for the search's write feedback).
  @exclusivity(unchecked) var reportingSources: [CallbackSource] = []
  /// The list the finger landed on, until it lifts.
  @exclusivity(unchecked) weak var touchDownList: UIScrollView?

  init(world config: WorldConfig, makePage: @MainActor (WorldConfig) -> any UIKitTestPage) {
    simulation = UIKitSimulation(knobs: config.knobs)
    UIKitSimulation.current = simulation
    let size = CGSize(width: config.viewportWidth, height: config.viewportHeight)
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.setDevice(size: size, safeArea: Self.safeArea(of: config))
    window.makeKeyAndVisible()
    page = makePage(config)
    let view = page.view
    view.frame = window.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(view)
    navigationBar = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: config.effectivePinOffset))
    navigationBar.autoresizingMask = [.flexibleWidth]
    window.addSubview(navigationBar)
    if config.backGestureEnabled {
      let recognizer = InteractivePopGestureRecognizer()
      window.addGestureRecognizer(recognizer)
      backGesture = recognizer
    } else {
      backGesture = nil
    }
    simulation.layoutWindows()
    let found = RoleFinder.find(in: page, listCount: config.listCount)
    guard case .found(let outer, let pager) = found.result else {
      preconditionFailure("UIKit page: \(found.problem ?? "its scroll views could not be found")")
    }
    outerScrollView = outer
    pagerScrollView = pager
    listScrollViews = found.lists
    roles = HostedRoles(outer: outer.motion, pager: pager.motion, lists: found.lists.map { $0?.motion })
    outer.motion.name = "outer"
    pager.motion.name = "pager"
    rolesGeneration = simulation.treeGeneration
    namesItsRoles = page.roles != nil
  }

  /// What a page cannot be run without, in words, or `nil`: a check calls it before the first case.
  static func setupProblem(world: WorldConfig, makePage: @MainActor (WorldConfig) -> any UIKitTestPage) -> String? {
    UIKitSimulation.current = UIKitSimulation(knobs: world.knobs)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: world.viewportWidth, height: world.viewportHeight))
    window.setDevice(size: window.bounds.size, safeArea: safeArea(of: world))
    let page = makePage(world)
    page.view.frame = window.bounds
    window.addSubview(page.view)
    UIKitSimulation.current.layoutWindows()
    return RoleFinder.find(in: page, listCount: world.listCount).problem
  }

  static func safeArea(of config: WorldConfig) -> UIEdgeInsets {
    UIEdgeInsets(top: CGFloat(config.safeAreaTop), left: 0, bottom: CGFloat(config.safeAreaBottom), right: 0)
  }

  func attach(to world: PageWorld) {
    self.world = world
    simulation.host = self
    if simulation.setUpFeedbackLoop {
      world.facts.feedbackLoop = true
      world.facts.feedbackLoopCut = .depth
    }
    refreshRoles(force: true)
  }

  /// Whether the page is still moving by itself. A scroll view counts if it is on screen (in the window) or is one of
  /// the page's roles (a pager in a row a tall header keeps off screen still settles): a scroll view the page has let
  /// go of (a list it unloaded, still alive and coasting outside every window) moves nothing anyone sees, and a page
  /// world list unloaded is gone, so waiting for it would only make the run longer than the page.
  var isBusy: Bool {
    if simulation.hasScheduledWork { return true }
    for view in simulation.scrollViewsByDepth where view.motion.isMoving {
      if view.window != nil || isRole(view) { return true }
    }
    return false
  }

  private func isRole(_ view: UIScrollView) -> Bool {
    view === outerScrollView || view === pagerScrollView || listScrollViews.contains { $0 === view }
  }

  // MARK: - The display refresh

  func endFrame() {
    let views = simulation.scrollViewsByDepth
    if world.config.knobs.momentumOrder == .innerFirst {
      for view in views where view.motion.isMoving { view.motion.tick() }
    } else {
      for view in views.reversed() where view.motion.isMoving { view.motion.tick() }
    }
    simulation.endFrame()
    simulation.advanceClock()
    refreshRoles(force: false)
    settleCurrentPageIfResting()
    // The page's bar as it reports it; a page that reports none agrees with the page on screen (nothing to judge).
    world.selectedTabIndex = page.selectedTab ?? world.visiblePage
  }

  /// Finds the lists again when the tree changed (a list created, reused in another cell, or released), or every frame
  /// for a page that names its lists itself (they may come and go outside the window: a pager in a row a tall header
  /// keeps off screen).
  func refreshRoles(force: Bool) {
    guard force || namesItsRoles || rolesGeneration != simulation.treeGeneration else { return }
    rolesGeneration = simulation.treeGeneration
    let found = RoleFinder.lists(in: pagerScrollView, page: page, listCount: world.listCount)
    // Most frames find the lists they had: nothing to rename or hand to the world.
    if !force, found.count == listScrollViews.count, zip(found, listScrollViews).allSatisfy({ $0 === $1 }) { return }
    for index in 0..<world.listCount {
      let view = found[index]
      view?.motion.name = "list\(index)"
      let old = world.listView(at: index)
      guard view?.motion !== old else { continue }
      if old != nil, view == nil { world.facts.listsUnloaded += 1 }
      // A list found this frame starts its frame where it is: its arrival is not a jump.
      view?.motion.beginFrame()
      world.lists[index] = view?.motion
    }
    listScrollViews = found
  }

  /// The page on screen becomes current once the pager rests on it (UIKit's paging scroll view settling, or a tab
  /// switch without animation), the moment NestedPaging updates `currentListIndex`. A pager stopped between pages by a
  /// touch leaves the current page where it was.
  func settleCurrentPageIfResting() {
    if let current = page.currentPage {
      if current != world.currentIndex, current >= 0, current < world.listCount { world.currentIndex = current }
      return
    }
    let pager = world.pager
    guard !pager.isMoving, !pager.isTracking else { return }
    let width = world.viewportWidth
    guard pagerDistanceFromPage(pager.position, width: width) < offsetTolerance else { return }
    let shown = world.visiblePage
    if shown != world.currentIndex { world.currentIndex = shown }
  }
}
