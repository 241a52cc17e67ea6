// Frame-by-frame trace of a run, for `nestedcheck replay --trace`, the SVG timeline and the HTML report.
//
// Recorded only when a run asks for it (`RunOptions.recordTrace`): the fuzz hot path never builds a row.

import Foundation
import ScrollSim

/// One frame of a recorded run.
public struct TraceRow: Hashable, Sendable, Codable {
  /// The frame's number, from 0.
  public var frame: Int
  /// Index of the step, or `nil` while settling after the last step.
  public var stepIndex: Int?
  /// The step's description on its first frame, empty on the others.
  public var stepLabel: String
  /// The outer table's offset.
  public var outerY: Double
  /// Each list's y, `nil` while not created.
  public var listYs: [Double?]
  /// The page the container treats as current.
  public var currentIndex: Int
  /// The pager's horizontal offset.
  public var pagerX: Double
  /// The outer offset at which the bar pins (header height minus pin offset, floored at the outer's top).
  public var maxOffsetY: Double
  /// Views whose offset changed, each tagged: `=` moved exactly as its drivers did, `~` written by code (coordinator or page);
  /// then, on a page with loads, what the loads did in the frame, in brackets.
  public var moved: String
  /// The same changes as `moved`, one per view, for reports that mark written motion apart from driven motion.
  public var motions: [TraceMotion] = []
  /// The finger on the screen at the end of the frame, if any.
  public var finger: TraceFinger? = nil
  /// Where a touch that went down in this frame landed (also set when it reached no scroll view, e.g. the navigation bar).
  public var touchDown: String? = nil
  /// The page's layout at the end of the frame: what a picture of the page needs to be drawn to scale.
  public var page: TracePage = TracePage()
  /// Signatures first seen in this frame, each with its severity (`no-unexplained-jump/outer/… 79 pt (severe)`).
  public var violations: [String] = []
}

/// One view's offset change over a frame.
public struct TraceMotion: Hashable, Sendable, Codable {
  /// `outer`, `pager` or `list<i>`.
  public var view: String
  /// How far the offset changed, in points.
  public var delta: Double
  /// `true` when the change equals what the view's own drivers (finger, momentum, bounce, animation) produced;
  /// `false` when code wrote it (the coordinator, or the page laying out).
  public var driven: Bool
}

/// The finger at the end of a frame.
public struct TraceFinger: Hashable, Sendable, Codable {
  /// Viewport points from the top-left.
  public var x: Double
  /// Viewport points from the top.
  public var y: Double
  /// The region hit-testing gave the touch when it went down: `header`, `pinBar`, `list<i>`, `tableBackground`.
  public var hit: String
  /// The views the pan drives once recognized (`list1`, `outer`; `pager`; `backGesture`), `nil` before it moved.
  public var pan: [String]?
}

/// The page's geometry in points, as the world laid it out (it changes with resizes, safe-area changes, reloads).
public struct TracePage: Hashable, Sendable, Codable {
  /// The viewport's width.
  public var viewportWidth: Double = 0
  /// The viewport's height.
  public var viewportHeight: Double = 0
  /// The top safe-area inset.
  public var safeAreaTop: Double = 0
  /// The bottom safe-area inset.
  public var safeAreaBottom: Double = 0
  /// The header's height.
  public var headerHeight: Double = 0
  /// The category bar's height.
  public var pinBarHeight: Double = 0
  /// Where the pin bar pins (the fixed pin offset or the safe-area top).
  public var pinOffset: Double = 0
  /// Height of the cell holding the pager (the lists' frame height).
  public var cellHeight: Double = 0
  /// Whether the page is header-only (no lists).
  public var headerOnly: Bool = false
  /// Each page's list: content height and adjusted insets (the list's own, or its spec's before it is created).
  public var lists: [TraceListShape] = []

  /// A page of zero size.
  public init() {}
}

/// A list's content and insets.
public struct TraceListShape: Hashable, Sendable, Codable {
  /// The list's content height.
  public var contentHeight: Double
  /// Its adjusted top inset.
  public var insetTop: Double
  /// Its adjusted bottom inset.
  public var insetBottom: Double
}

extension TraceRow {
  @MainActor init(world: PageWorld, step: Step?, stepIndex: Int?) {
    let facts = world.facts
    frame = facts.frame
    self.stepIndex = stepIndex
    stepLabel = facts.frameInStep == 0 ? (step?.description ?? "") : ""
    outerY = world.outerView.position
    listYs = world.lists.map { $0?.position }
    currentIndex = world.currentIndex
    pagerX = world.pager.position
    maxOffsetY = world.maxOffsetY
    var parts: [String] = []
    var motions: [TraceMotion] = []
    world.forEachView { view in
      let delta = view.position - view.frameStartPosition
      guard delta != 0 else { return }
      let exact = abs(delta - view.driverMotion) < 0.001
      parts.append("\(view.name)\(exact ? "=" : "~")\(fmt(delta))")
      motions.append(TraceMotion(view: view.name, delta: delta, driven: exact))
    }
    let events = world.loadEvents
    if !events.isEmpty {
      parts.append("[" + events.map(\.description).joined(separator: "; ") + "]")
    }
    moved = parts.joined(separator: " ")
    self.motions = motions
    finger = world.finger.map(TraceFinger.init)
    touchDown = facts.touchDown.map(TraceFinger.name)
    page = TracePage(world: world)
  }
}

extension TraceFinger {
  @MainActor init(_ finger: Finger) {
    x = finger.x
    y = finger.y
    hit = Self.name(finger.region)
    switch finger.recognition {
    case .pending: pan = nil
    case .vertical(let list, let outer): pan = (list.map { ["list\($0)"] } ?? []) + (outer ? ["outer"] : [])
    case .pager: pan = ["pager"]
    case .headerContent(let outer): pan = ["headerContent"] + (outer ? ["outer"] : [])
    case .backGesture: pan = ["backGesture"]
    case .none: pan = []
    }
  }

  static func name(_ region: TouchRegion) -> String {
    switch region {
    case .navigationBar: "navigationBar"
    case .header: "header"
    case .pinBar: "pinBar"
    case .list(let index): "list\(index)"
    case .tableBackground: "tableBackground"
    case .headerContent: "headerContent"
    case .outside: "outside"
    }
  }
}

extension TracePage {
  @MainActor init(world: PageWorld) {
    let config = world.config
    viewportWidth = config.viewportWidth
    viewportHeight = config.viewportHeight
    safeAreaTop = config.safeAreaTop
    safeAreaBottom = config.safeAreaBottom
    headerHeight = config.headerHeight
    pinBarHeight = config.pinBarHeight
    pinOffset = config.effectivePinOffset
    cellHeight = world.cellHeight
    headerOnly = config.headerOnly
    lists = (0..<config.listCount).map { index in
      if let list = world.listView(at: index) {
        let inset = list.adjustedContentInset
        return TraceListShape(
          contentHeight: Double(list.contentSize.height), insetTop: Double(inset.top), insetBottom: Double(inset.bottom))
      }
      let spec = config.list(index)
      return TraceListShape(
        contentHeight: config.headerOnly ? config.headerOnlyContentHeight : spec.contentHeight, insetTop: spec.topInset,
        insetBottom: spec.bottomInset + config.safeAreaBottom)
    }
  }
}

/// Renders a trace as a compact fixed-width table.
public enum TraceTable {
  /// The frame-by-frame table `replay --trace` prints.
  public static func render(_ rows: [TraceRow], listCount: Int) -> String {
    var lines: [String] = []
    var header = "frame  step  outer.y  "
    for index in 0..<listCount { header += "list\(index).y".leftPadded(9) + " " }
    header += "page pager.x  moved (= by its drivers, ~ written)   step"
    lines.append(header)
    for row in rows {
      var line = String(row.frame).leftPadded(5) + " " + (row.stepIndex.map(String.init) ?? "-").leftPadded(5) + " "
      line += fmt(row.outerY).leftPadded(8) + "  "
      for index in 0..<listCount {
        let value = index < row.listYs.count ? row.listYs[index].map(fmt) ?? "-" : "-"
        line += value.leftPadded(9) + " "
      }
      line += String(row.currentIndex).leftPadded(4) + " " + fmt(row.pagerX).leftPadded(7) + "  "
      // Pad short columns, never cut long ones: a frame's load events can be long and every word matters.
      line += (row.moved.count < 38 ? row.moved.padding(toLength: 38, withPad: " ", startingAt: 0) : row.moved)
      line += " " + row.stepLabel
      lines.append(line)
      for violation in row.violations { lines.append("      ! \(violation)") }
    }
    return lines.joined(separator: "\n")
  }
}
