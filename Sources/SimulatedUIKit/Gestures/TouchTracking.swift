// Delivering the simulated finger to gesture recognizers and views, and UIKit's arbitration between recognizers.
//
// Which recognizers see a touch: those attached to the hit view and to each of its ancestors (Apple,
// `UIGestureRecognizer`: "A gesture recognizer operates on touches hit-tested to a specific view and all of that view's
// subviews"; a recognizer moved onto an ancestor, like a list's pan added to the outer table, sees touches there),
// deepest view first, minus those whose delegate's `gestureRecognizer(_:shouldReceive:)` declines. The hit view itself
// receives `touchesBegan` … `touchesEnded`, or `touchesCancelled` once a recognizer that cancels touches in view begins
// (Apple, `cancelsTouchesInView`: previously delivered touches "are canceled through a touchesCancelled(_:with:)
// message").
//
// Which begin, on the first movement, deepest first (the inner of two nested scroll views goes first, UIKit's
// documented default for nested scroll views; of one view's recognizers, a scroll view's pan moved onto it first or
// in the order they were added, knob `movedPanBeginsFirst`): a recognizer may begin when the recognizers it must wait for have
// failed (`require(toFail:)`, `shouldRequireFailureOf`, `shouldBeRequiredToFailBy`), its view's and its delegate's
// `gestureRecognizerShouldBegin` agree (in the order the knob `delegateAskedBeforeView` gives), and every recognizer
// already active allows it: either one's delegate answers `shouldRecognizeSimultaneouslyWith` with `true` (Apple: "The
// default implementation returns false—no two gestures can be recognized simultaneously"), or the active one cannot
// prevent it (`canPrevent`, `canBePrevented`). A scroll view's pan that faces a cross-axis
// movement decides last (`UIScrollViewPanGestureRecognizer`).
//
// Two recognizing scroll-view pans apply each finger sample in the knob `panOrder`'s order (inner first by default).

internal import ScrollSim

/// The gesture state of the one finger on a window.
@MainActor
final class TouchTracking {
  unowned let window: UIWindow
  let touch: UITouch
  let event: UIEvent
  /// The recognizers receiving the touch, deepest view first.
  private(set) var recognizers: [UIGestureRecognizer] = []
  /// Recognizers that have begun and not yet ended, in the order they began.
  private(set) var active: [UIGestureRecognizer] = []
  /// Scroll pans waiting for enclosing scroll views along their movement's axis to decide.
  private var deferred: [UIGestureRecognizer] = []
  /// Recognizers waiting for the failure of others, with the state they asked for.
  private var waiting: [(UIGestureRecognizer, UIGestureRecognizer.State)] = []
  /// Whether the first movement has been arbitrated.
  private(set) var decided = false
  private var viewTouchesCancelled = false
  let hitView: UIView?

  init(window: UIWindow, at point: CGPoint, time: TimeInterval) {
    self.window = window
    touch = UITouch()
    event = UIEvent()
    touch.windowLocation = point
    touch.previousWindowLocation = point
    touch.window = window
    touch.timestamp = time
    event.timestamp = time
    event.touches = [touch]
    hitView = window.hitTest(point, with: event)
    touch.view = hitView
    var chain: [UIGestureRecognizer] = []
    var view = hitView
    let movedPansFirst = UIKitSimulation.current.uikitKnobs.movedPanBeginsFirst
    while let current = view {
      for recognizer in Self.askingOrder(of: current._gestureRecognizers, on: current, movedPansFirst: movedPansFirst)
      where recognizer.isEnabled {
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
        if !chain.contains(where: { $0 === recognizer }) { chain.append(recognizer) }
      }
      view = current._superview
    }
    recognizers = chain
    touch.gestureRecognizers = chain
  }

  /// The order in which a touch asks the recognizers attached to `view`: the order they were added, or, with the knob
  /// `movedPanBeginsFirst`, the scroll-view pans moved onto `view` from other scroll views first (stable otherwise).
  private static func askingOrder(
    of attached: [UIGestureRecognizer], on view: UIView, movedPansFirst: Bool
  ) -> [UIGestureRecognizer] {
    guard movedPansFirst else { return attached }
    func isMoved(_ recognizer: UIGestureRecognizer) -> Bool {
      guard let pan = recognizer as? UIScrollViewPanGestureRecognizer else { return false }
      return pan.scrollView !== view
    }
    return attached.filter(isMoved) + attached.filter { !isMoved($0) }
  }

  // MARK: - Delivery

  func begin() {
    for recognizer in recognizers {
      recognizer.tracking = self
      recognizer.hasTouch = true
      recognizer._state = .possible
      recognizer.touchStart = touch.windowLocation
      recognizer.touchLocation = touch.windowLocation
      recognizer.touchesBegan([touch], with: event)
    }
    hitView?.touchesBegan([touch], with: event)
  }

  /// The finger moved by `delta` (window points) at `velocity` (points per second).
  func move(by delta: CGPoint, velocity: CGPoint, time: TimeInterval) {
    touch.previousWindowLocation = touch.windowLocation
    touch.windowLocation = CGPoint(x: touch.windowLocation.x + delta.x, y: touch.windowLocation.y + delta.y)
    touch.phase = .moved
    touch.timestamp = time
    event.timestamp = time
    let firstMovement = !decided
    for recognizer in recognizers where recognizer.hasTouch {
      recognizer.touchLocation = touch.windowLocation
      (recognizer as? UIPanGestureRecognizer)?.fingerVelocity = velocity
    }
    applying { deliver in
      for recognizer in recognizers where recognizer.hasTouch && isLive(recognizer) {
        deliver(recognizer) { $0.touchesMoved([touch], with: event) }
      }
      resolveDeferred()
    }
    if firstMovement, delta != .zero {
      decided = true
      UIKitSimulation.current.host?.gesturesDidBegin(active, touch: touch, velocity: velocity)
    }
    if !viewTouchesCancelled { hitView?.touchesMoved([touch], with: event) }
  }

  /// The finger lifted with `velocity` (points per second).
  func end(velocity: CGPoint, time: TimeInterval) {
    touch.phase = .ended
    touch.timestamp = time
    for recognizer in recognizers where recognizer.hasTouch { (recognizer as? UIPanGestureRecognizer)?.fingerVelocity = velocity }
    applying { deliver in
      for recognizer in recognizers where recognizer.hasTouch && isLive(recognizer) {
        deliver(recognizer) { $0.touchesEnded([touch], with: event) }
      }
    }
    releaseFailedScrollViews()
    if !viewTouchesCancelled { hitView?.touchesEnded([touch], with: event) }
    finish()
  }

  /// A scroll view whose pan failed, or never decided (it was waiting for another recognizer, or deferring to an
  /// enclosing scroll view, when the touch ended), still had the finger on it: it stops tracking, springs back or
  /// re-centres as a released view does (UIKit's scroll view sees the touch end whatever its pan decided).
  private func releaseFailedScrollViews() {
    for recognizer in recognizers where recognizer._state == .failed || recognizer._state == .possible {
      if let pan = recognizer as? UIScrollViewPanGestureRecognizer, pan.scrollView.motion.isTracking {
        pan.scrollView.motion.touchEnded()
      }
    }
  }

  /// The touch was cancelled (its view left the window, the system took it): every recognizer and the view hear it.
  func cancel() {
    touch.phase = .cancelled
    for recognizer in recognizers where recognizer.hasTouch && isLive(recognizer) {
      recognizer.touchesCancelled([touch], with: event)
    }
    releaseFailedScrollViews()
    if !viewTouchesCancelled { hitView?.touchesCancelled([touch], with: event) }
    finish()
  }

  private func finish() {
    for recognizer in recognizers { recognizer.endTracking() }
    // A scroll view the touch reached but that left the touch on the way (its view left the window and came back, a
    // recycled cell) still counts the finger as down: with the finger gone, no view tracks it.
    for view in UIKitSimulation.current.scrollViewsByDepth where view.motion.isTracking && !view.motion.isDragging {
      view.motion.touchEnded()
    }
    active.removeAll()
    deferred.removeAll()
    waiting.removeAll()
  }

  /// A recognizer is live while it tracks the touch and has not failed, ended or been cancelled.
  private func isLive(_ recognizer: UIGestureRecognizer) -> Bool {
    switch recognizer._state {
    case .possible, .began, .changed: true
    case .ended, .cancelled, .failed: false
    }
  }

  /// Runs `body`, which delivers touch methods, and applies the scroll-view pans' finger samples afterwards in the
  /// knob `panOrder`'s order, so that the inner or the outer of two simultaneous pans moves first, as configured,
  /// whatever order the recognizers were asked in.
  private func applying(_ body: (_ deliver: (UIGestureRecognizer, (UIGestureRecognizer) -> Void) -> Void) -> Void) {
    var pans: [UIScrollViewPanGestureRecognizer] = []
    body { recognizer, call in
      if let pan = recognizer as? UIScrollViewPanGestureRecognizer {
        pan.holdsSamples = true
        call(pan)
        pans.append(pan)
      } else {
        call(recognizer)
      }
    }
    // By the depth of the scroll view each pan drives, not where it is attached: a list's pan moved onto the outer
    // table still drives the list, the inner view.
    let depths = pans.map(\.scrollView.depth)
    let inner = pans.indices.sorted { depths[$0] != depths[$1] ? depths[$0] > depths[$1] : $0 < $1 }.map { pans[$0] }
    let ordered = UIKitSimulation.current.knobs.panOrder == .innerFirst ? inner : inner.reversed()
    for pan in ordered { pan.releaseHeldSamples() }
    // Deferred pans that began during resolution were delivered outside the loop above.
    for recognizer in active {
      if let pan = recognizer as? UIScrollViewPanGestureRecognizer, pan.holdsSamples { pan.releaseHeldSamples() }
    }
  }

  // MARK: - Arbitration

  /// What a recognizer that wants to begin (or recognize) is told.
  enum Decision { case begin, wait, fail }

  /// Decides whether `recognizer` may move from `.possible` to `wanted` now; records it as active when it may. A
  /// recognizer whose required failures are still undecided waits (it is asked again after the others).
  func decide(_ recognizer: UIGestureRecognizer, wanting wanted: UIGestureRecognizer.State) -> Decision {
    guard recognizer.isEnabled else { return .fail }
    for other in recognizers where other !== recognizer && mustWait(recognizer, for: other) {
      switch other._state {
      case .began, .changed, .ended: return .fail
      case .possible:
        waiting.append((recognizer, wanted))
        return .wait
      case .failed, .cancelled: continue
      }
    }
    guard shouldBegin(recognizer) else { return .fail }
    for other in active where other !== recognizer {
      if simultaneous(other, recognizer) { continue }
      if other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) { return .fail }
    }
    active.append(recognizer)
    if recognizer.cancelsTouchesInView, !viewTouchesCancelled, let hitView {
      viewTouchesCancelled = true
      hitView.touchesCancelled([touch], with: event)
    }
    return .begin
  }

  /// `removed` left the window with the view the finger landed on in it (knob `removedTouchViewCancelsTouch`).
  func touchedViewLeaves(_ removed: UIView) {
    if UIKitSimulation.current.uikitKnobs.removedTouchViewCancelsTouch {
      window.simulateTouchCancel()
      return
    }
    if !viewTouchesCancelled, let hitView {
      viewTouchesCancelled = true
      hitView.touchesCancelled([touch], with: event)
    }
    for recognizer in recognizers where recognizer.hasTouch {
      guard let view = recognizer._view, view.isDescendant(of: removed) else { continue }
      if let pan = recognizer as? UIScrollViewPanGestureRecognizer {
        pan.cancelForRemovedView()
      } else {
        if recognizer._state == .began || recognizer._state == .changed { recognizer.state = .cancelled }
        drop(recognizer)
      }
    }
  }

  func recognizerFailed(_ recognizer: UIGestureRecognizer) {
    active.removeAll { $0 === recognizer }
  }

  /// A scroll view's pan facing a cross-axis movement asks to decide after the others.
  func deferBegin(_ recognizer: UIGestureRecognizer, axis: ScrollAxis) {
    if !deferred.contains(where: { $0 === recognizer }) { deferred.append(recognizer) }
  }

  /// Decides the deferred pans (each fails if an enclosing scroll view's pan along its axis began, else tries to
  /// begin), then asks the waiting recognizers again, until nothing changes.
  private func resolveDeferred() {
    let crossAxis = deferred
    deferred.removeAll()
    for recognizer in crossAxis where recognizer._state == .possible {
      guard let pan = recognizer as? UIScrollViewPanGestureRecognizer else { continue }
      let taken = active.contains { other in
        guard let otherPan = other as? UIScrollViewPanGestureRecognizer else { return false }
        return pan.scrollView.isDescendant(of: otherPan.scrollView) && otherPan.scrollView.scrolls(along: pan.beganAxis)
      }
      recognizer.state = taken ? .failed : .began
    }
    var rounds = 0
    while !waiting.isEmpty, rounds < recognizers.count + 1 {
      rounds += 1
      let asking = waiting
      waiting.removeAll()
      for (recognizer, wanted) in asking where recognizer._state == .possible { recognizer.state = wanted }
      if waiting.count == asking.count { break }  // nobody it waits for has decided: it stays possible
    }
  }

  /// A recognizer's view left the window mid-touch: it no longer takes part.
  func drop(_ recognizer: UIGestureRecognizer) {
    active.removeAll { $0 === recognizer }
    recognizers.removeAll { $0 === recognizer }
    recognizer.endTracking()
  }

  /// Whether `recognizer` waits for `other` to fail.
  private func mustWait(_ recognizer: UIGestureRecognizer, for other: UIGestureRecognizer) -> Bool {
    if recognizer.requiredToFail.contains(where: { $0 === other }) { return true }
    if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) { return true }
    if recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true { return true }
    if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true { return true }
    return false
  }

  private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
    let view = recognizer.view
    if UIKitSimulation.current.uikitKnobs.delegateAskedBeforeView {
      guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else { return false }
      return view?.gestureRecognizerShouldBegin(recognizer) ?? true
    }
    guard view?.gestureRecognizerShouldBegin(recognizer) ?? true else { return false }
    return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
  }

  private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }
}
