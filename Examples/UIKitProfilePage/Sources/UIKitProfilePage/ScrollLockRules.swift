// The decisions of the page's scroll lock, as switches: the page's own answers (`shipped`), the answers of the
// offset-locking design published with NestedPaging (github.com/shenxiang11/NestedPaging, its design article:
// `article`), and a variant with one planted fault for the checks to catch (`forgetsOffscreenFeeds`).
//
// Written as switches so the same UIKit page can replay, decision for decision, what the protocol-path variants
// replay: the article's rules are those of NestedCheck's `offset-lock-seed` coordinator.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

/// How the profile page decides which of its two vertical scroll views moves. Plain data, usable from any isolation.
nonisolated public struct ScrollLockRules: Equatable, Sendable {
  /// Offsets within this distance count as equal: rounding leaves views a fraction of a pixel off a target.
  public static let tolerance: CGFloat = 0.5

  /// A feed more than the tolerance from its top on *either* side is put back when the header shows. The article
  /// resets only feeds scrolled down: a feed rubber-banding above its top stays there under the returning header.
  public var resetsFeedsAboveTop = true
  /// A feed holds the header away only when scrolled more than the tolerance, and the header counts as visible only
  /// when the outer table is more than the tolerance below the pin. The article tests strictly, so a view resting a
  /// pixel off its target flips the decision.
  public var toleratesRounding = true
  /// Every feed on screen holds the header away (during a swipe two are); the article asks the current tab's only.
  public var everyVisibleFeedHolds = true
  /// Pinning writes skip equal values and mute the pinned view's own callback; the article assigns unconditionally.
  public var guardsPinningWrites = true
  /// While the header is hidden a feed never rubber-bands past its top: pulling down is the outer table's job.
  public var holdsFeedTopEdge = true
  /// The pin is never above the outer table's own top (a header shorter than the navigation bar).
  public var floorsPinOffset = true
  /// A status-bar tap that scrolls the current feed to its top brings the header back too.
  public var statusBarBringsHeaderBack = true
  /// The feed's callback pins the outer table only while a feed holds it; the article pins it on every callback.
  public var pinsOnlyWhileHeld = true
  /// Every feed goes back to its top when the header shows, not only the current one.
  public var resetsEveryFeed = true

  public init() {}

  /// The page as it ships.
  public static let shipped = ScrollLockRules()

  /// The published offset-locking design's decisions, each one the page's fixes replace.
  public static let article: ScrollLockRules = {
    var rules = ScrollLockRules()
    rules.resetsFeedsAboveTop = false
    rules.toleratesRounding = false
    rules.everyVisibleFeedHolds = false
    rules.guardsPinningWrites = false
    rules.holdsFeedTopEdge = false
    rules.floorsPinOffset = false
    rules.statusBarBringsHeaderBack = false
    rules.pinsOnlyWhileHeld = false
    return rules
  }()

  /// The shipped page with one fault: only the current feed is reset when the header comes back, so a feed left
  /// scrolled on another tab shows mid-content under the header when its tab is chosen.
  public static let forgetsOffscreenFeeds: ScrollLockRules = {
    var rules = ScrollLockRules()
    rules.resetsEveryFeed = false
    return rules
  }()
}
