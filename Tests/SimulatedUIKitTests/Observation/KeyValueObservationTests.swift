// Block-based key-value observation of the geometry nested-scrolling code watches: the handler hears each change with
// its old and new values, `.initial` at once, and nothing once its token is invalidated or released.

import SimulatedUIKit
import Testing

@Suite struct KeyValueObservationTests {
  private func scrollView(on screen: SimulatedScreen) -> UIScrollView {
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 3_000)
    screen.show(view)
    return view
  }

  /// Apple, `NSObject.observe(_:options:changeHandler:)` and `NSKeyValueObservingOptions`: `.old` and `.new` put the
  /// previous and the new value in the change (https://developer.apple.com/documentation/objectivec/nsobject/observe(_:options:changehandler:),
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions).
  @Test("an observer of contentOffset hears each change with its old and new values")
  func offsetChangesWithOldAndNew() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen)
    var changes: [(CGPoint?, CGPoint?)] = []
    let token = view.observe(\.contentOffset, options: [.old, .new]) { _, change in
      changes.append((change.oldValue, change.newValue))
    }

    view.contentOffset = CGPoint(x: 0, y: 100)
    view.contentOffset = CGPoint(x: 0, y: 250)

    #expect(changes.map(\.0) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 100)])
    #expect(changes.map(\.1) == [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 250)])
    token.invalidate()
  }

  /// Apple, `NSKeyValueObservingOptions.initial`: "a notification should be sent to the observer immediately, before
  /// the observer registration method even returns" (https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/initial).
  @Test("the initial option calls the handler before observe returns")
  func initialFiresAtOnce() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen)
    view.contentOffset = CGPoint(x: 0, y: 40)
    var seen: [CGPoint?] = []

    let token = view.observe(\.contentOffset, options: [.initial, .new]) { _, change in seen.append(change.newValue) }

    #expect(seen == [CGPoint(x: 0, y: 40)])
    token.invalidate()
  }

  /// Apple, `observe(_:options:changeHandler:)`: the observation is active until the returned `NSKeyValueObservation`
  /// is invalidated or deallocated (https://developer.apple.com/documentation/foundation/nskeyvalueobservation).
  @Test("an invalidated or released observation hears nothing more")
  func endedObservationIsSilent() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen)
    var invalidatedCalls = 0, releasedCalls = 0
    let invalidated = view.observe(\.contentOffset) { _, _ in invalidatedCalls += 1 }
    var released: NSKeyValueObservation? = view.observe(\.contentOffset) { _, _ in releasedCalls += 1 }
    view.contentOffset = CGPoint(x: 0, y: 10)
    #expect(invalidatedCalls == 1 && releasedCalls == 1)

    invalidated.invalidate()
    released = nil
    view.contentOffset = CGPoint(x: 0, y: 20)

    #expect(invalidatedCalls == 1 && releasedCalls == 1)
    #expect(released == nil)
  }

  /// A scroll view's bounds origin is its content offset (Apple, `contentOffset`: "The point at which the origin of the
  /// content view is offset from the origin of the scroll view"), so an observer of `bounds` hears scrolling too, and
  /// one of `contentSize` hears the content grow (https://developer.apple.com/documentation/uikit/uiscrollview/contentsize).
  @Test("bounds observers hear scrolling; contentSize observers hear the content change")
  func boundsAndContentSize() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen)
    var bounds: [CGRect?] = [], sizes: [CGSize?] = []
    let boundsToken = view.observe(\.bounds, options: [.new]) { _, change in bounds.append(change.newValue) }
    let sizeToken = view.observe(\.contentSize, options: [.new]) { _, change in sizes.append(change.newValue) }

    view.contentOffset = CGPoint(x: 0, y: 75)
    view.contentSize = CGSize(width: 390, height: 5_000)

    #expect(bounds.first??.origin == CGPoint(x: 0, y: 75))
    #expect(sizes == [CGSize(width: 390, height: 5_000)])
    boundsToken.invalidate()
    sizeToken.invalidate()
  }

  /// The observer hears the offsets UIKit's own scrolling writes as the finger drags, not only those written in code
  /// (MJRefresh, SegementSlide and similar libraries follow drags this way).
  @Test("an offset observer hears each step of a drag")
  func hearsDragging() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen)
    var offsets: [CGFloat] = []
    let token = view.observe(\.contentOffset, options: [.new]) { _, change in offsets.append(change.newValue?.y ?? -1) }

    screen.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: -30), frames: 3)

    #expect(offsets == [10, 20, 30])
    token.invalidate()
  }

  /// Apple, `UIView.frame` is observable with block-based KVO as code watching a view's geometry does; setting a frame
  /// notifies the observer with the new rectangle.
  @Test("a frame observer on a plain view hears the new frame")
  func frameObserver() {
    _ = SimulatedScreen()
    let view = UIView(frame: .zero)
    var frames: [CGRect?] = []
    let token = view.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue) }

    view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)

    #expect(frames == [CGRect(x: 1, y: 2, width: 3, height: 4)])
    token.invalidate()
  }
}
