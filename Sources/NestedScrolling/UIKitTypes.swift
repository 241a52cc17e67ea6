// Geometry shared by the simulation and by coordinators.
//
// Coordinators speak UIKit's own types (`CGPoint`, `CGFloat`, `UIEdgeInsets`,
// `UIScrollView.DecelerationRate`) so the same source compiles against a real
// `UIScrollView`. Foundation provides the CoreGraphics structs on Linux; the
// two UIKit-only types get stand-ins with identical member names here.

#if canImport(UIKit)
import UIKit
public typealias EdgeInsets = UIEdgeInsets
public typealias DecelerationRate = UIScrollView.DecelerationRate
#else
import Foundation

/// Stand-in for `UIEdgeInsets` on platforms without UIKit; same member names, so coordinator code is portable.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge, in points.
  public var top: CGFloat
  /// The inset from the left edge, in points.
  public var left: CGFloat
  /// The inset from the bottom edge, in points.
  public var bottom: CGFloat
  /// The inset from the right edge, in points.
  public var right: CGFloat

  /// Insets with the given edges, in points, as `UIEdgeInsets(top:left:bottom:right:)`.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Stand-in for `UIScrollView.DecelerationRate`: the per-millisecond velocity factor.
///
/// Apple documents `.normal` and `.fast` as the two system rates; their raw values
/// (0.998 and 0.99) are printed by `UIScrollView.DecelerationRate.normal.rawValue` on device
/// and quoted in WWDC 2018 "Designing Fluid Interfaces" (session 803).
public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
  /// The factor by which the velocity is multiplied every millisecond of deceleration.
  public var rawValue: CGFloat
  /// A rate with the given per-millisecond factor.
  public init(rawValue: CGFloat) { self.rawValue = rawValue }
  /// The default rate of a scroll view: 0.998 per millisecond.
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// The rate of a quickly stopping scroll view (a pager's): 0.99 per millisecond.
  public static let fast = DecelerationRate(rawValue: 0.99)
}
#endif
