// The profile page's variants, declared once, by the names the CLI and the tests both use: files the CLI writes
// replay in the tests by the same names, and a test emitted from a failure (`replay --emit-test`) builds exactly the
// entry that failed, looked up here by name.

import NestedCheck
import UIKitProfilePage

extension CoordinatorEntry {
  /// The page as it ships, on the app's pages, with the team's own rules (one of each kind) and its app event
  /// (UIKitProfileRules.swift).
  public static let uikitProfile = profileEntry("uikit-profile", "the UIKit profile page as it ships", rules: .shipped)
    .templated(.uikitProfile)
    .checking(.onlyCurrentFeedScrollsToTop, .currentTabFollowsPager, .postOpenedDownTheFeed)
    .declaring(.openPost)
  /// The same page with the published offset-locking design's rules (those of NestedCheck's `offset-lock-seed`).
  public static let uikitProfileArticle = profileEntry(
    "uikit-profile-article", "the same page with the rules of NestedPaging's design article", rules: .article)
  /// A planted fault, kept to show it is caught.
  public static let uikitProfileBuggy = profileEntry(
    "uikit-profile-buggy", "the page resetting only the current feed when the header returns",
    rules: .forgetsOffscreenFeeds)

  /// The app-level steps the page plays: new posts, an inset change, all feeds thrown away.
  static let profileSteps: Set<StepKind> = [.setListContent, .setContentInset, .reloadPager]

  static func profileEntry(_ name: String, _ summary: String, rules: ScrollLockRules) -> CoordinatorEntry {
    CoordinatorEntry(name: name, summary: summary, supportedSteps: profileSteps) { world in
      ProfileTestPage(world: world, rules: rules)
    }
  }
}

/// Every variant this package registers, for `NestedCheckCLI.main(UIKitProfileEntries.self)` and the tests.
public enum UIKitProfileEntries: CoordinatorEntries {
  public static let entries: [CoordinatorEntry] = [.uikitProfile, .uikitProfileArticle, .uikitProfileBuggy]
}
