// The second extension point, for the Three Loaders article's loads: the app's load logic, called by the
// page at the moments an app's view controller would be, and the page API it may use.
//
// The world plays UIKit (the refresh control, the scroll callbacks, the table reloads)
// and the backend (the simulated network). Which load may start, which response may land
// and when a new banner height may be applied is the app's policy, and that is what a
// `PageLoadController` decides, so it can be tested, and broken on purpose, like a coordinator.

import Foundation

/// A coordinator that can say who owns the vertical pan, so the page's loads can be gated on it.
///
/// Optional: for a coordinator that does not conform, the page derives ownership from geometry
/// (`outer.y >= maxOffsetY`, the header has scrolled away).
public protocol LoadAwareCoordinator: NestedScrollCoordinator {
  /// Whether the content list owns the vertical pan (the Three Loaders article's ownership flag).
  var contentOwnsScrolling: Bool { get }
}

/// What a page's load logic may see of the page and do to it.
public protocol LoadingPage: NestedPage {
  /// The refresh threshold, bottom-hit distance and page height this page uses.
  var loadSettings: LoadSettings { get }
  /// Whether the content list owns the vertical pan, as the coordinator decides it.
  var contentOwnsScrolling: Bool { get }
  /// How many pages list `index` shows: 1 for the first page (and after a refresh).
  func loadedPages(ofList index: Int) -> Int
  /// Sends a request for `list`; `tag` comes back with its response (an app keeps its arbiter token there).
  /// `page` is the page number a next-page request asks for, as the app builds it into the URL (normally
  /// `loadedPages(ofList: list) + 1`); a refresh always fetches page 1 and slots have no page.
  func send(_ kind: LoadKind, forList list: Int, page: Int, tag: UInt64) -> NetworkRequest
  /// Cancels a request (`URLSessionTask.cancel()`): its response may still arrive.
  func cancel(_ request: NetworkRequest)
  /// Resizes the banner to `height` (a slots or refresh response's) and reloads the page: the ceiling moves.
  func applyBannerHeight(_ height: Double, from response: NetworkResponse)
  /// Appends the page a next-page response carries to its list.
  func appendPage(from response: NetworkResponse)
  /// Replaces the refreshed list with its first page.
  func resetToFirstPage(from response: NetworkResponse)
}

/// The app's load logic for a banner + content page (the Three Loaders article's three loads).
@MainActor
public protocol PageLoadController: AnyObject {
  /// Called once, after the coordinator has been attached and the page has loaded.
  func attach(to page: any LoadingPage)
  /// The refresh control's `.valueChanged`: the container was released past the pull threshold.
  func refreshControlDidFire()
  /// The page wants banner placements (a `requestSlots` step: entering the page, coming to the foreground).
  func slotsWanted()
  /// The container's `scrollViewDidScroll`, after the coordinator's.
  func containerDidScroll()
  /// A list's `scrollViewDidScroll`, after the coordinator's.
  func contentDidScroll(at index: Int)
  /// A response arrived from the network.
  func didReceive(_ response: NetworkResponse)
}
