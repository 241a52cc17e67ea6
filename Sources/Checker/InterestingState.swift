// Coverage of interesting states (docs/invariants.md, coverage of interesting states). A property test that never reaches
// a state proves nothing about it, so every run counts how many cases reached each.

import ScrollSim

/// A situation the generators must reach for the checks to mean something.
public enum InterestingState: String, CaseIterable, Codable, Sendable {
  case headerFullyVisible = "header-fully-visible"
  case headerPartlyVisible = "header-partly-visible"
  case pinned
  case handoffInDrag = "handoff-in-drag"
  case handoffInDeceleration = "handoff-in-deceleration"
  case reverseHandoffInDrag = "reverse-handoff-in-drag"
  case reverseHandoffInDeceleration = "reverse-handoff-in-deceleration"
  case tabSwitchHeaderVisibleOtherScrolled = "tab-switch-header-visible-after-scrolling"
  case tabSwitchDuringDeceleration = "tab-switch-during-deceleration"
  case dragFromPinBarWhileListScrolled = "drag-from-pin-bar-list-scrolled"
  case reloadMidDrag = "reload-mid-drag"
  case reloadMidDeceleration = "reload-mid-deceleration"
  case reloadWhilePinned = "reload-while-pinned"
  case firstPageRightSwipe = "first-page-right-swipe"
  case diagonalPan = "diagonal-pan"
  case statusBarTap = "status-bar-tap"
  case headerOnlyMode = "header-only-mode"
  case shortList = "list-shorter-than-viewport"
  case listTopInset = "list-with-top-inset"
  case momentumHandoffFromHeader = "momentum-handoff-from-header"
  case statusBarTapWhilePinned = "status-bar-tap-while-pinned"
  case insetChangedWhileScrolled = "inset-changed-while-scrolled"
  case refreshSpinnerShown = "refresh-spinner-shown"
  case headerContentHorizontalPan = "header-content-horizontal-pan"
  case headerContentVerticalPan = "header-content-vertical-pan"
  case pagerReloadedWhileScrolled = "pager-reloaded-while-list-scrolled"
  case listRecreatedAfterUnload = "list-recreated-after-unload"
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
    }
  }

  /// Whether only a world with the Three Loaders article's loads can reach the state (the `loads` profile's coverage shows it).
  public var needsLoads: Bool { self == .refreshSpinnerShown }
}

/// Which interesting states one case reached, as a bit mask.
public struct ReachedStates: Hashable, Sendable {
  public var bits: UInt32 = 0
  public init() {}
  /// Inlined: coverage inserts a state or two every frame, and the call (with the spills around it) cost more than
  /// the `or` it makes.
  @inline(__always)
  public mutating func insert(_ state: InterestingState) { bits |= Self.bit(state) }
  public func contains(_ state: InterestingState) -> Bool { bits & Self.bit(state) != 0 }

  /// Bit per state. The per-frame path neither allocates `allCases` nor hashes (a dictionary cost 5% of a run).
  @inline(__always)
  private static func bit(_ state: InterestingState) -> UInt32 { UInt32(1) << UInt32(state.ordinal) }
}

/// Per-state counts of cases that reached it, summed over a run.
public struct CoverageCounts: Hashable, Sendable, Codable {
  public var cases: Int = 0
  public var reached: [Int] = Array(repeating: 0, count: InterestingState.allCases.count)

  public init() {}

  public mutating func add(_ states: ReachedStates) {
    cases += 1
    for (index, state) in InterestingState.allCases.enumerated() where states.contains(state) { reached[index] += 1 }
  }

  public mutating func merge(_ other: CoverageCounts) {
    cases += other.cases
    for index in reached.indices { reached[index] += other.reached[index] }
  }

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
