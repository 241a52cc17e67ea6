// UIKit behaviours the façade needs that no public source settles. Their settings live in `SimulationKnobs` (so a
// scenario file records them beside the physics, and `nestedcheck list` prints their evidence); this is the façade's
// view of them, which a test may also build and change directly. docs/uikit.md gives the evidence for each default.

package import ScrollSim

/// Uncertain behaviours of the simulated UIKit itself, as the façade reads them.
package struct UIKitKnobs: Hashable, Sendable {
  /// When a key-value observer of `contentOffset` hears a change relative to `scrollViewDidScroll`: after it when on
  /// (automatic KVO wraps the setter, and UIKit calls the delegate from inside `setContentOffset:`; inferred).
  package var observerAfterDelegate: Bool
  /// Which is asked first when a recognizer is about to begin: its delegate's `gestureRecognizerShouldBegin(_:)`
  /// (on) or its view's. Both must agree; the order shows only through side effects. Not documented.
  package var delegateAskedBeforeView: Bool
  /// Whether a pan cancelled because `isScrollEnabled` went false mid-drag still sends
  /// `scrollViewDidEndDragging(_:willDecelerate: false)` (UIKit's pan handler treats a cancelled pan as an ended one,
  /// with no velocity; not documented).
  package var cancelledPanEndsDragging: Bool
  /// Whether a scroll view's pan facing a movement along an axis it cannot scroll decides after the touch's other
  /// recognizers, failing if an enclosing scroll view's pan along that axis began or if a recognizer that began will
  /// not share the touch (Apple, Scroll View Programming Guide, "Nesting Scroll Views"). Off: such a pan begins at
  /// once, the inner view first.
  package var crossAxisPanDefersToEnclosing: Bool
  /// What a finger's touch does when the view it landed on leaves the window mid-touch (a table recycling the cell
  /// under a finger that dragged it off screen). On: the whole touch is cancelled, every recognizer with it. Off: the
  /// view hears `touchesCancelled` and nothing more, recognizers on the views that left are cancelled, and those on
  /// views still in the window keep the touch (a touch's recognizers are fixed when it lands; what removal does is
  /// not documented).
  package var removedTouchViewCancelsTouch: Bool
  /// Of the recognizers attached to one view, which a touch asks first: on, a scroll view's pan moved onto the view
  /// from a deeper scroll view (a list's pan on the outer table) before the view's own, as the inner scroll view's pan
  /// goes first when it sits on its own view; off, the order they were added. With two pans that may not recognize
  /// together this decides which one takes the drag (Apple documents no order).
  package var movedPanBeginsFirst: Bool
  /// Where a view's layout margins lie where the view overlaps the unsafe area (`insetsLayoutMarginsFromSafeArea`):
  /// on, measured from the safe area's edge (safe-area inset plus margin); off, a margin that would lie outside the
  /// safe area moved to its edge (the larger of the two). Apple's wording fits both.
  package var layoutMarginsAddSafeArea: Bool
  /// Of a `.fill` stack view's arranged views that hug (or resist compression) equally, which takes the room to spare
  /// (or lacking): on, the first; off, the last. Apple says only "based on their index".
  package var stackViewResizesFirstView: Bool
  /// A view controller's root view's least leading and trailing margin (`systemMinimumLayoutMargins`), in points.
  /// Apple gives no value; 16 is the one commonly reported for an iPhone in portrait.
  package var systemMinimumSideMargin: Double
  /// The row height an estimating table assumes when neither it nor its delegate gives an estimate, in points.
  /// Apple says only that the table "selects an estimated height"; 44 is UIKit's standard row height.
  package var automaticRowHeightEstimate: Double
  /// Whether measuring a row that straddles the top of a table's visible area moves the offset by the row's change in
  /// height (on) or leaves it, so the rows below jump (off). Apple: the table "actively manages the contentOffset".
  package var tableKeepsVisibleRowsWhenMeasuring: Bool

  /// The readings a world's knobs record.
  package init(_ knobs: SimulationKnobs) {
    observerAfterDelegate = knobs.observerAfterDelegate
    delegateAskedBeforeView = knobs.delegateAskedBeforeView
    cancelledPanEndsDragging = knobs.cancelledPanEndsDragging
    crossAxisPanDefersToEnclosing = knobs.crossAxisPanDefersToEnclosing
    removedTouchViewCancelsTouch = knobs.removedTouchViewCancelsTouch
    movedPanBeginsFirst = knobs.movedPanBeginsFirst
    layoutMarginsAddSafeArea = knobs.layoutMarginsAddSafeArea
    stackViewResizesFirstView = knobs.stackViewResizesFirstView
    systemMinimumSideMargin = knobs.systemMinimumSideMargin
    automaticRowHeightEstimate = knobs.automaticRowHeightEstimate
    tableKeepsVisibleRowsWhenMeasuring = knobs.tableKeepsVisibleRowsWhenMeasuring
  }

  /// The default readings.
  package init() { self.init(SimulationKnobs()) }
}
