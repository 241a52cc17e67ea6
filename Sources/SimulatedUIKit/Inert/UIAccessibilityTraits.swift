// `UIAccessibilityTraits`: what assistive technologies are told an element is and does. Libraries set them on the
// views they build (a category bar is a tab bar, its buttons buttons, the chosen one selected); nothing in the
// simulation reads them. The names and the option-set shape are UIKit's
// (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits); the raw bits are this module's own: Apple
// documents the names, not the values, and no code should depend on them.

/// `UIAccessibilityTraits`: an option set of an element's accessibility characteristics.
/// Inert in the simulation: stored, read by nothing.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public var rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No trait.
  public static let none = UIAccessibilityTraits([])
  /// The element behaves like a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The element behaves like a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// The element is an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected (the chosen tab, the chosen row).
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// The element plays its own sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// The element behaves like a keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// The element is text that cannot change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The element summarizes the app's state when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// The element is not enabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// The element's value changes often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts a media session.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// The element is adjusted through a range of values.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// The element takes touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// The element turns the page when reading reaches its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// The element is a header that divides content.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 15)
  /// The element is a tab bar (a category bar, say).
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
  /// The element toggles between on and off.
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
  /// The element zooms its content.
  public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}
