// A `SimScrollViewDelegate` that counts every callback and remembers the positions it saw,
// with an optional hook so a test can write the offset back from inside `scrollViewDidScroll`.

import ScrollSim

/// Records a simulated scroll view's delegate callbacks.
final class RecordingDelegate: SimScrollViewDelegate {
  /// `scrollViewDidScroll` calls so far.
  private(set) var didScrollCount = 0
  /// `scrollViewDidEndDecelerating` calls so far.
  private(set) var endDeceleratingCount = 0
  /// `scrollViewDidEndScrollingAnimation` calls so far.
  private(set) var endAnimationCount = 0
  /// The view's position along its axis at each `scrollViewDidScroll`.
  private(set) var positions: [Double] = []
  /// Current and deepest `scrollViewDidScroll` nesting.
  private(set) var depth = 0
  private(set) var maxDepth = 0
  /// Called inside `scrollViewDidScroll` with the view and the nesting depth (1 for the outermost call).
  var onDidScroll: ((SimScrollView, Int) -> Void)?

  func scrollViewDidScroll(_ scrollView: SimScrollView) {
    depth += 1
    defer { depth -= 1 }
    maxDepth = max(maxDepth, depth)
    didScrollCount += 1
    positions.append(scrollView.position)
    onDidScroll?(scrollView, depth)
  }

  func scrollViewDidEndDecelerating(_ scrollView: SimScrollView) { endDeceleratingCount += 1 }
  func scrollViewDidEndScrollingAnimation(_ scrollView: SimScrollView) { endAnimationCount += 1 }
}
