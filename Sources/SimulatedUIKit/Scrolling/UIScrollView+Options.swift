// UIScrollView's nested option types. The deceleration rate is the coordinator protocol's own type; the others are
// stored where UIKit stores them (`contentInsetAdjustmentBehavior` is applied: `UIScrollView+Insets.swift`).

public import NestedScrolling

extension UIScrollView {
  /// `UIScrollView.DecelerationRate`: the coordinator protocol's, with UIKit's `.normal` and `.fast`.
  public typealias DecelerationRate = NestedScrolling.DecelerationRate

  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// The safe area along the axes the content scrolls, and the top and bottom under a navigation controller.
    case automatic
    /// The safe area along the axes the content scrolls (or always bounces).
    case scrollableAxes
    /// None of the safe area.
    case never
    /// The whole safe area.
    case always
  }

  /// `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable {
    /// A drag leaves the keyboard up.
    case none
    /// A drag dismisses the keyboard.
    case onDrag
    /// The keyboard follows a drag down and may be dismissed by it.
    case interactive
    /// A drag dismisses the keyboard and its accessory view.
    case onDragWithAccessory
    /// The keyboard and its accessory follow a drag down and may be dismissed by it.
    case interactiveWithAccessory
  }

  /// `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Sendable {
    /// Indicators that suit any background.
    case `default`
    /// Dark indicators, for light backgrounds.
    case black
    /// Light indicators, for dark backgrounds.
    case white
  }
}
