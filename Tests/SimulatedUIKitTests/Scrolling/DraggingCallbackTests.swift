// The delegate's view of a drag: UIKit's documented callback order from the first movement to rest, the release
// velocity in points per millisecond, and `targetContentOffset`, the resting point the delegate may move.

import SimulatedUIKit
import Testing

@Suite struct DraggingCallbackTests {
  private let start = CGPoint(x: 200, y: 500)

  private func scrollView(on screen: SimulatedScreen, log: ScrollEventLog) -> UIScrollView {
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 10_000)
    view.delegate = log
    screen.show(view)
    return view
  }

  /// Apple, `UIScrollViewDelegate`: `scrollViewWillBeginDragging` when dragging starts, `scrollViewDidScroll` as the
  /// content moves, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` when the finger lifts, then
  /// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewWillBeginDecelerating` and, at rest,
  /// `scrollViewDidEndDecelerating` (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate).
  @Test("a flick reports willBeginDragging, didScroll, willEndDragging, didEndDragging(true), decelerating, at rest")
  func flickCallbackOrder() {
    let screen = SimulatedScreen()
    let log = ScrollEventLog()
    let view = scrollView(on: screen, log: log)

    screen.flick(from: start, by: CGPoint(x: 0, y: -80), velocity: CGPoint(x: 0, y: -1_500))
    screen.settle()

    #expect(log.events.first == "willBeginDragging")
    #expect(log.events[1] == "didScroll")
    #expect(log.phases == [
      "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
    ])
    #expect(log.willDecelerate == [true])
    #expect(!view.isDecelerating)
  }

  /// Apple, `scrollViewDidEndDragging(_:willDecelerate:)`: "If the value is false, scrolling stops immediately upon
  /// touch-up" (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)).
  @Test("a lift without speed ends dragging without deceleration")
  func stillReleaseDoesNotDecelerate() {
    let screen = SimulatedScreen()
    let log = ScrollEventLog()
    let view = scrollView(on: screen, log: log)

    screen.drag(from: start, by: CGPoint(x: 0, y: -80))
    screen.lift(velocity: .zero)
    screen.frames(5)

    #expect(log.phases == ["willBeginDragging", "willEndDragging", "didEndDragging"])
    #expect(log.willDecelerate == [false])
    #expect(view.contentOffset.y == 80)
  }

  /// Apple, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: "The velocity of the scroll view (in
  /// points per millisecond) at the moment the touch was released"; a finger moving up moves the content offset up,
  /// so the velocity is positive (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)).
  @Test("the release velocity reaches the delegate in points per millisecond, in the offset's direction")
  func releaseVelocityUnits() {
    let screen = SimulatedScreen()
    let log = ScrollEventLog()
    _ = scrollView(on: screen, log: log)

    screen.flick(from: start, by: CGPoint(x: 0, y: -80), velocity: CGPoint(x: 0, y: -1_500))

    #expect(log.releaseVelocity == CGPoint(x: 0, y: 1.5))
  }

  /// Apple, same method: `targetContentOffset` is "The expected offset when the scrolling action decelerates to a
  /// stop".
  @Test("the proposed target is where the deceleration comes to rest")
  func proposedTargetIsTheRestingPoint() throws {
    let screen = SimulatedScreen()
    let log = ScrollEventLog()
    let view = scrollView(on: screen, log: log)

    screen.flick(from: start, by: CGPoint(x: 0, y: -80), velocity: CGPoint(x: 0, y: -1_500))
    let proposed = try #require(log.proposedTarget)
    screen.settle()

    #expect(proposed.y > 80)
    #expect(abs(view.contentOffset.y - proposed.y) < 0.5)
  }

  /// Apple, same method: "Your application can change the value of the targetContentOffset parameter to adjust where
  /// the scrollview finishes its scrolling animation."
  @Test("a target the delegate writes is where the deceleration comes to rest")
  func writtenTargetIsTheRestingPoint() {
    let screen = SimulatedScreen()
    let log = ScrollEventLog()
    log.redirectTarget = CGPoint(x: 0, y: 600)
    let view = scrollView(on: screen, log: log)

    screen.flick(from: start, by: CGPoint(x: 0, y: -80), velocity: CGPoint(x: 0, y: -1_500))
    screen.settle()

    #expect(abs(view.contentOffset.y - 600) < 0.5)
    #expect(log.phases.last == "didEndDecelerating")
  }

  /// Apple, `UIScrollView.isTracking`, `isDragging`, `isDecelerating`: whether the user has touched the content,
  /// whether the user has begun scrolling it, whether it is moving after the finger lifted
  /// (https://developer.apple.com/documentation/uikit/uiscrollview).
  @Test("tracking on touch-down, dragging once it scrolls, decelerating after the flick, none at rest")
  func trackingDraggingDecelerating() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen, log: ScrollEventLog())

    screen.touchDown(at: start)
    #expect(view.isTracking && !view.isDragging)
    screen.move(by: CGPoint(x: 0, y: -40), frames: 2)
    #expect(view.isTracking && view.isDragging)
    screen.lift(velocity: CGPoint(x: 0, y: -1_500))
    #expect(!view.isTracking && !view.isDragging && view.isDecelerating)
    screen.settle()
    #expect(!view.isDecelerating)
  }

  /// The content follows the finger point for point inside its range (Apple, "Scroll views", Human Interface
  /// Guidelines: content moves with the finger; offsets land on the pixel grid, docs/fidelity.md).
  @Test("inside its range the content moves exactly as far as the finger")
  func contentFollowsTheFinger() {
    let screen = SimulatedScreen()
    let view = scrollView(on: screen, log: ScrollEventLog())
    view.contentOffset = CGPoint(x: 0, y: 300)

    screen.drag(from: start, by: CGPoint(x: 0, y: -37), frames: 3)
    #expect(abs(view.contentOffset.y - 337) < 0.34)
    screen.move(by: CGPoint(x: 0, y: 50), frames: 2)
    #expect(abs(view.contentOffset.y - 287) < 0.34)
  }
}

