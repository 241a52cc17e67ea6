// Measuring text without glyphs: a string's size is the estimate a label's `sizeThatFits` gives, wrapping at the
// width given with `.usesLineFragmentOrigin`.

import Foundation
import SimulatedUIKit
import Testing

@Suite struct TextMeasurementTests {
  /// Apple, `NSString.boundingRect(with:options:attributes:context:)`: the bounding rectangle of the text drawn with the
  /// attributes within the size; `.usesLineFragmentOrigin` lays it out in lines. The simulation's widths are an
  /// estimate (0.55 times the point size a character; `UILabel.swift`), the same a label's `sizeThatFits` uses.
  @Test("a title's measured size matches a label's, and wraps at the width given")
  func measuredLikeALabel() {
    _ = SimulatedScreen()
    let font = UIFont.systemFont(ofSize: 20)
    let title = "Following" as NSString
    let label = UILabel()
    label.text = title as String
    label.font = font
    #expect(label.isEnabled)
    let size = title.size(withAttributes: [.font: font])
    #expect(size == label.sizeThatFits(.zero) && abs(size.width - 99) < 1e-9 && size.height == 24)
    let oneLine = title.boundingRect(
      with: CGSize(width: 1000, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: font], context: nil)
    #expect(oneLine.size == size && oneLine.origin == .zero)
    let wrapped = title.boundingRect(with: CGSize(width: 40, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(wrapped == CGRect(x: 0, y: 0, width: 40, height: 72))
  }
}
