// The device the window stands for: the screen's bounds and scale, the status bar's frame, the window's safe area.

import ScrollSim
import SimulatedUIKit
import Testing

@Suite struct ScreenTests {
  /// Apple, `UIScreen.bounds` ("The bounding rectangle of the screen, measured in points") and `UIScreen.scale` ("The
  /// natural scale factor associated with the screen"), `nativeBounds` in pixels
  /// (https://developer.apple.com/documentation/uikit/uiscreen/scale). The simulated screen is the key window's size at
  /// the knob `pixelScale`.
  @Test("the screen reports the key window's size and the simulated pixel scale", arguments: [2, 3])
  func screenMetrics(scale: Int) {
    var knobs = SimulationKnobs()
    knobs.pixelScale = scale
    let screen = SimulatedScreen(size: CGSize(width: 375, height: 667), knobs: knobs)

    #expect(UIScreen.main.bounds == screen.window.bounds)
    #expect(UIScreen.main.scale == CGFloat(scale))
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 375 * CGFloat(scale), height: 667 * CGFloat(scale)))
    #expect(screen.window.traitCollection.displayScale == CGFloat(scale))
  }

  /// Apple, `UIStatusBarManager.statusBarFrame`: "The frame rectangle defining the area of the status bar"
  /// (https://developer.apple.com/documentation/uikit/uistatusbarmanager/statusbarframe); the simulation takes it to
  /// be the window's top safe-area inset (modelled assumption: on notched iPhones the two coincide).
  @Test("the status bar spans the window's width and its top safe-area inset")
  func statusBarFrame() {
    let screen = SimulatedScreen(safeArea: UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
    let manager = UIWindowScene().statusBarManager

    #expect(manager?.statusBarFrame == CGRect(x: 0, y: 0, width: screen.window.bounds.width, height: 54))
  }
}
