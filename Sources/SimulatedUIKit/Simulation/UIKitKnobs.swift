// UIKit behaviours the façade needs that no public source settles, as settings a host chooses (and records in the
// scenario's knobs). Each default is the reading the evidence best supports; docs/uikit.md gives the evidence.

/// Uncertain behaviours of the simulated UIKit itself (the scroll physics' knobs are `SimulationKnobs`).
package struct UIKitKnobs: Hashable, Sendable {
  /// When a key-value observer of `contentOffset` hears a change relative to `scrollViewDidScroll`. Automatic KVO
  /// wraps the setter (`willChange` before, `didChange` after the original implementation), and UIKit calls the
  /// delegate from inside `setContentOffset:`, so the observer runs after the delegate (inferred; not documented).
  package var observerAfterDelegate = true
  /// Which is asked first when a recognizer is about to begin: its delegate's `gestureRecognizerShouldBegin(_:)` or
  /// its view's. Both must agree; the order shows only through side effects. Not documented.
  package var delegateAskedBeforeView = true
  /// Whether a pan cancelled because `isScrollEnabled` went false mid-drag still sends
  /// `scrollViewDidEndDragging(_:willDecelerate: false)` (UIKit's pan handler treats a cancelled pan as an ended one,
  /// with no velocity; not documented).
  package var cancelledPanEndsDragging = true
  /// Whether a scroll view's pan facing a movement along an axis it cannot scroll decides after the touch's other
  /// recognizers, failing if an enclosing scroll view's pan along that axis began or if a recognizer that began will
  /// not share the touch (Apple, Scroll View Programming Guide, "Nesting Scroll Views": cross-directional nesting routes
  /// each direction to the scroll view that scrolls that way, with no code). Off: such a pan begins at once, the inner
  /// view first.
  package var crossAxisPanDefersToEnclosing = true
  /// What a finger's touch does when the view it landed on leaves the window mid-touch (a table recycling the section
  /// header or cell under a finger that dragged it off screen). On: the whole touch is cancelled, every recognizer
  /// with it. Off: the view hears `touchesCancelled` and nothing more, recognizers on the views that left are
  /// cancelled, and those on views still in the window keep the touch (a touch's recognizers are fixed when it lands,
  /// Apple, "Gesture recognizers get the first opportunity to recognize a touch"; what removal does is not
  /// documented). Off is what a drag on device shows: a table dragged with the finger moved above it, over the
  /// navigation bar, keeps scrolling although the cell the finger landed on has scrolled away and been reused. On is
  /// the page world's reading for a list destroyed under the finger (docs/fidelity.md), kept as the alternative.
  package var removedTouchViewCancelsTouch = false

  package init() {}
}
