// A world against a template: where it lies outside, and the nearest world inside.
//
// The guided search's mutations and the shrinker move worlds by small edits (a field copied, a length nudged, a field
// back to its default); an edit that leaves the template is brought back by `clamped`, which changes only the fields
// outside it and moves each to its nearest allowed value, so the edit's intent (a pixel off, a rounder number) survives
// where the template allows it.

extension PageTemplate {
  /// Every field of `world` outside the template, one sentence each; empty when the world lies inside.
  public func problems(in world: WorldConfig) -> [String] {
    var problems: [String] = []
    func check(_ name: String, _ value: Double, _ range: ClosedRange<Double>?) {
      if let range, !range.contains(value) { problems.append("\(name) \(fmt(value)) is outside \(Self.text(range))") }
    }
    if !admitsViewport(width: world.viewportWidth, height: world.viewportHeight) {
      problems.append("viewport \(fmt(world.viewportWidth))x\(fmt(world.viewportHeight)) is not one of the template's screens")
    }
    check("safeAreaTop", world.safeAreaTop, safeAreaTop)
    check("safeAreaBottom", world.safeAreaBottom, safeAreaBottom)
    check("pinBarHeight", world.pinBarHeight, pinBarHeight)
    check("pinOffset", world.effectivePinOffset, pinOffset)
    check("headerHeight", world.headerHeight, headerHeight)
    if let listCount, !listCount.contains(world.listCount) {
      problems.append("listCount \(world.listCount) is outside \(listCount.lowerBound)...\(listCount.upperBound)")
    }
    if world.headerOnly {
      check("headerOnlyContentHeight", world.headerOnlyContentHeight, listContentHeight)
    } else {
      for index in 0..<world.listCount { check("lists[\(index)].contentHeight", world.list(index).contentHeight, listContentHeight) }
    }
    if let headerOnly, headerOnly != world.headerOnly { problems.append("headerOnly must be \(headerOnly)") }
    if let loads, loads != (world.loads != nil) { problems.append(loads ? "the page must have loads" : "the page must have no loads") }
    if let headerContent, headerContent != (world.headerContent != nil) {
      problems.append(headerContent ? "the header must hold a scroll view" : "the header must hold no scroll view")
    }
    if let knobs, !knobs.admits(world.knobs) { problems.append("knobs are not \(knobs.name)") }
    return problems
  }

  /// Whether `world` lies inside the template.
  public func admits(_ world: WorldConfig) -> Bool { problems(in: world).isEmpty }

  /// The nearest world inside the template: each field outside it moved to its nearest allowed value (a screen to
  /// the nearest allowed one, a list added or removed, loads or header content added or removed, knobs reset), the
  /// rest untouched. For a template with no `problems`, the result is accepted by the scenario decoder whenever
  /// `world` was.
  public func clamped(_ world: WorldConfig) -> WorldConfig {
    var w = world
    let screen = nearestViewport(to: ViewportSize(width: w.viewportWidth, height: w.viewportHeight))
    (w.viewportWidth, w.viewportHeight) = (screen.width, screen.height)
    let half = w.viewportHeight / 2
    w.safeAreaTop = Self.clamp(w.safeAreaTop, safeAreaTop, within: 0...half)
    w.safeAreaBottom = Self.clamp(w.safeAreaBottom, safeAreaBottom, within: 0...half)
    w.pinBarHeight = Self.clamp(w.pinBarHeight, pinBarHeight, within: 0...half)
    if let pinOffset, !pinOffset.contains(w.effectivePinOffset) {
      // A pin that follows the safe area keeps following it when the two ranges meet: the safe area moves instead.
      if w.pinOffset == nil, let both = Self.intersection(safeAreaTop ?? 0...half, pinOffset, 0...half) {
        w.safeAreaTop = Self.clamp(w.safeAreaTop, both, within: 0...half)
      } else {
        w.pinOffset = Self.clamp(w.effectivePinOffset, pinOffset, within: 0...half)
      }
    }
    w.headerHeight = Self.clamp(w.headerHeight, headerHeight, within: 0...10_000)
    if headerOnly == true {
      w.headerOnly = true
      w.listCount = 1
    } else if headerOnly == false || !(listCount?.contains(1) ?? true) {
      w.headerOnly = false
    }
    if !w.headerOnly, let listCount { w.listCount = min(max(w.listCount, listCount.lowerBound), listCount.upperBound) }
    if w.lists.count > w.listCount { w.lists.removeLast(w.lists.count - w.listCount) }
    w.initialIndex = min(max(w.initialIndex, 0), w.listCount - 1)
    if let listContentHeight {
      if w.headerOnly {
        w.headerOnlyContentHeight = Self.clamp(w.headerOnlyContentHeight, listContentHeight, within: 0...1e7)
      } else {
        for index in 0..<w.listCount where !listContentHeight.contains(w.list(index).contentHeight) {
          while w.lists.count <= index { w.lists.append(ListSpec()) }
          w.lists[index].contentHeight = Self.clamp(w.lists[index].contentHeight, listContentHeight, within: 0...1e7)
        }
      }
    }
    if let loads, loads != (w.loads != nil) { w.loads = loads ? LoadSettings() : nil }
    if let headerContent, headerContent != (w.headerContent != nil) { w.headerContent = headerContent ? HeaderContentSpec() : nil }
    if let knobs, !knobs.admits(w.knobs) { w.knobs = knobs.nearest(to: w.knobs) }
    return w
  }

  /// The template's screen nearest to `size` (by the sum of the two sides' distances; the first listed on a tie), or
  /// `size` itself when it is one.
  public func nearestViewport(to size: ViewportSize) -> ViewportSize {
    if admitsViewport(width: size.width, height: size.height) { return size }
    if let admitted = admittedViewports, let first = admitted.first {
      func distance(_ s: ViewportSize) -> Double { abs(s.width - size.width) + abs(s.height - size.height) }
      return admitted.dropFirst().reduce(first) { distance($1) < distance($0) ? $1 : $0 }
    }
    let heights = (viewportHeight ?? 100...3_000).clamped(to: max(100, 2 * requiredHalfHeight)...3_000)
    return ViewportSize(
      width: Self.clamp(size.width, viewportWidth, within: 100...3_000), height: Self.clamp(size.height, heights, within: 100...3_000))
  }

  // MARK: - Ranges

  /// `value` moved into `range` and `limit` both (into `range` alone when they do not meet: the template's `problems`
  /// say so); with no range, into `limit` only.
  package static func clamp(_ value: Double, _ range: ClosedRange<Double>?, within limit: ClosedRange<Double>) -> Double {
    guard value.isFinite else { return (range ?? limit).lowerBound }
    guard let range else { return min(max(value, limit.lowerBound), limit.upperBound) }
    let target = intersection(range, limit) ?? range
    return min(max(value, target.lowerBound), target.upperBound)
  }

  /// The values every range holds, or nil when they have none in common.
  package static func intersection(_ ranges: ClosedRange<Double>...) -> ClosedRange<Double>? {
    guard let lower = ranges.map(\.lowerBound).max(), let upper = ranges.map(\.upperBound).min(), lower <= upper else {
      return nil
    }
    return lower...upper
  }
}

extension KnobChoice {
  /// The knobs of this choice nearest to `knobs`: the fixed set, the defaults, or `knobs` with each value the
  /// evidence rules out put back to its default.
  public func nearest(to knobs: SimulationKnobs) -> SimulationKnobs {
    switch self {
    case .defaults: return SimulationKnobs()
    case .pessimistic: return knobs
    case .fixed(let fixed): return fixed
    case .plausible:
      // The knobs with ruled-out values (SimulationKnobs.evidence); a test holds this list to the evidence.
      let d = SimulationKnobs()
      var k = knobs
      k.roundsWrittenOffsets = d.roundsWrittenOffsets
      k.didScrollOnEqualValue = d.didScrollOnEqualValue
      k.dragDeltaMode = d.dragDeltaMode
      return k.isPlausible ? k : d
    }
  }
}
