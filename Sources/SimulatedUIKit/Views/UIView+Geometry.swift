// Converting points and rectangles between views' coordinate systems, through the window's (UIKit's
// `convert(_:to:)` family; `nil` stands for the window: Apple, "If view is nil, this method instead converts to window
// base coordinates").

extension UIView {
  /// This view's bounds coordinates of a point given in window coordinates.
  func pointFromWindow(_ point: CGPoint) -> CGPoint {
    let origin = originInWindow
    let bounds = self.bounds.origin
    return CGPoint(x: point.x - origin.x + bounds.x, y: point.y - origin.y + bounds.y)
  }

  /// Window coordinates of a point given in this view's bounds coordinates.
  func pointToWindow(_ point: CGPoint) -> CGPoint {
    let origin = originInWindow
    let bounds = self.bounds.origin
    return CGPoint(x: point.x + origin.x - bounds.x, y: point.y + origin.y - bounds.y)
  }

  /// Where this view's frame origin lies in its root's coordinates: the sum of each ancestor's frame origin less its
  /// bounds origin (a scroll view's content offset shifts everything inside it).
  var originInWindow: CGPoint {
    var x = _origin.x, y = _origin.y
    var ancestor = _superview
    while let view = ancestor {
      let bounds = view.bounds.origin
      x += view._origin.x - bounds.x
      y += view._origin.y - bounds.y
      ancestor = view._superview
    }
    if self is UIWindow { return .zero }
    return CGPoint(x: x, y: y)
  }

  /// The frame of this view in window coordinates.
  var frameInWindow: CGRect { CGRect(origin: self is UIWindow ? .zero : originInWindow, size: _size) }

  /// A point in this view's bounds coordinates, given in `view`'s (the window's when `view` is `nil`).
  /// Through frames and bounds origins; `transform` is ignored.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inWindow = pointToWindow(point)
    return view?.pointFromWindow(inWindow) ?? inWindow
  }

  /// A point in `view`'s bounds coordinates (the window's when `nil`), given in this view's.
  /// Through frames and bounds origins; `transform` is ignored.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inWindow = view?.pointToWindow(point) ?? point
    return pointFromWindow(inWindow)
  }

  /// A rectangle in this view's bounds coordinates, given in `view`'s (the window's when `nil`).
  /// Its origin converts as a point; its size is kept (no transforms).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// A rectangle in `view`'s bounds coordinates (the window's when `nil`), given in this view's.
  /// Its origin converts as a point; its size is kept (no transforms).
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }
}
