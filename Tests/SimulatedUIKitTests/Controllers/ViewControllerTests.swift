// View controllers: the view loaded on first use, the appearance callbacks as the view enters and leaves a window,
// containment with its will/did-move pair, the navigation stack, and the safe-area callback.

import SimulatedUIKit
import Testing

/// A controller that writes its callbacks into a log, with whether its view was in a window at the time.
@MainActor
final class LoggingController: UIViewController {
  let log: CallLog
  init(log: CallLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  private var place: String { viewIfLoaded?.window == nil ? "out" : "in" }
  override func loadView() {
    log.append("loadView")
    view = UIView()
  }
  override func viewDidLoad() { log.append("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear(\(place))") }
  override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear(\(place))") }
  override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear(\(place))") }
  override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear(\(place))") }
  override func willMove(toParent parent: UIViewController?) { log.append("willMove(\(parent == nil ? "nil" : "parent"))") }
  override func didMove(toParent parent: UIViewController?) { log.append("didMove(\(parent == nil ? "nil" : "parent"))") }
  override func viewSafeAreaInsetsDidChange() { log.append("viewSafeAreaInsetsDidChange") }

  var appearance: [String] { log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") } }
}

@Suite struct ViewControllerTests {
  /// Apple, `UIViewController.view`: "If you access this property when its value is nil, the view controller
  /// automatically calls the loadView() method and returns the resulting view"; `viewDidLoad()` follows
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/view, .../viewdidload()).
  @Test("the view loads on first access, loadView then viewDidLoad, once")
  func viewLoadsLazily() {
    _ = SimulatedScreen()
    let log = CallLog()
    let controller = LoggingController(log: log)
    #expect(!controller.isViewLoaded)
    #expect(log.entries.isEmpty)

    _ = controller.view
    _ = controller.view

    #expect(controller.isViewLoaded)
    #expect(log.entries == ["loadView", "viewDidLoad"])
  }

  /// Apple, `viewWillAppear(_:)`: "Notifies the view controller that its view is about to be added to a view
  /// hierarchy"; `viewDidAppear(_:)`: "its view was added to a view hierarchy"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:),
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)).
  @Test("entering a window: viewWillAppear before the view is in it, viewDidAppear after")
  func appearance() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let controller = LoggingController(log: log)

    screen.window.addSubview(controller.view)

    #expect(controller.appearance == ["viewWillAppear(out)", "viewDidAppear(in)"])
  }

  /// Apple, `viewWillDisappear(_:)`: "Notifies the view controller that its view is about to be removed from a view
  /// hierarchy"; `viewDidDisappear(_:)`: "its view was removed from a view hierarchy"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)).
  @Test("leaving the window: viewWillDisappear while the view is still in it, viewDidDisappear after")
  func disappearance() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let controller = LoggingController(log: log)
    screen.window.addSubview(controller.view)
    log.clear()

    controller.view.removeFromSuperview()

    #expect(controller.appearance == ["viewWillDisappear(in)", "viewDidDisappear(out)"])
  }

  /// Apple, `willMove(toParent:)`: "When your custom container calls the addChild(_:) method, it automatically calls
  /// the willMove(toParent:) method of the child"; `didMove(toParent:)`: "The removeFromParent() method automatically
  /// calls the didMove(toParent:) method of the child view controller after it removes the child"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:),
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)).
  @Test("addChild calls willMove(toParent:); removeFromParent calls didMove(toParent: nil)")
  func containment() {
    _ = SimulatedScreen()
    let log = CallLog()
    let parent = UIViewController()
    let child = LoggingController(log: log)

    parent.addChild(child)
    #expect(log.entries == ["willMove(parent)"])
    #expect(child.parent === parent && parent.children.count == 1)
    child.didMove(toParent: parent)

    log.clear()
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(log.entries == ["willMove(nil)", "didMove(nil)"])
    #expect(child.parent == nil && parent.children.isEmpty)
  }

  /// Apple, `UINavigationController.pushViewController(_:animated:)` and `UIViewController.navigationController`:
  /// the pushed controller's view replaces the top one's, and the controller finds its navigation controller among
  /// its ancestors (https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller).
  @Test("a pushed controller's view fills the navigation controller's and replaces the previous one")
  func navigationStack() {
    let screen = SimulatedScreen()
    let first = UIViewController(), second = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    screen.window.rootViewController = navigation

    navigation.pushViewController(second, animated: false)

    #expect(navigation.topViewController === second)
    #expect(second.navigationController === navigation)
    #expect(second.view.superview === navigation.view)
    #expect(second.view.frame == navigation.view.bounds)
    #expect(first.view.superview == nil)
  }

  /// Apple, `viewSafeAreaInsetsDidChange()`: "Called to notify the view controller that the safe area insets of its
  /// root view changed … UIKit updates the safe area in response to size changes to system bars or when you modify
  /// the additional safe area insets of your view controller"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()).
  @Test("a controller hears viewSafeAreaInsetsDidChange when its root view's safe area changes")
  func safeAreaCallback() {
    let screen = SimulatedScreen()
    let log = CallLog()
    let controller = LoggingController(log: log)
    screen.show(controller.view)
    log.clear()

    screen.window.setDevice(size: screen.window.bounds.size, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(log.count("viewSafeAreaInsetsDidChange") == 1)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(log.count("viewSafeAreaInsetsDidChange") == 2)
  }
}
