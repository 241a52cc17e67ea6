// The screen sizes and safe areas real iPhones have.
//
// Drawing from real devices (rather than any width and height) keeps failures
// believable, while the list still spans the extremes: the 320-pt-wide SE, the
// 430-pt Pro Max, landscape's short height, and safe areas with and without a
// navigation bar. Each list starts with the `WorldConfig` default, so the simplest
// draw reproduces the default page.

/// Real device geometry the generators choose from.
enum DeviceGeometry {
  /// Portrait viewport sizes in points (width, height), the `WorldConfig` default (iPhone 15) first.
  static let portraitSizes: [(width: Double, height: Double)] = [
    (393, 852),  // iPhone 15 / 15 Pro
    (320, 568),  // iPhone SE (1st gen)
    (375, 667),  // iPhone 8 / SE (2nd, 3rd gen)
    (414, 736),  // iPhone 8 Plus
    (375, 812),  // iPhone X / 11 Pro / 12 mini
    (390, 844),  // iPhone 12 / 13 / 14
    (414, 896),  // iPhone 11 / XR
    (428, 926),  // iPhone 12–14 Pro Max
    (430, 932),  // iPhone 15 Plus / Pro Max
  ]

  /// Safe-area tops: default (status bar 59 + navigation bar 44) first, then bare status bars
  /// (20, 44, 47, 59), status bar + navigation bar (64, 88, 91), and a page flush with the screen (0).
  static let safeAreaTops: [Double] = [103, 0, 20, 44, 47, 59, 64, 88, 91]

  /// Landscape safe-area tops: no status bar (0) or a compact navigation bar (32).
  static let landscapeSafeAreaTops: [Double] = [0, 32]

  /// Safe-area bottoms: the home indicator (34, 21 in landscape) or none.
  static let safeAreaBottoms: [Double] = [34, 0, 21]

  /// Pin bar heights: default (48), none (0), a navigation-bar-like 44.
  static let pinBarHeights: [Double] = [48, 0, 44]

  /// Round header heights that often line up with other sizes (0 hides the header).
  static let roundHeaderHeights: [Double] = [0, 100, 200, 300, 400, 500, 600]

  /// List top insets: a list header gap (10), a bar's height (44), a refresh area (100).
  static let listTopInsets: [Double] = [10, 44, 100]

  /// List bottom insets: a small gap, a toolbar, a tab bar with home indicator.
  static let listBottomInsets: [Double] = [20, 50, 83]

  /// Top insets apps set at runtime: a list header gap, a refresh area, a search bar.
  static let runtimeTopInsets: [Double] = [8, 44, 60, 120]
  /// Bottom insets apps set at runtime: a tab bar (49, 83 with the home indicator), a keyboard (291, 336), a toolbar.
  static let runtimeBottomInsets: [Double] = [44, 49, 83, 291, 336]
}
