// The top and bottom layout guides of iOS 7 to 10 that libraries still name in their branch for older systems: each
// covers the safe area's inset at its edge of the controller's view.

import SimulatedUIKit
import Testing

@Suite struct LegacyLayoutGuideTests {
  /// Apple, `topLayoutGuide`: deprecated in iOS 11, "use view.safeAreaLayoutGuide.topAnchor instead of
  /// topLayoutGuide.bottomAnchor" (https://developer.apple.com/documentation/uikit/uiviewcontroller/toplayoutguide).
  @Test("the top and bottom guides reach as far as the safe area's insets, and constraints can name them")
  @available(*, deprecated)
  func guidesFollowTheSafeArea() {
    let screen = SimulatedScreen(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = UIViewController()
    screen.window.rootViewController = controller
    screen.simulation.layoutWindows()
    #expect(controller.topLayoutGuide.length == 47 && controller.bottomLayoutGuide.length == 34)
    let bar = UIView()
    controller.view.addSubview(bar)
    bar.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
      bar.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor), bar.widthAnchor.constraint(equalToConstant: 10),
    ])
    screen.simulation.layoutWindows()
    #expect(bar.frame == CGRect(x: 0, y: 47, width: 10, height: 844 - 47 - 34))
    #expect(controller.automaticallyAdjustsScrollViewInsets)
  }
}
