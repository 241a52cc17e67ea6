// A team's own UIKit page, as the checker runs it: built by the team's code on the simulated UIKit for each
// generated world, put in a simulated window of the world's device, and driven by the same steps as any coordinator.
// The page's container, delegate forwarding and gesture code are what is checked.

import Coordinators
import ScrollSim
public import SimulatedUIKit

/// A UIKit page under test: the page object a team's test support builds from a world.
///
/// ```swift
/// CoordinatorEntry(name: "np-real", uikitPage: { (world: WorldConfig) in NestedPagingTestPage(world: world) })
/// ```
///
/// The three requirements are what every page can do. App-level steps a page may support (new list content, an inset
/// change, reloading the lists) are optional members, played only for the steps its entry declares
/// (`CoordinatorEntry(name:supportedSteps:uikitPage:)`): a page is never given a step it did not ask for.
@MainActor
public protocol UIKitTestPage: AnyObject {
  /// The page's root view; the checker puts it in a simulated window sized to the world's device.
  var view: UIView { get }
  /// The app's reaction to a new header height (typically: store it, call the container's reloadData()).
  func reloadHeader(height: CGFloat)
  /// What a tap on the category bar does.
  func selectTab(_ index: Int, animated: Bool)

  /// The views the invariants speak of, when finding them from the view tree is not right for this page (the
  /// outermost vertically scrolling scroll view is the outer; the horizontally paging one inside it the pager; the
  /// vertical scroll view on each of its pages that page's list). Default: `nil`, find them.
  var roles: UIKitPageRoles? { get }
  /// The page the container treats as current (NestedPaging's `currentListIndex`), which the invariants that speak of
  /// "the current list" use. Default: `nil`, the page the pager rests on (it becomes current once the pager settles).
  var currentPage: Int? { get }
  /// The tab the page's category bar shows selected, which `selected-tab-follows-page` compares with the page the
  /// pager rests on. Default: `nil`, a page that does not report its bar (the rule is then not judged).
  var selectedTab: Int? { get }
  /// The list at `index` now shows `height` points of content (new rows arrived, or rows were removed).
  func setListContent(index: Int, height: CGFloat)
  /// The app changed a view's own `contentInset` (a keyboard, a tab bar, a list header): `list` `nil` is the outer.
  func setContentInset(list: Int?, top: CGFloat, bottom: CGFloat)
  /// The list container reloads: every list view is destroyed and the ones on screen are made again.
  func reloadLists()
  /// The container releases the lists of pages two or more away from the one on screen.
  func unloadDistantLists()
}

extension UIKitTestPage {
  public var roles: UIKitPageRoles? { nil }
  public var currentPage: Int? { nil }
  public var selectedTab: Int? { nil }
  public func setListContent(index: Int, height: CGFloat) {}
  public func setContentInset(list: Int?, top: CGFloat, bottom: CGFloat) {}
  public func reloadLists() {}
  public func unloadDistantLists() {}
}

/// The views of a page the invariants speak of, given explicitly.
@MainActor
public struct UIKitPageRoles {
  /// The outer vertical scroll view (header, bar, pager).
  public var outer: UIScrollView
  /// The horizontally paging scroll view.
  public var pager: UIScrollView
  /// The list scroll view of page `index`, or `nil` while that page has none.
  public var list: (Int) -> UIScrollView?

  /// Roles given explicitly: the outer, the pager, and each page's list.
  public init(outer: UIScrollView, pager: UIScrollView, list: @escaping (Int) -> UIScrollView?) {
    self.outer = outer
    self.pager = pager
    self.list = list
  }
}

extension CoordinatorEntry {
  /// A UIKit page under test: `uikitPage` builds the team's page for a generated world (header height, list count
  /// and contents, pin offset or safe area, device). The page is fuzzed, shrunk and reported like a coordinator.
  ///
  /// `supportedSteps`: the app-level steps the page plays (`.setListContent`, `.setContentInset`, `.reloadPager`,
  /// `.unloadDistantLists`, each an optional member of `UIKitTestPage`); the window's own steps are always played.
  /// `maxListCount`: the most pages the page supports (generated worlds with more are run with this many).
  /// `template`: the pages the app shows (`PageTemplate`: tab count, header range, screens…); `nil` for every page.
  public init(
    name: String, summary: String = "", role: CoordinatorRole = .user, momentum: MomentumClaim? = nil,
    maxListCount: Int = 10, supportedSteps: Set<StepKind> = [], template: PageTemplate? = nil,
    uikitPage: @escaping @MainActor @Sendable (WorldConfig) -> any UIKitTestPage
  ) {
    let capabilities = PageCapabilities(
      steps: PageCapabilities.windowSteps.union(supportedSteps), headerOnly: false, loads: false, headerContent: false)
    self.init(
      name: name, role: role, summary: summary, maxListCount: maxListCount, momentum: momentum,
      capabilities: capabilities, template: template,
      host: { world in UIKitPageHost(world: world, makePage: uikitPage) })
  }
}
