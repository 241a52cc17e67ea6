// What is known about each knob: the evidence (with its public source) for its default and for the range the
// generators draw, and the values that evidence rules out. `nestedcheck list` prints it; docs/fidelity.md is
// the long form. A value "ruled out" is one a coordinator that ships and works on devices could not survive, or
// one that a public observation contradicts: the default profiles never draw it, the `pessimistic` profile
// does, and a failure that needs it says so (`ruledOutValues`).

/// The evidence for one knob.
public struct KnobEvidence: Hashable, Sendable {
  /// The knob's name in `world.knobs`.
  public var name: String
  /// The values the default profiles draw, as written in scenario files.
  public var drawn: String
  /// Values contradicted by evidence (as `valueDescription` writes them): drawn only by the `pessimistic` profile.
  public var ruledOut: [String]
  /// The evidence for the default and the drawn range, each fact with its source.
  public var evidence: String
}

/// A UIKit behaviour the simulation deliberately leaves out, with the evidence for it and why that is safe.
public struct UnmodelledBehaviour: Hashable, Sendable {
  /// The behaviour, in words.
  public var name: String
  /// The public evidence for it, each fact with its source.
  public var evidence: String
  /// Why leaving it out cannot hide a coordinator's bug.
  public var whyNotModelled: String
}

extension SimulationKnobs {
  /// Evidence for every knob, in `names` order.
  public static let evidence: [KnobEvidence] = [
    KnobEvidence(
      name: "frameRate", drawn: "120, 60", ruledOut: [],
      evidence: "Display refresh: 120 Hz on ProMotion iPhones, 60 Hz elsewhere (Apple, \"Optimizing ProMotion refresh "
        + "rates for iPhone 13 Pro and iPad Pro\"). Momentum and springs are integrated exactly, so only sampling differs."),
    KnobEvidence(
      name: "pixelScale", drawn: "3, 2, 1", ruledOut: [],
      evidence: "UIScreen.scale is 1, 2 or 3 (Apple, UIScreen.scale); offsets land on that grid."),
    KnobEvidence(
      name: "pixelRoundingTies", drawn: "awayFromZero, toEven", ruledOut: [],
      evidence: "Modelled assumption: no public source pins how UIKit breaks a tie halfway between two pixels. C's "
        + "round() (halfway cases away from zero, C11 7.12.9.6) is the usual implementation of such helpers, so it is "
        + "the default; banker's rounding (the simulation's rule before the fidelity pass) is drawn too."),
    KnobEvidence(
      name: "roundsWrittenOffsets", drawn: "true", ruledOut: ["false"],
      evidence: "Assigning contentOffset = (3.8, 0) reads back (4.0, 0.0), \"intended behavior\" per Apple; only "
        + "setting bounds keeps the fraction (Andrew Marinov, \"UIScrollView's contentOffset precision\", "
        + "andrewmarinov.com/uiscrollviews-contentoffset-precision). Unrounded writes are therefore ruled out."),
    KnobEvidence(
      name: "didScrollOnEqualValue", drawn: "false", ruledOut: ["true"],
      evidence: "Coordinators that assign offsets unconditionally inside scrollViewDidScroll ship and work on devices: "
        + "NestedPaging's offset lock (its README and article) and the Three Loaders article's ownership container, whose article says the write "
        + "\"re-enters once with the pinned value and stabilizes\". A UIKit that called back on an equal value would make "
        + "them recurse forever, so it does not."),
    KnobEvidence(
      name: "dragDeltaMode", drawn: "incremental", ruledOut: ["fromStart"],
      evidence: "Lock-based containers (NestedPaging's README) keep a table pinned by writing its offset during a drag; that works "
        + "on device only if the next pan sample continues from the written offset (incremental)."),
    KnobEvidence(
      name: "panOrder", drawn: "innerFirst, outerFirst", ruledOut: [],
      evidence: "Not documented: UIGestureRecognizerDelegate's shouldRecognizeSimultaneouslyWith lets two pans act on "
        + "one touch but Apple does not say whose action runs first. Drawn both ways."),
    KnobEvidence(
      name: "momentumOrder", drawn: "innerFirst, outerFirst", ruledOut: [],
      evidence: "Each scroll view drives its own momentum from its own display-link callback (_smoothScrollDisplayLink:, "
        + "seen in public stack traces); the order two callbacks run in one refresh is not documented. Drawn both ways."),
    KnobEvidence(
      name: "animationDuration", drawn: "0.2...0.5 s", ruledOut: [],
      evidence: "UIScrollView keeps a private _contentOffsetAnimationDuration (class-dumped UIKit headers); iOS 26.1's "
        + "UIKitCore, decompiled (github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore, UIScrollView.m), sets it to "
        + "0.3 in initWithFrame: and again when autoscrolling ends (_setAutoscrolling:): the default. The range "
        + "brackets it for other systems and for apps that set the private value."),
    KnobEvidence(
      name: "animationCurve", drawn: "linear, easeInOut", ruledOut: [],
      evidence: "Apple's documentation of setContentOffset(_:animated:) says \"at a constant velocity\"; developers report "
        + "an accelerate-then-decelerate curve on device and change it through the private timing function (jianshu post "
        + "mirrored at 39.103.169.235/p/d65cfc0bf03b, citing github.com/jlott1/UIScrollView-ScrollAnimation). Split: both drawn."),
    KnobEvidence(
      name: "animatedSetStopsDeceleration", drawn: "true, false", ruledOut: [],
      evidence: "Not documented for UIScrollView. SwiftUI documents that an unanimated programmatic scroll stops active "
        + "scrolls and that an animated one ignores scrollPositionUpdatePreservesVelocity; an old radar cited in the "
        + "fidelity audit reports that an animated set does not stop a running deceleration (its text is not public). "
        + "iOS 26.1's UIKitCore, decompiled (see codeStopEndsDecelerating), stops it for an animated set as for an "
        + "unanimated one; the other reading is kept for older systems the radar may describe. Drawn both ways."),
    KnobEvidence(
      name: "codeStopEndsDecelerating", drawn: "true", ruledOut: [],
      evidence: "iOS 26.1's UIKitCore, decompiled (github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore, UIScrollView.m): "
        + "_setContentOffset:animated:... first stops a running deceleration with _stopScrollingNotify:1 pin:0, whose "
        + "_stopScrollDecelerationNotify:1 calls _scrollViewDidEndDeceleratingForDelegate, which calls the delegate's "
        + "scrollViewDidEndDecelerating: before the offset is written; the plain contentOffset setter stops nothing. The "
        + "public setContentOffset:animated: is assumed to forward there (its body is not in the decompilation). Not "
        + "drawn: generated worlds keep the evidence's value; false is the simulation before this knob (older repros)."),
    KnobEvidence(
      name: "codeStopEndsAnimation", drawn: "true", ruledOut: [],
      evidence: "iOS 26.1's UIKitCore, decompiled (same UIScrollView.m, and UIAnimator.m): _setContentOffset:animated:... "
        + "stops a running offset animation with _stopScrollingAndZoomingAnimationsPinningToContentViewport:0 ..., whose "
        + "_clearContentOffsetAnimation removes it from UIAnimator; UIAnimator's stopAnimation: tells the scroll view "
        + "(animator:stopAnimation:fraction:), and _scrollViewAnimationEnded:finished: ignores finished: it calls "
        + "scrollViewDidScrollToTop: for a status-bar scroll, else scrollViewDidEndScrollingAnimation:, for an interrupted "
        + "animation as for a finished one, before the new offset is compared or written. Touch-down "
        + "(_beginTrackingWithEvent:, from _gestureRecognizer:shouldReceiveTouch: for the pan of a view without paging) "
        + "and a status-bar tap (_scrollToTopIfPossible:, before it starts its own scroll) call "
        + "_clearContentOffsetAnimation, which ends the animation the same way. The plain contentOffset setter stops nothing. "
        + "Not drawn: generated worlds keep the evidence's value; false is the simulation before this knob."),
    KnobEvidence(
      name: "springStiffness", drawn: "100...300 s^-2", ruledOut: [],
      evidence: "Bounce-back spring, per unit mass. Flutter's BouncingScrollPhysics (its iOS physics, tuned against "
        + "UIScrollView side by side) uses mass 0.5, stiffness 100, damping ratio 1.1: 200 per unit mass, a 100 pt release settles within 1/6 pt "
        + "in 0.76 s (the default). Ilya Lobanov's ScrollMechanics (github.com/super-ultra/ScrollMechanics) uses mass 1, "
        + "stiffness 100, ratio 1 (0.87 s); Flutter's .fast spring (mass 0.3, stiffness 75, ratio 1.3) is 250 per unit mass."),
    KnobEvidence(
      name: "springDampingRatio", drawn: "1.0...1.3", ruledOut: [],
      evidence: "Same sources: 1.1 (Flutter, default), 1.0 (ScrollMechanics), 1.3 (Flutter .fast). UIKit's bounce never "
        + "swings into the content, so ratios below 1 are not accepted."),
    KnobEvidence(
      name: "pagingSpringFrequency", drawn: "13...18 rad/s", ruledOut: [],
      evidence: "UIKit sets a pager's private _pagingSpringPull = 0.000359090909 - 1.84659091e-7*w and _pagingFriction = "
        + "0.966818182 + 9.94318182e-6*w for a page w <= 1024 pt wide (seen in decompiled iOS frameworks on GitHub: UIKitCore's "
        + "UIScrollView, and Photos' PUTilingView -_adjustScrollViewPagingDeceleration, which repeats the formula). Read as a per-millisecond spring "
        + "(assumption): omega = 1000*sqrt(pull) = 17.3 at 320 pt, 17.0 at 375-393 pt (default), 13.0 from 1024 pt. "
        + "Flutter's PageScrollPhysics spring is 14.1."),
    KnobEvidence(
      name: "pagingDampingRatio", drawn: "0.85...1.1", ruledOut: [],
      evidence: "Same formula: zeta = -1000*ln(friction)/(2*omega) = 0.878 at 320-430 pt, 0.892 from 1024 pt (default "
        + "0.88): from half a page at rest the pager settles within 1/6 pt in ~0.52 s, and a 5,000 pt/s release 93 pt "
        + "short of a page swings ~59 pt past it. Flutter's page spring is 1.1."),
    KnobEvidence(
      name: "pagingRule", drawn: "velocityThreshold, nearest", ruledOut: [],
      evidence: "Apple documents only that a paging view stops on multiples of its bounds; which page a slow or fast "
        + "release picks is private. At most one page per flick is kept under either rule."),
    KnobEvidence(
      name: "pagingVelocityThreshold", drawn: "300, 0, 100, 500, 1000 pt/s", ruledOut: [],
      evidence: "Modelled assumption: the speed at which a flick goes to the next page is private; the values bracket it."),
    KnobEvidence(
      name: "clampOnContentShrink", drawn: "true, false", ruledOut: [],
      evidence: "UIScrollView's private _adjustContentOffsetIfNecessary appears in public stack traces; when it clamps is "
        + "not documented."),
    KnobEvidence(
      name: "tablesAlwaysBounceVertical", drawn: "true, false", ruledOut: [],
      evidence: "UITableView is commonly observed to bounce with short content; alwaysBounceVertical defaults to false in "
        + "UIScrollView's documentation."),
    KnobEvidence(
      name: "touchInterruptsAnimation", drawn: "true, false", ruledOut: [],
      evidence: "Not documented by Apple. iOS 26.1's UIKitCore, decompiled (see codeStopEndsAnimation; UIScrollView.m "
        + "read through, and UIScrollViewPagingSwipeGestureRecognizer.mm): beginning tracking "
        + "(_beginTrackingWithEvent:) clears a running offset animation first (_clearContentOffsetAnimation). A view "
        + "without paging begins tracking at touch-down, from its pan's touch-receive hook. A paging view's pan waits for "
        + "its paging swipe recognizer to fail, and _gestureRecognizerFailed: then begins tracking if the finger is down; "
        + "that recognizer fails in touchesBegan unless a paging deceleration is under way (its 'pagingIsIdle' failure), "
        + "and an animated setContentOffset sets no paging direction, so during such an animation it too begins "
        + "tracking at touch-down. Read in the code; that the touch-receive hook and touchesBegan run at touch-down is "
        + "UIGestureRecognizer's documented order. False is the simulation before this reading; both are drawn."),
    KnobEvidence(
      name: "disablingBouncesStopsBounce", drawn: "false, true", ruledOut: [],
      evidence: "Not documented whether switching bounces off mid-bounce snaps the view to its edge."),
    // The simulated UIKit's own readings: not drawn (every generated world keeps the default), so a scenario that
    // needs the other reading sets it in its file. Only UIKit pages and the UIKit container read them.
    KnobEvidence(
      name: "observerAfterDelegate", drawn: "true", ruledOut: [],
      evidence: "Simulated UIKit only. Inferred, not documented: automatic key-value observing wraps the setter "
        + "(willChange before, didChange after the original implementation) and UIKit calls scrollViewDidScroll from "
        + "inside setContentOffset:, so a contentOffset observer hears the change after the delegate."),
    KnobEvidence(
      name: "delegateAskedBeforeView", drawn: "true", ruledOut: [],
      evidence: "Simulated UIKit only. A recognizer begins only if its delegate's gestureRecognizerShouldBegin(_:) and "
        + "its view's both agree (Apple, UIGestureRecognizerDelegate); which is asked first is not documented and shows "
        + "only through side effects."),
    KnobEvidence(
      name: "cancelledPanEndsDragging", drawn: "true", ruledOut: [],
      evidence: "Simulated UIKit only. Not documented: a pan cancelled because isScrollEnabled went false mid-drag is "
        + "handled by UIScrollView's pan handler as an ended one with no velocity, so scrollViewDidEndDragging(_:"
        + "willDecelerate: false) is sent."),
    KnobEvidence(
      name: "crossAxisPanDefersToEnclosing", drawn: "true", ruledOut: [],
      evidence: "Simulated UIKit only. Apple's Scroll View Programming Guide (\"Nesting Scroll Views\"): cross-directional "
        + "nesting routes each direction to the scroll view that scrolls that way, with no code; off, an inner pan "
        + "begins at once and takes the touch."),
    KnobEvidence(
      name: "removedTouchViewCancelsTouch", drawn: "false", ruledOut: [],
      evidence: "Simulated UIKit only. Apple's touchesCancelled(_:with:) names a view removed from the window as a cause "
        + "of cancellation; what recognizers on other views do is not documented. A table dragged with the finger "
        + "moved above it is commonly seen to keep scrolling on device although the cell under the finger was reused (off, the default); "
        + "on is the page world's reading for a list destroyed under the finger."),
    KnobEvidence(
      name: "movedPanBeginsFirst", drawn: "true", ruledOut: [],
      evidence: "Not documented: Apple gives no order between two recognizers of one view that may not recognize "
        + "simultaneously (UIGestureRecognizerDelegate: by default no two do). A scroll view's pan moved onto an "
        + "enclosing view still drives its own, deeper, scroll view (WWDC 2014 session 235), and of nested scroll "
        + "views the inner one's pan takes the touch; on, the moved pan keeps that precedence (a list's pan on the outer "
        + "table begins before the table's own). Off: the order the recognizers were added to the view. The page world "
        + "plays both readings."),
    KnobEvidence(
      name: "layoutMarginsAddSafeArea", drawn: "false", ruledOut: [],
      evidence: "Simulated UIKit only, layout margins (no scrolling reads them). Apple's insetsLayoutMarginsFromSafeArea: "
        + "margins that are outside the safe area are modified to fall within its boundary (read literally, off: a margin "
        + "moves to the safe area's edge only where it lay outside it); layoutMargins: a view not fully inside the safe "
        + "area may have greater margins. On: a margin is measured from the safe area's edge. Not measured."),
    KnobEvidence(
      name: "stackViewResizesFirstView", drawn: "true", ruledOut: [],
      evidence: "Simulated UIKit only, stack views (no scrolling reads them). Apple's UIStackView.Distribution.fill: the "
        + "view with the lowest hugging (or compression resistance) priority is resized, and 'if there's any ambiguity, "
        + "the stack view resizes the arranged views based on their index in the arrangedSubviews array', not saying "
        + "which. Ray Wenderlich's UIStackView tutorial (2015) observed the first view expanded when all priorities are "
        + "equal (on, the default); off, the last. Not measured."),
    KnobEvidence(
      name: "systemMinimumSideMargin", drawn: "16", ruledOut: [],
      evidence: "Simulated UIKit only, layout margins (no scrolling reads them). Apple's systemMinimumLayoutMargins: the "
        + "minimum layout margins expected by the system for a view controller's root view, whose margins are the larger "
        + "of those and the ones set (viewRespectsSystemMinimumLayoutMargins, default on); Apple gives no values. 16 "
        + "points at the sides (0 above and below) is what an iPhone in portrait is commonly reported to give; a "
        + "regular-width screen is reported at 20. Not measured."),
    KnobEvidence(
      name: "automaticRowHeightEstimate", drawn: "44", ruledOut: [],
      evidence: "Simulated UIKit only, tables that estimate (no page world reads it). Apple's estimatedRowHeight: its "
        + "default, automaticDimension, 'means that the table view selects an estimated height to use on your behalf', "
        + "without saying which. 44 points is UIKit's standard row height (the default rowHeight of a table without "
        + "self-sizing, and the height a collapsed self-sizing cell falls back to). Not measured."),
    KnobEvidence(
      name: "tableKeepsVisibleRowsWhenMeasuring", drawn: "true", ruledOut: [],
      evidence: "Simulated UIKit only, tables that estimate. Apple's estimatedRowHeight: 'When using height estimates, "
        + "the table view actively manages the contentOffset and contentInset properties inherited from its scroll "
        + "view', without saying how. On: a row measured while it straddles the top of the visible area moves the "
        + "offset by its change in height, so the rows on screen do not jump (what scrolling up through rows taller than "
        + "their estimates commonly shows since iOS 11); off: the offset stays and the rows below jump. Not measured."),
  ]

  /// UIKit behaviours the simulation leaves out on purpose.
  public static let unmodelled: [UnmodelledBehaviour] = [
    UnmodelledBehaviour(
      name: "repeatedFlickSpeedUp",
      evidence: "Flicking again in the direction of a running deceleration speeds it up on iOS: UIScrollView keeps "
        + "_fastScrollCount, _fastScrollMultiplier, _fastScrollStartMultiplier and _fastScrollEndTime (class-dumped UIKit "
        + "headers), and Flutter's BouncingScrollPhysics.carriedMomentum mimics it, fitted to iOS as "
        + "sign(v)*min(0.000816*|v|^1.967, 40000) pt/s added to the new fling.",
      whyNotModelled: "It only makes a repeated flick's release velocity larger; generated lifts already draw release "
        + "velocities up to 8,000 pt/s explicitly, and no invariant depends on a velocity's size beyond that."),
  ]

  /// The knob's current value as a scenario file writes it (`nil` for an unknown name).
  public func valueDescription(of name: String) -> String? {
    switch name {
    case "frameRate": "\(frameRate)"
    case "pixelScale": "\(pixelScale)"
    case "pixelRoundingTies": pixelRoundingTies.rawValue
    case "roundsWrittenOffsets": "\(roundsWrittenOffsets)"
    case "didScrollOnEqualValue": "\(didScrollOnEqualValue)"
    case "dragDeltaMode": dragDeltaMode.rawValue
    case "panOrder": panOrder.rawValue
    case "momentumOrder": momentumOrder.rawValue
    case "animationDuration": "\(animationDuration)"
    case "animationCurve": animationCurve.rawValue
    case "animatedSetStopsDeceleration": "\(animatedSetStopsDeceleration)"
    case "codeStopEndsDecelerating": "\(codeStopEndsDecelerating)"
    case "codeStopEndsAnimation": "\(codeStopEndsAnimation)"
    case "springStiffness": "\(springStiffness)"
    case "springDampingRatio": "\(springDampingRatio)"
    case "pagingSpringFrequency": "\(pagingSpringFrequency)"
    case "pagingDampingRatio": "\(pagingDampingRatio)"
    case "pagingRule": pagingRule.rawValue
    case "pagingVelocityThreshold": "\(pagingVelocityThreshold)"
    case "clampOnContentShrink": "\(clampOnContentShrink)"
    case "tablesAlwaysBounceVertical": "\(tablesAlwaysBounceVertical)"
    case "touchInterruptsAnimation": "\(touchInterruptsAnimation)"
    case "disablingBouncesStopsBounce": "\(disablingBouncesStopsBounce)"
    case "observerAfterDelegate": "\(observerAfterDelegate)"
    case "delegateAskedBeforeView": "\(delegateAskedBeforeView)"
    case "cancelledPanEndsDragging": "\(cancelledPanEndsDragging)"
    case "crossAxisPanDefersToEnclosing": "\(crossAxisPanDefersToEnclosing)"
    case "removedTouchViewCancelsTouch": "\(removedTouchViewCancelsTouch)"
    case "movedPanBeginsFirst": "\(movedPanBeginsFirst)"
    case "layoutMarginsAddSafeArea": "\(layoutMarginsAddSafeArea)"
    case "stackViewResizesFirstView": "\(stackViewResizesFirstView)"
    case "systemMinimumSideMargin": "\(systemMinimumSideMargin)"
    case "automaticRowHeightEstimate": "\(automaticRowHeightEstimate)"
    case "tableKeepsVisibleRowsWhenMeasuring": "\(tableKeepsVisibleRowsWhenMeasuring)"
    default: nil
    }
  }

  /// The values of this knob set that evidence rules out, as `name = value` (empty for a plausible UIKit).
  /// A failure found in such a world depends on a UIKit that devices contradict: reports label it so.
  public var ruledOutValues: [String] {
    Self.evidence.compactMap { entry in
      guard let value = valueDescription(of: entry.name), entry.ruledOut.contains(value) else { return nil }
      return "\(entry.name) = \(value)"
    }
  }

  /// Whether every value is one the evidence allows.
  public var isPlausible: Bool { ruledOutValues.isEmpty }
}
