// `UIView.animate`: UIKit sets the model values inside the block at once (the presentation layer animates what the
// user sees, which nothing in the simulation reads), and calls the completion when the animation ends: here, at the
// end of the first frame after the delay and duration on the simulation's clock (docs/uikit.md § Run loop), never
// inside the call (Apple, on the completion: "If the duration of the animation is 0, this block is performed at the
// beginning of the next run loop cycle").

extension UIView {
  /// `UIView.AnimationCurve`: an animation's timing (Apple, `UIView.AnimationCurve`; raw values as UIKit's
  /// `UIViewAnimationCurve`). The simulation sets animated values at once, so a curve changes nothing it models.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Even throughout.
    case linear = 3
  }

  /// `UIView.AnimationOptions`.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews during the animation.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the animated views take touches while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the state an animation in flight has reached.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation without end.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play the animation backwards after forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ease in and out: slow at both ends.
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in: slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out: slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// An even pace.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// A transition that fades from the old content to the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Animates the changes `animations` makes, after `delay`, over `duration` seconds.
  /// The simulation sets the values at once and calls `completion(true)` when delay plus duration have passed.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    guard let completion else { return }
    UIKitSimulation.current.schedule(after: max(delay, 0) + max(duration, 0)) { completion(true) }
  }

  /// Animates the changes `animations` makes over `duration` seconds, then calls `completion`.
  /// The simulation sets the values at once and calls `completion(true)` when the duration has passed.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates the changes `animations` makes over `duration` seconds.
  /// The simulation sets the values at once.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates the changes `animations` makes with a spring's timing.
  /// The simulation sets the values at once, as for any animation; the spring parameters are ignored.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animations turned off (the simulation never animates views).
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

  /// Whether view animations are on: always, in the simulation.
  public static var areAnimationsEnabled: Bool { true }
  /// Turns view animations on or off.
  /// Inert in the simulation: views never animate.
  public static func setAnimationsEnabled(_ enabled: Bool) {}

  /// Animates a change to `view`'s content with a transition.
  /// The simulation makes the change at once and calls `completion(true)` when the duration has passed.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
  }
}
