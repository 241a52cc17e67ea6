// UIViewController: the view it loads on first use (`loadView`, then `viewDidLoad`), containment (`addChild`,
// `willMove(toParent:)`, `didMove(toParent:)`, `removeFromParent`), the layout callbacks around its view's
// `layoutSubviews`, and appearance callbacks when its view enters or leaves a window (UIKit's automatic forwarding).

/// `UIViewController`.
@MainActor
open class UIViewController: UIResponder {
  private var _view: UIView?
  /// The container controller this one is a child of, if any.
  public private(set) weak var parent: UIViewController?
  /// The child controllers, in the order they were added.
  public private(set) var children: [UIViewController] = []
  private var appeared = false

  /// A controller; the nib name and bundle are ignored (there are no nibs in the simulation).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A controller without a nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The view, loaded on first access (Apple, `view`: "If you access this property when its value is nil, the view
  /// controller automatically calls the loadView() method and returns the resulting view"), then `viewDidLoad()`.
  open var view: UIView! {
    get {
      if _view == nil { loadViewIfNeeded() }
      return _view
    }
    set {
      _view?._viewController = nil
      _view = newValue
      newValue?._viewController = self
    }
  }

  /// The view if it has been loaded, without loading it.
  public var viewIfLoaded: UIView? { _view }
  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { _view != nil }

  /// Loads the view now if it has not been (`loadView`, then `viewDidLoad`).
  open func loadViewIfNeeded() {
    guard _view == nil else { return }
    loadView()
    if _view == nil { view = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// Creates the view; the default makes a plain one (there are no nibs in the simulation).
  open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
  /// Called once, after the view has loaded.
  open func viewDidLoad() {}
  /// Called before the view joins a window.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view joined a window.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view leaves its window, while it is still in it.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view left its window.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Called when the safe-area insets of the view changed.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the layout margins of the view changed.
  open func viewLayoutMarginsDidChange() {}
  /// Whether the view's layout margins are at least `systemMinimumLayoutMargins` (default on). A new value lays the
  /// view out again.
  open var viewRespectsSystemMinimumLayoutMargins: Bool = true {
    didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { _view?.setNeedsLayout() } }
  }
  /// The least layout margins of the view: the knob `systemMinimumSideMargin` at the sides, none above and below
  /// (Apple gives no values).
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side = CGFloat(UIKitSimulation.current.uikitKnobs.systemMinimumSideMargin)
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
  /// Called before the view's size changes (a rotation).
  /// Never called in the simulation: a device resize reaches the views directly.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

  /// Insets added to the view's safe area, for the view and its subviews.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { _view?.refreshSafeAreaOfSubtree() }
  }

  /// The title that names the controller, in a navigation bar for instance.
  open var title: String?
  /// The status bar style the controller wants.
  /// Inert in the simulation: no status bar is drawn.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the controller wants the status bar hidden.
  /// Inert in the simulation: the device's safe area is the simulation's to set.
  open var prefersStatusBarHidden: Bool { false }
  /// Whether the appearance callbacks reach this controller automatically when its view joins or leaves a window;
  /// true by default.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  /// Which edges of the view extend under the navigation and tab bars.
  /// Inert in the simulation: there are no bars.
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// Whether the view extends under opaque bars.
  /// Inert in the simulation: there are no bars.
  open var extendedLayoutIncludesOpaqueBars: Bool = false
  /// Whether UIKit insets a scroll view that is the controller's view for its bars (before iOS 11).
  /// Inert in the simulation: a scroll view's `contentInsetAdjustmentBehavior` decides.
  @available(iOS, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
  open var automaticallyAdjustsScrollViewInsets: Bool = true
  /// The top and bottom layout guides, made on first use and kept (constraints hold their items weakly).
  var barLayoutGuides: [Bool: UILayoutGuide] = [:]
  /// The nearest navigation controller among the controller's ancestors.
  open var navigationController: UINavigationController? {
    var candidate = parent
    while let controller = candidate {
      if let navigation = controller as? UINavigationController { return navigation }
      candidate = controller.parent
    }
    return nil
  }
  /// The item that describes the controller in a navigation bar.
  /// Stored only: there is no navigation bar.
  open var navigationItem: UINavigationItem { _navigationItem }
  private lazy var _navigationItem = UINavigationItem()
  /// The next responder: the view's superview, else the parent controller.
  open override var next: UIResponder? { _view?._superview ?? parent }
  /// Asks the system to read the status bar preferences again.
  /// Inert in the simulation: no status bar is drawn.
  open func setNeedsStatusBarAppearanceUpdate() {}

  // MARK: - Containment

  /// Adds a child, calling its `willMove(toParent:)` first (Apple, `willMove(toParent:)`: "When your custom container
  /// calls the addChild(_:) method, it automatically calls the willMove(toParent:) method of the view controller to be
  /// added as a child before adding it"); the container calls `didMove(toParent:)` itself once the child's view is in.
  open func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent, then tells it with `didMove(toParent: nil)` (Apple, `didMove(toParent:)`:
  /// "The removeFromParent() method automatically calls the didMove(toParent:) method of the child view controller
  /// after it removes the child"); the container calls `willMove(toParent: nil)` itself beforehand.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a container.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a container.
  open func didMove(toParent parent: UIViewController?) {}

  /// Tells the controller its view is about to appear or disappear: calls `viewWillAppear` or `viewWillDisappear`.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
  }

  /// Tells the controller its view's appearance change finished: calls `viewDidAppear` or `viewDidDisappear`.
  open func endAppearanceTransition() {
    appeared.toggle()
    if appeared { viewDidAppear(false) } else { viewDidDisappear(false) }
  }

  // MARK: - Presentation (recorded, not animated)

  /// The controller this one presented, if any.
  public private(set) var presentedViewController: UIViewController?
  /// Presents a controller modally, then calls `completion`.
  /// Recorded only: no view moves and no transition runs.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = viewControllerToPresent
    completion?()
  }
  /// Dismisses the presented controller, then calls `completion`.
  /// Recorded only: no view moves and no transition runs.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = nil
    completion?()
  }

  /// The view is about to join or leave a window: the first half of the appearance callbacks UIKit forwards
  /// automatically, sent while the view is still where it was (Apple, `viewWillAppear(_:)`: "Notifies the view
  /// controller that its view is about to be added to a view hierarchy"; `viewWillDisappear(_:)`: "… is about to be
  /// removed from a view hierarchy").
  func viewWillMoveToWindow(_ window: UIWindow?) {
    guard shouldAutomaticallyForwardAppearanceMethods, (window != nil) != appeared, !appearanceBegun else { return }
    appearanceBegun = true
    if window != nil { viewWillAppear(false) } else { viewWillDisappear(false) }
  }

  /// The view joined or left a window: the second half (Apple, `viewDidAppear(_:)`: "Notifies the view controller
  /// that its view was added to a view hierarchy"; `viewDidDisappear(_:)`: "… was removed from a view hierarchy").
  func viewDidMoveToWindow() {
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    let inWindow = _view?._window != nil
    let begun = appearanceBegun
    appearanceBegun = false
    guard inWindow != appeared else { return }
    appeared = inWindow
    if inWindow {
      if !begun { viewWillAppear(false) }
      viewDidAppear(false)
    } else {
      if !begun { viewWillDisappear(false) }
      viewDidDisappear(false)
    }
  }
  /// Whether `viewWillMoveToWindow` sent the first half of a transition `viewDidMoveToWindow` has not finished.
  private var appearanceBegun = false
}

/// `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
  /// Content that suits the interface style: dark, in the simulation's light appearance.
  case `default`
  /// Light content, for dark backgrounds.
  case lightContent
  /// Dark content, for light backgrounds.
  case darkContent
}

/// `UIViewControllerTransitionCoordinator`: present so rotation code compiles (no transition animates).
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {}

/// `UINavigationItem`: stored titles and bar items.
@MainActor
open class UINavigationItem: NSObject {
  /// The title shown in the navigation bar.
  open var title: String?
  /// A custom view shown in place of the title.
  open var titleView: UIView?
  /// When the navigation bar shows the title large.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// An item without a title.
  public override init() { super.init() }
  /// An item with the given title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// Follow the previous item's choice.
    case automatic
    /// Always show the large title.
    case always
    /// Never show the large title.
    case never
    /// Show the title small, in the bar.
    case inline
  }
}

/// `UINavigationController`: a stack of controllers; the top one's view fills the navigation controller's view.
@MainActor
open class UINavigationController: UIViewController {
  /// The controllers on the stack, the root first and the top last.
  public private(set) var viewControllers: [UIViewController] = []
  /// Whether the navigation bar is hidden.
  /// Stored only: there is no navigation bar.
  open var isNavigationBarHidden: Bool = false
  /// The edge-swipe recognizer that pops the top controller: none in the simulation.
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

  /// A navigation controller with `rootViewController` at the bottom of its stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The controller at the top of the stack.
  open var topViewController: UIViewController? { viewControllers.last }

  /// Pushes a controller: its view replaces the previous top one's and fills the navigation controller's view.
  /// Without a transition in the simulation.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    topViewController?.viewIfLoaded?.removeFromSuperview()
    addChild(viewController)
    viewControllers.append(viewController)
    let child = viewController.view!
    child.frame = view.bounds
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(child)
    viewController.didMove(toParent: self)
  }

  /// Hides or shows the navigation bar.
  /// Stored only: there is no navigation bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}
