// The navigation controller's interactive pop, as the page world models it: a recognizer on the window that begins
// on a mostly horizontal rightward first movement anywhere on the screen (the world's back gesture is full-width),
// after every recognizer deeper in the tree has had its chance (a pager that takes the swipe keeps it).

import SimulatedUIKit

/// The back gesture of the navigation controller around the page.
@MainActor
final class InteractivePopGestureRecognizer: UIPanGestureRecognizer {
  init() { super.init(target: nil, action: nil) }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return super.touchesMoved(touches, with: event) }
    let translation = translation(in: nil)
    guard translation != .zero else { return }
    if isMostlyHorizontal(dx: translation.x, dy: translation.y), translation.x > 0 { state = .began } else { state = .failed }
  }
}
