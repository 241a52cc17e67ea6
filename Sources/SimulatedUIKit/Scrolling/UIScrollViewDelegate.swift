// `UIScrollViewDelegate`. Its methods are optional in UIKit (Objective-C `@optional`); Swift on Linux has no optional
// protocol requirements, so each is a requirement with an empty default, which keeps a conforming class's source the
// same. The one difference (docs/uikit.md): Swift fixes the implementation when the class conforms, so a subclass
// that implements a method its conforming superclass did not is not called; on iOS it is.

/// `UIScrollViewDelegate`.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed: by a drag, a deceleration, an animation or code.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The zoom scale changed.
  /// Never called: the simulation does not zoom.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// A finger is about to start moving the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifted: `velocity` is in points per millisecond; the target offset may be rewritten to land elsewhere.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The drag ended; `decelerate` tells whether the content will keep moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content is about to coast after the lift.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The content came to rest after coasting.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated offset change (`setContentOffset(_:animated:)`, `scrollRectToVisible`) finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view to scale when zooming; `nil` (the default) means no zoom.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Whether a status-bar tap may scroll the view to its top; true by default.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// A status-bar tap's scroll to the top finished.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// `adjustedContentInset` changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
