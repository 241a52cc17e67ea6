// The unit a profile weights and a swarm case switches off.
//
// Profiles weight *families* rather than step kinds because a gesture is several
// kinds at once (touchDown, moves, lift): weighting `move` alone would make no sense,
// and switching `lift` off alone would leave every finger down forever.

import ScrollSim

/// A family of steps the generator emits together: a whole gesture, or one kind of app or system event.
///
/// Cases are ordered simplest first: an exhausted `ByteSource` picks the first enabled family.
public enum StepFamily: String, CaseIterable, Codable, Hashable, Sendable {
  /// Time passing with no input.
  case wait
  /// A mostly vertical drag: touch down, one to six moves (with reversals), then a hold or a flick.
  case verticalDrag
  /// A horizontal swipe (paging, the back gesture) or a diagonal pan with |dy| ≥ |dx|.
  case swipe
  /// A tap on a pin-bar tab.
  case tapTab
  /// A status-bar tap (scroll to top).
  case tapStatusBar
  /// A header-height change followed by `reloadData()`.
  case reloadHeader
  /// A child list's content grows (a page appended) or shrinks.
  case setListContent
  /// The safe area changes (navigation bar shown or hidden).
  case setSafeArea
  /// The container is resized (rotation, split view).
  case resize
  /// The Three Loaders article's pull-to-refresh: a touch near the top, a pull down (usually past the refresh threshold), a release.
  case pullToRefresh
  /// The page asks for banner placements (on entry, back from the background).
  case requestSlots
  /// The backend answers a request: at once or late, succeeding or failing, maybe with a new banner height.
  case respond
  /// A long upward drag ending in a hard flick: the gesture that reaches the list's bottom and paginates.
  case flickToBottom
  /// The app changes a view's `contentInset` (a keyboard, a tab bar, a list header that grows).
  case setContentInset
  /// The pager's `reloadData()`: every list destroyed, the visible ones created anew.
  case reloadPager
  /// The container releases far pages' lists (they come back when their page nears).
  case unloadDistantLists

  /// The step kinds this family can emit on its own.
  public var stepKinds: [StepKind] {
    switch self {
    case .wait: [.wait]
    case .verticalDrag, .swipe, .pullToRefresh, .flickToBottom: [.touchDown, .move, .lift]
    case .tapTab: [.tapTab]
    case .tapStatusBar: [.tapStatusBar]
    case .reloadHeader: [.reloadHeader]
    case .setListContent: [.setListContent]
    case .setSafeArea: [.setSafeArea]
    case .resize: [.resize]
    case .requestSlots: [.requestSlots]
    case .respond: [.respond]
    case .setContentInset: [.setContentInset]
    case .reloadPager: [.reloadPager]
    case .unloadDistantLists: [.unloadDistantLists]
    }
  }

  /// Hashes the case's position, not its raw string: a `String`-backed enum otherwise hashes its raw value, and the
  /// generator looks a family's weight up in `GeneratorProfile.weights` many times per case (3% of a fuzz run hashed
  /// strings). Consistent with `==`, which compares cases; no code depends on a dictionary's order.
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

  /// The case's position in the declaration (and in `allCases`).
  var ordinal: Int {
    switch self {
    case .wait: 0
    case .verticalDrag: 1
    case .swipe: 2
    case .tapTab: 3
    case .tapStatusBar: 4
    case .reloadHeader: 5
    case .setListContent: 6
    case .setSafeArea: 7
    case .resize: 8
    case .pullToRefresh: 9
    case .requestSlots: 10
    case .respond: 11
    case .flickToBottom: 12
    case .setContentInset: 13
    case .reloadPager: 14
    case .unloadDistantLists: 15
    }
  }

  /// Whether the family is a touch gesture (several steps, a finger down in between).
  public var isGesture: Bool {
    switch self {
    case .verticalDrag, .swipe, .pullToRefresh, .flickToBottom: true
    default: false
    }
  }
}
