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
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = NSDirectionalEdgeInsets()
}

/// `UIOffset`.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init() { self.init(horizontal: 0, vertical: 0) }
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let zero = UIOffset()
}

/// `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
