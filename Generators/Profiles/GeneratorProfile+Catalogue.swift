// The named profiles a run can choose from.

extension GeneratorProfile {
  /// Every gesture and event, weighted toward vertical drags: the everyday mix.
  public static let `default` = GeneratorProfile(
    name: "default",
    weights: [
      .wait: 12, .verticalDrag: 40, .swipe: 10, .tapTab: 8, .tapStatusBar: 3,
      .reloadHeader: 6, .setListContent: 5, .setSafeArea: 3, .resize: 2,
      .setContentInset: 3, .reloadPager: 2, .unloadDistantLists: 2,
    ])

  /// Only what a finger does (touch, move, lift, wait, tab taps): the page's layout never changes.
  public static let gesturesOnly = GeneratorProfile(
    name: "gestures-only",
    weights: [.wait: 15, .verticalDrag: 50, .swipe: 15, .tapTab: 10])

  /// Layout changes (reloads, safe area, rotation, content) interleaved densely with gestures, often mid-drag.
  public static let reloadsHeavy: GeneratorProfile = {
    var profile = GeneratorProfile(
      name: "reloads-heavy",
      weights: [
        .wait: 8, .verticalDrag: 30, .swipe: 6, .tapTab: 6, .tapStatusBar: 3,
        .reloadHeader: 20, .setListContent: 15, .setSafeArea: 10, .resize: 8,
        .setContentInset: 10, .reloadPager: 6, .unloadDistantLists: 6,
      ])
    profile.midGestureEventProbability = 0.3
    profile.afterFlickEventProbability = 0.6
    return profile
  }()

  /// The default mix, but each case switches off a random subset of families so rare interactions get room
  /// (swarm testing: Groce et al., ISSTA 2012; TigerBeetle's VOPR).
  public static let swarm: GeneratorProfile = {
    var profile = GeneratorProfile.default
    profile.name = "swarm"
    profile.swarm = true
    return profile
  }()

  /// The Three Loaders article's loads on every world: pulls to refresh, scrolls to the bottom, slot requests, and responses that
  /// arrive at once, late, out of order, failed or after a refresh, landing inside gestures as often as between them.
  public static let loads: GeneratorProfile = {
    var profile = GeneratorProfile(
      name: "loads",
      weights: [
        .wait: 10, .verticalDrag: 30, .swipe: 3, .tapTab: 2, .tapStatusBar: 2, .reloadHeader: 2, .setListContent: 2,
        .pullToRefresh: 7, .flickToBottom: 10, .requestSlots: 8, .respond: 26,
        .setContentInset: 2, .reloadPager: 1,
      ])
    profile.loadsProbability = 1
    profile.midGestureEventProbability = 0.25
    profile.afterFlickEventProbability = 0.5
    profile.headerOnlyProbability = 0.02
    return profile
  }()

  /// The default mix on worlds whose knobs may take values the evidence rules out (a UIKit that calls back on an
  /// equal offset, drags that undo writes, unrounded written offsets), and draw knobs more often: what a coordinator
  /// would meet on a UIKit devices contradict. Failures it finds carry `ruledOutKnobs` in their reports.
  public static let pessimistic: GeneratorProfile = {
    var profile = GeneratorProfile.default
    profile.name = "pessimistic"
    profile.drawsRuledOutKnobValues = true
    profile.defaultKnobsProbability = 0.2
    return profile
  }()

  /// Every named profile, in the order `nestedcheck list` shows them.
  public static let all: [GeneratorProfile] = [.default, .gesturesOnly, .reloadsHeavy, .swarm, .loads, .pessimistic]

  /// The profile called `name`, or nil.
  public static func named(_ name: String) -> GeneratorProfile? {
    all.first { $0.name == name }
  }
}
