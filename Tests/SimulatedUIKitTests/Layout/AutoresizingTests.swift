// Autoresizing: when a view's size changes, each subview with an autoresizing mask takes its share of the change in
// its flexible parts; the window's root view follows the device; a stack view places its arranged subviews.

import SimulatedUIKit
import Testing

@Suite struct AutoresizingTests {
  /// Apple, `UIView.autoresizingMask`: `flexibleWidth` resizes the width, `flexibleLeftMargin` moves the view by
  /// changing its left margin; with more than one flexible part along an axis, the difference is shared among them in
  /// proportion to their sizes (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask).
  @Test("subviews take their flexible share of a parent's new width")
  func flexibleParts() {
    _ = SimulatedScreen()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let stretches = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 10))
    stretches.autoresizingMask = [.flexibleWidth]
    let pinnedRight = UIView(frame: CGRect(x: 250, y: 0, width: 40, height: 10))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    let centred = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 10))
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let fixed = UIView(frame: CGRect(x: 10, y: 0, width: 50, height: 10))
    for view in [stretches, pinnedRight, centred, fixed] { parent.addSubview(view) }

    parent.frame = CGRect(x: 0, y: 0, width: 400, height: 100)

    #expect(stretches.frame == CGRect(x: 10, y: 0, width: 380, height: 10))
    #expect(pinnedRight.frame == CGRect(x: 350, y: 0, width: 40, height: 10))
    #expect(centred.frame == CGRect(x: 150, y: 0, width: 100, height: 10))
    #expect(fixed.frame == CGRect(x: 10, y: 0, width: 50, height: 10))
  }

  /// Apple, `UIWindow.rootViewController`: assigning a controller installs its view as the content view of the window;
  /// it fills the window and follows its size (rotation)
  /// (https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller).
  @Test("the root controller's view fills the window and follows a rotation, laid out again")
  func rootViewFollowsTheDevice() {
    let screen = SimulatedScreen()
    let log = CallLog()
    final class Controller: UIViewController {
      var log: CallLog!
      override func loadView() { view = LoggingView(name: "root", log: log) }
    }
    let controller = Controller()
    controller.log = log
    screen.window.rootViewController = controller
    #expect(controller.view.frame == screen.window.bounds)
    screen.frame()
    log.clear()

    screen.window.setDevice(size: CGSize(width: 844, height: 390), safeArea: .zero)
    screen.frame()

    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(log.count("root.layoutSubviews") == 1)
  }

  /// Apple, `UIStackView.Distribution.fillEqually`: the arranged views fill the stack's length along its axis, all the
  /// same size
  /// (https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillequally). The
  /// simulation places arranged subviews without Auto Layout.
  @Test("a fill-equally stack splits its length among its arranged subviews, with spacing")
  func stackFillEqually() {
    let screen = SimulatedScreen()
    let views = (0..<3).map { _ in UIView() }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.spacing = 15
    stack.frame = CGRect(x: 0, y: 0, width: 330, height: 44)
    screen.show(stack)

    #expect(views.map(\.frame.minX) == [0, 115, 230])
    #expect(views.allSatisfy { $0.frame.size == CGSize(width: 100, height: 44) })
  }
}
