// UIControl: touch tracking for taps (a touch that ends inside the control, never cancelled by a recognizer, sends
// `.touchUpInside`; one that ends outside `.touchUpOutside`; a cancelled one `.touchCancel`: Apple, `UIControl.Event`),
// with UIKit's closure API (`UIAction`, `addAction(_:for:)`). Target-action pairs compile and are
// not sent (no Objective-C runtime on Linux; docs/uikit.md).

/// `UIControl`.
@MainActor
open class UIControl: UIView {
  /// `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// `UIControl.ContentHorizontalAlignment` and vertical alignment.
  public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
  public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

  private var actions: [(action: UIAction, events: Event)] = []
  open var isEnabled: Bool = true
  open var isSelected: Bool = false
  open var isHighlighted: Bool = false
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }
  open var isTracking: Bool { isHighlighted }
  open var isTouchInside: Bool = false

  public override init(frame: CGRect) { super.init(frame: frame) }
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
  open func removeAction(_ action: UIAction, for controlEvents: Event) { actions.removeAll { $0.action === action } }
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}

  /// Runs the actions registered for `controlEvents` (a tap's `.touchUpInside` is also `.primaryActionTriggered`).
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.intersection(controlEvents).isEmpty { entry.action.handler(entry.action) }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled else { return super.touchesBegan(touches, with: event) }
    isHighlighted = true
    isTouchInside = true
    sendActions(for: .touchDown)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTouchInside = bounds.contains(touch.location(in: self))
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, isHighlighted else { return super.touchesEnded(touches, with: event) }
    isHighlighted = false
    let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
    sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isHighlighted else { return super.touchesCancelled(touches, with: event) }
    isHighlighted = false
    sendActions(for: .touchCancel)
  }
}

/// `UIAction`: a closure a control runs.
@MainActor
open class UIAction: NSObject {
  /// `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public let title: String
  public let image: UIImage?
  public let identifier: Identifier
  let handler: (UIAction) -> Void
  /// The control that sent the action (set while it runs).
  public private(set) weak var sender: AnyObject?

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.handler = handler
    super.init()
  }
}
