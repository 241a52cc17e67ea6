// Safe areas: the window's comes from the device (status bar, home indicator); a view's is the part of the window's
// unsafe margins that its frame overlaps, plus its controller's `additionalSafeAreaInsets` for a root view; a change
// is announced with `safeAreaInsetsDidChange`.

import SimulatedUIKit
import Testing

@Suite struct SafeAreaTests {
  private let device = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  /// Apple, `UIView.safeAreaInsets`: for the view controller's root view the insets account for the status bar and
  /// other bars; "For other views in the view hierarchy, the insets reflect only the portion of the view that is
  /// covered" (https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
  @Test("a subview's safe area is the part of the device's unsafe margins its frame overlaps")
  func subviewSafeAreaIsTheOverlap() {
    let screen = SimulatedScreen(safeArea: device)
    let top = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
    let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
    let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
    for view in [top, middle, bottom] { screen.window.addSubview(view) }

    #expect(screen.window.safeAreaInsets == device)
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  /// Apple, `safeAreaInsetsDidChange()`: "Called when the safe area of the view changes"
  /// (https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()); a new device safe area
  /// (rotation, the status bar) reaches every view it covers.
  @Test("a new device safe area reaches the views it covers, with safeAreaInsetsDidChange")
  func deviceChangeIsAnnounced() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let view = LoggingView(name: "view", log: log, frame: screen.window.bounds)
    screen.show(view)
    #expect(log.count("view.safeAreaInsetsDidChange") == 0)

    screen.window.setDevice(size: screen.window.bounds.size, safeArea: device)

    #expect(view.safeAreaInsets == device)
    #expect(log.count("view.safeAreaInsetsDidChange") == 1)
  }

  /// Apple, `UIViewController.additionalSafeAreaInsets`: "Use this property to adjust the safe area insets of this
  /// view controller's views by the specified amount"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets).
  @Test("a controller's additional safe-area insets add to its root view's safe area")
  func additionalSafeAreaInsets() {
    let screen = SimulatedScreen(safeArea: device)
    let controller = UIViewController()
    screen.show(controller.view)

    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)

    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
  }

  /// Apple, `UIView.safeAreaLayoutGuide`: "The layout guide representing the portion of your view that is unobscured
  /// by bars and other content" (https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide).
  @Test("the safe-area layout guide's frame is the bounds less the safe area")
  func safeAreaLayoutGuide() {
    let screen = SimulatedScreen(safeArea: device)
    let view = UIView(frame: screen.window.bounds)
    screen.show(view)

    #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
  }

  /// Apple, `UIView.safeAreaInsets`: "If the view is not currently installed in a view hierarchy, or is not yet visible
  /// onscreen, the edge insets in this property are 0" (https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
  @Test("a view outside any window has no safe area, and loses it when it leaves the window")
  func noWindowNoSafeArea() {
    let screen = SimulatedScreen(safeArea: device)
    let view = UIView(frame: screen.window.bounds)
    #expect(view.safeAreaInsets == .zero)
    screen.show(view)
    #expect(view.safeAreaInsets == device)

    view.removeFromSuperview()

    #expect(view.safeAreaInsets == .zero)
  }
}
