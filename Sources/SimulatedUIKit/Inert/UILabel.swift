// Text, images and fonts: stored and measured roughly (a label's `sizeThatFits` is its text length in average glyph
// widths), never drawn. Labels and image views do not take touches unless asked to (Apple: both classes change the
// inherited default of `isUserInteractionEnabled` to false).

/// `UILabel`.
@MainActor
open class UILabel: UIView {
  open var text: String? { didSet { invalidateIntrinsicContentSize() } }
  open var attributedText: NSAttributedString?
  open var font: UIFont! = .systemFont(ofSize: 17)
  open var textColor: UIColor! = .label
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines: Int = 1
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var adjustsFontSizeToFitWidth: Bool = false
  open var minimumScaleFactor: CGFloat = 0
  open var adjustsFontForContentSizeCategory: Bool = false
  open var isHighlighted: Bool = false
  open var highlightedTextColor: UIColor?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let pointSize = font?.pointSize ?? 17
    return CGSize(width: CGFloat(text?.count ?? 0) * pointSize * 0.55, height: ceil(pointSize * 1.2))
  }

  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}

/// `NSTextAlignment` and `NSLineBreakMode` (UIKit's on Apple platforms).
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// `UIFont`: a name and a size.
open class UIFont: NSObject, @unchecked Sendable {
  public let fontName: String
  public let pointSize: CGFloat
  public var lineHeight: CGFloat { ceil(pointSize * 1.2) }

  public init?(name fontName: String, size fontSize: CGFloat) {
    self.fontName = fontName
    pointSize = fontSize
    super.init()
  }

  init(systemName: String, size: CGFloat) {
    fontName = systemName
    pointSize = size
    super.init()
  }

  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemName: ".SFUI", size: fontSize) }
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(systemName: ".SFUI", size: fontSize) }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemName: ".SFUI-Bold", size: fontSize) }
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemName: ".SFUI-Mono", size: fontSize)
  }
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(systemName: ".SFUI", size: style.size) }
  open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(systemName: fontName, size: fontSize) }

  /// `UIFont.Weight`.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let light = Weight(rawValue: -0.4)
  }

  /// `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    var size: CGFloat {
      switch rawValue {
      case "largeTitle": 34
      case "title1": 28
      case "title2": 22
      case "title3": 20
      case "headline", "body": 17
      case "callout": 16
      case "subheadline": 15
      case "footnote": 13
      case "caption1": 12
      case "caption2": 11
      default: 17
      }
    }
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    public static let title1 = TextStyle(rawValue: "title1")
    public static let title2 = TextStyle(rawValue: "title2")
    public static let title3 = TextStyle(rawValue: "title3")
    public static let headline = TextStyle(rawValue: "headline")
    public static let body = TextStyle(rawValue: "body")
    public static let callout = TextStyle(rawValue: "callout")
    public static let subheadline = TextStyle(rawValue: "subheadline")
    public static let footnote = TextStyle(rawValue: "footnote")
    public static let caption1 = TextStyle(rawValue: "caption1")
    public static let caption2 = TextStyle(rawValue: "caption2")
  }
}

/// `UIImage`: a named image with a size (never decoded or drawn).
open class UIImage: NSObject, @unchecked Sendable {
  public let size: CGSize
  let name: String?
  public init?(named name: String) {
    self.name = name
    size = CGSize(width: 24, height: 24)
    super.init()
  }
  public init?(systemName name: String) {
    self.name = name
    size = CGSize(width: 24, height: 24)
    super.init()
  }
  public override init() {
    name = nil
    size = .zero
    super.init()
  }
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
  open func withTintColor(_ color: UIColor) -> UIImage { self }

  /// `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

/// `UIImageView`.
@MainActor
open class UIImageView: UIView {
  open var image: UIImage?
  open var highlightedImage: UIImage?
  open var isHighlighted: Bool = false
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
