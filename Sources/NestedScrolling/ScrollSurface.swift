// What a coordinator may read and write on a scroll view.
//
// The members are named and typed exactly as on `UIScrollView`, so in an app
// `extension UIScrollView: @MainActor ScrollSurface {}` is the whole adapter and the
// coordinator source that NestedCheck verified runs unchanged on device.

import Foundation

/// The subset of `UIScrollView` a nested-scrolling coordinator needs.
@MainActor
public protocol ScrollSurface: AnyObject {
  /// The content offset. Assigning it calls the view's `scrollViewDidScroll` synchronously when the value changes.
  var contentOffset: CGPoint { get set }
  /// Size of the scrollable content.
  var contentSize: CGSize { get }
  /// The view's bounds; `bounds.size` is the visible size.
  var bounds: CGRect { get }
  /// The content inset plus any safe-area inset the system adds; the offset's lower limit is `-adjustedContentInset.top`.
  var adjustedContentInset: EdgeInsets { get }
  /// Whether the view rubber-bands past its edges.
  var bounces: Bool { get set }
  /// Whether a status-bar tap may scroll this view to its top.
  var scrollsToTop: Bool { get set }
  /// Whether the user's finger is moving the content.
  var isDragging: Bool { get }
  /// Whether the view is moving after the finger lifted (deceleration or bounce).
  var isDecelerating: Bool { get }
  /// The momentum friction after a lift.
  var decelerationRate: DecelerationRate { get set }
  /// Sets the offset; `animated: false` also stops any deceleration, `animated: true` animates at constant velocity.
  func setContentOffset(_ contentOffset: CGPoint, animated: Bool)
}
