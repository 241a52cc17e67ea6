// What happened during one frame, beyond the offsets: the facts invariants and
// coverage counters need and cannot recover from the state alone.

import Foundation

/// Where a touch landed, by hit-testing the page at touch-down.
public enum TouchRegion: Hashable, Sendable {
  /// Above the pin offset: the navigation bar takes it; nothing scrolls.
  case navigationBar
  /// The header (or the table background above it while bouncing).
  case header
  /// The pin bar (the pinned section header).
  case pinBar
  /// The list page at this index inside the pager (in header-only mode, the article view).
  case list(Int)
  /// The table below its content.
  case tableBackground
  /// The horizontal scroll view inside the header (world setting `headerContent`).
  case headerContent
  /// Outside the viewport: no view receives it.
  case outside
}

/// Who took a pan when it began.
public enum PanRecognition: Equatable, Sendable {
  /// No movement yet.
  case pending
  /// The vertical layers: the list at this index (if any) and, if it agreed, the outer table.
  case vertical(list: Int?, outer: Bool)
  /// The horizontal pager.
  case pager
  /// The header content's own horizontal pan; `outer`: the outer table recognized with it.
  case headerContent(outer: Bool)
  /// The navigation controller's interactive-pop gesture (the pager declined a rightward swipe).
  case backGesture
  /// Nothing recognized it.
  case none
}

/// The finger currently on the screen.
public struct Finger: Equatable, Sendable {
  /// The finger's position, viewport points from the left.
  public var x: Double
  /// The finger's position, viewport points from the top.
  public var y: Double
  /// The region hit-testing gave the touch when it went down.
  public var region: TouchRegion
  /// Which views the pan drives, once it is recognized.
  public var recognition: PanRecognition = .pending
  /// The finger velocity (pt/s) when the pan began; `nil` before.
  public var beganVelocity: CGPoint? = nil
  /// The current page when the pan began.
  public var pageAtBegin: Int = 0
  /// The list whose pan the touch also reached outside the list (the coordinator's `listPanCoversHeader`).
  public var coveredList: Int? = nil
  /// The list the finger landed on lost the touch, or never had it (a hosted UIKit page: its view left the window while
  /// the finger stayed down, or its content gave its pan nothing to scroll at the first movement; the touch goes on for
  /// the other views, and a list made meanwhile does not join it, as on device). The page world cancels a touch whose
  /// list is destroyed instead, and begins every list's pan, so it never sets this.
  public var lostItsList = false

  /// A finger that went down at (`x`, `y`) on `region` while page `pageAtBegin` was current.
  public init(x: Double, y: Double, region: TouchRegion, pageAtBegin: Int) {
    self.x = x
    self.y = y
    self.region = region
    self.pageAtBegin = pageAtBegin
  }
}

/// Which bound stopped a feedback loop: callbacks nested too deep (a ping-pong), or too many in one frame
/// (a fan-out: each callback writing several offsets, so the calls multiply at every level).
public enum FeedbackLoopCut: String, Hashable, Sendable {
  /// Callbacks nested deeper than the depth limit.
  case depth
  /// More callbacks in one frame than the per-frame limit.
  case breadth
}

/// Facts about the frame just run, reset at the start of every frame.
public struct FrameFacts: Sendable {
  /// Index of the frame (0-based, counting from the first step).
  public var frame: Int = 0
  /// Index of the step this frame belongs to.
  public var stepIndex: Int = 0
  /// Frame number within the step.
  public var frameInStep: Int = 0
  /// Whether this is the step's last frame.
  public var isLastFrameOfStep: Bool = true
  /// The page that was current when the frame began.
  public var currentIndexAtStart: Int = 0
  /// The page nearest the pager's position when the frame began: the one mostly on screen.
  public var visiblePageAtStart: Int = 0
  /// The frame ran a layout step (reload, resize, safe area, content change): motion rules do not apply.
  public var isLayoutFrame: Bool = false
  /// The finger's movement applied in this frame.
  public var fingerDelta: CGPoint = .zero
  /// A pan began in this frame.
  public var panBegan: Bool = false
  /// The pager began a pan in this frame, with this finger velocity, on this page.
  public var pagerBegan: (velocity: CGPoint, page: Int)? = nil
  /// The back gesture received a pan in this frame.
  public var backGestureBegan: Bool = false
  /// A pan began on the header content in this frame, with this finger velocity; `taken`: its own pan began.
  public var headerContentPan: (velocity: CGPoint, taken: Bool)? = nil
  /// Lists were destroyed in this frame (`reloadPager`, `unloadDistantLists`): how many.
  public var listsUnloaded: Int = 0
  /// The pager was reloaded in this frame (`reloadPager`).
  public var pagerReloaded: Bool = false
  /// A view's content inset changed in this frame (a step, or the refresh spinner).
  public var insetChanged: Bool = false
  /// A touch went down in this frame.
  public var touchDown: TouchRegion? = nil
  /// The finger lifted in this frame, with this release velocity.
  public var lift: CGPoint? = nil
  /// A tab switch was requested in this frame.
  public var tabSwitchRequested: Bool = false
  /// A declared app event's action ran in this frame (the step, `.app(name:arguments:)`, names it).
  public var appEventPlayed: Bool = false
  /// A status-bar tap scrolled this many views (0 or 1) in this frame; `nil` when there was no tap.
  public var statusBarScrolled: Int? = nil
  /// Callback re-entrancy exceeded the world's limit during this frame.
  public var feedbackLoop: Bool = false
  /// Deepest callback re-entrancy seen during this frame.
  public var maxCallbackDepth: Int = 0
  /// `scrollViewDidScroll` calls made during this frame (delivered or cut).
  public var callbacks: Int = 0
  /// Which bound cut the loop, when `feedbackLoop` is set: `breadth` once the frame ran out of calls, else `depth`.
  public var feedbackLoopCut: FeedbackLoopCut = .depth
  /// Which callbacks wrote which views in this frame (`FrameFacts.codeWriteBit`): search feedback, never judged.
  public var codeWrites: UInt32 = 0

  /// The facts of a frame in which nothing happened.
  public init() {}
}
