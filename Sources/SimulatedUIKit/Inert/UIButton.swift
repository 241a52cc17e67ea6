// UIButton with its titles and images per state and iOS 15's `UIButton.Configuration`: stored, laid out as a plain
// control, never drawn. Taps send `.touchUpInside` / `.primaryActionTriggered` (`UIControl`).

/// `UIButton`.
@MainActor
open class UIButton: UIControl {
  /// `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

  public let buttonType: ButtonType
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  open var configuration: Configuration?
  open var configurationUpdateHandler: ((UIButton) -> Void)?
  public private(set) lazy var titleLabel: UILabel? = UILabel()
  public private(set) lazy var imageView: UIImageView? = UIImageView()

  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
  }

  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
  }

  open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
  open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
  open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
  open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
  open func setNeedsUpdateConfiguration() { configurationUpdateHandler?(self) }
  open var currentTitle: String? { title(for: state) }

  /// `UIButton.Configuration`: what a button shows, stored.
  public struct Configuration: Hashable, @unchecked Sendable {
    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10)
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    public var background = UIBackgroundConfiguration.clear()

    public init() {}

    public static func plain() -> Configuration { Configuration() }
    public static func filled() -> Configuration { Configuration() }
    public static func tinted() -> Configuration { Configuration() }
    public static func gray() -> Configuration { Configuration() }
    public static func bordered() -> Configuration { Configuration() }
    public static func borderless() -> Configuration { Configuration() }

    /// `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Sendable { case fixed, dynamic, small, medium, large, capsule }
    /// `UIButton.Configuration.Size`.
    public enum Size: Int, Sendable { case mini, small, medium, large }

    public static func == (a: Configuration, b: Configuration) -> Bool {
      a.title == b.title && a.subtitle == b.subtitle && a.imagePadding == b.imagePadding && a.contentInsets == b.contentInsets
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(title) }
  }
}

/// `UIConfigurationTextAttributesTransformer`: the transform is stored, never applied (nothing is drawn).
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
  let transform: (AttributeContainer) -> AttributeContainer
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
}

/// `UIBackgroundConfiguration`: stored.
public struct UIBackgroundConfiguration: @unchecked Sendable {
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
