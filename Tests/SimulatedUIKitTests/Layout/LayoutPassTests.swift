// The layout pass: `setNeedsLayout` marks a view and the run loop lays it out at the end of the frame, once however
// often it was marked; `layoutIfNeeded` lays out at once, from the topmost marked ancestor down; a view whose size
// changes is marked, one that only moves is not; the view controller hears its root view's layout around it.

import SimulatedUIKit
import Testing

@Suite struct LayoutPassTests {
  /// Apple, `setNeedsLayout()`: "This method makes a note of the request and returns immediately. Because this method
  /// does not force an immediate update, but instead waits for the next update cycle, you can use it to invalidate the
  /// layout of multiple views before any of those views are updated"
  /// (https://developer.apple.com/documentation/uikit/uiview/setneedslayout()).
  @Test("setNeedsLayout defers layoutSubviews to the end of the frame, and runs it once for several marks")
  func setNeedsLayoutDefers() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let view = LoggingView(name: "v", log: log, frame: screen.window.bounds)
    screen.show(view)
    log.clear()

    view.setNeedsLayout()
    view.setNeedsLayout()
    #expect(log.count("v.layoutSubviews") == 0)
    screen.frame()
    #expect(log.count("v.layoutSubviews") == 1)
    screen.frame()
    #expect(log.count("v.layoutSubviews") == 1)
  }

  /// Apple, `layoutIfNeeded()`: "Lays out the subviews immediately, if layout updates are pending"; CALayer's
  /// `layoutIfNeeded`: "the layer's super layers are traversed until an ancestor layer is found that does not require
  /// layout; then layout is performed on the entire layer-tree beneath that ancestor"
  /// (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded(),
  /// https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded()).
  @Test("layoutIfNeeded lays out at once, the marked parent before its marked child")
  func layoutIfNeededRunsNowTopDown() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let parent = LoggingView(name: "parent", log: log, frame: screen.window.bounds)
    let child = LoggingView(name: "child", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.addSubview(child)
    screen.show(parent)
    log.clear()

    child.setNeedsLayout()
    parent.setNeedsLayout()
    child.layoutIfNeeded()

    #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    child.layoutIfNeeded()
    #expect(log.entries.count == 2)
  }

  /// Setting a frame lays the view out again only if its size changed (a public Q&A on when UIKit calls
  /// `layoutSubviews`, "setFrame intelligently calls layoutSubviews on the view having its frame set only if the size
  /// parameter of the frame is different", codingtour.com/posts/layoutsubview-调用时机, after Stack Overflow 728372).
  @Test("a new size marks a view for layout; a move alone does not")
  func sizeChangeLaysOut() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let view = LoggingView(name: "v", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    screen.show(view)
    log.clear()

    view.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    screen.frame()
    #expect(log.count("v.layoutSubviews") == 0)
    view.frame = CGRect(x: 50, y: 50, width: 120, height: 100)
    screen.frame()
    #expect(log.count("v.layoutSubviews") == 1)
  }

  /// UIKit repeats the layout pass while views mark themselves again inside it, in the same run-loop turn (Apple,
  /// WWDC 2016 "What's New in Auto Layout": the layout feedback loop debugger counts such passes); the simulation cuts
  /// a view that never settles after 16 rounds in one frame and tries again next frame, so a loop cannot hang it.
  @Test("a view that marks itself inside layoutSubviews is laid out again in the same pass, up to a limit")
  func relayoutInTheSamePass() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let view = LoggingView(name: "v", log: log, frame: screen.window.bounds)
    var remaining = 2
    view.onLayout = { view in
      if remaining > 0 {
        remaining -= 1
        view.setNeedsLayout()
      }
    }
    screen.show(view)
    #expect(log.count("v.layoutSubviews") == 3)

    log.clear()
    view.onLayout = { $0.setNeedsLayout() }
    view.setNeedsLayout()
    screen.frame()
    #expect(log.count("v.layoutSubviews") == 16)
  }

  /// Apple, `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`: "Called to notify the view controller that its
  /// view is about to layout its subviews" / "has just laid out its subviews"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()).
  @Test("a controller hears viewWillLayoutSubviews and viewDidLayoutSubviews around its view's layoutSubviews")
  func controllerLayoutCallbacks() {
    final class Controller: UIViewController {
      let log = CallLog()
      override func loadView() {
        let view = LoggingView(name: "view", log: log)
        self.view = view
      }
      override func viewWillLayoutSubviews() { log.append("willLayout") }
      override func viewDidLayoutSubviews() { log.append("didLayout") }
    }
    let screen = SimulatedScreen()
    let controller = Controller()
    screen.show(controller.view)
    controller.log.clear()

    controller.view.setNeedsLayout()
    screen.frame()

    #expect(controller.log.entries.filter { !$0.contains("Move") && !$0.contains("safeArea") } == [
      "willLayout", "view.layoutSubviews", "didLayout",
    ])
  }

  /// A scroll makes the scroll view lay out again (a public Q&A on `layoutSubviews`: "scrolling a UIScrollView causes
  /// layoutSubviews to be called on the scrollView", codingtour.com/posts/layoutsubview-调用时机); a table and a
  /// collection view tile their cells there.
  @Test("scrolling marks the scroll view for layout")
  func scrollingLaysOut() {
    final class LoggingScrollView: UIScrollView {
      var passes = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
      }
    }
    let screen = SimulatedScreen()
    let view = LoggingScrollView(frame: screen.window.bounds)
    view.contentSize = CGSize(width: 390, height: 3_000)
    screen.show(view)
    let before = view.passes

    view.contentOffset = CGPoint(x: 0, y: 10)
    screen.frame()

    #expect(view.passes == before + 1)
  }
}
