// A coordinator whose answers a test sets, recording every call the world makes.
//
// ScrollSim's tests must not depend on the shipped coordinators, so the world is driven by
// this stand-in: it never locks anything unless a test installs a hook.

import Foundation
import ScrollSim

/// A `NestedScrollCoordinator` with scripted answers and a call log.
final class ScriptedCoordinator: NestedScrollCoordinator {
  private(set) weak var page: (any NestedPage)?
  /// Answer to `shouldRecognizeSimultaneously(outerWith: .list)`; the pager is always refused.
  var recognizesWithLists = true
  /// Answer to `pagerShouldBegin`; by default mostly-horizontal pans only.
  var pagerGate: (CGPoint) -> Bool = { abs($0.x) > abs($0.y) }
  /// Runs inside `outerDidScroll` / `listDidScroll(at:)` so a test can write offsets back.
  var onOuterDidScroll: ((any NestedPage) -> Void)?
  var onListDidScroll: ((any NestedPage, Int) -> Void)?

  private(set) var loadedLists: [Int] = []
  private(set) var pageChanges: [Int] = []
  private(set) var reloads = 0
  private(set) var outerScrolls = 0
  private(set) var listScrolls: [Int] = []
  private(set) var pagerQuestions: [CGPoint] = []
  /// Every scroll callback in order: "outer" or "list<i>".
  private(set) var scrollLog: [String] = []
  /// Answer to `listPanCoversHeader`.
  var coversHeader = false
  /// Answer to `shouldRecognizeSimultaneously(outerWith: .headerContent)`.
  var recognizesWithHeaderContent = false
  /// Answer to `headerContentShouldBegin`; by default mostly-horizontal pans only (UIKit's own rule).
  var headerContentGate: (CGPoint) -> Bool = { abs($0.x) > abs($0.y) }
  private(set) var unloadedLists: [Int] = []
  private(set) var scrolledToTop: [Int] = []
  /// Inset callbacks in order: "outer" or "list<i>".
  private(set) var insetLog: [String] = []
  /// Load and unload callbacks in order: "load<i>" or "unload<i>".
  private(set) var lifecycleLog: [String] = []

  func attach(to page: any NestedPage) { self.page = page }
  func listDidLoad(at index: Int) {
    loadedLists.append(index)
    lifecycleLog.append("load\(index)")
  }
  func listWillUnload(at index: Int) {
    unloadedLists.append(index)
    lifecycleLog.append("unload\(index)")
  }
  func listDidScrollToTop(at index: Int) { scrolledToTop.append(index) }
  func listDidChangeAdjustedContentInset(at index: Int) { insetLog.append("list\(index)") }
  func outerDidChangeAdjustedContentInset() { insetLog.append("outer") }
  var listPanCoversHeader: Bool { coversHeader }
  func headerContentShouldBegin(velocity: CGPoint) -> Bool { headerContentGate(velocity) }
  func outerDidScroll() {
    outerScrolls += 1
    scrollLog.append("outer")
    if let page { onOuterDidScroll?(page) }
  }
  func listDidScroll(at index: Int) {
    listScrolls.append(index)
    scrollLog.append("list\(index)")
    if let page { onListDidScroll?(page, index) }
  }
  func currentPageDidChange(to index: Int) { pageChanges.append(index) }
  func pageDidReload() { reloads += 1 }
  func shouldRecognizeSimultaneously(outerWith candidate: PanCandidate) -> Bool {
    if case .list = candidate { return recognizesWithLists }
    if candidate == .headerContent { return recognizesWithHeaderContent }
    return false
  }
  func pagerShouldBegin(velocity: CGPoint) -> Bool {
    pagerQuestions.append(velocity)
    return pagerGate(velocity)
  }
}
