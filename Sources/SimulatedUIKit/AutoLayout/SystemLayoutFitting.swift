// `systemLayoutSizeFitting`: the size a view's constraints give it, which code asks of a table header or a cell's
// content view to set a height by hand (Apple, `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
// verticalFittingPriority:)`: "the optimal size of the view based on its constraints and the specified fitting
// priorities"; `layoutFittingCompressedSize`: "the smallest possible size").
//
// Along each axis: with a required fitting priority, the target's length; otherwise the length what the view holds
// asks of it (a chain of subviews from one edge to the other, ContentLength.swift), or its intrinsic size, and the
// target's length when neither says anything (nothing pulls the view away from it). The view's own frame does not
// count, as UIKit leaves out the constraints its autoresizing mask would add. Not modelled: a length that depends on
// the other axis's target (text that wraps at the target width: a label measures one line here).

extension UIView {
  /// The smallest size: a `systemLayoutSizeFitting` target for a view as small as its constraints allow.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// A size larger than any screen: a target for a view as large as its constraints allow. (UIKit does not document
  /// its value; here 10,000,000 points each way.)
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// One axis of `systemLayoutSizeFitting`.
  func fittedLength(alongX horizontal: Bool, target: CGFloat, priority: UILayoutPriority) -> CGFloat {
    guard priority.rawValue < UILayoutPriority.required.rawValue else { return target }
    return fittingLength(alongX: horizontal) ?? intrinsicLength(alongX: horizontal)?.length ?? target
  }
}
