// A scroll surface with no physics: an offset, insets and flags. Assigning the offset calls
// `onDidScroll` synchronously when the value changes, as UIKit's `scrollViewDidScroll` does,
// so a coordinator's pinning writes re-enter it exactly as they would on device.

import Foundation
import ScrollSim

/// A minimal `ScrollSurface` for table tests: every write is logged.
final class FakeSurface: ScrollSurface {
  let name: String
  private var offset: CGPoint
  /// Called after the offset changes; installed by `FakePage.connect`.
  var onDidScroll: (() -> Void)?
  /// Every value written that changed the offset, in order.
  private(set) var writes: [CGPoint] = []

  var contentSize: CGSize
  var bounds: CGRect { CGRect(origin: offset, size: size) }
  var size: CGSize
  var adjustedContentInset: EdgeInsets
  var bounces = true
  var scrollsToTop = true
  var isDragging = false
  var isDecelerating = false
  var decelerationRate: DecelerationRate = .normal

  init(_ name: String, y: CGFloat = 0, topInset: CGFloat = 0, contentHeight: CGFloat = 3000, height: CGFloat = 700) {
    self.name = name
    offset = CGPoint(x: 0, y: y)
    contentSize = CGSize(width: 393, height: contentHeight)
    size = CGSize(width: 393, height: height)
    adjustedContentInset = EdgeInsets(top: topInset, left: 0, bottom: 0, right: 0)
  }

  var contentOffset: CGPoint {
    get { offset }
    set {
      guard newValue != offset else { return }
      offset = newValue
      writes.append(newValue)
      onDidScroll?()
    }
  }

  /// The vertical offset, for terse table rows.
  var y: CGFloat { offset.y }

  /// Puts the view at `y` as the user's finger would: no callback, no log.
  func place(_ y: CGFloat) { offset.y = y }

  /// `setContentOffset(_:animated: false)` calls: each stops any momentum in UIKit, even when the value is unchanged.
  private(set) var stops = 0
  /// Targets of `setContentOffset(_:animated: true)`, in order (the fake jumps there at once).
  private(set) var animatedTargets: [CGPoint] = []

  func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    if animated { animatedTargets.append(contentOffset) } else { stops += 1 }
    self.contentOffset = contentOffset
  }
}
