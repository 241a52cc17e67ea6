// Two templates at once: a coordinator entry's and the one a test or `fuzz --template` adds, or two entries checked in
// one run. The pages both allow, or an error naming each field on which they share nothing.

extension PageTemplate {
  /// The pages both `self` and `other` allow: each range intersected, each screen list filtered, each choice agreed.
  /// Throws when a field has nothing in common, or when the result has `problems`.
  public func narrowed(by other: PageTemplate) throws(PageTemplateError) -> PageTemplate {
    var problems: [String] = []
    func meet(_ name: String, _ a: ClosedRange<Double>?, _ b: ClosedRange<Double>?) -> ClosedRange<Double>? {
      guard let a, let b else { return a ?? b }
      guard let both = Self.intersection(a, b) else {
        problems.append("\(name) \(Self.text(a)) and \(Self.text(b)) have nothing in common")
        return a
      }
      return both
    }
    func agree<T: Equatable>(_ name: String, _ a: T?, _ b: T?) -> T? {
      guard let a, let b else { return a ?? b }
      if a != b { problems.append("\(name) is \(a) in one template and \(b) in the other") }
      return a
    }
    var result = PageTemplate()
    if let a = listCount, let b = other.listCount {
      if a.overlaps(b) {
        result.listCount = a.clamped(to: b)
      } else {
        problems.append("listCount \(a.lowerBound)...\(a.upperBound) and \(b.lowerBound)...\(b.upperBound) have nothing in common")
      }
    } else {
      result.listCount = listCount ?? other.listCount
    }
    result.headerHeight = meet("headerHeight", headerHeight, other.headerHeight)
    result.pinBarHeight = meet("pinBarHeight", pinBarHeight, other.pinBarHeight)
    result.pinOffset = meet("pinOffset", pinOffset, other.pinOffset)
    result.safeAreaTop = meet("safeAreaTop", safeAreaTop, other.safeAreaTop)
    result.safeAreaBottom = meet("safeAreaBottom", safeAreaBottom, other.safeAreaBottom)
    result.viewportWidth = meet("viewportWidth", viewportWidth, other.viewportWidth)
    result.viewportHeight = meet("viewportHeight", viewportHeight, other.viewportHeight)
    result.listContentHeight = meet("listContentHeight", listContentHeight, other.listContentHeight)
    if let a = viewports, let b = other.viewports {
      result.viewports = a.filter(b.contains)
      if result.viewports!.isEmpty { problems.append("viewports: the two templates list no screen in common") }
    } else {
      result.viewports = viewports ?? other.viewports
    }
    result.headerOnly = agree("headerOnly", headerOnly, other.headerOnly)
    result.loads = agree("loads", loads, other.loads)
    result.headerContent = agree("headerContent", headerContent, other.headerContent)
    result.knobs = KnobChoice.meet(knobs, other.knobs, problems: &problems)
    if problems.isEmpty { problems = result.problems }
    guard problems.isEmpty else { throw PageTemplateError(problems: problems) }
    return result
  }
}

extension KnobChoice {
  /// The UIKits both choices allow: the narrower of two drawn choices, a fixed set both admit, or a problem.
  static func meet(_ a: KnobChoice?, _ b: KnobChoice?, problems: inout [String]) -> KnobChoice? {
    guard let a, let b else { return a ?? b }
    if a == b { return a }
    switch (a, b) {
    case (.pessimistic, _): return b
    case (_, .pessimistic): return a
    case (.plausible, .defaults), (.defaults, .plausible): return .defaults
    case (.plausible, .fixed(let k)) where k.isPlausible: return b
    case (.fixed(let k), .plausible) where k.isPlausible: return a
    case (.defaults, .fixed(let k)) where k == SimulationKnobs(): return b
    case (.fixed(let k), .defaults) where k == SimulationKnobs(): return a
    default:
      problems.append("knobs \(a.name) and \(b.name) allow no UIKit in common")
      return a
    }
  }
}
