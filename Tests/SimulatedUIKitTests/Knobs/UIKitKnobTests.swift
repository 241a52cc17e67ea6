// Each `UIKitKnobs` setting, both ways: the behaviour the default reading gives and the one the other reading gives,
// so a scenario recorded under either replays as its knob says (the evidence for each default is in UIKitKnobs.swift
// and docs/uikit.md).

import SimulatedUIKit
import Testing

@Suite struct UIKitKnobTests {
  /// Knob `observerAfterDelegate` (default on): automatic KVO wraps the setter, and UIKit calls the delegate from
  /// inside `setContentOffset:`, so a key-value observer of `contentOffset` hears a change after
  /// `scrollViewDidScroll` (inferred; not documented). Off: before it.
  @Test("a contentOffset observer hears the change after the delegate, or before it with the knob off", arguments: [true, false])
  func observerAfterDelegate(after: Bool) {
    let screen = SimulatedScreen { $0.observerAfterDelegate = after }
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 3_000)
    screen.show(view)
    let order = CallLog()
    let delegate = ScrollEventLog()
    delegate.onScroll = { _ in order.append("delegate") }
    view.delegate = delegate
    let token = view.observe(\.contentOffset) { _, _ in order.append("observer") }

    view.contentOffset = CGPoint(x: 0, y: 10)

    #expect(order.entries == (after ? ["delegate", "observer"] : ["observer", "delegate"]))
    token.invalidate()
  }

  /// Knob `delegateAskedBeforeView` (default on): when a recognizer is about to begin, its delegate's
  /// `gestureRecognizerShouldBegin(_:)` is asked before its view's (both must agree; the order is not documented).
  @Test("gestureRecognizerShouldBegin is asked of the delegate, then the view, or the other way with the knob off", arguments: [true, false])
  func delegateAskedBeforeView(delegateFirst: Bool) {
    final class AskedView: UIView {
      var onAsk: (() -> Void)?
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        onAsk?()
        return true
      }
    }
    let screen = SimulatedScreen { $0.delegateAskedBeforeView = delegateFirst }
    let order = CallLog()
    let view = AskedView(frame: screen.window.bounds)
    view.onAsk = { order.append("view") }
    let pan = RecordingPan()
    let delegate = ScriptedGestureDelegate()
    delegate.log = { order.append($0) }
    pan.delegate = delegate
    view.addGestureRecognizer(pan)
    screen.show(view)

    screen.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 20), frames: 1)

    #expect(order.entries == (delegateFirst ? ["delegate", "view"] : ["view", "delegate"]))
    #expect(pan.states == [.began])
  }

  /// Knob `cancelledPanEndsDragging` (default on): a pan cancelled because `isScrollEnabled` went false mid-drag still
  /// sends `scrollViewDidEndDragging(_:willDecelerate: false)` (UIKit's pan handler treats a cancelled pan as an
  /// ended one, without velocity; not documented). Off: the drag ends silently. Either way the view stops dragging.
  @Test("disabling scrolling mid-drag ends the drag, with didEndDragging only when the knob is on", arguments: [true, false])
  func cancelledPanEndsDragging(ends: Bool) {
    let screen = SimulatedScreen { $0.cancelledPanEndsDragging = ends }
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 3_000)
    let log = ScrollEventLog()
    view.delegate = log
    screen.show(view)
    screen.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: -40), frames: 2)
    #expect(view.isDragging)

    view.isScrollEnabled = false
    screen.move(by: CGPoint(x: 0, y: -40), frames: 2)

    #expect(!view.isDragging)
    #expect(view.contentOffset.y == 40)
    #expect(log.phases == (ends ? ["willBeginDragging", "didEndDragging"] : ["willBeginDragging"]))
    #expect(log.willDecelerate == (ends ? [false] : []))
  }

  /// Knob `crossAxisPanDefersToEnclosing` (default on): Apple's Scroll View Programming Guide, "Nesting Scroll Views":
  /// in cross-directional nesting each direction goes to the scroll view that scrolls that way, with no code. A
  /// vertical swipe on a horizontal pager inside a vertical scroll view scrolls the outer view. Off: the pager's pan
  /// begins at once (inner first) and takes the touch, so nothing scrolls vertically.
  @Test("a vertical swipe on a horizontal pager scrolls the enclosing vertical view, unless the knob is off", arguments: [true, false])
  func crossAxisPanDefersToEnclosing(defers: Bool) {
    let screen = SimulatedScreen { $0.crossAxisPanDefersToEnclosing = defers }
    let outer = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 3_000)
    let pager = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
    pager.contentSize = CGSize(width: 390 * 3, height: 300)
    pager.isPagingEnabled = true
    outer.addSubview(pager)
    screen.show(outer)

    screen.drag(from: CGPoint(x: 200, y: 350), by: CGPoint(x: 0, y: -45), frames: 3)

    #expect(outer.contentOffset.y == (defers ? 45 : 0))
    #expect(outer.isDragging == defers)
    #expect(pager.isDragging == !defers)
    #expect(pager.contentOffset.x == 0)
  }

  /// Knob `removedTouchViewCancelsTouch` (default on): when the view a finger landed on leaves the window mid-touch, the
  /// whole touch is cancelled (`touchesCancelled(_:with:)` names a view removed from the window as a cause). Off: only
  /// that view and the recognizers on views that left hear it; the enclosing scroll view keeps dragging.
  @Test("removing the touched row mid-drag cancels the drag, or only the row's touch with the knob off", arguments: [true, false])
  func removedTouchViewCancelsTouch(cancels: Bool) {
    let screen = SimulatedScreen { $0.removedTouchViewCancelsTouch = cancels }
    let outer = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 3_000)
    let log = CallLog()
    let row = LoggingView(name: "row", log: log, frame: CGRect(x: 0, y: 300, width: 390, height: 100))
    outer.addSubview(row)
    screen.show(outer)
    screen.drag(from: CGPoint(x: 200, y: 350), by: CGPoint(x: 0, y: -20), frames: 2)
    #expect(outer.isDragging)

    row.removeFromSuperview()
    screen.move(by: CGPoint(x: 0, y: -20), frames: 2)

    #expect(screen.window.hasTouch == !cancels)
    #expect(outer.isDragging == !cancels)
    #expect(outer.contentOffset.y == (cancels ? 20 : 40))
    #expect(log.count("row.touchesCancelled") == 1)
  }

  /// Knob `movedPanBeginsFirst` (default on): two pans on one view that may not recognize together (by default no two
  /// do, Apple's `UIGestureRecognizerDelegate`) — an outer scroll view's own and an inner scroll view's moved onto it
  /// (WWDC 2014 session 235). Apple documents no order between them. On: the moved pan goes first, as the inner scroll
  /// view's pan would on its own view, and the inner view takes the drag. Off: the order they were added, the outer's
  /// own first, and the outer takes it. Either way only one of them scrolls.
  @Test("of two pans on one view, the moved inner pan takes the drag, or the view's own with the knob off", arguments: [true, false])
  func movedPanBeginsFirst(movedFirst: Bool) {
    let screen = SimulatedScreen { $0.movedPanBeginsFirst = movedFirst }
    let outer = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 3_000)
    let inner = UIScrollView.vertical(frame: CGRect(x: 0, y: 300, width: 390, height: 400), contentHeight: 2_000)
    outer.addSubview(inner)
    outer.addGestureRecognizer(inner.panGestureRecognizer)
    screen.show(outer)

    screen.drag(from: CGPoint(x: 200, y: 500), by: CGPoint(x: 0, y: -30), frames: 3)

    #expect(inner.panGestureRecognizer.view === outer)
    #expect(inner.contentOffset.y == (movedFirst ? 30 : 0))
    #expect(outer.contentOffset.y == (movedFirst ? 0 : 30))
    #expect(inner.isDragging == movedFirst)
    #expect(outer.isDragging == !movedFirst)
  }
}
