// Text, images and fonts: stored and measured roughly (a label's `sizeThatFits` is its text length in average glyph
// widths), never drawn. Labels and image views do not take touches unless asked to (Apple: both classes change the
// inherited default of `isUserInteractionEnabled` to false).

/// `UILabel`.
@MainActor
open class UILabel: UIView {
  /// The text the label shows.
  /// Never drawn; its length sets the label's estimated fitting size.
  open var text: String? { didSet { invalidateIntrinsicContentSize() } }
  /// The text with attributes.
  /// Stored, never drawn.
  open var attributedText: NSAttributedString?
  /// The text's font; its size sets the label's estimated fitting size.
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// The text's colour.
  /// Inert in the simulation: stored, never drawn.
  open var textColor: UIColor! = .label
  /// How the text is aligned.
  /// Inert in the simulation: stored, never drawn.
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines the text may take (0 for any number).
  /// Ignored by the simulation's fitting size, which is one line.
  open var numberOfLines: Int = 1
  /// How a line too long is wrapped or truncated.
  /// Inert in the simulation: stored, never drawn.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font shrinks to fit the width.
  /// Inert in the simulation: stored only.
  open var adjustsFontSizeToFitWidth: Bool = false
  /// The smallest scale the font may shrink to.
  /// Inert in the simulation: stored only.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the font follows the user's text size.
  /// Inert in the simulation: the text size never changes.
  open var adjustsFontForContentSizeCategory: Bool = false
  /// Whether the label is highlighted.
  /// Inert in the simulation: stored, never drawn.
  open var isHighlighted: Bool = false
  /// Whether the label draws its text enabled (`true`, UIKit's default) or dimmed.
  /// Inert in the simulation: stored, never drawn.
  open var isEnabled: Bool = true
  /// The text's colour while highlighted.
  /// Inert in the simulation: stored, never drawn.
  open var highlightedTextColor: UIColor?

  /// A label with the given frame that does not take touches.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    UIFont.estimatedLineSize(characters: text?.count ?? 0, font: font)
  }

  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}

/// `NSTextAlignment` and `NSLineBreakMode` (UIKit's on Apple platforms).
public enum NSTextAlignment: Int, Sendable {
  /// Aligned to the left edge.
  case left
  /// Centred.
  case center
  /// Aligned to the right edge.
  case right
  /// Spread so each full line meets both edges.
  case justified
  /// The alignment of the script's direction: left, in the simulation.
  case natural
}
/// How a line of text too long for its space wraps or is truncated.
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries.
  case byWordWrapping
  /// Wrap at any character.
  case byCharWrapping
  /// Cut the line off at the edge.
  case byClipping
  /// Replace the start of the line with an ellipsis.
  case byTruncatingHead
  /// Replace the end of the line with an ellipsis.
  case byTruncatingTail
  /// Replace the middle of the line with an ellipsis.
  case byTruncatingMiddle
}

/// `UIFont`: a name and a size.
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's name.
  public let fontName: String
  /// The font's size, in points.
  public let pointSize: CGFloat
  /// The height of a line of text: 1.2 times the point size in the simulation.
  public var lineHeight: CGFloat { ceil(pointSize * 1.2) }

  /// The font with the given name and size (any name, in the simulation).
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

  /// The system font at the given size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemName: ".SFUI", size: fontSize) }
  /// The system font at the given size and weight (the weight is not kept in the simulation).
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(systemName: ".SFUI", size: fontSize) }
  /// The bold system font at the given size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemName: ".SFUI-Bold", size: fontSize) }
  /// The system font with digits of equal width, at the given size and weight.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemName: ".SFUI-Mono", size: fontSize)
  }
  /// The font for a text style at the user's text size (the default, large, in the simulation).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(systemName: ".SFUI", size: style.size) }
  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(systemName: fontName, size: fontSize) }

  /// `UIFont.Weight`.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The regular weight.
    public static let regular = Weight(rawValue: 0)
    /// A medium weight, heavier than regular.
    public static let medium = Weight(rawValue: 0.23)
    /// A semibold weight.
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold weight.
    public static let bold = Weight(rawValue: 0.4)
    /// A heavy weight, heavier than bold.
    public static let heavy = Weight(rawValue: 0.56)
    /// A light weight, lighter than regular.
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
    /// The style of large titles.
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    /// The style of first-level headings.
    public static let title1 = TextStyle(rawValue: "title1")
    /// The style of second-level headings.
    public static let title2 = TextStyle(rawValue: "title2")
    /// The style of third-level headings.
    public static let title3 = TextStyle(rawValue: "title3")
    /// The style of headings.
    public static let headline = TextStyle(rawValue: "headline")
    /// The style of body text.
    public static let body = TextStyle(rawValue: "body")
    /// The style of callouts.
    public static let callout = TextStyle(rawValue: "callout")
    /// The style of subheadings.
    public static let subheadline = TextStyle(rawValue: "subheadline")
    /// The style of footnotes.
    public static let footnote = TextStyle(rawValue: "footnote")
    /// The style of captions.
    public static let caption1 = TextStyle(rawValue: "caption1")
    /// The style of secondary captions.
    public static let caption2 = TextStyle(rawValue: "caption2")
  }
}

/// `UIImage`: a named image with a size (never decoded or drawn).
open class UIImage: NSObject, @unchecked Sendable {
  /// The image's size in points: 24 × 24 pt for a named image in the simulation.
  public let size: CGSize
  let name: String?
  /// The image with the given name in the app's assets (a 24 × 24 pt placeholder, in the simulation).
  public init?(named name: String) {
    self.name = name
    size = CGSize(width: 24, height: 24)
    super.init()
  }
  /// The system symbol image with the given name (a 24 × 24 pt placeholder, in the simulation).
  public init?(systemName name: String) {
    self.name = name
    size = CGSize(width: 24, height: 24)
    super.init()
  }
  /// An empty image.
  public override init() {
    name = nil
    size = .zero
    super.init()
  }
  /// The image drawn with the given rendering mode: the image itself, in the simulation.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
  /// The image tinted with `color`: the image itself, in the simulation.
  open func withTintColor(_ color: UIColor) -> UIImage { self }

  /// `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable {
    /// Let the context decide.
    case automatic
    /// Always draw the image's own colours.
    case alwaysOriginal
    /// Always draw the image as a template, in the tint colour.
    case alwaysTemplate
  }
}

/// `UIImageView`.
@MainActor
open class UIImageView: UIView {
  /// The image shown; the view's fitting size is its size.
  open var image: UIImage?
  /// The image shown while highlighted.
  /// Inert in the simulation: stored, never drawn.
  open var highlightedImage: UIImage?
  /// Whether the view is highlighted.
  /// Inert in the simulation: stored, never drawn.
  open var isHighlighted: Bool = false
  /// An image view the size of `image` that does not take touches.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }
  /// An image view with the given frame that does not take touches.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }
  /// Never used in the simulation (no storyboards); present because UIKit declares it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
