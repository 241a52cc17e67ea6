// UIWindow: the root of a view tree, sized to the simulated device, with the device's safe area. Touches enter the
// page here (`UIWindow+Touches.swift`), and so does a status-bar tap.

/// `UIWindow`.
@MainActor
open class UIWindow: UIView {
  /// The safe area the device gives the window (status bar or notch, home indicator), set by the simulation.
  var simulatedSafeAreaInsets: UIEdgeInsets = .zero
  /// The gesture recognizers tracking the current touch, and what they decided (`UIWindow+Touches.swift`).
  var touchTracking: TouchTracking?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    _window = self
  }

  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: UIScreen.main.bounds)
    self.windowScene = windowScene
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _window = self
  }

  open override var window: UIWindow? { self }

  open var windowScene: UIWindowScene?
  open var windowLevel: UIWindow.Level = .normal
  open var screen: UIScreen { .main }
  open var isKeyWindow: Bool { UIKitSimulation.current.keyWindow === self }
  open func makeKey() { UIKitSimulation.current.keyWindow = self }
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
    public static let normal = Level(rawValue: 0)
    public static let statusBar = Level(rawValue: 1000)
    public static let alert = Level(rawValue: 2000)
  }
}

/// `UIScreen`: the simulated device's screen.
@MainActor
open class UIScreen: NSObject {
  /// The one screen. Its bounds and scale are the simulated device's.
  public static let main = UIScreen()
  open var bounds: CGRect { UIKitSimulation.current.keyWindow?.bounds ?? CGRect(x: 0, y: 0, width: 393, height: 852) }
  open var nativeBounds: CGRect { bounds.applying(CGAffineTransform(scaleX: scale, y: scale)) }
  open var scale: CGFloat { CGFloat(UIKitSimulation.current.knobs.pixelScale) }
  open var nativeScale: CGFloat { scale }
  open var maximumFramesPerSecond: Int { UIKitSimulation.current.knobs.frameRate }
}

/// `UIScene` and `UIWindowScene`: present so scene-based code compiles; the simulation has one scene.
@MainActor
open class UIScene: UIResponder {
  /// `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable { case unattached, foregroundActive, foregroundInactive, background }
  open var activationState: ActivationState { .foregroundActive }
}

@MainActor
open class UIWindowScene: UIScene {
  open var windows: [UIWindow] { UIKitSimulation.current.keyWindow.map { [$0] } ?? [] }
  open var keyWindow: UIWindow? { UIKitSimulation.current.keyWindow }
  open var screen: UIScreen { .main }
  open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// `UIStatusBarManager`: the status bar's frame is the window's top safe-area inset (modelled assumption: on notched
/// iPhones the status bar fills the top safe area).
@MainActor
open class UIStatusBarManager: NSObject {
  open var statusBarFrame: CGRect {
    let window = UIKitSimulation.current.keyWindow
    return CGRect(x: 0, y: 0, width: window?.bounds.width ?? 0, height: window?.simulatedSafeAreaInsets.top ?? 0)
  }
  open var isStatusBarHidden: Bool { false }
}

/// `UIApplication`: the shared application, with the simulated window.
@MainActor
open class UIApplication: UIResponder {
  public static let shared = UIApplication()
  open var windows: [UIWindow] { UIKitSimulation.current.keyWindow.map { [$0] } ?? [] }
  open var keyWindow: UIWindow? { UIKitSimulation.current.keyWindow }
  open var connectedScenes: Set<UIScene> { [] }
  open var applicationState: UIApplication.State { .active }
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  open var isIdleTimerDisabled: Bool = false

  /// `UIApplication.State`.
  public enum State: Int, Sendable { case active, inactive, background }
}

/// `UIUserInterfaceLayoutDirection`: the simulation lays out left to right.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}
