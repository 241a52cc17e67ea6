// The scroll-to-top gesture: a tap on the status bar scrolls the one scroll view on screen that has `scrollsToTop`
// on, animating to the top of its content and telling the delegate, which may refuse.

import SimulatedUIKit
import Testing

@Suite struct StatusBarTests {
  private func scrolledView(frame: CGRect, offset: CGFloat = 700) -> UIScrollView {
    let view = UIScrollView.vertical(frame: frame, contentHeight: 4_000)
    view.contentOffset = CGPoint(x: 0, y: offset)
    return view
  }

  /// Apple, `scrollsToTop`: "The scroll-to-top gesture is a tap on the status bar. When a user makes this gesture, the
  /// system asks the scroll view closest to the status bar to scroll to the top"; the delegate hears
  /// `scrollViewShouldScrollToTop` first and `scrollViewDidScrollToTop` at the end
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop,
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscrolltotop(_:)).
  @Test("a status-bar tap scrolls the one scrollsToTop view to the top of its content, with its callbacks")
  func scrollsTheOneView() {
    let screen = SimulatedScreen(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let view = scrolledView(frame: screen.window.bounds)
    screen.show(view)
    let log = ScrollEventLog()
    view.delegate = log

    #expect(screen.window.simulateStatusBarTap() === view)
    screen.settle()

    #expect(view.contentOffset.y == -view.adjustedContentInset.top)
    #expect(view.adjustedContentInset.top == 47)
    #expect(log.phases == ["shouldScrollToTop", "didScrollToTop"])
  }

  /// Apple, UIScrollView.h on `scrollsToTop`: "On iPhone, we execute this gesture only if there's one on-screen scroll
  /// view with `scrollsToTop` == YES. If more than one is found, none will be scrolled" (the class reference's older
  /// text: "the scroll-to-top gesture has no effect if there is more than one scroll view on-screen that has
  /// scrollsToTop set to YES", https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop).
  @Test("with two scrollsToTop views on screen nothing scrolls; turning one off lets the other scroll")
  func twoViewsNoneScrolls() {
    let screen = SimulatedScreen()
    let top = scrolledView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let bottom = scrolledView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
    let container = UIView(frame: screen.window.bounds)
    container.addSubview(top)
    container.addSubview(bottom)
    screen.show(container)

    #expect(screen.window.simulateStatusBarTap() == nil)
    screen.settle()
    #expect(top.contentOffset.y == 700 && bottom.contentOffset.y == 700)

    top.scrollsToTop = false
    #expect(screen.window.simulateStatusBarTap() === bottom)
    screen.settle()
    #expect(bottom.contentOffset.y == 0 && top.contentOffset.y == 700)
  }

  /// The scroll view must be on screen to count: a hidden one is not (Apple, `scrollsToTop`: "more than one scroll
  /// view onscreen").
  @Test("a hidden scrollsToTop view does not count")
  func hiddenViewDoesNotCount() {
    let screen = SimulatedScreen()
    let shown = scrolledView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let hidden = scrolledView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
    hidden.isHidden = true
    let container = UIView(frame: screen.window.bounds)
    container.addSubview(shown)
    container.addSubview(hidden)
    screen.show(container)

    #expect(screen.window.simulateStatusBarTap() === shown)
  }

  /// Apple, `scrollViewShouldScrollToTop(_:)`: "If the delegate doesn't implement this method, true is assumed";
  /// returning false stops the scroll (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewshouldscrolltotop(_:)).
  @Test("a delegate that refuses keeps the view where it is")
  func delegateRefuses() {
    let screen = SimulatedScreen()
    let view = scrolledView(frame: screen.window.bounds)
    let log = ScrollEventLog()
    log.allowsScrollToTop = false
    view.delegate = log
    screen.show(view)

    screen.window.simulateStatusBarTap()
    screen.settle()

    #expect(view.contentOffset.y == 700)
    #expect(log.phases == ["shouldScrollToTop"])
  }

  /// Apple, `scrollViewDidScrollToTop(_:)`: "The scroll view sends this message when it finishes scrolling to the top
  /// of the content. It might call it immediately if the top of the content is already shown"
  /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscrolltotop(_:)).
  @Test("at the top already, the delegate hears didScrollToTop at once")
  func alreadyAtTop() {
    let screen = SimulatedScreen()
    let view = scrolledView(frame: screen.window.bounds, offset: 0)
    let log = ScrollEventLog()
    view.delegate = log
    screen.show(view)

    screen.window.simulateStatusBarTap()

    #expect(log.phases == ["shouldScrollToTop", "didScrollToTop"])
    #expect(!screen.isBusy)
  }
}
