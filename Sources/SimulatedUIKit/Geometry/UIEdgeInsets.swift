// UIKit's inset and offset structs. `UIEdgeInsets` is the very type the coordinator protocol speaks
// (`ScrollSurface.adjustedContentInset`), so a simulated `UIScrollView` conforms to `ScrollSurface` as a real one does.

public import NestedScrolling

/// `UIEdgeInsets`: the coordinator protocol's `EdgeInsets`, which has UIKit's members on every platform.
public typealias UIEdgeInsets = EdgeInsets

extension EdgeInsets {
  /// `UIEdgeInsets()`: all zero.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
}

extension CGRect {
  /// `CGRect.inset(by:)`: the rectangle with each edge moved inward by the inset (UIKit's `UIEdgeInsetsInsetRect`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// `NSDirectionalEdgeInsets`: insets by leading and trailing edges (left-to-right only in the simulation).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge (the left, as the simulation lays out left to right).
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge (the right, as the simulation lays out left to right).
  public var trailing: CGFloat

  /// Insets of zero on every edge.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  /// Insets with the given distance from each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()
}

/// `UIOffset`.
public struct UIOffset: Hashable, Sendable {
  /// The horizontal distance.
  public var horizontal: CGFloat
  /// The vertical distance.
  public var vertical: CGFloat
  /// An offset of zero.
  public init() { self.init(horizontal: 0, vertical: 0) }
  /// An offset by the given distances.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// An offset of zero.
  public static let zero = UIOffset()
}

/// `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
