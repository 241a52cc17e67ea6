// The team's coordinators, declared once, by the names its CLI and its tests both use: files the CLI writes replay
// in the tests by the same names, and a test emitted from a failure (`replay --emit-test`) builds exactly the entry
// that failed, looked up here by name. Each entry declares the team's own rules too (ProfilePageRules.swift).

import NestedCheck
import ProfilePage

extension PageTemplate {
  /// The pages the app's profile screen shows: three or four tabs (posts, replies, media and, for the signed-in user,
  /// likes), a 240–320 pt profile header, a 44–48 pt category bar pinned under the navigation bar (64 pt below a
  /// 20 pt status bar, up to 103 pt below the tallest), never header-only. Screens are left to the generator: the
  /// screen also runs in split view and landscape. Fuzzing, the guided search and shrinking stay on these pages
  /// (docs/templates.md).
  public static let profileScreen = PageTemplate(
    listCount: 3...4, headerHeight: 240...320, pinBarHeight: 44...48, pinOffset: 64...103, headerOnly: false)
}

extension CoordinatorEntry {
  /// The shipped coordinator.
  public static let profilePage = CoordinatorEntry(
    name: "profile-page", summary: "the header collapses first, then the list on screen; every list back to its top",
    template: .profileScreen, make: { ProfilePageCoordinator() }
  ).checking(.tabOpensAtTop, .tabTappedWithHeaderShown, .openedPostShows).declaring(.openPost)
  /// The bug the team fixed, kept to show it is caught.
  public static let profilePageBuggy = CoordinatorEntry(
    name: "profile-page-buggy", summary: "the fixed bug: only the lists on screen go back to their top",
    template: .profileScreen, make: { ProfilePageCoordinator(variant: .forgetsOffscreenLists) }
  ).checking(.tabOpensAtTop, .tabTappedWithHeaderShown, .openedPostShows).declaring(.openPost)
  /// A mutant the team keeps to show its own rule at work: a guard against drifting lists that undoes the app's
  /// own scroll, so a post never opens. Only the app event `open-post` reaches it.
  public static let profilePageDriftGuard = CoordinatorEntry(
    name: "profile-page-drift-guard", summary: "a drift guard returns a list the app scrolls to its top: posts never open",
    template: .profileScreen, make: { ProfilePageCoordinator(variant: .returnsDriftingLists) }
  ).checking(.tabOpensAtTop, .tabTappedWithHeaderShown, .openedPostShows).declaring(.openPost)
  /// The app's profile screen as it ships: the coordinator inside NestedCheck's UIKit container, on the simulated
  /// UIKit (`ProfileScreenViewController`).
  public static let profileScreen = CoordinatorEntry(
    name: "profile-screen", summary: "the app's profile screen: profile-page in the UIKit container",
    template: .profileScreen,
    uikitPage: { world in ProfileScreenTestPage(world: world, coordinator: ProfilePageCoordinator()) }
  ).checking(.tabOpensAtTop, .tabTappedWithHeaderShown, .categoryBarFollowsPage)
  /// The fixed bug, through the same screen.
  public static let profileScreenBuggy = CoordinatorEntry(
    name: "profile-screen-buggy", summary: "the app's screen with the fixed bug back: profile-page-buggy in the container",
    template: .profileScreen,
    uikitPage: { world in
      ProfileScreenTestPage(world: world, coordinator: ProfilePageCoordinator(variant: .forgetsOffscreenLists))
    }
  ).checking(.tabOpensAtTop, .tabTappedWithHeaderShown, .categoryBarFollowsPage)
}

/// Every coordinator this package registers, for `NestedCheckCLI.main(ProfilePageEntries.self)` and the tests.
public enum ProfilePageEntries: CoordinatorEntries {
  public static let entries: [CoordinatorEntry] = [
    .profilePage, .profilePageBuggy, .profilePageDriftGuard, .profileScreen, .profileScreenBuggy,
  ]
}
