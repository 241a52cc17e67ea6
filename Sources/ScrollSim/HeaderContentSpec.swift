// The world setting for scrollable content inside the header: a horizontal scroll view
// (a banner carousel, a chip row) laid out at a fixed place in the header.
//
// UIKit arbitrates it by nesting: the touch reaches the header content's pan first (it is
// the deepest scroll view under the finger), which begins only for pans along the axis it
// scrolls; a vertical pan falls through to the outer table (Apple, Scroll View Programming
// Guide for iOS, "Nesting Scroll Views"). The pager is not an ancestor of the header, so a
// touch there never reaches it.

/// Where the header's horizontal scroll view sits and how wide its content is.
public struct HeaderContentSpec: Hashable, Sendable {
  /// Distance from the header's top to the scroll view's top (points).
  public var top: Double = 120
  /// The scroll view's height; the part below the header's bottom is clipped.
  public var height: Double = 100
  /// Width of its content (`contentSize.width`): wider than the viewport, so it scrolls.
  public var contentWidth: Double = 1600

  /// A carousel `height` points tall at `top` within the header, scrolling `contentWidth` points of content.
  public init(top: Double = 120, height: Double = 100, contentWidth: Double = 1600) {
    self.top = top
    self.height = height
    self.contentWidth = contentWidth
  }

  /// Field names accepted in a world's `headerContent` object.
  public static let fieldNames: [String] = ["top", "height", "contentWidth"]
}

extension HeaderContentSpec: Codable {
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    try c.rejectUnknownKeys(allowed: Set(Self.fieldNames))
    let d = HeaderContentSpec()
    top = try c.value("top", or: d.top)
    height = try c.value("height", or: d.height)
    contentWidth = try c.value("contentWidth", or: d.contentWidth)
    try c.check(top.isFinite && (0...10_000).contains(top), "top", "must be in [0, 10000], got \(top)")
    try c.check(height.isFinite && (1...10_000).contains(height), "height", "must be in [1, 10000], got \(height)")
    try c.check(
      contentWidth.isFinite && (0...100_000).contains(contentWidth), "contentWidth",
      "must be in [0, 100000], got \(contentWidth)")
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(top, "top")
    try c.put(height, "height")
    try c.put(contentWidth, "contentWidth")
  }
}
