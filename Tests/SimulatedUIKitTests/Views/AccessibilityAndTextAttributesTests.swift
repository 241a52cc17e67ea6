// Surface a category bar's code uses and nothing in the simulation reads: accessibility traits, and the font and
// colours a button configuration's text-attributes transformer sets through the UIKit attribute scope. They must
// compile as on iOS (NestedPaging's pin bar uses both) and read back what was set.

import Foundation
import SimulatedUIKit
import Testing

@Suite struct AccessibilityAndTextAttributesTests {
  /// Apple, `accessibilityTraits`: "The default value for this property is `none` unless the receiver is a UIKit
  /// control, in which case the value is the set of traits associated with the control"
  /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits); a button's is the
  /// button trait ("UIButton has this trait by default", accessibilityupto11.com/365-days-ios-accessibility/day-022).
  @Test("a plain view has no traits and a button the button trait; what code sets reads back")
  func traits() {
    _ = SimulatedScreen()
    let bar = UIView()
    #expect(bar.accessibilityTraits == .none)
    #expect(UIButton(type: .system).accessibilityTraits == .button)
    #expect(UIButton(frame: .zero).accessibilityTraits == .button)

    bar.accessibilityTraits = .tabBar
    let tab = UIButton(configuration: .plain())
    tab.accessibilityTraits = [.button, .selected]
    #expect(bar.accessibilityTraits == .tabBar)
    #expect(tab.accessibilityTraits.contains(.selected) && tab.accessibilityTraits.contains(.button))
    #expect(!tab.accessibilityTraits.contains(.tabBar))
  }

  /// Apple, `AttributeScopes.UIKitAttributes`: the attributes UIKit defines, `font` (a `UIFont`) and
  /// `foregroundColor` among them, set by name on an `AttributeContainer`
  /// (https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes).
  @Test("a text-attributes transformer sets a font and a colour by name, as a tab button's configuration does")
  func textAttributes() {
    let accent = UIColor.red
    var configuration = UIButton.Configuration.plain()
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont.preferredFont(forTextStyle: .body)
      outgoing.foregroundColor = accent
      return outgoing
    }
    var container = AttributeContainer()
    container.font = UIFont.boldSystemFont(ofSize: 12)
    #expect(container.font?.pointSize == 12)
    #expect(container.foregroundColor == nil)

    let transformed = configuration.titleTextAttributesTransformer?(container)
    #expect(transformed?.font?.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
    #expect(transformed?.foregroundColor === accent)
  }
}
