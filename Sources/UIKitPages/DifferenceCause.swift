// Why the UIKit container and the page world may part on a case, when the case itself explains it: two situations
// where UIKit's own rules and the page world's idealization differ, read from the steps before the first difference
// (docs/uikit.md § The container against the page world). A difference with no such cause is unexplained.

import Checker
import ScrollSim

/// A situation, found in a case's steps, in which UIKit and the page world are known to differ.
public enum DifferenceCause: String, Sendable, CaseIterable {
  /// The finger went past the screen's edge while down. The page world keeps dragging its views by it; on the
  /// simulated UIKit the table recycles the views it drags off screen (the pin bar under the finger, a cell), and the
  /// knob `removedTouchViewCancelsTouch` decides whether that ends the touch.
  case fingerBeyondScreen = "finger beyond the screen"
  /// The lists were destroyed while a finger was down (`reloadPager`, `unloadDistantLists`). The page world cancels
  /// the touch; on UIKit the touch goes on for the views still in the window (the outer table keeps dragging), and
  /// the lists made meanwhile do not join it.
  case listsDestroyedUnderFinger = "lists destroyed under the finger"
  /// A finger landed while the pager stood between pages (an animated tab switch sliding across them). UIKit gives
  /// the touch to the view under the finger (Apple, `hitTest(_:with:)`): near the screen's left edge that is the page
  /// to the left of the one mostly on screen. The page world gives it to the list mostly on screen.
  case touchWhilePagerBetweenPages = "a touch while the pager stood between pages"

  /// The first cause in the steps up to `lastStep`, the page world's own trace of the case read for where the pager
  /// stood when each finger landed.
  public static func find(in steps: [Step], world: WorldConfig, upTo lastStep: Int, trace: [TraceRow]) -> DifferenceCause? {
    if let cause = find(in: steps, world: world, upTo: lastStep) { return cause }
    let width = world.viewportWidth
    guard width > 0 else { return nil }
    for (index, step) in steps.prefix(max(lastStep + 1, 0)).enumerated() {
      guard case .touchDown = step, let row = trace.first(where: { $0.stepIndex == index }) else { continue }
      let pages = row.pagerX / width
      if abs(pages - pages.rounded()) * width > 1 { return .touchWhilePagerBetweenPages }
    }
    return nil
  }
  /// The first cause the steps up to and including `lastStep` show, or `nil`.
  public static func find(in steps: [Step], world: WorldConfig, upTo lastStep: Int) -> DifferenceCause? {
    var width = world.viewportWidth, height = world.viewportHeight
    var finger: (x: Double, y: Double)?
    for step in steps.prefix(max(lastStep + 1, 0)) {
      switch step {
      case .touchDown(let x, let y): finger = (x, y)
      case .move(let dx, let dy, _):
        guard var position = finger else { continue }
        position.x += dx
        position.y += dy
        finger = position
        if position.x < 0 || position.x >= width || position.y < 0 || position.y >= height { return .fingerBeyondScreen }
      case .lift: finger = nil
      case .resize(let w, let h):
        width = w
        height = h
      case .reloadPager, .unloadDistantLists:
        if finger != nil { return .listsDestroyedUnderFinger }
      default: continue
      }
    }
    return nil
  }
}
