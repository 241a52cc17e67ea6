// Strict reading and writing of `world.knobs`: every knob optional (the default when absent), unknown
// names and out-of-range values rejected with the field named, and one renamed knob still read.
//
// Renamed knob: `simultaneousOrder` (until the fidelity pass) decided both which simultaneous pan handles a
// touch first and which view's momentum ticks first. It was split into `panOrder` and `momentumOrder`; a file
// that carries the old key sets both, so every repro written before the split replays exactly as it did.
// The file's format is unchanged: the old key is read here, never written.

extension SimulationKnobs: Codable {
  /// The key the split `panOrder`/`momentumOrder` replaced; read, never written.
  public static let legacySimultaneousOrderKey = "simultaneousOrder"

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    try c.rejectUnknownKeys(allowed: Set(Self.names + [Self.legacySimultaneousOrderKey]))
    let d = SimulationKnobs()
    frameRate = try c.value("frameRate", or: d.frameRate)
    pixelScale = try c.value("pixelScale", or: d.pixelScale)
    pixelRoundingTies = try c.value("pixelRoundingTies", or: d.pixelRoundingTies)
    roundsWrittenOffsets = try c.value("roundsWrittenOffsets", or: d.roundsWrittenOffsets)
    didScrollOnEqualValue = try c.value("didScrollOnEqualValue", or: d.didScrollOnEqualValue)
    dragDeltaMode = try c.value("dragDeltaMode", or: d.dragDeltaMode)
    let legacyOrder = try c.decodeIfPresent(SimultaneousOrder.self, forKey: AnyCodingKey(Self.legacySimultaneousOrderKey))
    if legacyOrder != nil {
      let mixed = c.contains(AnyCodingKey("panOrder")) || c.contains(AnyCodingKey("momentumOrder"))
      try c.check(
        !mixed, Self.legacySimultaneousOrderKey,
        "was split into panOrder and momentumOrder; give either the old key or the new ones, not both")
    }
    panOrder = try c.value("panOrder", or: legacyOrder ?? d.panOrder)
    momentumOrder = try c.value("momentumOrder", or: legacyOrder ?? d.momentumOrder)
    animationDuration = try c.value("animationDuration", or: d.animationDuration)
    animationCurve = try c.value("animationCurve", or: d.animationCurve)
    animatedSetStopsDeceleration = try c.value("animatedSetStopsDeceleration", or: d.animatedSetStopsDeceleration)
    codeStopEndsDecelerating = try c.value("codeStopEndsDecelerating", or: d.codeStopEndsDecelerating)
    codeStopEndsAnimation = try c.value("codeStopEndsAnimation", or: d.codeStopEndsAnimation)
    springStiffness = try c.value("springStiffness", or: d.springStiffness)
    springDampingRatio = try c.value("springDampingRatio", or: d.springDampingRatio)
    pagingSpringFrequency = try c.value("pagingSpringFrequency", or: d.pagingSpringFrequency)
    pagingDampingRatio = try c.value("pagingDampingRatio", or: d.pagingDampingRatio)
    pagingRule = try c.value("pagingRule", or: d.pagingRule)
    pagingVelocityThreshold = try c.value("pagingVelocityThreshold", or: d.pagingVelocityThreshold)
    clampOnContentShrink = try c.value("clampOnContentShrink", or: d.clampOnContentShrink)
    tablesAlwaysBounceVertical = try c.value("tablesAlwaysBounceVertical", or: d.tablesAlwaysBounceVertical)
    touchInterruptsAnimation = try c.value("touchInterruptsAnimation", or: d.touchInterruptsAnimation)
    disablingBouncesStopsBounce = try c.value("disablingBouncesStopsBounce", or: d.disablingBouncesStopsBounce)
    observerAfterDelegate = try c.value("observerAfterDelegate", or: d.observerAfterDelegate)
    delegateAskedBeforeView = try c.value("delegateAskedBeforeView", or: d.delegateAskedBeforeView)
    cancelledPanEndsDragging = try c.value("cancelledPanEndsDragging", or: d.cancelledPanEndsDragging)
    crossAxisPanDefersToEnclosing = try c.value("crossAxisPanDefersToEnclosing", or: d.crossAxisPanDefersToEnclosing)
    removedTouchViewCancelsTouch = try c.value("removedTouchViewCancelsTouch", or: d.removedTouchViewCancelsTouch)
    movedPanBeginsFirst = try c.value("movedPanBeginsFirst", or: d.movedPanBeginsFirst)
    layoutMarginsAddSafeArea = try c.value("layoutMarginsAddSafeArea", or: d.layoutMarginsAddSafeArea)
    stackViewResizesFirstView = try c.value("stackViewResizesFirstView", or: d.stackViewResizesFirstView)
    systemMinimumSideMargin = try c.value("systemMinimumSideMargin", or: d.systemMinimumSideMargin)
    automaticRowHeightEstimate = try c.value("automaticRowHeightEstimate", or: d.automaticRowHeightEstimate)
    tableKeepsVisibleRowsWhenMeasuring = try c.value(
      "tableKeepsVisibleRowsWhenMeasuring", or: d.tableKeepsVisibleRowsWhenMeasuring)
    try validate(in: c)
  }

  /// The numeric ranges a scenario may use: wider than the generators draw (docs/fidelity.md), narrow enough that
  /// every value is a scroll view that still comes to rest.
  private func validate(in c: KeyedDecodingContainer<AnyCodingKey>) throws {
    try c.check([60, 120].contains(frameRate), "frameRate", "must be 60 or 120, got \(frameRate)")
    try c.check((1...3).contains(pixelScale), "pixelScale", "must be 1, 2 or 3, got \(pixelScale)")
    try c.check(
      animationDuration > 0 && animationDuration <= 5, "animationDuration",
      "must be in (0, 5] seconds, got \(animationDuration)")
    try c.check(
      springStiffness >= 10 && springStiffness <= 10_000, "springStiffness",
      "must be in [10, 10000], got \(springStiffness)")
    try c.check(
      springDampingRatio >= 1 && springDampingRatio <= 5, "springDampingRatio",
      "must be in [1, 5] (a bounce never swings into the content), got \(springDampingRatio)")
    try c.check(
      pagingSpringFrequency >= 5 && pagingSpringFrequency <= 60, "pagingSpringFrequency",
      "must be in [5, 60] rad/s, got \(pagingSpringFrequency)")
    try c.check(
      pagingDampingRatio >= 0.5 && pagingDampingRatio <= 5, "pagingDampingRatio",
      "must be in [0.5, 5], got \(pagingDampingRatio)")
    try c.check(
      StepDomain.velocity.contains(pagingVelocityThreshold) && pagingVelocityThreshold >= 0, "pagingVelocityThreshold",
      "must be in [0, 100000] pt/s, got \(fmt(pagingVelocityThreshold))")
    try c.check(
      systemMinimumSideMargin >= 0 && systemMinimumSideMargin <= 100, "systemMinimumSideMargin",
      "must be in [0, 100] points, got \(fmt(systemMinimumSideMargin))")
    try c.check(
      automaticRowHeightEstimate >= 1 && automaticRowHeightEstimate <= 1_000, "automaticRowHeightEstimate",
      "must be in [1, 1000] points, got \(fmt(automaticRowHeightEstimate))")
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(frameRate, "frameRate")
    try c.put(pixelScale, "pixelScale")
    try c.put(pixelRoundingTies, "pixelRoundingTies")
    try c.put(roundsWrittenOffsets, "roundsWrittenOffsets")
    try c.put(didScrollOnEqualValue, "didScrollOnEqualValue")
    try c.put(dragDeltaMode, "dragDeltaMode")
    try c.put(panOrder, "panOrder")
    try c.put(momentumOrder, "momentumOrder")
    try c.put(animationDuration, "animationDuration")
    try c.put(animationCurve, "animationCurve")
    try c.put(animatedSetStopsDeceleration, "animatedSetStopsDeceleration")
    try c.put(codeStopEndsDecelerating, "codeStopEndsDecelerating")
    try c.put(codeStopEndsAnimation, "codeStopEndsAnimation")
    try c.put(springStiffness, "springStiffness")
    try c.put(springDampingRatio, "springDampingRatio")
    try c.put(pagingSpringFrequency, "pagingSpringFrequency")
    try c.put(pagingDampingRatio, "pagingDampingRatio")
    try c.put(pagingRule, "pagingRule")
    try c.put(pagingVelocityThreshold, "pagingVelocityThreshold")
    try c.put(clampOnContentShrink, "clampOnContentShrink")
    try c.put(tablesAlwaysBounceVertical, "tablesAlwaysBounceVertical")
    try c.put(touchInterruptsAnimation, "touchInterruptsAnimation")
    try c.put(disablingBouncesStopsBounce, "disablingBouncesStopsBounce")
    try c.put(observerAfterDelegate, "observerAfterDelegate")
    try c.put(delegateAskedBeforeView, "delegateAskedBeforeView")
    try c.put(cancelledPanEndsDragging, "cancelledPanEndsDragging")
    try c.put(crossAxisPanDefersToEnclosing, "crossAxisPanDefersToEnclosing")
    try c.put(removedTouchViewCancelsTouch, "removedTouchViewCancelsTouch")
    try c.put(movedPanBeginsFirst, "movedPanBeginsFirst")
    try c.put(layoutMarginsAddSafeArea, "layoutMarginsAddSafeArea")
    try c.put(stackViewResizesFirstView, "stackViewResizesFirstView")
    try c.put(systemMinimumSideMargin, "systemMinimumSideMargin")
    try c.put(automaticRowHeightEstimate, "automaticRowHeightEstimate")
    try c.put(tableKeepsVisibleRowsWhenMeasuring, "tableKeepsVisibleRowsWhenMeasuring")
  }
}
