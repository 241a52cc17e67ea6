// What a tab shows: its title in the category bar and the posts of its feed.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif

/// One tab of the profile: a title and the heights of its feed's posts (the feed's content height is their sum).
public struct ProfileTab: Equatable {
  public var title: String
  public var postHeights: [CGFloat]
  /// The feed's own content inset (a composer bar above the posts, a banner under them).
  public var contentInset: UIEdgeInsets

  public init(title: String, postHeights: [CGFloat], contentInset: UIEdgeInsets = .zero) {
    self.title = title
    self.postHeights = postHeights
    self.contentInset = contentInset
  }

  /// Posts of `rowHeight` points adding up to `contentHeight` (the last one shorter when it does not divide).
  public static func posts(totalling contentHeight: CGFloat, rowHeight: CGFloat = 88) -> [CGFloat] {
    guard contentHeight > 0, rowHeight > 0 else { return [] }
    var heights = Array(repeating: rowHeight, count: Int(contentHeight / rowHeight))
    let rest = contentHeight - CGFloat(heights.count) * rowHeight
    if rest > 0 { heights.append(rest) }
    return heights
  }
}
