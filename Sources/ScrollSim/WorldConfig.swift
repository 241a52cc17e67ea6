// The page a scenario runs on: sizes, lists, modes and knobs.
//
// Every field has a default (an iPhone 15-sized page flush with the top of the screen
// under a navigation bar, a 300 pt header, a 48 pt pin bar, three lists of tall content)
// so a scenario file may hold just `coordinator` and `steps`.

/// One child list's shape.
public struct ListSpec: Hashable, Sendable {
  /// Height of the list's content (its `contentSize.height`).
  public var contentHeight: Double = 3000
  /// The list's own `contentInset.top` (a list header gap, a refresh control area).
  public var topInset: Double = 0
  /// The list's own `contentInset.bottom`, before the container adds the bottom safe area.
  public var bottomInset: Double = 0

  /// A list with `contentHeight` points of content and the given insets.
  public init(contentHeight: Double = 3000, topInset: Double = 0, bottomInset: Double = 0) {
    self.contentHeight = contentHeight
    self.topInset = topInset
    self.bottomInset = bottomInset
  }
}

/// The configuration of the simulated page.
public struct WorldConfig: Hashable, Sendable {
  /// Container width in points (iPhone 15: 393).
  public var viewportWidth: Double = 393
  /// Container height in points (iPhone 15: 852).
  public var viewportHeight: Double = 852
  /// Safe-area top: status bar (59) + navigation bar (44) when the container is flush with the screen top.
  public var safeAreaTop: Double = 103
  /// Safe-area bottom: the home indicator.
  public var safeAreaBottom: Double = 34
  /// Height of the header (`tableHeaderView`).
  public var headerHeight: Double = 300
  /// Height of the pin bar (the section header that pins).
  public var pinBarHeight: Double = 48
  /// A fixed pin offset; `nil` means it follows `safeAreaTop`
  /// (NestedPaging's `automaticallyAdjustsPinSectionHeaderVerticalOffset`, default true).
  public var pinOffset: Double? = nil
  /// Number of child lists (pages).
  public var listCount: Int = 3
  /// Per-list shapes; lists beyond this array use `ListSpec()`.
  public var lists: [ListSpec] = []
  /// Header-only mode: the single list is a plain view of `headerOnlyContentHeight`; the outer table scrolls everything.
  public var headerOnly: Bool = false
  /// Content height reported by `listPreferredContentHeight(forWidth:)` in header-only mode.
  public var headerOnlyContentHeight: Double = 1600
  /// Page shown first.
  public var initialIndex: Int = 0
  /// Whether a navigation controller's interactive-pop gesture sits behind the page.
  public var backGestureEnabled: Bool = true
  /// Uncertain UIKit behaviours.
  public var knobs = SimulationKnobs()
  /// The Three Loaders article's loads (refresh control, pagination, network); `nil`: the page loads nothing.
  public var loads: LoadSettings? = nil
  /// The app's own `contentInset.top` on the outer table (a refresh area); the refresh spinner adds to it.
  public var outerTopInset: Double = 0
  /// The app's own `contentInset.bottom` on the outer table (a tab bar, a keyboard).
  public var outerBottomInset: Double = 0
  /// A horizontal scroll view inside the header (a banner carousel, a chip row); `nil`: the header is inert.
  public var headerContent: HeaderContentSpec? = nil

  /// The default world: an iPhone 15-sized page, a 300 pt header, a 48 pt pin bar and three tall lists.
  public init() {}

  /// The shape of list `index`.
  public func list(_ index: Int) -> ListSpec { index < lists.count ? lists[index] : ListSpec() }

  /// The offset at which the pin bar pins: the fixed value, or the safe-area top.
  @inlinable public var effectivePinOffset: Double { pinOffset ?? safeAreaTop }

  /// `headerHeight − pinOffset`: the outer offset at which the header has just left (NestedPaging's README).
  @inlinable public var maxOffsetY: Double { headerHeight - effectivePinOffset }

  /// Field names accepted in a scenario's `world` object.
  public static let fieldNames: [String] = [
    "viewportWidth", "viewportHeight", "safeAreaTop", "safeAreaBottom", "headerHeight", "pinBarHeight", "pinOffset",
    "listCount", "lists", "headerOnly", "headerOnlyContentHeight", "initialIndex", "backGestureEnabled", "knobs",
    "loads", "outerTopInset", "outerBottomInset", "headerContent",
  ]
}

extension ListSpec: Codable {
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    try c.rejectUnknownKeys(allowed: ["contentHeight", "topInset", "bottomInset"])
    contentHeight = try c.value("contentHeight", or: 3000)
    topInset = try c.value("topInset", or: 0)
    bottomInset = try c.value("bottomInset", or: 0)
    try c.check(contentHeight >= 0 && contentHeight <= 1e7, "contentHeight", "must be in [0, 1e7], got \(contentHeight)")
    try c.check(topInset >= 0 && topInset <= 1e4, "topInset", "must be in [0, 10000], got \(topInset)")
    try c.check(bottomInset >= 0 && bottomInset <= 1e4, "bottomInset", "must be in [0, 10000], got \(bottomInset)")
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(contentHeight, "contentHeight")
    try c.put(topInset, "topInset")
    try c.put(bottomInset, "bottomInset")
  }
}

extension WorldConfig: Codable {
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    try c.rejectUnknownKeys(allowed: Set(Self.fieldNames))
    let d = WorldConfig()
    viewportWidth = try c.value("viewportWidth", or: d.viewportWidth)
    viewportHeight = try c.value("viewportHeight", or: d.viewportHeight)
    safeAreaTop = try c.value("safeAreaTop", or: d.safeAreaTop)
    safeAreaBottom = try c.value("safeAreaBottom", or: d.safeAreaBottom)
    headerHeight = try c.value("headerHeight", or: d.headerHeight)
    pinBarHeight = try c.value("pinBarHeight", or: d.pinBarHeight)
    pinOffset = try c.decodeIfPresent(Double.self, forKey: AnyCodingKey("pinOffset"))
    lists = try c.value("lists", or: d.lists)
    listCount = try c.integer("listCount", in: NumericDomain(1...10), or: max(d.listCount, lists.count))
    headerOnly = try c.value("headerOnly", or: d.headerOnly)
    headerOnlyContentHeight = try c.value("headerOnlyContentHeight", or: d.headerOnlyContentHeight)
    initialIndex = try c.integer("initialIndex", in: NumericDomain(0...9), or: d.initialIndex)
    backGestureEnabled = try c.value("backGestureEnabled", or: d.backGestureEnabled)
    knobs = try c.value("knobs", or: d.knobs)
    loads = try c.decodeIfPresent(LoadSettings.self, forKey: AnyCodingKey("loads"))
    outerTopInset = try c.value("outerTopInset", or: d.outerTopInset)
    outerBottomInset = try c.value("outerBottomInset", or: d.outerBottomInset)
    headerContent = try c.decodeIfPresent(HeaderContentSpec.self, forKey: AnyCodingKey("headerContent"))
    if headerOnly && !c.contains(AnyCodingKey("listCount")) { listCount = 1 }

    func size(_ v: Double, _ key: String, _ range: ClosedRange<Double>) throws {
      try c.check(v.isFinite && range.contains(v), key, "must be in [\(fmt(range.lowerBound)), \(fmt(range.upperBound))], got \(v)")
    }
    try size(viewportWidth, "viewportWidth", 100...3000)
    try size(viewportHeight, "viewportHeight", 100...3000)
    try size(safeAreaTop, "safeAreaTop", 0...viewportHeight / 2)
    try size(safeAreaBottom, "safeAreaBottom", 0...viewportHeight / 2)
    try size(headerHeight, "headerHeight", 0...10_000)
    try size(pinBarHeight, "pinBarHeight", 0...viewportHeight / 2)
    if let pinOffset { try size(pinOffset, "pinOffset", 0...viewportHeight / 2) }
    try size(headerOnlyContentHeight, "headerOnlyContentHeight", 0...1e7)
    try size(outerTopInset, "outerTopInset", 0...10_000)
    try size(outerBottomInset, "outerBottomInset", 0...10_000)
    try c.check((1...10).contains(listCount), "listCount", "must be in 1...10, got \(listCount)")
    try c.check(lists.count <= listCount, "lists", "has \(lists.count) entries but listCount is \(listCount)")
    try c.check(!headerOnly || listCount == 1, "listCount", "header-only mode has exactly one list, got \(listCount)")
    try c.check((0..<listCount).contains(initialIndex), "initialIndex", "must be in 0..<\(listCount), got \(initialIndex)")
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(viewportWidth, "viewportWidth")
    try c.put(viewportHeight, "viewportHeight")
    try c.put(safeAreaTop, "safeAreaTop")
    try c.put(safeAreaBottom, "safeAreaBottom")
    try c.put(headerHeight, "headerHeight")
    try c.put(pinBarHeight, "pinBarHeight")
    if let pinOffset { try c.put(pinOffset, "pinOffset") }
    try c.put(listCount, "listCount")
    try c.put(lists, "lists")
    try c.put(headerOnly, "headerOnly")
    try c.put(headerOnlyContentHeight, "headerOnlyContentHeight")
    try c.put(initialIndex, "initialIndex")
    try c.put(backGestureEnabled, "backGestureEnabled")
    try c.put(knobs, "knobs")
    if let loads { try c.put(loads, "loads") }
    // Written only when set, so a file from before these settings re-encodes unchanged.
    if outerTopInset != 0 { try c.put(outerTopInset, "outerTopInset") }
    if outerBottomInset != 0 { try c.put(outerBottomInset, "outerBottomInset") }
    if let headerContent { try c.put(headerContent, "headerContent") }
  }
}
