// The behaviours of UIKit that are uncertain or vary by device, as explicit settings.
//
// Every knob is recorded in every scenario file, and generators vary them per case,
// so a coordinator must hold its invariants under every plausible UIKit, not one guess.
// The evidence for each default, each drawn range and each ruled-out value is recorded in
// code (`SimulationKnobs+Evidence.swift`, shown by `nestedcheck list`) and in docs/fidelity.md.

/// How a drag sample moves a scroll view.
public enum DragDeltaMode: String, Codable, Hashable, Sendable, CaseIterable {
  /// Each pan sample moves the view by the finger's delta since the last sample, from wherever the view now is.
  /// Coordinators that pin a view in `scrollViewDidScroll` rely on this (the NestedPaging article: a locked table stays locked).
  case incremental
  /// The view sits at (offset at touch-down − total translation); writes made during the drag are overridden next sample.
  case fromStart
}

/// Which of two scroll views goes first when both act in one frame (two simultaneous pans handling one touch
/// sample, or two views' momentum ticking in one display refresh).
public enum SimultaneousOrder: String, Codable, Hashable, Sendable, CaseIterable {
  /// The deeper view (the child list) first.
  case innerFirst
  /// The outer table first.
  case outerFirst
}

/// Which page a paging scroll view settles on when released.
public enum PagingRule: String, Codable, Hashable, Sendable, CaseIterable {
  /// The page nearest to the release position.
  case nearest
  /// The next page in the flick's direction when |velocity| exceeds `pagingVelocityThreshold`, otherwise the nearest.
  case velocityThreshold
}

/// The timing curve of `setContentOffset(_:animated: true)` and of scroll-to-top.
public enum AnimationCurve: String, Codable, Hashable, Sendable, CaseIterable {
  /// Constant velocity, as Apple's documentation of `setContentOffset(_:animated:)` states.
  case linear
  /// Accelerate, then decelerate (a smoothstep `3t² − 2t³`), as developers report seeing on device.
  case easeInOut
}

/// Which way a coordinate exactly halfway between two device pixels is rounded.
public enum PixelRoundingTies: String, Codable, Hashable, Sendable, CaseIterable {
  /// Away from zero, as C's `round` does.
  case awayFromZero
  /// To the even pixel (banker's rounding), as `rint` under the default floating-point mode does.
  case toEven

  /// The Swift rounding rule that implements the tie-break.
  public var rule: FloatingPointRoundingRule {
    switch self {
    case .awayFromZero: .toNearestOrAwayFromZero
    case .toEven: .toNearestOrEven
    }
  }
}

/// Uncertain UIKit behaviours, each with a default and a recorded value in every repro.
public struct SimulationKnobs: Hashable, Sendable {
  /// Frames per second of the simulated display. 120 on ProMotion iPhones, 60 elsewhere.
  public var frameRate: Int = 120
  /// Device pixels per point (1, 2 or 3). Offsets are rounded to this grid.
  public var pixelScale: Int = 3
  /// How a coordinate halfway between two pixels is rounded.
  public var pixelRoundingTies: PixelRoundingTies = .awayFromZero
  /// Whether an offset written in code (`contentOffset = …`, `setContentOffset`) is rounded to the pixel grid.
  public var roundsWrittenOffsets: Bool = true
  /// Whether assigning an equal `contentOffset` still calls `scrollViewDidScroll`. Ruled out by evidence; see `evidence`.
  public var didScrollOnEqualValue: Bool = false
  /// How pan samples move a view; see `DragDeltaMode`.
  public var dragDeltaMode: DragDeltaMode = .incremental
  /// Which of two simultaneously recognizing pans (the list's and the outer table's) handles a touch sample first.
  public var panOrder: SimultaneousOrder = .innerFirst
  /// Which view's momentum (deceleration, bounce, snap, animation) advances first in a display refresh.
  public var momentumOrder: SimultaneousOrder = .innerFirst
  /// Duration of `setContentOffset(_:animated: true)` and of scroll-to-top, in seconds.
  public var animationDuration: Double = 0.3
  /// The timing curve of those animations.
  public var animationCurve: AnimationCurve = .linear
  /// Whether `setContentOffset(_:animated: true)` on a decelerating view stops its momentum (else the momentum keeps
  /// carrying the view along the animation's path and on past its end).
  public var animatedSetStopsDeceleration: Bool = true
  /// Whether `setContentOffset(_:animated:)` that stops a running deceleration (momentum, bounce-back or a pager's snap)
  /// sends `scrollViewDidEndDecelerating` first, before the new offset is written. UIKit does (iOS 26.1's UIKitCore,
  /// decompiled: docs/fidelity.md); off is how the simulation behaved before the knob (a file written then has no key,
  /// and so replays with the callback: set it false to replay such a file's old run).
  public var codeStopEndsDecelerating: Bool = true
  /// Whether stopping a running `setContentOffset(_:animated: true)` or scroll-to-top animation early (by another
  /// `setContentOffset(_:animated:)`, a status-bar tap, or a touch with `touchInterruptsAnimation`) tells the delegate
  /// the animation ended (`scrollViewDidEndScrollingAnimation`, `scrollViewDidScrollToTop` for a status-bar scroll)
  /// before anything else happens. UIKit does (iOS 26.1's UIKitCore, decompiled: docs/fidelity.md); off is the
  /// simulation before the knob, which replaced or dropped the animation silently (set it false to replay an older
  /// file's old run).
  public var codeStopEndsAnimation: Bool = true
  /// Stiffness per unit mass (ω² in s⁻²) of the spring that returns an overscrolled view to its edge.
  public var springStiffness: Double = 200
  /// Damping ratio of that spring (1: critically damped; above 1 it creeps back without crossing the edge).
  public var springDampingRatio: Double = 1.1
  /// Natural frequency ω (rad/s) of the spring that carries a released pager to its page.
  public var pagingSpringFrequency: Double = 17
  /// Damping ratio of the pager's spring (below 1 it swings slightly past the page and back).
  public var pagingDampingRatio: Double = 0.88
  /// How the pager picks its target page on release.
  public var pagingRule: PagingRule = .velocityThreshold
  /// Release speed (pt/s) above which `.velocityThreshold` paging moves to the next page.
  public var pagingVelocityThreshold: Double = 300
  /// Whether shrinking `contentSize` clamps an out-of-range offset while the view is idle
  /// (UIScrollView's private `_adjustContentOffsetIfNecessary`, seen in public stack traces).
  public var clampOnContentShrink: Bool = true
  /// Whether the outer table and the child lists (all `UITableView`s) bounce vertically even when their content
  /// is shorter than their bounds (`alwaysBounceVertical`; UITableView is commonly observed to behave as if on).
  public var tablesAlwaysBounceVertical: Bool = true
  /// Whether a finger landing on a view during a `setContentOffset(_:animated: true)` or scroll-to-top animation stops
  /// the animation (reported as its end, knob `codeStopEndsAnimation`). UIKit 26.1 does, on every view (decompiled:
  /// docs/fidelity.md, "A touch on an animating view"); false is the simulation before that reading (set it false to
  /// replay an older file that carries no value for it).
  public var touchInterruptsAnimation: Bool = true
  /// Whether setting `bounces = false` on a view that is springing back snaps it to its edge at once.
  public var disablingBouncesStopsBounce: Bool = false

  // UIKit's own uncertain behaviours, read only by the simulated UIKit (pages under test and the UIKit container);
  // a protocol coordinator in the page world never meets them. Kept here so a scenario file records them with the
  // physics. The evidence for each default is in `SimulationKnobs.evidence` and docs/uikit.md.

  /// Whether a key-value observer of `contentOffset` hears a change after the delegate's `scrollViewDidScroll`.
  public var observerAfterDelegate: Bool = true
  /// Whether a recognizer's delegate is asked `gestureRecognizerShouldBegin(_:)` before the recognizer's view.
  public var delegateAskedBeforeView: Bool = true
  /// Whether a pan cancelled by `isScrollEnabled` going false mid-drag still ends the drag
  /// (`scrollViewDidEndDragging(_:willDecelerate: false)`).
  public var cancelledPanEndsDragging: Bool = true
  /// Whether a scroll view's pan facing movement along an axis it cannot scroll defers to an enclosing scroll view's.
  public var crossAxisPanDefersToEnclosing: Bool = true
  /// Whether the view a finger landed on leaving the window cancels the whole touch (every recognizer with it).
  public var removedTouchViewCancelsTouch: Bool = false
  /// Whether, of the pans on one view that may not recognize together, a scroll view's pan moved onto that view (a
  /// list's pan on the outer table) is asked to begin before the view's own recognizers.
  public var movedPanBeginsFirst: Bool = true
  /// Whether a view's layout margins, where it overlaps the unsafe area, are measured from the safe area's edge (on)
  /// or only moved to that edge when they would fall outside it (off), with `insetsLayoutMarginsFromSafeArea`.
  public var layoutMarginsAddSafeArea: Bool = false
  /// Of a `.fill` stack view's arranged views that hug (or resist compression) equally, whether the first (on) or the
  /// last takes the room the stack has to spare (or lacks).
  public var stackViewResizesFirstView: Bool = true
  /// The leading and trailing margins, in points, below which a view controller's root view's layout margins do not
  /// go (`systemMinimumLayoutMargins`; its top and bottom are 0).
  public var systemMinimumSideMargin: Double = 16
  /// The height, in points, an estimating table assumes for a row before it is measured when neither its
  /// `estimatedRowHeight` nor its delegate gives one (Apple: "the table view selects an estimated height").
  public var automaticRowHeightEstimate: Double = 44
  /// Whether a table that measures a row straddling the top of its visible area moves its offset by the row's change
  /// in height, so the rows on screen stay in place (Apple: the table "actively manages the contentOffset").
  public var tableKeepsVisibleRowsWhenMeasuring: Bool = true

  /// The default knobs: the values the evidence supports best.
  public init() {}

  /// Names of every knob, in declaration order: used by `nestedcheck list`, strict decoding and the shrinker.
  public static let names: [String] = [
    "frameRate", "pixelScale", "pixelRoundingTies", "roundsWrittenOffsets", "didScrollOnEqualValue", "dragDeltaMode",
    "panOrder", "momentumOrder", "animationDuration", "animationCurve", "animatedSetStopsDeceleration",
    "codeStopEndsDecelerating", "codeStopEndsAnimation", "springStiffness", "springDampingRatio", "pagingSpringFrequency",
    "pagingDampingRatio", "pagingRule", "pagingVelocityThreshold", "clampOnContentShrink", "tablesAlwaysBounceVertical",
    "touchInterruptsAnimation", "disablingBouncesStopsBounce", "observerAfterDelegate", "delegateAskedBeforeView",
    "cancelledPanEndsDragging", "crossAxisPanDefersToEnclosing", "removedTouchViewCancelsTouch", "movedPanBeginsFirst",
    "layoutMarginsAddSafeArea", "stackViewResizesFirstView", "systemMinimumSideMargin",
    "automaticRowHeightEstimate", "tableKeepsVisibleRowsWhenMeasuring",
  ]

  /// Seconds per simulated frame.
  public var frameDuration: Double { 1 / Double(frameRate) }
}
