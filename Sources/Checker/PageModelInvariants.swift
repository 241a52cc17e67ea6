// I9-I11: what the page shows after a status-bar tap, how the header's scroll view shares
// pans with the page, and (opt-in) whether momentum carries across the boundary.

import Coordinators
import ScrollSim

extension InvariantChecker {
  // MARK: - I10

  /// A pan the header content took must be mostly horizontal, and while it runs no vertical view and not the pager
  /// may follow the finger (the header content's pan is the only one that should).
  func headerContentProblem(_ world: PageWorld) -> String? {
    if let pan = world.facts.headerContentPan, pan.taken, abs(Double(pan.velocity.y)) >= abs(Double(pan.velocity.x)) {
      return "the header content took a mostly vertical pan (velocity \(fmt(Double(pan.velocity.x))), "
        + "\(fmt(Double(pan.velocity.y)))): the page cannot scroll from there"
    }
    guard let finger = world.finger, case .headerContent = finger.recognition else { return nil }
    let epsilon = offsetTolerance + 1 / world.physics.pixelScale
    var moved: [String] = []
    world.forEachView { view in
      guard view !== world.headerContentView, abs(view.driverMotion) > epsilon, view.isDragging else { return }
      moved.append("\(view.name) by \(fmt(view.driverMotion))")
    }
    guard !moved.isEmpty else { return nil }
    return "a horizontal pan on the header content also dragged \(moved.joined(separator: ", "))"
  }

  // MARK: - I11

  /// A momentum handoff at least the claim's minimum speed must carry the threshold, with at most the claimed seam.
  func momentumProblem(_ sample: HandoffSample, claim: MomentumClaim) -> String? {
    guard sample.mode == .momentum, sample.givingSpeed >= claim.minimumSpeed else { return nil }
    guard sample.carried < claim.threshold || sample.seamFrames > claim.maxSeamFrames else { return nil }
    let (giver, receiver) = sample.direction == .outerToList ? ("outer", "list") : ("list", "outer")
    let what = sample.lost
      ? "the \(receiver) never continued it"
      : "the \(receiver) continued at \(fmt(sample.carried * 100))% of it after a seam of \(sample.seamFrames) frame\(sample.seamFrames == 1 ? "" : "s")"
    return "momentum \(sample.direction.rawValue) (flick from the \(sample.origin.rawValue)): the \(giver) reached the boundary at "
      + "\(fmt(sample.givingSpeed)) pt/s and \(what) (claim: \(fmt(claim.threshold * 100))%, seam <= \(claim.maxSeamFrames))"
  }
}

/// I9: after a status-bar tap that scrolled a list, once nothing moves the page must show its top.
///
/// Armed by a tap that scrolled (exactly one candidate, as UIKit requires) with no finger down; disarmed by anything
/// that legitimately changes what the page shows before it comes to rest: a touch, a tab switch, a layout step, an app
/// event (the app's own scroll), or another page becoming current. A tap while the pager rests between pages is not judged.
@MainActor
struct StatusBarTracker {
  private var armed = false
  private var tapFrame = 0
  private var tappedPage = 0

  /// Whether `observe` has anything to do in this frame: it is armed, or a tap that scrolled may arm it. Otherwise
  /// it can only disarm what is not armed and return `nil`; the checker tests this inline and skips the call.
  @inline(__always)
  func hasWork(_ world: PageWorld) -> Bool { armed || world.facts.statusBarScrolled == 1 }

  /// `facts`: `world.facts`, copied by the caller only on the rare frames with work.
  mutating func observe(_ world: PageWorld, facts: FrameFacts) -> String? {
    if facts.touchDown != nil || facts.tabSwitchRequested || facts.isLayoutFrame || facts.appEventPlayed
      || world.finger != nil
    {
      armed = false
    }
    // A tap while the pager rests between pages is not judged: two lists are on screen and UIKit scrolls only the
    // one with `scrollsToTop`, so the other may still hold the page (as `no-swallowed-gesture` exempts drags there).
    // Computed only on a tap's frame.
    var pagerOnAPage: Bool {
      pagerDistanceFromPage(world.pager.frameStartPosition, width: world.viewportWidth) <= offsetTolerance
    }
    if facts.statusBarScrolled == 1, world.finger == nil, pagerOnAPage {
      armed = true
      tapFrame = facts.frame
      tappedPage = facts.currentIndexAtStart  // the page current when the tap landed, before this frame's settling
    }
    guard armed, world.isSettled else { return nil }
    armed = false
    // A page that became current meanwhile (an animated tab switch landing) was not the page tapped for.
    guard world.currentIndex == tappedPage else { return nil }
    let outer = world.outerView
    if outer.position > outer.minPosition + offsetTolerance {
      return "a status-bar tap at frame \(tapFrame) came to rest with the header hidden: outer y \(fmt(outer.position)), "
        + "its top \(fmt(outer.minPosition))"
    }
    if let list = world.listView(at: world.currentIndex), abs(list.position - list.minPosition) > offsetTolerance {
      return "a status-bar tap at frame \(tapFrame) came to rest with list\(world.currentIndex) at y \(fmt(list.position)), "
        + "not its top \(fmt(list.minPosition))"
    }
    return nil
  }
}
