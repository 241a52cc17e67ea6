// Which coordinator callback wrote which view, frame by frame: the cheap "branch coverage" of the code under
// test that a guided search (`nestedcheck fuzz --guided`) keeps cases for. A coordinator's decisions show
// only through what it writes, so the simulation records, for each offset the app writes, the callback
// that was running and the kind of view written. One bit per pair, reset every frame (`FrameFacts.codeWrites`).

/// The coordinator (or load) callback the world is delivering when the app writes an offset. At most eight kinds:
/// `FrameFacts.codeWriteBit` gives each four bits of a 32-bit word, one per kind of view written.
public enum CallbackSource: UInt32, CaseIterable, Sendable {
  /// No callback: the world's own set-up, or a write made from a step (a tab tap's pager move).
  case none = 0
  /// `outerDidScroll()`: the outer table's scroll callback.
  case outerDidScroll
  /// `listDidScroll(at:)`: a list's scroll callback.
  case listDidScroll
  /// `currentPageDidChange(to:)`: the pager settled on another page.
  case currentPageDidChange
  /// `pageDidReload()`: a reload, a resize or a safe-area change.
  case pageDidReload
  /// `listDidLoad(at:)`: a list was created.
  case listDidLoad
  /// The page's load logic (a response applied, a refresh fired).
  case loads
  /// `pagerDidScroll()`: a hosted UIKit page's pager reported a scroll to its delegate. The coordinator protocol has no
  /// such callback (a coordinator hears the pager only when it settles, `currentPageDidChange(to:)`), but a UIKit
  /// container's pager delegate is the container's code: it loads the neighbouring page's list there, and sets up
  /// (or forgets to set up) that list's flags and offset.
  case pagerDidScroll
}

/// The kind of view an app write lands on.
public enum WrittenView: UInt32, CaseIterable, Sendable {
  /// The outer table.
  case outer = 0
  /// The horizontal pager.
  case pager
  /// The list of the current page.
  case currentList
  /// A list of another page.
  case otherList
}

extension FrameFacts {
  /// The bit of `codeWrites` for a write to `view` made while `source` runs.
  @inline(__always)
  public static func codeWriteBit(_ source: CallbackSource, _ view: WrittenView) -> UInt32 {
    1 << (source.rawValue &* 4 &+ view.rawValue)
  }
}

extension PageWorld {
  /// Runs `body` (a coordinator or load callback) with `source` recorded as the writer of any offset it sets.
  @inline(__always)
  func delivering(_ source: CallbackSource, _ body: () -> Void) {
    let outer = callbackSource
    callbackSource = source
    if probeArmed { tellProbe(callback: source) }
    body()
    callbackSource = outer
  }

  /// A view is about to take an offset written by the app: records who wrote it in this frame's facts.
  public func scrollViewWillBeWrittenFromCode(_ scrollView: SimScrollView) {
    let view: WrittenView
    if scrollView === outerView {
      view = .outer
    } else if scrollView === pager {
      view = .pager
    } else {
      view = listView(at: currentIndex) === scrollView ? .currentList : .otherList
    }
    _facts.codeWrites |= FrameFacts.codeWriteBit(callbackSource, view)
    if probeArmed { tellProbe(write: scrollView, .offset) }
  }

  // The probe's calls, out of line: inlined, the existential call and its arguments made every write and every
  // delivery save and restore registers it does not otherwise need, about 17 instructions a write with no probe set
  // (callgrind, `nestedcheck-bench workload scripted 200`).

  /// Tells the probe of a write of the code under test (only called with `probeArmed`).
  @inline(never)
  func tellProbe(write view: SimScrollView, _ property: WrittenProperty) {
    activityProbe?.codeWillWrite(view, property, source: callbackSource, in: self)
  }

  /// Tells the probe of a load action about to change the page (only called with `probeArmed`).
  @inline(never)
  func tellProbe(loadAction action: String, list: Int?, request: NetworkRequest?) {
    activityProbe?.loadActionWillRun(action, list: list, request: request, source: callbackSource, in: self)
  }

  /// Tells the probe of a callback about to be delivered (only called with `probeArmed`).
  @inline(never)
  func tellProbe(callback source: CallbackSource) {
    activityProbe?.callbackWillRun(source.callbackName, in: self)
  }
}

extension SimScrollView {
  /// What moves the view, as a small number for search feedback: 0 at rest, 1 dragged, 2 decelerating,
  /// 3 bouncing, 4 snapping to a page, 5 animating.
  @inlinable public var motionCode: UInt64 { UInt64(_phase.rawValue) }

  /// How far the running `setContentOffset(_:animated: true)` or scroll-to-top carries the view, from where it
  /// started to where it ends (points, both axes); 0 with no animation. A search reads a pager's jump in pages from it.
  public var animationDistance: Double {
    guard case .animating(let animation) = motion else { return 0 }
    return Double(abs(animation.to.x - animation.from.x) + abs(animation.to.y - animation.from.y))
  }
}
