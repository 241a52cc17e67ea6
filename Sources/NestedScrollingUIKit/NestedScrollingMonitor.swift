// A debug-build check of the running page: after each scroll callback the container forwards (once the outermost one
// has returned, so a coordinator's own writes inside it are done), the monitor evaluates the cheap per-frame rules
// NestedCheck checks in the simulation on the app's real views, and reports a break with the offsets it saw. It
// reaches what no simulation has: the app's real data, real devices, real UIKit. In release builds it compiles to
// nothing; it never traps.

#if canImport(UIKit)
public import UIKit
#else
public import SimulatedUIKit
#endif

/// Watches a `NestedScrollingView` in debug builds and reports broken rules (`NestedScrollingView.monitor`).
@MainActor
public final class NestedScrollingMonitor {
  /// One broken rule, as seen at the end of a scroll callback.
  public struct Break: CustomStringConvertible, Sendable {
    /// The rule's name in NestedCheck's invariant catalogue (`outer-within-max`, `header-visible-lists-at-top`).
    public var rule: String
    /// What broke, in words, with the views' offsets.
    public var detail: String
    public var description: String { "NestedScrolling monitor: \(rule): \(detail)" }
  }

  /// Where breaks go. Default: printed (the debugger console, or the device log through Xcode).
  public var report: (Break) -> Void = { print($0) }
  /// Points of slack, so sub-pixel rounding is not reported: one device pixel on a 1× screen.
  public var tolerance: CGFloat = 1
  /// Breaks reported so far.
  public private(set) var breaks: [Break] = []
  /// The rules broken at the last check: a rule is reported when it breaks, not again until it has held once.
  private var broken: Set<String> = []

  /// A monitor that prints each break; assign it to `NestedScrollingView.monitor` in a debug build.
  public init() {}

  /// Checks `view`'s rules; the container calls it after its outermost scroll callback returns.
  func check(_ view: NestedScrollingView) {
    #if DEBUG
    let outer = view.outerTable
    let maxOffsetY = max(view.headerHeight - view.pinSectionHeaderVerticalOffset, -outer.adjustedContentInset.top)
    let outerY = outer.contentOffset.y
    var now: [String: String] = [:]
    if outerY > maxOffsetY + tolerance {
      now["outer-within-max"] = "the outer is at \(points(outerY)), past maxOffsetY \(points(maxOffsetY))"
    }
    if outerY < maxOffsetY - tolerance {
      for index in 0..<view.listCount {
        guard let list = view.listScrollView(at: index) else { continue }
        let top = -list.adjustedContentInset.top
        if list.contentOffset.y > top + tolerance {
          now["header-visible-lists-at-top"] = "list \(index) is at \(points(list.contentOffset.y)), not its top "
            + "\(points(top)), while the header shows (outer \(points(outerY)) < maxOffsetY \(points(maxOffsetY)))"
          break
        }
      }
    }
    for (rule, detail) in now.sorted(by: { $0.key < $1.key }) where !broken.contains(rule) {
      let found = Break(rule: rule, detail: detail)
      breaks.append(found)
      report(found)
    }
    broken = Set(now.keys)
    #endif
  }

  private func points(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }
}
