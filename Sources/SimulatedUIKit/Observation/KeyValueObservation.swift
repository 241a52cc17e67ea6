// Block-based key-value observation for the properties nested-scrolling code observes (`contentOffset`,
// `contentSize`, `contentInset`, `bounds`, `frame`, `center`). Foundation on Linux has no KVO, so the façade
// supplies Foundation's own names (`NSKeyValueObservation`, `NSKeyValueObservedChange`, `observe(_:options:…)`),
// with the semantics libraries rely on: an observer hears each change with old and new values, `.initial` at once,
// re-entrantly, and, for `contentOffset`, after the delegate's `scrollViewDidScroll` (knob `observerAfterDelegate`).
// It hears changes only: UIKit's automatic KVO wraps the setter and also notifies an assignment that leaves the value
// as it was (SegementSlide's handlers guard `newValue != oldValue` for that reason), which the simulation does not
// model (docs/uikit.md). The observation lasts
// as long as its token (Apple: "the observation is active until the returned object is deallocated or invalidated").
// Other key paths register and never fire (docs/uikit.md). On Apple platforms Foundation's real KVO stands here.

#if !canImport(ObjectiveC)
/// `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The change carries the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
  /// The change carries the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
  /// The handler is called once at once, before `observe` returns.
  public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
  /// The handler is also called before each change.
  /// Ignored in the simulation: observers hear each change after it.
  public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
  /// The value was set.
  case setting = 1
  /// Elements were inserted into a collection value.
  case insertion
  /// Elements were removed from a collection value.
  case removal
  /// Elements of a collection value were replaced.
  case replacement
}

/// `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
  /// The kind of a change.
  public typealias Kind = NSKeyValueChange
  /// What kind of change it was: always `.setting` for the properties the simulation notifies.
  public let kind: Kind
  /// The value after the change, when `.new` was asked for.
  public let newValue: Value?
  /// The value before the change, when `.old` was asked for.
  public let oldValue: Value?
  /// The indexes of the elements changed in a collection value; `nil` for a plain property.
  public let indexes: IndexSet?
  /// Whether this is the notice before a change (`.prior`): never, in the simulation.
  public let isPrior: Bool
}

/// `NSKeyValueObservation`: the token that keeps an observation alive.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
  /// Set when the observation ends; the observed view drops its entry at its next notification.
  var isInvalidated = false

  override init() { super.init() }

  /// Ends the observation.
  public func invalidate() { isInvalidated = true }

  deinit { isInvalidated = true }
}

/// Foundation's protocol for key-value observation; `NSObject` conforms, as on Apple platforms.
public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIView {
  /// Observes `keyPath` (`frame`, `bounds` or `center` on any view).
  @MainActor public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let key: ObservedKey?
    switch keyPath as AnyKeyPath {
    case \Self.frame: key = .frame
    case \Self.bounds: key = .bounds
    case \Self.center: key = .frame
    default: key = nil
    }
    return register(key, keyPath, options, changeHandler)
  }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
  /// Observes `keyPath` (`contentOffset`, `contentSize`, `contentInset`, `bounds`, `frame` or `center`).
  @MainActor public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let key: ObservedKey?
    switch keyPath as AnyKeyPath {
    case \Self.contentOffset: key = .contentOffset
    case \Self.contentSize: key = .contentSize
    case \Self.contentInset: key = .contentInset
    case \Self.frame, \Self.center: key = .frame
    case \Self.bounds: key = .bounds
    default: key = nil
    }
    return register(key, keyPath, options, changeHandler)
  }
}

extension _KeyValueCodingAndObserving where Self: UIView {
  /// Adds the observer to the view (`key` `nil`: a key path the simulation never reports, which registers and stays
  /// silent), and calls it at once for `.initial`.
  @MainActor fileprivate func register<Value>(
    _ key: ObservedKey?, _ keyPath: KeyPath<Self, Value>, _ options: NSKeyValueObservingOptions,
    _ changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let token = NSKeyValueObservation()
    var last = self[keyPath: keyPath]
    if options.contains(.initial) {
      changeHandler(self, NSKeyValueObservedChange(
        kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, indexes: nil, isPrior: false))
    }
    guard let key else { return token }
    let observer = KeyValueObserver(key: key, token: token) { view in
      guard let object = view as? Self else { return }
      let value = object[keyPath: keyPath]
      let old = last
      last = value
      changeHandler(object, NSKeyValueObservedChange(
        kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: options.contains(.old) ? old : nil,
        indexes: nil, isPrior: false))
    }
    keyValueObservers.append(observer)
    return token
  }
}
#endif

/// The properties whose assignments the simulation reports to observers.
enum ObservedKey: Sendable {
  case contentOffset, contentSize, contentInset, bounds, frame
}

/// One registered observer of a view.
@MainActor
final class KeyValueObserver {
  let key: ObservedKey
  #if !canImport(ObjectiveC)
  weak var token: NSKeyValueObservation?
  #endif
  let fire: (UIView) -> Void

  #if !canImport(ObjectiveC)
  init(key: ObservedKey, token: NSKeyValueObservation, fire: @escaping (UIView) -> Void) {
    self.key = key
    self.token = token
    self.fire = fire
  }

  var isLive: Bool { token.map { !$0.isInvalidated } ?? false }
  #else
  var isLive: Bool { false }
  #endif
}

extension UIView {
  /// Calls the observers of `key`, in the order they registered, dropping those whose token is gone. A bounds change
  /// of a scroll view is also its content offset's (the bounds origin), and reaches both.
  func notifyObservers(of key: ObservedKey) {
    guard !keyValueObservers.isEmpty else { return }
    keyValueObservers.removeAll { !$0.isLive }
    for observer in keyValueObservers where observer.key == key && observer.isLive { observer.fire(self) }
  }
}
