// Each step, played on a UIKit page as an app would see it: touches through the window (hit-testing, gesture
// recognizers, the page's own delegates), tab taps and header reloads through the page's own members, device changes
// through the window, status-bar taps as UIKit routes them. The world's bookkeeping (the finger, the frame's facts,
// the configuration the invariants read) follows what happened, with the page world's rules for clamping a device
// change, so a scenario means the same on both pages.

import ScrollSim
import SimulatedUIKit

extension UIKitPageHost {
  func act(_ step: Step, frameInStep: Int, frames: Int) {
    switch step {
    case .move(let dx, let dy, _):
      let slice = Step.moveSlice(dx: dx, dy: dy, frameInStep: frameInStep, frames: frames)
      moveFinger(dx: slice.dx, dy: slice.dy)
    case .wait:
      break
    default:
      guard frameInStep == 0 else { return }
      actOnce(step)
      // A layout step is laid out at once, before the frame's scrolling: the page world's order (a rotation's layout
      // runs inside the event that caused it; a reload's would wait for the frame's commit: docs/uikit.md).
      if world.facts.isLayoutFrame { window.layoutIfNeeded() }
    }
    // A list destroyed, or moved out of the window and back (its row's or page's cell made again), loses the touch.
    noteLostList()
    // The touch may have been cancelled (its view left the window): the world's finger goes with it.
    if world.finger != nil, !window.hasTouch { world.finger = nil }
    settleCurrentPageIfResting()
  }

  private func actOnce(_ step: Step) {
    switch step {
    case .move, .wait:
      break
    case .touchDown(let x, let y):
      touchDown(x: x, y: y)
    case .lift(let vx, let vy):
      liftFinger(vx: vx, vy: vy)
    case .tapTab(let index, let animated):
      guard !world.config.headerOnly, index >= 0, index < world.config.listCount else { return }
      world.facts.tabSwitchRequested = true
      world.hostedCallbackWillRun(named: "selectTab(_:animated:)")
      page.selectTab(index, animated: animated)
    case .reloadHeader(let height):
      world.facts.isLayoutFrame = true
      world.config.headerHeight = height
      world.hostedCallbackWillRun(named: "reloadHeader(height:)")
      page.reloadHeader(height: CGFloat(height))
    case .setSafeArea(let top, let bottom):
      changeDevice { PageWorld.apply(safeAreaTop: top, bottom: bottom, to: &$0) }
    case .resize(let width, let height):
      changeDevice { PageWorld.apply(width: width, height: height, to: &$0) }
    case .tapStatusBar:
      world.facts.statusBarScrolled = window.simulateStatusBarTap() == nil ? 0 : 1
    case .setListContent(let index, let height):
      guard !world.config.headerOnly, index >= 0, index < world.config.listCount else { return }
      world.facts.isLayoutFrame = true
      while world.config.lists.count <= index { world.config.lists.append(ListSpec()) }
      world.config.lists[index].contentHeight = height
      world.hostedCallbackWillRun(named: "setListContent(index:height:)")
      page.setListContent(index: index, height: CGFloat(height))
    case .setContentInset(let target, let top, let bottom):
      // A step that changes nothing (a list the page does not have, or the inset it already has) is no layout, as in
      // the page world: the checker's rules disarm on a layout frame, so both hosts must agree on which frames are.
      switch target {
      case .outer:
        guard top != world.config.outerTopInset || bottom != world.config.outerBottomInset else { return }
        world.facts.isLayoutFrame = true
        world.facts.insetChanged = true
        world.config.outerTopInset = top
        world.config.outerBottomInset = bottom
        world.hostedCallbackWillRun(named: "setContentInset(list:top:bottom:)")
        page.setContentInset(list: nil, top: CGFloat(top), bottom: CGFloat(bottom))
      case .list(let index):
        guard !world.config.headerOnly, index >= 0, index < world.config.listCount else { return }
        let current = index < world.config.lists.count ? world.config.lists[index] : ListSpec()
        guard top != current.topInset || bottom != current.bottomInset else { return }
        world.facts.isLayoutFrame = true
        world.facts.insetChanged = true
        while world.config.lists.count <= index { world.config.lists.append(ListSpec()) }
        world.config.lists[index].topInset = top
        world.config.lists[index].bottomInset = bottom
        world.hostedCallbackWillRun(named: "setContentInset(list:top:bottom:)")
        page.setContentInset(list: index, top: CGFloat(top), bottom: CGFloat(bottom))
      }
    case .reloadPager:
      world.facts.isLayoutFrame = true
      world.facts.pagerReloaded = true
      world.hostedCallbackWillRun(named: "reloadLists()")
      page.reloadLists()
    case .unloadDistantLists:
      guard !world.config.headerOnly else { return }
      world.hostedCallbackWillRun(named: "unloadDistantLists()")
      let generation = simulation.treeGeneration
      page.unloadDistantLists()
      // A layout frame only if the page let a list go (its view left the tree), as in the page world, which marks
      // none when every list is near the page on screen.
      if simulation.treeGeneration != generation { world.facts.isLayoutFrame = true }
    case .requestSlots, .respond:
      break  // a UIKit page has no simulated loads
    case .app(let name, let arguments):
      // The team's own action, on its own page object (`AppEventContext.page(as:)`).
      world.playAppEvent(name: name, arguments: arguments)
    }
  }

  /// A device change the window takes, unless it leaves the page as it is (a layout frame then, as in the page world).
  private func changeDevice(_ change: (inout WorldConfig) -> Void) {
    var config = world.config
    change(&config)
    guard config != world.config else { return }
    world.facts.isLayoutFrame = true
    world.config = config
    applyDevice()
  }

  /// The list the finger landed on, while it is down: the one whose pan the touch was given when it landed (a tab
  /// switch since does not give it another).
  private var touchedList: UIScrollView? {
    guard world.finger != nil else {
      touchDownList = nil
      return nil
    }
    return touchDownList
  }

  /// The list the finger landed on left the window while the finger was down (destroyed by a reload, or its cell
  /// recycled: the table's row or the pager's page went off screen, if only for a moment): the touch goes on without it
  /// (`Finger.lostItsList`), as on device, where a view recycled under a drag takes its part of the touch with it. A
  /// pan the page itself cancels (`isScrollEnabled = false`) is not this: that is the page's decision, judged.
  func noteLostList() {
    guard let finger = world.finger, !finger.lostItsList, let touched = touchedList else { return }
    if touched.window == nil || touched.panLostTouchToRemoval { world.finger?.lostItsList = true }
  }

  /// A rotation's size and safe area, already in the world's configuration, given to the window in one pass.
  func deviceDidChange() {
    world.facts.isLayoutFrame = true
    applyDevice()
  }

  /// The window takes the world's device size and safe area; the navigation bar keeps to the pin line.
  private func applyDevice() {
    world.hostedCallbackWillRun(named: "layoutSubviews() (new device size or safe area)")
    let config = world.config
    window.setDevice(
      size: CGSize(width: config.viewportWidth, height: config.viewportHeight), safeArea: Self.safeArea(of: config))
    navigationBar.frame = CGRect(x: 0, y: 0, width: config.viewportWidth, height: config.effectivePinOffset)
  }

  // MARK: - The finger

  private func touchDown(x: Double, y: Double) {
    guard world.finger == nil else { return }
    let point = CGPoint(x: x, y: y)
    let inside = x >= 0 && x < world.viewportWidth && y >= 0 && y < world.config.viewportHeight
    let hit = inside ? window.simulateTouchDown(at: point) : nil
    let region = inside ? self.region(of: hit, at: point) : .outside
    world.facts.touchDown = region
    guard region != .outside, region != .navigationBar else {
      window.simulateTouchCancel()
      return
    }
    world.finger = Finger(x: x, y: y, region: region, pageAtBegin: world.currentIndex)
    if case .list(let index) = region, listScrollViews.indices.contains(index) {
      touchDownList = listScrollViews[index]
      // On the pager but on no list (a page whose list is not made yet, the sliver a pager resting off its page
      // leaves): no list has the touch.
      if let list = listScrollViews[index], let hit, hit.isDescendant(of: list) {} else { world.finger?.lostItsList = true }
    }
  }

  private func moveFinger(dx: Double, dy: Double) {
    guard var finger = world.finger else { return }
    finger.x += dx
    finger.y += dy
    world.finger = finger
    world.facts.fingerDelta = CGPoint(x: dx, y: dy)
    let rate = Double(world.config.knobs.frameRate)
    window.simulateTouchMove(by: CGPoint(x: dx, y: dy), velocity: CGPoint(x: dx * rate, y: dy * rate))
  }

  private func liftFinger(vx: Double, vy: Double) {
    guard world.finger != nil else { return }
    world.facts.lift = CGPoint(x: vx, y: vy)
    window.simulateTouchUp(velocity: CGPoint(x: vx, y: vy))
    world.finger = nil
  }

  /// The region the invariants speak of for the view a touch hit: a list's page, the pager, the header, the pin bar,
  /// the table below its content, or the navigation bar above the pin line.
  func region(of hit: UIView?, at point: CGPoint) -> TouchRegion {
    guard let hit else { return .outside }
    if hit.isDescendant(of: navigationBar) { return .navigationBar }
    for (index, list) in listScrollViews.enumerated() {
      if let list, hit.isDescendant(of: list) { return .list(index) }
    }
    if hit.isDescendant(of: pagerScrollView) { return .list(world.visiblePage) }
    if let table = outerScrollView as? UITableView {
      if let header = table.tableHeaderView, hit.isDescendant(of: header) { return .header }
      for section in 0..<table.numberOfSections {
        if let view = table.sectionHeaderOnScreen(section), hit.isDescendant(of: view) { return .pinBar }
      }
    }
    guard hit.isDescendant(of: outerScrollView) else { return .outside }
    // The outer's own background: above the pager it is the header's place, below it the table's.
    let pagerTop = pagerScrollView.convert(CGPoint.zero, to: nil).y
    return point.y < pagerTop ? .header : .tableBackground
  }
}
