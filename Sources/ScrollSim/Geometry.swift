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
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Stand-in for `UIScrollView.DecelerationRate`: the per-millisecond velocity factor.
///
/// Apple documents `.normal` and `.fast` as the two system rates; their raw values
/// (0.998 and 0.99) are printed by `UIScrollView.DecelerationRate.normal.rawValue` on device
/// and quoted in WWDC 2018 "Designing Fluid Interfaces" (session 803).
public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
  public var rawValue: CGFloat
  public init(rawValue: CGFloat) { self.rawValue = rawValue }
  public static let normal = DecelerationRate(rawValue: 0.998)
  public static let fast = DecelerationRate(rawValue: 0.99)
}
#endif

/// Rounds a coordinate to the device pixel grid, as UIKit does when it lays out scroll view bounds; `rule` breaks
/// ties halfway between two pixels (knob `pixelRoundingTies`).
@inline(__always)
func pixelRounded(_ value: Double, scale: Double, rule: FloatingPointRoundingRule) -> Double {
  (value * scale).rounded(rule) / scale
}

/// The tolerance the seeds use when they compare offsets ("> 0.5" in `resetAllListsToTop`).
public let offsetTolerance: Double = 0.5
