// One device screen for one test: a fresh simulated UIKit, a key window of the device's size and safe area, and the
// frame loop the UIKit page host runs (`UIKitPageHost.act` then `UIKitPageHost.endFrame`): the frame's touch first,
// then every moving scroll view advances (deepest first, or outermost first with the knob `momentumOrder`), due work
// runs, the layout pass, and the clock moves on by one frame. A test builds its view tree in `window`, plays touches
// and frames here, and reads what UIKit's documented behaviour says it should see.

import ScrollSim
import SimulatedUIKit

@MainActor
final class SimulatedScreen {
  let simulation: UIKitSimulation
  let window: UIWindow

  /// A fresh simulation (it becomes `UIKitSimulation.current`, as a host makes one per run) and its window.
  init(
    size: CGSize = CGSize(width: 390, height: 844), safeArea: UIEdgeInsets = .zero,
    knobs: SimulationKnobs = SimulationKnobs(), uikitKnobs: UIKitKnobs = UIKitKnobs()
  ) {
    Self.keptAlive.removeAll()
    simulation = UIKitSimulation(knobs: knobs, uikitKnobs: uikitKnobs)
    UIKitSimulation.current = simulation
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.setDevice(size: size, safeArea: safeArea)
    window.makeKeyAndVisible()
  }

  /// A screen whose UIKit knobs differ from the defaults as `change` says.
  convenience init(size: CGSize = CGSize(width: 390, height: 844), uikit change: (inout UIKitKnobs) -> Void) {
    var knobs = UIKitKnobs()
    change(&knobs)
    self.init(size: size, uikitKnobs: knobs)
  }

  /// Objects a test hands to UIKit's weak references (delegates, data sources), kept until the next screen is made:
  /// UIKit holds delegates weakly, and Swift may release a test's local after its last use.
  private static var keptAlive: [AnyObject] = []
  static func keepAlive(_ object: AnyObject) { keptAlive.append(object) }

  /// Frames per second of the simulated display.
  var frameRate: Double { Double(simulation.knobs.frameRate) }

  /// Adds `view` to the window (filling it unless it already has a size) and runs the layout pass.
  func show(_ view: UIView) {
    if view.frame.size == .zero { view.frame = window.bounds }
    window.addSubview(view)
    simulation.layoutWindows()
  }

  // MARK: - Frames

  /// One display refresh, as the page host runs it after the frame's touch.
  func frame() {
    let views = simulation.scrollViewsByDepth
    if simulation.knobs.momentumOrder == .innerFirst {
      for view in views where view.motion.isMoving { view.motion.tick() }
    } else {
      for view in views.reversed() where view.motion.isMoving { view.motion.tick() }
    }
    simulation.endFrame()
    simulation.advanceClock()
  }

  func frames(_ count: Int) {
    for _ in 0..<count { frame() }
  }

  /// Runs frames until no scroll view moves by itself and no work waits; returns how many ran.
  @discardableResult
  func settle(limit: Int = 2_400) -> Int {
    var count = 0
    while count < limit, isBusy {
      frame()
      count += 1
    }
    return count
  }

  var isBusy: Bool {
    simulation.hasScheduledWork || simulation.scrollViewsByDepth.contains { $0.motion.isMoving }
  }

  // MARK: - The finger

  /// The finger lands at `point` (window coordinates); returns the view it hit.
  @discardableResult
  func touchDown(at point: CGPoint) -> UIView? {
    window.simulateTouchDown(at: point)
  }

  /// The finger moves by `delta` in `frames` equal steps, one per frame, each at the speed it implies.
  func move(by delta: CGPoint, frames count: Int = 1) {
    let step = CGPoint(x: delta.x / CGFloat(count), y: delta.y / CGFloat(count))
    let velocity = CGPoint(x: step.x * CGFloat(frameRate), y: step.y * CGFloat(frameRate))
    for _ in 0..<count {
      window.simulateTouchMove(by: step, velocity: velocity)
      frame()
    }
  }

  /// The finger lifts with `velocity` (points per second), and that frame is shown.
  func lift(velocity: CGPoint = .zero) {
    window.simulateTouchUp(velocity: velocity)
    frame()
  }

  /// A drag: down at `point`, then `delta` over `frames` frames; the finger stays down.
  func drag(from point: CGPoint, by delta: CGPoint, frames count: Int = 4) {
    touchDown(at: point)
    move(by: delta, frames: count)
  }

  /// A flick: a drag, then a lift at `velocity`.
  func flick(from point: CGPoint, by delta: CGPoint, frames count: Int = 4, velocity: CGPoint) {
    drag(from: point, by: delta, frames: count)
    lift(velocity: velocity)
  }

  /// A four-page pager (390 pt pages) on screen, swiped left past a third of a page and let go: two frames later it is
  /// snapping to page 1, `isDecelerating`, between pages 0 and 1.
  func pagerSnappingAfterASwipe() -> UIScrollView {
    let pager = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
    pager.contentSize = CGSize(width: 390 * 4, height: 300)
    pager.isPagingEnabled = true
    show(pager)
    flick(from: CGPoint(x: 300, y: 350), by: CGPoint(x: -120, y: 0), velocity: CGPoint(x: -900, y: 0))
    frames(2)
    return pager
  }
}
