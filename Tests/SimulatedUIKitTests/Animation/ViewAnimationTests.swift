// `UIView.animate` on the simulated clock: the animation block's values are the model values at once; the
// completion runs when the animation's delay and duration have passed, at the end of that frame.

import SimulatedUIKit
import Testing

@Suite struct ViewAnimationTests {
  /// Apple, `animate(withDuration:animations:)`: the block contains "the changes to commit to the views"; the model
  /// (what `frame` and `alpha` return) takes them at once, the presentation animates
  /// (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)).
  @Test("values set inside the animation block are the view's values at once")
  func modelValuesAtOnce() {
    _ = SimulatedScreen()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    UIView.animate(withDuration: 0.4) {
      view.alpha = 0.2
      view.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
    }

    #expect(view.alpha == 0.2)
    #expect(view.frame.minX == 100)
  }

  /// Apple, `animate(withDuration:animations:completion:)`: the completion is "a block object to be executed when the
  /// animation sequence ends", told whether the animation finished
  /// (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)).
  @Test("the completion runs, finished, in the frame the duration elapses, not before")
  func completionAfterDuration() {
    let screen = SimulatedScreen()
    var finished: Bool?
    var frame = 0

    UIView.animate(withDuration: 0.25, animations: {}, completion: { finished = $0 })
    while finished == nil, frame < 100 {
      screen.frame()
      frame += 1
    }

    #expect(finished == true)
    #expect(frame == Int(0.25 * screen.frameRate) + 1)
  }

  /// Apple, `animate(withDuration:delay:options:animations:completion:)`: `delay` is "the amount of time … to wait
  /// before beginning the animations", so the completion comes after delay plus duration
  /// (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)).
  @Test("a delay postpones the completion by its length")
  func delayAddsUp() {
    let screen = SimulatedScreen()
    var done = false
    UIView.animate(withDuration: 0.1, delay: 0.2, options: [], animations: {}, completion: { _ in done = true })

    screen.frames(Int((0.3 * screen.frameRate).rounded()) - 1)
    #expect(!done)
    screen.frames(2)
    #expect(done)
  }

  /// Apple, `animate(withDuration:animations:completion:)`: "If the duration of the animation is 0, this block is
  /// performed at the beginning of the next run loop cycle": not inside the call.
  @Test("with no duration the completion still waits for the run loop, not the call")
  func zeroDurationIsDeferred() {
    let screen = SimulatedScreen()
    var done = false

    UIView.animate(withDuration: 0, animations: {}, completion: { _ in done = true })
    #expect(!done)
    screen.frame()
    #expect(done)
  }
}
