// The team's own rules, next to the built-in invariants: what its design promises beyond them. Declared on the
// entries (ProfilePageEntries.swift), so the team's CLI, its fuzz workers and its tests all check them
// (docs/custom-rules.md in NestedCheck).

import NestedCheck
import ProfileScreen

extension UserInvariant {
  /// The design's promise for a tab tap while the header shows: the tab opens at the top of its feed. Measured by how
  /// far down its feed the tapped tab's list sits (its distance from its top), on the frame of the tap.
  public static let tabOpensAtTop = UserInvariant.always(
    "tab-opens-at-top", summary: "a tab tapped while the header shows opens at the top of its feed",
    views: [.listOffScreen]
  ) { frame in
    guard frame.facts.tabSwitchRequested, case .tapTab(let index, _)? = frame.step, frame.headerVisible,
      let list = frame.world.listView(at: index)
    else { return nil }
    let down = list.position - list.minPosition
    guard abs(down) > offsetTolerance else { return nil }
    return .distance(
      down, view: .listOffScreen, direction: down > 0 ? .forward : .backward,
      "tab \(index) tapped with the header showing opens \(down) pt down its feed")
  }

  /// A situation the checks must reach, or they say nothing about the promise above: a tab tapped while the header shows.
  public static let tabTappedWithHeaderShown = UserInvariant.sometimes(
    "tab-tapped-with-header-shown", summary: "some case taps a tab while the header shows"
  ) { frame in
    frame.facts.tabSwitchRequested && frame.headerVisible
  }

  /// The screen's category bar shows the page the container is on, within half a second of the page coming to rest
  /// (a swipe between pages included). Reads the team's own page object: the bar's selection.
  public static let categoryBarFollowsPage = UserInvariant.eventually(
    "category-bar-follows-page", within: 0.5, after: .settled,
    summary: "the category bar selects the page on screen within 0.5 s of the page coming to rest", views: [.page]
  ) { frame in
    guard let page = frame.page(as: ProfileScreenTestPage.self), let current = page.currentPage,
      page.controller.selectedTab != current
    else { return nil }
    let selected = page.controller.selectedTab
    return .decision(view: .page, "the category bar selects tab \(selected) on page \(current)")
  }
}
