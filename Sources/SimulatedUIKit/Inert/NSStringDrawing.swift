// Measuring text: UIKit's drawing additions to `NSString` (`boundingRect(with:options:attributes:context:)`,
// `size(withAttributes:)`), which libraries call to size a tab's title. The simulation has no glyphs, so a text's size
// is the estimate a label's `sizeThatFits` gives (`UILabel.swift`): 0.55 times the point size a character, one line of
// the font's `lineHeight`; with `.usesLineFragmentOrigin` the text wraps at the width given. Nothing draws it.

import Foundation

/// `NSStringDrawingOptions`: how text is measured and drawn.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lay the text out in lines from the origin (wrapping at the width given), rather than on one baseline.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Use the font's leading between lines.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Use the glyphs' own bounds.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncate the last line that fits.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: scaling settings for measuring text. Stored only.
open class NSStringDrawingContext: NSObject {
  /// The smallest factor text may shrink by to fit.
  open var minimumScaleFactor: CGFloat = 0
}

extension NSAttributedString.Key {
  /// The font of the text (`UIFont`).
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
  /// The colour of the text (`UIColor`).
  public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}

extension NSString {
  /// The rectangle the text takes within `size`, by the simulation's estimate (see the file comment).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let line = UIFont.estimatedLineSize(characters: length, font: attributes?[.font] as? UIFont)
    guard options.contains(.usesLineFragmentOrigin), size.width > 0, line.width > size.width else {
      return CGRect(origin: .zero, size: line)
    }
    let lines = (line.width / size.width).rounded(.up)
    return CGRect(x: 0, y: 0, width: size.width, height: lines * line.height)
  }

  /// The size of the text on one line, by the simulation's estimate.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    UIFont.estimatedLineSize(characters: length, font: attributes?[.font] as? UIFont)
  }
}

extension UIFont {
  /// One line of `characters` characters in `font` (17 pt when none): 0.55 times the point size a character, the
  /// font's line height. A label's `sizeThatFits` and text measurement share it.
  static func estimatedLineSize(characters: Int, font: UIFont?) -> CGSize {
    let pointSize = font?.pointSize ?? 17
    return CGSize(width: CGFloat(characters) * pointSize * 0.55, height: ceil(pointSize * 1.2))
  }
}
