// A scroll view's own pan (UIKit's private `UIScrollViewPanGestureRecognizer`): it drives the scroll view it belongs
// to, even when moved onto another view to widen where it listens (WWDC 2014 session 235, "Advanced Scrollviews and
// Touch Handling Techniques"), and holds the direction rules that live in the recognizer, not in
// `gestureRecognizerShouldBegin`: on device a pager whose `gestureRecognizerShouldBegin` override returns `true`
// without calling `super` still does not page on a vertical swipe (JXPagingView's list container does exactly that).
//
// The rule: on the first movement, a pan whose scroll view scrolls along the movement's dominant axis wants to begin;
// one whose scroll view cannot scroll that way defers to the enclosing scroll views that can, and begins only if their
// pans fail (knob `crossAxisPanDefersToEnclosing`; Apple, "Nesting Scroll Views": cross-directional nesting needs no
// code). Touching the content stops its deceleration (Apple HIG, "Scroll views").

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

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    scrollView.motion.touchBegan()
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else {
      super.touchesMoved(touches, with: event)
      return
    }
    let dx = touchLocation.x - touchStart.x, dy = touchLocation.y - touchStart.y
    guard dx != 0 || dy != 0 else { return }
    let axis: ScrollAxis = abs(dx) > abs(dy) ? .horizontal : .vertical
    beganAxis = axis
    if !scrollView.scrolls(along: axis), UIKitSimulation.current.uikitKnobs.crossAxisPanDefersToEnclosing,
      let tracking, tracking.enclosingScrollViewScrolls(along: axis, around: scrollView)
    {
      tracking.deferBegin(self, axis: axis)
      return
    }
    state = .began
  }

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

  /// The scroll view left its window while the finger was on it: UIKit cancels its touches.
  func cancelForRemovedView() {
    guard hasTouch else { return }
    if state == .began || state == .changed { state = .cancelled } else if state == .possible { scrollView.motion.touchEnded() }
    tracking?.drop(self)
  }
}
