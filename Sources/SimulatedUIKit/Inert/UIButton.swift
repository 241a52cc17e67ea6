// UIButton with its titles and images per state and iOS 15's `UIButton.Configuration`: stored, laid out as a plain
// control, never drawn. Taps send `.touchUpInside` / `.primaryActionTriggered` (`UIControl`).

/// `UIButton`.
@MainActor
open class UIButton: UIControl {
  /// `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    /// A button that draws nothing of its own.
    case custom
    /// A standard system button.
    case system
    /// An information button that reveals details.
    case detailDisclosure
    /// An information button for dark backgrounds.
    case infoLight
    /// An information button for light backgrounds.
    case infoDark
    /// A plus button, for adding a contact.
    case contactAdd
    /// A close button.
    case close
  }

  /// The button's type, fixed at creation.
  public let buttonType: ButtonType
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  /// What the button shows, as a configuration.
  /// Stored, never drawn.
  open var configuration: Configuration?
  /// Called to update the configuration when the button's state changes.
  /// Called only from `setNeedsUpdateConfiguration()` in the simulation.
  open var configurationUpdateHandler: ((UIButton) -> Void)?
  /// The label that shows the title.
  /// Not added to the button in the simulation: it exists for code that styles it.
  public private(set) lazy var titleLabel: UILabel? = UILabel()
  /// The view that shows the image.
  /// Not added to the button in the simulation: it exists for code that styles it.
  public private(set) lazy var imageView: UIImageView? = UIImageView()

  /// A button of the given type.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    accessibilityTraits = .button
  }

  /// A custom button with the given frame.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    accessibilityTraits = .button
  }

  /// A system button showing `configuration` that runs `primaryAction` on a tap.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A button of the given type that runs `primaryAction` on a tap.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
  }

  /// Sets the title shown in `state`.
  /// Stored, never drawn.
  open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
  /// The title for `state`, else the normal state's.
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
  /// Sets the title's colour in `state`.
  /// Stored, never drawn.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
  /// The title's colour for `state`, else the normal state's.
  open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
  /// Sets the image shown in `state`.
  /// Stored, never drawn.
  open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
  /// The image for `state`, else the normal state's.
  open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
  /// Asks for the configuration to be updated: calls `configurationUpdateHandler` at once in the simulation.
  open func setNeedsUpdateConfiguration() { configurationUpdateHandler?(self) }
  /// The title for the button's current state.
  open var currentTitle: String? { title(for: state) }

  /// `UIButton.Configuration`: what a button shows, stored.
  public struct Configuration: Hashable, @unchecked Sendable {
    /// The title.
    public var title: String?
    /// The subtitle, under the title.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// The colour the title and image are derived from.
    public var baseForegroundColor: UIColor?
    /// The colour the background is derived from.
    public var baseBackgroundColor: UIColor?
    /// The space between the button's edges and its content.
    public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10)
    /// The space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// How the background's corners are rounded.
    public var cornerStyle: CornerStyle = .dynamic
    /// The button's size class, which sets its fonts and insets.
    public var buttonSize: Size = .medium
    /// A transform of the title's text attributes.
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// The configuration of the button's background.
    public var background = UIBackgroundConfiguration.clear()

    /// A configuration with nothing to show and the default insets.
    public init() {}

    /// The configuration of a plain button, without a background.
    public static func plain() -> Configuration { Configuration() }
    /// The configuration of a button with a filled background.
    public static func filled() -> Configuration { Configuration() }
    /// The configuration of a button with a tinted background.
    public static func tinted() -> Configuration { Configuration() }
    /// The configuration of a button with a grey background.
    public static func gray() -> Configuration { Configuration() }
    /// The configuration of a bordered button.
    public static func bordered() -> Configuration { Configuration() }
    /// The configuration of a borderless button.
    public static func borderless() -> Configuration { Configuration() }

    /// `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Sendable {
      /// Corners with the background's own radius, unchanged by the button size.
      case fixed
      /// Corners that follow the button size and text size.
      case dynamic
      /// Slightly rounded corners.
      case small
      /// Moderately rounded corners.
      case medium
      /// Strongly rounded corners.
      case large
      /// Ends rounded into half circles.
      case capsule
    }
    /// `UIButton.Configuration.Size`.
    public enum Size: Int, Sendable {
      /// The smallest button.
      case mini
      /// A small button.
      case small
      /// A medium button, the default.
      case medium
      /// A large button.
      case large
    }

    public static func == (a: Configuration, b: Configuration) -> Bool {
      a.title == b.title && a.subtitle == b.subtitle && a.imagePadding == b.imagePadding && a.contentInsets == b.contentInsets
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(title) }
  }
}

/// `UIConfigurationTextAttributesTransformer`: the transform is stored; the button never applies it (nothing is drawn),
/// code may, as in UIKit, by calling the transformer.
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
  let transform: (AttributeContainer) -> AttributeContainer
  /// A transformer that applies `transform`.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
  /// The attributes `input` becomes under the transform.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

/// `UIBackgroundConfiguration`: stored.
public struct UIBackgroundConfiguration: @unchecked Sendable {
  /// The background's colour.
  public var backgroundColor: UIColor?
  /// The background's corner radius.
  public var cornerRadius: CGFloat = 0
  /// A clear background.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// The background of a plain list cell.
  public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
