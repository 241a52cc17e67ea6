// UIGestureRecognizer: the state machine UIKit documents ("Implementing a custom gesture recognizer": possible →
// began → changed → ended / cancelled, or possible → failed; discrete ones possible → recognized), the touches a
// recognizer receives, and the subclass API (`touchesBegan` … `reset`), so a custom recognizer written for iOS runs.
//
// A recognizer that wants to begin asks the window's touch delivery (`UIWindow+Touches.swift`), which applies UIKit's
// arbitration: `gestureRecognizerShouldBegin` of the view and of the delegate, exclusivity unless a delegate allows
// simultaneous recognition, and failure requirements. Target-action pairs are stored but never called: Linux Swift
// has no Objective-C runtime to send a selector (docs/uikit.md); the simulation's own recognizers act directly.

/// `UIGestureRecognizer`.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static var recognized: State { .ended }
  }

  weak var _view: UIView?
  var _state: State = .possible
  /// Recognizers whose failure this one waits for (`require(toFail:)`).
  var requiredToFail: [UIGestureRecognizer] = []
  /// The touch delivery tracking this recognizer's touch, while one is down.
  weak var tracking: TouchTracking?
  /// The window location of the touch when it began, and now, for `location(in:)` and translations.
  var touchStart: CGPoint = .zero
  var touchLocation: CGPoint = .zero
  var hasTouch = false

  public init(target: Any?, action: Selector?) {
    super.init()
  }

  public convenience override init() { self.init(target: nil, action: nil) }

  /// The view the recognizer is attached to.
  open var view: UIView? { _view }

  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Disabling a recognizer while it recognizes cancels it (Apple: "Disabling a gesture recognizer … that's currently
  /// recognizing a gesture … transitions to a cancelled state").
  open var isEnabled: Bool = true {
    didSet {
      guard oldValue, !isEnabled else { return }
      if _state == .began || _state == .changed {
        state = .cancelled
      } else if _state == .possible, hasTouch {
        state = .failed
      }
    }
  }

  /// The current state. Subclasses set it (UIKit's `UIGestureRecognizerSubclass`); a move to `.began` (or a discrete
  /// recognition) goes through the window's arbitration, which may turn it into `.failed`.
  open var state: State {
    get { _state }
    set { transition(to: newValue) }
  }

  open var cancelsTouchesInView: Bool = true
  open var delaysTouchesBegan: Bool = false
  open var delaysTouchesEnded: Bool = true
  open var requiresExclusiveTouchType: Bool = true
  open var allowedTouchTypes: [NSNumber] = []
  open var name: String?

  open func addTarget(_ target: Any, action: Selector) {}
  open func removeTarget(_ target: Any?, action: Selector?) {}

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it may begin (Apple, `require(toFail:)`:
  /// it stays possible until the other fails, and fails itself if the other recognizes).
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    if !requiredToFail.contains(where: { $0 === otherGestureRecognizer }) { requiredToFail.append(otherGestureRecognizer) }
  }

  /// Where the touch is, in `view`'s coordinates (window coordinates for `nil`).
  open func location(in view: UIView?) -> CGPoint {
    view?.convert(touchLocation, from: nil) ?? touchLocation
  }

  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

  open var numberOfTouches: Int { hasTouch ? 1 : 0 }

  // MARK: - Subclass API (UIGestureRecognizerSubclass)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called when the recognizer returns to `.possible` after its touch ended.
  open func reset() {}

  open func ignore(_ touch: UITouch, for event: UIEvent) {}

  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  // MARK: - State machine

  /// Moves to `newState` as UIKit allows: a start (`.began`, or `.ended` straight from `.possible`) is arbitrated;
  /// an end stays; other changes apply as given.
  func transition(to newState: State) {
    let old = _state
    guard newState != old else {
      if newState == .changed { stateDidChange(from: old) }
      return
    }
    if old == .possible, newState == .began || newState == .ended, let tracking {
      switch tracking.decide(self, wanting: newState) {
      case .begin: break
      case .wait: return  // stays possible; the touch delivery asks again once what it waits for has decided
      case .fail:
        _state = .failed
        stateDidChange(from: old)
        tracking.recognizerFailed(self)
        return
      }
    }
    _state = newState
    stateDidChange(from: old)
    if newState == .failed { tracking?.recognizerFailed(self) }
  }

  /// Hook for the simulation's recognizers (a scroll view's pan acts on its own transitions).
  func stateDidChange(from old: State) {}

  /// The scroll view this recognizer drives, when it is a scroll view's own pan (wherever it is attached).
  package var drivenScrollView: UIScrollView? { nil }

  /// The touch the recognizer tracked is over: back to `.possible` (UIKit resets recognizers after the touch ends).
  func endTracking() {
    hasTouch = false
    tracking = nil
    if _state != .possible {
      _state = .possible
      reset()
    }
  }

  /// The recognizer's view changed (`addGestureRecognizer`).
  func moveTo(_ view: UIView) { _view = view }
}

/// `UIGestureRecognizerDelegate`: Objective-C optional methods become requirements with UIKit's default answers.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
