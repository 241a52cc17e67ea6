// UIViewController: the view it loads on first use (`loadView`, then `viewDidLoad`), containment (`addChild`,
// `willMove(toParent:)`, `didMove(toParent:)`, `removeFromParent`), the layout callbacks around its view's
// `layoutSubviews`, and appearance callbacks when its view enters or leaves a window (UIKit's automatic forwarding).

/// `UIViewController`.
@MainActor
open class UIViewController: UIResponder {
  private var _view: UIView?
  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []
  private var appeared = false

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  public convenience override init() { self.init(nibName: nil, bundle: nil) }

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

  public var viewIfLoaded: UIView? { _view }
  public var isViewLoaded: Bool { _view != nil }

  open func loadViewIfNeeded() {
    guard _view == nil else { return }
    loadView()
    if _view == nil { view = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// Creates the view; the default makes a plain one (there are no nibs in the simulation).
  open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open func viewSafeAreaInsetsDidChange() {}
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { _view?.refreshSafeAreaOfSubtree() }
  }

  open var title: String?
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var prefersStatusBarHidden: Bool { false }
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  open var edgesForExtendedLayout: UIRectEdge = .all
  open var extendedLayoutIncludesOpaqueBars: Bool = false
  open var navigationController: UINavigationController? {
    var candidate = parent
    while let controller = candidate {
      if let navigation = controller as? UINavigationController { return navigation }
      candidate = controller.parent
    }
    return nil
  }
  open var navigationItem: UINavigationItem { _navigationItem }
  private lazy var _navigationItem = UINavigationItem()
  open override var next: UIResponder? { _view?._superview ?? parent }
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

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
  }

  open func endAppearanceTransition() {
    appeared.toggle()
    if appeared { viewDidAppear(false) } else { viewDidDisappear(false) }
  }

  // MARK: - Presentation (recorded, not animated)

  public private(set) var presentedViewController: UIViewController?
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = viewControllerToPresent
    completion?()
  }
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
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }

/// `UIViewControllerTransitionCoordinator`: present so rotation code compiles (no transition animates).
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {}

/// `UINavigationItem`: stored titles and bar items.
@MainActor
open class UINavigationItem: NSObject {
  open var title: String?
  open var titleView: UIView?
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  public override init() { super.init() }
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
}

/// `UINavigationController`: a stack of controllers; the top one's view fills the navigation controller's view.
@MainActor
open class UINavigationController: UIViewController {
  public private(set) var viewControllers: [UIViewController] = []
  open var isNavigationBarHidden: Bool = false
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open var topViewController: UIViewController? { viewControllers.last }

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

  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}
