// The UIKit attribute scope of an `AttributeContainer`: `container.font = …` and `container.foregroundColor = …` in a
// button configuration's `titleTextAttributesTransformer` (UIKit declares them in `AttributeScopes.UIKitAttributes`,
// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes). Foundation on Linux has the
// container and its dynamic lookup but no UIKit scope; this is that scope, for the attributes libraries set. Nothing
// is drawn, so what a container holds is read by nothing but the code that set it.

import Foundation

extension AttributeScopes {
  /// The attributes UIKit defines for attributed text, with Foundation's.
  public struct UIKitAttributes: AttributeScope {
    /// The text's font.
    public let font: FontAttribute
    /// The text's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// Foundation's own attributes.
    public let foundation: FoundationAttributes

    /// `font`'s key: a `UIFont`.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }
    /// `foregroundColor`'s key: a `UIColor`.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSColor"
    }
    /// `backgroundColor`'s key: a `UIColor`.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSBackgroundColor"
    }
  }

  /// The UIKit scope, for `AttributedString(…, including: \.uiKit)`.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// `container.font`, `container.foregroundColor`: the UIKit scope's attributes by name.
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
    self[T.self]
  }
}
