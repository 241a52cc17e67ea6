// Colours, stored and never drawn: visual code compiles and runs, and nothing a colour does reaches a scroll offset.

/// `UIColor`: usable from any thread, as UIKit's (it is `Sendable`).
open class UIColor: NSObject, @unchecked Sendable {
  let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    super.init()
  }

  public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(red: brightness, green: brightness, blue: brightness, alpha: alpha)
  }
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// A dynamic colour: resolved for the light appearance.
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let resolved = dynamicProvider(UITraitCollection.current)
    self.init(red: resolved.components.red, green: resolved.components.green, blue: resolved.components.blue, alpha: resolved.components.alpha)
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }

  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

  #if !canImport(CoreGraphics)
  public var cgColor: CGColor { CGColor(components: [components.red, components.green, components.blue, components.alpha]) }
  #endif

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return components == other.components
  }

  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  public static var systemBackground: UIColor { .white }
  public static var secondarySystemBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
  public static var tertiarySystemBackground: UIColor { .white }
  public static var systemGroupedBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
  public static var secondarySystemGroupedBackground: UIColor { .white }
  public static var label: UIColor { .black }
  public static var secondaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.6) }
  public static var tertiaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.3) }
  public static var quaternaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.18) }
  public static var placeholderText: UIColor { UIColor(white: 0.24, alpha: 0.3) }
  public static var separator: UIColor { UIColor(white: 0.24, alpha: 0.29) }
  public static var opaqueSeparator: UIColor { UIColor(white: 0.78, alpha: 1) }
  public static var link: UIColor { .systemBlue }
  public static var systemFill: UIColor { UIColor(white: 0.47, alpha: 0.2) }
  public static var secondarySystemFill: UIColor { UIColor(white: 0.47, alpha: 0.16) }
  public static var tertiarySystemFill: UIColor { UIColor(white: 0.46, alpha: 0.12) }
  public static var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
  public static var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
  public static var systemGreen: UIColor { UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) }
  public static var systemOrange: UIColor { UIColor(red: 1, green: 0.58, blue: 0, alpha: 1) }
  public static var systemYellow: UIColor { UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) }
  public static var systemPink: UIColor { UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1) }
  public static var systemPurple: UIColor { UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1) }
  public static var systemTeal: UIColor { UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1) }
  public static var systemIndigo: UIColor { UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1) }
  public static var systemGray: UIColor { UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1) }
  public static var systemGray2: UIColor { UIColor(red: 0.68, green: 0.68, blue: 0.7, alpha: 1) }
  public static var systemGray3: UIColor { UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1) }
  public static var systemGray4: UIColor { UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1) }
  public static var systemGray5: UIColor { UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1) }
  public static var systemGray6: UIColor { UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1) }
  public static var tintColor: UIColor { .systemBlue }
}

/// `UITraitCollection`: the light, compact-width traits of the simulated device, at its pixel scale.
open class UITraitCollection: NSObject, @unchecked Sendable {
  public static var current: UITraitCollection { UITraitCollection() }
  /// The simulated device's pixel scale, set by the simulation (a trait collection is readable from any thread).
  nonisolated(unsafe) static var simulatedDisplayScale: CGFloat = 3
  open var userInterfaceStyle: UIUserInterfaceStyle { .light }
  open var displayScale: CGFloat { Self.simulatedDisplayScale }
  open var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
  open var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
  open var preferredContentSizeCategory: UIContentSizeCategory { .large }
  open var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
  public override init() { super.init() }
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init() }
}

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

/// `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }

/// `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
}
