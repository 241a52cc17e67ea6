// The one finger the simulation has, as UIKit describes a touch and the event that carries it.

/// `UITouch`: the simulated finger.
@MainActor
open class UITouch: NSObject {
  /// `UITouch.Phase`.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }

  /// `UITouch.TouchType`.
  public enum TouchType: Int, Sendable {
    case direct, indirect, pencil, indirectPointer
  }

  public internal(set) var phase: Phase = .began
  public internal(set) var timestamp: TimeInterval = 0
  public internal(set) var tapCount: Int = 1
  public var type: TouchType { .direct }
  public internal(set) weak var view: UIView?
  public internal(set) weak var window: UIWindow?
  public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
  /// The finger in window coordinates.
  var windowLocation: CGPoint = .zero
  var previousWindowLocation: CGPoint = .zero

  public override init() { super.init() }

  /// The touch's location in `view`'s coordinates (window coordinates for `nil`).
  public func location(in view: UIView?) -> CGPoint {
    view?.convert(windowLocation, from: nil) ?? windowLocation
  }

  public func previousLocation(in view: UIView?) -> CGPoint {
    view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
  }
}

/// `UIEvent`: the touch event being delivered.
@MainActor
open class UIEvent: NSObject {
  /// `UIEvent.EventType`.
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll, hover, transform
  }

  public var type: EventType { .touches }
  public internal(set) var timestamp: TimeInterval = 0
  var touches: Set<UITouch> = []

  public override init() { super.init() }

  public var allTouches: Set<UITouch>? { touches }
  public func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
  public func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
}
