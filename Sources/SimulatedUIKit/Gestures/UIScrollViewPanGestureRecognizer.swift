// A scroll view's own pan (UIKit's private `UIScrollViewPanGestureRecognizer`): it drives the scroll view it belongs
// to, even when moved onto another view to widen where it listens (WWDC 2014 session 235, "Advanced Scrollviews and
// Touch Handling Techniques"), and holds the direction rules that live in the recognizer, not in
// `gestureRecognizerShouldBegin`: on device a pager whose `gestureRecognizerShouldBegin` override returns `true`
// without calling `super` still does not page on a vertical swipe (JXPagingView's list container does exactly that).
//
// The rule: on the first movement, a pan whose scroll view scrolls along the movement's dominant axis wants to begin;
// one whose scroll view cannot scroll that way decides after every other recognizer of the touch: it fails if an
// enclosing scroll view's pan along that axis began (Apple, "Nesting Scroll Views": cross-directional nesting routes
// each direction to the scroll view that scrolls that way, with no code), or if a recognizer that began will not
// recognize with it (a full-width back gesture takes a rightward swipe from a vertical table); else it begins and
// scrolls by the movement's other component (knob `crossAxisPanDefersToEnclosing`). Touching the content stops its
// deceleration (Apple HIG, "Scroll views").

internal import ScrollSim

/// The pan recognizer of a `UIScrollView`.
@MainActor
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  unowned let scrollView: UIScrollView
  /// The finger position already applied to the content.
  private var appliedLocation: CGPoint = .zero
  /// The dominant axis of the movement that began the pan.
  private(set) var beganAxis: ScrollAxis = .vertical

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
    super.init(target: nil, action: nil)
  }

  override package var drivenScrollView: UIScrollView? { scrollView }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    lostTouchToRemoval = false
    scrollView.motion.touchBegan()
  }

  /// Whether the touch this pan last tracked was taken from it because its scroll view left the window.
  private(set) var lostTouchToRemoval = false

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else {
      super.touchesMoved(touches, with: event)
      return
    }
    let dx = touchLocation.x - touchStart.x, dy = touchLocation.y - touchStart.y
    guard dx != 0 || dy != 0 else { return }
    let axis: ScrollAxis = isMostlyHorizontal(dx: dx, dy: dy) ? .horizontal : .vertical
    beganAxis = axis
    if !scrollView.scrolls(along: axis), UIKitSimulation.current.uikitKnobs.crossAxisPanDefersToEnclosing, let tracking {
      tracking.deferBegin(self, axis: axis)
      return
    }
    state = .began
  }

  /// The finger leaves content it never panned: an overscrolled view springs back, a pager re-centres, and the view is
  /// no longer tracking (a pan that failed is released by the touch delivery the same way).
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { scrollView.motion.touchEnded() }
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { scrollView.motion.touchEnded() }
    super.touchesCancelled(touches, with: event)
  }

  /// While the touch delivery holds samples, the pan's actions wait, so two simultaneous pans apply a finger sample in
  /// the knob `panOrder`'s order rather than in the order they were asked (`TouchTracking.applying`).
  var holdsSamples = false
  private var heldStates: [UIGestureRecognizer.State] = []

  override func stateDidChange(from old: UIGestureRecognizer.State) {
    if holdsSamples {
      heldStates.append(state)
    } else {
      act(on: state)
    }
  }

  /// Applies the actions held during delivery, in the order the states came.
  func releaseHeldSamples() {
    holdsSamples = false
    let states = heldStates
    heldStates.removeAll()
    for state in states { act(on: state) }
  }

  private func act(on state: UIGestureRecognizer.State) {
    switch state {
    case .began:
      appliedLocation = touchStart
      scrollView.panDidBegin(axis: beganAxis)
      applyMovement()
    case .changed:
      applyMovement()
    case .ended:
      applyMovement()
      scrollView.panDidEnd(velocity: fingerVelocity)
    case .cancelled:
      scrollView.panWasCancelled()
    case .failed, .possible:
      break
    }
  }

  /// Moves the content by the finger's movement since the last applied sample.
  private func applyMovement() {
    let delta = CGPoint(x: touchLocation.x - appliedLocation.x, y: touchLocation.y - appliedLocation.y)
    appliedLocation = touchLocation
    if delta != .zero { scrollView.panDidMove(by: delta) }
  }

  /// The scroll view is being deallocated: the pan leaves the view it is attached to and any touch it tracks, so nothing
  /// reaches it again.
  func scrollViewIsGoing() {
    tracking?.drop(self)
    _view?.removeGestureRecognizer(self)
  }

  /// The scroll view left its window while the finger was on it: UIKit cancels its touches.
  func cancelForRemovedView() {
    guard hasTouch else { return }
    lostTouchToRemoval = true
    if state == .began || state == .changed { state = .cancelled } else if state == .possible { scrollView.motion.touchEnded() }
    tracking?.drop(self)
  }
}
