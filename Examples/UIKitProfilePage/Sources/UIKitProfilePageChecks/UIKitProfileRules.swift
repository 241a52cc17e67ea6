// The team's own rules and app event for the UIKit profile page, one rule of each kind, reading the team's own page
// object (`ProfileTestPage`): declared on every entry (UIKitProfileEntries.swift), so the CLI, its fuzz workers and
// the tests all check them and draw the event (docs/custom-rules.md and docs/app-events.md in NestedCheck).

import NestedCheck
import UIKitProfilePage

extension AppEvent {
  /// Tapping a post in the profile's preview: the page's own `openPost(row:animated:)`.
  public static let openPost = AppEvent(
    "open-post", summary: "the header collapses and the current feed scrolls a post to its top",
    parameters: [.integer("row", in: 0...30), .choice("animated", ["no", "yes"])], weight: 4
  ) { event in
    event.page(as: ProfileTestPage.self)?.controller.openPost(
      row: event.integer("row"), animated: event.choice("animated") == "yes")
  }
}

extension UserInvariant {
  /// Only the current tab's feed answers a status-bar tap (UIKit scrolls to the top only when exactly one scroll view
  /// on screen has `scrollsToTop`): checked on every feed the page made, every frame.
  public static let onlyCurrentFeedScrollsToTop = UserInvariant.always(
    "only-current-feed-scrolls-to-top", summary: "only the current tab's feed has scrollsToTop", views: [.listOffScreen]
  ) { frame in
    guard let page = frame.page(as: ProfileTestPage.self) else { return nil }
    let current = page.controller.currentTab
    for index in 0..<frame.world.listCount {
      guard let feed = page.controller.feed(at: index), feed.tableView.scrollsToTop != (index == current) else { continue }
      let flag = feed.tableView.scrollsToTop
      return .decision(view: .listOffScreen, "feed \(index) has scrollsToTop \(flag) while tab \(current) is current")
    }
    return nil
  }

  /// The tab the page calls current is the page the pager rests on, within half a second of the page coming to rest.
  public static let currentTabFollowsPager = UserInvariant.eventually(
    "current-tab-follows-pager", within: 0.5, after: .settled,
    summary: "the current tab is the page the pager rests on, 0.5 s after the page comes to rest", views: [.page]
  ) { frame in
    guard let page = frame.page(as: ProfileTestPage.self) else { return nil }
    let pager = page.controller.pager
    let width = pager.bounds.width
    guard width > 0 else { return nil }
    let resting = Int((pager.contentOffset.x / width).rounded())
    let current = page.controller.currentTab
    guard resting != current else { return nil }
    return .decision(view: .page, "the pager rests on page \(resting), the current tab is \(current)")
  }

  /// A coverage goal: some case opens a post far enough down its feed that the feed leaves its top.
  public static let postOpenedDownTheFeed = UserInvariant.sometimes(
    "post-opened-down-the-feed", summary: "some case opens a post below the first, not animated"
  ) { frame in
    guard frame.facts.appEventPlayed, let page = frame.page(as: ProfileTestPage.self),
      let feed = page.controller.feed(at: page.controller.currentTab)
    else { return false }
    return feed.tableView.contentOffset.y > feed.topOffsetY + 1
  }
}

extension PageTemplate {
  /// The pages the app shows the profile on: two to four tabs, a 160–400 pt header (the bio and the banner).
  public static let uikitProfile = PageTemplate(listCount: 2...4, headerHeight: 160...400)
}
