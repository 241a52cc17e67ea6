// The one finger the simulation has, as UIKit describes a touch and the event that carries it.

/// `UITouch`: the simulated finger.
@MainActor
open class UITouch: NSObject {
  /// `UITouch.Phase`.
  public enum Phase: Int, Sendable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
    /// A pointer entered the view (no finger down).
    case regionEntered
    /// A pointer moved within the view (no finger down).
    case regionMoved
    /// A pointer left the view (no finger down).
    case regionExited
  }

  /// `UITouch.TouchType`.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct
    /// A touch not on the screen (a remote's touch surface).
    case indirect
    /// An Apple Pencil.
    case pencil
    /// A pointer: a trackpad or a mouse.
    case indirectPointer
  }

  /// Where the touch is in its life.
  public internal(set) var phase: Phase = .began
  /// When the touch last changed, on the simulated clock, in seconds.
  public internal(set) var timestamp: TimeInterval = 0
  /// How many times the finger tapped in a row: always 1 in the simulation.
  public internal(set) var tapCount: Int = 1
  /// The kind of touch: always `.direct` (a finger) in the simulation.
  public var type: TouchType { .direct }
  /// The view the touch began in: the hit view.
  public internal(set) weak var view: UIView?
  /// The window the touch began in.
  public internal(set) weak var window: UIWindow?
  /// The recognizers that receive the touch.
  public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
  /// The finger in window coordinates.
  var windowLocation: CGPoint = .zero
  var previousWindowLocation: CGPoint = .zero

  /// A touch that has not begun anywhere yet.
  public override init() { super.init() }

  /// The touch's location in `view`'s coordinates (window coordinates for `nil`).
  public func location(in view: UIView?) -> CGPoint {
    view?.convert(windowLocation, from: nil) ?? windowLocation
  }

  /// The touch's location before its last move, in `view`'s coordinates (window coordinates for `nil`).
  public func previousLocation(in view: UIView?) -> CGPoint {
    view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
  }
}

/// `UIEvent`: the touch event being delivered.
@MainActor
open class UIEvent: NSObject {
  /// `UIEvent.EventType`.
  public enum EventType: Int, Sendable {
    /// Touches on the screen.
    case touches
    /// Device motion, such as a shake.
    case motion
    /// Remote-control commands, such as from headphones.
    case remoteControl
    /// Presses of physical buttons.
    case presses
    /// Scrolls from a trackpad or mouse wheel.
    case scroll
    /// A pointer hovering over a view.
    case hover
    /// A trackpad gesture that transforms, such as a pinch.
    case transform
  }

  /// The kind of event: always `.touches` in the simulation.
  public var type: EventType { .touches }
  /// When the event happened, on the simulated clock, in seconds.
  public internal(set) var timestamp: TimeInterval = 0
  var touches: Set<UITouch> = []

  /// An event carrying no touches yet.
  public override init() { super.init() }

  /// All the event's touches: the one finger, while it is down.
  public var allTouches: Set<UITouch>? { touches }
  /// The event's touches that began in `view`.
  public func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
  /// The event's touches that began in `window`.
  public func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
}
