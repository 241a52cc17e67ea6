// The behaviours of UIKit that are uncertain or vary by device, as explicit settings.
//
// Every knob is recorded in every scenario file, and generators vary them per case,
// so a coordinator must hold its invariants under every plausible UIKit, not one guess.
// Sources for each default are in the doc comments and in README § Knobs.

/// How a drag sample moves a scroll view.
public enum DragDeltaMode: String, Codable, Hashable, Sendable, CaseIterable {
  /// Each pan sample moves the view by the finger's delta since the last sample, from wherever the view now is.
  /// Coordinators that pin a view in `scrollViewDidScroll` rely on this (seed 001: a locked table stays locked).
  case incremental
  /// The view sits at (offset at touch-down − total translation); writes made during the drag are overridden next sample.
  case fromStart
}

/// Which of two simultaneously recognizing scroll views handles a frame first.
public enum SimultaneousOrder: String, Codable, Hashable, Sendable, CaseIterable {
  /// The deeper view (the child list) first: UIKit delivers touches to the hit view's recognizers before its ancestors'.
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

/// Uncertain UIKit behaviours, each with a default and a recorded value in every repro.
public struct SimulationKnobs: Hashable, Sendable {
  /// Frames per second of the simulated display. 120 on ProMotion iPhones, 60 elsewhere.
  public var frameRate: Int = 120
  /// Device pixels per point (1, 2 or 3). Offsets are rounded to this grid.
  public var pixelScale: Int = 3
  /// Whether assigning an equal `contentOffset` still calls `scrollViewDidScroll`. Observed: it does not.
  public var didScrollOnEqualValue: Bool = false
  /// How pan samples move a view; see `DragDeltaMode`.
  public var dragDeltaMode: DragDeltaMode = .incremental
  /// Which of two simultaneously recognizing views handles a frame first.
  public var simultaneousOrder: SimultaneousOrder = .innerFirst
  /// Duration of `setContentOffset(_:animated: true)` and of scroll-to-top, in seconds. Commonly measured at ~0.3 s.
  public var animationDuration: Double = 0.3
  /// Stiffness of the critically damped spring (mass 1) that returns an overscrolled view to its edge.
  public var springStiffness: Double = 100
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
  /// Whether touching a view during a `setContentOffset(_:animated: true)` animation stops the animation.
  public var touchInterruptsAnimation: Bool = false
  /// Whether setting `bounces = false` on a view that is springing back snaps it to its edge at once.
  public var disablingBouncesStopsBounce: Bool = false

  public init() {}

  /// Names of every knob, in declaration order: used by `nestedcheck list` and strict decoding.
  public static let names: [String] = [
    "frameRate", "pixelScale", "didScrollOnEqualValue", "dragDeltaMode", "simultaneousOrder",
    "animationDuration", "springStiffness", "pagingRule", "pagingVelocityThreshold", "clampOnContentShrink",
    "tablesAlwaysBounceVertical", "touchInterruptsAnimation", "disablingBouncesStopsBounce",
  ]

  /// Seconds per simulated frame.
  public var frameDuration: Double { 1 / Double(frameRate) }
}

extension SimulationKnobs: Codable {
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    try c.rejectUnknownKeys(allowed: Set(Self.names))
    let d = SimulationKnobs()
    frameRate = try c.value("frameRate", or: d.frameRate)
    pixelScale = try c.value("pixelScale", or: d.pixelScale)
    didScrollOnEqualValue = try c.value("didScrollOnEqualValue", or: d.didScrollOnEqualValue)
    dragDeltaMode = try c.value("dragDeltaMode", or: d.dragDeltaMode)
    simultaneousOrder = try c.value("simultaneousOrder", or: d.simultaneousOrder)
    animationDuration = try c.value("animationDuration", or: d.animationDuration)
    springStiffness = try c.value("springStiffness", or: d.springStiffness)
    pagingRule = try c.value("pagingRule", or: d.pagingRule)
    pagingVelocityThreshold = try c.value("pagingVelocityThreshold", or: d.pagingVelocityThreshold)
    clampOnContentShrink = try c.value("clampOnContentShrink", or: d.clampOnContentShrink)
    tablesAlwaysBounceVertical = try c.value("tablesAlwaysBounceVertical", or: d.tablesAlwaysBounceVertical)
    touchInterruptsAnimation = try c.value("touchInterruptsAnimation", or: d.touchInterruptsAnimation)
    disablingBouncesStopsBounce = try c.value("disablingBouncesStopsBounce", or: d.disablingBouncesStopsBounce)
    try c.check([60, 120].contains(frameRate), "frameRate", "must be 60 or 120, got \(frameRate)")
    try c.check((1...3).contains(pixelScale), "pixelScale", "must be 1, 2 or 3, got \(pixelScale)")
    try c.check(
      animationDuration > 0 && animationDuration <= 5, "animationDuration",
      "must be in (0, 5] seconds, got \(animationDuration)")
    try c.check(
      springStiffness >= 10 && springStiffness <= 10_000, "springStiffness",
      "must be in [10, 10000], got \(springStiffness)")
    try c.check(
      StepDomain.velocity.contains(pagingVelocityThreshold) && pagingVelocityThreshold >= 0, "pagingVelocityThreshold",
      "must be in [0, 100000] pt/s, got \(fmt(pagingVelocityThreshold))")
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(frameRate, "frameRate")
    try c.put(pixelScale, "pixelScale")
    try c.put(didScrollOnEqualValue, "didScrollOnEqualValue")
    try c.put(dragDeltaMode, "dragDeltaMode")
    try c.put(simultaneousOrder, "simultaneousOrder")
    try c.put(animationDuration, "animationDuration")
    try c.put(springStiffness, "springStiffness")
    try c.put(pagingRule, "pagingRule")
    try c.put(pagingVelocityThreshold, "pagingVelocityThreshold")
    try c.put(clampOnContentShrink, "clampOnContentShrink")
    try c.put(tablesAlwaysBounceVertical, "tablesAlwaysBounceVertical")
    try c.put(touchInterruptsAnimation, "touchInterruptsAnimation")
    try c.put(disablingBouncesStopsBounce, "disablingBouncesStopsBounce")
  }
}
