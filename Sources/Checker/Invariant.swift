// The invariant catalogue (docs/invariants.md). Names are stable: they appear in reports,
// scenario files and regression expectations, so renaming one is a format change.

/// An invariant checked after every frame.
public enum Invariant: String, CaseIterable, Codable, Sendable {
  /// I1: header visible ⇒ every created list sits at its top (`-adjustedContentInset.top`), not only the current one.
  case headerVisibleListsAtTop = "header-visible-lists-at-top"
  /// I2: the outer table never passes `maxOffsetY = headerHeight − pinOffset` (nested mode).
  case outerWithinMax = "outer-within-max"
  /// I3: the outer table and the visible list move only as their own finger, momentum, bounce or animation drives them.
  case noUnexplainedJump = "no-unexplained-jump"
  /// I4: callback re-entrancy stays bounded, in depth and in calls per frame (no ping-pong, no fan-out).
  case noFeedbackLoop = "no-feedback-loop"
  /// I4: after the last step every view comes to rest.
  case settles = "settles"
  /// I5: offsets are finite and the page index is in range.
  case finiteState = "finite-state"
  /// I6: a right swipe on the first page never pages (the back gesture gets it); a mostly vertical pan never pages.
  case pagingGates = "paging-gates"
  /// I7: in nested mode exactly the current list has `scrollsToTop` on.
  case singleScrollsToTop = "single-scrolls-to-top"
  /// I8: a vertical drag on a list, while the outer or the current list could still move that way, moves one of them.
  case noSwallowedGesture = "no-swallowed-gesture"
  /// L1: after a refresh starts, no slot response (nor an older refresh's) sent before it lands; pages are L3.
  case refreshSupersedes = "refresh-supersedes"
  /// L2: never two next-page requests in flight (sent and neither answered nor cancelled).
  case singleFlightNextPage = "single-flight-next-page"
  /// L3: a next page requested before a refresh never appends after it.
  case noStaleAppend = "no-stale-append"
  /// L4: a slot response never moves the ceiling (resizes the banner) while the content owns the pan.
  case ceilingStillWhileContentOwns = "ceiling-still-while-content-owns"
  /// L5: a refresh starts only while the container owns the pan and sits at its top.
  case refreshArmsAtTop = "refresh-arms-at-top"
  /// L6: a next page is requested only while the content owns the pan.
  case bottomHitArmsWithContent = "bottom-hit-arms-with-content"
  /// L7: a list shows its pages in order: every append is the page after the last one shown.
  case pagesInOrder = "pages-in-order"
  /// I9: a status-bar tap in nested mode ends with the top of the page shown: the header back and the list at its top.
  case statusBarShowsTop = "status-bar-shows-top"
  /// I10: a pan on the header's scroll view never pages nor drags the page; a mostly vertical one is the page's.
  case headerContentGates = "header-content-gates"
  /// I11 (opt-in): momentum crossing the boundary carries on in the receiving view (a coordinator's claim).
  case momentumCarried = "momentum-carried"
  /// I13: a pull down with the list on screen at its top moves the outer toward its top (the header comes back).
  case headerReturnsOnPull = "header-returns-on-pull"
  /// I14: once the pager rests on a page, the category bar selects that page's tab.
  case selectedTabFollowsPage = "selected-tab-follows-page"

  /// Position in `allCases`, without allocating `allCases` (used in the per-frame bit tests).
  var ordinal: Int {
    switch self {
    case .headerVisibleListsAtTop: 0
    case .outerWithinMax: 1
    case .noUnexplainedJump: 2
    case .noFeedbackLoop: 3
    case .settles: 4
    case .finiteState: 5
    case .pagingGates: 6
    case .singleScrollsToTop: 7
    case .noSwallowedGesture: 8
    case .refreshSupersedes: 9
    case .singleFlightNextPage: 10
    case .noStaleAppend: 11
    case .ceilingStillWhileContentOwns: 12
    case .refreshArmsAtTop: 13
    case .bottomHitArmsWithContent: 14
    case .pagesInOrder: 15
    case .statusBarShowsTop: 16
    case .headerContentGates: 17
    case .momentumCarried: 18
    case .headerReturnsOnPull: 19
    case .selectedTabFollowsPage: 20
    }
  }

  /// Whether the invariant is about the Three Loaders article's loads: vacuous on a world without `loads`.
  public var isLoadInvariant: Bool { code.hasPrefix("L") }

  /// Whether a coordinator must claim the invariant for it to be checked (`CoordinatorEntry.momentum`): it states a
  /// quality some designs give up on purpose (NestedPaging documents that a flick stops at the boundary).
  public var isOptIn: Bool { self == .momentumCarried }

  /// The catalogue label (I1…I14 for scrolling, L1…L7 for loads), one per invariant.
  public var code: String {
    switch self {
    case .headerVisibleListsAtTop: "I1"
    case .outerWithinMax: "I2"
    case .noUnexplainedJump: "I3"
    case .noFeedbackLoop: "I4"
    case .finiteState: "I5"
    case .pagingGates: "I6"
    case .singleScrollsToTop: "I7"
    case .noSwallowedGesture: "I8"
    case .refreshSupersedes: "L1"
    case .singleFlightNextPage: "L2"
    case .noStaleAppend: "L3"
    case .ceilingStillWhileContentOwns: "L4"
    case .refreshArmsAtTop: "L5"
    case .bottomHitArmsWithContent: "L6"
    case .pagesInOrder: "L7"
    case .statusBarShowsTop: "I9"
    case .headerContentGates: "I10"
    case .momentumCarried: "I11"
    case .settles: "I12"
    case .headerReturnsOnPull: "I13"
    case .selectedTabFollowsPage: "I14"
    }
  }

  /// Where `nestedcheck list` and the docs list the invariant: scrolling (I) before loads (L), each by number.
  public var listOrder: Int {
    (isLoadInvariant ? 100 : 0) + (Int(code.dropFirst()) ?? 0)
  }

  /// One line for `nestedcheck list`.
  public var summary: String {
    switch self {
    case .headerVisibleListsAtTop: "header visible => every created list at its top (-adjustedContentInset.top)"
    case .outerWithinMax: "outer offset <= maxOffsetY (headerHeight - pinOffset) in nested mode"
    case .noUnexplainedJump: "outer and visible list move only as their finger/momentum/bounce/animation drives them"
    case .noFeedbackLoop: "scrollViewDidScroll re-entrancy stays under the world's depth and per-frame call limits"
    case .settles: "every view comes to rest after the last step"
    case .finiteState: "offsets finite, page index in range"
    case .pagingGates: "no paging on a first-page right swipe or a mostly vertical pan"
    case .singleScrollsToTop: "exactly the current list has scrollsToTop (nested mode)"
    case .noSwallowedGesture: "a vertical drag on a list moves the outer or the list when either can move that way"
    case .refreshSupersedes: "no slot or older refresh response sent before a refresh lands after it started"
    case .singleFlightNextPage: "never two next-page requests in flight"
    case .noStaleAppend: "a next page requested before a refresh never appends after it"
    case .ceilingStillWhileContentOwns: "a slot response never resizes the banner (moves the ceiling) while the content owns"
    case .refreshArmsAtTop: "a refresh starts only while the container owns and sits at its top"
    case .bottomHitArmsWithContent: "a next page is requested only while the content owns"
    case .pagesInOrder: "every appended page is the one after the last page the list shows"
    case .statusBarShowsTop: "a status-bar tap (nested mode) comes to rest with the header back and the list at its top"
    case .headerContentGates: "header scroll view: its pans never page or drag the page; vertical pans are the page's"
    case .momentumCarried: "opt-in: momentum crossing the boundary carries on in the receiving view (threshold, seam)"
    case .headerReturnsOnPull: "a pull down with the list on screen at its top moves the outer toward its top, point for point"
    case .selectedTabFollowsPage: "once the pager rests on a page, the category bar selects its tab (within 0.1 s)"
    }
  }

  /// Invariants that only make sense with nested lists; header-only mode is exempt (docs/invariants.md).
  public var appliesToHeaderOnly: Bool {
    switch self {
    case .headerVisibleListsAtTop, .outerWithinMax, .singleScrollsToTop, .statusBarShowsTop, .momentumCarried,
      .headerReturnsOnPull, .selectedTabFollowsPage:
      false
    default: true
    }
  }
}

/// A set of invariants as a bit mask, cheap to test in the per-frame loop.
public struct InvariantSet: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The set of the given invariants.
  public init(_ invariants: some Sequence<Invariant>) {
    self.init(rawValue: 0)
    for invariant in invariants { insert(invariant) }
  }

  @inline(__always)
  static func bit(_ invariant: Invariant) -> UInt32 { UInt32(1) << UInt32(invariant.ordinal) }

  /// Every invariant in the catalogue.
  public static let all = InvariantSet(Invariant.allCases)

  /// Whether the set holds `invariant`.
  @inline(__always)
  public func contains(_ invariant: Invariant) -> Bool { rawValue & Self.bit(invariant) != 0 }
  /// Adds `invariant`.
  public mutating func insert(_ invariant: Invariant) { formUnion(InvariantSet(rawValue: Self.bit(invariant))) }
  /// Removes `invariant`.
  public mutating func remove(_ invariant: Invariant) { subtract(InvariantSet(rawValue: Self.bit(invariant))) }
  /// The invariants in the set, in catalogue order.
  public var members: [Invariant] { Invariant.allCases.filter { contains($0) } }
}
