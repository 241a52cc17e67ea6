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
  /// A finger drove a list or the pager while the outer table's row that holds the pager was wholly off screen (a
  /// header taller than the screen, or one grown under the finger). UIKit's table keeps views only for the rows in
  /// its bounds (Apple, `UITableView`: cells are reused as they scroll off screen) and a view that leaves its window
  /// has its touches cancelled (Apple, `touchesCancelled(_:with:)`: "causes the view handling the touch events to be
  /// removed from its window"); the page world has no rows, and its lists and pager keep the finger.
  case pagerRowOffScreenUnderFinger = "the pager's row off screen under the finger"
  /// A finger down on the header (or the table below the pager) saw the page change before it moved, and its pan
  /// then drove the new page's list: the page world gives the header's pan to the list on screen when the pan begins.
  /// A UIKit touch keeps the recognizers it had when it went down (Apple, Event Handling Guide for iOS, "Hit-Testing
  /// Returns the View Where a Touch Occurred": a touch is associated with its hit-test view for its lifetime; `UITouch.gestureRecognizers`),
  /// so the pan the container moved onto the outer table for the old page keeps it.
  case pageChangedBeforePan = "the page changed between touch-down and the pan"
  /// The coordinator let the pager begin on a drag whose first movement went across the pager's axis (mostly
  /// vertical), and the page world gave the pager the drag alone. In UIKit a scroll view's pan carries its own
  /// direction rule: a horizontal scroll view nested in a vertical one leaves it the vertical drags with no code
  /// (Apple, Scroll View Programming Guide, "Nesting Scroll Views": cross-directional scrolling "is supported and
  /// provided by default"), even when `gestureRecognizerShouldBegin` says yes (JXPagingView's list container,
  /// github.com/pujiaxin33/JXPagingView, answers yes and does not page on a vertical swipe); the vertical pans take it.
  case pagerBeganAcrossItsAxis = "the pager let begin on a drag across its axis"
  /// The coordinator let a pager of one page begin a drag, and the page world gave the pager the drag (a mutant's
  /// `pagerShouldBegin` answering yes where the shipped ones refuse a swipe past the first or last page). A UIKit
  /// scroll view whose content is no wider than its bounds allows no horizontal dragging unless `alwaysBounceHorizontal`
  /// is on (Apple, `alwaysBounceHorizontal`: with it on, "horizontal dragging is allowed even if the content is smaller
  /// than the bounds"; off by default), so its pan defers to the enclosing vertical scroll view (knob
  /// `crossAxisPanDefersToEnclosing`) before the container is asked; the page world asks, to judge the answer
  /// (`paging-gates`), and the verdicts part though no view would page in either.
  case onePagePagerBegan = "a pager of one page let begin"
  /// The checker cut a feedback loop earlier in the case (`no-feedback-loop`: callbacks nested past the world's depth
  /// limit, or too many in one frame). No UIKit state follows such a loop: a `scrollViewDidScroll` that writes a view
  /// whose callback writes it back re-enters until the stack overflows. Where the views stand after the cut depends on
  /// which write of the frame started the loop and which call the bound stopped, which the two pages order
  /// differently (a relayout writes the outer table first in the container, a clamped list first in the page world;
  /// moving views tick in their own orders); both report the loop, and their frames after it are not compared as UIKit's.
  case feedbackLoopCut = "after a feedback loop the checker cut"

  /// The first cause in the steps up to `lastStep`, the page world's own trace of the case read for where the pager
  /// stood when each finger landed.
  public static func find(in steps: [Step], world: WorldConfig, upTo lastStep: Int, trace: [TraceRow]) -> DifferenceCause? {
    if let cause = find(in: steps, world: world, upTo: lastStep) { return cause }
    var previous: TraceRow?
    for row in trace where row.stepIndex.map({ $0 <= lastStep }) ?? (lastStep >= steps.count) {
      defer { previous = row }
      if isPagerRowOffScreenUnderFinger(row, frameStart: previous) { return .pagerRowOffScreenUnderFinger }
    }
    let width = world.viewportWidth
    guard width > 0 else { return nil }
    for (index, step) in steps.prefix(max(lastStep + 1, 0)).enumerated() {
      guard case .touchDown = step, let row = trace.first(where: { $0.stepIndex == index }) else { continue }
      let pages = row.pagerX / width
      if abs(pages - pages.rounded()) * width > 1 { return .touchWhilePagerBetweenPages }
    }
    if pageChangedBeforePan(in: trace, world: world, upTo: lastStep, stepCount: steps.count) { return .pageChangedBeforePan }
    if pagerBeganAcrossItsAxis(in: trace, upTo: lastStep, stepCount: steps.count) { return .pagerBeganAcrossItsAxis }
    if onePagePagerBegan(in: trace, upTo: lastStep, stepCount: steps.count) { return .onePagePagerBegan }
    let loopCut = trace.contains { row in
      (row.stepIndex.map { $0 <= lastStep } ?? (lastStep >= steps.count))
        && row.violations.contains { $0.hasPrefix(Invariant.noFeedbackLoop.rawValue) }
    }
    if loopCut { return .feedbackLoopCut }
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

  /// Whether at this frame of the page world a finger drives a list or the pager (hit-tested on one, or a pan that
  /// moves one) while the row holding the pager shows nowhere in the window: at the frame's end, or at its start (the
  /// row before, `frameStart`), for a coordinator that pins the outer within the frame and brings the row back before
  /// it ends, after the movement that drove the row's views.
  static func isPagerRowOffScreenUnderFinger(_ row: TraceRow, frameStart: TraceRow? = nil) -> Bool {
    guard let finger = row.finger, !row.page.headerOnly else { return false }
    let drivesPagerContent = finger.hit.hasPrefix("list")
      || (finger.pan ?? []).contains { $0 == "pager" || $0.hasPrefix("list") }
    guard drivesPagerContent else { return false }
    func offScreen(outerY: Double) -> Bool {
      let top = row.page.headerHeight + row.page.pinBarHeight - outerY
      return top >= row.page.viewportHeight || top + row.page.cellHeight <= 0
    }
    return offScreen(outerY: row.outerY) || frameStart.map { offScreen(outerY: $0.outerY) } ?? false
  }

  /// Whether a finger that landed outside every list began its pan on a list other than the page on screen when it
  /// landed, or with another page on screen (the page world then asks the new page's list, which may leave the drag
  /// to the outer where the old one, whose pan the UIKit touch keeps, takes it): read from the page world's trace, up
  /// to `lastStep`.
  static func pageChangedBeforePan(in trace: [TraceRow], world: WorldConfig, upTo lastStep: Int, stepCount: Int) -> Bool {
    let width = world.viewportWidth
    guard width > 0 else { return false }
    var pageAtTouch: Int?
    for row in trace where row.stepIndex.map({ $0 <= lastStep }) ?? (lastStep >= stepCount) {
      if row.touchDown != nil { pageAtTouch = Int((row.pagerX / width).rounded()) }
      guard let finger = row.finger, let page = pageAtTouch, let pan = finger.pan else { continue }
      pageAtTouch = nil
      if finger.hit.hasPrefix("list") { continue }
      if pan.contains(where: { $0.hasPrefix("list") && $0 != "list\(page)" }) { return true }
      if Int((row.pagerX / width).rounded()) != page { return true }
    }
    return false
  }

  /// Whether, up to `lastStep`, the page world gave a drag to the pager while the page had one page (read from the
  /// page world's trace: the frame the pager's pan began, and the page's lists then).
  static func onePagePagerBegan(in trace: [TraceRow], upTo lastStep: Int, stepCount: Int) -> Bool {
    var before: TraceFinger?
    for row in trace where row.stepIndex.map({ $0 <= lastStep }) ?? (lastStep >= stepCount) {
      defer { before = row.finger }
      guard let finger = row.finger, let start = before, start.pan == nil, finger.pan?.contains("pager") == true else { continue }
      if row.page.lists.count == 1 { return true }
    }
    return false
  }

  /// Whether, up to `lastStep`, the page world gave a drag to the pager alone though its first movement was mostly
  /// vertical (read from the page world's trace: the finger's position before and at the frame its pan began).
  static func pagerBeganAcrossItsAxis(in trace: [TraceRow], upTo lastStep: Int, stepCount: Int) -> Bool {
    var before: TraceFinger?
    for row in trace where row.stepIndex.map({ $0 <= lastStep }) ?? (lastStep >= stepCount) {
      defer { before = row.finger }
      guard let finger = row.finger, let start = before, start.pan == nil, finger.pan == ["pager"] else { continue }
      // A drag at 45° is not horizontal either: the page world and UIKit's scroll view pan both read a tie as vertical.
      // They read it from the step's equal deltas; the trace holds positions, and subtracting two of them leaves a
      // rounding error that scales with the coordinate (x 220 and y 103, 5.58 pt each way, came out 1.4e-14 pt more
      // horizontal: `ungated-pager` case 4066), so a tie is read within a millionth of a point.
      if abs(finger.y - start.y) >= abs(finger.x - start.x) - 1e-6 { return true }
    }
    return false
  }
}
