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
    /// A finger touched down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down, as in a double tap.
    /// Never sent in the simulation.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger moved within the control.
    /// Never sent in the simulation.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger moved outside the control.
    /// Never sent in the simulation.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger moved into the control.
    /// Never sent in the simulation.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger moved out of the control.
    /// Never sent in the simulation.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the control's touch (a recognizer took it).
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    /// Never sent in the simulation.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action: for a button, a tap.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu was about to show.
    /// Never sent in the simulation.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// The text in a text field changed.
    /// Never sent in the simulation.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state: enabled, not selected, not highlighted.
    public static let normal = State([])
    /// A touch is down on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has focus.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// `UIControl.ContentHorizontalAlignment` and vertical alignment.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centre the content.
    case center
    /// Align the content to the left.
    case left
    /// Align the content to the right.
    case right
    /// Stretch the content across the control.
    case fill
    /// Align the content to the leading edge.
    case leading
    /// Align the content to the trailing edge.
    case trailing
  }
  /// `UIControl.ContentVerticalAlignment`: how content sits vertically in a control.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centre the content.
    case center
    /// Align the content to the top.
    case top
    /// Align the content to the bottom.
    case bottom
    /// Stretch the content down the control.
    case fill
  }

  private var actions: [(action: UIAction, events: Event)] = []
  /// Whether the control responds to touches; a disabled control passes them up the responder chain.
  open var isEnabled: Bool = true
  /// Whether the control is selected.
  open var isSelected: Bool = false
  /// Whether a touch is down on the control.
  open var isHighlighted: Bool = false
  /// How the content sits horizontally.
  /// Inert in the simulation: stored, never drawn.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// How the content sits vertically.
  /// Inert in the simulation: stored, never drawn.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  /// The control's state, from `isHighlighted`, `isEnabled` and `isSelected`.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }
  /// Whether the control is tracking a touch.
  open var isTracking: Bool { isHighlighted }
  /// Whether the tracked touch is inside the control's bounds.
  open var isTouchInside: Bool = false

  /// A control with the given frame.
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// A control with the given frame that runs `primaryAction` on its primary action.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }
  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Runs `action` when any of `controlEvents` happens.
  open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
  /// Stops running `action` (for every event it was added for).
  open func removeAction(_ action: UIAction, for controlEvents: Event) { actions.removeAll { $0.action === action } }
  /// Adds a target-action pair for `controlEvents`.
  /// Inert in the simulation: Linux Swift has no runtime to send a selector (docs/uikit.md).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
  /// Removes a target-action pair.
  /// Inert in the simulation: no pair is stored.
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
    /// The identifier's string.
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier with the given string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title, as a menu shows it.
  public let title: String
  /// The action's image, as a menu shows it.
  public let image: UIImage?
  /// The action's identifier (a unique one unless given).
  public let identifier: Identifier
  let handler: (UIAction) -> Void
  /// The control that sent the action (set while it runs).
  public private(set) weak var sender: AnyObject?

  /// An action with a title, an image and an identifier, that runs `handler`.
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
