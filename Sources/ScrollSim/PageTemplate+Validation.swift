// Whether a template can be met at all: each range inside what a page can be (the scenario decoder's limits), and
// the constraints together leaving at least one page. A template that fails here is rejected where it is declared
// or read, with every problem named, rather than making the generator loop or give up.

extension PageTemplate {
  /// The ranges the scenario decoder accepts, by template field.
  static let domains: [String: ClosedRange<Double>] = [
    "headerHeight": 0...10_000, "pinBarHeight": 0...1_500, "pinOffset": 0...1_500, "safeAreaTop": 0...1_500,
    "safeAreaBottom": 0...1_500, "viewportWidth": 100...3_000, "viewportHeight": 100...3_000,
    "listContentHeight": 0...10_000_000,
  ]

  /// The list counts the scenario decoder accepts.
  static let listCountDomain = 1...10

  /// The template's length ranges, by field name, in `fieldNames` order.
  var lengthRanges: [(name: String, range: ClosedRange<Double>?)] {
    [
      ("headerHeight", headerHeight), ("pinBarHeight", pinBarHeight), ("pinOffset", pinOffset),
      ("safeAreaTop", safeAreaTop), ("safeAreaBottom", safeAreaBottom), ("viewportWidth", viewportWidth),
      ("viewportHeight", viewportHeight), ("listContentHeight", listContentHeight),
    ]
  }

  /// The least half viewport height the template needs: the safe area, the pin bar and a fixed pin offset may each
  /// be at most half the height (the decoder's rule), and the template asks for at least its lower bounds.
  public var requiredHalfHeight: Double {
    [safeAreaTop, safeAreaBottom, pinBarHeight, pinOffset].compactMap { $0?.lowerBound }.max() ?? 0
  }

  /// Whether a `width` × `height` screen is one of the template's.
  public func admitsViewport(width: Double, height: Double) -> Bool {
    (viewports?.contains(ViewportSize(width: width, height: height)) ?? true)
      && (viewportWidth?.contains(width) ?? true) && (viewportHeight?.contains(height) ?? true)
      && height / 2 >= requiredHalfHeight
  }

  /// The listed screens that meet every other constraint, in the order listed; `nil` when no list is given.
  public var admittedViewports: [ViewportSize]? {
    viewports?.filter { admitsViewport(width: $0.width, height: $0.height) }
  }

  /// Every reason no page meets the template; empty when some page does.
  public var problems: [String] {
    var problems: [String] = []
    if let listCount, !(Self.listCountDomain.contains(listCount.lowerBound) && Self.listCountDomain.contains(listCount.upperBound)) {
      problems.append("listCount \(listCount.lowerBound)...\(listCount.upperBound) is outside 1...10 (a page has 1 to 10 lists)")
    }
    for (name, range) in lengthRanges {
      guard let range, let domain = Self.domains[name] else { continue }
      if !(domain.contains(range.lowerBound) && domain.contains(range.upperBound)) {
        problems.append("\(name) \(Self.text(range)) is outside \(Self.text(domain))")
      }
    }
    if let viewports {
      if viewports.isEmpty { problems.append("viewports is an empty list (leave it out to allow every screen)") }
      for size in viewports where !(100...3_000).contains(size.width) || !(100...3_000).contains(size.height) {
        problems.append("viewports has \(fmt(size.width))x\(fmt(size.height)), outside 100...3000 on a side")
      }
    }
    guard problems.isEmpty else { return problems }
    if let admitted = admittedViewports, admitted.isEmpty {
      problems.append(
        "no screen in viewports lies inside viewportWidth and viewportHeight and is at least "
          + "\(fmt(2 * requiredHalfHeight)) pt tall (the safe area, pin bar and pin offset may be at most half the height)")
    } else if viewports == nil, (viewportHeight?.upperBound ?? 3_000) < 2 * requiredHalfHeight {
      problems.append(
        "viewportHeight must reach \(fmt(2 * requiredHalfHeight)) pt: the safe area, pin bar and pin offset may be at "
          + "most half the height, and the template asks for \(fmt(requiredHalfHeight)) pt")
    }
    if headerOnly == true, let listCount, !listCount.contains(1) {
      problems.append("headerOnly true needs listCount to allow 1 (a header-only page has one content view), got \(listCount.lowerBound)...\(listCount.upperBound)")
    }
    return problems
  }

  /// The template itself, or a `PageTemplateError` naming every problem.
  public func validated() throws(PageTemplateError) -> PageTemplate {
    let problems = self.problems
    guard problems.isEmpty else { throw PageTemplateError(problems: problems) }
    return self
  }

  /// `240...320`, as a template prints a range.
  static func text(_ range: ClosedRange<Double>) -> String { "\(fmt(range.lowerBound))...\(fmt(range.upperBound))" }
}
