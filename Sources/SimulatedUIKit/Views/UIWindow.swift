// UIWindow: the root of a view tree, sized to the simulated device, with the device's safe area. Touches enter the
// page here (`UIWindow+Touches.swift`), and so does a status-bar tap.

/// `UIWindow`.
@MainActor
open class UIWindow: UIView {
  /// The safe area the device gives the window (status bar or notch, home indicator), set by the simulation.
  var simulatedSafeAreaInsets: UIEdgeInsets = .zero
  /// The gesture recognizers tracking the current touch, and what they decided (`UIWindow+Touches.swift`).
  var touchTracking: TouchTracking?

  /// A window with the given frame; it is its own window.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    _window = self
  }

  /// A window in `windowScene`, sized to the screen.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: UIScreen.main.bounds)
    self.windowScene = windowScene
  }

  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _window = self
  }

  /// The window itself.
  open override var window: UIWindow? { self }

  /// The scene the window belongs to.
  open var windowScene: UIWindowScene?
  /// Where the window stacks among windows.
  /// Inert in the simulation: there is one key window.
  open var windowLevel: UIWindow.Level = .normal
  /// The screen the window shows on: the simulated device's.
  open var screen: UIScreen { .main }
  /// Whether this is the key window, the one that receives keyboard and other non-touch events.
  open var isKeyWindow: Bool { UIKitSimulation.current.keyWindow === self }
  /// Makes this the key window.
  open func makeKey() { UIKitSimulation.current.keyWindow = self }
  /// Makes this the key window and shows it.
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// The window's root view controller: its view fills the window, following its size.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let controller = rootViewController else { return }
      let view = controller.view!
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
    }
  }

  /// The simulation sets the device's size and safe area (a rotation, a resize, the status bar showing or not):
  /// every view's safe area is computed again and the tree is laid out.
  package func setDevice(size: CGSize, safeArea: UIEdgeInsets) {
    let resized = size != bounds.size
    let insetsChanged = safeArea != simulatedSafeAreaInsets
    simulatedSafeAreaInsets = safeArea
    if resized { frame = CGRect(origin: .zero, size: size) }
    if resized || insetsChanged {
      refreshSafeAreaOfSubtree()
      setNeedsLayout()
    }
  }
}

extension UIWindow {
  /// `UIWindow.Level`.
  public struct Level: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The level of ordinary app windows.
    public static let normal = Level(rawValue: 0)
    /// The level of the status bar, above ordinary windows.
    public static let statusBar = Level(rawValue: 1000)
    /// The level of alerts, above the status bar.
    public static let alert = Level(rawValue: 2000)
  }
}

/// `UIScreen`: the simulated device's screen.
@MainActor
open class UIScreen: NSObject {
  /// The one screen. Its bounds and scale are the simulated device's.
  public static let main = UIScreen()
  /// The screen's rectangle in points: the key window's bounds (a 393 × 852 pt phone before there is one).
  open var bounds: CGRect { UIKitSimulation.current.keyWindow?.bounds ?? CGRect(x: 0, y: 0, width: 393, height: 852) }
  /// The screen's rectangle in pixels.
  open var nativeBounds: CGRect { bounds.applying(CGAffineTransform(scaleX: scale, y: scale)) }
  /// Pixels per point: the simulated device's pixel scale.
  open var scale: CGFloat { CGFloat(UIKitSimulation.current.knobs.pixelScale) }
  /// The physical pixels per point: the same as `scale` in the simulation.
  open var nativeScale: CGFloat { scale }
  /// The screen's highest refresh rate: the simulated frame rate.
  open var maximumFramesPerSecond: Int { UIKitSimulation.current.knobs.frameRate }
}

/// `UIScene` and `UIWindowScene`: present so scene-based code compiles; the simulation has one scene.
@MainActor
open class UIScene: UIResponder {
  /// `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable {
    /// The scene is not connected to the app.
    case unattached
    /// The scene is on screen and receiving events.
    case foregroundActive
    /// The scene is on screen but not receiving events.
    case foregroundInactive
    /// The scene is off screen.
    case background
  }
  /// The scene's state: always in the foreground and active in the simulation.
  open var activationState: ActivationState { .foregroundActive }
}

/// A scene that holds the app's windows; the simulation has one, with the key window.
@MainActor
open class UIWindowScene: UIScene {
  /// The scene's windows: the key window, if any.
  open var windows: [UIWindow] { UIKitSimulation.current.keyWindow.map { [$0] } ?? [] }
  /// The scene's key window.
  open var keyWindow: UIWindow? { UIKitSimulation.current.keyWindow }
  /// The screen the scene shows on: the simulated device's.
  open var screen: UIScreen { .main }
  /// The status bar's manager, which tells its frame.
  open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// `UIStatusBarManager`: the status bar's frame is the window's top safe-area inset (modelled assumption: on notched
/// iPhones the status bar fills the top safe area).
@MainActor
open class UIStatusBarManager: NSObject {
  /// The status bar's rectangle in window coordinates: the width of the window, the height of its top safe-area inset.
  open var statusBarFrame: CGRect {
    let window = UIKitSimulation.current.keyWindow
    return CGRect(x: 0, y: 0, width: window?.bounds.width ?? 0, height: window?.simulatedSafeAreaInsets.top ?? 0)
  }
  /// Whether the status bar is hidden: never, in the simulation.
  open var isStatusBarHidden: Bool { false }
}

/// `UIApplication`: the shared application, with the simulated window.
@MainActor
open class UIApplication: UIResponder {
  /// The app's one application object.
  public static let shared = UIApplication()
  /// The app's windows: the key window, if any.
  open var windows: [UIWindow] { UIKitSimulation.current.keyWindow.map { [$0] } ?? [] }
  /// The app's key window.
  open var keyWindow: UIWindow? { UIKitSimulation.current.keyWindow }
  /// The scenes connected to the app.
  /// Empty in the simulation, which has no scene session; `keyWindow` and `windows` answer the window.
  open var connectedScenes: Set<UIScene> { [] }
  /// The app's state: always active in the simulation.
  open var applicationState: UIApplication.State { .active }
  /// The direction the app lays out in: left to right.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  /// Whether the screen is kept from dimming and locking while idle.
  /// Inert in the simulation: stored only.
  open var isIdleTimerDisabled: Bool = false

  /// `UIApplication.State`.
  public enum State: Int, Sendable {
    /// The app is in the foreground and receiving events.
    case active
    /// The app is in the foreground but not receiving events.
    case inactive
    /// The app is in the background.
    case background
  }
}

/// `UIUserInterfaceLayoutDirection`: the simulation lays out left to right.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft
}
