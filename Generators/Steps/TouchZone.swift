// Where a finger lands, in terms of what it lands on.
//
// Hit-testing decides who may scroll (docs/fidelity.md): a touch on the header or the pin
// bar reaches only the outer table, a touch on a list reaches the list, the outer
// table and the pager. Since the live scroll offset is unknown, zones are drawn from
// the layout at rest and from the pinned layout, so both situations get touches.

/// A band of the viewport a touch is aimed at.
enum TouchZone: CaseIterable, Hashable, Sendable {
  /// The lower half of the viewport: almost always a list.
  case lists
  /// Below the safe-area top and above the header's bottom: the header while it is visible.
  case header
  /// The pin bar's band while the page is at rest: `[headerHeight, headerHeight + pinBarHeight)`.
  case pinBarAtRest
  /// The pin bar's band once pinned: `[pinOffset, pinOffset + pinBarHeight)`.
  case pinBarPinned
  /// Anywhere, including under the status bar and at the very bottom.
  case anywhere
  /// The header's scroll view at rest (the header band when the world has none).
  case headerContent

  /// Zone weights for vertical drags: lists most, but header and pin-bar starts are common (docs/invariants.md, coverage of interesting states).
  static let dragWeights: [(TouchZone, Double)] = [
    (.lists, 0.45), (.header, 0.16), (.pinBarAtRest, 0.12), (.pinBarPinned, 0.15), (.anywhere, 0.08),
    (.headerContent, 0.06),
  ]

  /// Zone weights for swipes: pages are swiped on their lists, sometimes elsewhere.
  static let swipeWeights: [(TouchZone, Double)] = [
    (.lists, 0.62), (.header, 0.08), (.pinBarPinned, 0.1), (.anywhere, 0.1), (.headerContent, 0.1),
  ]

  /// The closed y-range of the zone in `sketch`, clamped to the viewport (a degenerate band is a single line).
  func band(in sketch: PageSketch) -> ClosedRange<Double> {
    let bottom = max(0, sketch.viewportHeight - 1)
    func clamped(_ low: Double, _ high: Double) -> ClosedRange<Double> {
      let lo = min(max(low, 0), bottom)
      return lo...min(max(high, lo), bottom)
    }
    let pinBarSpan = max(sketch.pinBarHeight - 1, 0)
    switch self {
    case .lists: return clamped(sketch.viewportHeight / 2, bottom)
    case .header: return clamped(sketch.safeAreaTop, sketch.headerHeight - 1)
    case .pinBarAtRest: return clamped(sketch.headerHeight, sketch.headerHeight + pinBarSpan)
    case .pinBarPinned: return clamped(sketch.pinOffset, sketch.pinOffset + pinBarSpan)
    case .anywhere: return clamped(0, bottom)
    case .headerContent:
      guard let spec = sketch.headerContent else { return clamped(sketch.safeAreaTop, sketch.headerHeight - 1) }
      return clamped(spec.top, min(spec.top + spec.height, sketch.headerHeight) - 1)
    }
  }
}
