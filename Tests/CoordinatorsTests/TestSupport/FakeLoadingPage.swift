// A page with loads and no world: the ownership flag, the container's offset and the content
// list are plain values, and every request, cancellation and change the load logic makes is
// logged, so a load controller's decisions test as a table (the Three Loaders article: "no table view required").

import Foundation
import ScrollSim

/// A `LoadingPage` for table tests: one content list (3000 pt of content in a 700 pt view), header 300.
final class FakeLoadingPage: LoadingPage {
  let outerSurface: FakeSurface
  let content: FakeSurface
  var contentOwnsScrolling: Bool
  var loadSettings = LoadSettings()
  var pages = 1

  /// Everything sent, in order.
  private(set) var sent: [NetworkRequest] = []
  private(set) var cancelled: [NetworkRequest] = []
  /// Banner heights applied, in order.
  private(set) var banners: [Double] = []
  /// Page numbers appended, in order.
  private(set) var appended: [Int] = []
  private(set) var resets = 0

  init(contentOwns: Bool, outerY: CGFloat = 0, contentY: CGFloat = 0, contentHeight: CGFloat = 3000) {
    contentOwnsScrolling = contentOwns
    outerSurface = FakeSurface("outer", y: outerY, contentHeight: 1049, height: 852)
    content = FakeSurface("content", y: contentY, contentHeight: contentHeight, height: 700)
  }

  // MARK: - NestedPage

  var outer: any ScrollSurface { outerSurface }
  var listCount: Int { 1 }
  func list(at index: Int) -> (any ScrollSurface)? { index == 0 ? content : nil }
  var currentIndex: Int { 0 }
  var currentListScrollProgress: CGFloat { 0 }
  var headerHeight: CGFloat { 300 }
  var pinSectionHeaderVerticalOffset: CGFloat { 103 }
  var isHeaderOnly: Bool { false }

  // MARK: - LoadingPage

  func loadedPages(ofList index: Int) -> Int { pages }

  func send(_ kind: LoadKind, forList list: Int, page: Int, tag: UInt64) -> NetworkRequest {
    let request = NetworkRequest(id: sent.count + 1, kind: kind, list: list, page: page, tag: tag, sentAtFrame: 0)
    sent.append(request)
    return request
  }

  func cancel(_ request: NetworkRequest) { cancelled.append(request) }
  func applyBannerHeight(_ height: Double, from response: NetworkResponse) { banners.append(height) }

  func appendPage(from response: NetworkResponse) {
    appended.append(response.request.page)
    pages += 1
  }

  func resetToFirstPage(from response: NetworkResponse) {
    resets += 1
    pages = 1
  }

  // MARK: - Helpers

  /// The latest request of `kind`.
  func last(_ kind: LoadKind) -> NetworkRequest? { sent.last { $0.kind == kind } }

  /// A successful answer to `request`.
  func success(_ request: NetworkRequest?, slotHeight: Double? = nil) -> NetworkResponse {
    NetworkResponse(request: request!, outcome: .success, slotHeight: slotHeight)
  }
}
