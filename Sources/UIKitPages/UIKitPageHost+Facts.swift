// What the simulated UIKit reports while a UIKit page runs, turned into the world's frame facts: the callbacks each
// scroll view makes (counted against the world's depth and per-frame limits, so a page's feedback loop is a verdict
// at a known frame, not a stack overflow), the writes page code makes (for the guided search), what the gesture system
// decided at the first movement (who recognized: the pager, the back gesture, the list and the outer), and the pager
// settling (the page becomes current).

import ScrollSim
import SimulatedUIKit

extension UIKitPageHost: UIKitSimulationHost {
  func scrollViewWillReportScroll(_ scrollView: UIScrollView) -> Bool {
    reportingSources.append(source(of: scrollView))
    let counted = world.beginScrollCallback()
    world.callbackSource = reportingSources.last ?? .none
    if counted { world.hostedCallbackWillRun(world.callbackSource) }
    return counted
  }

  func scrollViewDidReportScroll(_ scrollView: UIScrollView) {
    world.endScrollCallback()
    reportingSources.removeLast()
    world.callbackSource = reportingSources.last ?? .none
  }

  func scrollViewWillBeWrittenFromCode(_ scrollView: UIScrollView) {
    guard scrollView.motion === world.outerView || scrollView.motion === world.pager || listIndex(of: scrollView) != nil
    else { return }
    world.scrollViewWillBeWrittenFromCode(scrollView.motion)
  }

  func scrollViewFlagWillBeWritten(_ scrollView: UIScrollView, _ property: WrittenProperty) {
    guard scrollView.motion === world.outerView || scrollView.motion === world.pager || listIndex(of: scrollView) != nil
    else { return }
    world.flagWillBeWritten(scrollView.motion, property)
  }

  func gesturesDidBegin(_ began: [UIGestureRecognizer], touch: UITouch, velocity: CGPoint) {
    guard var finger = world.finger else { return }
    world.facts.panBegan = true
    finger.beganVelocity = velocity
    finger.pageAtBegin = world.currentIndex
    var pager = false, outer = false, back = false
    var list: Int?
    for recognizer in began {
      if recognizer === backGesture { back = true }
      guard let driven = recognizer.drivenScrollView else { continue }
      if driven === pagerScrollView { pager = true }
      if driven === outerScrollView { outer = true }
      if let index = listIndex(of: driven), list == nil { list = index }
    }
    if pager {
      finger.recognition = .pager
      world.facts.pagerBegan = (velocity, world.currentIndex)
    } else if back {
      finger.recognition = .backGesture
      world.facts.backGestureBegan = true
    } else if list != nil || outer {
      finger.recognition = .vertical(list: list, outer: outer)
      // UIKit's rule, not the page's decision: a list whose content could not scroll when the finger first moved
      // failed its pan, and keeps no part of this touch when content arrives.
      if list == nil, let landed = touchDownList, !landed.scrolls(along: .vertical) { finger.lostItsList = true }
    } else {
      finger.recognition = .none
    }
    world.finger = finger
  }

  func scrollViewDidSettle(_ scrollView: UIScrollView) {
    guard scrollView === pagerScrollView, page.currentPage == nil else { return }
    let shown = world.visiblePage
    if shown != world.currentIndex { world.currentIndex = shown }
  }

  func listIndex(of scrollView: UIScrollView) -> Int? {
    listScrollViews.firstIndex { $0 === scrollView }
  }

  /// The callback kind a scroll view's `scrollViewDidScroll` stands for in the search's write feedback.
  private func source(of scrollView: UIScrollView) -> CallbackSource {
    if scrollView === outerScrollView { return .outerDidScroll }
    if listIndex(of: scrollView) != nil { return .listDidScroll }
    if scrollView === pagerScrollView { return .pagerDidScroll }
    return .none
  }
}
