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
    /// Not yet recognized: the state a recognizer starts in and returns to after its touch.
    case possible
    /// A continuous gesture was recognized and has begun.
    case began
    /// A continuous gesture moved on.
    case changed
    /// The gesture ended (for a discrete gesture, it was recognized).
    case ended
    /// The gesture was cancelled, as by disabling the recognizer.
    case cancelled
    /// The touch was not this gesture.
    case failed
    /// A discrete gesture was recognized: the same state as `.ended`.
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

  /// A recognizer that would send `action` to `target`.
  /// The pair is not stored: Linux Swift has no runtime to send a selector.
  public init(target: Any?, action: Selector?) {
    super.init()
  }

  public convenience override init() { self.init(target: nil, action: nil) }

  /// The view the recognizer is attached to.
  open var view: UIView? { _view }

  /// The object asked whether the recognizer may begin, receive a touch, run with others, or wait for others.
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

  /// Whether recognizing cancels the touch in the hit view (`touchesCancelled`); true by default.
  open var cancelsTouchesInView: Bool = true
  /// Whether the hit view's `touchesBegan` waits until the recognizer fails.
  /// Stored only: the simulation delivers touches at once.
  open var delaysTouchesBegan: Bool = false
  /// Whether the hit view's `touchesEnded` waits until the recognizer decides.
  /// Stored only: the simulation delivers touches at once.
  open var delaysTouchesEnded: Bool = true
  /// Whether the recognizer takes only one kind of touch at a time.
  /// Stored only: there is one finger.
  open var requiresExclusiveTouchType: Bool = true
  /// The kinds of touch the recognizer takes, as `UITouch.TouchType` raw values.
  /// Stored only: every simulated touch is direct.
  open var allowedTouchTypes: [NSNumber] = []
  /// A name for the recognizer, for debugging.
  open var name: String?

  /// Adds a target-action pair to send when the state changes.
  /// Inert in the simulation: Linux Swift has no runtime to send a selector (docs/uikit.md).
  open func addTarget(_ target: Any, action: Selector) {}
  /// Removes a target-action pair.
  /// Inert in the simulation: no pair is stored.
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

  /// Where one of the recognizer's touches is, in `view`'s coordinates: the one finger's location.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

  /// How many touches the recognizer is tracking: one or none.
  open var numberOfTouches: Int { hasTouch ? 1 : 0 }

  // MARK: - Subclass API (UIGestureRecognizerSubclass)

  /// Subclass override point: a finger touched down in the view or one below it.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Subclass override point: the finger moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Subclass override point: the finger lifted.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Subclass override point: the touch was cancelled.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called when the recognizer returns to `.possible` after its touch ended.
  open func reset() {}

  /// Subclass override point: stops receiving `touch`.
  /// Inert in the simulation: the one touch is delivered to the end.
  open func ignore(_ touch: UITouch, for event: UIEvent) {}

  /// Subclass override point: whether recognizing here may make `preventedGestureRecognizer` fail; true by default.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Subclass override point: whether `preventingGestureRecognizer` recognizing may make this one fail; true by
  /// default.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Subclass override point: whether this recognizer must wait for the other to fail; false by default.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  /// Subclass override point: whether the other recognizer must wait for this one to fail; false by default.
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
  /// Whether the recognizer may leave `.possible` and begin; true by default.
  /// The recognizer's view is asked too: both must agree (knob `delegateAskedBeforeView` sets who is asked first).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the recognizer may run at the same time as `otherGestureRecognizer`; false by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer must wait for `otherGestureRecognizer` to fail; false by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer` must wait for this recognizer to fail; false by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer gets `touch` at all; true by default.
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
