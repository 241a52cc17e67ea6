// Views that write down the UIKit callbacks they receive (touches, layout, tree moves), into their own log or into a
// log shared by several views, so a test can check which view heard what, and in which order.

import SimulatedUIKit

/// A log several objects write into, to show the order of their callbacks.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
  func clear() { entries.removeAll() }
  func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }
}

/// A view that logs its touch methods, its layout passes and its tree callbacks as "name.method".
@MainActor
final class LoggingView: UIView {
  var name = "view"
  var log = CallLog()
  /// Runs inside `layoutSubviews` (a view that lays out its subviews, or marks itself again).
  var onLayout: ((LoggingView) -> Void)?
  /// The window the view saw in `willMove(toWindow:)` and `didMoveToWindow`.
  private(set) var windowSeen: [String] = []

  convenience init(name: String, log: CallLog, frame: CGRect = .zero) {
    self.init(frame: frame)
    self.name = name
    self.log = log
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("\(name).touchesBegan") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("\(name).touchesMoved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("\(name).touchesEnded") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("\(name).touchesCancelled") }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("\(name).layoutSubviews")
    onLayout?(self)
  }

  override func willMove(toSuperview newSuperview: UIView?) { log.append("\(name).willMoveToSuperview") }
  override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) { log.append("\(name).willMoveToWindow") }
  override func didMoveToWindow() { log.append("\(name).didMoveToWindow") }
  override func safeAreaInsetsDidChange() { log.append("\(name).safeAreaInsetsDidChange") }
}

/// A view whose touchable area reaches `slop` points beyond its bounds (a larger tap target).
@MainActor
final class GenerousView: UIView {
  var slop: CGFloat = 20
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -slop, dy: -slop).contains(point)
  }
}

/// A scroll view whose own pan shares touches with every other recognizer (`shouldRecognizeSimultaneouslyWith`
/// answered `true`), as the outer table of a nested-scrolling page does.
@MainActor
final class SharingScrollView: UIScrollView, UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

/// A scroll view that writes down the adjusted-inset hook before its delegate hears of the change.
@MainActor
final class InsetLoggingScrollView: UIScrollView {
  var log: CallLog?
  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    log?.append("adjustedContentInsetDidChange")
  }
}

extension UIScrollView {
  /// A vertical scroll view filling `frame`, with content `contentHeight` tall.
  static func vertical(frame: CGRect, contentHeight: CGFloat) -> UIScrollView {
    let view = UIScrollView(frame: frame)
    view.contentSize = CGSize(width: frame.width, height: contentHeight)
    return view
  }
}
