// The header's own layout: its content pinned to its layout margins lands where the design puts it, on any width.

#if canImport(UIKit)
import UIKit
#else
import SimulatedUIKit
#endif
import Testing
import UIKitProfilePage

@Suite("Profile header layout")
struct ProfileHeaderLayoutTests {
  @Test("avatar, name, bio and button sit 16 points inside the header; the labels take the width", arguments: [390.0, 430.0])
  func contentInsideTheMargins(width: Double) {
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: width, height: 160))
    header.layoutIfNeeded()
    let frames = header.subviews.map(\.frame)
    #expect(frames == [
      CGRect(x: 16, y: 16, width: 72, height: 72),
      CGRect(x: 104, y: 16, width: width - 120, height: 28),
      CGRect(x: 104, y: 48, width: width - 120, height: 40),
      CGRect(x: 16, y: 100, width: 120, height: 36),
    ])
  }
}
