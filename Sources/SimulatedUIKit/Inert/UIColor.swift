// Colours, stored and never drawn: visual code compiles and runs, and nothing a colour does reaches a scroll offset.

/// `UIColor`: usable from any thread, as UIKit's (it is `Sendable`).
open class UIColor: NSObject, @unchecked Sendable {
  let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  /// A colour with the given red, green, blue and alpha components, from 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    super.init()
  }

  /// A grey with the given brightness and alpha.
  public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
  /// A colour from hue, saturation and brightness.
  /// Approximated in the simulation as a grey of the given brightness.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(red: brightness, green: brightness, blue: brightness, alpha: alpha)
  }
  /// A colour with the given components in the Display P3 colour space.
  /// Stored as plain red, green and blue in the simulation.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// A dynamic colour: resolved for the light appearance.
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let resolved = dynamicProvider(UITraitCollection.current)
    self.init(red: resolved.components.red, green: resolved.components.green, blue: resolved.components.blue, alpha: resolved.components.alpha)
  }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }

  /// The colour for the given traits: itself, as colours never change with traits in the simulation.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

  #if !canImport(CoreGraphics)
  /// The colour as a Core Graphics colour.
  public var cgColor: CGColor { CGColor(components: [components.red, components.green, components.blue, components.alpha]) }
  #endif

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return components == other.components
  }

  /// Fully transparent.
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// Black.
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Mid grey.
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Dark grey.
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  /// Light grey.
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  /// Red.
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Green.
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Blue.
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// Yellow.
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// Orange.
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// Purple.
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// Cyan.
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// Magenta.
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// Brown.
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// The background of the main interface.
  public static var systemBackground: UIColor { .white }
  /// The background of content layered over the main background.
  public static var secondarySystemBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
  /// The background of content layered over the secondary background.
  public static var tertiarySystemBackground: UIColor { .white }
  /// The background of a grouped interface.
  public static var systemGroupedBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
  /// The background of content layered over a grouped background.
  public static var secondarySystemGroupedBackground: UIColor { .white }
  /// The colour of primary text.
  public static var label: UIColor { .black }
  /// The colour of secondary text.
  public static var secondaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.6) }
  /// The colour of tertiary text.
  public static var tertiaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.3) }
  /// The colour of quaternary text.
  public static var quaternaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.18) }
  /// The colour of placeholder text.
  public static var placeholderText: UIColor { UIColor(white: 0.24, alpha: 0.3) }
  /// The colour of thin separator lines, letting content show through.
  public static var separator: UIColor { UIColor(white: 0.24, alpha: 0.29) }
  /// The colour of opaque separator lines.
  public static var opaqueSeparator: UIColor { UIColor(white: 0.78, alpha: 1) }
  /// The colour of links.
  public static var link: UIColor { .systemBlue }
  /// A fill for thin and small shapes.
  public static var systemFill: UIColor { UIColor(white: 0.47, alpha: 0.2) }
  /// A fill for medium-size shapes.
  public static var secondarySystemFill: UIColor { UIColor(white: 0.47, alpha: 0.16) }
  /// A fill for large shapes.
  public static var tertiarySystemFill: UIColor { UIColor(white: 0.46, alpha: 0.12) }
  /// The system's blue.
  public static var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
  /// The system's red.
  public static var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
  /// The system's green.
  public static var systemGreen: UIColor { UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) }
  /// The system's orange.
  public static var systemOrange: UIColor { UIColor(red: 1, green: 0.58, blue: 0, alpha: 1) }
  /// The system's yellow.
  public static var systemYellow: UIColor { UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) }
  /// The system's pink.
  public static var systemPink: UIColor { UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1) }
  /// The system's purple.
  public static var systemPurple: UIColor { UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1) }
  /// The system's teal.
  public static var systemTeal: UIColor { UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1) }
  /// The system's indigo.
  public static var systemIndigo: UIColor { UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1) }
  /// The system's base grey.
  public static var systemGray: UIColor { UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1) }
  /// The second of the system's greys, lighter than the base one.
  public static var systemGray2: UIColor { UIColor(red: 0.68, green: 0.68, blue: 0.7, alpha: 1) }
  /// The third of the system's greys.
  public static var systemGray3: UIColor { UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1) }
  /// The fourth of the system's greys.
  public static var systemGray4: UIColor { UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1) }
  /// The fifth of the system's greys.
  public static var systemGray5: UIColor { UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1) }
  /// The sixth and lightest of the system's greys.
  public static var systemGray6: UIColor { UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1) }
  /// The app's tint colour: the system blue.
  public static var tintColor: UIColor { .systemBlue }
}

/// `UITraitCollection`: the light, compact-width traits of the simulated device, at its pixel scale.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The traits in effect: the simulated device's.
  public static var current: UITraitCollection { UITraitCollection() }
  /// The simulated device's pixel scale, set by the simulation (a trait collection is readable from any thread).
  nonisolated(unsafe) static var simulatedDisplayScale: CGFloat = 3
  /// Light or dark: always light in the simulation.
  open var userInterfaceStyle: UIUserInterfaceStyle { .light }
  /// Pixels per point: the simulated device's scale.
  open var displayScale: CGFloat { Self.simulatedDisplayScale }
  /// The width class: always compact in the simulation.
  open var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
  /// The height class: always regular in the simulation.
  open var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
  /// The user's preferred text size: always large in the simulation.
  open var preferredContentSizeCategory: UIContentSizeCategory { .large }
  /// The layout direction: always left to right in the simulation.
  open var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
  /// The simulated device's traits.
  public override init() { super.init() }
  /// Traits with the given style.
  /// The simulation's traits stay light whatever the style asked for.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init() }
}

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// No size class.
  case unspecified
  /// A compact size class: a phone's width.
  case compact
  /// A regular size class: a phone's height.
  case regular
}

/// `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// No layout direction.
  case unspecified = -1
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The default text size.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
}
