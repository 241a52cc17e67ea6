// The view tree: a view's geometry (frame, bounds and center agree), its place among siblings, and the callbacks
// UIKit sends as it moves in and out of a superview and a window.

import SimulatedUIKit
import Testing

@Suite struct ViewTreeTests {
  /// Apple, `UIView.frame`, `bounds`, `center`: without a transform the frame is the center less half the bounds'
  /// size, and the bounds origin is the view's own coordinate origin
  /// (https://developer.apple.com/documentation/uikit/uiview/frame, https://developer.apple.com/documentation/uikit/uiview/center).
  @Test("frame, bounds and center describe the same rectangle")
  func frameBoundsCenter() {
    _ = SimulatedScreen()
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
    #expect(view.center == CGPoint(x: 60, y: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))

    view.center = CGPoint(x: 200, y: 200)
    #expect(view.frame == CGRect(x: 150, y: 170, width: 100, height: 60))
    view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    #expect(view.frame.size == CGSize(width: 40, height: 40))
  }

  /// Apple, `addSubview(_:)`: "Views can have only one superview. If view already has a superview and that view is
  /// not the receiver, this method removes the previous superview before making the receiver its new superview"; a
  /// view added again goes to the front of its siblings (https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)).
  @Test("adding a view moves it from its old superview; adding it again brings it to the front")
  func oneSuperview() {
    _ = SimulatedScreen()
    let first = UIView(), second = UIView()
    let a = UIView(), b = UIView()
    first.addSubview(a)
    second.addSubview(a)
    #expect(a.superview === second)
    #expect(first.subviews.isEmpty)

    second.addSubview(b)
    second.addSubview(a)
    #expect(second.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(b), ObjectIdentifier(a)])
    second.sendSubviewToBack(a)
    #expect(second.subviews.first === a)
  }

  /// Apple, `willMove(toSuperview:)`, `didMoveToSuperview()`, `willMove(toWindow:)`, `didMoveToWindow()`: each pair
  /// brackets the change (https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()). The order of the
  /// two pairs when a view joins a window's tree is not documented; the simulation sends the superview pair's
  /// `willMove` first and `didMoveToSuperview` before `didMoveToWindow`.
  @Test("a view joining a window's tree hears willMove(toSuperview:), willMove(toWindow:), then the didMove pair")
  func joiningCallbacks() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let view = LoggingView(name: "v", log: log)

    screen.window.addSubview(view)

    #expect(log.entries.filter { $0.contains("Move") } == [
      "v.willMoveToSuperview", "v.willMoveToWindow", "v.didMoveToSuperview", "v.didMoveToWindow",
    ])
    #expect(view.window === screen.window)
  }

  /// Removing a view that is in a window: measured on device and published in public blog posts ("UIView生命周期",
  /// e-com-net.com/article/5357521.htm and 39.103.169.235/p/681053cc48fd), UIKit sends willMoveToSuperview,
  /// willMoveToWindow, didMoveToWindow, then didMoveToSuperview; the view is out of the window in the last two.
  @Test("a view leaving a window's tree hears willMove(toSuperview:), willMove(toWindow:), didMoveToWindow, didMoveToSuperview")
  func leavingCallbacks() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let view = LoggingView(name: "v", log: log)
    screen.window.addSubview(view)
    log.clear()

    view.removeFromSuperview()

    #expect(log.entries.filter { $0.contains("Move") } == [
      "v.willMoveToSuperview", "v.willMoveToWindow", "v.didMoveToWindow", "v.didMoveToSuperview",
    ])
    #expect(view.window == nil && view.superview == nil)
  }

  /// Apple, `UIView.window`: "This property is nil if the view has not yet been added to a window"; a whole subtree
  /// joins (and leaves) with its root (https://developer.apple.com/documentation/uikit/uiview/window).
  @Test("a subtree joins and leaves the window with its root")
  func subtreeFollowsItsRoot() {
    let screen = SimulatedScreen()
    let root = UIView(), child = UIView(), grandchild = UIView()
    root.addSubview(child)
    child.addSubview(grandchild)
    #expect(grandchild.window == nil)

    screen.window.addSubview(root)
    #expect(grandchild.window === screen.window)
    root.removeFromSuperview()
    #expect(grandchild.window == nil)
    #expect(grandchild.isDescendant(of: root))
  }
}
