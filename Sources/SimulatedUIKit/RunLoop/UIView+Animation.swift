// `UIView.animate`: UIKit sets the model values inside the block at once (the presentation layer animates what the
// user sees, which nothing in the simulation reads), and calls the completion when the animation ends: here, at the
// end of the first frame after the delay and duration on the simulation's clock (docs/uikit.md § Run loop), never
// inside the call (Apple, on the completion: "If the duration of the animation is 0, this block is performed at the
// beginning of the next run loop cycle").

extension UIView {
  /// `UIView.AnimationOptions`.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    guard let completion else { return }
    UIKitSimulation.current.schedule(after: max(delay, 0) + max(duration, 0)) { completion(true) }
  }

  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

  public static var areAnimationsEnabled: Bool { true }
  public static func setAnimationsEnabled(_ enabled: Bool) {}

  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
  }
}
