// The geometric and flag rules of the invariant catalogue (I1, I2, I3, I6, I7), each measured:
// how far off its top a list is, how far past `maxOffsetY` the outer is, how far a view moved
// beyond what its drivers moved it (Severity.swift).

import Foundation
import ScrollSim

extension InvariantChecker {
  // MARK: - I2

  func outerBeyondMax(_ world: PageWorld, maxOffsetY max: Double) -> Finding? {
    let y = world.outerView.position
    guard y > max + offsetTolerance else { return nil }
    return Finding(.outerWithinMax, view: .outer, direction: .forward, points: y - max, episode: EpisodeKey.outerObject) {
      "outer y \(fmt(y)) > maxOffsetY \(fmt(max))"
    }
  }

  // MARK: - I1

  /// List `index` while the header shows (`outerY` below `maxOffsetY`): off its top by more than the tolerance?
  func listOffTop(_ world: PageWorld, index: Int, outerY: Double, maxOffsetY max: Double) -> Finding? {
    guard let list = world.listView(at: index) else { return nil }
    let top = list.minPosition, y = list.position
    guard abs(y - top) > offsetTolerance else { return nil }
    return Finding(
      .headerVisibleListsAtTop, view: world.concernedView(ofList: index), direction: ViolationDirection(sign: y - top),
      points: y - top, episode: index
    ) {
      "header visible (outer y \(fmt(outerY)) < maxOffsetY \(fmt(max))) but list\(index) y \(fmt(y)) != top \(fmt(top))"
    }
  }

  // MARK: - I3

  /// Δ must be 0, or share the sign of its drivers' motion D with |Δ| ≤ |D| + ε: Δ must lie between 0 (a lock may
  /// absorb the drive) and D. Severity: how far Δ lies outside that interval, the jump beyond what the drivers
  /// explain (a lock that pulls a dragged view back a point scores 1 pt, a list wiped 800 pt under a 10 pt pull
  /// scores 790). The message says whether nothing drove it, it went against its drivers, or further than they took
  /// it.
  ///
  /// "Δ = 0" and "|Δ| ≤ |D|" are both judged within ε, the 0.5 pt tolerance plus one device pixel: a lock writes a target that may sit off the pixel grid
  /// (a 106.5 pt inset on a 3x screen), and the view rounds it, so a correct pin can overshoot by a fraction of a pixel.
  func jump(of view: SimScrollView, as concerned: ConcernedView, object: Int, epsilon: Double) -> Finding? {
    guard Self.jumped(view, epsilon: epsilon) else { return nil }
    let start = view.frameStartPosition, end = view.position
    let delta = end - start
    let driven = view.driverMotion
    // How it relates to its drivers goes in the message, not the signature (BugSignature.swift).
    let how = abs(driven) < 1e-9 ? "nothing drove it" : delta * driven < 0 ? "against its drivers" : "further than its drivers"
    let name = view.name
    return Finding(
      .noUnexplainedJump, view: concerned, direction: ViolationDirection(sign: delta),
      points: max(min(0, driven) - delta, delta - max(0, driven), 0), episode: object
    ) {
      "\(name) moved \(fmt(delta)) (from \(fmt(start)) to \(fmt(end))) but its drivers moved it \(fmt(driven)) (\(how))"
    }
  }

  /// Whether `view` moved in this frame by more than ε where its drivers do not explain it: `jump`'s rule, without
  /// building the finding (the per-frame test, inlined into `check`).
  @inline(__always)
  static func jumped(_ view: SimScrollView, epsilon: Double) -> Bool {
    let delta = view.position - view.frameStartPosition
    guard abs(delta) > epsilon else { return false }
    let driven = view.driverMotion
    return !(delta * driven > 0 && abs(delta) <= abs(driven) + epsilon)
  }

  // MARK: - I6

  func pagingGateProblem(_ facts: FrameFacts) -> Finding? {
    guard let began = facts.pagerBegan else { return nil }
    let vx = Double(began.velocity.x), vy = Double(began.velocity.y)
    if began.page == 0, vx > 0, abs(vx) > abs(vy) {
      return .decision(.pagingGates, view: .pager, direction: .backward, detail: "first-page-right-swipe") {
        "pager began a rightward swipe on the first page (velocity \(fmt(vx)), \(fmt(vy))): the back gesture should get it"
      }
    }
    if abs(vy) >= abs(vx) {
      return .decision(.pagingGates, view: .pager, detail: "vertical-pan") {
        "pager began a mostly vertical pan (velocity \(fmt(vx)), \(fmt(vy)))"
      }
    }
    return nil
  }

  // MARK: - I7

  /// Exactly the current list may have `scrollsToTop`. Severity: how far the current list sits from its top, the
  /// scroll a status-bar tap should bring back and, with the flags wrong, will not (or will do to another view).
  mutating func checkScrollsToTop(_ world: PageWorld, frame: Int, stepIndex: Int?) {
    let current = world.currentIndex
    var stranded: Double { world.listView(at: current).map { $0.position - $0.minPosition } ?? 0 }
    if world.outerView.scrollsToTop {
      record(
        Finding(.singleScrollsToTop, view: .outer, points: stranded, detail: "outer-flag", episode: EpisodeKey.outerObject) {
          "outer table has scrollsToTop on"
        },
        frame: frame, stepIndex: stepIndex)
    }
    for index in 0..<world.listCount {
      guard let list = world.listView(at: index) else { continue }
      let expected = index == current
      guard list.scrollsToTop != expected else { continue }
      let flag = list.scrollsToTop
      record(
        Finding(
          .singleScrollsToTop, view: world.concernedView(ofList: index), points: stranded,
          detail: expected ? "missing-flag" : "stale-flag", episode: index
        ) { "list\(index) scrollsToTop is \(flag) but current page is \(current)" },
        frame: frame, stepIndex: stepIndex)
    }
  }
}

/// Formats a number compactly for messages (at most 2 decimals).
func fmt(_ value: Double) -> String {
  guard value.isFinite else { return String(value) }
  let rounded = (value * 100).rounded() / 100
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
  return String(rounded)
}
