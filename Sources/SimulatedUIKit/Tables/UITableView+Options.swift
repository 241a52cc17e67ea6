// UITableView's option enums, and the cell separator style the table takes: stored where UIKit stores them. The
// scroll position is applied (`scrollToRow`); row animations are not (an update reloads: docs/uikit.md).

extension UITableView {
  /// `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// Rows in one run; section headers and footers float over them.
    case plain
    /// Sections set apart in groups.
    case grouped
    /// Sections in rounded groups inset from the edges.
    case insetGrouped
  }
  /// `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable {
    /// Scroll the least distance that shows the row.
    case none
    /// Scroll the row to the top of the visible area.
    case top
    /// Scroll the row to the middle of the visible area.
    case middle
    /// Scroll the row to the bottom of the visible area.
    case bottom
  }
  /// `UITableView.RowAnimation`.
  public enum RowAnimation: Int, Sendable {
    /// The rows fade in or out.
    case fade
    /// The rows slide in from or out to the right.
    case right
    /// The rows slide in from or out to the left.
    case left
    /// The rows slide in from or out to the top.
    case top
    /// The rows slide in from or out to the bottom.
    case bottom
    /// No animation of its own.
    case none
    /// The rows spread from or shrink to the middle.
    case middle
    /// The style the table chooses.
    case automatic = 100
  }
}

extension UITableViewCell {
  /// `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable {
    /// No separator.
    case none
    /// A single line between rows.
    case singleLine
    /// An etched line between rows (grouped tables).
    case singleLineEtched
  }
}
