// Coverage of interesting states (docs/invariants.md, coverage of interesting states). A property test that never reaches
// a state proves nothing about it, so every run counts how many cases reached each.

import ScrollSim

/// A situation the generators must reach for the checks to mean something.
public enum InterestingState: String, CaseIterable, Codable, Sendable {
  /// The header shows in full: the outer table is at its top.
  case headerFullyVisible = "header-fully-visible"
  /// Part of the header shows: the outer is between its top and `maxOffsetY`.
  case headerPartlyVisible = "header-partly-visible"
  /// The category bar is pinned: the outer is at `maxOffsetY`.
  case pinned
  /// A drag carried the scroll from the outer table into the list.
  case handoffInDrag = "handoff-in-drag"
  /// Momentum carried the scroll from the outer table into the list.
  case handoffInDeceleration = "handoff-in-deceleration"
  /// A drag carried the scroll from the list back to the outer table.
  case reverseHandoffInDrag = "reverse-handoff-in-drag"
  /// Momentum carried the scroll from the list back to the outer table.
  case reverseHandoffInDeceleration = "reverse-handoff-in-deceleration"
  /// A tab switch with the header visible, after another list was scrolled.
  case tabSwitchHeaderVisibleOtherScrolled = "tab-switch-header-visible-after-scrolling"
  /// A tab switch while a list was still decelerating.
  case tabSwitchDuringDeceleration = "tab-switch-during-deceleration"
  /// A drag that began on the pin bar while a list was scrolled.
  case dragFromPinBarWhileListScrolled = "drag-from-pin-bar-list-scrolled"
  /// A reload (header, safe area, size, content) in the middle of a drag.
  case reloadMidDrag = "reload-mid-drag"
  /// A reload while a view was decelerating.
  case reloadMidDeceleration = "reload-mid-deceleration"
  /// A reload while the category bar was pinned.
  case reloadWhilePinned = "reload-while-pinned"
  /// A rightward swipe on the first page, which the back gesture should get.
  case firstPageRightSwipe = "first-page-right-swipe"
  /// A diagonal pan, which must not page when it is mostly vertical.
  case diagonalPan = "diagonal-pan"
  /// A tap on the status bar.
  case statusBarTap = "status-bar-tap"
  /// A header-only page: no lists, the outer table scrolls the header and one article.
  case headerOnlyMode = "header-only-mode"
  /// A list shorter than the viewport.
  case shortList = "list-shorter-than-viewport"
  /// A list with a top content inset.
  case listTopInset = "list-with-top-inset"
  /// A momentum handoff from a flick that began on the header.
  case momentumHandoffFromHeader = "momentum-handoff-from-header"
  /// A status-bar tap while the category bar was pinned.
  case statusBarTapWhilePinned = "status-bar-tap-while-pinned"
  /// A content inset changed while a view was scrolled.
  case insetChangedWhileScrolled = "inset-changed-while-scrolled"
  /// The refresh control's spinner was shown (pages with loads).
  case refreshSpinnerShown = "refresh-spinner-shown"
  /// A horizontal pan on the header's carousel.
  case headerContentHorizontalPan = "header-content-horizontal-pan"
  /// A vertical pan that began on the header's carousel.
  case headerContentVerticalPan = "header-content-vertical-pan"
  /// The pager reloaded its lists while a list was scrolled.
  case pagerReloadedWhileScrolled = "pager-reloaded-while-list-scrolled"
  /// A list created again after the pager had unloaded it.
  case listRecreatedAfterUnload = "list-recreated-after-unload"
  /// A pull down on the page with the header hidden and the list on screen at its top: the pull that must bring
  /// the header back (`header-returns-on-pull` judged it).
  case pullAtListTopHeaderHidden = "pull-at-list-top-header-hidden"
  /// The pager came to rest on another page after a swipe (the settle that `selected-tab-follows-page` judges).
  case settledAfterPageSwipe = "settled-after-page-swipe"
}

extension InterestingState {
  /// Position in `allCases`, by a switch (no allocation, no hashing).
  var ordinal: Int {
    switch self {
    case .headerFullyVisible: 0
    case .headerPartlyVisible: 1
    case .pinned: 2
    case .handoffInDrag: 3
    case .handoffInDeceleration: 4
    case .reverseHandoffInDrag: 5
    case .reverseHandoffInDeceleration: 6
    case .tabSwitchHeaderVisibleOtherScrolled: 7
    case .tabSwitchDuringDeceleration: 8
    case .dragFromPinBarWhileListScrolled: 9
    case .reloadMidDrag: 10
    case .reloadMidDeceleration: 11
    case .reloadWhilePinned: 12
    case .firstPageRightSwipe: 13
    case .diagonalPan: 14
    case .statusBarTap: 15
    case .headerOnlyMode: 16
    case .shortList: 17
    case .listTopInset: 18
    case .momentumHandoffFromHeader: 19
    case .statusBarTapWhilePinned: 20
    case .insetChangedWhileScrolled: 21
    case .refreshSpinnerShown: 22
    case .headerContentHorizontalPan: 23
    case .headerContentVerticalPan: 24
    case .pagerReloadedWhileScrolled: 25
    case .listRecreatedAfterUnload: 26
    case .pullAtListTopHeaderHidden: 27
    case .settledAfterPageSwipe: 28
    }
  }

  /// Whether only a world with the Three Loaders article's loads can reach the state (the `loads` profile's coverage shows it).
  public var needsLoads: Bool { self == .refreshSpinnerShown }
}

/// Which interesting states one case reached, as a bit mask.
public struct ReachedStates: Hashable, Sendable {
  /// One bit per state, in `InterestingState.allCases` order.
  public var bits: UInt32 = 0
  /// No state reached.
  public init() {}
  /// Inlined: coverage inserts a state or two every frame, and the call (with the spills around it) cost more than
  /// the `or` it makes.
  @inline(__always)
  public mutating func insert(_ state: InterestingState) { bits |= Self.bit(state) }
  /// Whether the case reached `state`.
  public func contains(_ state: InterestingState) -> Bool { bits & Self.bit(state) != 0 }

  /// Bit per state. The per-frame path neither allocates `allCases` nor hashes (a dictionary cost 5% of a run).
  @inline(__always)
  private static func bit(_ state: InterestingState) -> UInt32 { UInt32(1) << UInt32(state.ordinal) }
}

/// Per-state counts of cases that reached it, summed over a run.
public struct CoverageCounts: Hashable, Sendable, Codable {
  /// How many cases were counted.
  public var cases: Int = 0
  /// How many cases reached each state, in `InterestingState.allCases` order.
  public var reached: [Int] = Array(repeating: 0, count: InterestingState.allCases.count)

  /// Counts of no case.
  public init() {}

  /// Counts one more case and the states it reached.
  public mutating func add(_ states: ReachedStates) {
    cases += 1
    for (index, state) in InterestingState.allCases.enumerated() where states.contains(state) { reached[index] += 1 }
  }

  /// Adds another run's counts.
  public mutating func merge(_ other: CoverageCounts) {
    cases += other.cases
    for index in reached.indices { reached[index] += other.reached[index] }
  }

  /// How many cases reached `state`.
  public func count(_ state: InterestingState) -> Int { reached[InterestingState.allCases.firstIndex(of: state)!] }

  /// States no case reached.
  public var unreached: [InterestingState] { InterestingState.allCases.filter { count($0) == 0 } }

  /// One line per state: name, cases, percentage.
  public func table() -> String {
    InterestingState.allCases.map { state in
      let n = count(state)
      let percent = cases == 0 ? 0 : Double(n) * 100 / Double(cases)
      return "  \(state.rawValue.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(n).leftPadded(7))  \(fmt(percent))%"
    }.joined(separator: "\n")
  }
}

extension String {
  func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
