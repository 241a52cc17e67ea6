// A page the world does not build itself: a UIKit page under test, built by the team's own code on the simulated
// UIKit, whose window plays the touches and whose run loop lays it out. The world keeps what the checker reads (the
// configuration, the frame facts, the finger, the page on screen, the role views), and hands each frame's work to
// the host: its own container, routing and gesture code are the code under test.

import Foundation

/// The views the invariants speak of, found in a hosted page.
public struct HostedRoles {
  /// The outer vertical scroll view.
  public var outer: SimScrollView
  /// The horizontal paging scroll view inside it.
  public var pager: SimScrollView
  /// The vertical scroll view on each page that has one, by page index.
  public var lists: [SimScrollView?]

  /// The views a hosted page plays the roles of: its outer table, its pager and each page's list.
  public init(outer: SimScrollView, pager: SimScrollView, lists: [SimScrollView?]) {
    self.outer = outer
    self.pager = pager
    self.lists = lists
  }
}

/// What a hosted page does with each frame of a step.
@MainActor
public protocol PageHost: AnyObject {
  /// The page's role views, found once it is built and laid out.
  var roles: HostedRoles { get }
  /// Called once the world exists, before the first frame.
  func attach(to world: PageWorld)
  /// The step's share of this frame (the world has begun the frame).
  func act(_ step: Step, frameInStep: Int, frames: Int)
  /// The display refresh: every moving scroll view advances, due work runs, the page is laid out, and the world
  /// learns the role views and the page on screen anew.
  func endFrame()
  /// Whether something still moves or waits (a scroll view, scheduled work): the page has not settled.
  var isBusy: Bool { get }
  /// The world's device size and safe area changed together (a rotation: `AppEvent.rotate`): the window takes both
  /// at once, in one layout pass. Default: nothing.
  func deviceDidChange()
  /// The page object the team's code built (a `UIKitTestPage`), for a team's own rules to read its state (a category
  /// bar's selection) through `PageWorld.hostedPage`. Default: `nil`.
  var hostedPage: AnyObject? { get }
}

extension PageHost {
  /// No page object to show a team's rules.
  public var hostedPage: AnyObject? { nil }
  /// A host with no device to change does nothing.
  public func deviceDidChange() {}
}

/// The coordinator of a hosted page's world: never called, since the page's own code receives every callback.
@MainActor
final class HostedPageCoordinator: NestedScrollCoordinator {
  func attach(to page: any NestedPage) {}
  func listDidLoad(at index: Int) {}
  func outerDidScroll() {}
  func listDidScroll(at index: Int) {}
  func currentPageDidChange(to index: Int) {}
  func pageDidReload() {}
  func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool { false }
  func pagerShouldBegin(velocity: CGPoint) -> Bool { false }
}
