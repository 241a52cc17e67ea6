// The team's app event: what the app itself does to the page besides what a finger does. Declared on the entries
// (ProfilePageEntries.swift), so fuzzing draws it, scenario files store it by name, the shrinker simplifies its
// arguments and traces show it (docs/app-events.md in NestedCheck).

import Foundation
import NestedCheck

extension AppEvent {
  /// The feed's row height, in points: a post's row `n` starts `n × 88` pt below the top of its feed.
  public static let postRowHeight = 88.0

  /// Tapping a post in the profile's preview opens it in the feed: the header collapses (the bar pins) and the list
  /// on screen scrolls so the post's row is at the top of the feed, animated or not.
  public static let openPost = AppEvent(
    "open-post", summary: "the header collapses and the list on screen scrolls to a post's row",
    parameters: [.integer("row", in: 0...40), .choice("animated", ["no", "yes"])], weight: 4
  ) { event in
    let world = event.world
    guard !world.isHeaderOnly, let list = world.listView(at: world.currentIndex) else { return }
    if world.outerView.position < world.maxOffsetY {
      world.outerView.setContentOffset(CGPoint(x: world.outerView.contentOffset.x, y: world.maxOffsetY), animated: false)
    }
    let target = postOffset(row: event.integer("row"), in: list)
    list.setContentOffset(CGPoint(x: list.contentOffset.x, y: target), animated: event.choice("animated") == "yes")
  }

  /// Where a list's offset puts post `row` at the top of the feed: never past the feed's end.
  @MainActor public static func postOffset(row: Int, in list: SimScrollView) -> Double {
    min(list.minPosition + Double(row) * postRowHeight, max(list.maxPosition, list.minPosition))
  }
}

extension UserInvariant {
  /// The promise of `open-post`: a post opened without animation is at the top of the feed once the step's frame
  /// ends (the coordinator may collapse the header, never undo the scroll). Measured by how far the list sits from
  /// the post's offset.
  public static let openedPostShows = UserInvariant.always(
    "opened-post-shows", summary: "a post opened without animation sits at the top of the feed", views: [.listOnScreen]
  ) { frame in
    guard frame.facts.appEventPlayed, case .app("open-post", let arguments)? = frame.step, !frame.world.isHeaderOnly
    else { return nil }
    let event = AppEventContext(world: frame.world, arguments: arguments)
    guard event.choice("animated") == "no", let list = frame.world.listView(at: frame.world.currentIndex) else { return nil }
    let row = event.integer("row")
    let target = AppEvent.postOffset(row: row, in: list)
    let position = list.position
    let off = position - target
    guard abs(off) > offsetTolerance else { return nil }
    return .distance(
      off, view: .listOnScreen, direction: off > 0 ? .forward : .backward,
      "post \(row) opened at list offset \(numberText(position)), not \(numberText(target))")
  }
}
