// I14, the category bar's selected tab follows the page: judged only once the pager rests on a page, because
// while it moves the bar may legitimately lead or lag (a bar that follows the pager's progress switches at half
// way, one that waits for the settle switches at the end).

import Foundation
import ScrollSim

/// Watches the bar's selected tab (`PageWorld.selectedTabIndex`) against the page on screen: once the pager rests
/// on a page (no finger on it, no momentum, no animation, on a page boundary), the two must agree within the grace.
@MainActor
struct SelectedTabTracker {
  /// How long (seconds) the bar may disagree with a resting pager before it is a violation: a bar that updates a
  /// frame or two after the pager's `scrollViewDidEndDecelerating` (its own animation, a dispatch to the next run
  /// loop turn) is not wrong.
  static let grace: Double = 0.1

  /// The first frame of the current disagreement with the pager at rest; `nil` while they agree or it moves.
  private var since: Int?

  /// Whether `observe` has anything to do in this frame: the bar disagrees with the page mostly on screen when the
  /// frame began. Tested inline by the checker: the bar agrees on almost every frame.
  @inline(__always)
  func hasWork(_ world: PageWorld) -> Bool { since != nil || world.selectedTabIndex != world.facts.visiblePageAtStart }

  mutating func observe(_ world: PageWorld) -> Finding? {
    let pager = world.pager
    let resting = !pager.isMoving && !pager.isTracking
      && pagerDistanceFromPage(pager.position, width: world.viewportWidth) <= offsetTolerance
    let shown = world.visiblePage
    let selected = world.selectedTabIndex
    guard resting, selected != shown else {
      since = nil
      return nil
    }
    let frame = world.facts.frame
    if since == nil { since = frame }
    let start = since ?? frame
    // Within the grace, only a page at rest is judged: nothing in it (no view, no scheduled work) will change the
    // bar any more, and a run ends on the frame its page comes to rest.
    let graceFrames = Int((Self.grace * Double(world.physics.knobs.frameRate)).rounded(.up))
    guard frame - start >= graceFrames || world.isSettled else { return nil }
    return .decision(.selectedTabFollowsPage, view: .page, detail: "category-bar", episode: EpisodeKey.pageObject) {
      "the pager rests on page \(shown) since frame \(start) but the category bar selects tab \(selected)"
    }
  }
}
