// UIView's nested option types and the interface enums its properties take: stored where UIKit stores them;
// only `autoresizingMask` changes layout (`UIView+Layout.swift`).

extension UIView {
  /// `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    /// Stretch the content to fill the bounds.
    case scaleToFill
    /// Scale the content to fit, keeping its aspect ratio.
    case scaleAspectFit
    /// Scale the content to fill, keeping its aspect ratio (and cropping).
    case scaleAspectFill
    /// Redraw the content when the bounds change.
    case redraw
    /// Centre the content, unscaled.
    case center
    /// Align the content's top edge, unscaled.
    case top
    /// Align the content's bottom edge, unscaled.
    case bottom
    /// Align the content's left edge, unscaled.
    case left
    /// Align the content's right edge, unscaled.
    case right
    /// Align the content's top-left corner, unscaled.
    case topLeft
    /// Align the content's top-right corner, unscaled.
    case topRight
    /// Align the content's bottom-left corner, unscaled.
    case bottomLeft
    /// Align the content's bottom-right corner, unscaled.
    case bottomRight
  }

  /// `UIView.TintAdjustmentMode`.
  public enum TintAdjustmentMode: Int, Sendable {
    /// Use the superview's tint adjustment mode.
    case automatic
    /// Use the tint colour as it is.
    case normal
    /// Dim the tint colour.
    case dimmed
  }

  /// `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin takes a share of a change in the superview's width.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width takes a share of a change in the superview's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin takes a share of a change in the superview's width.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin takes a share of a change in the superview's height.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height takes a share of a change in the superview's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin takes a share of a change in the superview's height.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follow the layout direction of the language.
  case unspecified
  /// Media playback controls, never flipped.
  case playback
  /// Controls for a direction in space, never flipped.
  case spatial
  /// Always lay out left to right.
  case forceLeftToRight
  /// Always lay out right to left.
  case forceRightToLeft
}

/// `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// No style chosen: follow the inherited one.
  case unspecified
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}
