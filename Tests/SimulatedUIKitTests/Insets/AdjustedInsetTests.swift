// `adjustedContentInset`: the app's `contentInset` plus the part of the safe area that the
// `contentInsetAdjustmentBehavior` adds; the range of offsets starts at `-adjustedContentInset.top` and ends at the
// content's end plus the bottom inset; a change is announced to the view and then its delegate.

import SimulatedUIKit
import Testing

@Suite struct AdjustedInsetTests {
  private let safeArea = UIEdgeInsets(top: 47, left: 20, bottom: 34, right: 20)

  private func scrollView(
    _ behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentHeight: CGFloat = 3_000, on screen: SimulatedScreen
  ) -> UIScrollView {
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: contentHeight)
    view.contentInsetAdjustmentBehavior = behavior
    view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    screen.show(view)
    return view
  }

  /// Apple, `UIScrollView.ContentInsetAdjustmentBehavior.never`: "Do not adjust the scroll view insets"; `.always`:
  /// "Always include the safe area insets in the content adjustment"
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum).
  @Test("never adds nothing to contentInset; always adds the whole safe area")
  func neverAndAlways() {
    let screen = SimulatedScreen(safeArea: safeArea)
    let never = scrollView(.never, on: screen)
    let always = scrollView(.always, contentHeight: 100, on: screen)

    #expect(never.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
    #expect(always.adjustedContentInset == UIEdgeInsets(top: 57, left: 20, bottom: 39, right: 20))
  }

  /// Apple, `.scrollableAxes`: "The top and bottom insets include the safe area inset values when the vertical content
  /// size is greater than the height of the scroll view itself. The top and bottom insets are also adjusted when the
  /// alwaysBounceVertical property is true. Similarly, the left and right insets include the safe area insets when the
  /// horizontal content size is greater than the width of the scroll view"
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes).
  @Test("scrollableAxes adds the safe area only along the axes that scroll (or always bounce)")
  func scrollableAxes() {
    let screen = SimulatedScreen(safeArea: safeArea)
    let tall = scrollView(.scrollableAxes, on: screen)
    let short = scrollView(.scrollableAxes, contentHeight: 100, on: screen)

    #expect(tall.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 39, right: 0))
    #expect(short.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
    short.alwaysBounceVertical = true
    screen.frame()
    #expect(short.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 39, right: 0))
  }

  /// Apple, `.automatic`: content is always adjusted vertically when the scroll view is the content view of a
  /// controller shown by a navigation or tab bar controller; otherwise it adjusts as `.scrollableAxes`
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic).
  /// The simulation has no navigation bar, so `.automatic` is `.scrollableAxes`.
  @Test("automatic, outside a navigation controller, adjusts as scrollableAxes")
  func automaticIsScrollableAxes() {
    let screen = SimulatedScreen(safeArea: safeArea)
    let tall = scrollView(.automatic, on: screen)
    let short = scrollView(.automatic, contentHeight: 100, on: screen)

    #expect(tall.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 39, right: 0))
    #expect(short.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
  }

  /// Apple, `adjustedContentInsetDidChange()`: "Notifies the scroll view when the adjusted content insets of the
  /// scroll view change"; `scrollViewDidChangeAdjustedContentInset(_:)`: "Tells the delegate when the scroll view's
  /// inset values change" (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()).
  /// That the view hears it before its delegate is the simulation's modelled assumption.
  @Test("a change of the adjusted inset calls adjustedContentInsetDidChange, then the delegate")
  func changeIsAnnounced() {
    let screen = SimulatedScreen()
    let calls = CallLog()
    let view = InsetLoggingScrollView(frame: screen.window.bounds)
    view.contentSize = CGSize(width: 390, height: 3_000)
    view.log = calls
    let log = ScrollEventLog()
    view.delegate = log
    screen.show(view)

    screen.window.setDevice(size: screen.window.bounds.size, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    #expect(view.adjustedContentInset.top == 47)
    #expect(calls.entries == ["adjustedContentInsetDidChange"])
    #expect(log.phases == ["didChangeAdjustedContentInset"])

    view.contentInset = view.contentInset
    #expect(calls.entries.count == 1)
  }

  /// Apple, `contentInset`: "Use this property to extend the space between your content and the edges of the content
  /// view" (https://developer.apple.com/documentation/uikit/uiscrollview/contentinset); the offsets run from
  /// `-adjustedContentInset.top` to the content's height plus the bottom inset less the bounds (a flick past either end
  /// comes to rest at it).
  @Test("flicked past either end, the view rests at minus the top inset or at the content's end plus the bottom inset")
  func rangeIncludesTheInsets() {
    let screen = SimulatedScreen()
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 2_000)
    view.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 60, right: 0)
    screen.show(view)

    screen.flick(from: CGPoint(x: 200, y: 600), by: CGPoint(x: 0, y: -200), velocity: CGPoint(x: 0, y: -9_000))
    screen.settle()
    #expect(view.contentOffset.y == CGFloat(2_000 + 60 - 844))

    screen.flick(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 9_000))
    screen.settle()
    #expect(view.contentOffset.y == -100)
  }

  /// UIScrollView's private `_adjustContentOffsetIfNecessary`, seen in public stack traces, clamps an offset that a
  /// shrinking range left outside it when nothing touches or moves the view (knob `clampOnContentShrink`); the knob's
  /// two readings are tested in `KnobTests`. A view under the finger is left alone until it is released.
  @Test("content that shrinks under a dragging view does not move it; on release it springs back into range")
  func noClampWhileDragging() {
    let screen = SimulatedScreen()
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 3_000)
    screen.show(view)
    view.contentOffset = CGPoint(x: 0, y: 2_000)

    screen.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: -20), frames: 2)
    view.contentSize = CGSize(width: 390, height: 1_000)
    #expect(view.contentOffset.y == 2_020)
    screen.lift()
    screen.settle()
    #expect(view.contentOffset.y == CGFloat(1_000 - 844))
  }
}
