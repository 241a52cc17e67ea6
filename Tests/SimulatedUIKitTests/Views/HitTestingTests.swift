// Which view a finger lands on: the deepest, front-most view containing the point that is visible and takes touches;
// a scroll view's offset shifts what lies under a point, and `point(inside:with:)` decides what "contains" means.

import SimulatedUIKit
import Testing

@Suite struct HitTestingTests {
  /// Apple, `hitTest(_:with:)`: "This method ignores view objects that are hidden, that have disabled user
  /// interactions, or have an alpha level less than 0.01"; subviews are searched front to back
  /// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
  @Test("a hidden, nearly transparent or non-interactive front view lets the touch through to the view behind")
  func invisibleOrInertViewsAreSkipped() {
    let screen = SimulatedScreen()
    let back = UIView(frame: screen.window.bounds)
    let front = UIView(frame: screen.window.bounds)
    screen.window.addSubview(back)
    screen.window.addSubview(front)
    let point = CGPoint(x: 100, y: 100)
    #expect(screen.window.hitTest(point, with: nil) === front)

    front.isHidden = true
    #expect(screen.window.hitTest(point, with: nil) === back)
    front.isHidden = false
    front.alpha = 0.005
    #expect(screen.window.hitTest(point, with: nil) === back)
    front.alpha = 0.01
    #expect(screen.window.hitTest(point, with: nil) === front)
    front.isUserInteractionEnabled = false
    #expect(screen.window.hitTest(point, with: nil) === back)
  }

  /// Apple, `hitTest(_:with:)`: returns "the farthest descendant … that contains the specified point", found by
  /// asking `point(inside:with:)`; a view can widen its touch area by overriding it
  /// (https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)).
  @Test("the deepest view containing the point is hit, and point(inside:) can widen a view's area")
  func deepestViewAndPointInside() {
    let screen = SimulatedScreen()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let button = GenerousView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    container.addSubview(button)
    screen.window.addSubview(container)

    #expect(screen.window.hitTest(CGPoint(x: 120, y: 120), with: nil) === button)
    #expect(screen.window.hitTest(CGPoint(x: 155, y: 120), with: nil) === button)
    #expect(screen.window.hitTest(CGPoint(x: 170, y: 120), with: nil) === container)
    #expect(screen.window.hitTest(CGPoint(x: 120, y: 500), with: nil) === screen.window)
  }

  /// Apple, `UIScrollView.contentOffset`: "The point at which the origin of the content view is offset from the
  /// origin of the scroll view" (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset); a scroll
  /// view's bounds origin is its offset, so hit-testing finds its content where it is scrolled to.
  @Test("hit-testing finds a scroll view's content where the offset has moved it")
  func hitTestFollowsTheOffset() {
    let screen = SimulatedScreen()
    let scrollView = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 3_000)
    let row = UIView(frame: CGRect(x: 0, y: 1_000, width: 390, height: 50))
    scrollView.addSubview(row)
    screen.show(scrollView)
    #expect(screen.window.hitTest(CGPoint(x: 10, y: 120), with: nil) === scrollView)

    scrollView.contentOffset = CGPoint(x: 0, y: 900)

    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 900))
    #expect(screen.window.hitTest(CGPoint(x: 10, y: 120), with: nil) === row)
  }

  /// Apple, `UILabel.isUserInteractionEnabled` and `UIImageView.isUserInteractionEnabled`: both classes change the
  /// property's inherited default to false (https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled,
  /// https://developer.apple.com/documentation/uikit/uiimageview/isuserinteractionenabled).
  @Test("labels and image views do not take touches by default")
  func labelsPassTouchesThrough() {
    let screen = SimulatedScreen()
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    let image = UIImageView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
    cell.addSubview(label)
    cell.addSubview(image)
    screen.window.addSubview(cell)

    #expect(screen.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === cell)
    #expect(screen.window.hitTest(CGPoint(x: 250, y: 20), with: nil) === cell)
  }

  /// Apple, `convert(_:to:)` and `convert(_:from:)`: "If view is nil, this method instead converts to window base
  /// coordinates"; a scroll view's offset is part of its coordinate system
  /// (https://developer.apple.com/documentation/uikit/uiview).
  @Test("points and rectangles convert between views through frames and a scroll view's offset")
  func coordinateConversion() {
    let screen = SimulatedScreen()
    let scrollView = UIScrollView.vertical(frame: CGRect(x: 0, y: 100, width: 390, height: 600), contentHeight: 3_000)
    let card = UIView(frame: CGRect(x: 20, y: 500, width: 100, height: 100))
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    card.addSubview(badge)
    scrollView.addSubview(card)
    screen.show(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 300)

    #expect(badge.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 35, y: 100 + 500 - 300 + 15))
    #expect(badge.convert(CGPoint(x: 5, y: 5), to: scrollView) == CGPoint(x: 35, y: 515))
    #expect(scrollView.convert(CGPoint(x: 35, y: 515), to: badge) == CGPoint(x: 5, y: 5))
    #expect(card.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: nil) == CGRect(x: 20, y: 300, width: 100, height: 100))
    #expect(badge.convert(CGPoint(x: 0, y: 0), from: card) == CGPoint(x: -10, y: -10))
  }
}
