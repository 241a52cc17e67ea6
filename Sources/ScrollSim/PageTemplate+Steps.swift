// Steps that change the page at runtime, against a template: a header reload, a banner response (it sets the header's
// height), a safe-area change, a resize, a list content change. Gestures, taps, waits and the app's own insets change
// no templated field and are always inside.

extension PageTemplate {
  /// `step`, its templated numbers moved to their nearest allowed values, for a case on `world`; any other step as is.
  ///
  /// A safe-area top moves into the pin-offset range too when `world`'s bar pins under the safe area (no fixed
  /// `pinOffset`): the pin follows the safe area there. A resize goes to the nearest of the template's screens.
  public func clamped(_ step: Step, on world: WorldConfig) -> Step {
    switch step {
    case .reloadHeader(let height):
      guard let headerHeight else { return step }
      return .reloadHeader(height: Self.clamp(height, headerHeight, within: 0...10_000))
    case .respond(let load, let afterFrames, let outcome, .some(let height)):
      guard let headerHeight else { return step }
      return .respond(
        load: load, afterFrames: afterFrames, outcome: outcome, slotHeight: Self.clamp(height, headerHeight, within: 0...10_000))
    case .setSafeArea(let top, let bottom):
      let topRange = safeAreaTopRange(on: world)
      guard topRange != nil || safeAreaBottom != nil else { return step }
      return .setSafeArea(
        top: topRange.map { Self.clamp(top, $0, within: 0...1_500) } ?? top,
        bottom: safeAreaBottom.map { Self.clamp(bottom, $0, within: 0...1_500) } ?? bottom)
    case .resize(let width, let height):
      guard viewports != nil || viewportWidth != nil || viewportHeight != nil || requiredHalfHeight > 0 else { return step }
      let size = nearestViewport(to: ViewportSize(width: width, height: height))
      return .resize(width: size.width, height: size.height)
    case .setListContent(let index, let height):
      guard let listContentHeight else { return step }
      return .setListContent(index: index, height: Self.clamp(height, listContentHeight, within: 0...10_000_000))
    case .touchDown, .move, .lift, .wait, .tapTab, .tapStatusBar, .respond, .requestSlots, .setContentInset, .reloadPager,
      .unloadDistantLists, .app:
      return step
    }
  }

  /// `steps`, each clamped (`clamped(_:on:)`).
  public func clamped(_ steps: [Step], on world: WorldConfig) -> [Step] { steps.map { clamped($0, on: world) } }

  /// Every step of `steps` outside the template, as `step N: …`; empty when all lie inside.
  public func problems(in steps: [Step], on world: WorldConfig) -> [String] {
    steps.enumerated().compactMap { index, step in
      clamped(step, on: world) == step ? nil : "step \(index): \(step) leaves the template"
    }
  }

  /// Whether the world and every step lie inside the template.
  public func admits(_ world: WorldConfig, steps: [Step]) -> Bool {
    admits(world) && steps.allSatisfy { clamped($0, on: world) == $0 }
  }

  /// Where a safe-area top may go on `world`: the template's range, narrowed to the pin-offset range when the pin
  /// follows the safe area (the two always meet on a world inside the template; else the safe-area range alone).
  public func safeAreaTopRange(on world: WorldConfig) -> ClosedRange<Double>? {
    guard world.pinOffset == nil, let pinOffset else { return safeAreaTop }
    return Self.intersection(safeAreaTop ?? 0...1_500, pinOffset) ?? safeAreaTop
  }
}
