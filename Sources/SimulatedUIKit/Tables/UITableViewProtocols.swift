// The table view's data source and delegate. Objective-C optional methods become requirements with UIKit's defaults
// (docs/uikit.md: a subclass implementing a method its conforming superclass lacks is not called, unlike on iOS).
// `UITableViewDelegate` refines `UIScrollViewDelegate`, and a table's `delegate` stays typed as the scroll view's
// (Swift cannot re-type it covariantly); the table reads it as a `UITableViewDelegate` when it is one.

/// `UITableViewDataSource`.
@MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row coming on screen, usually dequeued from the table.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections; one by default.
  func numberOfSections(in tableView: UITableView) -> Int
  /// A title for the section's header, which the table shows in a plain header view; `nil` (no header) by default.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// A title for the section's footer, which the table shows in a plain footer view; `nil` (no footer) by default.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row may be edited; false by default.
  /// Never asked in the simulation, which has no editing.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
}

/// `UITableViewDelegate`. The height methods answer `UITableView.automaticDimension` by default, which the table
/// reads as "use the table's own height" (`rowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The row's height; `UITableView.automaticDimension` (the table's `rowHeight`) by default.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// An estimate of the row's height, held until the row first comes on screen; `automaticDimension` (no estimate) by
  /// default. Not asked when the table's `estimatedRowHeight` is 0.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The section header's height; the table's `sectionHeaderHeight` by default.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// An estimate of the section header's height.
  /// Never asked in the simulation: every header's real height is, when the table reloads.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
  /// The section footer's height; the table's `sectionFooterHeight` by default.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// An estimate of the section footer's height.
  /// Never asked in the simulation: every footer's real height is, when the table reloads.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
  /// The view for a section's header coming on screen; `nil` (a title's plain view, or none) by default.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// The view for a section's footer coming on screen; `nil` (a title's plain view, or none) by default.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A row's cell is about to come on screen.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A row's cell went off screen (or the table reloaded).
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A section's header view is about to come on screen.
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// A section's header view went off screen.
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// A section's footer view is about to come on screen.
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// The user selected a row.
  /// Never called in the simulation: a tap does not select a row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The user deselected a row.
  /// Never called in the simulation: a tap does not select a row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The row about to be selected, or another, or `nil` to prevent it; the row itself by default.
  /// Never asked in the simulation: a tap does not select a row.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Whether a touch may highlight the row; true by default.
  /// Never asked in the simulation: a touch does not highlight a row.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
}
